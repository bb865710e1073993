// A bench that remembers: each run of `npm run bench` or `npm run bench:load` keeps the figures it
// printed as JSON in bench/results/ (git-ignored), one file per run named by its start time and the
// bench (`2026-11-27T23-10-00Z-bench.json`), with the commit it measured and the machine it ran
// on; then it prints, after its figures, the change of each figure against the previous run of the
// same bench kept there, and marks the figures that got more than WORSE_PERCENT % worse.
// Whether a figure is better lower or higher follows its unit (times, sizes: lower; throughput:
// higher); counts and shares are shown but never marked. The comparison is pure (`compareRuns`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';

/** The folder the benches keep their runs in (BENCH_RESULTS_DIR for another one). */
export const RESULTS_DIR = resolve(process.env.BENCH_RESULTS_DIR ?? resolve(__dirname, 'results'));
/** A figure that moved the wrong way by more than this share (in %) is marked worse. */
export const WORSE_PERCENT = 10;

export type Unit = 'ms' | 's' | 'bytes' | 'req/s' | '%' | 'count';
/** Which way a figure is better; `null`: neither (a count, a share), never marked. */
export type Better = 'lower' | 'higher' | null;

export interface Figure {
  name: string;
  value: number;
  unit: Unit;
  better: Better;
}

/** Times and sizes are better lower, throughput higher; counts and shares are neither. */
export function betterOf(unit: Unit): Better {
  if (unit === 'ms' || unit === 's' || unit === 'bytes') return 'lower';
  if (unit === 'req/s') return 'higher';
  return null;
}

/** The figures of a run, in the order they were printed; each name once (a repeat gets " #2"). */
export class FigureList {
  readonly figures: Figure[] = [];

  add(name: string, value: number, unit: Unit, better: Better = betterOf(unit)): void {
    let unique = name;
    for (let n = 2; this.figures.some((figure) => figure.name === unique); n += 1)
      unique = `${name} #${String(n)}`;
    this.figures.push({ name: unique, value, unit, better });
  }
}

export interface Commit {
  /** `git rev-parse HEAD`, or null outside a git checkout. */
  sha: string | null;
  /** Whether `git status --porcelain` listed anything (changed, staged or untracked files). */
  dirty: boolean;
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  totalMemoryBytes: number;
  node: string;
  platform: string;
  /** 1, 5 and 15-minute load averages when the run started. */
  loadAverageAtStart: number[];
}

export interface BenchRun {
  bench: string;
  /** ISO time the run started. */
  startedAt: string;
  finishedAt: string;
  commit: Commit;
  machine: Machine;
  /** The knobs the run was given (sizes, durations): runs with other settings compare poorly. */
  settings: Record<string, string | number>;
  figures: Figure[];
}

export type Trend = 'worse' | 'better' | 'steady' | 'changed' | 'new' | 'gone';

export interface FigureChange {
  name: string;
  unit: Unit;
  better: Better;
  previous: number | null;
  now: number | null;
  /** (now - previous) / previous in %; null for a figure new or gone, or up from 0. */
  changePercent: number | null;
  /**
   * worse / better: moved more than WORSE_PERCENT % the wrong / right way; steady: within it;
   * changed: a figure better neither way moved more than that; new / gone: in one run only.
   */
  trend: Trend;
}

export interface Comparison {
  changes: FigureChange[];
  /** The changes whose trend is 'worse'. */
  worse: FigureChange[];
}

const keyOf = (figure: Figure) => `${figure.name}\u0000${figure.unit}`;

/** Each figure of `now` against the same name and unit in `previous`, then the gone ones. */
export function compareRuns(previous: readonly Figure[], now: readonly Figure[]): Comparison {
  const before = new Map(previous.map((figure) => [keyOf(figure), figure]));
  const seen = new Set<string>();
  const changes: FigureChange[] = [];
  for (const figure of now) {
    const key = keyOf(figure);
    seen.add(key);
    const old = before.get(key);
    if (old === undefined) {
      changes.push({ ...base(figure), previous: null, now: figure.value, trend: 'new' });
      continue;
    }
    changes.push({ ...base(figure), ...change(old.value, figure.value, figure.better) });
  }
  for (const figure of previous) {
    if (seen.has(keyOf(figure))) continue;
    changes.push({ ...base(figure), previous: figure.value, now: null, trend: 'gone' });
  }
  return { changes, worse: changes.filter((item) => item.trend === 'worse') };
}

const base = (figure: Figure) => ({
  name: figure.name,
  unit: figure.unit,
  better: figure.better,
  changePercent: null,
});

function change(
  previous: number,
  now: number,
  better: Better,
): Pick<FigureChange, 'previous' | 'now' | 'changePercent' | 'trend'> {
  const changePercent =
    previous === 0 ? (now === 0 ? 0 : null) : (100 * (now - previous)) / Math.abs(previous);
  const moved = changePercent === null || Math.abs(changePercent) > WORSE_PERCENT;
  let trend: Trend = 'steady';
  if (moved && better === null) trend = 'changed';
  else if (moved) trend = now > previous === (better === 'lower') ? 'worse' : 'better';
  return { previous, now, changePercent, trend };
}

// ------------------------------------------------------------------ the run on disk

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: resolve(__dirname, '..'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/** The commit and the machine, read when a bench starts (the load average of its start). */
export function startRun(
  bench: string,
  settings: Record<string, string | number> = {},
): Omit<BenchRun, 'finishedAt' | 'figures'> {
  const sha = git(['rev-parse', 'HEAD'])?.trim() ?? null;
  const status = git(['status', '--porcelain']);
  return {
    bench,
    startedAt: new Date().toISOString(),
    commit: { sha, dirty: status === null ? false : status.trim() !== '' },
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      totalMemoryBytes: totalmem(),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
    },
    settings,
  };
}

