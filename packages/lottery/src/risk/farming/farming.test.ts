import { describe, expect, it } from 'vitest';
import { combinations } from '../../combinations.js';
import { applyRate } from '../../money.js';
import { realisticMark6Book, realisticPick3Book } from '../../testing/farming-books.js';
import { seeded } from '../../testing/random.js';
import { zodiacMapOn } from '../../zodiac.js';
import { combinationOdds } from '../payout.js';
import { DEFAULT_FARMING_OPTIONS, farmingFlags } from './index.js';
import { OPPOSITE_SIDES } from './markets.js';
import type { CoverageFlag, FarmingFlag, FarmingLine, FarmingOptions, OppositeFlag } from './types.js';

const zodiac = zodiacMapOn('2026-05-01');
const YUAN = 100;
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const tm = (customer: string, numbers: readonly number[], yuan: number, odds = 426_000): FarmingLine[] =>
  numbers.map((n) => ({ customer, play: 'TM', selection: String(n), amount: yuan * YUAN, odds: [odds] }));
const side = (customer: string, selection: string, yuan: number, play = 'TM_TWO_SIDED'): FarmingLine =>
  ({ customer, play, selection, amount: yuan * YUAN, odds: [play === 'TM_TWO_SIDED' ? 19_700 : 19_600] });
const customersOf = (flag: FarmingFlag): string[] => (flag.kind === 'coverage' ? flag.customers.map((c) => c.customer) : [...flag.customers]);
const groups = (lines: readonly FarmingLine[], options: Partial<FarmingOptions> = {}) =>
  farmingFlags(lines, { zodiac }, options).flags.map((f) => `${f.kind} ${f.kind === 'coverage' ? f.market : f.play} ${customersOf(f).join('+')}`);
/** Whole books and brute forces take seconds, more on a busy machine. */
const SLOW_MS = 60_000;
/** A realistic draw's book to hide a group in. */
const crowd = realisticMark6Book(seeded(5), zodiac);

describe('farming: groups that cover a market', () => {
  it.each([
    ['two accounts split the 49 numbers at 250 yuan each (tiers A and B)', [...tm('F1', range(1, 25), 250), ...tm('F2', range(26, 49), 250, 475_000)], ['coverage TM F1+F2']],
    ['three accounts cover 46 numbers, stakes within 10%', [...tm('F1', range(1, 16), 240), ...tm('F2', range(17, 32), 260), ...tm('F3', range(33, 46), 250)], ['coverage TM F1+F2+F3']],
    ['four accounts cover 960 pick-3 numbers at 12 yuan', range(0, 959).map((n) => ({
      customer: `P${n % 4}`, play: 'P3_DIRECT', selection: String(n).padStart(3, '0'), amount: 1200, odds: [9_700_000],
    })), ['coverage P3_DIRECT P0+P1+P2+P3']],
    ['two accounts on one pick-3 position, payouts alike at the odds of each digit', range(0, 9).map((d) => ({
      customer: d < 5 ? 'Q1' : 'Q2', play: 'P3_ONE_POS', selection: `*${d}*`, amount: 120_000, odds: [97_000],
    })), ['coverage P3_ONE_POS:*d* Q1+Q2']],
  ])('flags %s, hidden in a realistic book', (_, lines, expected) => {
    expect(groups([...crowd, ...lines])).toEqual(expected);
  });

  it.each([
    ['stakes not alike (250 and 1,000 yuan a number)', [...tm('F1', range(1, 25), 250), ...tm('F2', range(26, 49), 1000)]],
    ['40 of 49 numbers', [...tm('F1', range(1, 20), 250), ...tm('F2', range(21, 40), 250)]],
    ['a small cover (大各50 and 小各50: 2,450 yuan)', [...tm('F1', range(25, 49), 50), ...tm('F2', range(1, 24), 50)]],
    ['one account covering every number alone (a group is two or more)', tm('F1', range(1, 49), 250)],
    ['two accounts holding the same numbers', [...tm('F1', range(1, 49), 125), ...tm('F2', range(1, 49), 125)]],
  ])('does not flag %s', (_, lines) => {
    expect(groups([...crowd, ...lines])).toEqual([]);
  });

  it('flags one account covering alone when asked to, and reports the evidence', () => {
    const [flag] = farmingFlags([...tm('F1', range(1, 48), 250), ...tm('F1', [49], 500)], { zodiac }, { minCustomers: 1 }).flags as CoverageFlag[];
    expect(flag).toEqual({
      kind: 'coverage', play: 'TM', market: 'TM', customers: [{ customer: 'F1', selections: 49, stake: 1_250_000 }],
      selections: 49, covered: 48, missing: ['49'], stake: 1_200_000, payout: { min: 1_065_000, median: 1_065_000, max: 1_065_000 },
    });
  });
});

