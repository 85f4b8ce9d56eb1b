import { SCALE } from '../money.js';
import { checkHedgeTerms, hedgedNet, worstOf, type HedgeTerms } from './hedge.js';
import type { HedgePlan } from './loss-cap.js';

export interface UniformKeepPlan extends HedgePlan {
  /** x: the house keeps min(stake_i, x) on every outcome and lays off the rest. */
  readonly keepLevel: number;
}

/** How far below a segment's real-valued answer to look for the rounded one. */
const ROUNDING_WINDOW = 64;

/**
 * Uniform keep: the largest x such that laying off max(0, s_i - x) on every
 * outcome i keeps N' >= -L. Between two consecutive stakes the hedged set I
 * is fixed and N'(w; x) is linear in x with one slope inside I (a|I| - O)
 * and one outside (a|I|), so the worst case is the lower of two lines: the
 * lowest N + O s inside I and the lowest N outside. Segments are walked from
 * the top (no lay-off) down; the first feasible one holds the largest x,
 * found in reals and confirmed with settlement rounding. When no x meets the
 * cap, x maximises the worst case instead.
 */
export function planUniformKeep(
  net: readonly number[],
  kept: readonly number[],
  maxLoss: number,
  terms: HedgeTerms,
): UniformKeepPlan {
  checkHedgeTerms(terms, maxLoss);
  const hedgesAt = (x: number): number[] => kept.map((s) => Math.max(0, s - x));
  const worstAt = (x: number): number => worstOf(hedgedNet(net, hedgesAt(x), terms));
  const plan = (feasible: boolean, keepLevel: number): UniformKeepPlan => ({
    feasible, keepLevel, hedges: hedgesAt(keepLevel),
    ...(feasible ? {} : { reason: 'infeasible: no uniform keep meets the cap; the keep level maximises the worst case' }),
  });

  const order = kept.map((_, i) => i).sort((x, y) => (kept[y] ?? 0) - (kept[x] ?? 0));
  const stakeAt = (k: number): number => (k < order.length ? (kept[order[k] ?? 0] ?? 0) : 0);
  const top = stakeAt(0);
  if (worstAt(top) >= -maxLoss) return plan(true, top);

  const a = (SCALE - terms.rebateBp) / SCALE;
  const O = terms.odds / SCALE;
  const outMin: number[] = new Array<number>(order.length + 1).fill(Number.POSITIVE_INFINITY);
  for (let k = order.length - 1; k >= 0; k--) outMin[k] = Math.min(outMin[k + 1] ?? Infinity, net[order[k] ?? 0] ?? 0);

  interface Segment { lo: number; hi: number; inside: (x: number) => number; outside: (x: number) => number; slopeIn: number; slopeOut: number; minIn: number; minOut: number }
  const segments: Segment[] = [];
  let sum = 0;
  let minIn = Number.POSITIVE_INFINITY;
  for (let k = 1; k <= order.length; k++) {
    const i = order[k - 1] ?? 0;
    const s = kept[i] ?? 0;
    sum += s;
    minIn = Math.min(minIn, (net[i] ?? 0) + O * s);
    const lo = stakeAt(k);
    const hi = s;
    if (lo === hi && k < order.length) continue;
    const minOut = outMin[k] ?? Infinity;
    const slopeIn = a * k - O;
    const slopeOut = a * k;
    const base = -a * sum;
    segments.push({
      lo, hi, slopeIn, slopeOut, minIn, minOut,
      inside: (x) => minIn + base + slopeIn * x,
      outside: (x) => minOut + base + slopeOut * x,
    });
  }

  // Largest x with both lines >= -L, walking down from the top segment.
  for (const seg of segments) {
    let lb = seg.lo;
    let ub = seg.hi;
    for (const [slope, line] of [[seg.slopeIn, seg.inside], [seg.slopeOut, seg.outside]] as const) {
      const atZero = line(0);
      if (!Number.isFinite(atZero)) continue;
      // line(x) = atZero + slope x >= -L
      if (slope > 0) lb = Math.max(lb, (-maxLoss - atZero) / slope);
      else if (slope < 0) ub = Math.min(ub, (-maxLoss - atZero) / slope);
      else if (atZero < -maxLoss) ub = -Infinity;
    }
    if (lb > ub + 1) continue;
    const start = Math.min(seg.hi, Math.floor(ub) + 2);
    const stop = Math.max(seg.lo, Math.floor(lb) - ROUNDING_WINDOW);
    for (let x = start; x >= stop; x--) if (worstAt(x) >= -maxLoss) return plan(true, x);
  }

  // No x meets the cap: maximise the worst case (the best of each segment's ends and crossing).
  let best = { x: 0, value: Number.NEGATIVE_INFINITY };
  for (const seg of segments) {
    const crossing = Number.isFinite(seg.minOut) ? (seg.minIn - seg.minOut) / O : seg.lo;
    for (const x of [seg.lo, seg.hi, Math.min(seg.hi, Math.max(seg.lo, crossing))]) {
      const value = Math.min(seg.inside(x), seg.outside(x));
      if (value > best.value) best = { x, value };
    }
  }
  const candidates = [Math.floor(best.x), Math.ceil(best.x)].map((x) => ({ x, worst: worstAt(x) }));
  const chosen = candidates.reduce((p, c) => (c.worst > p.worst || (c.worst === p.worst && c.x > p.x) ? c : p));
  return plan(false, chosen.x);
}
