// What the PostgreSQL backends wait on while a load runs: every LOCK_SAMPLE_MS (500) it reads
// pg_stat_activity joined with pg_locks in the load run's database and, at the end (Ctrl-C, or
// after LOCK_SAMPLE_SECONDS), prints how often each wait was seen: the wait event, the relation and
// the row (its key, read by its ctid at sampling time) a backend waits to lock, and for a wait on a
// transaction the query its blocker runs or last ran.
// Usage, beside `bench/load.ts` (it follows the newest database whose name starts with
// LOCK_SAMPLE_PREFIX, `gas_load_` by default, and switches when a newer one appears):
//   node --import tsx bench/pg-lock-sample.ts postgres://gas:gas@127.0.0.1:5432/gas_test
import pg from 'pg';
import { newestDatabase } from './fresh-postgres';

const BASE_URL = process.argv[2] ?? process.env.LOAD_PG_URL;
const PREFIX = process.env.LOCK_SAMPLE_PREFIX ?? 'gas_load_';
const EVERY_MS = Number(process.env.LOCK_SAMPLE_MS ?? 500);
const SECONDS = Number(process.env.LOCK_SAMPLE_SECONDS ?? 600);

interface Waiter {
  pid: number;
  wait_event_type: string;
  wait_event: string;
  query: string;
  locktype: string | null;
  relation: string | null;
  page: number | null;
  tuple: number | null;
  /** For a transactionid wait: the tuple lock the waiter holds, i.e. the row it queues for. */
  held_relation: string | null;
  held_page: number | null;
  held_tuple: number | null;
  blockers: number[];
  blocker_query: string | null;
  blocker_state: string | null;
}

const WAITERS_SQL = `
  select a.pid, a.wait_event_type, a.wait_event, left(a.query, 200) as query,
         l.locktype, l.relation::regclass::text as relation, l.page, l.tuple,
         h.relation::regclass::text as held_relation, h.page as held_page, h.tuple as held_tuple,
         pg_blocking_pids(a.pid) as blockers,
         (select left(b.query, 200) from pg_stat_activity b
            where b.pid = (pg_blocking_pids(a.pid))[1]) as blocker_query,
         (select b.state from pg_stat_activity b
            where b.pid = (pg_blocking_pids(a.pid))[1]) as blocker_state
  from pg_stat_activity a
  left join pg_locks l on l.pid = a.pid and not l.granted
  left join pg_locks h on h.pid = a.pid and h.granted and h.locktype = 'tuple'
  where a.datname = current_database() and a.pid <> pg_backend_pid()
    and a.wait_event_type is not null and a.state = 'active'`;

const counts = new Map<string, number>();
const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
let samples = 0;
let waitersSeen = 0;
let maxWaiters = 0;

const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);

async function rowKey(
  client: pg.Client,
  relation: string | null,
  page: number | null,
  tuple: number | null,
): Promise<string> {
  if (relation === null || page === null || tuple === null) return '?';
  if (!/^[a-z_][a-z0-9_.]*$/.test(relation)) return '?';
  try {
    const found = await client.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from ${relation} t where ctid = $1::tid`,
      [`(${String(page)},${String(tuple)})`],
    );
    const row = found.rows[0]?.row;
    if (row === undefined) return 'row since moved';
    if (relation === 'wallets') return `wallet ${String(row.id)}`;
    const key = Object.entries(row)
      .filter(([name]) => !/count|cents|changes|quantity|litres|_at$/.test(name))
      .map(([name, value]) => `${name}=${String(value)}`)
      .join(' ');
    return key.slice(0, 80);
  } catch {
    return '?';
  }
}

async function sample(client: pg.Client): Promise<void> {
  const result = await client.query<Waiter>(WAITERS_SQL);
  const lockWaiters = result.rows.filter((row) => row.wait_event_type !== 'Client');
  samples += 1;
  waitersSeen += lockWaiters.length;
  maxWaiters = Math.max(maxWaiters, lockWaiters.length);
  for (const waiter of lockWaiters) {
    const event = `${waiter.wait_event_type}:${waiter.wait_event}`;
    if (waiter.locktype === 'tuple') {
      count(
        `${event} ${String(waiter.relation)} [${await rowKey(client, waiter.relation, waiter.page, waiter.tuple)}]`,
      );
    } else if (waiter.locktype === 'transactionid') {
      // without a tuple lock held, the wait is not a row update's (an insert meeting a key
      // another transaction is inserting, for one): the waiter's own statement says which
      const row =
        waiter.held_relation === null
          ? `no row lock held; waiter: ${oneLine(waiter.query).slice(0, 70)}`
          : `row ${waiter.held_relation} [${await rowKey(client, waiter.held_relation, waiter.held_page, waiter.held_tuple)}]`;
      count(
        `${event} ${row}; blocker ${String(waiter.blocker_state)}: ${oneLine(waiter.blocker_query).slice(0, 70)}`,
      );
    } else if (waiter.locktype !== null) {
      count(`${event} ${waiter.locktype} ${String(waiter.relation)}`);
    } else {
      count(`${event} (no lock wait): ${oneLine(waiter.query).slice(0, 60)}`);
    }
  }
}

async function main(): Promise<void> {
  if (BASE_URL === undefined) throw new Error('usage: pg-lock-sample.ts <postgres url>');
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  let client: pg.Client | undefined;
  let current: string | undefined;
  const end = Date.now() + SECONDS * 1000;
  const stop = { requested: false };
  process.once('SIGINT', () => (stop.requested = true));
  process.once('SIGTERM', () => (stop.requested = true));
  while (!stop.requested && Date.now() < end) {
    const started = Date.now();
    try {
      const newest = await newestDatabase(admin, PREFIX);
      if (newest !== undefined && newest !== current) {
        await client?.end().catch(() => undefined);
        const url = new URL(BASE_URL);
        url.pathname = `/${newest}`;
        client = new pg.Client({ connectionString: url.toString() });
        // the run drops its database with (force) at its end: that ends this connection
        client.on('error', () => undefined);
        await client.connect();
        current = newest;
        console.log(`sampling ${newest}`);
      }
      if (client !== undefined) await sample(client);
    } catch (error) {
      // the database may be dropped under us at the end of a run
      await client?.end().catch(() => undefined);
      client = undefined;
      current = undefined;
      if (!String(error).includes('does not exist')) console.error(String(error));
    }
    await new Promise((done) => setTimeout(done, Math.max(0, EVERY_MS - (Date.now() - started))));
  }
  await client?.end().catch(() => undefined);
  await admin.end();
  const withWaits = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  console.log(
    `${String(samples)} samples every ${String(EVERY_MS)} ms: ${(waitersSeen / Math.max(1, samples)).toFixed(1)} backends waiting on average (not ClientRead), ${String(maxWaiters)} at most`,
  );
  for (const [key, seen] of withWaits.slice(0, 40))
    console.log(
      `${String(seen).padStart(6)}  ${(seen / Math.max(1, samples)).toFixed(2)}/sample  ${key}`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
