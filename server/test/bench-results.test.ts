// The benches keep each run's figures in bench/results/ and print the change against the previous
// run of the same bench: which figures got worse (times and sizes up, throughput down) by more
// than 10 %. Runs here are written to a temporary folder, never to bench/results.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  betterOf,
  compareRuns,
  FigureList,
  finishRun,
  startRun,
  type BenchRun,
  type Figure,
} from '../../bench/results-store';

const figure = (name: string, value: number, unit: Figure['unit'], better = betterOf(unit)) => ({
  name,
  value,
  unit,
  better,
});

describe('comparing a run with the previous one', () => {
  it('gives the change in % and marks a time more than 10 % slower as worse, a faster one as better', () => {
    const { changes, worse } = compareRuns(
      [figure('search p95', 20, 'ms'), figure('export', 10, 's'), figure('list p50', 40, 'ms')],
      [figure('search p95', 25, 'ms'), figure('export', 8, 's'), figure('list p50', 42, 'ms')],
    );
    expect(
      changes.map(({ name, previous, now, changePercent, trend }) => ({
        name,
        previous,
        now,
        changePercent,
        trend,
      })),
    ).toEqual([
      { name: 'search p95', previous: 20, now: 25, changePercent: 25, trend: 'worse' },
      { name: 'export', previous: 10, now: 8, changePercent: -20, trend: 'better' },
      { name: 'list p50', previous: 40, now: 42, changePercent: 5, trend: 'steady' },
    ]);
    expect(worse.map((change) => change.name)).toEqual(['search p95']);
  });

  it('counts lower throughput as worse and higher as better', () => {
    const { changes, worse } = compareRuns(
      [figure('mix', 1000, 'req/s'), figure('hello', 5000, 'req/s')],
      [figure('mix', 850, 'req/s'), figure('hello', 6000, 'req/s')],
    );
    expect(changes.map((change) => [change.name, change.changePercent, change.trend])).toEqual([
      ['mix', -15, 'worse'],
      ['hello', 20, 'better'],
    ]);
    expect(worse.map((change) => change.name)).toEqual(['mix']);
  });

  it('takes the direction from the unit: sizes better lower, counts and shares never marked, unless a figure says otherwise', () => {
    expect(betterOf('ms')).toBe('lower');
    expect(betterOf('s')).toBe('lower');
    expect(betterOf('bytes')).toBe('lower');
    expect(betterOf('req/s')).toBe('higher');
    expect(betterOf('count')).toBeNull();
    expect(betterOf('%')).toBeNull();
    const { changes, worse } = compareRuns(
      [
        figure('gzip', 100_000, 'bytes'),
        figure('answers', 1000, 'count'),
        figure('share', 30, '%'),
        figure('list vs ceiling', 40, '%', 'higher'),
      ],
      [
        figure('gzip', 120_000, 'bytes'),
        figure('answers', 500, 'count'),
        figure('share', 20, '%'),
        figure('list vs ceiling', 30, '%', 'higher'),
      ],
    );
    expect(changes.map((change) => [change.name, change.trend])).toEqual([
      ['gzip', 'worse'],
      ['answers', 'changed'],
      ['share', 'changed'],
      ['list vs ceiling', 'worse'],
    ]);
    expect(worse.map((change) => change.name)).toEqual(['gzip', 'list vs ceiling']);
  });

  it('marks only what moved MORE than 10 %, and a figure up from 0 by its direction', () => {
    const { changes } = compareRuns(
      [figure('p50', 200, 'ms'), figure('rate', 200, 'req/s'), figure('p99', 0, 'ms')],
      [figure('p50', 220, 'ms'), figure('rate', 180, 'req/s'), figure('p99', 3, 'ms')],
    );
    expect(changes.map((change) => [change.name, change.changePercent, change.trend])).toEqual([
      ['p50', 10, 'steady'],
      ['rate', -10, 'steady'],
      ['p99', null, 'worse'],
    ]);
  });

  it('lists a figure new in this run and one gone since, neither compared nor worse', () => {
    const { changes, worse } = compareRuns(
      [figure('kept', 10, 'ms'), figure('old phase', 50, 'req/s')],
      [figure('kept', 10, 'ms'), figure('new phase', 70, 'req/s')],
    );
    expect(
      changes.map(({ name, previous, now, changePercent, trend }) => ({
        name,
        previous,
        now,
        changePercent,
        trend,
      })),
    ).toEqual([
      { name: 'kept', previous: 10, now: 10, changePercent: 0, trend: 'steady' },
      { name: 'new phase', previous: null, now: 70, changePercent: null, trend: 'new' },
      { name: 'old phase', previous: 50, now: null, changePercent: null, trend: 'gone' },
    ]);
    expect(worse).toEqual([]);
  });

  it('keeps two figures of the same name apart', () => {
    const figures = new FigureList();
    figures.add('p50', 1, 'ms');
    figures.add('p50', 2, 'ms');
    expect(figures.figures.map((item) => item.name)).toEqual(['p50', 'p50 #2']);
  });
});

