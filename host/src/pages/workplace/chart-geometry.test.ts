import { describe, expect, it } from 'vitest';
import { labelEvery, linear, nearest, niceStep, niceTicks, slices, spread } from './chart-geometry.js';

describe('the workplace charts’ arithmetic', () => {
  it.each([
    [0.7, 1],
    [1, 1],
    [1.1, 2],
    [3, 5],
    [7, 10],
    [12, 20],
    [2_500, 5_000],
    [0, 1],
  ])('a nice step for %d is %d', (raw, step) => expect(niceStep(raw)).toBe(step));

  it.each<[number, number, number[]]>([
    [0, 100, [0, 50, 100]],
    [0, 130, [0, 50, 100, 150]],
    [-40, 100, [-50, 0, 50, 100]],
    [-300, -20, [-300, -200, -100, 0]],
    [0, 0, [0, 1]],
    [5, 5, [0, 2, 4, 6]],
  ])('ticks from %d to %d: %j', (min, max, ticks) => expect(niceTicks(min, max)).toEqual(ticks));

  it('ticks always hold the values and zero, whatever the values (against the definition)', () => {
    for (let seed = 1; seed < 500; seed += 1) {
      const a = ((seed * 7919) % 200_003) - 100_000;
      const b = a + ((seed * 104_729) % 50_000);
      const ticks = niceTicks(a, b);
      expect(ticks[0]!).toBeLessThanOrEqual(Math.min(0, a));
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(Math.max(0, b));
      expect(ticks).toContain(0);
      expect(ticks.length).toBeLessThanOrEqual(9);
    }
  });

  it('scales, spreads and finds the nearest point', () => {
    expect(linear(0, 100, 200, 0)(25)).toBe(150);
    expect(linear(5, 5, 10, 20)(5)).toBe(10);
    expect(spread(3, 0, 100)).toEqual([0, 50, 100]);
    expect(spread(1, 0, 100)).toEqual([50]);
    expect(nearest([0, 50, 100], 70)).toBe(1);
    expect(nearest([0, 50, 100], 80)).toBe(2);
  });

  it.each([
    [7, 700, 40, 1],
    [30, 300, 40, 4],
    [1, 10, 40, 1],
  ])('%d labels on %d px at least %d px apart: every %d-th', (count, width, gap, every) => expect(labelEvery(count, width, gap)).toBe(every));

  it('slices a donut in order, the whole circle used', () => {
    expect(slices([1, 3], 100)).toEqual([
      { length: 25, start: 0 },
      { length: 75, start: 25 },
    ]);
    expect(slices([0, 0], 100)).toEqual([
      { length: 0, start: 0 },
      { length: 0, start: 0 },
    ]);
  });
});
