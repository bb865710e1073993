// `npm run bench:load`: the compiled server under load, driven by autocannon over loopback for a
// bounded time. Phases: (a) a bare Fastify hello-world in a process of its own, the framework
// ceiling; (b) the page the operators open (active orders, page 1, 10 a page) alone, as a share of
// the ceiling; (c) the mix (list pages, searches, create-order, status changes, wallet movements)
// on the orders bench database, then the after-check: every acknowledged write is stored as
// acknowledged and every wallet's balance is the sum of its movements. With a PostgreSQL URL, the
// scale-out phase: the same mix against one process, then split across two processes on one
// database. Prints figures; exits non-zero only on errors or a failed after-check, never on timing.
//
// Knobs: LOAD_DURATION (s, 60), LOAD_CONNECTIONS (100), LOAD_BASELINE_DURATION (s, a quarter of
// LOAD_DURATION, at least 10: once busy, Node admits about one new connection per event-loop turn,
// so 100 connections take seconds to all be served), BENCH_ORDERS (1,000,000), LOAD_PG_URL (or
// BENCH_PG_URL, or a postgres DATABASE_URL), LOAD_PG_ORDERS (min(BENCH_ORDERS, 200,000)).
// Short form: BENCH_ORDERS=20000 LOAD_DURATION=15 npm run bench:load
// The printed figures are also kept in bench/results/ and compared with the previous run (see
// results-store.ts).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createDatabase, type DatabaseHandle } from '../server/src/db/database';
import {
  SEARCH_INDEXES,
  mergeSearchIndexes,
  segmentsOf,
} from '../server/src/db/search-index-upkeep';
import { logInAsAdmin, serverErrors, startBenchServer, type BenchServer } from './bench-server';
import { createFreshPostgres } from './fresh-postgres';
import { afterCheck, type AfterCheck } from './load-check';
import { addPgOrders, BENCH_ORDERS, orderDatabaseCopy } from './load-database';
import {
  firstAnswerRecorder,
  latencySummary,
  MIX_KINDS,
  MixState,
  openWallets,
  readMixData,
  type MixData,
} from './load-mix';
import {
  failuresOf,
  phaseFigures,
  printKinds,
  printPhase,
  printRatio,
  printTimedOut,
  refusalsOf,
  type PhaseFigures,
} from './load-report';
import { cpuLine, startCpuCount, type CpuTime, type PhaseCpu } from './process-cpu';
import { FigureList, finishRun, startRun } from './results-store';

const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const BASELINE_DURATION = Number(
  process.env.LOAD_BASELINE_DURATION ?? Math.max(10, Math.round(DURATION / 4)),
);
const PG_URL = [process.env.LOAD_PG_URL, process.env.BENCH_PG_URL, process.env.DATABASE_URL].find(
  (url) => url !== undefined && /^postgres(ql)?:\/\//.test(url),
);
const PG_ORDERS = Number(process.env.LOAD_PG_ORDERS ?? Math.min(BENCH_ORDERS, 200_000));
/** Wallets the mix moves money in (few, so concurrent movements meet on the same rows). */
const WALLETS = 8;
/** The paginated list the operators open first: Activos, page 1, 10 a page. */
const LIST_PATH = '/api/orders/paginated/1/10';
const LIST_TARGET = 0.3;

const root = resolve(__dirname, '..');
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Every figure the run prints, kept in bench/results/ at its end. */
const kept = new FigureList();

