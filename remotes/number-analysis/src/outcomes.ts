import type { OutcomeRow } from '@drawdesk/contracts';

/** The columns the per-outcome table sorts by. */
export type OutcomeKey = 'outcome' | 'stake' | 'payout' | 'net' | 'layoff' | 'netAfter';
export type SortOrder = 'asc' | 'desc';

/** Compares two rows by a column; outcomes compare as numbers ("2" before "10"; pick-3 "007" before "070"). */
export const compareOutcomes =
  (key: OutcomeKey) =>
  (a: OutcomeRow, b: OutcomeRow): number =>
    key === 'outcome' ? Number(a.outcome) - Number(b.outcome) : a[key] - b[key] || Number(a.outcome) - Number(b.outcome);

/** A new array of the rows sorted by a column (ties by outcome, ascending), e.g. worst results first: `('net', 'asc')`. */
export function sortOutcomes<R extends OutcomeRow>(rows: readonly R[], key: OutcomeKey, order: SortOrder): R[] {
  const compare = compareOutcomes(key);
  return [...rows].sort((a, b) => (order === 'asc' ? compare(a, b) : key === 'outcome' ? compare(b, a) : b[key] - a[key] || Number(a.outcome) - Number(b.outcome)));
}

/** The rows by outcome: "1".."49" or "000".."999". */
export const byOutcome = <R extends { outcome: string }>(rows: readonly R[]) => new Map(rows.map((row) => [row.outcome, row]));

/** One block of the pick-3 view: the hundreds digit, then 10 rows (tens) of 10 outcomes (units). */
export type Pick3Block = { hundreds: number; rows: string[][] };

/** The 1,000 pick-3 outcomes as 10 blocks of 10x10: block = hundreds digit, row = tens, column = units. */
export function pick3Blocks(): Pick3Block[] {
  return Array.from({ length: 10 }, (_, hundreds) => ({
    hundreds,
    rows: Array.from({ length: 10 }, (_, tens) => Array.from({ length: 10 }, (_, units) => `${hundreds}${tens}${units}`)),
  }));
}
