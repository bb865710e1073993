import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import { KG_PER_UNIT, LITRE_PRODUCT } from '../../domain/star-clients';
import { toPesos } from '../../lib/money';
import { offsetOf, pageOf, type Page, type PageRequest } from '../../kit/pagination';
import { finishedDaysSource, summed } from './finished-days';
import {
  browseIds,
  filteredSource,
  planOf,
  rangeSpan,
  reportCondition,
  type IdWindow,
  type OrderListFilter,
  type ListPlan,
} from './list-plan';
import {
  ftsCount,
  ftsIds,
  ftsSlotIds,
  isTrigramSearchable,
  likeCount,
  likeIds,
  likeSource,
} from './list-search';
import { orderViewsByIds, type OrderView } from './repository';
import { countedOrders } from './status-counts';

// The order lists (Activos, Cancelados) and their exports, built so that no call scans the orders
// table at a million rows:
// - the rows of a list are read from the partial index of that list (see the migration
//   2026_11_23_1000_index_order_lists), named explicitly on SQLite;
// - totals without search or dates come from order_status_counts;
// - a date range is counted on the list's (created_at, id) index, which also gives the id span of
//   the range, so the page walks the list's id index inside that span;
// - a search of three or more characters reads the trigram index: on SQLite the FTS5 table keyed by
//   slot × SLOT_SPAN + id, where a list is a few rowid ranges walked newest first and counted
//   without touching orders; on PostgreSQL `search_text LIKE` served by the pg_trgm GIN index;
// - a shorter fragment is looked for among the SHORT_SEARCH_WINDOW newest orders of the list;
// - the finished orders report narrows Cancelados to a zone, a product or an employee: its pages
//   (newest first) read the covering partial index of the live finished orders (migration
//   2026_11_24_1000_version_polls), walked by id, every filter column at hand, or with an employee
//   the employee's covering partial index (migration 2026_11_24_1310_index_finished_orders);
// - the report's totals and counts without search or employee add up finished_order_days (live
//   finished orders per status, UTC day, zone and product, kept by triggers) over the whole UTC
//   days of the range, and read only the partial days at its ends from the orders' index of
//   created_at; with an employee they read that employee's index entries alone.
// - the due lists (due today, overdue) read the partial index of the orders new or in process by
//   (delivery_date, id) (migration 2026_11_27_1400_add_order_delivery_schedule), and are not kept
//   between calls as other pages are: they move with the day.
// "Newest first" is the order in which orders were taken: id descending (created_at follows ids).

// ------------------------------------------------------------------ the list

const usesFts = (dialect: DialectName, plan: ListPlan): boolean =>
  dialect === 'sqlite' && isTrigramSearchable(plan.needle);

/** A prepared list: its total and any window of its ids, sharing the date-range span. */
async function openList(db: Kysely<Database>, dialect: DialectName, filter: OrderListFilter) {
  const plan = planOf(filter);
  const span = plan.range === null ? null : await rangeSpan(db, dialect, plan, plan.range);
  const empty = plan.slots.length === 0 || span?.total === 0;
  return {
    plan,
    async total(): Promise<number> {
      if (empty) return 0;
      if (plan.needle === '' && plan.extras.length > 0) {
        const days = finishedDaysSource(dialect, plan);
        if (days !== null) {
          const { rows } = await sql<{ total: number }>`
            select ${summed(sql`o.orders_count`)} as total from ${days}`.execute(db);
          return rows[0]?.total ?? 0;
        }
        const source = filteredSource(dialect, plan, span);
        const { rows } = await sql<{ total: number }>`
          select count(*) as total from orders as o${source.index}
          where ${sql.join(source.conditions, sql` and `)}`.execute(db);
        return rows[0]?.total ?? 0;
      }
      if (plan.needle === '') return span?.total ?? countedOrders(db, plan.slots);
      return usesFts(dialect, plan) ? ftsCount(db, plan, span) : likeCount(db, dialect, plan);
    },
    async ids(window: IdWindow): Promise<number[]> {
      if (empty) return [];
      if (plan.needle === '') return browseIds(db, dialect, plan, span, window);
      return usesFts(dialect, plan)
        ? ftsIds(db, plan, span, window)
        : likeIds(db, dialect, plan, window);
    },
    /** The rows of the list as `from … where …` for aggregates (no order, no window). */
    source(): RawBuilder<unknown> | null {
      if (empty) return null;
      if (plan.needle === '') {
        const source = filteredSource(dialect, plan, span);
        return sql`from orders as o${source.index} where ${sql.join(source.conditions, sql` and `)}`;
      }
      if (usesFts(dialect, plan)) {
        const matches = plan.slots.map(
          (slot) => sql`select id from (${ftsSlotIds(plan, slot, span, null, undefined)})`,
        );
        return sql`from orders as o where o.id in (${sql.join(matches, sql` union all `)})`;
      }
      return likeSource(dialect, plan);
    },
  };
}

