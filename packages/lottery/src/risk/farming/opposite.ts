import type { FarmingOptions, OppositeFlag } from './types.js';

/** One customer's stakes on the sides of a two-sided play, and its whole stake on the play. */
export interface SideHolder {
  readonly customer: string;
  readonly sides: ReadonlyMap<string, number>;
  readonly total: number;
}

type Match = { sides: [string, string]; stakes: [number, number] };

/** part x 10,000 <= bp x whole, exactly (in bigint where the products could leave the safe range). */
function withinBp(part: number, whole: number, bp: number): boolean {
  if (whole < 900_000_000_000) return part * 10_000 <= bp * whole;
  return BigInt(part) * 10_000n <= BigInt(bp) * BigInt(whole);
}

/** Two stakes match when they differ by at most the tolerance, in bp of the larger. */
const matches = (a: number, b: number, toleranceBp: number): boolean => withinBp(Math.abs(a - b), Math.max(a, b), toleranceBp);

/**
 * Pairs of customers that take opposite sides (大/小, 单/双, …) with matched stakes. Per pair of
 * sides, the holders of one side are matched against the holders of the other in order of stake (a
 * sliding window: only stakes within the tolerance meet). A pair is flagged when what it matches adds
 * up to the minimum, and is most of what each of the two has on the play (so a big player who also
 * happens to hold one matching bet is not a pair). Stops after `budget.left` matches.
 */
export function oppositeFlags(
  play: string,
  pairs: readonly (readonly [string, string])[],
  holders: readonly SideHolder[],
  options: FarmingOptions,
  budget: { left: number },
): OppositeFlag[] {
  const eligible = holders.filter((h) => h.total >= options.minMatched);
  const found = new Map<string, { first: SideHolder; second: SideHolder; matched: number; matches: Match[] }>();
  const record = (x: SideHolder, xSide: string, y: SideHolder, ySide: string): void => {
    const [first, second, firstSide, secondSide] = x.customer < y.customer ? [x, y, xSide, ySide] : [y, x, ySide, xSide];
    const key = `${first.customer}\u0000${second.customer}`;
    const entry = found.get(key) ?? { first, second, matched: 0, matches: [] };
    const stakes: [number, number] = [first.sides.get(firstSide) as number, second.sides.get(secondSide) as number];
    entry.matched += Math.min(...stakes);
    entry.matches.push({ sides: [firstSide, secondSide], stakes });
    found.set(key, entry);
  };
  for (const [side, opposite] of pairs) {
    const holding = (s: string) => eligible.filter((h) => h.sides.has(s)).sort((a, b) => (a.sides.get(s) as number) - (b.sides.get(s) as number));
    const left = holding(side);
    const right = holding(opposite);
    const stakeOf = (h: SideHolder): number => h.sides.get(opposite) as number;
    // Both lists ascend: the first stake of the other side that can match only moves right.
    let from = 0;
    for (const x of left) {
      const a = x.sides.get(side) as number;
      while (from < right.length && stakeOf(right[from] as SideHolder) < a && !matches(a, stakeOf(right[from] as SideHolder), options.matchToleranceBp)) from++;
      for (let j = from; j < right.length; j++) {
        const y = right[j] as SideHolder;
        if (!matches(a, stakeOf(y), options.matchToleranceBp)) break;
        if (y.customer === x.customer) continue;
        if (--budget.left < 0) return flagsOf(play, found, options);
        record(x, side, y, opposite);
      }
    }
  }
  return flagsOf(play, found, options);
}

function flagsOf(play: string, found: ReadonlyMap<string, { first: SideHolder; second: SideHolder; matched: number; matches: Match[] }>, options: FarmingOptions): OppositeFlag[] {
  // matched >= share x total, i.e. total - matched <= (10,000 - share) x total
  const share = (matched: number, total: number) => withinBp(total - matched, total, 10_000 - options.minMatchedShareBp);
  return [...found.values()]
    .filter((e) => e.matched >= options.minMatched && share(e.matched, e.first.total) && share(e.matched, e.second.total))
    .map((e) => ({
      kind: 'opposite', play, customers: [e.first.customer, e.second.customer], stakes: [e.first.total, e.second.total], matched: e.matched, matches: e.matches,
    }));
}
