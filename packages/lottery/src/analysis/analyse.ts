import { gameOf } from '../games/index.js';
import { zodiacMapOn } from '../zodiac.js';
import { outcomeBook, outcomeSpace, setsCache, toUnits, type Unit } from './book.js';
import { planStrategy } from './strategies.js';
import { rebateOf, selectionRows, summarise, turnoverOf } from './summary.js';
import type { BookAnalysis, BookInput, OutcomeRow } from './types.js';

/** How many combinations of the multi-number plays the analysis lists by payout. */
const TOP_COMBINATIONS = 20;

const MULTI_NOTE =
  'ZM, PT_*, LM_*, LX_* and NH_* depend on several drawn numbers: stake and payout per selection and combination, not an exact per-outcome book.';

/**
 * The exposure of a draw's book (docs/domain/analysis.md#the-exposure-of-a-book): N(outcome) for the
 * single-outcome plays, per-selection stake and payout for all plays, the
 * summary before and after the strategy's suggested lay-offs.
 */
export function analyseBook(input: BookInput): BookAnalysis {
  const game = gameOf(input.game);
  const zodiac = input.zodiac ?? (input.drawDate === undefined ? undefined : zodiacMapOn(input.drawDate, input.zodiacYears));
  const book = toUnits(game.code, input.positions, 'book');
  const existing = toUnits(game.code, input.layoffs ?? [], 'layoff');
  const { keys, instrument } = outcomeSpace(game.code);
  const setsOf = setsCache({ zodiac });
  const single = (units: readonly Unit[]): Unit[] => units.filter((u) => u.single);

  const before = outcomeBook([...single(book), ...single(existing)], keys.length, setsOf);
  const plan = input.strategy && planStrategy(input.strategy, { book, existing, net: before.net, keys, instrument });
  const suggestedLayoffs = plan?.layoffs ?? [];
  const suggested = toUnits(game.code, suggestedLayoffs, 'layoff');
  const change = outcomeBook(single(suggested), keys.length, setsOf);

  const hedgeOn = new Map<string, number>();
  for (const unit of suggested) if (unit.play === instrument) hedgeOn.set(unit.selection, (hedgeOn.get(unit.selection) ?? 0) + unit.stake);
  const netAfter = before.net.map((n, i) => n + (change.net[i] ?? 0));
  const outcomes = keys.map((outcome, i): OutcomeRow => ({
    outcome,
    stake: before.stake[i] ?? 0,
    payout: before.payout[i] ?? 0,
    net: before.net[i] ?? 0,
    layoff: hedgeOn.get(outcome) ?? 0,
    netAfter: netAfter[i] ?? 0,
  }));

  const playOrder = game.playTypes.map((p) => p.code);
  const selections = selectionRows(book, [...existing, ...suggested], playOrder);
  const multiBook = book.filter((u) => !u.single);
  const multiPlays = new Set(multiBook.map((u) => u.play));
  return {
    game: game.code,
    ...(zodiac ? { lunarYear: zodiac.lunarYear } : {}),
    outcomes,
    summary: {
      before: summarise(before.net, keys, single(book), single(existing)),
      after: summarise(netAfter, keys, single(book), [...single(existing), ...single(suggested)]),
    },
    selections,
    multi: {
      exact: false,
      note: MULTI_NOTE,
      turnover: turnoverOf(multiBook),
      rebate: rebateOf(multiBook),
      topCombinations: selections
        .filter((row) => multiPlays.has(row.play))
        .sort((x, y) => y.payout - x.payout)
        .slice(0, TOP_COMBINATIONS),
    },
    ...(plan ? { strategy: plan.result } : {}),
    suggestedLayoffs,
  };
}