/**
 * `2026-11-27T23-10-00Z-bench.json`: the start time to the second, colons made dashes, then the
 * bench; `copy` (2, 3...) comes before the bench when runs share a second.
 */
export const fileNameOf = (run: Pick<BenchRun, 'bench' | 'startedAt'>, copy = 1): string =>
  `${run.startedAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}${copy > 1 ? `-${String(copy)}` : ''}-${run.bench}.json`;

const isRun = (value: unknown): value is BenchRun => {
  if (typeof value !== 'object' || value === null) return false;
  const run = value as Partial<BenchRun>;
  return (
    typeof run.bench === 'string' && typeof run.startedAt === 'string' && Array.isArray(run.figures)
  );
};

/** The latest run of `bench` in `dir` that started before `before` (files that do not parse are skipped). */
export function findPrevious(
  dir: string,
  bench: string,
  before: string,
): { file: string; run: BenchRun } | null {
  if (!existsSync(dir)) return null;
  let found: { file: string; run: BenchRun } | null = null;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(`-${bench}.json`)) continue;
    const file = join(dir, name);
    let run: unknown;
    try {
      run = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (!isRun(run) || run.bench !== bench || run.startedAt >= before) continue;
    if (found === null || run.startedAt > found.run.startedAt) found = { file, run };
  }
  return found;
}

/** Writes the run as `dir/<fileNameOf(run)>` and returns its path. */
export function saveRun(dir: string, run: BenchRun): string {
  mkdirSync(dir, { recursive: true });
  let copy = 1;
  while (existsSync(join(dir, fileNameOf(run, copy)))) copy += 1;
  const file = join(dir, fileNameOf(run, copy));
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  return file;
}

// ------------------------------------------------------------------ printing

const formatValue = (value: number, unit: Unit): string => {
  const digits = unit === 'ms' || unit === 's' || unit === '%' ? 1 : 0;
  const text = value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return unit === 'count' ? text : `${text} ${unit}`;
};

const percentText = (change: FigureChange): string => {
  if (change.changePercent === null) return change.previous === 0 ? 'up from 0' : '';
  const sign = change.changePercent > 0 ? '+' : '';
  return `${sign}${change.changePercent.toFixed(1)} %`;
};

/** The lines printed after a run's figures: the comparison, or that there is nothing to compare. */
export function comparisonLines(
  comparison: Comparison | null,
  previous: { file: string; run: BenchRun } | null,
  now: Omit<BenchRun, 'finishedAt' | 'figures'>,
): string[] {
  if (previous === null || comparison === null)
    return [`# Against the previous run: none (no earlier run of \`${now.bench}\` kept)`];
  const { run } = previous;
  const lines = [
    `# Against the previous run (${run.startedAt}, commit ${run.commit.sha?.slice(0, 10) ?? 'unknown'}${run.commit.dirty ? ' dirty' : ''}, ${relative(process.cwd(), previous.file)})`,
  ];
  const machine = (m: Machine) =>
    `${String(m.cpus)} cpus, ${(m.totalMemoryBytes / 1e9).toFixed(1)} GB, node ${m.node}, load average ${m.loadAverageAtStart.map((v) => v.toFixed(2)).join(' ')} at the start`;
  lines.push(`  then: ${machine(run.machine)}`, `  now:  ${machine(now.machine)}`);
  if (JSON.stringify(run.settings) !== JSON.stringify(now.settings))
    lines.push(
      `  NOTE: other settings (then ${JSON.stringify(run.settings)}, now ${JSON.stringify(now.settings)}): the figures compare poorly`,
    );
  const marks: Record<Trend, string> = {
    worse: 'WORSE ',
    better: 'better',
    steady: '      ',
    changed: 'moved ',
    new: 'new   ',
    gone: 'gone  ',
  };
  for (const change of comparison.changes) {
    const previousText = change.previous === null ? '-' : formatValue(change.previous, change.unit);
    const nowText = change.now === null ? '-' : formatValue(change.now, change.unit);
    lines.push(
      `  ${marks[change.trend]} ${change.name}: ${previousText} -> ${nowText} ${percentText(change)}`.trimEnd(),
    );
  }
  if (comparison.worse.length === 0)
    lines.push(`  no figure got worse by more than ${String(WORSE_PERCENT)} %`);
  else {
    lines.push(
      `  !! ${String(comparison.worse.length)} figure(s) WORSE by more than ${String(WORSE_PERCENT)} %:`,
    );
    for (const change of comparison.worse)
      lines.push(
        `  !!   ${change.name}: ${percentText(change)} (${change.better === 'higher' ? 'lower' : 'higher'} is worse)`,
      );
  }
  return lines;
}

/**
 * Ends a run: prints the comparison with the previous run of the same bench in `dir`, then keeps
 * this one there. Returns the file written and the comparison (null without a previous run).
 */
export function finishRun(
  started: Omit<BenchRun, 'finishedAt' | 'figures'>,
  figures: FigureList,
  dir: string = RESULTS_DIR,
  print: (line: string) => void = console.log,
): { file: string; comparison: Comparison | null } {
  const run: BenchRun = {
    ...started,
    finishedAt: new Date().toISOString(),
    figures: figures.figures,
  };
  const previous = findPrevious(dir, run.bench, run.startedAt);
  const comparison = previous === null ? null : compareRuns(previous.run.figures, run.figures);
  print('');
  for (const line of comparisonLines(comparison, previous, started)) print(line);
  const file = saveRun(dir, run);
  print(`  figures kept in ${relative(process.cwd(), file)}`);
  return { file, comparison };
}
