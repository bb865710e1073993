import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FIRST_DAY, LAST_DAY } from '../../http/schemas';
import type { DialectName } from '../../db/database';
import type { Database, OrderStatusValue, ProductValue } from '../../db/tables';
import {
  SHORT_SEARCH_WINDOW,
  SLOT_SPAN,
  TRIGRAM_LENGTH,
  searchNeedle,
  slotNumber,
  slotRuns,
  slotsOf,
  statusesOfList,
  type OrderListName,
  type Slot,
  type TrashedFilter,
} from '../../domain/order-search';
import { KG_PER_UNIT, LITRE_PRODUCT } from '../../domain/star-clients';
import { businessDaysRange } from '../../lib/business-time';
import { toPesos } from '../../lib/money';
import { containsPattern, ftsPhrase } from '../../lib/search-text';
import { countedOrders, indexHint, orderViewsByIds, type OrderView } from './repository';
import { offsetOf, pageOf, sortColumnOf, type Page, type PageRequest } from '../../kit/pagination';

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
// "Newest first" is the order in which orders were taken: id descending (created_at follows ids).

export interface OrderListFilter {
  list: OrderListName;
  status?: OrderStatusValue | undefined;
  trashed?: TrashedFilter | undefined;
  /** The search box text, as typed. */
  search?: string | undefined;
  /** Inclusive business days (America/Mexico_City) on created_at. */
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  /** The finished orders report's filters. */
  zone_id?: number | undefined;
  product?: ProductValue | undefined;
  employee_id?: number | undefined;
}

type SortKey = 'id' | 'created_at' | 'customer_name' | 'total' | 'status';

const sortable = {
  id: 'id',
  folio: 'id',
  created_at: 'created_at',
  customer_name: 'customer_name',
  total: 'total',
  status: 'status',
} as const satisfies Record<string, SortKey>;

const sortColumn: Record<SortKey, string> = {
  id: 'o.id',
  created_at: 'o.created_at',
  customer_name: 'o.customer_name',
  total: 'o.total_cents',
  status: 'o.status',
};

interface TimeRange {
  start: string;
  end: string;
}

interface ListPlan {
  slots: Slot[];
  range: TimeRange | null;
  needle: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
  /** Conditions on `o` of the report's filters (zone, product, employee). */
  extras: RawBuilder<unknown>[];
  /** The report's filters themselves. */
  report: Pick<OrderListFilter, 'zone_id' | 'product' | 'employee_id'>;
}

function extrasOf(filter: OrderListFilter): RawBuilder<unknown>[] {
  const extras: RawBuilder<unknown>[] = [];
  if (filter.zone_id !== undefined) extras.push(sql`o.zone_id = ${filter.zone_id}`);
  if (filter.product !== undefined) extras.push(sql`o.product = ${filter.product}`);
  if (filter.employee_id !== undefined) extras.push(sql`o.employee_id = ${filter.employee_id}`);
  return extras;
}

/** Reads the filter into a plan; an unknown sort is a 400 on `sort`. */
function planOf(filter: OrderListFilter): ListPlan {
  const sort = sortColumnOf(sortable, filter.sort, 'id');
  const from = filter.from ?? FIRST_DAY;
  const to = filter.to ?? LAST_DAY;
  return {
    slots: slotsOf(filter.list, filter.status, filter.trashed ?? 'without'),
    range:
      filter.from === undefined && filter.to === undefined ? null : businessDaysRange(from, to),
    needle: filter.search === undefined ? '' : searchNeedle(filter.search),
    sort,
    direction: filter.order ?? (filter.sort === undefined ? 'desc' : 'asc'),
    extras: extrasOf(filter),
    report: { zone_id: filter.zone_id, product: filter.product, employee_id: filter.employee_id },
  };
}

const statusList = (statuses: readonly OrderStatusValue[]) =>
  sql.join(statuses.map((status) => sql.lit(status)));

/**
 * The list condition on `o`, written exactly as the partial indexes' predicates so that SQLite
 * and PostgreSQL recognise them.
 */
function slotCondition(slots: readonly Slot[]): RawBuilder<unknown> {
  const live = slots.some((slot) => !slot.deleted);
  const deleted = slots.some((slot) => slot.deleted);
  const statuses = [...new Set(slots.map((slot) => slot.status))];
  // no slot (a status the list does not hold, e.g. in_process in the finished report): no row.
  // PostgreSQL refuses `in ()`, where SQLite reads it as false
  if (statuses.length === 0) return sql`1 = 0`;
  const status =
    statuses.length === 1
      ? sql`o.status = ${statusList(statuses)}`
      : sql`o.status in (${statusList(statuses)})`;
  if (live && deleted) return status;
  return live
    ? sql`o.deleted_at is null and ${status}`
    : sql`o.deleted_at is not null and ${status}`;
}

