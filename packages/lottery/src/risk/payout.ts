import { LotteryError } from '../errors.js';
import { playTypeOf } from '../games/index.js';
import { SCALE, assertSafe, mulDivRound } from '../money.js';
import { choose } from '../rules/counting.js';
import { mark6Draw } from '../rules/draws.js';
import { outcomeSets, ruleOf, winCounts } from '../rules/index.js';
import type { Judgement, OutcomeContext } from '../rules/types.js';
import { DEFAULT_ZODIAC_YEARS, zodiacMapFor, type Zodiac, type ZodiacMap } from '../zodiac.js';
import { riskKey, type RiskRefusal } from './refusal.js';

/**
 * Payout caps: the most one order may pay out, and the most one selection or combination may pay out
 * across the whole book. Payouts include the stake (odds do) and round once per line, as settlement does.
 */

/** A line as the caps see it: canonical selection, stake per combination, its odds slots (x10,000). */
export interface PayoutLine {
  readonly play: string;
  readonly selection: string;
  readonly stake: number;
  readonly odds: readonly number[];
}

/** The draw's zodiac map: zodiac plays (and DOMESTIC / WILD) need it. */
export type PayoutContext = OutcomeContext;

/** What one judged combination pays per unit of stake (x10,000): its slot's odds, 1 for a tie. */
function weightOf(judgement: Judgement, odds: readonly number[]): number {
  if (judgement.result === 'lose') return 0;
  if (judgement.result === 'tie') return SCALE;
  const slotOdds = odds[judgement.oddsSlot];
  if (slotOdds === undefined) throw new LotteryError('NO_ODDS_SLOT', `the line has no odds for slot ${judgement.oddsSlot}`);
  return slotOdds;
}

const slotOdds = (odds: readonly number[], slot: number): number => weightOf({ result: 'win', oddsSlot: slot }, odds);

/**
 * The most one combination can pay per unit of stake (x10,000): the highest odds among the slots it
 * can win at (a tie refunds: 1), from the play's outcome sets or its counts of winning draws.
 */
export function combinationOdds(play: string, combination: string, odds: readonly number[], context: PayoutContext = {}): number {
  if (ruleOf(play).sets) {
    const sets = outcomeSets(play, combination, context);
    return Math.max(sets.win.length > 0 ? slotOdds(odds, sets.oddsSlot) : 0, sets.tie.length > 0 ? SCALE : 0);
  }
  return winCounts(play, combination, context).reduce((best, count, slot) => (count > 0n ? Math.max(best, slotOdds(odds, slot)) : best), 0);
}

/** Any map will do where the play does not read animals (number sets judge numbers only). */
const ANY_ZODIAC = zodiacMapFor(DEFAULT_ZODIAC_YEARS[0] as (typeof DEFAULT_ZODIAC_YEARS)[number]);
const FILLERS = [49, 48, 47, 46, 45, 44, 43];

/**
 * A number-set play (LM, NH): what one combination of `pick` numbers pays when `regular` of them are
 * among the six regular numbers and (`special`) one is the special, judged by the play's own rule.
 */
function numberSetWeight(play: string, pick: number, regular: number, special: boolean, odds: readonly number[]): number {
  const combination = Array.from({ length: pick }, (_, i) => i + 1);
  const drawnRegular = [...combination.slice(0, regular), ...FILLERS.slice(0, 6 - regular)];
  const draw = mark6Draw(drawnRegular, special ? regular + 1 : (FILLERS[6] as number), ANY_ZODIAC);
  return weightOf(ruleOf(play).judge(combination.join(','), draw), odds);
}

/**
 * The best draw for a line of k numbers on a number-set play: a draw matters only by how many of the
 * k are regular (h) and whether one is the special (s). For each possible (h, s), the combinations
 * with i of the h and j of the s number in them number C(h,i) C(s,j) C(k-h-s, pick-i-j), each paying
 * what the rule pays for (i, j).
 */
function numberSetOddsSum(play: string, k: number, odds: readonly number[]): bigint {
  const pick = playTypeOf(play).pick as number;
  const weights = new Map<string, bigint>();
  const weight = (i: number, j: number): bigint => {
    const key = `${i},${j}`;
    if (!weights.has(key)) weights.set(key, BigInt(numberSetWeight(play, pick, i, j === 1, odds)));
    return weights.get(key) as bigint;
  };
  let best = 0n;
  for (let h = 0; h <= Math.min(k, 6); h++) {
    for (const s of [0, 1]) {
      const outside = 49 - k;
      if (h + s > k || 6 - h > outside || (s === 0 && outside - (6 - h) < 1)) continue;
      let sum = 0n;
      for (let i = 0; i <= Math.min(h, pick); i++) {
        for (let j = 0; j <= s; j++) {
          const ways = choose(h, i) * choose(s, j) * choose(k - h - s, pick - i - j);
          if (ways > 0n) sum += ways * weight(i, j);
        }
      }
      if (sum > best) best = sum;
    }
  }
  return best;
}

/**
 * The best draw for a linked-zodiac line (LX) of k animals: the seven drawn numbers show at most
 * seven animals, and more of the line's animals drawn never pays less. With more than seven, only
 * whether the year's animal is among the seven changes the slots, so both are tried: one number of
 * each drawn animal, the rest from animals outside the line, every combination judged by the rule.
 */