export async function listOrderPage(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: OrderListFilter,
  request: PageRequest,
): Promise<Page<OrderView>> {
  const list = await openList(db, dialect, filter);
  const offset = offsetOf(request);
  if (dialect === 'postgres') {
    // the total and the page's ids side by side, on two of the pool's connections: a search's
    // count and page then wait for one connection and one statement's time, not two (the page's
    // ids do not need the total there). The ids and the rows stay two statements: in one, with
    // its LIMIT and OFFSET unknown to a generic plan, PostgreSQL planned the joined select again
    // on about a quarter of the calls (2.1 ms each, more than the round trip it saved)
    const [total, ids] = await Promise.all([
      list.total(),
      list.ids({ limit: request.size, offset }),
    ]);
    return pageOf(await orderViewsByIds(db, offset < total ? ids : []), total, request);
  }
  const total = await list.total();
  const ids = offset < total ? await list.ids({ limit: request.size, offset, total }) : [];
  return pageOf(await orderViewsByIds(db, ids), total, request);
}

/** Rows per batch of an export: small batches keep the export's memory flat. */
export const EXPORT_BATCH_SIZE = 200;

/**
 * Every row of a list in the list's order (newest first), a batch at a time: each batch continues
 * below the last id of the one before, so no batch is slower than the first.
 */
export async function* orderListBatches<Row>(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: Omit<OrderListFilter, 'sort' | 'order'>,
  readRows: (ids: readonly number[]) => Promise<Row[]>,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[], void, undefined> {
  const list = await openList(db, dialect, filter);
  let beforeId: number | undefined;
  for (;;) {
    const ids = await list.ids({ limit: batchSize, offset: 0, beforeId });
    const last = ids[ids.length - 1];
    if (last === undefined) return;
    yield await readRows(ids);
    if (ids.length < batchSize) return;
    beforeId = last;
  }
}

// ------------------------------------------------------------------ the finished orders report

export interface FinishedOrderTotals {
  orders: number;
  completed: number;
  cancelled: number;
  kg: number;
  litres: number;
  /** Pesos. */
  amount: number;
}

const completedOnly = (value: RawBuilder<unknown>) =>
  sql`case when o.status = 'completed' then ${value} else 0 end`;

const kgOfOrder = sql`case o.product ${sql.join(
  Object.entries(KG_PER_UNIT).map(
    ([product, kg]) => sql`when ${sql.lit(product)} then ${sql.lit(kg)} * o.quantity`,
  ),
  sql` `,
)} else 0 end`;

const litresOfOrder = sql`case when o.product = ${sql.lit(LITRE_PRODUCT)} then o.quantity else 0 end`;

/**
 * Totals over every row of a list (what its pages show, all of them): how many orders, completed
 * and cancelled, and the kilograms, litres and amount of the completed ones.
 */
export async function finishedOrderTotals(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: Omit<OrderListFilter, 'sort' | 'order'>,
): Promise<FinishedOrderTotals> {
  const plan = planOf(filter);
  const days = finishedDaysSource(dialect, plan);
  if (days !== null) return totalsOf(db, sql`from ${days}`, sql`o.orders_count`);
  if (plan.needle === '' && reportCondition(plan.slots) !== null) {
    // with an employee: the employee's index entries, each checked against the range (the
    // employee narrows enough that no id span is needed)
    const source = filteredSource(dialect, plan, null);
    return totalsOf(
      db,
      sql`from orders as o${source.index} where ${sql.join(source.conditions, sql` and `)}`,
      sql`1`,
    );
  }
  const source = (await openList(db, dialect, filter)).source();
  return source === null ? noTotals() : totalsOf(db, source, sql`1`);
}

const noTotals = (): FinishedOrderTotals => ({
  orders: 0,
  completed: 0,
  cancelled: 0,
  kg: 0,
  litres: 0,
  amount: 0,
});

/**
 * The totals over `source` (rows `o`), each row standing for `orders` orders of its status and
 * product (1 for an order; a day's count for finished_order_days, whose quantity and amount are
 * the day's sums).
 */
async function totalsOf(
  db: Kysely<Database>,
  source: RawBuilder<unknown>,
  orders: RawBuilder<unknown>,
): Promise<FinishedOrderTotals> {
  const { rows } = await sql<{
    orders: number;
    completed: number;
    cancelled: number;
    kg: number;
    litres: number;
    amount_cents: number;
  }>`
    select ${summed(orders)} as orders,
      ${summed(sql`case when o.status = 'completed' then ${orders} else 0 end`)} as completed,
      ${summed(sql`case when o.status = 'cancelled' then ${orders} else 0 end`)} as cancelled,
      ${summed(completedOnly(kgOfOrder))} as kg,
      ${summed(completedOnly(litresOfOrder))} as litres,
      ${summed(completedOnly(sql`o.total_cents`))} as amount_cents
    ${source}`.execute(db);
  const row = rows[0];
  if (row === undefined) return noTotals();
  return {
    orders: row.orders,
    completed: row.completed,
    cancelled: row.cancelled,
    kg: row.kg,
    litres: row.litres,
    amount: toPesos(row.amount_cents),
  };
}
