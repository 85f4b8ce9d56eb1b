import { SCALE, assertSafe } from '../money.js';
import { checkHedgeTerms, hedgeEffect, type HedgeTerms } from './hedge.js';

/**
 * The exact minimal hedge for N'(w) >= -L, by the active set
 * (docs/domain/analysis.md#strategies). With a = 1 - r_u and O = O_u, the outcomes hedged are the k
 * lowest N; their total is H = sum_A(-L - N(j)) / (O - k a) and each
 * h_j = (-L - N(j) + a H) / O. k grows from the worst outcome until the next
 * one already stays above -L + a H. Rationals are kept as bigint: H = 10,000 P / D.
 */
export type ExactLossCap =
  | { readonly feasible: true; readonly active: readonly number[]; readonly P: bigint; readonly D: bigint }
  | { readonly feasible: false; readonly reason: string };

export function solveLossCapExact(net: readonly number[], maxLoss: number, terms: HedgeTerms): ExactLossCap {
  checkHedgeTerms(terms, maxLoss);
  return solve(net, maxLoss, terms);
}

/** The solve for any floor -maxLoss (the whole-fen search starts from a looser cap). */
function solve(net: readonly number[], maxLoss: number, terms: HedgeTerms): ExactLossCap {
  const order = net.map((_, i) => i).sort((x, y) => (net[x] ?? 0) - (net[y] ?? 0));
  const L = BigInt(maxLoss);
  const a4 = BigInt(SCALE - terms.rebateBp);
  const o4 = BigInt(terms.odds);
  const at = (k: number): bigint => BigInt(net[order[k] ?? 0] ?? 0);
  if (order.length === 0 || at(0) >= -L) return { feasible: true, active: [], P: 0n, D: 1n };
  let P = 0n;
  for (let k = 1; k <= order.length; k++) {
    P += -L - at(k - 1);
    const D = o4 - BigInt(k) * a4;
    if (D <= 0n) {
      return {
        feasible: false,
        reason: `infeasible: ${k} outcomes need a hedge and odds ${terms.odds / SCALE} <= ${k} x (1 - ${terms.rebateBp / SCALE})`,
      };
    }
    // The next outcome holds without a hedge when N(next) + L >= a H, i.e. (N(next) + L) D >= a4 P.
    if (k === order.length || (at(k) + L) * D >= a4 * P) return { feasible: true, active: order.slice(0, k), P, D };
  }
  throw new Error('unreachable: the loop returns at k = outcomes');
}

/** h_j of an exact solution as numerator / denominator (fen). */
export function exactHedge(net: number, maxLoss: number, terms: HedgeTerms, P: bigint, D: bigint): { num: bigint; den: bigint } {
  const a4 = BigInt(SCALE - terms.rebateBp);
  return { num: BigInt(SCALE) * ((-BigInt(maxLoss) - BigInt(net)) * D + a4 * P), den: BigInt(terms.odds) * D };
}

export interface HedgePlan {
  readonly feasible: boolean;
  readonly reason?: string;
  /** Hedge stake per outcome, whole fen. */
  readonly hedges: number[];
}

/** Passes of the whole-fen fixed point before giving up (it converges in a handful on real books). */
const MAX_PASSES = 100_000;

/** The least whole-fen hedge whose payout on its own outcome is at least `need`. */
function leastHedgePaying(need: number, terms: HedgeTerms): number {
  if (need <= 0) return 0;
  // round(h O / 10,000) >= need  <=>  h O >= 10,000 need - 5,000 (half up).
  let h = Math.max(0, Math.ceil((assertSafe(need * SCALE, 'hedge need') - SCALE / 2) / terms.odds));
  while (hedgeEffect(h, terms).own < need) h++;
  return h;
}

/**
 * The loss-cap lay-offs in whole fen, settled as settlement will round them.
 * Given the others, each outcome needs the least hedge that lifts it to -L;
 * raising any hedge only raises what the others need, so iterating from a
 * point below every solution climbs to the least whole-fen solution: no
 * hedge can be a fen smaller. The start is the exact solution for a cap
 * looser by the most rounding can give (a fen per hedge and one), floored.
 */
export function planLossCap(net: readonly number[], maxLoss: number, terms: HedgeTerms): HedgePlan {
  const none = net.map(() => 0);
  const exact = solveLossCapExact(net, maxLoss, terms);
  if (!exact.feasible) return { feasible: false, reason: exact.reason, hedges: none };
  const looser = maxLoss + net.length + 1;
  const start = solve(net, looser, terms);
  const hedges = start.feasible ? none.map((_, j) => (start.active.includes(j) ? floorHedge(net[j] ?? 0, looser, terms, start) : 0)) : none;
  let everywhere = hedges.reduce((sum, h) => sum + hedgeEffect(h, terms).everywhere, 0);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let changed = false;
    net.forEach((n, j) => {
      const least = leastHedgePaying(-maxLoss - n - everywhere, terms);
      const current = hedges[j] ?? 0;
      if (least > current) {
        everywhere += hedgeEffect(least, terms).everywhere - hedgeEffect(current, terms).everywhere;
        hedges[j] = least;
        changed = true;
      }
    });
    if (!changed) return { feasible: true, hedges };
  }
  return { feasible: false, reason: 'infeasible: the whole-fen hedges do not settle', hedges: none };
}

function floorHedge(net: number, maxLoss: number, terms: HedgeTerms, exact: ExactLossCap & { feasible: true }): number {
  const { num, den } = exactHedge(net, maxLoss, terms, exact.P, exact.D);
  return Math.max(0, Number(num / den));
}
