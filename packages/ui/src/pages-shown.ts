/**
 * The page buttons a pager shows for page `current` of `pages`: all of them up to seven; else the first and the
 * last, the current one and two each side (five in a row at either end), and `before`/`after` where two or
 * more pages are left out.
 */
export function pagesShown(current: number, pages: number): (number | 'before' | 'after')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 2, pages - 5));
  const end = Math.min(pages - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  // A "…" for one page left out is that page.
  const before = start === 3 ? [2] : start > 3 ? (['before'] as const) : [];
  const after = end === pages - 2 ? [pages - 1] : end < pages - 2 ? (['after'] as const) : [];
  return [1, ...before, ...middle, ...after, pages];
}
