/**
 * A "nice" upper bound and its ticks for a count axis starting at 0: steps of 1, 2, 2.5 or 5 times
 * a power of ten, about `count` of them, whole numbers only (counts are never fractional).
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ??
      10 * power,
  );
  const wholeStep = Number.isInteger(step) ? step : Math.ceil(step);
  const top = Math.ceil(max / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += wholeStep) ticks.push(tick);
  return ticks;
}

/** Which of `total` evenly spaced labels to draw so that they are at least `minGap` px apart,
 * always keeping the last one (the most recent day). */
export function labelledIndexes(total: number, band: number, minGap: number): Set<number> {
  const every = Math.max(1, Math.ceil(minGap / Math.max(band, 1)));
  const shown = new Set<number>();
  for (let index = total - 1; index >= 0; index -= every) shown.add(index);
  return shown;
}
