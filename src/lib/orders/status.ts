import type { OrderStatus } from '@/api/orders';

// What every screen showing an order's status agrees on (the orders screens, the dashboard): the
// statuses in their order of life, new → in process → completed, or cancelled, and the palette
// colour of each. The texts stay in each screen's namespace.

/** The four statuses in their order of life. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'new',
  'in_process',
  'completed',
  'cancelled',
];

/** A palette colour (for a chip, an icon or a dot; never for text on paper: too little contrast). */
export type OrderStatusColor = 'info' | 'warning' | 'success' | 'error';

/** The colour of a status. */
export function statusColor(status: OrderStatus): OrderStatusColor {
  switch (status) {
    case 'new':
      return 'info';
    case 'in_process':
      return 'warning';
    case 'completed':
      return 'success';
    case 'cancelled':
      return 'error';
  }
}