function keepPhase(phase: PhaseFigures): void {
  const name = phase.label;
  kept.add(`${name}: throughput`, phase.perSecond, 'req/s');
  kept.add(`${name}: answers`, phase.answered, 'count');
  kept.add(`${name}: seconds`, phase.seconds, 's');
  kept.add(`${name}: connections`, phase.connections, 'count');
  kept.add(`${name}: latency p50`, phase.p50, 'ms');
  kept.add(`${name}: latency p95`, phase.p95, 'ms');
  kept.add(`${name}: latency p99`, phase.p99, 'ms');
  kept.add(`${name}: latency max`, phase.max, 'ms');
  kept.add(`${name}: non-2xx`, phase.non2xx, 'count');
  kept.add(`${name}: expected refusals`, phase.refused, 'count');
  kept.add(`${name}: errors`, phase.errors, 'count');
  kept.add(`${name}: timeouts`, phase.timeouts, 'count');
  kept.add(`${name}: answers per second, slowest second`, phase.perSecondMin, 'req/s');
  kept.add(`${name}: answers per second, median second`, phase.perSecondMedian, 'req/s');
  kept.add(`${name}: answers per second, fastest second`, phase.perSecondMax, 'req/s');
  kept.add(`${name}: first answers`, phase.firstAnswers.n, 'count');
  kept.add(`${name}: first answer median`, phase.firstAnswers.p50, 'ms');
  kept.add(`${name}: first answer max`, phase.firstAnswers.max, 'ms');
}

/** What an answer cost in CPU, per process (process-cpu.ts), where it could be read. */
function keepCpu(label: string, cpu: PhaseCpu): void {
  const keep = (part: string, time: CpuTime | null | undefined) => {
    if (time) kept.add(`${label}: ${part} CPU per answer`, time.user + time.kernel, 'ms');
  };
  keep('server', cpu.server);
  keep('PostgreSQL', cpu.postgres);
  keep('clients', cpu.clients);
}

/** The mix per kind of call, as printKinds prints it. */
function keepKinds(label: string, state: MixState): void {
  const total = MIX_KINDS.reduce((sum, kind) => sum + (state.figures.get(kind)?.answered ?? 0), 0);
  for (const kind of MIX_KINDS) {
    const figures = state.figures.get(kind);
    if (figures === undefined || figures.answered === 0) continue;
    const summary = latencySummary(figures.latenciesMs);
    const name = `${label}: ${kind}`;
    kept.add(`${name}: share`, (100 * figures.answered) / Math.max(1, total), '%');
    kept.add(`${name}: answers`, figures.answered, 'count');
    kept.add(`${name}: p50`, summary.p50, 'ms');
    kept.add(`${name}: p95`, summary.p95, 'ms');
    kept.add(`${name}: p99`, summary.p99, 'ms');
    kept.add(`${name}: refused`, figures.refused, 'count');
    kept.add(`${name}: errors`, figures.failed, 'count');
  }
}

/** A side-by-side line (printRatio): the part's throughput as a share of the whole's. */
const keepRatio = (label: string, part: PhaseFigures, whole: PhaseFigures) => {
  kept.add(label, (100 * part.perSecond) / whole.perSecond, '%', 'higher');
};

/**
 * Seconds autocannon waits for an answer before it counts a timeout (an error) and reconnects: long
 * enough that only a stuck request reaches it (the slowest first answer of a connection seen on a
 * busy 2-core machine was about 10 s), short enough to catch one within a 60 s phase.
 */
const TIMEOUT = 30;

async function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ timeout: TIMEOUT, ...options });
}

// ------------------------------------------------------------------ (a) the framework ceiling

async function measureHello(): Promise<PhaseFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('bench', 'load-hello.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolvePort, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening (\d+)/.exec(out);
        if (match?.[1] !== undefined) resolvePort(Number(match[1]));
      });
      child.once('exit', (code) => {
        reject(new Error(`the hello-world exited (${String(code)})`));
      });
    });
    const latencies: number[] = [];
    const first: number[] = [];
    const result = await fire({
      url: `http://127.0.0.1:${String(port)}/`,
      connections: CONNECTIONS,
      duration: BASELINE_DURATION,
      setupClient: firstAnswerRecorder(latencies, first),
    });
    return phaseFigures('(a) Fastify hello-world (the ceiling)', [result], latencies, first);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

// ------------------------------------------------------------------ (b) the list alone

async function measureList(server: BenchServer): Promise<PhaseFigures> {
  const token = await logInAsAdmin(server.baseUrl);
  const latencies: number[] = [];
  const first: number[] = [];
  const result = await fire({
    url: `${server.baseUrl}${LIST_PATH}`,
    connections: CONNECTIONS,
    duration: BASELINE_DURATION,
    headers: { authorization: `Bearer ${token}` },
    setupClient: firstAnswerRecorder(latencies, first),
  });
  return phaseFigures(`(b) ${LIST_PATH} alone`, [result], latencies, first);
}

