import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FIRST_DAY, LAST_DAY } from '../../lib/calendar-days';
import type { DialectName } from '../../db/database';
import type { Database, OrderStatusValue, ProductValue } from '../../db/tables';
import {
  searchNeedle,
  slotsOf,
  statusesOfList,
  type OrderListName,
  type Slot,
  type TrashedFilter,
} from '../../domain/order-search';
import { businessDaysRange } from '../../lib/business-time';
import { sortColumnOf } from '../../kit/pagination';
import { indexHint } from './repository';
import { DUE_INDEX, dueCondition, type DueFilter } from './delivery-schedule';

// An order list's filter read into a plan (its slots, date range, search needle, sort and the
// report's filters), the conditions and partial indexes that hold it, and the page of ids of a
// list without search (see list-repository.ts for the whole design).

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
  /** Only orders still new or in process due today or overdue, `today` the business day of now. */
  due?: DueFilter | undefined;
  today?: string | undefined;
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

export interface TimeRange {
  start: string;
  end: string;
}

export interface ListPlan {
  slots: Slot[];
  range: TimeRange | null;
  needle: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
  /** Conditions on `o` of the report's filters (zone, product, employee) and of the due filter. */
  extras: RawBuilder<unknown>[];
  /** Whether the due filter is on: the rows are read from the due index. */
  due: boolean;
  /** The report's filters themselves. */
  report: Pick<OrderListFilter, 'zone_id' | 'product' | 'employee_id'>;
}

function extrasOf(filter: OrderListFilter): RawBuilder<unknown>[] {
  const extras: RawBuilder<unknown>[] = [];
  if (filter.zone_id !== undefined) extras.push(sql`o.zone_id = ${filter.zone_id}`);
  if (filter.product !== undefined) extras.push(sql`o.product = ${filter.product}`);
  if (filter.employee_id !== undefined) extras.push(sql`o.employee_id = ${filter.employee_id}`);
  if (filter.due !== undefined) extras.push(dueCondition(filter.due, filter.today));
  return extras;
}

/** Reads the filter into a plan; an unknown sort is a 400 on `sort`. */
export function planOf(filter: OrderListFilter): ListPlan {
  const sort = sortColumnOf(sortable, filter.sort, 'id');
  const from = filter.from ?? FIRST_DAY;
  const to = filter.to ?? LAST_DAY;
  return {
    // only orders new or in process are due: with the due filter the finished ones leave no slot
    slots: slotsOf(filter.list, filter.status, filter.trashed ?? 'without').filter(
      (slot) => filter.due === undefined || statusesOfList.active.includes(slot.status),
    ),
    range:
      filter.from === undefined && filter.to === undefined ? null : businessDaysRange(from, to),
    needle: filter.search === undefined ? '' : searchNeedle(filter.search),
    sort,
    direction: filter.order ?? (filter.sort === undefined ? 'desc' : 'asc'),
    extras: extrasOf(filter),
    due: filter.due !== undefined,
    report: { zone_id: filter.zone_id, product: filter.product, employee_id: filter.employee_id },
  };
}

export const statusList = (statuses: readonly OrderStatusValue[]) =>
  sql.join(statuses.map((status) => sql.lit(status)));

/**
 * The list condition on `o`, written exactly as the partial indexes' predicates so that SQLite
 * and PostgreSQL recognise them.
 */
export function slotCondition(slots: readonly Slot[]): RawBuilder<unknown> {
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
export function pageIndex(slots: readonly Slot[], sort: SortKey): string | null {
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
export function rangeIndex(slots: readonly Slot[]): string | null {
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
export function reportCondition(slots: readonly Slot[]): RawBuilder<unknown> | null {
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
export function filteredSource(
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
  const index = plan.due
    ? DUE_INDEX
    : report === null
      ? null
      : plan.report.employee_id === undefined
        ? REPORT_INDEX
        : EMPLOYEE_REPORT_INDEX;
  return { index: indexHint(dialect, index), conditions };
}

export const rangeCondition = (range: TimeRange) =>
  sql`o.created_at >= ${range.start} and o.created_at < ${range.end}`;

export const orderByOf = (plan: ListPlan) => {
  const direction = sql.raw(plan.direction);
  return plan.sort === 'id'
    ? sql`o.id ${direction}`
    : sql`${sql.raw(sortColumn[plan.sort])} ${direction}, o.id ${direction}`;
};

export interface RangeSpan {
  total: number;
  firstId: number | null;
  lastId: number | null;
}

/** The range's orders in the list: how many, and the span of their ids. */
export async function rangeSpan(
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

export interface IdWindow {
  limit: number;
  offset: number;
  /** Keyset cursor (exports): only ids below this one, newest first. */
  beforeId?: number | undefined;
  /** The list's total, when it was counted before (a small search list is read whole). */
  total?: number | undefined;
}

/** The ids of one page of a list without search. */
export async function browseIds(
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
  if (plan.due) index = DUE_INDEX;
  if (window.beforeId !== undefined) conditions.push(sql`o.id < ${window.beforeId}`);
  const { rows } = await sql<{ id: number }>`
    select o.id from orders as o${indexHint(dialect, index)}
    where ${sql.join(conditions, sql` and `)}
    order by ${orderByOf(plan)}
    limit ${window.limit} offset ${window.offset}`.execute(db);
  return rows.map((row) => row.id);
}
