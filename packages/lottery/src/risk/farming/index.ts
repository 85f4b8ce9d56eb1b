import { LotteryError } from '../../errors.js';
import { SCALE, assertSafe, mulDivRound } from '../../money.js';
import { combinationOdds } from '../payout.js';
import { coverageFlags, wordsFor, type Holder, type Market } from './coverage.js';
import { coverMarkets, marketOf, OPPOSITE_SIDES } from './markets.js';
import { oppositeFlags, type SideHolder } from './opposite.js';
import type { FarmingContext, FarmingFlag, FarmingLine, FarmingOptions, FarmingResult } from './types.js';

/**
 * Rebate farming (对刷): accounts that together hold (nearly) every selection of a market at the same
 * payout, or take opposite sides with matched stakes, carry no risk between them and earn the rebate
 * on all of it. The check reads one draw's book and returns each group found with its evidence, for
 * a person to judge: a flag is a question, not a verdict.
 */
export const DEFAULT_FARMING_OPTIONS: FarmingOptions = {
  coverageBp: 9000,
  payoutToleranceBp: 2000,
  // 10,000 yuan: a rebate worth farming (1,300 yuan a draw at 13%); two unrelated players' 大各50 and
  // 小各50 make a 2,450-yuan cover by chance (the largest chance cover in 40 realistic books)
  minGroupStake: 1_000_000,
  minCustomers: 2,
  maxCustomers: 4,
  matchToleranceBp: 500,
  // 5,000 yuan: chance pairs of opposite sides in realistic books match at most 600 yuan
  minMatched: 500_000,
  minMatchedShareBp: 8000,
  maxFlags: 100,
  searchBudget: 200_000,
};

function checkedOptions(given: Partial<FarmingOptions>): FarmingOptions {
  const options = { ...DEFAULT_FARMING_OPTIONS, ...given };
  const within = (name: keyof FarmingOptions, min: number, max: number): void => {
    const value = assertSafe(options[name], name);
    if (value < min || value > max) throw new LotteryError('BAD_FARMING_OPTION', `${name} must be ${min}-${max}, got ${value}`);
  };
  within('coverageBp', 1, SCALE);
  within('payoutToleranceBp', 0, SCALE);
  within('matchToleranceBp', 0, SCALE - 1);
  within('minMatchedShareBp', 0, SCALE);
  within('minGroupStake', 0, Number.MAX_SAFE_INTEGER);
  within('minMatched', 1, Number.MAX_SAFE_INTEGER);
  within('maxCustomers', 1, 8);
  within('minCustomers', 1, options.maxCustomers);
  within('maxFlags', 0, 10_000);
  within('searchBudget', 0, 100_000_000);
  return options;
}

type Bets = Map<string, Map<string, { stakes: Map<number, number>; payouts: Map<number, number> }>>;

/** Lines into each cover market's holders (stake and payout per selection) and each two-sided play's sides. */
function gather(lines: readonly FarmingLine[], context: FarmingContext) {
  const markets = coverMarkets();
  const positions = new Map<string, Map<string, number>>();
  for (const [key, market] of markets) positions.set(key, new Map(market.selections.map((s, i) => [s, i])));
  const odds = new Map<string, number>();
  const cover: Bets = new Map();
  const sides = new Map<string, Map<string, Map<string, number>>>();
  for (const line of lines) {
    if (assertSafe(line.amount, 'stake') <= 0) continue;
    if (OPPOSITE_SIDES[line.play]) {
      const byCustomer = sides.get(line.play) ?? new Map<string, Map<string, number>>();
      const held = byCustomer.get(line.customer) ?? new Map<string, number>();
      held.set(line.selection, (held.get(line.selection) ?? 0) + line.amount);
      byCustomer.set(line.customer, held);
      sides.set(line.play, byCustomer);
      continue;
    }
    const key = marketOf(line.play, line.selection);
    const index = positions.get(key)?.get(line.selection);
    if (index === undefined) continue;
    const oddsKey = `${line.play}|${line.selection}|${line.odds.join('/')}`;
    if (!odds.has(oddsKey)) odds.set(oddsKey, combinationOdds(line.play, line.selection, line.odds, context));
    const byCustomer = cover.get(key) ?? new Map();
    const bets = byCustomer.get(line.customer) ?? { stakes: new Map<number, number>(), payouts: new Map<number, number>() };
    bets.stakes.set(index, (bets.stakes.get(index) ?? 0) + line.amount);
    bets.payouts.set(index, (bets.payouts.get(index) ?? 0) + mulDivRound(line.amount, odds.get(oddsKey) as number, SCALE));
    byCustomer.set(line.customer, bets);
    cover.set(key, byCustomer);
  }
  return { markets, cover, sides };
}

function holdersOf(market: Market, byCustomer: ReadonlyMap<string, { stakes: Map<number, number>; payouts: Map<number, number> }>): Holder[] {
  return [...byCustomer].map(([customer, bets]) => {
    const bits = new Uint32Array(wordsFor(market.selections.length));
    for (const index of bets.stakes.keys()) bits[index >>> 5] = (bits[index >>> 5] as number) | (1 << (index & 31));
    return { customer, stakes: bets.stakes, payouts: bets.payouts, bits };
  });
}

const weightOf = (flag: FarmingFlag): number => (flag.kind === 'coverage' ? flag.stake : flag.matched);

/**
 * The farming flags of one draw's book: coverage groups per market (`coverageFlags`) and opposite
 * pairs per two-sided play (`oppositeFlags`), the largest first, at most `maxFlags`. Compound and
 * other plays are not read. Each market and play gets `searchBudget` steps.
 */
export function farmingFlags(lines: readonly FarmingLine[], context: FarmingContext = {}, given: Partial<FarmingOptions> = {}): FarmingResult {
  const options = checkedOptions(given);
  const { markets, cover, sides } = gather(lines, context);
  const flags: FarmingFlag[] = [];
  let truncated = false;
  for (const [key, byCustomer] of cover) {
    const market = { key, ...(markets.get(key) as { play: string; selections: readonly string[] }) };
    const budget = { left: options.searchBudget };
    flags.push(...coverageFlags(market, holdersOf(market, byCustomer), options, budget));
    truncated ||= budget.left < 0;
  }
  for (const [play, byCustomer] of sides) {
    const holders: SideHolder[] = [...byCustomer].map(([customer, held]) => ({ customer, sides: held, total: [...held.values()].reduce((s, v) => s + v, 0) }));
    const budget = { left: options.searchBudget };
    flags.push(...oppositeFlags(play, OPPOSITE_SIDES[play] ?? [], holders, options, budget));
    truncated ||= budget.left < 0;
  }
  flags.sort((a, b) => weightOf(b) - weightOf(a));
  return { flags: flags.slice(0, options.maxFlags), truncated: truncated || flags.length > options.maxFlags };
}
