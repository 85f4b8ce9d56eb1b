import { describe, expect, it } from 'vitest';
import type { OrderLimits } from '@drawdesk/contracts';
import { lineLimits } from './line-limits.js';

const limits: OrderLimits = {
  planGame: 'MARK6',
  drawGame: 'MARK6',
  plays: [
    { play: 'TM', minStake: 200, maxStake: 50_000, maxPerSelection: 100_000, locked: false },
    { play: 'ZM', minStake: 100, maxStake: 10_000, maxPerSelection: 20_000, locked: true },
    { play: 'LM_2_ALL', minStake: 100, maxStake: 1_000, maxPerSelection: 5_000, locked: false },
  ],
  taken: [{ play: 'TM', selection: '7', stake: 60_000 }],
  odds: [{ play: 'TM', selection: '7', odds: [426_000] }],
};
const tm = (selection: string, stake: number) => ({ play: 'TM', selection, stake, combinations: 1 });

describe('lineLimits', () => {
  it.each([
    { name: 'within', lines: [tm('7', 10_000)], rules: [null], left: [40_000] },
    { name: 'below the minimum', lines: [tm('8', 100)], rules: ['min-stake'], left: [100_000] },
    { name: 'above the maximum', lines: [tm('8', 60_000)], rules: ['max-stake'], left: [100_000] },
    { name: 'the book and the lines before', lines: [tm('7', 30_000), tm('7', 20_000)], rules: [null, 'max-per-selection'], left: [40_000, 10_000] },
    { name: 'a locked play', lines: [{ play: 'ZM', selection: '7', stake: 100, combinations: 1 }], rules: ['play-locked'], left: [20_000] },
    // A compound line: min and max per combination, the limit per selection on the whole amount.
    { name: 'compound', lines: [{ play: 'LM_2_ALL', selection: '1,2,3,4', stake: 1_000, combinations: 6 }], rules: ['max-per-selection'], left: [5_000] },
    { name: 'a play the plan lacks', lines: [{ play: 'PT_TAIL', selection: '1', stake: 100, combinations: 1 }], rules: ['play-locked'], left: [0] },
  ])('$name', ({ lines, rules, left }) => {
    const checked = lineLimits(lines, limits);
    expect(checked.map((line) => line.refusal?.rule ?? null)).toEqual(rules);
    expect(checked.map((line) => line.left)).toEqual(left);
  });

  it('knows nothing before the limits come', () => {
    expect(lineLimits([tm('7', 1)], null)).toEqual([{ terms: null, left: null, refusal: null }]);
  });
});
