// The CPU time each answer of a load phase cost, per process: the server(s), PostgreSQL's
// processes and the clients (autocannon, in the bench's own process). Read from Linux's /proc
// before and after the phase. On a small machine where the clients, the server and the database
// share the cores, throughput and latency move with whatever else runs (the same code measured
// 291 and 312 req/s on two runs of one evening); the CPU an answer costs moves much less with the
// other jobs, though still with the machine's speed and the phase's length (a 15 s phase pays more
// of its warm-up per answer): compare runs of the same settings on the same day.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Milliseconds of CPU. */
export interface CpuTime {
  user: number;
  kernel: number;
}

const ZERO: CpuTime = { user: 0, kernel: 0 };

let tickMs: number | undefined;

/** Milliseconds per clock tick of /proc's counters (`getconf CLK_TCK`, 100 a second nearly always). */
function millisecondsPerTick(): number {
  if (tickMs === undefined) {
    let perSecond = 100;
    try {
      perSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      // no getconf: Linux's usual value
    }
    tickMs = 1000 / perSecond;
  }
  return tickMs;
}

/**
 * The user and kernel CPU time in a `/proc/<pid>/stat` line, and the command's name. The name, in
 * parentheses, may itself hold spaces and parentheses: the fields after it follow its last `)`.
 */
export function parseProcStat(
  line: string,
  msPerTick: number,
): { command: string; cpu: CpuTime } | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // from the state (the line's third field) on: utime and stime are the 14th and 15th fields
  const fields = line
    .slice(close + 2)
    .trim()
    .split(' ');
  const user = Number(fields[11]);
  const kernel = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(kernel)) return null;
  return {
    command: line.slice(open + 1, close),
    cpu: { user: user * msPerTick, kernel: kernel * msPerTick },
  };
}

function statOf(pid: string): { command: string; cpu: CpuTime } | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), millisecondsPerTick());
  } catch {
    return null; // gone, or not Linux
  }
}

const plus = (a: CpuTime, b: CpuTime): CpuTime => ({
  user: a.user + b.user,
  kernel: a.kernel + b.kernel,
});
const minus = (a: CpuTime, b: CpuTime): CpuTime => ({
  user: a.user - b.user,
  kernel: a.kernel - b.kernel,
});

/** The CPU time of these processes so far; null where /proc cannot tell (not Linux, one gone). */
export function processesCpu(pids: readonly number[]): CpuTime | null {
  let total = ZERO;
  for (const pid of pids) {
    const stat = statOf(String(pid));
    if (stat === null) return null;
    total = plus(total, stat.cpu);
  }
  return total;
}

/**
 * The CPU time so far of every PostgreSQL process on this machine (the postmaster, its helpers and
 * every backend, of any database); null when none runs here (a server on another machine). A
 * backend that ends during a phase takes its time with it: the pool keeps its connections while
 * the load lasts.
 */
export function postgresCpu(): CpuTime | null {
  let total = ZERO;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat?.command !== 'postgres') continue;
    found = true;
    total = plus(total, stat.cpu);
  }
  return found ? total : null;
}

/** This process's CPU time so far (the clients of a load phase run here). */
function ownCpu(): CpuTime {
  const usage = process.cpuUsage();
  return { user: usage.user / 1000, kernel: usage.system / 1000 };
}

export interface PhaseCpu {
  /** Milliseconds of CPU per answer, user and kernel; null where it could not be read. */
  server: CpuTime | null;
  /** Undefined when the phase runs without PostgreSQL; null when it runs on another machine. */
  postgres: CpuTime | null | undefined;
  clients: CpuTime;
  /** The share (%) of the machine's cores these three kept busy over the phase. */
  busyPercent: number | null;
}

/** Starts counting; the returned function ends the count over `answers` answers. */
export function startCpuCount(
  serverPids: readonly number[],
  options: { postgres: boolean },
): (answers: number) => PhaseCpu {
  const started = performance.now();
  const server = processesCpu(serverPids);
  const postgres = options.postgres ? postgresCpu() : null;
  const clients = ownCpu();
  return (answers) => {
    const seconds = (performance.now() - started) / 1000;
    const per = (time: CpuTime): CpuTime => ({
      user: time.user / Math.max(1, answers),
      kernel: time.kernel / Math.max(1, answers),
    });
    const serverNow = server === null ? null : processesCpu(serverPids);
    const postgresNow = postgres === null ? null : postgresCpu();
    const spent = {
      server: server !== null && serverNow !== null ? minus(serverNow, server) : null,
      postgres: postgres !== null && postgresNow !== null ? minus(postgresNow, postgres) : null,
      clients: minus(ownCpu(), clients),
    };
    const total = (time: CpuTime | null) => (time === null ? 0 : time.user + time.kernel);
    const busy = total(spent.server) + total(spent.postgres) + total(spent.clients);
    return {
      server: spent.server && per(spent.server),
      postgres: options.postgres ? spent.postgres && per(spent.postgres) : undefined,
      clients: per(spent.clients),
      busyPercent: spent.server === null ? null : (100 * busy) / (seconds * 1000 * cpus().length),
    };
  };
}

const ms = (time: CpuTime) => `${(time.user + time.kernel).toFixed(2)} ms`;

/** `CPU per answer: server 1.97 ms (kernel 0.34 ms), PostgreSQL 2.26 ms, clients 0.30 ms; …`. */
export function cpuLine(cpu: PhaseCpu): string {
  const parts = [
    cpu.server === null
      ? 'server not measured (no /proc)'
      : `server ${ms(cpu.server)} (kernel ${cpu.server.kernel.toFixed(2)} ms)`,
    ...(cpu.postgres === undefined
      ? []
      : [
          cpu.postgres === null
            ? 'PostgreSQL not measured (not on this machine)'
            : `PostgreSQL ${ms(cpu.postgres)}`,
        ]),
    `clients ${ms(cpu.clients)}`,
  ];
  const busy =
    cpu.busyPercent === null
      ? ''
      : `; together ${cpu.busyPercent.toFixed(0)} % of the ${String(cpus().length)} cores`;
  return `CPU per answer: ${parts.join(', ')}${busy}`;
}
