import type { Static } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatusValue } from '../../db/tables';
import type { StatusCounts } from './schemas';

// The orders per status as the triggers count them (order_status_counts, in stripes on PostgreSQL:
// migration 2026_11_29_1000_stripe_order_status_counts), for the dashboard and the lists' totals.

/**
 * Live orders per status (deleted ones excluded), from the counters the triggers keep, summed over
 * their stripes.
 */
export async function statusCounts(db: Kysely<Database>): Promise<Static<typeof StatusCounts>> {
  const rows = await db
    .selectFrom('order_status_counts')
    .select(['status', sql<number | string>`sum(orders_count)`.as('orders_count')])
    .where('deleted', '=', 0)
    .groupBy('status')
    .execute();
  const counts = { new: 0, in_process: 0, completed: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = Number(row.orders_count);
  return {
    ...counts,
    total: counts.new + counts.in_process + counts.completed + counts.cancelled,
  };
}

/** How many orders the counters hold for these (status, deleted) pairs (their stripes summed). */
export async function countedOrders(
  db: Kysely<Database>,
  slots: readonly { status: OrderStatusValue; deleted: boolean }[],
): Promise<number> {
  if (slots.length === 0) return 0;
  const rows = await db
    .selectFrom('order_status_counts')
    .select(['status', 'deleted', sql<number | string>`sum(orders_count)`.as('orders_count')])
    .groupBy(['status', 'deleted'])
    .execute();
  return rows
    .filter((row) =>
      slots.some((slot) => slot.status === row.status && Number(slot.deleted) === row.deleted),
    )
    .reduce((sum, row) => sum + Number(row.orders_count), 0);
}