function zodiacSetOddsSum(play: string, selection: string, odds: readonly number[], zodiac: ZodiacMap): number {
  const rule = ruleOf(play);
  const animals = selection.split(',') as Zodiac[];
  const others = animals.filter((a) => a !== zodiac.yearAnimal);
  const candidates = animals.length <= 7
    ? [animals]
    : [others.slice(0, 7), ...(others.length < animals.length ? [[zodiac.yearAnimal, ...others.slice(0, 6)]] : [])];
  const numberOf = (animal: Zodiac): number => zodiac.animals.indexOf(animal) + 1;
  const outside = zodiac.animals.flatMap((a, i) => (animals.includes(a) ? [] : [i + 1]));
  let best = 0;
  for (const drawnAnimals of candidates) {
    const drawn = [...drawnAnimals.map(numberOf), ...outside.slice(0, 7 - drawnAnimals.length)];
    const draw = mark6Draw(drawn.slice(0, 6), drawn[6] as number, zodiac);
    const sum = rule.combinations(selection).reduce((total, c) => total + weightOf(rule.judge(c, draw), odds), 0);
    best = Math.max(best, sum);
  }
  return best;
}

function requireZodiac(context: PayoutContext): ZodiacMap {
  if (!context.zodiac) throw new LotteryError('NO_ZODIAC', 'this play needs the zodiac map of the draw');
  return context.zodiac;
}

/**
 * The most a line can pay on any one draw, in fen (stake included, rounded once as settlement rounds
 * it): a single combination at the best slot it can win at; a compound line at its best draw, where
 * only some of its combinations can win together (seven numbers drawn).
 */
export function lineMaxPayout(line: PayoutLine, context: PayoutContext = {}): number {
  assertSafe(line.stake, 'stake');
  const type = playTypeOf(line.play);
  const selection = ruleOf(line.play).normalise(line.selection);
  let oddsSum: number;
  if (type.selection === 'numbers') {
    oddsSum = Number(numberSetOddsSum(line.play, selection.split(',').length, line.odds));
  } else if (type.selection === 'zodiacs' && type.pick !== undefined) {
    // 连肖 (a compound set of animals); 合肖 is one selection on the special, priced by its outcome sets below
    oddsSum = zodiacSetOddsSum(line.play, selection, line.odds, requireZodiac(context));
  } else {
    oddsSum = combinationOdds(line.play, selection, line.odds, context);
  }
  return mulDivRound(line.stake, assertSafe(oddsSum, 'odds sum'), SCALE);
}

/**
 * The first line at which the order's lines, each at its most (`lineMaxPayout`), add up to more than
 * one order may pay out. The sum is a bound: lines on different numbers cannot all win at once.
 */
export function orderPayoutRefusal(lines: readonly PayoutLine[], cap: number | null, context: PayoutContext = {}): RiskRefusal | null {
  if (cap === null) return null;
  let total = 0;
  for (const [index, line] of lines.entries()) {
    total = assertSafe(total + lineMaxPayout(line, context), 'order payout');
    if (total > cap) return { rule: 'order-payout-cap', line: index, play: line.play, selection: line.selection, limit: cap, taken: null, asked: total };
  }
  return null;
}

/**
 * What a line pays on each of its combinations if that combination wins (fen, by `riskKey(play,
 * combination)`): round(stake x the combination's best odds). A compound line counts on every
 * combination it holds; a plain line's one combination is its selection.
 */
export function combinationPayouts(line: PayoutLine, context: PayoutContext = {}): Map<string, number> {
  assertSafe(line.stake, 'stake');
  const rule = ruleOf(line.play);
  const sameForAll = playTypeOf(line.play).selection === 'numbers';
  const payouts = new Map<string, number>();
  let odds: number | null = null;
  for (const combination of rule.combinations(rule.normalise(line.selection))) {
    if (odds === null || !sameForAll) odds = combinationOdds(line.play, combination, line.odds, context);
    const key = riskKey(line.play, combination);
    payouts.set(key, (payouts.get(key) ?? 0) + mulDivRound(line.stake, odds, SCALE));
  }
  return payouts;
}

export interface BookPayoutCheck {
  /** The first line that takes a selection or combination over the cap; null when every line fits. */
  readonly refusal: RiskRefusal | null;
  /** What the order adds to each combination's payout (what the book stores when it is taken). */
  readonly added: ReadonlyMap<string, number>;
}

/**
 * The cap on one selection or combination across the whole book, over each line's `combinationPayouts`
 * (computed once by the caller, who locks the book's rows of their keys first). The payout of a
 * combination C is summed over every line whose selection holds C: the plain lines on C and the compound
 * lines with C among their combinations (`二中二 1,2,3` pays on 1,2 if 1,2 wins). `payoutOf(key)` is what
 * the book holds on C before the order; the order's own lines add up with it, in order. Every sum is
 * checked safe: with a cap, no sum passes the cap by more than one line's payout before it is refused.
 */
export function bookPayoutRefusal(
  lines: readonly PayoutLine[],
  payouts: readonly ReadonlyMap<string, number>[],
  payoutOf: (key: string) => number,
  cap: number | null,
): BookPayoutCheck {
  const added = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    for (const [key, payout] of payouts[index] ?? []) {
      const asked = assertSafe((added.get(key) ?? 0) + payout, 'combination payout');
      added.set(key, asked);
      const taken = payoutOf(key);
      if (cap !== null && assertSafe(taken + asked, 'book payout') > cap) {
        const refusal: RiskRefusal = {
          rule: 'selection-payout-cap', line: index, play: line.play, selection: line.selection, limit: cap, taken, asked,
          combination: key.slice(line.play.length + 1),
        };
        return { refusal, added };
      }
    }
  }
  return { refusal: null, added };
}

/** `bookPayoutRefusal` over the lines' own combination payouts. */
export function bookPayoutCheck(
  lines: readonly PayoutLine[],
  payoutOf: (key: string) => number,
  cap: number | null,
  context: PayoutContext = {},
): BookPayoutCheck {
  return bookPayoutRefusal(lines, lines.map((line) => combinationPayouts(line, context)), payoutOf, cap);
}
