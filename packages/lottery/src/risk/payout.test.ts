import { describe, expect, it } from 'vitest';
import { combinations } from '../combinations.js';
import { GAMES, playTypeOf } from '../games/index.js';
import { selectionsOf } from '../rules/index.js';
import { settleLine } from '../settlement.js';
import { drawForOutcome } from '../testing/draws.js';
import { eachDrawPattern } from '../testing/multi-draws.js';
import { seeded } from '../testing/random.js';
import { ZODIACS, zodiacMapOn, type ZodiacMap } from '../zodiac.js';
import { bookPayoutCheck, bookPayoutRefusal, combinationOdds, combinationPayouts, lineMaxPayout, orderPayoutRefusal, type PayoutLine } from './payout.js';
import { riskKey } from './refusal.js';

/** 2026 is the year of the Horse: HORSE owns 1, 13, 25, 37, 49. */
const zodiac = zodiacMapOn('2026-05-01');
const context = { zodiac };

describe('payout: the best odds of one combination', () => {
  it.each([
    ['TM', '7', [426_000], 426_000],
    ['TM_TWO_SIDED', 'BIG', [19_700], 19_700],
    ['TM_COLOUR', 'RED', [30_160, 28_390], 28_390],
    ['TM_COLOUR', 'BLUE', [30_160, 28_390], 30_160],
    ['TM_ZODIAC', 'HORSE', [112_000, 90_000], 90_000],
    ['TM_ZODIAC', 'RAT', [112_000, 90_000], 112_000],
    ['ZM', '12', [72_000], 72_000],
    ['PT_ZODIAC', 'HORSE', [20_400, 17_400], 17_400],
    ['PT_TAIL', '0', [17_100, 20_000], 20_000],
    ['LM_3_2', '1,2,3', [210_000, 1_000_000], 1_000_000],
    ['LM_2_SPECIAL', '1,2', [295_000, 500_000], 500_000],
    ['LX_2', 'RAT,HORSE', [46_000, 39_000], 39_000],
    ['LX_2', 'RAT,OX', [46_000, 39_000], 46_000],
    ['NH_5', '1,2,3,4,5', [21_300], 21_300],
    ['P3_SUM', '0', [9_700_000], 9_700_000],
  ] as const)('%s %s at %j pays %d per unit', (play, combination, odds, expected) => {
    expect(combinationOdds(play, combination, odds, context)).toBe(expected);
  });

  it('asks for the zodiac map where the play reads animals, and for the slot the combination pays', () => {
    expect(() => combinationOdds('TM_ZODIAC', 'HORSE', [112_000, 90_000])).toThrow(/zodiac/);
    expect(() => combinationOdds('LM_3_2', '1,2,3', [210_000])).toThrow(/slot 1/);
  });
});

describe('payout: the most a line can pay', () => {
  it.each([
    ['TM 7 at 42.6', { play: 'TM', selection: '7', stake: 1001, odds: [426_000] }, 42_643],
    ['二全中 of 7 numbers: 15 of its 21 pairs can win together', { play: 'LM_2_ALL', selection: '1,2,3,4,5,6,7', stake: 100, odds: [520_000] }, 15 * 5200],
    ['三中二 of 7 numbers: 6 regular give 20 threes and 15 twos', { play: 'LM_3_2', selection: '1,2,3,4,5,6,7', stake: 100, odds: [210_000, 1_000_000] }, 20 * 10_000 + 15 * 2100],
    ['二中特 of 3: two regular and the special', { play: 'LM_2_SPECIAL', selection: '1,2,3', stake: 100, odds: [295_000, 500_000] }, 2950 + 2 * 5000],
    ['五不中 of 6 numbers: all six fives miss together', { play: 'NH_5', selection: '1,2,3,4,5,6', stake: 100, odds: [21_300] }, 6 * 213],
    // C(42,5) = 850,668 fives miss both drawn
    ['五不中 of 44 numbers: at least two of them are drawn', { play: 'NH_5', selection: Array.from({ length: 44 }, (_, i) => i + 1).join(','), stake: 1, odds: [21_300] }, Math.round((850_668 * 21_300) / 10_000)],
    ['二连肖 of 9 animals with the year\'s: seven drawn, the year\'s among them pays less', { play: 'LX_2', selection: 'RAT,OX,TIGER,RABBIT,DRAGON,SNAKE,HORSE,GOAT,MONKEY', stake: 100, odds: [46_000, 39_000] }, 21 * 460],
  ])('%s', (_, line, expected) => {
    expect(lineMaxPayout(line, context)).toBe(expected);
  });
});

