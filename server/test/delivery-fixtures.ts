// The delivery day's test fixtures, one set for its suites: an answer that must have a status,
// a vehicle, an order, a route and its stops through the API, and the exports on the audit trail.
// Each suite signs in in its own beforeAll, so the fixtures read the app, the tokens and the
// place through `world` when they are called, not when they are made.
import type { CallResult, TestApp } from './helper';

/** The JSON of an answer that must come with `status` (its body is shown when it does not). */
export async function ok<T>(response: Promise<CallResult>, status = 200): Promise<T> {
  const answer = await response;
  expect([answer.statusCode, answer.body]).toEqual([status, expect.any(String)]);
  return answer.json<T>();
}

export type VehicleKind = 'cylinder_truck' | 'tank_truck';

/** The body of a new vehicle (POST /api/vehicles). */
export const truckBody = (
  plate: string,
  zoneId: number,
  kind: VehicleKind = 'cylinder_truck',
  capacity = 100,
) => ({ plate, kind, capacity, zone_id: zoneId });

/** What the fixtures read when called: the app, the staff's tokens, a zone and a location in it. */
export interface DeliveryWorld {
  t: TestApp;
  admin: string;
  employee: string;
  zone: number;
  location: number;
}

export interface DeliveryFixtureOptions {
  /** The next vehicle's plate, unique in the suite. */
  plate: () => string;
  /** A new vehicle's capacity when none is given. */
  capacity?: number;
  /** Fields of every new order over the default cash sale of one 30 kg cylinder. */
  order?: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function deliveryFixtures(world: () => DeliveryWorld, options: DeliveryFixtureOptions) {
  /** A call to /api/delivery-routes…, by the employee unless another token is given. */
  const call = (method: Method, url: string, payload?: unknown, token = world().employee) =>
    world().t.call({ method, url: `/api/delivery-routes${url}`, payload, token });

  /** A new vehicle of the world's zone (or `zoneId`), by the administrator. */
  const vehicle = (
    kind: VehicleKind = 'cylinder_truck',
    capacity = options.capacity ?? 80,
    zoneId = world().zone,
  ) =>
    ok<{ id: number; plate: string }>(
      world().t.call({
        method: 'POST',
        url: '/api/vehicles',
        token: world().admin,
        payload: truckBody(options.plate(), zoneId, kind, capacity),
      }),
      201,
    );

  /** A new order (a cash sale of one 30 kg cylinder unless told), by the administrator. */
  const order = <T = { id: number; folio: string }>(
    fields: Record<string, unknown> = {},
    token = world().admin,
  ) =>
    ok<T>(
      world().t.call({
        method: 'POST',
        url: '/api/orders',
        token,
        payload: {
          customer_name: 'Rosa Elena Martínez',
          customer_phone: '33 3614 2200',
          address: 'Av. Juárez 120, Centro, Guadalajara',
          zone_id: world().zone,
          location_id: world().location,
          product: 'cylinder_30kg',
          quantity: 1,
          unit_price: 500,
          payment_method: 'cash',
          ...options.order,
          ...fields,
        },
      }),
      201,
    );

  /** A new route of these fields (route_date, vehicle_id, driver_id, helper_id), by the employee. */
  const route = <T = { id: number }>(fields: Record<string, unknown>) =>
    ok<T>(call('POST', '', fields), 201);

  /** The answer to putting an order on a route (at `position`, last when not given). */
  const addStop = (routeId: number, orderId: number, position?: number) =>
    call('POST', `/${String(routeId)}/stops`, { order_id: orderId, position });

  /** The world's zone as the API shows it. */
  const zone = () =>
    ok<{ name: string }>(
      world().t.call({
        method: 'GET',
        url: `/api/zones/${String(world().zone)}`,
        token: world().admin,
      }),
    );

  /** Renames the world's zone, by the administrator. */
  const renameZone = (name: string) =>
    ok(
      world().t.call({
        method: 'PUT',
        url: `/api/zones/${String(world().zone)}`,
        token: world().admin,
        payload: { name },
      }),
    );

  return { call, vehicle, order, route, addStop, zone, renameZone };
}

/** An entry of the audit trail, as its list answers it. */
export interface AuditEntry {
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  after: Record<string, unknown> | null;
}

/** The last 50 exports on the audit trail (tickets and route sheets too), newest first. */
export const exportsOnTrail = async (t: TestApp, adminToken: string): Promise<AuditEntry[]> =>
  (
    await ok<{ data: AuditEntry[] }>(
      t.call({ method: 'GET', url: '/api/audit/paginated/1/50?action=export', token: adminToken }),
    )
  ).data;
