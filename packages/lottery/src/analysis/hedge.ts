import { LotteryError } from '../errors.js';
import { SCALE, assertSafe } from '../money.js';
import { LOSE, WIN } from '../rules/types.js';
import { settleJudgements } from '../settlement.js';

/** Upstream terms of a hedge on one outcome's own selection (TM number, P3 direct). */
export interface HedgeTerms {
  /** Odds x10,000, stake included. */
  readonly odds: number;
  readonly rebateBp: number;
}

export function checkHedgeTerms(terms: HedgeTerms, maxLoss: number): void {
  if (assertSafe(maxLoss, 'max loss') < 0) throw new LotteryError('BAD_STRATEGY', `max loss cannot be negative: ${maxLoss}`);
  if (assertSafe(terms.odds, 'upstream odds') <= 0) throw new LotteryError('BAD_STRATEGY', `upstream odds must be positive: ${terms.odds}`);
  if (assertSafe(terms.rebateBp, 'upstream rebate') < 0 || terms.rebateBp > SCALE) {
    throw new LotteryError('BAD_STRATEGY', `upstream rebate must be 0-10000 bp: ${terms.rebateBp}`);
  }
}

/**
 * What a hedge of h fen does to the book, settled like any line: `everywhere`
 * on every outcome (-h plus its rebate), `own` more on the outcome it wins.
 */
export function hedgeEffect(h: number, terms: HedgeTerms): { everywhere: number; own: number } {
  const line = { stake: h, odds: [terms.odds], rebateBp: terms.rebateBp };
  const everywhere = settleJudgements(line, [LOSE]).net;
  return { everywhere, own: settleJudgements(line, [WIN]).net - everywhere };
}

/** N after hedging hedges[i] on outcome i, with each hedge rounded as settlement will. */
export function hedgedNet(net: readonly number[], hedges: readonly number[], terms: HedgeTerms): number[] {
  let everywhere = 0;
  const own = hedges.map((h) => {
    if (h === 0) return 0;
    const effect = hedgeEffect(h, terms);
    everywhere += effect.everywhere;
    return effect.own;
  });
  return net.map((n, i) => n + everywhere + (own[i] ?? 0));
}

export const worstOf = (values: readonly number[]): number => values.reduce((m, v) => Math.min(m, v), Number.POSITIVE_INFINITY);