describe('farming: opposite two-sided bets', () => {
  it.each([
    ['大 5,000 against 小 5,000', [side('O1', 'BIG', 5000), side('O2', 'SMALL', 5000)], ['opposite TM_TWO_SIDED O1+O2']],
    ['amounts within 5% on two pairs of sides', [side('O1', 'BIG', 4000), side('O2', 'SMALL', 3900), side('O1', 'EVEN', 2000), side('O2', 'ODD', 2050)], ['opposite TM_TWO_SIDED O1+O2']],
    ['a pick-3 position\'s sides', [side('O1', 'H:BIG', 6000, 'P3_POS_TWO_SIDED'), side('O2', 'H:SMALL', 6000, 'P3_POS_TWO_SIDED')], ['opposite P3_POS_TWO_SIDED O1+O2']],
    ['not amounts 5,000 and 3,000', [side('O1', 'BIG', 5000), side('O2', 'SMALL', 3000)], []],
    ['not a player whose match is a small part of its sides', [side('O1', 'BIG', 5000), side('O1', 'ODD', 20_000), side('O2', 'SMALL', 5000)], []],
    ['not one account on both sides', [side('O1', 'BIG', 5000), side('O1', 'SMALL', 5000)], []],
    ['not different positions', [side('O1', 'H:BIG', 6000, 'P3_POS_TWO_SIDED'), side('O2', 'T:SMALL', 6000, 'P3_POS_TWO_SIDED')], []],
    ['not under 5,000 yuan', [side('O1', 'BIG', 4000), side('O2', 'SMALL', 4000)], []],
  ])('%s', (_, lines, expected) => {
    expect(groups([...crowd, ...lines])).toEqual(expected);
  });

  it('reports the matched amounts', () => {
    const [flag] = farmingFlags([side('O1', 'BIG', 4000), side('O2', 'SMALL', 3900), side('O1', 'EVEN', 2000), side('O2', 'ODD', 2050)]).flags as OppositeFlag[];
    expect(flag).toEqual({
      kind: 'opposite', play: 'TM_TWO_SIDED', customers: ['O1', 'O2'], stakes: [600_000, 595_000], matched: 390_000 + 200_000,
      matches: [{ sides: ['BIG', 'SMALL'], stakes: [400_000, 390_000] }, { sides: ['EVEN', 'ODD'], stakes: [200_000, 205_000] }],
    });
  });
});

describe('farming: realistic books', () => {
  it('flags nothing in 10 realistic Mark Six and pick-3 draws', () => {
    for (let seed = 100; seed < 110; seed++) {
      const result = farmingFlags([...realisticMark6Book(seeded(seed), zodiac), ...realisticPick3Book(seeded(seed))], { zodiac });
      expect({ seed, flags: result.flags, truncated: result.truncated }).toEqual({ seed, flags: [], truncated: false });
    }
  }, SLOW_MS);

  it('keeps the largest flags and says when it cut the list or the search short', () => {
    const many = range(0, 5).flatMap((i) => [side(`A${i}`, 'BIG', 5000 + i * 1000), side(`B${i}`, 'SMALL', 5000 + i * 1000)]);
    const cut = farmingFlags(many, {}, { maxFlags: 2 });
    expect(cut.truncated).toBe(true);
    expect(cut.flags.map((f) => (f as OppositeFlag).matched)).toEqual([1_000_000, 900_000]);
    expect(farmingFlags(many, {}, { searchBudget: 3 }).truncated).toBe(true);
  });

  it('refuses thresholds out of range', () => {
    expect(() => farmingFlags([], {}, { coverageBp: 0 })).toThrow(/coverageBp/);
    expect(() => farmingFlags([], {}, { minCustomers: 5 })).toThrow(/minCustomers/);
    expect(() => farmingFlags([], {}, { maxCustomers: 9 })).toThrow(/maxCustomers/);
  });
});

/** The reference for covers: every group of customers, judged straight from the definition. */
function bruteCoverage(lines: readonly FarmingLine[], selections: readonly string[], options: FarmingOptions): string[] {
  const customers = [...new Set(lines.map((l) => l.customer))].sort();
  const held = (c: string) => lines.filter((l) => l.customer === c);
  const needed = Math.ceil((selections.length * options.coverageBp) / 10_000);
  const qualifies = (group: readonly string[]): boolean => {
    const payout = new Map<string, number>();
    const stake = new Map<string, number>();
    for (const l of group.flatMap(held)) {
      payout.set(l.selection, (payout.get(l.selection) ?? 0) + applyRate(l.amount, combinationOdds(l.play, l.selection, l.odds, { zodiac })));
      stake.set(l.selection, (stake.get(l.selection) ?? 0) + l.amount);
    }
    const sorted = [...payout.values()].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
    const covered = [...payout.keys()].filter((s) => Math.abs((payout.get(s) ?? 0) - median) <= applyRate(median, options.payoutToleranceBp));
    return covered.length >= needed
      && covered.reduce((s, k) => s + (stake.get(k) ?? 0), 0) >= options.minGroupStake
      && group.every((c) => held(c).some((l) => covered.includes(l.selection)));
  };
  const flagged: string[] = [];
  for (let size = options.minCustomers; size <= options.maxCustomers; size++) {
    for (const group of combinations(customers, size)) {
      const sets = group.map((c) => new Set(held(c).map((l) => l.selection)));
      const disjoint = sets.every((a, i) => sets.every((b, j) => i >= j || [...a].every((s) => !b.has(s))));
      const minimal = group.every((_, i) => !qualifies(group.filter((__, j) => j !== i)));
      if (disjoint && qualifies(group) && minimal) flagged.push(group.join('+'));
    }
  }
  return flagged.sort();
}

