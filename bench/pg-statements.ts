// What the PostgreSQL statements of a load run cost: pg_stat_statements over a window of the run,
// per statement (normalised text): calls, rows, execution and planning time, total and per call,
// shared blocks read and hit, and the share of the window's execution time; the statements run by
// triggers and functions (not top level) listed apart, since their time is also inside the
// statement that fired them. It reads only the newest database whose name starts with
// STATEMENTS_PREFIX (`gas_load_` by default, the load run's fresh database).
// Needs the extension loaded by the server, which a plain cluster does not do:
//   shared_preload_libraries = 'pg_stat_statements'   (postgresql.conf, then a restart)
//   pg_stat_statements.track = all                      (the triggers' statements too)
//   pg_stat_statements.track_planning = on              (planning time, else 0)
// and `create extension pg_stat_statements` in the database of the URL given (its view shows every
// database's statements). Nothing in the product needs it.
// Usage, beside `bench/load.ts`:
//   node --import tsx bench/pg-statements.ts postgres://gas:gas@127.0.0.1:5432/postgres
// It waits for the file STATEMENTS_TRIGGER (default pg-statements-go in the OS's temp folder) to
// appear, deletes it, resets the statistics, and prints them STATEMENTS_SECONDS (10) later (or on
// Ctrl-C), the top STATEMENTS_TOP (20) by execution time. To time the one-process mix, touch the trigger once the
// run prints "wallets moved" in its PostgreSQL phase. With STATEMENTS_TRIGGER='' it starts at once.
import { existsSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { newestDatabase } from './fresh-postgres';

const BASE_URL = process.argv[2] ?? process.env.LOAD_PG_URL;
const PREFIX = process.env.STATEMENTS_PREFIX ?? 'gas_load_';
const TRIGGER = process.env.STATEMENTS_TRIGGER ?? join(tmpdir(), 'pg-statements-go');
const SECONDS = Number(process.env.STATEMENTS_SECONDS ?? 10);
const TOP = Number(process.env.STATEMENTS_TOP ?? 20);

interface StatementRow {
  query: string;
  toplevel: boolean;
  calls: number;
  rows: number;
  total_exec_time: number;
  total_plan_time: number;
  plans: number;
  shared_blks_hit: number;
  shared_blks_read: number;
  blk_read_time: number;
}

const STATEMENTS_SQL = `
  select s.query, s.toplevel, s.calls, s.rows, s.total_exec_time, s.total_plan_time, s.plans,
         s.shared_blks_hit, s.shared_blks_read, s.blk_read_time
  from pg_stat_statements s join pg_database d on d.oid = s.dbid
  where d.datname = $1`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const ms = (value: number) => value.toFixed(value < 10 ? 3 : 1);

function printTable(title: string, rows: StatementRow[], windowExec: number): void {
  console.log(title);
  console.log(
    '   exec ms    share    calls   ms/call  plan ms/call  rows/call  blks hit/call  read/call  statement',
  );
  for (const row of rows) {
    const calls = Math.max(1, row.calls);
    console.log(
      [
        ms(row.total_exec_time).padStart(10),
        `${((100 * row.total_exec_time) / Math.max(1e-9, windowExec)).toFixed(1)} %`.padStart(8),
        String(row.calls).padStart(8),
        ms(row.total_exec_time / calls).padStart(9),
        ms(row.total_plan_time / Math.max(1, row.plans)).padStart(13),
        (row.rows / calls).toFixed(1).padStart(10),
        (row.shared_blks_hit / calls).toFixed(1).padStart(14),
        (row.shared_blks_read / calls).toFixed(1).padStart(10),
        ` ${oneLine(row.query).slice(0, 220)}`,
      ].join(' '),
    );
  }
}

async function main(): Promise<void> {
  if (BASE_URL === undefined) throw new Error('usage: pg-statements.ts <postgres url>');
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  const stop = { requested: false };
  process.once('SIGINT', () => (stop.requested = true));
  process.once('SIGTERM', () => (stop.requested = true));
  if (TRIGGER !== '') {
    console.log(`waiting for ${TRIGGER}`);
    while (!stop.requested && !existsSync(TRIGGER)) await sleep(100);
    if (existsSync(TRIGGER)) unlinkSync(TRIGGER);
  }
  const database = await newestDatabase(client, PREFIX);
  if (database === undefined) throw new Error(`no database named ${PREFIX}…`);
  await client.query('select pg_stat_statements_reset()');
  const started = Date.now();
  console.log(`reset; reading ${database} in ${String(SECONDS)} s`);
  while (!stop.requested && Date.now() - started < SECONDS * 1000) await sleep(100);
  const read = await client.query<Record<keyof StatementRow, unknown>>(STATEMENTS_SQL, [database]);
  // bigint and numeric columns come back as strings
  const rows: StatementRow[] = read.rows.map((row) => ({
    query: String(row.query),
    toplevel: row.toplevel === true,
    calls: Number(row.calls),
    rows: Number(row.rows),
    total_exec_time: Number(row.total_exec_time),
    total_plan_time: Number(row.total_plan_time),
    plans: Number(row.plans),
    shared_blks_hit: Number(row.shared_blks_hit),
    shared_blks_read: Number(row.shared_blks_read),
    blk_read_time: Number(row.blk_read_time),
  }));
  const seconds = (Date.now() - started) / 1000;
  await client.end();
  const top = rows.filter((row) => row.toplevel);
  const nested = rows.filter((row) => !row.toplevel);
  const sum = (list: StatementRow[], pick: (row: StatementRow) => number) =>
    list.reduce((total, row) => total + pick(row), 0);
  const exec = sum(top, (row) => row.total_exec_time);
  const plan = sum(top, (row) => row.total_plan_time);
  console.log(
    `${database}, ${seconds.toFixed(1)} s: ${String(sum(top, (row) => row.calls))} top-level statements, execution ${ms(exec)} ms (${ms(exec / seconds)} ms a second), planning ${ms(plan)} ms (${String(sum(top, (row) => row.plans))} plans); statements run by triggers and functions: ${String(sum(nested, (row) => row.calls))}, ${ms(sum(nested, (row) => row.total_exec_time))} ms (inside the above)`,
  );
  const byExec = (a: StatementRow, b: StatementRow) => b.total_exec_time - a.total_exec_time;
  printTable(
    `top ${String(TOP)} top-level statements by execution time:`,
    top.sort(byExec).slice(0, TOP),
    exec,
  );
  printTable(
    `top ${String(TOP)} nested statements (triggers, functions):`,
    nested.sort(byExec).slice(0, TOP),
    exec,
  );
  const byPlan = [...top].sort((a, b) => b.total_plan_time - a.total_plan_time).slice(0, 10);
  console.log('top 10 top-level statements by planning time (ms in all, plans):');
  for (const row of byPlan)
    console.log(
      `${ms(row.total_plan_time).padStart(10)} ${String(row.plans).padStart(8)}  ${oneLine(row.query).slice(0, 160)}`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
