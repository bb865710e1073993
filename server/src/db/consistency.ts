// What must always add up in the stored data, checked from the rows themselves: every wallet's
// balance is the sum of its movements and never negative, and the counters kept by triggers
// (orders per status, finished orders per day, completed orders per half day and month) match
// the orders, and on PostgreSQL the orders' searched copy (order_search_texts) holds every order
// as it is. Used after fuzzing, load and crash runs, and by `npm run db:check` for an operator
// who wants to know after a bad day.
import { sql, type Kysely } from 'kysely';
import { monthOfSql, periodOfSql } from './completed-order-periods';
import type { DialectName } from './database';
import { phraseOfSql } from './order-search-phrases';
import type { Database } from './tables';

export interface WalletMismatch {
  walletId: number;
  balanceCents: number;
  movementsCents: number;
}

export interface CountMismatch {
  /**
   * `<status>/<0|1 deleted>` for orders per status, `finished` for the finished days,
   * `completed/<period or month>/<zone>/<product>` and `completed_unit_price_cents/…` for the
   * completed orders per half day and per month (the price average's), `order_search_texts` for
   * the orders' searched copy on PostgreSQL (stored: the orders it holds otherwise than they are,
   * or not at all, or no longer; counted: 0).
   */
  key: string;
  stored: number;
  counted: number;
}

export interface ConsistencyReport {
  /** `ok` on SQLite's `PRAGMA integrity_check`; always `ok` on PostgreSQL (it checks pages itself). */
  integrity: string;
  unbalancedWallets: WalletMismatch[];
  negativeWallets: number[];
  countMismatches: CountMismatch[];
  ok: boolean;
}

const num = (value: number | string | null | undefined): number => Number(value ?? 0);

async function integrityOf(db: Kysely<Database>, dialect: DialectName): Promise<string> {
  if (dialect !== 'sqlite') return 'ok';
  const rows = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return rows.rows.map((row) => row.integrity_check).join('; ');
}

async function walletsOf(db: Kysely<Database>): Promise<WalletMismatch[]> {
  const rows = await db
    .selectFrom('wallets as w')
    .leftJoin('historicals as h', 'h.wallet_id', 'w.id')
    .select([
      'w.id',
      'w.balance_cents',
      sql<
        number | string
      >`coalesce(sum(case when h.type_movement = 'credit' then h.amount_cents else -h.amount_cents end), 0)`.as(
        'movements',
      ),
    ])
    .groupBy(['w.id', 'w.balance_cents'])
    .execute();
  return rows.map((row) => ({
    walletId: row.id,
    balanceCents: num(row.balance_cents),
    movementsCents: num(row.movements),
  }));
}

async function statusCountMismatches(db: Kysely<Database>): Promise<CountMismatch[]> {
  const deleted = sql<number | string>`case when deleted_at is null then 0 else 1 end`;
  const counted = await db
    .selectFrom('orders')
    .select(['status', deleted.as('deleted'), sql<number | string>`count(*)`.as('n')])
    .groupBy(['status', deleted])
    .execute();
  // a pair's count is the sum of its stripes
  const stored = await db
    .selectFrom('order_status_counts')
    .select(['status', 'deleted', sql<number | string>`sum(orders_count)`.as('orders_count')])
    .groupBy(['status', 'deleted'])
    .execute();
  const key = (status: string, isDeleted: number | string) => `${status}/${String(isDeleted)}`;
  const actual = new Map(counted.map((row) => [key(row.status, row.deleted), num(row.n)]));
  const kept = new Map(stored.map((row) => [key(row.status, row.deleted), num(row.orders_count)]));
  const mismatches: CountMismatch[] = [];
  for (const name of new Set([...actual.keys(), ...kept.keys()])) {
    const storedCount = kept.get(name) ?? 0;
    const countedCount = actual.get(name) ?? 0;
    if (storedCount !== countedCount)
      mismatches.push({ key: name, stored: storedCount, counted: countedCount });
  }
  return mismatches;
}

async function finishedDaysMismatches(db: Kysely<Database>): Promise<CountMismatch[]> {
  const finished = await db
    .selectFrom('orders')
    .where('deleted_at', 'is', null)
    .where('status', 'in', ['completed', 'cancelled'])
    .select([
      sql<number | string>`count(*)`.as('n'),
      sql<number | string>`coalesce(sum(total_cents), 0)`.as('cents'),
    ])
    .executeTakeFirstOrThrow();
  const days = await db
    .selectFrom('finished_order_days')
    .select([
      sql<number | string>`coalesce(sum(orders_count), 0)`.as('n'),
      sql<number | string>`coalesce(sum(total_cents), 0)`.as('cents'),
    ])
    .executeTakeFirstOrThrow();
  const mismatches: CountMismatch[] = [];
  if (num(days.n) !== num(finished.n))
    mismatches.push({ key: 'finished', stored: num(days.n), counted: num(finished.n) });
  if (num(days.cents) !== num(finished.cents))
    mismatches.push({
      key: 'finished_cents',
      stored: num(days.cents),
      counted: num(finished.cents),
    });
  return mismatches;
}

/**
 * completed_order_prices (or completed_order_months) against the live completed orders, period
 * by period.
 */
