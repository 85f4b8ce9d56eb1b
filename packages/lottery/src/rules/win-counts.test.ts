import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { tailOf } from '../games/mark6-attributes.js';
import { eachDrawPattern } from '../testing/multi-draws.js';
import { zodiacMapOn, zodiacOf, type ZodiacMap } from '../zodiac.js';
import { choose, MARK6_DRAWS } from './counting.js';
import { judgeSelection, winCounts } from './index.js';

/** The numbers whose being drawn can change a combination's result. */
function relevantNumbers(play: string, selection: string, zodiac: ZodiacMap): number[] {
  const all = Array.from({ length: 49 }, (_, i) => i + 1);
  if (play === 'PT_TAIL') return all.filter((n) => tailOf(n) === Number(selection));
  if (play === 'PT_ZODIAC' || play.startsWith('LX_')) return all.filter((n) => selection.split(',').includes(zodiacOf(zodiac, n)));
  return selection.split(',').map(Number);
}

/** Judges every pattern of drawn numbers with the rule function and counts the wins per slot. */
function bruteForceCounts(play: string, selection: string, zodiac: ZodiacMap, slots: number): { counts: bigint[]; total: bigint } {
  const counts = Array.from({ length: slots }, () => 0n);
  let total = 0n;
  eachDrawPattern(relevantNumbers(play, selection, zodiac), zodiac, (draw, weight) => {
    total += weight;
    const [judged] = judgeSelection(play, selection, draw);
    if (judged?.result === 'win') counts[judged.oddsSlot] = (counts[judged.oddsSlot] ?? 0n) + weight;
  });
  return { counts, total };
}

const CASES: [play: string, selections: string[]][] = [
  ['ZM', ['7', '49']],
  ['PT_ZODIAC', ['HORSE', 'RAT', 'PIG']],
  ['PT_TAIL', ['0', '1', '9']],
  ['LM_2_ALL', ['3,12']],
  ['LM_3_ALL', ['3,12,49']],
  ['LM_3_2', ['1,2,3']],
  ['LM_2_SPECIAL', ['7,8']],
  ['LX_2', ['RAT,OX', 'SNAKE,HORSE']],
  ['LX_3', ['RAT,OX,TIGER', 'OX,HORSE,PIG']],
  ['LX_4', ['RAT,OX,TIGER,RABBIT', 'TIGER,HORSE,DOG,PIG']],
  ['LX_5', ['RAT,OX,TIGER,RABBIT,DRAGON', 'RAT,HORSE,GOAT,DOG,PIG']],
  ...[5, 6, 7, 8, 9, 10, 11, 12].map((k): [string, string[]] => [`NH_${k}`, [Array.from({ length: k }, (_, i) => 2 * i + 1).join(',')]]),
];

describe('win counts of the multi-number plays equal judging every draw pattern', () => {
  const zodiac = zodiacMapOn('2026-06-01'); // Horse year
  it.each(CASES)('%s', (play, selections) => {
    const slots = GAMES.MARK6.playTypes.find((p) => p.code === play)?.oddsSlots.length ?? 1;
    for (const selection of selections) {
      const { counts, total } = bruteForceCounts(play, selection, zodiac, slots);
      expect(total).toBe(MARK6_DRAWS);
      expect(winCounts(play, selection, { zodiac }), `${play} ${selection}`).toEqual(counts);
    }
  }, 60_000); // LX_5 walks about 1.4 million draw patterns

  it('counts known by hand', () => {
    expect(MARK6_DRAWS).toBe(601_304_088n);
    expect(winCounts('NH_5', '1,2,3,4,5')).toEqual([choose(44, 7) * 7n]);
    expect(winCounts('LM_3_ALL', '1,2,3')).toEqual([choose(46, 3) * 43n]);
    expect(winCounts('PT_ZODIAC', 'HORSE', { zodiac })).toEqual([0n, (choose(49, 7) - choose(44, 7)) * 7n]);
  });
});
