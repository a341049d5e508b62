/**
 * The arithmetic of the daily charts (DailyChart.tsx): round axis ticks and the days whose labels fit.
 */

/** A step of 1, 2, 2.5 or 5 × 10ⁿ that cuts `span` into at most about `count` parts. */
function niceStep(span: number, count: number, wholeNumbers: boolean): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return wholeNumbers ? Math.max(1, Math.ceil(step)) : step;
}

/**
 * Ticks from 0 (or below, for losses) to at least the largest value, evenly spaced on round numbers: the axis's
 * domain is the first and last tick. An all-zero series gets 0 to 1 (whole numbers) or 0 to 1 as well.
 */
export function niceTicks(values: number[], wholeNumbers: boolean, count = 5): number[] {
  const finite = values.filter(Number.isFinite);
  const min = Math.min(0, ...finite);
  const max = Math.max(0, ...finite);
  if (min === max) return [0, 1];
  const step = niceStep(max - min, count, wholeNumbers);
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v < max + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)));
  if (ticks.length < 2) ticks.push(first + step);
  return ticks;
}

/** Every n-th day gets a label, n the smallest that leaves `minGap` pixels between labels `labelWidth` wide. */
export function labelEvery(days: number, width: number, labelWidth: number, minGap: number): number {
  if (days <= 1) return 1;
  const perDay = width / days;
  return Math.max(1, Math.ceil((labelWidth + minGap) / perDay));
}
