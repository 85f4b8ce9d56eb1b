import { LotteryError } from './errors.js';
import { gameOf, playTypeOf } from './games/index.js';
import type { PlayType } from './games/types.js';
import { assertSafe, mulDivRound, SCALE } from './money.js';
import { outcomeSets, ruleOf } from './rules/index.js';
import type { OutcomeContext } from './rules/types.js';
import { ZODIACS, animalOfYear, zodiacMapFor, type ZodiacMap } from './zodiac.js';

/** Lowest and highest return to player over a play's selections, in bp of the stake. */
export interface ReturnRange {
  readonly minBp: number;
  readonly maxBp: number;
}

/** One selection's expected return, exactly: `numerator / denominator` bp of the stake. */
export interface ExactReturn {
  readonly numerator: number;
  readonly denominator: number;
}

/** One map per year animal: the 49 numbers' animals move with the year (2020 Rat ... 2031 Pig). */
const EVERY_YEAR_ANIMAL: readonly ZodiacMap[] = ZODIACS.map((_, i) => {
  const year = 2020 + i;
  return zodiacMapFor({ year, start: `${year}-02-01`, animal: animalOfYear(year) });
});

function checkTerms(type: PlayType, odds: readonly number[], rebateBp: number): void {
  if (odds.length !== type.oddsSlots.length) {
    throw new LotteryError('BAD_ODDS', `${type.code} has ${type.oddsSlots.length} odds slot(s), got ${odds.length} odds`);
  }
  for (const value of odds) {
    if (assertSafe(value, 'odds') < 0) throw new LotteryError('BAD_ODDS', `odds cannot be negative, got ${value}`);
  }
  if (assertSafe(rebateBp, 'rebate') < 0 || rebateBp > SCALE) {
    throw new LotteryError('BAD_RATE', `a rebate is 0-10000 bp, got ${rebateBp}`);
  }
}

/**
 * Expected return per unit stake of one selection of a single-outcome play, over the N equally
 * likely outcomes: `(|win| x odds(slot) + |tie| x 10000 + (N - |tie|) x rebate) / N` bp. A tie
 * refunds the stake and earns no rebate. For plays priced by selection the odds value is the
 * return against fair odds, so a win pays (N / |win|) x return and the win term is N x return.
 */
export function selectionReturn(
  play: string,
  selection: string,
  odds: readonly number[],
  rebateBp: number,
  context: OutcomeContext = {},
): ExactReturn {
  const type = playTypeOf(play);
  checkTerms(type, odds, rebateBp);
  const outcomes = gameOf(type.game).outcomes.length;
  const sets = outcomeSets(play, selection, context);
  const slotOdds = odds[sets.oddsSlot] ?? 0;
  const winTerm = type.typicalReturnBp === undefined ? sets.win.length * slotOdds : outcomes * slotOdds;
  const numerator = winTerm + sets.tie.length * SCALE + (outcomes - sets.tie.length) * rebateBp;
  return { numerator: assertSafe(numerator, 'expected return'), denominator: outcomes };
}

/**
 * Return to player of a plan row (DOMAIN.md §3): the lowest and highest expected return over every
 * selection of the play, each rounded once, half up, to whole bp. Null for plays that depend on
 * several drawn numbers (ZM, PT_*, LM_*). Without a zodiac map in `context` the range covers every
 * year animal (the counts per animal do not change with the year, so it is the range of any year).
 */
export function returnToPlayer(
  play: string,
  odds: readonly number[],
  rebateBp: number,
  context: OutcomeContext = {},
): ReturnRange | null {
  const type = playTypeOf(play);
  if (type.outcomeSpace !== 'single') return null;
  checkTerms(type, odds, rebateBp);
  const maps: readonly (ZodiacMap | undefined)[] = context.zodiac || type.game !== 'MARK6' ? [context.zodiac] : EVERY_YEAR_ANIMAL;
  let minBp = Number.POSITIVE_INFINITY;
  let maxBp = Number.NEGATIVE_INFINITY;
  for (const zodiac of maps) {
    for (const selection of ruleOf(play).selections()) {
      const exact = selectionReturn(play, selection, odds, rebateBp, { zodiac });
      const bp = mulDivRound(exact.numerator, 1, exact.denominator);
      minBp = Math.min(minBp, bp);
      maxBp = Math.max(maxBp, bp);
    }
  }
  return { minBp, maxBp };
}
