import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';
import { indexHint } from './repository';
import {
  rangeCondition,
  reportCondition,
  statusList,
  type ListPlan,
  type TimeRange,
} from './list-plan';

// The finished orders report's days: finished_order_days (kept by triggers) for the whole UTC
// days of a range, the orders themselves for the partial days at its ends.

export const summed = (value: RawBuilder<unknown>) =>
  sql`cast(coalesce(sum(${value}), 0) as bigint)`;

const DAY_MS = 86_400_000;

/** The UTC day (`YYYY-MM-DD`) of an ISO instant: what finished_order_days keys its rows by. */
const utcDayOf = (iso: string): string => iso.slice(0, 10);

/** The UTC day after the one of an ISO instant. */
const nextUtcDay = (iso: string): string =>
  new Date(Date.parse(`${utcDayOf(iso)}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The live finished orders of a report without search or employee, as rows `o` of (status,
 * product, orders_count, quantity, total_cents): the rows of finished_order_days for the UTC days
 * wholly inside the range (every day without a range), and one row per order for the partial UTC
 * days at the ends of the range, read from the covering index of created_at. Days and instants are
 * compared as the stored ISO texts, so an order is counted once: in its day when created_at starts
 * with a day of the whole days, at an end otherwise. Null when the list is not the live finished
 * orders, or has a search or an employee.
 */
export function finishedDaysSource(
  dialect: DialectName,
  plan: ListPlan,
): RawBuilder<unknown> | null {
  const report = reportCondition(plan.slots);
  if (report === null || plan.needle !== '' || plan.report.employee_id !== undefined) return null;
  const statuses = [...new Set(plan.slots.map((slot) => slot.status))];
  const days = [sql`f.status in (${statusList(statuses)})`];
  if (plan.report.zone_id !== undefined) days.push(sql`f.zone_id = ${plan.report.zone_id}`);
  if (plan.report.product !== undefined) days.push(sql`f.product = ${plan.report.product}`);
  const branches: RawBuilder<unknown>[] = [];
  const orderRanges: TimeRange[] = [];
  let wholeDays = true;
  if (plan.range !== null) {
    const first = nextUtcDay(plan.range.start);
    const end = utcDayOf(plan.range.end);
    if (first < end) {
      days.push(sql`f.day >= ${first} and f.day < ${end}`);
      orderRanges.push(
        { start: plan.range.start, end: first },
        { start: end, end: plan.range.end },
      );
    } else {
      wholeDays = false;
      orderRanges.push(plan.range);
    }
  }
  if (wholeDays)
    branches.push(sql`
      select f.status as status, f.product as product, f.orders_count as orders_count,
        f.quantity as quantity, f.total_cents as total_cents
      from finished_order_days as f where ${sql.join(days, sql` and `)}`);
  for (const range of orderRanges)
    branches.push(sql`
      select o.status as status, o.product as product, 1 as orders_count,
        o.quantity as quantity, o.total_cents as total_cents
      from orders as o${indexHint(dialect, 'orders_live_stats_index')}
      where ${sql.join([report, rangeCondition(range), ...plan.extras], sql` and `)}`);
  return sql`(${sql.join(branches, sql` union all `)}) as o`;
}
