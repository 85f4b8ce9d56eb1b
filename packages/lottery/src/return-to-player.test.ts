import { describe, expect, it } from 'vitest';
import { GAMES } from './games/index.js';
import { judgeSelection, selectionsOf, validateSelection } from './rules/index.js';
import { returnToPlayer, selectionReturn } from './return-to-player.js';
import { drawForOutcome } from './testing/draws.js';
import { ZODIACS, animalOfYear, zodiacMapFor, zodiacMapOn } from './zodiac.js';

const SINGLE_PLAYS = Object.values(GAMES).flatMap((game) => game.playTypes.filter((p) => p.outcomeSpace === 'single'));

describe('return to player of typical tier-A rows', () => {
  it.each([
    // play, odds x10,000, rebate bp, min bp, max bp: worked by hand below
    ['TM', [426_000], 1300, 9994, 9994], // 42.6/49 + 13% = 0.86939 + 0.13 = 99.939%
    ['TM', [475_000], 300, 9994, 9994], // tier B: 47.5/49 + 3% = 99.939%
    ['TM_COLOUR', [30_160, 28_390], 100, 9948, 9950], // blue 16/49 x 3.016 + 1% = 99.482%; red 17/49 x 2.839 + 1% = 99.497%
    ['TM_COLOUR', [30_160, 28_390], 300, 10_148, 10_150], // the same odds with 3% return more than the stake
    ['TM_TWO_SIDED', [19_700], 100, 9951, 9951], // 24/49 x 1.97 + 1/49 (49 ties) + 48/49 x 1% = 99.510%
    ['TM_TWO_SIDED', [19_700], 300, 10_147, 10_147], // with 3%: 101.469%
    ['TM_TWO_SIDED', [19_700], 0, 9853, 9853], // 24/49 x 1.97 + 1/49 = 98.531%
    ['TM_ZODIAC', [112_000, 90_000], 300, 9443, 9484], // other 4/49 x 11.2 + 3% = 94.429%; year's 5/49 x 9 + 3% = 94.837%
    ['TM_TAIL', [96_500, 120_700], 100, 9947, 9953], // tails 1-9 5/49 x 9.65 + 1%; tail 0 4/49 x 12.07 + 1% = 99.531%
    // 合肖: 4n winning numbers (49 ties), so HX_2 at 5.7: 8/49 x 5.7 + 1/49 + 48/49 x 2% = 97.061%
    ['HX_2', [57_000], 200, 9706, 9706],
    ['HX_11', [10_400], 200, 9739, 9739], // 44/49 x 1.04 + 1/49 + 48/49 x 2% = 97.388%
    // Multi-number plays over the 601,304,088 draws (C(49,6) x 43)
    ['ZM', [72_000], 1100, 9916, 9916], // 6/49 x 7.2 + 11%
    ['LM_2_ALL', [520_000], 1500, 8133, 8133], // C(6,2)/C(49,2) = 15/1176 x 52 + 15%
    ['LM_3_2', [210_000, 1_000_000], 1500, 9937, 9937], // 645/18424 x 21 + 20/18424 x 100 + 15%
    ['PT_ZODIAC', [20_400, 17_400], 300, 9923, 9938], // other: (1 - C(45,7)/C(49,7)) x 2.04 + 3%; year's: (1 - C(44,7)/C(49,7)) x 1.74 + 3%
    ['PT_TAIL', [17_100, 20_000], 200, 9634, 9672], // tail 0: 0.471723 x 2 + 2%; tails 1-9: 0.553892 x 1.71 + 2%
    ['NH_5', [21_300], 200, 9702, 9702], // C(44,7)/C(49,7) = 0.446108 x 2.13 + 2%
    ['TM_HEAD', [45_000], 300, 8565, 9484], // head 0 has 9 numbers: 9/49 x 4.5 + 3% = 85.653%; heads 1-4 10/49
    ['P3_DIRECT', [9_700_000], 0, 9700, 9700], // 970 / 1000
    ['P3_ONE_POS', [97_000], 0, 9700, 9700],
    ['P3_TWO_POS', [970_000], 0, 9700, 9700],
    ['P3_GROUP3', [3_200_000], 0, 9600, 9600], // 3/1000 x 320
    ['P3_GROUP6', [1_600_000], 0, 9600, 9600], // 6/1000 x 160
    ['P3_SUM', [9700], 0, 9700, 9700], // the value is the return against fair odds, for every sum
    ['P3_SPAN', [9700], 150, 9850, 9850],
    ['P3_POS_TWO_SIDED', [19_600], 0, 9800, 9800],
  ] as const)('%s at %j with %d bp rebate: %d-%d bp', (play, odds, rebate, min, max) => {
    expect(returnToPlayer(play, odds, rebate)).toEqual({ minBp: min, maxBp: max });
  });

  it('rounds each selection once, half up', () => {
    // (245,025) / 49 = 5000.51 -> 5001; (245,024) / 49 = 5000.49 -> 5000
    expect(returnToPlayer('TM', [245_025], 0)).toEqual({ minBp: 5001, maxBp: 5001 });
    expect(returnToPlayer('TM', [245_024], 0)).toEqual({ minBp: 5000, maxBp: 5000 });
    // an exact half: 5,000,500 / 1000 = 5000.5 -> 5001
    expect(returnToPlayer('P3_DIRECT', [5_000_500], 0)).toEqual({ minBp: 5001, maxBp: 5001 });
    expect(selectionReturn('TM', '7', [426_000], 1300)).toEqual({ numerator: 426_000 + 49 * 1300, denominator: 49 });
  });

  it('counts a play once and prices each plan on its own terms (the counts are kept, the terms never)', () => {
    // The range from every selection of every year, uncached, against the kept counts, for two terms in a row.
    const years = ZODIACS.map((_, i) => zodiacMapFor({ year: 2020 + i, start: `${2020 + i}-02-01`, animal: animalOfYear(2020 + i) }));
    for (const [odds, rebate] of [[[38_000], 200], [[41_500], 0]] as const) {
      const bps = years.flatMap((zodiac) =>
        selectionsOf('HX_3').map((selection) => {
          const { numerator, denominator } = selectionReturn('HX_3', selection, odds, rebate, { zodiac });
          return Math.floor((2 * numerator + denominator) / (2 * denominator));
        }),
      );
      expect(returnToPlayer('HX_3', odds, rebate)).toEqual({ minBp: Math.min(...bps), maxBp: Math.max(...bps) });
    }
    expect(returnToPlayer('LM_3_2', [210_000, 1_000_000], 1500)).toEqual({ minBp: 9937, maxBp: 9937 });
    expect(returnToPlayer('LM_3_2', [210_000, 1_000_000], 0)).toEqual({ minBp: 8437, maxBp: 8437 });
  });

  it('gives the same range for one year animal as for all of them', () => {
    const every = returnToPlayer('TM_ZODIAC', [112_000, 90_000], 300);
    const twoSided = returnToPlayer('TM_TWO_SIDED', [19_700], 300);
    for (const date of ['2020-06-01', '2026-06-01', '2030-06-01']) {
      expect(returnToPlayer('TM_ZODIAC', [112_000, 90_000], 300, { zodiac: zodiacMapOn(date) })).toEqual(every);
      expect(returnToPlayer('TM_TWO_SIDED', [19_700], 300, { zodiac: zodiacMapOn(date) })).toEqual(twoSided);
    }
  });

  it.each([
    ['TM', [426_000, 1], 0, /1 odds slot\(s\), got 2/],
    ['TM_COLOUR', [30_160], 0, /2 odds slot\(s\), got 1/],
    ['TM', [-1], 0, /cannot be negative/],
    ['TM', [1.5], 0, /safe integer/],
    ['TM', [426_000], 10_001, /0-10000/],
    ['NOPE', [1], 0, /unknown play type/],
  ] as const)('refuses %s %j rebate %d', (play, odds, rebate, error) => {
    expect(() => returnToPlayer(play, odds, rebate)).toThrow(error);
  });
});