/** The family of partial indexes that holds exactly the slots, if any. */
function indexFamily(
  slots: readonly Slot[],
): 'active' | 'finished' | 'live_status' | 'deleted' | null {
  if (slots.every((slot) => slot.deleted)) return 'deleted';
  if (slots.some((slot) => slot.deleted)) return null;
  if (slots.length === 1) return 'live_status';
  const statuses = slots.map((slot) => slot.status);
  for (const list of ['active', 'finished'] as const) {
    const wanted = statusesOfList[list];
    if (statuses.length === wanted.length && wanted.every((status) => statuses.includes(status)))
      return list;
  }
  return null;
}

/** The index that reads the list in the order of `sort` (null: let the planner choose). */
function pageIndex(slots: readonly Slot[], sort: SortKey): string | null {
  const family = indexFamily(slots);
  if (family === null) return null;
  if (family === 'deleted') return sort === 'id' ? 'orders_deleted_id_index' : null;
  if (family === 'live_status') {
    if (sort === 'id' || sort === 'status') return 'orders_live_status_id_index';
    return sort === 'created_at' ? 'orders_live_status_created_index' : null;
  }
  if (sort === 'status') return 'orders_live_status_id_index';
  const suffix = { id: 'id', created_at: 'created', customer_name: 'customer', total: 'total' }[
    sort
  ];
  return `orders_${family}_${suffix}_index`;
}

/** The (created_at, id) index of the list, for date ranges. */
function rangeIndex(slots: readonly Slot[]): string | null {
  const family = indexFamily(slots);
  if (family === 'active' || family === 'finished') return `orders_${family}_created_index`;
  return family === 'live_status' ? 'orders_live_status_created_index' : null;
}

/** The covering index of the live finished orders (the finished orders report). */
const REPORT_INDEX = 'orders_finished_report_index';

/** The covering index of the live finished orders by employee, then id. */
const EMPLOYEE_REPORT_INDEX = 'orders_finished_employee_index';

/**
 * The list condition written with the report index's predicate (so that both engines see that the
 * index holds every row), when the slots are live finished orders; null otherwise.
 */
function reportCondition(slots: readonly Slot[]): RawBuilder<unknown> | null {
  const family = indexFamily(slots);
  const finished = statusesOfList.finished;
  if (family === 'finished')
    return sql`o.deleted_at is null and o.status in (${statusList(finished)})`;
  const only = slots[0];
  if (family === 'live_status' && only !== undefined && finished.includes(only.status))
    return sql`o.deleted_at is null and o.status in (${statusList(finished)}) and o.status = ${statusList([only.status])}`;
  return null;
}

/**
 * The rows of a list with the report's filters (and no search), as conditions on `o` and the
 * index to read them from: when it holds the list, the report index (or with an employee, the
 * employee's), walked by id within the id span of the date range if there is one.
 */
function filteredSource(
  dialect: DialectName,
  plan: ListPlan,
  span: RangeSpan | null,
): { index: RawBuilder<unknown>; conditions: RawBuilder<unknown>[] } {
  const report = reportCondition(plan.slots);
  const conditions = [report ?? slotCondition(plan.slots)];
  if (plan.range !== null) {
    conditions.push(rangeCondition(plan.range));
    if (span !== null && span.firstId !== null && span.lastId !== null)
      conditions.push(sql`o.id between ${span.firstId} and ${span.lastId}`);
  }
  conditions.push(...plan.extras);
  const index =
    report === null
      ? null
      : plan.report.employee_id === undefined
        ? REPORT_INDEX
        : EMPLOYEE_REPORT_INDEX;
  return { index: indexHint(dialect, index), conditions };
}

const rangeCondition = (range: TimeRange) =>
  sql`o.created_at >= ${range.start} and o.created_at < ${range.end}`;

const orderByOf = (plan: ListPlan) => {
  const direction = sql.raw(plan.direction);
  return plan.sort === 'id'
    ? sql`o.id ${direction}`
    : sql`${sql.raw(sortColumn[plan.sort])} ${direction}, o.id ${direction}`;
};

interface RangeSpan {
  total: number;
  firstId: number | null;
  lastId: number | null;
}

