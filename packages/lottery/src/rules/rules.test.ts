import { describe, expect, it } from 'vitest';
import { zodiacMapOn } from '../zodiac.js';
import { mark6Draw, pick3Draw } from './draws.js';
import { judgeSelection, outcomeSets, ruleOf, validateSelection } from './index.js';

const horse = zodiacMapOn('2026-03-01');
// Regular 3 12 25 30 41 46; special as given.
const m6 = (special: number, numbers = [3, 12, 25, 30, 41, 46]) => mark6Draw(numbers, special, horse);

describe('Mark Six rules on known draws (2026, Horse year)', () => {
  it.each([
    // play, selection, special, result, odds slot
    ['TM', '7', 7, 'win', 0],
    ['TM', '7', 8, 'lose', 0],
    ['TM_TWO_SIDED', 'BIG', 26, 'win', 0],
    ['TM_TWO_SIDED', 'BIG', 24, 'lose', 0],
    ['TM_TWO_SIDED', 'SMALL', 49, 'tie', 0],
    ['TM_TWO_SIDED', 'ODD', 47, 'win', 0],
    ['TM_TWO_SIDED', 'EVEN', 49, 'tie', 0],
    ['TM_TWO_SIDED', 'SUM_ODD', 29, 'win', 0], // 2 + 9 = 11
    ['TM_TWO_SIDED', 'SUM_EVEN', 28, 'win', 0], // 10
    ['TM_TWO_SIDED', 'TAIL_BIG', 15, 'win', 0],
    ['TM_TWO_SIDED', 'TAIL_SMALL', 40, 'win', 0],
    ['TM_TWO_SIDED', 'DOMESTIC', 1, 'win', 0], // Horse
    ['TM_TWO_SIDED', 'WILD', 2, 'win', 0], // Snake
    ['TM_TWO_SIDED', 'DOMESTIC', 8, 'win', 0], // Pig
    ['TM_TWO_SIDED', 'WILD', 49, 'tie', 0],
    ['TM_COLOUR', 'RED', 45, 'win', 1],
    ['TM_COLOUR', 'BLUE', 48, 'win', 0],
    ['TM_COLOUR', 'GREEN', 49, 'win', 0],
    ['TM_COLOUR', 'GREEN', 5, 'win', 0],
    ['TM_COLOUR', 'RED', 4, 'lose', 1],
    ['TM_ZODIAC', 'HORSE', 37, 'win', 1], // the year's animal: 1 13 25 37 49
    ['TM_ZODIAC', 'SNAKE', 38, 'win', 0],
    ['TM_ZODIAC', 'GOAT', 24, 'win', 0],
    ['TM_ZODIAC', 'RAT', 7, 'win', 0],
    ['TM_ZODIAC', 'PIG', 9, 'lose', 0],
    ['TM_TAIL', '0', 40, 'win', 1],
    ['TM_TAIL', '9', 49, 'win', 0],
    ['TM_HEAD', '0', 9, 'win', 0],
    ['TM_HEAD', '4', 49, 'win', 0],
    ['TM_HEAD', '1', 20, 'lose', 0],
    ['ZM', '30', 7, 'win', 0],
    ['ZM', '7', 7, 'lose', 0], // the special is not a regular number
    ['PT_ZODIAC', 'HORSE', 7, 'win', 1], // 25 is Horse
    ['PT_ZODIAC', 'RAT', 7, 'win', 0], // the special 7 is Rat
    ['PT_ZODIAC', 'MONKEY', 7, 'lose', 0],
    ['LM_2_ALL', '3,12', 7, 'win', 0],
    ['LM_2_ALL', '3,7', 7, 'lose', 0],
    ['LM_3_ALL', '3,12,25', 7, 'win', 0],
    ['LM_3_ALL', '3,12,24', 7, 'lose', 0],
    ['LM_3_2', '3,12,24', 7, 'win', 0],
    ['LM_3_2', '3,12,25', 7, 'win', 1],
    ['LM_3_2', '3,10,24', 7, 'lose', 0],
    ['LM_2_SPECIAL', '3,12', 7, 'win', 0],
    ['LM_2_SPECIAL', '3,7', 7, 'win', 1],
    ['LM_2_SPECIAL', '7,8', 7, 'lose', 0],
    // Regular 3 12 25 30 41 46 are Dragon Goat Horse Ox Tiger Rooster, tails 3 2 5 0 1 6
    ['PT_TAIL', '0', 7, 'win', 1], // 30
    ['PT_TAIL', '7', 7, 'win', 0], // the special counts
    ['PT_TAIL', '9', 7, 'lose', 0],
    ['LX_2', 'DRAGON,GOAT', 7, 'win', 0],
    ['LX_2', 'RAT,HORSE', 7, 'win', 1], // Rat is the special; Horse the year's animal
    ['LX_3', 'OX,TIGER,PIG', 7, 'lose', 0],
    ['LX_3', 'OX,TIGER,PIG', 8, 'win', 0],
    ['LX_5', 'DRAGON,HORSE,GOAT,ROOSTER,PIG', 20, 'win', 1], // 20 is Pig
    ['NH_5', '1,2,4,5,6', 7, 'win', 0],
    ['NH_5', '1,2,4,5,7', 7, 'lose', 0], // the special is drawn too
    ['NH_6', '1,2,3,4,5,6', 8, 'lose', 0],
    // 合肖 on the special: 7 is Rat, 49 ties whatever the animals (Horse owns 49 in 2026)
    ['HX_2', 'RAT,OX', 7, 'win', 0],
    ['HX_3', 'OX,TIGER,PIG', 7, 'lose', 0],
    ['HX_11', 'RAT,OX,TIGER,RABBIT,DRAGON,SNAKE,GOAT,MONKEY,ROOSTER,DOG,PIG', 13, 'lose', 0], // 13 is Horse
    ['HX_2', 'SNAKE,HORSE', 49, 'tie', 0],
    ['HX_2', 'RAT,OX', 49, 'tie', 0],
  ] as const)('%s %s, special %d: %s (slot %d)', (play, selection, special, result, slot) => {
    const [judged] = judgeSelection(play, selection, m6(special));
    expect(judged?.result).toBe(result);
    if (result === 'win') expect(judged?.oddsSlot).toBe(slot);
  });

  it('PT_ZODIAC counts Snake on 2, 14, 26, 38 only', () => {
    expect(judgeSelection('PT_ZODIAC', 'SNAKE', m6(7))[0]?.result).toBe('lose');
    expect(judgeSelection('PT_ZODIAC', 'SNAKE', m6(38))[0]?.result).toBe('win');
  });

  it('a compound LM line judges every combination', () => {
    const judged = judgeSelection('LM_2_ALL', '3,12,25,7', m6(7));
    expect(judged.map((j) => j.result)).toEqual(['win', 'win', 'lose', 'win', 'lose', 'lose']);
    expect(ruleOf('LM_3_ALL').combinations('1,2,3,4,5')).toHaveLength(10);
  });
});

