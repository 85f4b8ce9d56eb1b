import { describe, expect, it } from 'vitest';
import { zodiacMapOn } from '@drawdesk/shell/lottery';
import { numbersOfPick, QUICK_PICKS, toggleGroup, zodiacMapOf } from './quick-picks.js';

describe('quick picks', () => {
  const horse = zodiacMapOn('2026-03-01');
  it('has 12 animals, 3 colours, 10 tails, 5 heads and 4 sides, each a non-empty group with the draw map', () => {
    expect(QUICK_PICKS).toHaveLength(34);
    for (const pick of QUICK_PICKS) expect(numbersOfPick(pick, horse).length, pick.key).toBeGreaterThan(0);
  });

  it('reads the year map back from the animals of the numbers, whose first number is the year animal', () => {
    expect(zodiacMapOf(horse.animals)).toMatchObject({ yearAnimal: 'HORSE', animals: horse.animals });
    expect(zodiacMapOf(null)).toBeUndefined();
  });

  it.each([
    { chosen: [], group: [1, 2], expected: [1, 2] },
    { chosen: [1], group: [1, 2], expected: [1, 2] },
    { chosen: [1, 2, 3], group: [1, 2], expected: [3] },
    { chosen: [5], group: [], expected: [5] },
  ])('toggles $group on $chosen', ({ chosen, group, expected }) => {
    expect([...toggleGroup(new Set(chosen), group)].sort((a, b) => a - b)).toEqual(expected);
  });
});