/** The range's orders in the list: how many, and the span of their ids. */
async function rangeSpan(
  db: Kysely<Database>,
  dialect: DialectName,
  plan: ListPlan,
  range: TimeRange,
): Promise<RangeSpan> {
  const { rows } = await sql<{ total: number; first_id: number | null; last_id: number | null }>`
    select count(*) as total, min(o.id) as first_id, max(o.id) as last_id
    from orders as o${indexHint(dialect, rangeIndex(plan.slots))}
    where ${slotCondition(plan.slots)} and ${rangeCondition(range)}`.execute(db);
  const row = rows[0];
  return {
    total: row?.total ?? 0,
    firstId: row?.first_id ?? null,
    lastId: row?.last_id ?? null,
  };
}

interface IdWindow {
  limit: number;
  offset: number;
  /** Keyset cursor (exports): only ids below this one, newest first. */
  beforeId?: number | undefined;
}

/** The ids of one page of a list without search. */
async function browseIds(
  db: Kysely<Database>,
  dialect: DialectName,
  plan: ListPlan,
  span: RangeSpan | null,
  window: IdWindow,
): Promise<number[]> {
  if (plan.extras.length > 0 && plan.sort === 'id') {
    const source = filteredSource(dialect, plan, span);
    if (window.beforeId !== undefined) source.conditions.push(sql`o.id < ${window.beforeId}`);
    const { rows } = await sql<{ id: number }>`
      select o.id from orders as o${source.index}
      where ${sql.join(source.conditions, sql` and `)}
      order by ${orderByOf(plan)}
      limit ${window.limit} offset ${window.offset}`.execute(db);
    return rows.map((row) => row.id);
  }
  const conditions = [slotCondition(plan.slots), ...plan.extras];
  let index = pageIndex(plan.slots, plan.sort);
  if (plan.range !== null) {
    conditions.push(rangeCondition(plan.range));
    if (plan.sort === 'id' && span !== null && span.firstId !== null && span.lastId !== null)
      conditions.push(sql`o.id between ${span.firstId} and ${span.lastId}`);
    else index = rangeIndex(plan.slots);
  }
  if (window.beforeId !== undefined) conditions.push(sql`o.id < ${window.beforeId}`);
  const { rows } = await sql<{ id: number }>`
    select o.id from orders as o${indexHint(dialect, index)}
    where ${sql.join(conditions, sql` and `)}
    order by ${orderByOf(plan)}
    limit ${window.limit} offset ${window.offset}`.execute(db);
  return rows.map((row) => row.id);
}

/** Code points, not UTF-16 units: what the trigram tokenizer counts. */
const isTrigramSearchable = (needle: string): boolean =>
  Array.from(needle).length >= TRIGRAM_LENGTH;

// ------------------------------------------------------------------ SQLite: the FTS5 index

/**
 * A rowid range of the index, written as integer literals: FTS5 only narrows its walk to rowid
 * bounds that are integers, and the driver binds every number as a double.
 */
const keyBetween = (column: 's.rowid' | 'rowid', low: number, high: number) =>
  sql`${sql.raw(column)} between ${sql.lit(Math.trunc(low))} and ${sql.lit(Math.trunc(high))}`;

/** One FTS5 rowid range per slot, narrowed to the id span of a date range when there is one. */
function slotKeyRange(slot: Slot, span: RangeSpan | null): [number, number] {
  const base = slotNumber(slot) * SLOT_SPAN;
  const first = span?.firstId ?? 0;
  const last = span?.lastId ?? SLOT_SPAN - 1;
  return [base + first, base + last];
}

/** Matches of a slot in the index (ids), newest first, at most `limit`, date range checked. */
function ftsSlotIds(
  plan: ListPlan,
  slot: Slot,
  span: RangeSpan | null,
  limit: number | null,
  beforeId: number | undefined,
) {
  const [low, high] = slotKeyRange(slot, span);
  const base = slotNumber(slot) * SLOT_SPAN;
  const upper = beforeId === undefined ? high : Math.min(high, base + beforeId - 1);
  const direction = sql.raw(plan.direction);
  const join = ordersJoin(plan, base);
  return sql<{ id: number }>`
    select s.rowid - ${sql.lit(base)} as id from orders_search as s${join}
    where orders_search match ${ftsPhrase(plan.needle)} and ${keyBetween('s.rowid', low, upper)}
    order by s.rowid ${direction}${limit === null ? sql`` : sql` limit ${limit}`}`;
}

/** The join to orders that checks the date range and the report's filters of an index match. */
function ordersJoin(plan: ListPlan, base: number): RawBuilder<unknown> {
  const conditions = [...(plan.range === null ? [] : [rangeCondition(plan.range)]), ...plan.extras];
  if (conditions.length === 0) return sql``;
  return sql` join orders as o on o.id = s.rowid - ${sql.lit(base)} and ${sql.join(conditions, sql` and `)}`;
}

