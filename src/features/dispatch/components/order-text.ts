import type { DeliveryStop, DueOrder } from '../board-types';

/** What an order carries: "Cilindro 20 kg × 2", "Gas estacionario × 300 L". */
export function orderLine(
  order: Pick<DueOrder | DeliveryStop, 'product' | 'quantity'>,
  t: (key: string) => string,
): string {
  const product = t(`orders:products.${order.product}`);
  return `${product} × ${String(order.quantity)}${order.product === 'stationary_litre' ? ' L' : ''}`;
}

/** The delivery window as `09:00–13:00`, or null without one. */
export function windowText(
  order: Pick<DueOrder, 'delivery_window_start' | 'delivery_window_end'>,
): string | null {
  const { delivery_window_start: start, delivery_window_end: end } = order;
  return start === null || end === null ? null : `${start}–${end}`;
}
