import { applyRate } from '../../money.js';
import type { CoverageFlag, FarmingOptions } from './types.js';

/** One customer's bets on one market: stake and payout per selection index, and which it holds. */
export interface Holder {
  readonly customer: string;
  readonly stakes: ReadonlyMap<number, number>;
  readonly payouts: ReadonlyMap<number, number>;
  readonly bits: Uint32Array;
}

export interface Market {
  readonly key: string;
  readonly play: string;
  readonly selections: readonly string[];
}

export const wordsFor = (size: number): number => Math.ceil(size / 32);

/** The group's payout per selection it holds, and the median of them (the lower middle). */
function groupPayouts(group: readonly Holder[]): { payouts: Map<number, number>; median: number } {
  const payouts = new Map<number, number>();
  for (const holder of group) for (const [index, payout] of holder.payouts) payouts.set(index, (payouts.get(index) ?? 0) + payout);
  const sorted = [...payouts.values()].sort((a, b) => a - b);
  return { payouts, median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0 };
}

interface Evaluation {
  readonly covered: readonly number[];
  readonly stake: number;
  readonly median: number;
}

/**
 * Which selections the group covers: those whose payout (all members together) is within the
 * tolerance of the group's median. It qualifies when they are enough, hold enough stake, and every
 * member has a part in them.
 */
function evaluate(group: readonly Holder[], needed: number, options: FarmingOptions): Evaluation | null {
  const { payouts, median } = groupPayouts(group);
  const slack = applyRate(median, options.payoutToleranceBp);
  const covered = [...payouts].filter(([, payout]) => Math.abs(payout - median) <= slack).map(([index]) => index);
  if (covered.length < needed) return null;
  const stake = group.reduce((sum, holder) => sum + covered.reduce((s, index) => s + (holder.stakes.get(index) ?? 0), 0), 0);
  if (stake < options.minGroupStake) return null;
  if (group.some((holder) => !covered.some((index) => holder.stakes.has(index)))) return null;
  return { covered, stake, median };
}

/** A group whose every member is needed: without any one of them the rest would not qualify. */
const minimal = (group: readonly Holder[], needed: number, options: FarmingOptions): boolean =>
  group.length === 1 || group.every((_, i) => evaluate(group.filter((__, j) => j !== i), needed, options) === null);

function flagOf(market: Market, group: readonly Holder[], found: Evaluation): CoverageFlag {
  const covered = new Set(found.covered);
  const payouts = groupPayouts(group).payouts;
  const coveredPayouts = found.covered.map((index) => payouts.get(index) ?? 0);
  return {
    kind: 'coverage',
    play: market.play,
    market: market.key,
    customers: group.map((holder) => ({ customer: holder.customer, selections: holder.stakes.size, stake: totalOf(holder) })),
    selections: market.selections.length,
    covered: covered.size,
    missing: market.selections.filter((_, index) => !covered.has(index)),
    stake: found.stake,
    payout: { min: Math.min(...coveredPayouts), median: found.median, max: Math.max(...coveredPayouts) },
  };
}

/** No selection held by both. */
function disjoint(a: Uint32Array, b: Uint32Array): boolean {
  for (let w = 0; w < a.length; w++) if (((a[w] as number) & (b[w] as number)) !== 0) return false;
  return true;
}

const totalOf = (holder: Holder): number => [...holder.stakes.values()].reduce((s, v) => s + v, 0);

/**
 * Groups of customers (minCustomers..maxCustomers) that split a market between them (no selection held
 * by two) and together cover at least the needed selections at a similar payout: a branch and bound
 * over the holders, the most selections first. A branch is cut when even the largest holders left
 * could not bring the selections or the stake it needs. Supersets of a group flagged are not flagged
 * (each member must be needed). Stops after `budget.left` groups.
 */
export function coverageFlags(market: Market, holders: readonly Holder[], options: FarmingOptions, budget: { left: number }): CoverageFlag[] {
  const needed = Math.max(1, Math.ceil((market.selections.length * options.coverageBp) / 10_000));
  const sorted = [...holders].sort((a, b) => b.stakes.size - a.stakes.size);
  const sizes = sorted.map((h) => h.stakes.size);
  const totals = sorted.map(totalOf);
  // the largest stake of any holder from i on: what one more member can bring at most
  const mostFrom = [...totals];
  for (let i = mostFrom.length - 2; i >= 0; i--) mostFrom[i] = Math.max(mostFrom[i] as number, mostFrom[i + 1] as number);
  const words = wordsFor(market.selections.length);
  const unions = Array.from({ length: options.maxCustomers + 1 }, () => new Uint32Array(words));
  const flags: CoverageFlag[] = [];
  const members: Holder[] = [];

  const search = (start: number, count: number, stake: number): void => {
    const depth = members.length;
    const slots = options.maxCustomers - depth;
    const below = unions[depth] as Uint32Array;
    for (let i = start; i < sorted.length; i++) {
      if (count + (sizes[i] as number) * slots < needed || stake + (mostFrom[i] as number) * slots < options.minGroupStake) return;
      const holder = sorted[i] as Holder;
      if (!disjoint(below, holder.bits)) continue;
      if (--budget.left < 0) return;
      const union = unions[depth + 1] as Uint32Array;
      for (let w = 0; w < words; w++) union[w] = (below[w] as number) | (holder.bits[w] as number);
      const reach = count + (sizes[i] as number);
      members.push(holder);
      const found = members.length >= options.minCustomers && reach >= needed ? evaluate(members, needed, options) : null;
      if (found && minimal(members, needed, options)) flags.push(flagOf(market, members, found));
      else if (members.length < options.maxCustomers) search(i + 1, reach, stake + (totals[i] as number));
      members.pop();
    }
  };
  search(0, 0, 0);
  return flags;
}
