import { applyRate, assertSafe, mulDivRound } from '../money.js';
import type { Unit } from './book.js';
import { groupBy, keptStakeOf, selectionKey } from './pass-through.js';
import type { BookSummary, SelectionRow } from './types.js';

const sum = (values: Iterable<number>): number => {
  let total = 0;
  for (const v of values) total += v;
  return assertSafe(total, 'total');
};

/** Stake of the units. */
export const turnoverOf = (units: readonly Unit[]): number => sum(units.map((u) => u.stake));

/** Rebate of the units, rounded once per source line (a compound line is one line). */
export const rebateOf = (units: readonly Unit[]): number =>
  sum([...groupBy(units, (u) => `${u.side}|${u.source}`).values()].map((group) =>
    applyRate(turnoverOf(group), group[0]?.rebateBp ?? 0)));

/** The summary of a per-outcome book; `layoffs` are every lay-off it includes. */
export function summarise(net: readonly number[], keys: readonly string[], book: readonly Unit[], layoffs: readonly Unit[]): BookSummary {
  let low = 0;
  let high = 0;
  net.forEach((v, i) => {
    if (v < (net[low] ?? 0)) low = i;
    if (v > (net[high] ?? 0)) high = i;
  });
  const worst = net[low] ?? 0;
  return {
    turnover: turnoverOf(book),
    rebate: rebateOf(book),
    layoffStake: turnoverOf(layoffs),
    layoffRebate: rebateOf(layoffs),
    expected: net.length === 0 ? 0 : mulDivRound(sum(net), 1, net.length),
    worst,
    maxLoss: Math.max(0, -worst),
    maxLossOutcome: keys[low] ?? '',
    bestCase: net[high] ?? 0,
    bestCaseOutcome: keys[high] ?? '',
    guaranteedProfit: Math.max(0, worst),
  };
}

/** Stake, kept stake, lay-off and payout per selection (per combination for LM plays), in play order. */
export function selectionRows(book: readonly Unit[], layoffs: readonly Unit[], playOrder: readonly string[]): SelectionRow[] {
  const laidOff = groupBy(layoffs, selectionKey);
  const rows = [...groupBy(book, selectionKey).values()].map((units): SelectionRow => {
    const first = units[0] as Unit;
    return {
      play: first.play,
      selection: first.selection,
      lines: sum(units.map((u) => u.lines)),
      stake: turnoverOf(units),
      keptStake: sum(units.map(keptStakeOf)),
      layoff: turnoverOf(laidOff.get(selectionKey(first)) ?? []),
      payout: sum(units.map((u) => applyRate(u.stake, Math.max(...u.odds)))),
    };
  });
  return rows.sort((x, y) =>
    playOrder.indexOf(x.play) - playOrder.indexOf(y.play) || x.selection.localeCompare(y.selection, 'en', { numeric: true }));
}
