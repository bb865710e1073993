// Data and HTTP routes of the orders screens' tests (test code only).
import type { Location } from '@/api/locations';
import type { CurrentPrice, Order, OrderDetail, Price } from '@/api/orders';
import type { ClientView, User } from '@/api/users';
import type { Zone } from '@/api/zones';
import type { FakeRoute } from '@/testing/fake-fetch';
import { reply } from '@/testing/fake-fetch';
import { makeUser, signedInState } from '@/testing/fixtures';
import { page } from '@/testing/list-fixtures';

export { page };

const stamp = '2026-11-23T18:15:00.000Z';

/** Ana López, administrator (id 1), signed in. */
export const session = signedInState();

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 120,
    folio: 'GLP-000120',
    customer_id: 7,
    customer_name: 'María José Gómez',
    customer_phone: '3312345678',
    address: 'Av. Juárez 100, Centro',
    zone_id: 1,
    zone_name: 'Guadalajara Centro',
    location_id: 11,
    location_name: 'Planta Analco',
    employee_id: 5,
    employee_name: 'Luis Gómez',
    product: 'cylinder_20kg',
    quantity: 2,
    unit_price: 490.79,
    total: 981.58,
    payment_method: 'cash',
    status: 'new',
    cancellation_reason: null,
    notes: null,
    created_by: 1,
    created_at: stamp,
    updated_at: stamp,
    in_process_at: null,
    completed_at: null,
    cancelled_at: null,
    deleted_at: null,
    delivery_date: '2026-11-23',
    delivery_window_start: null,
    delivery_window_end: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = makeOrder(overrides);
  return {
    ...order,
    status_history: [
      {
        id: 1,
        from_status: null,
        to_status: 'new',
        reason: null,
        user_id: 1,
        user_name: 'Ana López',
        created_at: order.created_at,
      },
    ],
    allowed_statuses: order.deleted_at !== null ? [] : nextOf(order.status),
    ...overrides,
  };
}

function nextOf(status: Order['status']): Order['status'][] {
  if (status === 'new') return ['in_process', 'cancelled'];
  if (status === 'in_process') return ['completed', 'cancelled'];
  return [];
}

function zone(id: number, name: string): Zone {
  return {
    id,
    name,
    phone: null,
    description: null,
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  };
}

export const zones = [zone(1, 'Guadalajara Centro'), zone(2, 'Zapopan')];

function location(id: number, name: string, zoneId: number): Location {
  return {
    id,
    name,
    phone: null,
    description: null,
    zone_id: zoneId,
    zone_name: zoneId === 1 ? 'Guadalajara Centro' : 'Zapopan',
    created_at: stamp,
    updated_at: stamp,
    deleted_at: null,
  };
}

export const locations = [
  location(11, 'Planta Analco', 1),
  location(12, 'Bodega Oblatos', 1),
  location(21, 'Sucursal Zapopan Norte', 2),
];

export const customer: User = makeUser({
  id: 7,
  number: null,
  username: null,
  name: 'María José',
  last_name: 'Gómez',
  email: 'cliente@gaslp.mx',
  phone: '3312345678',
  address: 'Av. Juárez 100, Centro',
  type_user: 'usuario',
  zone_id: 1,
  zone_name: 'Guadalajara Centro',
});

export const employee: User = makeUser({
  id: 5,
  number: '2000',
  username: 'lgomez',
  name: 'Luis',
  last_name: 'Gómez',
  email: 'empleado@gaslp.mx',
  type_user: 'empleado',
});

export const admin: User = makeUser();

export function clientView(balance: number | null, user: User = customer): ClientView {
  return {
    user,
    wallet:
      balance === null
        ? null
        : {
            id: 3,
            user_id: user.id,
            amount: balance,
            user_add: 1,
            created_at: stamp,
            updated_at: stamp,
          },
    orders_count: 4,
    completed_orders: 3,
    last_order_at: stamp,
  };
}

export function price(zoneId: number, product: Price['product'], amount: number): CurrentPrice {
  return {
    zone_id: zoneId,
    zone_name: zones.find((candidate) => candidate.id === zoneId)?.name ?? null,
    product,
    day: '2026-11-24',
    price: amount,
    source: 'price',
    price_id: 66,
    effective_from: '2026-09-24',
  };
}

/** What the order form reads: zones, locations, staff, customers found, prices in force. */
export const formRoutes: FakeRoute[] = [
  { method: 'GET', path: '/api/zones/all', reply: reply(200, page(zones, zones.length, 100)) },
  {
    method: 'GET',
    path: '/api/locations/all',
    reply: reply(200, page(locations, locations.length, 100)),
  },
  { method: 'GET', path: '/api/users/all/empleado', reply: reply(200, page([employee])) },
  { method: 'GET', path: '/api/users/all/administrador', reply: reply(200, page([admin])) },
  {
    method: 'GET',
    path: /^\/api\/users\/paginated\/1\/10\//,
    reply: reply(200, page([customer])),
  },
  { method: 'GET', path: '/api/users/client/7', reply: reply(200, clientView(3339)) },
  {
    method: 'GET',
    path: /^\/api\/prices\/current\/1\/cylinder_20kg$/,
    reply: reply(200, price(1, 'cylinder_20kg', 490.79)),
  },
  {
    method: 'GET',
    path: /^\/api\/prices\/current\/1\/cylinder_45kg$/,
    reply: reply(200, price(1, 'cylinder_45kg', 1102.35)),
  },
  {
    method: 'GET',
    path: /^\/api\/prices\/current\//,
    reply: reply(404, { message: 'No encontrado.' }),
  },
];