// ------------------------------------------------------------------ (c) the mix

interface MixRun {
  figures: PhaseFigures;
  state: MixState;
  /** Whether the capture saw every answer autocannon counted (and parsed every acknowledgement). */
  captureOk: boolean;
}

/** The mix against one or more servers at once, the connections split evenly between them. */
async function runMix(
  label: string,
  servers: readonly BenchServer[],
  token: string,
  data: MixData,
  seed: number,
  engine: 'sqlite' | 'postgres',
): Promise<MixRun> {
  const state = new MixState(data, seed);
  const each = Math.max(1, Math.floor(CONNECTIONS / servers.length));
  const cpuCount = startCpuCount(
    servers.map((server) => server.pid),
    { postgres: engine === 'postgres' },
  );
  const results = await Promise.all(
    servers.map((server) =>
      fire({
        url: server.baseUrl,
        connections: each,
        duration: DURATION,
        requests: [state.request(token)],
        setupClient: state.setupClient,
      }),
    ),
  );
  const figures = phaseFigures(
    label,
    results,
    MIX_KINDS.flatMap((kind) => state.figures.get(kind)?.latenciesMs ?? []),
    state.firstAnswersMs,
    { refused: refusalsOf(state), failed: failuresOf(state) },
  );
  const cpu = cpuCount(figures.answered);
  const capturedAnswers = MIX_KINDS.reduce(
    (sum, kind) => sum + (state.figures.get(kind)?.answered ?? 0),
    0,
  );
  const capturedNon2xx = MIX_KINDS.reduce((sum, kind) => {
    const kindFigures = state.figures.get(kind);
    return sum + (kindFigures === undefined ? 0 : kindFigures.answered - kindFigures.ok);
  }, 0);
  const okOf = (kind: (typeof MIX_KINDS)[number]) => state.figures.get(kind)?.ok ?? 0;
  const captureOk =
    capturedAnswers === figures.answered &&
    capturedNon2xx === figures.non2xx &&
    state.acknowledgedOrders === okOf('create') &&
    state.movements.length === okOf('credit') + okOf('debit');
  printPhase(figures);
  console.log(`    ${cpuLine(cpu)}`);
  printKinds(state);
  keepPhase(figures);
  keepCpu(label, cpu);
  keepKinds(label, state);
  printTimedOut(state, TIMEOUT * 1000);
  console.log(
    `    capture: onResponse read ${count(capturedAnswers)} answers (autocannon counted ${count(figures.answered)}), ${count(capturedNon2xx)} non-2xx (autocannon ${count(figures.non2xx)}); recorded ${count(state.acknowledgedOrders)} created orders (of ${count(okOf('create'))} 201s), ${count(okOf('status'))} status changes, ${count(state.movements.length)} wallet movements (of ${count(okOf('credit') + okOf('debit'))} 201s) -> ${captureOk ? 'complete' : 'INCOMPLETE'}`,
  );
  return { figures, state, captureOk };
}

function printAfterCheck(check: AfterCheck): void {
  for (const line of check.lines) console.log(`    ${line}`);
  console.log(`    after-check: ${check.ok ? 'ok' : 'FAILED'}`);
}

// ------------------------------------------------------------------ SQLite: phases a, b, c

/** After a phase with errors: what the servers logged about them (their request logs). */
function printServerErrors(servers: readonly BenchServer[], errors: number): void {
  if (errors === 0) return;
  for (const server of servers) {
    const logged = serverErrors(server);
    console.log(
      `  the server's log (${server.logFile}): ${logged.length === 0 ? 'no error logged' : 'the first errors logged'}`,
    );
    for (const line of logged) console.log(`    ${line}`);
  }
}

/**
 * The copy's search indexes merged into one segment each, as the server leaves them once idle
 * (db/search-index-upkeep.ts): the bulk load leaves several large segments, which a server that
 * has been running would have merged, and the mix starts from what it would find.
 */
