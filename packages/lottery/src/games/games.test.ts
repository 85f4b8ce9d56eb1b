import { describe, expect, it } from 'vitest';
import { zodiacMapOn } from '../zodiac.js';
import { GAMES, playTypeOf } from './index.js';
import { mark6Attributes } from './mark6-attributes.js';
import { COLOUR_NUMBERS } from './mark6-colours.js';
import { typicalOdds } from './typical-odds.js';

describe('games as data', () => {
  it('ship every play type of the games docs with names and odds slots', () => {
    expect(GAMES.MARK6.playTypes.map((p) => p.code)).toEqual([
      'TM', 'TM_TWO_SIDED', 'TM_COLOUR', 'TM_ZODIAC', 'TM_TAIL', 'TM_HEAD', 'ZM', 'PT_ZODIAC', 'LM_2_ALL', 'LM_3_ALL', 'LM_3_2', 'LM_2_SPECIAL',
      'PT_TAIL', 'LX_2', 'LX_3', 'LX_4', 'LX_5', 'NH_5', 'NH_6', 'NH_7', 'NH_8', 'NH_9', 'NH_10', 'NH_11', 'NH_12',
      'HX_2', 'HX_3', 'HX_4', 'HX_5', 'HX_6', 'HX_7', 'HX_8', 'HX_9', 'HX_10', 'HX_11',
    ]);
    // 合肖: 11.4 / n, one selection of exactly n animals on the special (never compound)
    expect(GAMES.MARK6.playTypes.filter((p) => p.code.startsWith('HX_')).map((p) => [p.size, p.oddsSlots[0]?.typicalOdds, p.outcomeSpace, p.pick]))
      .toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => [n, [57_000, 38_000, 28_500, 22_800, 19_000, 16_300, 14_300, 12_700, 11_400, 10_400][n - 2], 'single', undefined]));
    expect(playTypeOf('LX_3')).toMatchObject({ pick: 3, selection: 'zodiacs' });
    expect(playTypeOf('LX_3').oddsSlots.map((s) => s.typicalOdds)).toEqual([118_000, 99_000]);
    expect(playTypeOf('NH_12').oddsSlots.map((s) => s.typicalOdds)).toEqual([79_000]);
    expect(GAMES.PICK3.playTypes.map((p) => p.code)).toEqual([
      'P3_DIRECT', 'P3_ONE_POS', 'P3_TWO_POS', 'P3_GROUP3', 'P3_GROUP6', 'P3_SUM', 'P3_SPAN', 'P3_POS_TWO_SIDED',
    ]);
    for (const play of [...GAMES.MARK6.playTypes, ...GAMES.PICK3.playTypes]) {
      expect(play.names['zh-CN'].length).toBeGreaterThan(0);
      expect(play.names['en-US'].length).toBeGreaterThan(0);
      expect(play.oddsSlots.length).toBeGreaterThanOrEqual(1);
    }
    expect(playTypeOf('LM_3_2').oddsSlots.map((s) => s.typicalOdds)).toEqual([210_000, 1_000_000]);
    expect(() => playTypeOf('NOPE')).toThrow(/unknown play type/);
  });

  it('colours split 49 numbers 17 / 16 / 16', () => {
    expect([COLOUR_NUMBERS.RED.length, COLOUR_NUMBERS.BLUE.length, COLOUR_NUMBERS.GREEN.length]).toEqual([17, 16, 16]);
    expect(COLOUR_NUMBERS.GREEN).toEqual([5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49]);
  });

  it.each([
    [1, { colour: 'RED', zodiac: 'HORSE', big: false, odd: true, sum: 1, tail: 1, head: 0, domestic: true }],
    [29, { colour: 'RED', zodiac: 'TIGER', big: true, odd: true, sum: 11, sumOdd: true, tail: 9, tailBig: true, head: 2, domestic: false }],
    [38, { colour: 'GREEN', zodiac: 'SNAKE', big: true, odd: false, sum: 11, tail: 8, head: 3, domestic: false }],
  ])('attributes of %d in 2026', (n, expected) => {
    expect(mark6Attributes(n, zodiacMapOn('2026-06-01'))).toMatchObject(expected);
  });

  it('prices sum and span by their win sets', () => {
    expect(typicalOdds('P3_SUM', '0')).toEqual([9_700_000]);
    expect(typicalOdds('P3_SUM', '13')).toEqual([129_333]); // 1000 / 75 x 0.97
    expect(typicalOdds('P3_SPAN', '5')).toEqual([64_667]);
    expect(typicalOdds('TM_ZODIAC', 'HORSE')).toEqual([112_000, 90_000]);
  });
});
