import { gameOf, playTypeOf } from '../games/index.js';
import type { GameCode } from '../games/types.js';
import { LotteryError } from '../errors.js';
import { SCALE, applyRate, assertSafe } from '../money.js';
import { outcomeSets, ruleOf } from '../rules/index.js';
import { LOSE, TIE, type Judgement, type OutcomeContext, type OutcomeSets } from '../rules/types.js';
import { settleJudgements } from '../settlement.js';
import type { Layoff, Position } from './types.js';

/** A position or lay-off reduced to one combination, terms checked. */
export interface Unit {
  readonly play: string;
  /** One canonical combination. */
  readonly selection: string;
  readonly stake: number;
  readonly odds: readonly number[];
  readonly rebateBp: number;
  readonly keptBp: number;
  /** 'book': customers' bets (the house holds the other side); 'layoff': the house's own bets upstream. */
  readonly side: 'book' | 'layoff';
  readonly lines: number;
  readonly single: boolean;
  /** Index of the position or lay-off it came from: rebates round once per source line. */
  readonly source: number;
}

function checkRate(value: number, what: string): number {
  if (assertSafe(value, what) < 0 || value > SCALE) throw new LotteryError('BAD_RATE', `${what} must be 0-10000 bp, got ${value}`);
  return value;
}

/** Checks positions or lay-offs against the game and breaks them into combinations. */
export function toUnits(game: GameCode, items: readonly (Position | Layoff)[], side: Unit['side']): Unit[] {
  return items.flatMap((item, source) => {
    const type = playTypeOf(item.play);
    if (type.game !== game) throw new LotteryError('WRONG_GAME', `${item.play} is not a ${game} play`);
    const rule = ruleOf(item.play);
    if (assertSafe(item.stake, 'stake') < 0) throw new LotteryError('BAD_STAKE', `stake cannot be negative: ${item.stake}`);
    if (assertSafe(item.odds, 'odds') <= 0) throw new LotteryError('BAD_ODDS', `odds must be positive: ${item.odds}`);
    const odds = item.odds2 === undefined ? [item.odds] : [item.odds, assertSafe(item.odds2, 'odds2')];
    const keptBp = 'keptShareBp' in item && item.keptShareBp !== undefined ? checkRate(item.keptShareBp, 'kept share') : SCALE;
    const lines = 'lines' in item && item.lines !== undefined ? assertSafe(item.lines, 'lines') : 1;
    const rebateBp = checkRate(item.rebateBp, 'rebate');
    return rule.combinations(rule.normalise(item.selection)).map((selection): Unit => ({
      play: item.play, selection, stake: item.stake, odds, rebateBp, keptBp, side, lines, single: type.outcomeSpace === 'single', source,
    }));
  });
}

/** The house's result from a unit for one judgement: its kept share of the book, or its own bet's net. */
export function unitResult(unit: Unit, judgement: Judgement): { value: number; payout: number } {
  const settled = settleJudgements(unit, [judgement]);
  const value = unit.side === 'book' ? applyRate(-settled.net, unit.keptBp) : settled.net;
  return { value, payout: settled.payout };
}

/** Memoised win/tie sets for one analysis (one zodiac context). */
export function setsCache(context: OutcomeContext): (unit: Unit) => OutcomeSets {
  const cache = new Map<string, OutcomeSets>();
  return (unit) => {
    const key = `${unit.play}|${unit.selection}`;
    let sets = cache.get(key);
    if (!sets) {
      sets = outcomeSets(unit.play, unit.selection, context);
      cache.set(key, sets);
    }
    return sets;
  };
}

const bump = (values: Float64Array, index: number, amount: number): void => {
  values[index] = (values[index] ?? 0) + amount;
};

export interface OutcomeBook {
  /** N(outcome) for every outcome index. */
  readonly net: number[];
  /** Customer stake that wins on each outcome. */
  readonly stake: number[];
  /** Customer payout (wins and tie refunds) on each outcome. */
  readonly payout: number[];
}

/**
 * N(outcome) = sum over units of their lose value, plus (win - lose) on
 * their win set and (tie - lose) on their tie set: every unit takes only
 * three values, so the book costs the size of the sets, not units x outcomes.
 */
export function outcomeBook(units: readonly Unit[], size: number, setsOf: (unit: Unit) => OutcomeSets): OutcomeBook {
  const net = new Float64Array(size);
  const stake = new Float64Array(size);
  const payout = new Float64Array(size);
  let base = 0;
  for (const unit of units) {
    const sets = setsOf(unit);
    const lose = unitResult(unit, LOSE).value;
    const win = unitResult(unit, { result: 'win', oddsSlot: sets.oddsSlot });
    const tie = unitResult(unit, TIE);
    base += lose;
    const isBook = unit.side === 'book';
    for (const o of sets.win) {
      bump(net, o, win.value - lose);
      if (isBook) {
        bump(stake, o, unit.stake);
        bump(payout, o, win.payout);
      }
    }
    for (const o of sets.tie) {
      bump(net, o, tie.value - lose);
      if (isBook) bump(payout, o, tie.payout);
    }
  }
  const safe = (values: Float64Array, what: string, add = 0): number[] => Array.from(values, (v) => assertSafe(v + add, what));
  return { net: safe(net, 'book result', base), stake: safe(stake, 'stake'), payout: safe(payout, 'payout') };
}

/** Outcome keys of a game's single-outcome space and the play whose selections are those keys. */
export function outcomeSpace(game: GameCode): { keys: readonly string[]; instrument: string } {
  return { keys: gameOf(game).outcomes, instrument: game === 'MARK6' ? 'TM' : 'P3_DIRECT' };
}