async function mergedIndexes(handle: DatabaseHandle): Promise<void> {
  const segments = async () =>
    (await Promise.all(SEARCH_INDEXES.map((index) => segmentsOf(handle.db, index)))).join(', ');
  const before = await segments();
  const started = performance.now();
  const steps = await mergeSearchIndexes(handle.db);
  console.log(
    `  search indexes (${SEARCH_INDEXES.join(', ')}) merged as the server does when idle: segments ${before} -> ${await segments()}, ${String(steps)} steps in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function sqlitePhases(): Promise<boolean> {
  const workDir = mkdtempSync(join(tmpdir(), 'gas-load-'));
  const secret = randomBytes(32).toString('base64url');
  try {
    const copy = await orderDatabaseCopy(join(workDir, 'orders.db'));
    console.log(
      copy.built
        ? `  bench database built in ${copy.buildSeconds.toFixed(0)} s and cached as ${copy.cacheFile}; this run writes to a copy`
        : `  bench database reused from ${copy.cacheFile} (generated ${copy.builtAt}, built in ${copy.buildSeconds.toFixed(0)} s); this run writes to a fresh copy`,
    );
    if (copy.built) kept.add('bench database build', copy.buildSeconds, 's');
    // the bench's own reads: no read threads (the server has its own)
    const handle = createDatabase({ url: '', file: copy.workFile, readThreads: 0 });
    const data = await mergedIndexes(handle)
      .then(() => readMixData(handle))
      .finally(() => handle.db.destroy());
    const server = await startBenchServer({
      databaseFile: copy.workFile,
      workDir,
      env: { JWT_SECRET: secret, JWT_TTL: '7200' },
      startTimeoutMs: 120_000,
    });
    let mix: MixRun;
    let hello: PhaseFigures;
    let list: PhaseFigures;
    try {
      hello = await measureHello();
      printPhase(hello);
      keepPhase(hello);
      list = await measureList(server);
      printPhase(list);
      keepPhase(list);
      printRatio('list vs the ceiling', list, hello, LIST_TARGET);
      keepRatio('list vs the ceiling', list, hello);
      const token = await logInAsAdmin(server.baseUrl);
      const wallets = await openWallets(server.baseUrl, token, data.customers, WALLETS);
      console.log(
        `  (c) mix for ${String(DURATION)} s, ${String(CONNECTIONS)} connections, on ${count(BENCH_ORDERS)} orders; ${String(wallets.wallets.length)} wallets moved (${String(wallets.opened)} opened through the API with 1,000 MXN); a 422 on a debit or a wallet-paid order the balance does not cover is an expected refusal, every other non-2xx an error`,
      );
      mix = await runMix(
        '(c) mix, one process (SQLite)',
        [server],
        token,
        { ...data, wallets: wallets.wallets },
        1,
        'sqlite',
      );
      printServerErrors([server], hello.errors + list.errors + mix.figures.errors);
    } finally {
      await server.stop();
    }
    const started = performance.now();
    const checkHandle = createDatabase({ url: '', file: copy.workFile, readThreads: 0 });
    const check = await afterCheck(checkHandle, [mix.state]).finally(() =>
      checkHandle.db.destroy(),
    );
    const checkSeconds = (performance.now() - started) / 1000;
    console.log(`  after-check (server stopped, ${checkSeconds.toFixed(1)} s):`);
    kept.add('after-check (SQLite)', checkSeconds, 's');
    printAfterCheck(check);
    const errors = hello.errors + list.errors + mix.figures.errors;
    return errors === 0 && check.ok && mix.captureOk;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ PostgreSQL: scale-out

async function scaleOutPhase(url: string): Promise<boolean> {
  const workDir = mkdtempSync(join(tmpdir(), 'gas-load-pg-'));
  const secret = randomBytes(32).toString('base64url');
  const database = await createFreshPostgres(url, 'gas_load');
  const { name, url: databaseUrl } = database;
  const servers: BenchServer[] = [];
  try {
    const env = { JWT_SECRET: secret, JWT_TTL: '7200', SEED: 'demo' };
    const first = await startBenchServer({ databaseUrl, workDir, env, startTimeoutMs: 120_000 });
    servers.push(first);
    const started = performance.now();
    const orders = await addPgOrders(databaseUrl, PG_ORDERS);
    const insertSeconds = (performance.now() - started) / 1000;
    console.log(
      `  fresh database ${name}: demo seed plus ${count(PG_ORDERS)} orders inserted in bulk (${insertSeconds.toFixed(0)} s): ${count(orders)} orders`,
    );
    kept.add('PostgreSQL orders inserted in bulk', insertSeconds, 's');
    const handle = createDatabase({ url: databaseUrl });
    const data = await readMixData(handle).finally(() => handle.db.destroy());
    const token = await logInAsAdmin(first.baseUrl);
    const wallets = await openWallets(first.baseUrl, token, data.customers, WALLETS);
    const mixData = { ...data, wallets: wallets.wallets };
    console.log(
      `  ${String(wallets.wallets.length)} wallets moved (${String(wallets.opened)} opened through the API); each phase signs in once on the first process, and the two-process phase uses that token on both (sessions live in the database)`,
    );
    const one = await runMix(
      'mix, one process (PostgreSQL)',
      [first],
      token,
      mixData,
      2,
      'postgres',
    );
    const second = await startBenchServer({ databaseUrl, workDir, env, startTimeoutMs: 120_000 });
    servers.push(second);
    const twoToken = await logInAsAdmin(first.baseUrl);
    const two = await runMix(
      `mix, two processes (PostgreSQL, ${String(Math.floor(CONNECTIONS / 2))} connections each)`,
      [first, second],
      twoToken,
      mixData,
      3,
      'postgres',
    );
    printServerErrors(servers, one.figures.errors + two.figures.errors);
    printRatio('two processes vs one', two.figures, one.figures);
    keepRatio('two processes vs one', two.figures, one.figures);
    for (const server of servers.splice(0)) await server.stop();
    const checkStarted = performance.now();
    const checkHandle = createDatabase({ url: databaseUrl });
    const check = await afterCheck(checkHandle, [one.state, two.state]).finally(() =>
      checkHandle.db.destroy(),
    );
    const checkSeconds = (performance.now() - checkStarted) / 1000;
    console.log(`  after-check on PostgreSQL (servers stopped, ${checkSeconds.toFixed(1)} s):`);
    kept.add('after-check (PostgreSQL)', checkSeconds, 's');
    printAfterCheck(check);
    return (
      one.figures.errors + two.figures.errors === 0 && check.ok && one.captureOk && two.captureOk
    );
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const run = startRun('load', {
    LOAD_DURATION: DURATION,
    LOAD_CONNECTIONS: CONNECTIONS,
    LOAD_BASELINE_DURATION: BASELINE_DURATION,
    BENCH_ORDERS,
    LOAD_PG_ORDERS: PG_URL === undefined ? 'no PostgreSQL' : PG_ORDERS,
  });
  const started = performance.now();
  console.log(
    `# Load (autocannon over loopback; ${String(cpus().length)} cores, load average ${load()} at the start)`,
  );
  console.log(
    `  ${String(CONNECTIONS)} connections; the ceiling and the list ${String(BASELINE_DURATION)} s each, the mix ${String(DURATION)} s; server JWT_TTL=7200 (no rotation during the run), one sign-in per phase`,
  );
  let ok = await sqlitePhases();
  console.log('');
  if (PG_URL === undefined) {
    console.log('# Scale-out: skipped (set LOAD_PG_URL to a PostgreSQL server to run it)');
  } else {
    console.log(
      `# Scale-out (PostgreSQL ${new URL(PG_URL).host}; the mix for ${String(DURATION)} s, one process, then two)`,
    );
    ok = (await scaleOutPhase(PG_URL)) && ok;
  }
  console.log('');
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `load run: ${ok ? 'no errors, after-checks ok' : 'ERRORS or a failed after-check'} (${seconds.toFixed(0)} s, load average ${load()} at the end)`,
  );
  kept.add('load run', seconds, 's');
  finishRun(run, kept);
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