/** Settling every draw pattern takes seconds, more on a busy machine. */
const BRUTE_FORCE_MS = 60_000;

/** The reference: settle the line on every draw that matters to it and keep the most it pays. */
function bruteMaxPayout(line: PayoutLine, map: ZodiacMap): number {
  const type = playTypeOf(line.play);
  let best = 0;
  const visit = (draw: Parameters<typeof settleLine>[1]): void => {
    best = Math.max(best, settleLine({ ...line, rebateBp: 0 }, draw).payout);
  };
  if (type.outcomeSpace === 'single') {
    GAMES[type.game].outcomes.forEach((_, outcome) => visit(drawForOutcome(type.game, outcome, map)));
    return best;
  }
  // Multi-number plays: every pattern of the numbers that matter (one number per animal or tail stands for it).
  const relevant = type.selection === 'numbers' || type.selection === 'number'
    ? line.selection.split(',').map(Number)
    : type.selection === 'tail'
      ? Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => n % 10 === Number(line.selection))
      : line.selection.split(',').map((animal) => map.animals.indexOf(animal as (typeof map.animals)[number]) + 1);
  eachDrawPattern(relevant, map, (draw) => visit(draw));
  return best;
}

describe('payout: the most a line can pay, against settling every draw', () => {
  it('matches on every selection of every single-outcome play', () => {
    const rng = seeded(11);
    for (const game of Object.values(GAMES)) {
      for (const type of game.playTypes.filter((t) => t.outcomeSpace === 'single')) {
        const odds = type.oddsSlots.map(() => rng.int(10_000, 10_000_000));
        const selections = selectionsOf(type.code);
        for (const selection of selections.length > 12 ? selections.filter((_, i) => i % Math.ceil(selections.length / 12) === 0) : selections) {
          const line = { play: type.code, selection, stake: rng.int(1, 100_000), odds };
          expect({ line, max: lineMaxPayout(line, context) }).toEqual({ line, max: bruteMaxPayout(line, zodiac) });
        }
      }
    }
  }, BRUTE_FORCE_MS);

  it('matches on random plain and compound lines of every multi-number play, in several zodiac years', () => {
    const rng = seeded(12);
    const maps = [zodiac, zodiacMapOn('2024-05-01'), zodiacMapOn('2029-05-01')];
    const numbers = (count: number): string => {
      const picked = new Set<number>();
      while (picked.size < count) picked.add(rng.int(1, 49));
      return [...picked].sort((a, b) => a - b).join(',');
    };
    const animals = (count: number): string => {
      const picked = [...ZODIACS].sort(() => rng.next() - 0.5).slice(0, count);
      return ZODIACS.filter((z) => picked.includes(z)).join(',');
    };
    let checked = 0;
    for (const type of GAMES.MARK6.playTypes.filter((t) => t.outcomeSpace !== 'single')) {
      for (let i = 0; i < 6; i++) {
        const map = rng.pick(maps);
        const pick = type.pick ?? 1;
        const selection = type.selection === 'numbers' ? numbers(rng.int(pick, Math.max(pick, Math.min(pick + 4, 9))))
          : type.selection === 'zodiacs' ? animals(rng.int(pick, 9))
            : rng.pick(selectionsOf(type.code));
        const line = { play: type.code, selection, stake: rng.int(1, 10_000), odds: type.oddsSlots.map(() => rng.int(10_000, 10_000_000)) };
        expect({ line, max: lineMaxPayout(line, { zodiac: map }) }).toEqual({ line, max: bruteMaxPayout(line, map) });
        checked++;
      }
    }
    expect(checked).toBe(6 * GAMES.MARK6.playTypes.filter((t) => t.outcomeSpace !== 'single').length);
  }, BRUTE_FORCE_MS);
});

