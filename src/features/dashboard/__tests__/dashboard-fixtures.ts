import type { Order, OrderStats, StatusCounts } from '@/api/orders';

export function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    folio: `GLP-${String(id).padStart(6, '0')}`,
    customer_id: null,
    customer_name: `Cliente ${id}`,
    customer_phone: '55 1234 5678',
    address: 'Av. Juárez 10',
    zone_id: 1,
    zone_name: 'Centro',
    location_id: null,
    location_name: null,
    employee_id: null,
    employee_name: null,
    product: 'cylinder_20kg',
    quantity: 1,
    unit_price: 450.5,
    total: 450.5,
    payment_method: 'cash',
    status: 'new',
    cancellation_reason: null,
    notes: null,
    created_by: 1,
    created_at: '2025-06-12T20:05:00.000Z',
    updated_at: '2025-06-12T20:05:00.000Z',
    in_process_at: null,
    completed_at: null,
    cancelled_at: null,
    deleted_at: null,
    delivery_date: '2025-06-12',
    delivery_window_start: null,
    delivery_window_end: null,
    ...overrides,
  };
}

export function makeCounts(overrides: Partial<StatusCounts> = {}): StatusCounts {
  const counts = { new: 12, in_process: 7, completed: 1234, cancelled: 56, ...overrides };
  return { ...counts, total: counts.new + counts.in_process + counts.completed + counts.cancelled };
}

/** 30 days from 2025-05-14 to 2025-06-12, with orders on a few of them. */
export function makeStats(ordersOn: Record<string, number> = {}): OrderStats {
  const days: OrderStats['per_day'] = [];
  const start = Date.UTC(2025, 4, 14);
  for (let index = 0; index < 30; index += 1) {
    const day = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
    const orders = ordersOn[day] ?? 0;
    days.push({
      day,
      orders,
      completed: Math.floor(orders / 2),
      cancelled: orders > 0 ? 1 : 0,
      total: orders * 450.5,
    });
  }
  return {
    from: '2025-05-14',
    to: '2025-06-12',
    per_day: days,
    per_product: [
      { product: 'cylinder_20kg', orders: 30, quantity: 34, total: 15317 },
      { product: 'cylinder_30kg', orders: 15, quantity: 15, total: 10125.5 },
      { product: 'stationary_litre', orders: 5, quantity: 1200, total: 13200 },
    ],
    per_zone: [
      { zone_id: 1, zone_name: 'Centro', orders: 40, total: 30000 },
      { zone_id: 2, zone_name: null, orders: 10, total: 8642.5 },
    ],
  };
}

export const EMPTY_STATS: OrderStats = {
  ...makeStats(),
  per_product: [],
  per_zone: [],
};
