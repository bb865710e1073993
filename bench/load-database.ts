// The databases the load run drives: the SQLite orders bench database (built once by
// `buildOrdersDatabase`, cached in the temp folder by row count, copied per run so writes never
// accumulate) and a fresh PostgreSQL database per run for the scale-out phase.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildOrdersDatabase } from './orders-scale';

/** Rows of the orders table; `buildOrdersDatabase` reads the same variable. */
export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);

export interface CachedDatabase {
  /** The cached, never-written file. */
  cacheFile: string;
  /** This run's copy, the one the server writes to. */
  workFile: string;
  /** Whether the cache was built by this run. */
  built: boolean;
  /** Seconds the build took (this run's, or the one recorded when the cache was built). */
  buildSeconds: number;
  /** When the cached database's data was generated ("now" of the build). */
  builtAt: string;
}

interface CacheNote {
  builtAt: string;
  buildSeconds: number;
}

/** The folder of the cached bench databases. */
export const cacheDir = (): string => join(tmpdir(), 'gas-bench');

/**
 * The orders bench database of BENCH_ORDERS rows: `tmp/gas-bench/orders-<n>.db`, built (~170 s for
 * 1,000,000) when absent, then copied to `workFile`.
 */
export async function orderDatabaseCopy(workFile: string): Promise<CachedDatabase> {
  const dir = cacheDir();
  mkdirSync(dir, { recursive: true });
  const cacheFile = join(dir, `orders-${String(BENCH_ORDERS)}.db`);
  const noteFile = `${cacheFile}.json`;
  let built = false;
  if (!existsSync(cacheFile) || !existsSync(noteFile)) {
    const partial = `${cacheFile}.building-${String(process.pid)}`;
    const now = Date.now();
    const started = performance.now();
    try {
      await buildOrdersDatabase(partial, now);
    } catch (error) {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
      throw error;
    }
    for (const suffix of ['-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
    renameSync(partial, cacheFile);
    const note: CacheNote = {
      builtAt: new Date(now).toISOString(),
      buildSeconds: (performance.now() - started) / 1000,
    };
    writeFileSync(noteFile, JSON.stringify(note));
    built = true;
  }
  const note = JSON.parse(readFileSync(noteFile, 'utf8')) as CacheNote;
  copyFileSync(cacheFile, workFile);
  return { cacheFile, workFile, built, buildSeconds: note.buildSeconds, builtAt: note.builtAt };
}

/**
 * Rows per transaction of the bulk insert. The triggers update a few counter rows for every order,
 * and within one transaction each update leaves a row version the next one walks past, so one large
 * transaction slows down more than linearly (200,000 rows at once: 7 minutes on a busy machine; in
 * batches of 5,000: about 35 s).
 */
const PG_BATCH = 5_000;

/** The tables the orders' triggers keep counts in (a row updated by every order written). */
const PG_COUNTER_TABLES = [
  'order_status_counts',
  'order_phrase_counts',
  'finished_order_days',
  'completed_order_months',
  'completed_order_prices',
];

/**
 * `count` more orders (generate_series, in batches), copied from the demo seed's orders with new
 * ids, folios and dates spread over the last two years, through the same triggers as the API's
 * writes (status counters, finished days) and the search index. Answers the orders' count
 * afterwards.
 */
export async function addPgOrders(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ max: number | null; n: string }>(
      'select max(id) as max, count(*) as n from orders',
    );
    const first = rows[0]?.max ?? 0;
    const seeded = Number(rows[0]?.n ?? 0);
    if (seeded === 0) throw new Error('the demo seed has no orders to copy');
    const folio = `'GLP-' || lpad(($1::int + g)::text, greatest(6, length(($1::int + g)::text)), '0')`;
    const at = (offset: string) =>
      `to_char(t.at + interval '${offset}', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const insert = `with s as (select o.*, row_number() over (order by o.id) - 1 as rn
         from orders o where o.id <= $1::int)
       insert into orders (id, folio, customer_id, customer_name, customer_phone, address, zone_id,
         location_id, employee_id, product, quantity, unit_price_cents, total_cents, payment_method,
         status, cancellation_reason, notes, created_by, search_text, created_at, updated_at,
         in_process_at, completed_at, cancelled_at, deleted_at, delivery_date)
       select $1::int + g, ${folio}, s.customer_id, s.customer_name, s.customer_phone, s.address,
         s.zone_id, s.location_id, s.employee_id, s.product, s.quantity, s.unit_price_cents,
         s.total_cents,
         case when s.payment_method = 'wallet' then 'cash' else s.payment_method end,
         case when s.status = 'cancelled' then 'cancelled' else 'completed' end,
         case when s.status = 'cancelled' then coalesce(s.cancellation_reason, 'Carga masiva') end,
         s.notes, s.created_by,
         lower(${folio}) || substr(s.search_text, length(s.folio) + 1),
         ${at('0 minutes')}, ${at('2 hours')},
         case when s.status = 'cancelled' then null else ${at('30 minutes')} end,
         case when s.status = 'cancelled' then null else ${at('2 hours')} end,
         case when s.status = 'cancelled' then ${at('2 hours')} end,
         null,
         to_char((t.at at time zone 'utc') at time zone 'America/Mexico_City', 'YYYY-MM-DD')
       from generate_series($4::int, $5::int) as g
       join s on s.rn = g % $3::int
       cross join lateral (select (now() at time zone 'utc')
         - interval '730 days' * (($2::int - g)::float8 / $2::int) - interval '1 day' as at) t`;
    for (let from = 1; from <= count; from += PG_BATCH)
      await client.query(insert, [
        first,
        count,
        seeded,
        from,
        Math.min(count, from + PG_BATCH - 1),
      ]);
    await client.query(`select setval(pg_get_serial_sequence('orders', 'id'), $1::int)`, [
      first + count,
    ]);
    // Each statement above inserts 5,000 orders in one transaction, and the triggers update the
    // same few counter rows for each of them: none of those versions can be pruned before the
    // commit, so the counters grow to hundreds of pages (order_status_counts: 758 pages for its
    // 256 rows, read whole by every list call). Orders that arrive one at a time leave no such
    // trail, so the tables are rewritten to the size a running server keeps them at.
    await client.query(`vacuum full ${PG_COUNTER_TABLES.join(', ')}`);
    await client.query('vacuum analyze');
    const after = await client.query<{ n: string }>('select count(*) as n from orders');
    return Number(after.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