describe('pick-3 rules on known draws', () => {
  it.each([
    ['P3_DIRECT', '042', '042', 'win'],
    ['P3_DIRECT', '042', '240', 'lose'],
    ['P3_ONE_POS', '*4*', '042', 'win'],
    ['P3_ONE_POS', '4**', '042', 'lose'],
    ['P3_TWO_POS', '0*2', '042', 'win'],
    ['P3_TWO_POS', '04*', '043', 'win'],
    ['P3_TWO_POS', '04*', '143', 'lose'],
    ['P3_GROUP3', '112', '121', 'win'],
    ['P3_GROUP3', '112', '122', 'lose'],
    ['P3_GROUP3', '112', '111', 'lose'],
    ['P3_GROUP6', '123', '312', 'win'],
    ['P3_GROUP6', '123', '113', 'lose'],
    ['P3_SUM', '6', '042', 'win'],
    ['P3_SUM', '0', '000', 'win'],
    ['P3_SUM', '27', '998', 'lose'],
    ['P3_SPAN', '4', '042', 'win'],
    ['P3_SPAN', '0', '777', 'win'],
    ['P3_POS_TWO_SIDED', 'H:SMALL', '042', 'win'],
    ['P3_POS_TWO_SIDED', 'T:BIG', '052', 'win'],
    ['P3_POS_TWO_SIDED', 'U:ODD', '042', 'lose'],
    ['P3_POS_TWO_SIDED', 'U:EVEN', '040', 'win'],
  ] as const)('%s %s on %s: %s', (play, selection, result, expected) => {
    expect(judgeSelection(play, selection, pick3Draw(result))[0]?.result).toBe(expected);
  });

  it('sum and span sets have the textbook sizes', () => {
    const sizes = (play: string, max: number) => Array.from({ length: max + 1 }, (_, s) => outcomeSets(play, String(s)).win.length);
    expect(sizes('P3_SUM', 27)).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1]);
    expect(sizes('P3_SPAN', 9)).toEqual([10, 54, 96, 126, 144, 150, 144, 126, 96, 54]);
  });
});