describe('keeping runs in a folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gas-bench-results-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const run = (bench: string, startedAt: string) => ({
    ...startRun(bench, { BENCH_ORDERS: 20_000 }),
    startedAt,
  });

  it('with no previous run says so, and writes the run named by its time and bench with the commit, machine and figures', () => {
    const lines: string[] = [];
    const figures = new FigureList();
    figures.add('list alone: throughput', 1234.5, 'req/s');
    figures.add('list alone: p95', 12.5, 'ms');
    const { file, comparison } = finishRun(
      run('load', '2026-11-27T23:10:00.123Z'),
      figures,
      dir,
      (line) => lines.push(line),
    );
    expect(comparison).toBeNull();
    expect(lines.join('\n')).toContain('Against the previous run: none');
    expect(readdirSync(dir)).toEqual(['2026-11-27T23-10-00Z-load.json']);
    expect(file).toBe(join(dir, '2026-11-27T23-10-00Z-load.json'));
    const saved = JSON.parse(readFileSync(file, 'utf8')) as BenchRun;
    expect(saved.bench).toBe('load');
    expect(saved.commit.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(typeof saved.commit.dirty).toBe('boolean');
    expect(saved.machine.cpus).toBeGreaterThan(0);
    expect(saved.machine.totalMemoryBytes).toBeGreaterThan(0);
    expect(saved.machine.node).toBe(process.version);
    expect(saved.machine.loadAverageAtStart).toHaveLength(3);
    expect(saved.settings).toEqual({ BENCH_ORDERS: 20_000 });
    expect(saved.figures).toEqual([
      { name: 'list alone: throughput', value: 1234.5, unit: 'req/s', better: 'higher' },
      { name: 'list alone: p95', value: 12.5, unit: 'ms', better: 'lower' },
    ]);
  });

  it('compares with the latest earlier run of the same bench and prints the worse figures clearly', () => {
    const first = new FigureList();
    first.add('mix: throughput', 1000, 'req/s');
    first.add('mix: p95', 40, 'ms');
    finishRun(run('load', '2026-11-27T20:00:00.000Z'), first, dir, () => undefined);
    const older = new FigureList();
    older.add('mix: throughput', 5000, 'req/s');
    finishRun(run('load', '2026-11-26T20:00:00.000Z'), older, dir, () => undefined);
    const otherBench = new FigureList();
    otherBench.add('mix: throughput', 1, 'req/s');
    finishRun(run('bench', '2026-11-27T21:00:00.000Z'), otherBench, dir, () => undefined);
    writeFileSync(join(dir, '2026-11-27T22-00-00Z-load.json'), 'not json');

    const lines: string[] = [];
    const now = new FigureList();
    now.add('mix: throughput', 800, 'req/s');
    now.add('mix: p95', 41, 'ms');
    const { comparison } = finishRun(run('load', '2026-11-27T23:00:00.000Z'), now, dir, (line) =>
      lines.push(line),
    );
    expect(comparison?.worse.map((change) => change.name)).toEqual(['mix: throughput']);
    const text = lines.join('\n');
    expect(text).toContain('2026-11-27T20:00:00.000Z');
    expect(text).toMatch(/WORSE\s+mix: throughput: 1,000 req\/s -> 800 req\/s -20\.0 %/);
    expect(text).toMatch(/\n\s+mix: p95: 40\.0 ms -> 41\.0 ms \+2\.5 %/);
    expect(text).toContain('!! 1 figure(s) WORSE by more than 10 %:');
    expect(text).toContain('!!   mix: throughput: -20.0 % (lower is worse)');
    expect(existsSync(join(dir, '2026-11-27T23-00-00Z-load.json'))).toBe(true);
  });
});
