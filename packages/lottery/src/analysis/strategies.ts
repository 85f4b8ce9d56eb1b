import { LotteryError } from '../errors.js';
import { SCALE, applyRate, assertSafe } from '../money.js';
import type { Unit } from './book.js';
import { planLossCap, type HedgePlan } from './loss-cap.js';
import { keptStakeOf, passThroughLayoffs } from './pass-through.js';
import type { Layoff, Strategy, StrategyResult } from './types.js';
import { planUniformKeep } from './uniform-keep.js';

export interface BookState {
  readonly book: readonly Unit[];
  readonly existing: readonly Unit[];
  /** N before the strategy, per outcome. */
  readonly net: readonly number[];
  readonly keys: readonly string[];
  /** The play whose selection i wins only on outcome i (TM, P3_DIRECT). */
  readonly instrument: string;
}

export interface StrategyPlan {
  readonly result: StrategyResult;
  readonly layoffs: Layoff[];
}

/** Stake per outcome on the instrument the house still holds: kept customer stake less lay-offs. */
function instrumentStakes(state: BookState): number[] {
  const index = new Map(state.keys.map((k, i) => [k, i]));
  const held = state.keys.map(() => 0);
  const add = (unit: Unit, amount: number): void => {
    const i = unit.play === state.instrument ? index.get(unit.selection) : undefined;
    if (i !== undefined) held[i] = (held[i] ?? 0) + amount;
  };
  for (const unit of state.book) add(unit, keptStakeOf(unit));
  for (const unit of state.existing) add(unit, -unit.stake);
  return held.map((s) => Math.max(0, s));
}

function hedgeLayoffs(state: BookState, plan: HedgePlan, odds: number, rebateBp: number): Layoff[] {
  return plan.hedges.flatMap((stake, i) =>
    stake > 0 ? [{ play: state.instrument, selection: state.keys[i] ?? '', stake, odds, rebateBp }] : []);
}

function result(kind: Strategy['kind'], plan: { feasible: boolean; reason?: string }, extra: { keepLevel?: number } = {}): StrategyResult {
  return { kind, feasible: plan.feasible, ...(plan.reason === undefined ? {} : { reason: plan.reason }), ...extra };
}

export function planStrategy(strategy: Strategy, state: BookState): StrategyPlan {
  switch (strategy.kind) {
    case 'keep-ratio': {
      const keepBp = assertSafe(strategy.keepBp, 'keep bp');
      if (keepBp < 0 || keepBp > SCALE) throw new LotteryError('BAD_STRATEGY', `keep ratio must be 0-10000 bp, got ${keepBp}`);
      return {
        result: result(strategy.kind, { feasible: true }),
        layoffs: passThroughLayoffs(state.book, state.existing, (kept) => applyRate(kept, keepBp)),
      };
    }
    case 'stake-cap': {
      const cap = assertSafe(strategy.cap, 'cap');
      if (cap < 0) throw new LotteryError('BAD_STRATEGY', `stake cap cannot be negative, got ${cap}`);
      return {
        result: result(strategy.kind, { feasible: true }),
        layoffs: passThroughLayoffs(state.book, state.existing, (kept) => Math.min(kept, cap)),
      };
    }
    case 'loss-cap': {
      const terms = { odds: strategy.upstreamOdds, rebateBp: strategy.upstreamRebateBp };
      const plan = planLossCap(state.net, strategy.maxLoss, terms);
      return { result: result(strategy.kind, plan), layoffs: hedgeLayoffs(state, plan, terms.odds, terms.rebateBp) };
    }
    case 'uniform-keep': {
      const terms = { odds: strategy.upstreamOdds, rebateBp: strategy.upstreamRebateBp };
      const plan = planUniformKeep(state.net, instrumentStakes(state), strategy.maxLoss, terms);
      return {
        result: result(strategy.kind, plan, { keepLevel: plan.keepLevel }),
        layoffs: hedgeLayoffs(state, plan, terms.odds, terms.rebateBp),
      };
    }
    default:
      throw new LotteryError('BAD_STRATEGY', `unknown strategy ${(strategy as { kind: string }).kind}`);
  }
}
