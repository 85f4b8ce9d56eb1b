import { LotteryError } from './errors.js';
import { gameOf, playTypeOf } from './games/index.js';
import type { PlayType } from './games/types.js';
import { assertSafe, SCALE } from './money.js';
import { MARK6_DRAWS } from './rules/counting.js';
import { outcomeSets, ruleOf, selectionsOf, winCounts } from './rules/index.js';
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

/** What a single-outcome selection's return depends on besides the terms: its odds slot and how many outcomes win and tie. */
interface SingleShape {
  readonly oddsSlot: number;
  readonly win: number;
  readonly tie: number;
}

/**
 * Expected return per unit stake of a single-outcome selection of that shape, over the N equally likely
 * outcomes: `(|win| x odds(slot) + |tie| x 10000 + (N - |tie|) x rebate) / N` bp. A tie refunds the stake
 * and earns no rebate. For plays priced by selection the odds value is the return against fair odds, so a
 * win pays (N / |win|) x return and the win term is N x return.
 */
function singleReturn(type: PlayType, shape: SingleShape, odds: readonly number[], rebateBp: number): ExactReturn {
  const outcomes = gameOf(type.game).outcomes.length;
  const slotOdds = odds[shape.oddsSlot] ?? 0;
  const winTerm = type.typicalReturnBp === undefined ? shape.win * slotOdds : outcomes * slotOdds;
  const numerator = winTerm + shape.tie * SCALE + (outcomes - shape.tie) * rebateBp;
  return { numerator: assertSafe(numerator, 'expected return'), denominator: outcomes };
}

/**
 * Expected return per unit stake of a multi-number combination winning `wins[slot]` of the MARK6_DRAWS
 * equally likely draws: `(sum over slots of wins(slot) x odds(slot) + draws x rebate) / draws` bp (these
 * plays never tie). In bigint: the counts times high odds leave the safe range.
 */
function multiReturn(wins: readonly bigint[], odds: readonly number[], rebateBp: number): { numerator: bigint; denominator: bigint } {
  const winTerm = wins.reduce((sum, count, slot) => sum + count * BigInt(odds[slot] ?? 0), 0n);
  return { numerator: winTerm + MARK6_DRAWS * BigInt(rebateBp), denominator: MARK6_DRAWS };
}

const shapeOf = (play: string, selection: string, context: OutcomeContext): SingleShape => {
  const sets = outcomeSets(play, selection, context);
  return { oddsSlot: sets.oddsSlot, win: sets.win.length, tie: sets.tie.length };
};

/** One selection of a single-outcome play, exactly: `numerator / denominator` bp of the stake (singleReturn). */
export function selectionReturn(
  play: string,
  selection: string,
  odds: readonly number[],
  rebateBp: number,
  context: OutcomeContext = {},
): ExactReturn {
  const type = playTypeOf(play);
  checkTerms(type, odds, rebateBp);
  return singleReturn(type, shapeOf(play, selection, context), odds, rebateBp);
}

/** One combination of a multi-number play, exactly, over every draw (multiReturn). */
export function combinationReturn(
  play: string,
  selection: string,
  odds: readonly number[],
  rebateBp: number,
  context: OutcomeContext = {},
): { numerator: bigint; denominator: bigint } {
  const type = playTypeOf(play);
  checkTerms(type, odds, rebateBp);
  return multiReturn(winCounts(play, selection, context), odds, rebateBp);
}

/** The distinct shapes of a play's selections: what its return range is computed from, whatever the terms. */
type Shapes = { readonly single: readonly SingleShape[] } | { readonly multi: readonly (readonly bigint[])[] };

const distinct = <T>(items: readonly T[], key: (item: T) => string): T[] => [...new Map(items.map((item) => [key(item), item])).values()];

function countShapes(type: PlayType, zodiac: ZodiacMap | undefined): Shapes {
  if (type.outcomeSpace === 'single') {
    const shapes = selectionsOf(type.code).map((selection) => shapeOf(type.code, selection, { zodiac }));
    return { single: distinct(shapes, (s) => `${s.oddsSlot}:${s.win}:${s.tie}`) };
  }
  const counts = multiSelections(type).map((selection) => winCounts(type.code, selection, { zodiac }));
  return { multi: distinct(counts, (wins) => wins.join(',')) };
}

/**
 * Shapes by zodiac map (the maps of every year animal are module constants; a caller's own map is kept as
 * long as the caller keeps it) and play. Counting them walks every selection of every year (tens of thousands
 * for a Mark Six plan: seconds of CPU, which held up the server for every plan's returns); they never depend
 * on the terms, so they are counted once and a plan's returns are a few multiplications.
 */
const SHAPES = new WeakMap<object, Map<string, Shapes>>();
const NO_ZODIAC = {};

function shapesOf(type: PlayType, zodiac: ZodiacMap | undefined): Shapes {
  let byPlay = SHAPES.get(zodiac ?? NO_ZODIAC);
  if (!byPlay) SHAPES.set(zodiac ?? NO_ZODIAC, (byPlay = new Map()));
  let shapes = byPlay.get(type.code);
  if (!shapes) byPlay.set(type.code, (shapes = countShapes(type, zodiac)));
  return shapes;
}

/** Half up to whole bp. */
const roundBp = (numerator: bigint, denominator: bigint): number => Number((2n * numerator + denominator) / (2n * denominator));

/** Selections a multi-number row is valued on: every one, or for number sets one (all are priced alike). */
function multiSelections(type: PlayType): readonly string[] {
  const rule = ruleOf(type.code);
  return rule.selections?.() ?? [Array.from({ length: type.pick ?? 1 }, (_, i) => i + 1).join(',')];
}

/**
 * Return to player of a plan row (docs/domain/plans.md#return-to-player): the lowest and highest expected return over every
 * selection of the play, each rounded once, half up, to whole bp. Multi-number plays are valued per
 * combination over every draw (`combinationReturn`). Without a zodiac map in `context` the range
 * covers every year animal (the counts per animal do not change with the year, so it is the range
 * of any year; multi-number plays use one year for that reason).
 */
export function returnToPlayer(
  play: string,
  odds: readonly number[],
  rebateBp: number,
  context: OutcomeContext = {},
): ReturnRange {
  const type = playTypeOf(play);
  checkTerms(type, odds, rebateBp);
  const single = type.outcomeSpace === 'single';
  const maps: readonly (ZodiacMap | undefined)[] =
    context.zodiac || type.game !== 'MARK6' ? [context.zodiac] : single ? EVERY_YEAR_ANIMAL : EVERY_YEAR_ANIMAL.slice(0, 1);
  let minBp = Number.POSITIVE_INFINITY;
  let maxBp = Number.NEGATIVE_INFINITY;
  for (const zodiac of maps) {
    const shapes = shapesOf(type, zodiac);
    const exacts = 'single' in shapes ? shapes.single.map((shape) => singleReturn(type, shape, odds, rebateBp)) : shapes.multi.map((wins) => multiReturn(wins, odds, rebateBp));
    for (const exact of exacts) {
      const bp = roundBp(BigInt(exact.numerator), BigInt(exact.denominator));
      minBp = Math.min(minBp, bp);
      maxBp = Math.max(maxBp, bp);
    }
  }
  return { minBp, maxBp };
}
