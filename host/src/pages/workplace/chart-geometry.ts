/**
 * The arithmetic of the workplace's two small charts (drawn as SVG, without a chart library: the landing
 * page then never loads G2, which stays the library of the analysis and visualization pages).
 */

/** The step of a value axis: 1, 2 or 5 times a power of ten, the smallest at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw * (1 - 1e-9));
  return step!;
}

/** An axis from below `min` to above `max` (0 always on it) in about `count` nice steps: its ticks, low to high. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const step = niceStep((high - low) / count || 1);
  const first = Math.floor(low / step);
  const last = Math.max(Math.ceil(high / step), first + 1);
  return Array.from({ length: last - first + 1 }, (_, i) => (first + i) * step);
}

/** A linear scale from the domain [d0, d1] onto the range [r0, r1]. */
export const linear = (d0: number, d1: number, r0: number, r1: number) => (value: number) => (d1 === d0 ? r0 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0));

/** The x of each of `count` points spread across [left, right] (one point: the middle). */
export function spread(count: number, left: number, right: number): number[] {
  if (count === 1) return [(left + right) / 2];
  return Array.from({ length: count }, (_, i) => left + (i * (right - left)) / (count - 1));
}

/** The index of the point nearest to `x` among `xs` (in order). */
export function nearest(xs: readonly number[], x: number): number {
  let best = 0;
  for (let i = 1; i < xs.length; i += 1) if (Math.abs(xs[i]! - x) < Math.abs(xs[best]! - x)) best = i;
  return best;
}

/** Which of `count` labels to show so that shown ones are at least `minGap` apart on a `width` wide axis: every n-th. */
export function labelEvery(count: number, width: number, minGap: number): number {
  if (count <= 1) return 1;
  return Math.max(1, Math.ceil((minGap * (count - 1)) / Math.max(1, width)));
}

/**
 * A donut's slices as dashes of one circle of `circumference`: each value's length along it and where it
 * starts, in order (a slice of a zero total is empty).
 */
export function slices(values: readonly number[], circumference: number): { length: number; start: number }[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  let start = 0;
  return values.map((value) => {
    const length = total > 0 ? (value / total) * circumference : 0;
    const slice = { length, start };
    start += length;
    return slice;
  });
}
