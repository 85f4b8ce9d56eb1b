import { describe, expect, it } from 'vitest';
import { combinationCount, MAX_COMBINATIONS, ruleOf } from './index.js';

describe('combinationCount', () => {
  it.each([
    ['TM', '7'],
    ['LM_2_ALL', '1,2'],
    ['LM_2_ALL', '1,2,3,4,5,6'],
    ['LM_3_2', '1,2,3,4,5,6,7,8'],
    ['LX_3', 'RAT,OX,TIGER,RABBIT,DRAGON'],
    ['NH_5', '1,2,3,4,5,6,7,8,9,10'],
    ['P3_GROUP6', '123'],
  ])('%s %s: as many as the rule walks (brute force)', (play, selection) => {
    expect(combinationCount(play, selection)).toBe(ruleOf(play).combinations(selection).length);
  });

  it('counts what it would never walk: twelve-miss over all 49 numbers', () => {
    const all = Array.from({ length: 49 }, (_, i) => i + 1).join(',');
    expect(combinationCount('NH_12', all)).toBe(92_263_734_836);
    expect(combinationCount('NH_12', all)).toBeGreaterThan(MAX_COMBINATIONS);
  });
});
