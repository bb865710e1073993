// What the benchmarks share: the compiled server started on a bench database, the admin's
// sign-in, and the figures' arithmetic (peak memory, percentiles, sizes).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { demoAccounts } from '../server/src/db/seed';

const root = resolve(__dirname, '..');

/** The compiled server that `npm start` runs; the benchmarks measure that, not the sources. */
export const SERVER_BUNDLE = 'build/server.cjs';

let built = false;

/** Builds the server bundle once per benchmark run (it takes under a second). */
function serverArgs(): string[] {
  if (!built) {
    execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
    built = true;
  }
  return ['--enable-source-maps', SERVER_BUNDLE];
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => {
        resolvePort(port);
      });
    });
  });
}

async function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** Its request log (JSON lines): BENCH_SERVER_LOG, or a file in the work folder. */
  logFile: string;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (a crash: no shutdown hook runs), and waits for the exit. */
  kill(): Promise<void>;
}

export interface BenchServerOptions {
  /** The SQLite file, unless `databaseUrl` names a PostgreSQL database. */
  databaseFile?: string;
  /** postgres://…: the server runs on PostgreSQL (then seeded only with SEED=demo in `env`). */
  databaseUrl?: string;
  workDir: string;
  /** The port to listen on (default: a free one). */
  port?: number;
  /** More environment for the child (e.g. JWT_SECRET). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/** The real server, compiled, on the bench database; resolves once it answers /api/health. */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  const logFile =
    process.env.BENCH_SERVER_LOG ?? join(options.workDir, `server-${String(port)}.log`);
  const logFd = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      DATABASE_FILE: options.databaseFile ?? join(options.workDir, 'gas.db'),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      MAIL_OUTBOX: join(options.workDir, 'outbox'),
      ...options.env,
    },
    // the request log straight to a file (no pipe through this process, which runs the clients):
    // where an error's cause is read (printServerErrors)
    stdio: ['ignore', logFd, 'pipe'],
  });
  closeSync(logFd); // the child has its own copy
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${String(child.exitCode)}):\n${errors}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${errors}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  return {
    baseUrl,
    pid,
    logFile,
    stop: () => ended(child, 'SIGTERM'),
    kill: () => ended(child, 'SIGKILL'),
  };
}

/** The demo admin's token, signed in through the API. */
export async function logInAsAdmin(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${String(login.status)}`);
  return ((await login.json()) as { token: string }).token;
}

/** Peak resident memory (VmHWM) of a process, in bytes. */
export function peakRss(pid: number): number {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

/** The value at a fraction (0.5, 0.95) of an ascending list. */
export const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

/** How long one kind of call took over a run. */
export interface CallTiming {
  label: string;
  calls: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Times `calls` calls after `warmUp` unmeasured ones; `before` runs ahead of each, not timed.
 */
export async function timeCalls(
  label: string,
  { calls, warmUp }: { calls: number; warmUp: number },
  call: (index: number) => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<CallTiming> {
  const timings: number[] = [];
  for (let index = 0; index < warmUp + calls; index += 1) {
    if (before !== undefined) await before();
    const started = performance.now();
    await call(index);
    if (index >= warmUp) timings.push(performance.now() - started);
  }
  return timingOf(label, timings);
}

/** The figures of a list of call times (ms). */
export function timingOf(label: string, timings: readonly number[]): CallTiming {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    label,
    calls: timings.length,
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? 0,
  };
}

/** A timing as the benches print it. */
export const timingLine = (timing: CallTiming): string =>
  `  ${timing.label}: ${String(timing.calls)} calls, median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms, p99 ${timing.p99Ms.toFixed(1)} ms, max ${timing.maxMs.toFixed(1)} ms`;

export const mb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Errors the server logged (level 50 and up): at most `limit`, each cut to 1,000 characters. */
export function serverErrors(server: BenchServer, limit = 5): string[] {
  let text: string;
  try {
    text = readFileSync(server.logFile, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => /"level":(5|6)\d/.test(line))
    .slice(0, limit)
    .map((line) => (line.length > 1000 ? `${line.slice(0, 1000)}…` : line));
}
