import { applyRate } from '../money.js';
import type { Unit } from './book.js';
import type { Layoff } from './types.js';

export const selectionKey = (unit: { play: string; selection: string }): string => `${unit.play}|${unit.selection}`;

/** The house's stake on a unit after the agents' shares. */
export const keptStakeOf = (unit: Unit): number => applyRate(unit.stake, unit.keptBp);

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Keep-ratio and stake-cap lay-offs: per selection (per combination for LM
 * plays) the house keeps `keepOf(kept stake)` and passes the rest on at the
 * customers' own terms, so what it keeps is exactly what the strategy says.
 * Stake already laid off counts; the excess comes first off the highest odds.
 */
export function passThroughLayoffs(
  book: readonly Unit[],
  existing: readonly Unit[],
  keepOf: (keptStake: number) => number,
): Layoff[] {
  const laidOff = new Map<string, number>();
  for (const unit of existing) laidOff.set(selectionKey(unit), (laidOff.get(selectionKey(unit)) ?? 0) + unit.stake);
  const merged = new Map<string, Layoff>();
  for (const [key, units] of groupBy(book, selectionKey)) {
    const kept = units.reduce((sum, u) => sum + keptStakeOf(u), 0);
    let excess = kept - keepOf(kept) - (laidOff.get(key) ?? 0);
    const byOdds = [...units].sort((x, y) => (y.odds[0] ?? 0) - (x.odds[0] ?? 0) || y.rebateBp - x.rebateBp);
    for (const unit of byOdds) {
      if (excess <= 0) break;
      const stake = Math.min(excess, keptStakeOf(unit));
      excess -= stake;
      const termsKey = `${key}|${unit.odds.join('/')}|${unit.rebateBp}`;
      const previous = merged.get(termsKey);
      merged.set(termsKey, {
        play: unit.play, selection: unit.selection, stake: (previous?.stake ?? 0) + stake,
        odds: unit.odds[0] ?? 0, ...(unit.odds[1] === undefined ? {} : { odds2: unit.odds[1] }), rebateBp: unit.rebateBp,
      });
    }
  }
  return [...merged.values()].filter((l) => l.stake > 0);
}