describe('payout: the cap per order', () => {
  const lines: PayoutLine[] = [
    { play: 'TM', selection: '7', stake: 10_000, odds: [426_000] }, // 426,000
    { play: 'TM', selection: '8', stake: 10_000, odds: [426_000] }, // 852,000 in all
    { play: 'LM_2_ALL', selection: '1,2,3', stake: 100, odds: [520_000] }, // + 3 x 5,200 = 867,600
  ];
  it.each([
    [null, null],
    [867_600, null],
    [867_599, { rule: 'order-payout-cap', line: 2, play: 'LM_2_ALL', selection: '1,2,3', limit: 867_599, taken: null, asked: 867_600 }],
    [500_000, { rule: 'order-payout-cap', line: 1, play: 'TM', selection: '8', limit: 500_000, taken: null, asked: 852_000 }],
  ])('cap %j', (cap, refusal) => {
    expect(orderPayoutRefusal(lines, cap, context)).toEqual(refusal);
  });
});

describe('payout: the cap per selection or combination across the book', () => {
  it('counts a compound line on every combination it holds', () => {
    const payouts = combinationPayouts({ play: 'LM_3_ALL', selection: '1,2,3,4', stake: 100, odds: [5_500_000] });
    expect([...payouts]).toEqual(['1,2,3', '1,2,4', '1,3,4', '2,3,4'].map((c) => [riskKey('LM_3_ALL', c), 55_000]));
  });

  it('refuses the first line that takes a combination over the cap, naming the combination', () => {
    const book = new Map([[riskKey('LM_2_ALL', '3,4'), 90_000]]);
    const check = bookPayoutCheck([
      { play: 'LM_2_ALL', selection: '1,2', stake: 100, odds: [520_000] },
      { play: 'LM_2_ALL', selection: '1,3,4', stake: 100, odds: [520_000] },
    ], (key) => book.get(key) ?? 0, 95_000);
    expect(check.refusal).toEqual({
      rule: 'selection-payout-cap', line: 1, play: 'LM_2_ALL', selection: '1,3,4', limit: 95_000, taken: 90_000, asked: 5200, combination: '3,4',
    });
    const fits = bookPayoutCheck([{ play: 'LM_2_ALL', selection: '1,3,4', stake: 100, odds: [520_000] }], (key) => book.get(key) ?? 0, 95_200);
    expect(fits.refusal).toBeNull();
    expect(fits.added).toEqual(new Map(['1,3', '1,4', '3,4'].map((c) => [riskKey('LM_2_ALL', c), 5200])));
  });

  /** Two TM lines on 7 (4,260 and 8,520 if 7 wins) and a 二全中 line of three numbers (5,200 on each pair). */
  const order: PayoutLine[] = [
    { play: 'TM', selection: '7', stake: 100, odds: [426_000] },
    { play: 'LM_2_ALL', selection: '1,2,3', stake: 100, odds: [520_000] },
    { play: 'TM', selection: '7', stake: 200, odds: [426_000] },
  ];
  const held = new Map([[riskKey('TM', '7'), 10_000], [riskKey('LM_2_ALL', '2,3'), 10_000]]);
  it.each([
    ['no cap: every line fits', null, null],
    ['the cap exactly reached by the last line fits', 22_780, null],
    ['a fen under it: the third line, on 7', 22_779, { line: 2, combination: '7', taken: 10_000, asked: 12_780 }],
    ['the 二全中 pair the book already holds', 15_199, { line: 1, combination: '2,3', taken: 10_000, asked: 5_200 }],
    ['the first line alone', 14_259, { line: 0, combination: '7', taken: 10_000, asked: 4_260 }],
  ])('%s (cap %j)', (_, cap, refused) => {
    const check = bookPayoutRefusal(order, order.map((line) => combinationPayouts(line)), (key) => held.get(key) ?? 0, cap);
    expect(check.refusal).toEqual(refused === null ? null : { rule: 'selection-payout-cap', play: order[refused.line]!.play, selection: order[refused.line]!.selection, limit: cap, ...refused });
    if (refused === null) expect(check.added.get(riskKey('TM', '7'))).toBe(12_780);
  });

  it('refuses to add past the safe integers instead of storing a wrong sum', () => {
    const huge = [{ play: 'TM', selection: '7', stake: 1, odds: [10_000] }];
    expect(() => bookPayoutRefusal(huge, [new Map([[riskKey('TM', '7'), 1]])], () => Number.MAX_SAFE_INTEGER, null)).not.toThrow();
    expect(() => bookPayoutRefusal(huge, [new Map([[riskKey('TM', '7'), 1]])], () => Number.MAX_SAFE_INTEGER, 1)).toThrow(/book payout must be a safe integer/);
  });

  /** The reference: for every combination of the play over the book's numbers, every line whose numbers hold it. */
  function bruteBook(lines: readonly PayoutLine[], play: string, pool: readonly number[]): Map<string, number> {
    const pick = playTypeOf(play).pick as number;
    const book = new Map<string, number>();
    for (const combination of combinations(pool, pick)) {
      let payout = 0;
      for (const line of lines) {
        const held = line.selection.split(',').map(Number);
        if (combination.every((n) => held.includes(n))) payout += Math.round((line.stake * combinationOdds(play, combination.join(','), line.odds)) / 10_000);
      }
      if (payout > 0) book.set(riskKey(play, combination.join(',')), payout);
    }
    return book;
  }

  it('agrees with summing every line that holds each combination, on 200 small random books', () => {
    const rng = seeded(13);
    const pool = [1, 2, 3, 4, 5, 6, 7, 8];
    for (let seed = 0; seed < 200; seed++) {
      const play = rng.pick(['LM_2_ALL', 'LM_3_ALL', 'LM_3_2', 'LM_2_SPECIAL', 'NH_5'] as const);
      const type = playTypeOf(play);
      const lines = Array.from({ length: rng.int(1, 12) }, (): PayoutLine => {
        const count = rng.int(type.pick as number, 7);
        const numbers = [...pool].sort(() => rng.next() - 0.5).slice(0, count).sort((a, b) => a - b);
        return { play, selection: numbers.join(','), stake: rng.int(1, 500), odds: type.oddsSlots.map(() => rng.int(10_000, 6_000_000)) };
      });
      const split = rng.int(0, lines.length);
      const before = lines.slice(0, split);
      const order = lines.slice(split);
      const held = new Map<string, number>();
      for (const line of before) for (const [key, payout] of combinationPayouts(line)) held.set(key, (held.get(key) ?? 0) + payout);
      expect(held).toEqual(bruteBook(before, play, pool));
      // the cap: somewhere between nothing and everything the book would hold
      const cap = rng.int(0, Math.max(0, ...bruteBook(lines, play, pool).values()));
      const check = bookPayoutCheck(order, (key) => held.get(key) ?? 0, cap);
      // the first line after which a combination it adds to stands over the cap
      const firstOver = order.findIndex((_, i) => {
        const upTo = bruteBook([...before, ...order.slice(0, i)], play, pool);
        return [...bruteBook([...before, ...order.slice(0, i + 1)], play, pool)].some(([key, p]) => p > cap && p > (upTo.get(key) ?? 0));
      });
      expect({ seed, line: check.refusal?.line ?? -1 }).toEqual({ seed, line: firstOver });
    }
  });
});