describe('selection validation', () => {
  it.each([
    ['TM', '01', '1'], ['TM', ' 49 ', '49'], ['TM_TWO_SIDED', 'big', 'BIG'], ['TM_COLOUR', 'Red', 'RED'],
    ['TM_ZODIAC', 'horse', 'HORSE'], ['TM_TAIL', '0', '0'], ['LM_3_ALL', '25, 3 7', '3,7,25'],
    ['LX_2', 'pig, rat ox', 'RAT,OX,PIG'], ['NH_5', '9 8 7 6 05', '5,6,7,8,9'], ['PT_TAIL', '3', '3'],
    ['HX_3', 'pig dog rat', 'RAT,DOG,PIG'],
    ['P3_GROUP3', '211', '112'], ['P3_GROUP3', '212', '221'], ['P3_GROUP6', '931', '139'],
    ['P3_POS_TWO_SIDED', 'h:big', 'H:BIG'], ['P3_ONE_POS', '**7', '**7'], ['P3_SUM', '07', '7'],
  ])('%s "%s" is %s', (play, raw, canonical) => {
    expect(validateSelection(play, raw)).toEqual({ ok: true, selection: canonical });
  });

  it.each([
    ['TM', '50', '"50" is not a Mark Six number (1-49)'],
    ['TM', '0', '"0" is not a Mark Six number (1-49)'],
    ['TM', 'x', '"x" is not a Mark Six number (1-49)'],
    ['TM_HEAD', '5', '"5" is not a head digit (0-4)'],
    ['TM_COLOUR', 'PINK', '"PINK" is not a colour (RED BLUE GREEN)'],
    ['LM_2_ALL', '7', 'LM_2_ALL needs at least 2 numbers, got 1'],
    ['LM_3_ALL', '1,2,2', '"1,2,2" repeats a number'],
    ['LX_3', 'RAT,OX', 'LX_3 needs at least 3 animals, got 2'],
    ['LX_2', 'RAT,RAT', '"RAT,RAT" repeats an animal'],
    ['NH_6', '1,2,3,4,5', 'NH_6 needs at least 6 numbers, got 5'],
    ['HX_2', 'RAT,OX,PIG', 'HX_2 takes exactly 2 animals, got 3'],
    ['HX_4', 'RAT,OX,RAT,PIG', '"RAT,OX,RAT,PIG" repeats an animal'],
    ['P3_DIRECT', '12', '"12" is not three digits'],
    ['P3_GROUP3', '123', '"123" is not a pair pattern a,a,b with a != b'],
    ['P3_GROUP6', '112', '"112" needs three different digits'],
    ['P3_TWO_POS', '5**', '"5**" must fix 2 of 3 positions with digits and mark the others * (e.g. 5*7)'],
    ['P3_POS_TWO_SIDED', 'X:BIG', '"X" is not a position (H T U)'],
  ])('%s "%s": %s', (play, raw, error) => {
    // The sentence for the logs, and the code a program words for people.
    expect(validateSelection(play, raw)).toEqual({ ok: false, error, code: 'BAD_SELECTION' });
  });

  it('refuses a draw of the wrong game and a bad draw', () => {
    expect(() => judgeSelection('TM', '1', pick3Draw('123'))).toThrow(/MARK6 play/);
    expect(() => mark6Draw([1, 2, 3, 4, 5, 5], 6, horse)).toThrow(/all distinct/);
    expect(() => pick3Draw('12a')).toThrow(/three digits/);
  });
});
