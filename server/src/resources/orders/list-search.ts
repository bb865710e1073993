import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';
import {
  SHORT_SEARCH_WINDOW,
  SLOT_SPAN,
  TRIGRAM_LENGTH,
  slotNumber,
  type Slot,
} from '../../domain/order-search';
import { offLoopRows } from '../../db/read-threads';
import { searchTextMatches } from '../../kit/pagination';
import { ftsPhrase } from '../../lib/search-text';
import { indexHint } from './repository';
import { phraseSearchCount } from './phrase-counts';
import { keptSearchCount } from './search-counts';
import {
  orderByOf,
  pageIndex,
  rangeCondition,
  rangeIndex,
  slotCondition,
  type IdWindow,
  type ListPlan,
  type RangeSpan,
} from './list-plan';

// A search in an order list: the trigram index (SQLite's FTS5 table, walked by rowid ranges per
// slot) or `search_text LIKE` (PostgreSQL's pg_trgm GIN index, and short fragments on both). On a
// durable SQLite database the index is read by the read thread (db/read-threads.ts), off the loop.

/** Code points, not UTF-16 units: what the trigram tokenizer counts. */
export const isTrigramSearchable = (needle: string): boolean =>
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

/**
 * Matches of a slot in the index (ids), date range checked: newest first and at most `limit`, or
 * with no limit every match in the index's own order, oldest first (FTS5 walks a rowid range
 * backwards at a cost of its own: about 2 ms for the few Activos matches at a million orders,
 * where the same range read forwards takes 0.3 ms).
 */
export function ftsSlotIds(
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
    ${limit === null ? sql`` : sql`order by s.rowid ${direction} limit ${limit}`}`;
}

/** The join to orders that checks the date range and the report's filters of an index match. */
function ordersJoin(plan: ListPlan, base: number): RawBuilder<unknown> {
  const conditions = [...(plan.range === null ? [] : [rangeCondition(plan.range)]), ...plan.extras];
  if (conditions.length === 0) return sql``;
  return sql` join orders as o on o.id = s.rowid - ${sql.lit(base)} and ${sql.join(conditions, sql` and `)}`;
}

export async function ftsCount(db: Kysely<Database>, plan: ListPlan, span: RangeSpan | null) {
  // the whole list: kept per block between calls (search-counts.ts)
  if (plan.range === null && plan.extras.length === 0)
    return keptSearchCount(db, plan.needle, plan.slots);
  const counts: RawBuilder<{ total: number }>[] = [];
  for (const slot of plan.slots) {
    const [low, high] = slotKeyRange(slot, span);
    const base = slotNumber(slot) * SLOT_SPAN;
    counts.push(sql`
      select count(*) as total from orders_search as s${ordersJoin(plan, base)}
      where orders_search match ${ftsPhrase(plan.needle)} and ${keyBetween('s.rowid', low, high)}`);
  }
  const rows = await offLoopRows(db, sql<{ total: number }>`${sql.join(counts, sql` union all `)}`);
  return rows.reduce((total, row) => total + row.total, 0);
}

/** Matches up to which a list's page reads all its matches forwards rather than newest first. */
export const SMALL_SEARCH_LIST = 1_000;

export async function ftsIds(
  db: Kysely<Database>,
  plan: ListPlan,
  span: RangeSpan | null,
  window: IdWindow,
): Promise<number[]> {
  if (plan.sort === 'id') {
    // each slot is walked newest first and only as far as the page needs, or, when the list is
    // known to be small, read whole forwards; the walks are merged
    const needed =
      window.total !== undefined && window.total <= SMALL_SEARCH_LIST
        ? null
        : window.offset + window.limit;
    const walks = plan.slots.map(
      (slot) => sql`select id from (${ftsSlotIds(plan, slot, span, needed, window.beforeId)})`,
    );
    const rows = await offLoopRows(
      db,
      sql<{ id: number }>`
        select id from (${sql.join(walks, sql` union all `)})
        order by id ${sql.raw(plan.direction)} limit ${window.limit} offset ${window.offset}`,
    );
    return rows.map((row) => row.id);
  }
  const matches = plan.slots.map(
    (slot) => sql`select id from (${ftsSlotIds(plan, slot, span, null, undefined)})`,
  );
  const rows = await offLoopRows(
    db,
    sql<{ id: number }>`
      select o.id from orders as o where o.id in (${sql.join(matches, sql` union all `)})
      order by ${orderByOf(plan)} limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((row) => row.id);
}

// ------------------------------------------------------------------ LIKE on search_text

/**
 * PostgreSQL (pg_trgm GIN) for three characters or more; both engines below that, bounded. On
 * PostgreSQL the index and the recheck of its candidates are in order_search_texts, the orders'
 * narrow copy of their status, deletion and searched text (a quarter of the orders' pages): read
 * alone when nothing else is asked, joined to orders for a date range, the report's filters,
 * another sort or the rows' columns (`ordersColumns`).
 */
export function likeSource(
  dialect: DialectName,
  plan: ListPlan,
  ordersColumns = true,
): RawBuilder<unknown> {
  const conditions = [slotCondition(plan.slots)];
  if (plan.range !== null) conditions.push(rangeCondition(plan.range));
  conditions.push(...plan.extras);
  const where = sql.join(conditions, sql` and `);
  const like = searchTextMatches('o.search_text', plan.needle);
  if (isTrigramSearchable(plan.needle)) {
    if (!ordersColumns && plan.range === null && plan.extras.length === 0)
      return sql`from order_search_texts as o where ${where} and ${like}`;
    return sql`from orders as o join order_search_texts as t on t.id = o.id
      where ${where} and ${searchTextMatches('t.search_text', plan.needle)}`;
  }
  const index = plan.range === null ? pageIndex(plan.slots, 'id') : rangeIndex(plan.slots);
  return sql`from orders as o where o.id in (
      select o.id from orders as o${indexHint(dialect, index)} where ${where}
      order by o.id desc limit ${SHORT_SEARCH_WINDOW}
    ) and ${like}`;
}

export async function likeCount(db: Kysely<Database>, dialect: DialectName, plan: ListPlan) {
  // PostgreSQL, the whole list: from the texts orders share (phrase-counts.ts)
  const whole = plan.range === null && plan.extras.length === 0;
  if (dialect === 'postgres' && whole && isTrigramSearchable(plan.needle)) {
    const counted = await phraseSearchCount(db, plan.needle, plan.slots);
    if (counted !== null) return counted;
  }
  const { rows } = await sql<{ total: number }>`
    select count(*) as total ${likeSource(dialect, plan, false)}`.execute(db);
  return rows[0]?.total ?? 0;
}

export async function likeIds(
  db: Kysely<Database>,
  dialect: DialectName,
  plan: ListPlan,
  window: IdWindow,
): Promise<number[]> {
  const before = window.beforeId === undefined ? sql`` : sql` and o.id < ${window.beforeId}`;
  const { rows } = await sql<{ id: number }>`
    select o.id ${likeSource(dialect, plan, plan.sort !== 'id')}${before}
    order by ${orderByOf(plan)} limit ${window.limit} offset ${window.offset}`.execute(db);
  return rows.map((row) => row.id);
}