async function ftsCount(db: Kysely<Database>, plan: ListPlan, span: RangeSpan | null) {
  const counts: RawBuilder<{ total: number }>[] = [];
  if (plan.range === null && plan.extras.length === 0) {
    for (const [first, last] of slotRuns(plan.slots))
      counts.push(sql`
        select count(*) as total from orders_search
        where orders_search match ${ftsPhrase(plan.needle)}
          and ${keyBetween('rowid', first * SLOT_SPAN, (last + 1) * SLOT_SPAN - 1)}`);
  } else {
    for (const slot of plan.slots) {
      const [low, high] = slotKeyRange(slot, span);
      const base = slotNumber(slot) * SLOT_SPAN;
      counts.push(sql`
        select count(*) as total from orders_search as s${ordersJoin(plan, base)}
        where orders_search match ${ftsPhrase(plan.needle)} and ${keyBetween('s.rowid', low, high)}`);
    }
  }
  let total = 0;
  for (const count of counts) total += (await count.execute(db)).rows[0]?.total ?? 0;
  return total;
}

async function ftsIds(
  db: Kysely<Database>,
  plan: ListPlan,
  span: RangeSpan | null,
  window: IdWindow,
): Promise<number[]> {
  if (plan.sort === 'id') {
    // each slot is walked newest first and only as far as the page needs; the walks are merged
    const needed = window.offset + window.limit;
    const walks = plan.slots.map(
      (slot) => sql`select id from (${ftsSlotIds(plan, slot, span, needed, window.beforeId)})`,
    );
    const { rows } = await sql<{ id: number }>`
      select id from (${sql.join(walks, sql` union all `)})
      order by id ${sql.raw(plan.direction)} limit ${window.limit} offset ${window.offset}`.execute(
      db,
    );
    return rows.map((row) => row.id);
  }
  const matches = plan.slots.map(
    (slot) => sql`select id from (${ftsSlotIds(plan, slot, span, null, undefined)})`,
  );
  const { rows } = await sql<{ id: number }>`
    select o.id from orders as o where o.id in (${sql.join(matches, sql` union all `)})
    order by ${orderByOf(plan)} limit ${window.limit} offset ${window.offset}`.execute(db);
  return rows.map((row) => row.id);
}

// ------------------------------------------------------------------ LIKE on search_text

/** PostgreSQL (pg_trgm GIN) for three characters or more; both engines below that, bounded. */
function likeSource(dialect: DialectName, plan: ListPlan): RawBuilder<unknown> {
  const conditions = [slotCondition(plan.slots)];
  if (plan.range !== null) conditions.push(rangeCondition(plan.range));
  conditions.push(...plan.extras);
  const where = sql.join(conditions, sql` and `);
  const like = sql`o.search_text like ${containsPattern(plan.needle)} escape '\\'`;
  if (isTrigramSearchable(plan.needle)) return sql`from orders as o where ${where} and ${like}`;
  const index = plan.range === null ? pageIndex(plan.slots, 'id') : rangeIndex(plan.slots);
  return sql`from orders as o where o.id in (
      select o.id from orders as o${indexHint(dialect, index)} where ${where}
      order by o.id desc limit ${SHORT_SEARCH_WINDOW}
    ) and ${like}`;
}

async function likeCount(db: Kysely<Database>, dialect: DialectName, plan: ListPlan) {
  const { rows } = await sql<{ total: number }>`
    select count(*) as total ${likeSource(dialect, plan)}`.execute(db);
  return rows[0]?.total ?? 0;
}

async function likeIds(
  db: Kysely<Database>,
  dialect: DialectName,
  plan: ListPlan,
  window: IdWindow,
): Promise<number[]> {
  const before = window.beforeId === undefined ? sql`` : sql` and o.id < ${window.beforeId}`;
  const { rows } = await sql<{ id: number }>`
    select o.id ${likeSource(dialect, plan)}${before}
    order by ${orderByOf(plan)} limit ${window.limit} offset ${window.offset}`.execute(db);
  return rows.map((row) => row.id);
}

// ------------------------------------------------------------------ the report's days

const summed = (value: RawBuilder<unknown>) => sql`cast(coalesce(sum(${value}), 0) as bigint)`;

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
function finishedDaysSource(dialect: DialectName, plan: ListPlan): RawBuilder<unknown> | null {
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
  const total = await list.total();
  const offset = offsetOf(request);
  const ids = offset < total ? await list.ids({ limit: request.size, offset }) : [];
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
