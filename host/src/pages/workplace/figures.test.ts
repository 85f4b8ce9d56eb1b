import { describe, expect, it } from 'vitest';
import { categoryShares, changeAgainst, changeText, hasContent } from './figures.js';

describe('change against yesterday', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 100, 0],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [0, 0, 0],
    [500, 0, null],
    [0, 400, -100],
    [-50, -100, 50],
  ])('today %d, yesterday %d -> %s%', (today, yesterday, change) => expect(changeAgainst(today, yesterday)).toBe(change));

  it('reads with a sign, or the given word without a basis', () => {
    expect(changeText(12.5, 'new')).toBe('+12.5%');
    expect(changeText(-3, 'new')).toBe('-3%');
    expect(changeText(0, 'new')).toBe('0%');
    expect(changeText(null, 'new')).toBe('new');
  });
});

describe('the content-data chart', () => {
  const days = [
    { date: '2026-05-01', turnover: 123_456, result: -500 },
    { date: '2026-05-02', turnover: 0, result: 0 },
  ];

  it('is empty when every day is zero', () => {
    expect(hasContent(days)).toBe(true);
    expect(hasContent([days[1]!])).toBe(false);
    expect(hasContent([])).toBe(false);
  });
});

describe('category shares', () => {
  it('gives each group its percentage of the stake, named', () => {
    expect(categoryShares([{ group: 'TM', stake: 200 }, { group: 'P3', stake: 100 }], (g) => `g:${g}`)).toEqual([
      { group: 'g:TM', stake: 200, percent: 66.7, label: 'g:TM 66.7%' },
      { group: 'g:P3', stake: 100, percent: 33.3, label: 'g:P3 33.3%' },
    ]);
    expect(categoryShares([], String)).toEqual([]);
  });
});
