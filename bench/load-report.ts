// The printed figures of the load run: per phase requests/s, latency percentiles, non-2xx and
// errors; per kind of call in the mix; and the side-by-side lines (list vs the framework ceiling,
// two processes vs one).
import type autocannon from 'autocannon';
import { MIX_KINDS, latencySummary, type MixState } from './load-mix';

export interface PhaseFigures {
  label: string;
  seconds: number;
  connections: number;
  /** Answers received (any status). */
  answered: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Each connection's first answer (connect and admission), left out of the percentiles. */
  firstAnswers: { n: number; p50: number; max: number };
  non2xx: number;
  /** Answers per second over the phase (autocannon samples each second): slowest, median, fastest. */
  perSecondMin: number;
  perSecondMedian: number;
  perSecondMax: number;
  /** Requests without an answer within autocannon's timeout (counted in errors). */
  timeouts: number;
  /** Non-2xx the contract promises under this load (a debit the balance does not cover). */
  refused: number;
  /**
   * Connection errors and timeouts, plus every answer that is no acknowledgement or expected
   * refusal (for the mix: as its capture classified them, a 2xx it could not read included).
   */
  errors: number;
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Figures of one or more autocannon results run side by side (their answers add up). */
export function phaseFigures(
  label: string,
  results: readonly autocannon.Result[],
  latencies: readonly number[],
  firstAnswers: readonly number[],
  capture?: { refused: number; failed: number },
): PhaseFigures {
  const seconds = Math.max(...results.map((result) => result.duration));
  const sum = (pick: (result: autocannon.Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const answered = sum(
    (result) => result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
  );
  const non2xx = sum((result) => result.non2xx);
  const summary = latencySummary(latencies);
  const ramp = latencySummary(firstAnswers);
  return {
    label,
    seconds,
    connections: sum((result) => result.connections),
    answered,
    perSecond: answered / seconds,
    ...summary,
    firstAnswers: { n: firstAnswers.length, p50: ramp.p50, max: ramp.max },
    non2xx,
    perSecondMin: sum((result) => result.requests.min),
    perSecondMedian: sum((result) => result.requests.p50),
    perSecondMax: sum((result) => result.requests.max),
    timeouts: sum((result) => result.timeouts),
    refused: capture?.refused ?? 0,
    errors: sum((result) => result.errors) + (capture?.failed ?? non2xx),
  };
}

export function printPhase(figures: PhaseFigures): void {
  console.log(
    `  ${figures.label}: ${count(figures.perSecond)} req/s (${count(figures.answered)} answers in ${figures.seconds.toFixed(1)} s, ${String(figures.connections)} connections); latency p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}; non-2xx ${count(figures.non2xx)}${figures.refused > 0 ? ` (${count(figures.refused)} expected 422 refusals)` : ''}; errors ${count(figures.errors)}${figures.timeouts > 0 ? ` (${count(figures.timeouts)} timeouts)` : ''}`,
  );
  console.log(
    `    answers per second (each second of the phase): slowest ${count(figures.perSecondMin)}, median ${count(figures.perSecondMedian)}, fastest ${count(figures.perSecondMax)}; first answer of each of the ${String(figures.firstAnswers.n)} connections (connect and admission, left out of the percentiles): median ${ms(figures.firstAnswers.p50)}, max ${ms(figures.firstAnswers.max)}`,
  );
}

/** The mix per kind of call: share, answers, status codes and latency. */
export function printKinds(state: MixState): void {
  const total = MIX_KINDS.reduce((sum, kind) => sum + (state.figures.get(kind)?.answered ?? 0), 0);
  for (const kind of MIX_KINDS) {
    const figures = state.figures.get(kind);
    if (figures === undefined || figures.answered === 0) continue;
    const summary = latencySummary(figures.latenciesMs);
    const statuses = [...figures.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${String(status)}×${count(n)}`)
      .join(' ');
    console.log(
      `    ${kind.padEnd(13)} ${((100 * figures.answered) / Math.max(1, total)).toFixed(1).padStart(5)} %  ${count(figures.answered).padStart(8)} answers [${statuses}]  p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}${figures.refused > 0 ? `  (${count(figures.refused)} refused: balance short)` : ''}${figures.failed > 0 ? `  ${count(figures.failed)} ERRORS` : ''}`,
    );
  }
  for (const sample of state.errorSamples) console.log(`    error: ${sample}`);
}

/** The mix's requests that got no answer within `timeoutMs` (autocannon gave up on them). */
export function printTimedOut(state: MixState, timeoutMs: number): void {
  const timedOut = state.unanswered().filter((request) => request.waitedMs >= timeoutMs);
  if (timedOut.length === 0) return;
  const byKind = new Map<string, number>();
  for (const request of timedOut) byKind.set(request.kind, (byKind.get(request.kind) ?? 0) + 1);
  console.log(
    `    no answer within ${String(timeoutMs / 1000)} s: ${String(timedOut.length)} requests (${[
      ...byKind.entries(),
    ]
      .map(([kind, n]) => `${kind} ${String(n)}`)
      .join(', ')}); the oldest:`,
  );
  for (const request of timedOut.slice(0, 5))
    console.log(
      `      ${request.label} (set up ${(request.waitedMs / 1000).toFixed(1)} s before the end)`,
    );
}

/** The refusals the contract promises, over every kind of call. */
export const refusalsOf = (state: MixState): number =>
  MIX_KINDS.reduce((sum, kind) => sum + (state.figures.get(kind)?.refused ?? 0), 0);

/** Errors of the mix as the capture classified them (non-2xx that is no expected refusal). */
export const failuresOf = (state: MixState): number =>
  MIX_KINDS.reduce((sum, kind) => sum + (state.figures.get(kind)?.failed ?? 0), 0);

export function printRatio(
  label: string,
  part: PhaseFigures,
  whole: PhaseFigures,
  target?: number,
) {
  const ratio = part.perSecond / whole.perSecond;
  console.log(
    `  ${label}: ${count(part.perSecond)} / ${count(whole.perSecond)} req/s = ${(100 * ratio).toFixed(1)} %${target === undefined ? '' : ` (target ≥ ${String(Math.round(100 * target))} %: ${ratio >= target ? 'met' : 'NOT met'})`}`,
  );
}