describe('farming: the cover search against trying every group', () => {
  it('finds exactly the groups the definition names, on 300 small random markets', () => {
    const rng = seeded(31);
    let found = 0;
    for (let seed = 0; seed < 300; seed++) {
      const market = rng.pick([{ play: 'TM_TAIL', selections: range(0, 9).map(String), odds: [96_500, 120_700] }, { play: 'TM_HEAD', selections: range(0, 4).map(String), odds: [45_000] }]);
      const lines: FarmingLine[] = [];
      const hold = (customer: string, selections: readonly string[]): void => {
        const stake = rng.pick([100, 110, 120, 200]);
        for (const s of selections) lines.push({ customer, play: market.play, selection: s, amount: stake * YUAN * rng.pick([1, 1, 1, 2]), odds: market.odds });
      };
      // one or two planted splits of the market (some will cover, some not quite), and customers at random
      let customer = 0;
      for (let planted = rng.int(0, 2); planted > 0; planted--) {
        const shuffled = [...market.selections].sort(() => rng.next() - 0.5).slice(0, market.selections.length - rng.int(0, 2));
        const parts = rng.int(1, 4);
        for (let p = 0; p < parts; p++) hold(`c${customer++}`, shuffled.filter((_, i) => i % parts === p));
      }
      for (let c = rng.int(1, 5); c > 0; c--) hold(`c${customer++}`, [...market.selections].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 3)));
      const options: FarmingOptions = {
        ...DEFAULT_FARMING_OPTIONS, minGroupStake: rng.pick([0, 50_000]), maxFlags: 10_000, coverageBp: rng.pick([4000, 8000, 9000, 10_000]), minCustomers: rng.pick([1, 2]), maxCustomers: rng.pick([2, 3, 4]),
      };
      const flags = farmingFlags(lines, { zodiac }, options).flags.map((f) => customersOf(f).sort().join('+')).sort();
      expect({ seed, flags }).toEqual({ seed, flags: bruteCoverage(lines, market.selections, options) });
      found += flags.length;
    }
    expect(found).toBeGreaterThan(30); // both ways: many markets flag a group, many flag none
  }, SLOW_MS);
});

/** The reference for opposite sides: every pair of customers, every pair of sides, both ways. */
function bruteOpposite(lines: readonly FarmingLine[], options: FarmingOptions): string[] {
  const play = 'TM_TWO_SIDED';
  const customers = [...new Set(lines.map((l) => l.customer))].sort();
  const stakeOn = (c: string, s: string) => lines.filter((l) => l.customer === c && l.selection === s).reduce((sum, l) => sum + l.amount, 0);
  const total = (c: string) => lines.filter((l) => l.customer === c).reduce((sum, l) => sum + l.amount, 0);
  const flagged: string[] = [];
  for (const [a, b] of combinations(customers, 2) as [string, string][]) {
    let matched = 0;
    for (const [x, y] of OPPOSITE_SIDES[play] ?? []) {
      for (const [p, q] of [[x, y], [y, x]] as const) {
        const sa = stakeOn(a, p);
        const sb = stakeOn(b, q);
        if (sa > 0 && sb > 0 && Math.abs(sa - sb) * 10_000 <= options.matchToleranceBp * Math.max(sa, sb)) matched += Math.min(sa, sb);
      }
    }
    const share = (c: string) => matched * 10_000 >= options.minMatchedShareBp * total(c);
    if (matched >= options.minMatched && total(a) >= options.minMatched && total(b) >= options.minMatched && share(a) && share(b)) flagged.push(`${a}+${b}`);
  }
  return flagged.sort();
}

describe('farming: the opposite-sides window against trying every pair', () => {
  it('finds exactly the pairs the definition names, on 150 random books', () => {
    const rng = seeded(32);
    let found = 0;
    for (let seed = 0; seed < 150; seed++) {
      const lines: FarmingLine[] = [];
      for (let c = 0; c < rng.int(2, 12); c++) {
        for (let i = rng.int(1, 3); i > 0; i--) lines.push(side(`c${c}`, rng.pick(['BIG', 'SMALL', 'ODD', 'EVEN', 'DOMESTIC', 'WILD']), rng.pick([1000, 1000, 1040, 1100, 2000])));
      }
      const options: FarmingOptions = { ...DEFAULT_FARMING_OPTIONS, minMatched: rng.pick([50_000, 100_000, 200_000]), minMatchedShareBp: rng.pick([0, 5000, 8000]), maxFlags: 10_000 };
      const flags = farmingFlags(lines, {}, options).flags.map((f) => customersOf(f).sort().join('+')).sort();
      expect({ seed, flags }).toEqual({ seed, flags: bruteOpposite(lines, options) });
      found += flags.length;
    }
    expect(found).toBeGreaterThan(50);
  });
});