describe('every typical tier-A term', () => {
  const ALL_PLAYS = Object.values(GAMES).flatMap((game) => game.playTypes);
  it.each(ALL_PLAYS.map((p) => [p.code, p] as const))('%s returns less than the stake on every selection', (_code, play) => {
    const odds = play.typicalReturnBp === undefined ? play.oddsSlots.map((slot) => slot.typicalOdds ?? 0) : [play.typicalReturnBp];
    const { maxBp } = returnToPlayer(play.code, odds, play.typicalRebateBp);
    expect(maxBp).toBeLessThan(10_000);
  });
});

describe('every selection the return covers is a valid canonical selection', () => {
  it.each(SINGLE_PLAYS.map((p) => [p.code] as const))('%s', (play) => {
    for (const selection of selectionsOf(play)) expect(validateSelection(play, selection)).toEqual({ ok: true, selection });
  });
});

/**
 * Brute force: judge every outcome of the outcome space with the rule function and average the
 * return, scaled by k = |win| for plays priced by selection (a win pays N / |win| x return) so the
 * sum stays whole; it must equal the set-based expectation exactly.
 */
describe('the set-based expectation equals judging every outcome', () => {
  const yearMaps = ZODIACS.map((_, i) => zodiacMapFor({ year: 2020 + i, start: `${2020 + i}-02-01`, animal: animalOfYear(2020 + i) }));

  it.each(SINGLE_PLAYS.map((p) => [p.code, p] as const))('%s: every selection, every outcome', (_code, play) => {
    const outcomes = GAMES[play.game].outcomes.length;
    const priced = play.typicalReturnBp !== undefined;
    // Distinct slot values and a rebate on every play, so a wrong slot or a rebate on a tie shows.
    const odds = priced ? [play.typicalReturnBp ?? 0] : play.oddsSlots.map((slot, i) => (slot.typicalOdds ?? 0) + 7 * i);
    const rebate = play.typicalRebateBp || 175;
    const maps = play.game === 'MARK6' ? yearMaps : [zodiacMapOn('2026-06-01')];
    for (const zodiac of maps) {
      const draws = Array.from({ length: outcomes }, (_, o) => drawForOutcome(play.game, o, zodiac, o % 5));
      for (const selection of selectionsOf(play.code)) {
        const judged = draws.map((draw) => judgeSelection(play.code, selection, draw)[0]!);
        const k = priced ? judged.filter((j) => j.result === 'win').length : 1;
        let total = 0;
        for (const { result, oddsSlot } of judged) {
          if (result === 'win') total += priced ? outcomes * (odds[0] ?? 0) : (odds[oddsSlot] ?? 0);
          if (result === 'tie') total += 10_000 * k;
          else total += rebate * k;
        }
        const exact = selectionReturn(play.code, selection, odds, rebate, { zodiac });
        if (BigInt(total) * BigInt(exact.denominator) !== BigInt(exact.numerator) * BigInt(outcomes * k)) {
          expect.fail(`${play.code} ${selection}: judging gives ${total}/${outcomes * k}, the sets ${exact.numerator}/${exact.denominator}`);
        }
      }
    }
  }, 60_000); // 合肖's 924 selections of six animals, every outcome, every year: seconds on a busy machine
});
