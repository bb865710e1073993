import { businessToday, businessWallClockDate } from '../../lib/business-time';
import { addDays } from '../../lib/calendar-days';
import type { OrderStatusValue, OrdersTable } from '../tables';
import { SeededRandom } from './random';

// When the demo orders are to be delivered. Most are delivered the day they are taken (a late
// order completed after midnight on the day it was completed). Of the orders left open from the
// days before, half were booked for today and half are overdue; a few of today's are booked for
// tomorrow. About a third have a time window; a completed order's window holds the time it was
// completed.

export type SeededDelivery = Pick<
  OrdersTable,
  'delivery_date' | 'delivery_window_start' | 'delivery_window_end'
>;

/** The windows customers book, business time. */
const windows: readonly (readonly [start: string, end: string])[] = [
  ['08:00', '12:00'],
  ['09:00', '13:00'],
  ['12:00', '16:00'],
  ['14:00', '18:00'],
  ['16:00', '20:00'],
];

/** `HH:MM` of an instant, business time. */
const businessTimeOf = (milliseconds: number): string =>
  businessWallClockDate(milliseconds).toISOString().slice(11, 16);

export interface DeliveredOrder {
  createdAt: number;
  completedAt: number | null;
  status: OrderStatusValue;
}

/**
 * The delivery of each order, in any order of calls: its own random sequence (the rest of the
 * demo data stays as it was before deliveries), and the orders left open from the days before
 * `now` taken in turn as overdue and due today, so both lists have some whatever the hour.
 */
export function deliveryPlanner(now: number): (order: DeliveredOrder) => SeededDelivery {
  const random = new SeededRandom(20261127);
  const today = businessToday(now);
  let leftOpen = 0;
  return (order) => {
    const taken = businessToday(order.createdAt);
    const withWindow = random.chance(0.35);
    const window = random.pick(windows);
    if (order.status === 'completed' && order.completedAt !== null) {
      const time = businessTimeOf(order.completedAt);
      const holds = withWindow && window[0] <= time && time < window[1];
      return {
        delivery_date: businessToday(order.completedAt),
        delivery_window_start: holds ? window[0] : null,
        delivery_window_end: holds ? window[1] : null,
      };
    }
    let day = taken;
    if (order.status === 'new' || order.status === 'in_process') {
      if (taken < today) {
        leftOpen += 1;
        if (leftOpen % 2 === 0) day = today;
      } else if (random.chance(0.15)) day = addDays(taken, 1);
    }
    return {
      delivery_date: day,
      delivery_window_start: withWindow ? window[0] : null,
      delivery_window_end: withWindow ? window[1] : null,
    };
  };
}
