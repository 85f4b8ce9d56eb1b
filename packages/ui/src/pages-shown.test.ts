import { describe, expect, it } from 'vitest';
import { pagesShown } from './pages-shown.js';

describe('pagesShown', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 226, [1, 2, 3, 4, 5, 6, 'after', 226]],
    [4, 226, [1, 2, 3, 4, 5, 6, 'after', 226]],
    [5, 226, [1, 2, 3, 4, 5, 6, 7, 'after', 226]],
    [6, 226, [1, 'before', 4, 5, 6, 7, 8, 'after', 226]],
    [100, 226, [1, 'before', 98, 99, 100, 101, 102, 'after', 226]],
    [223, 226, [1, 'before', 221, 222, 223, 224, 225, 226]],
    [226, 226, [1, 'before', 221, 222, 223, 224, 225, 226]],
    [4, 8, [1, 2, 3, 4, 5, 6, 7, 8]],
  ])('page %i of %i', (current, pages, shown) => {
    expect(pagesShown(current, pages)).toEqual(shown);
  });

  // Against the rule in words, for every page of every count up to 40.
  it('always shows the first, the last, the current and two each side, in order, each once', () => {
    for (let pages = 1; pages <= 40; pages++) {
      for (let current = 1; current <= pages; current++) {
        const numbers = pagesShown(current, pages).filter((entry): entry is number => typeof entry === 'number');
        const wanted = [1, pages, ...[-2, -1, 0, 1, 2].map((d) => current + d).filter((p) => p >= 1 && p <= pages)];
        for (const page of wanted) expect(numbers).toContain(page);
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        expect(pagesShown(current, pages).length).toBeLessThanOrEqual(9);
        // Every page left out sits under a "…" of two or more.
        const shown = pagesShown(current, pages);
        shown.forEach((entry, i) => {
          if (typeof entry === 'string') expect((shown[i + 1] as number) - (shown[i - 1] as number)).toBeGreaterThan(2);
        });
      }
    }
  });
});
