import { BOOK_CHART_RULES } from '@drawdesk/contracts';

/** A date as the book names its days (Asia/Shanghai, UTC+8 all year): YYYY-MM-DD. */
export const bookDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The last `days` days up to today, as the page opens. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: bookDate(new Date(now.getTime() - (days - 1) * 86_400_000)), to: bookDate(now) };
}

/** A chosen range of dates, kept within the server's bound by moving its start (the end is what the operator looks at). */
export function periodOf(start: Date, end: Date): { from: string; to: string } {
  const earliest = new Date(end.getTime() - (BOOK_CHART_RULES.daysMax - 1) * 86_400_000);
  return { from: bookDate(start < earliest ? earliest : start), to: bookDate(end) };
}
