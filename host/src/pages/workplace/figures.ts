import type { CategoryStake, ContentDay } from '@drawdesk/contracts';

/**
 * Today's figure against yesterday's, in percent with one decimal (+25, -12.5); 0 when both are zero,
 * null when only yesterday is (a change from nothing has no percentage).
 */
export function changeAgainst(today: number, yesterday: number): number | null {
  if (yesterday === 0) return today === 0 ? 0 : null;
  return Math.round(((today - yesterday) / Math.abs(yesterday)) * 1000) / 10;
}

/** `+25%`, `-12.5%`, `0%`; a change without a basis reads `new` in the caller's words. */
export const changeText = (change: number | null, withoutBasis: string) => (change === null ? withoutBasis : `${change > 0 ? '+' : ''}${change}%`);

/** Whether a chart has anything to draw (every day zero is the empty state). */
export const hasContent = (days: readonly ContentDay[]) => days.some((day) => day.turnover !== 0 || day.result !== 0);

/** Each play group's part of the stake, in percent with one decimal, named in the caller's words, and labelled with both (its stake stays in fen). */
export function categoryShares(categories: readonly CategoryStake[], nameOf: (group: string) => string) {
  const total = categories.reduce((sum, category) => sum + category.stake, 0);
  return categories.map((category) => {
    const percent = total === 0 ? 0 : Math.round((category.stake / total) * 1000) / 10;
    return { group: nameOf(category.group), stake: category.stake, percent, label: `${nameOf(category.group)} ${percent}%` };
  });
}