async function completedPeriodsMismatches(
  db: Kysely<Database>,
  table: 'completed_order_prices' | 'completed_order_months',
): Promise<CountMismatch[]> {
  const months = table === 'completed_order_months';
  const period = (months ? monthOfSql : periodOfSql)(sql.ref('completed_at'));
  const counted = await db
    .selectFrom('orders')
    .where('status', '=', 'completed')
    .where('deleted_at', 'is', null)
    .where('completed_at', 'is not', null)
    .select([
      period.as('period'),
      'zone_id',
      'product',
      sql<number | string>`count(*)`.as('n'),
      sql<number | string>`sum(unit_price_cents)`.as('cents'),
    ])
    .groupBy([period, 'zone_id', 'product'])
    .execute();
  const stored = await sql<{
    period: string;
    zone_id: number;
    product: string;
    orders_count: number | string;
    unit_price_cents_sum: number | string;
  }>`select ${sql.ref(months ? 'month' : 'period')} as period, zone_id, product, orders_count,
      unit_price_cents_sum from ${sql.table(table)}`.execute(db);
  const keyOf = (row: { period: string; zone_id: number; product: string }) =>
    `${row.period}/${String(row.zone_id)}/${row.product}`;
  const actual = new Map(counted.map((row) => [keyOf(row), [num(row.n), num(row.cents)]]));
  const kept = new Map(
    stored.rows.map((row) => [keyOf(row), [num(row.orders_count), num(row.unit_price_cents_sum)]]),
  );
  const mismatches: CountMismatch[] = [];
  for (const key of new Set([...actual.keys(), ...kept.keys()])) {
    const [storedCount = 0, storedCents = 0] = kept.get(key) ?? [];
    const [countedCount = 0, countedCents = 0] = actual.get(key) ?? [];
    if (storedCount !== countedCount)
      mismatches.push({ key: `completed/${key}`, stored: storedCount, counted: countedCount });
    if (storedCents !== countedCents)
      mismatches.push({
        key: `completed_unit_price_cents/${key}`,
        stored: storedCents,
        counted: countedCents,
      });
  }
  return mismatches;
}

/**
 * PostgreSQL: the orders that order_search_texts holds otherwise than they are (or not at all), and
 * the phrases whose counts differ from the orders it holds.
 */
export async function searchedCopyMismatches(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<CountMismatch[]> {
  if (dialect !== 'postgres') return [];
  const { rows } = await sql<{ differing: number | string }>`
    select count(*) as differing from orders as o
    full join order_search_texts as t on t.id = o.id
    where t.id is null or o.id is null or t.status <> o.status
      or t.deleted_at is distinct from o.deleted_at
      or t.search_text <> coalesce(o.search_text, '')`.execute(db);
  const differing = num(rows[0]?.differing);
  const mismatches: CountMismatch[] =
    differing === 0 ? [] : [{ key: 'order_search_texts', stored: differing, counted: 0 }];
  // the orders of each phrase (the searched text after its first word) per status and deletion,
  // the stripes summed (migration 2026_11_29_1500)
  const { rows: phrases } = await sql<{
    key: string;
    stored: number | string | null;
    counted: number | string | null;
  }>`
    with stored as (
      select p.phrase, c.status, c.deleted, sum(c.orders_count) as n
      from order_phrase_counts as c join order_search_phrases as p on p.id = c.phrase_id
      group by 1, 2, 3),
    counted as (
      select ${phraseOfSql('search_text')} as phrase,
        status, case when deleted_at is null then 0 else 1 end as deleted, count(*) as n
      from order_search_texts group by 1, 2, 3)
    select coalesce(s.status, c.status) || '/' || coalesce(s.deleted, c.deleted) || '/'
        || coalesce(s.phrase, c.phrase) as key, s.n as stored, c.n as counted
    from stored as s full join counted as c
      on c.phrase = s.phrase and c.status = s.status and c.deleted = s.deleted
    where coalesce(s.n, 0) <> coalesce(c.n, 0)
    order by key limit 20`.execute(db);
  for (const row of phrases)
    mismatches.push({
      key: `order_phrase_counts/${row.key}`,
      stored: num(row.stored),
      counted: num(row.counted),
    });
  return mismatches;
}

/** Reads the whole database; on 1,000,000 orders it takes a few seconds. */
export async function checkConsistency(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<ConsistencyReport> {
  const integrity = await integrityOf(db, dialect);
  const wallets = await walletsOf(db);
  const unbalancedWallets = wallets.filter((w) => w.balanceCents !== w.movementsCents);
  const negativeWallets = wallets.filter((w) => w.balanceCents < 0).map((w) => w.walletId);
  const countMismatches = [
    ...(await statusCountMismatches(db)),
    ...(await finishedDaysMismatches(db)),
    ...(await completedPeriodsMismatches(db, 'completed_order_prices')),
    ...(await completedPeriodsMismatches(db, 'completed_order_months')),
    ...(await searchedCopyMismatches(db, dialect)),
  ];
  return {
    integrity,
    unbalancedWallets,
    negativeWallets,
    countMismatches,
    ok:
      integrity === 'ok' &&
      unbalancedWallets.length === 0 &&
      negativeWallets.length === 0 &&
      countMismatches.length === 0,
  };
}
