import type { Calendar, MarketTimeZone } from '@drawdesk/contracts';

/**
 * The markets' zones are all UTC+8 and keep no daylight saving (China since 1992, Hong Kong and
 * Macau since 1980), so a local time converts with a fixed offset. A zone with daylight saving
 * would need a real time-zone conversion here, and the contract's list of zones would grow with it.
 */
const UTC_OFFSET_MINUTES: Record<MarketTimeZone, number> = { 'Asia/Shanghai': 480, 'Asia/Hong_Kong': 480, 'Asia/Macau': 480 };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type DrawSlot = { drawAt: Date; closesAt: Date; opensAt: Date };

/** The market's local calendar date of an instant, YYYY-MM-DD. */
export function localDate(at: Date, zone: MarketTimeZone): string {
  return new Date(at.getTime() + UTC_OFFSET_MINUTES[zone] * MINUTE).toISOString().slice(0, 10);
}

/** Midnight (local) of the day that contains `at`, as an instant. */
function localMidnight(at: Date, zone: MarketTimeZone): number {
  const offset = UTC_OFFSET_MINUTES[zone] * MINUTE;
  return Math.floor((at.getTime() + offset) / DAY) * DAY - offset;
}

/** ISO weekday (1 Monday .. 7 Sunday) of the local day starting at `midnight`. */
function weekdayOf(midnight: number, zone: MarketTimeZone): number {
  const day = new Date(midnight + UTC_OFFSET_MINUTES[zone] * MINUTE).getUTCDay();
  return day === 0 ? 7 : day;
}

function drawTimeOn(midnight: number, calendar: Calendar): number {
  const [hours, minutes] = calendar.drawTime.split(':').map(Number) as [number, number];
  return midnight + (hours * 60 + minutes) * MINUTE;
}

/** The calendar's draw instants from `from` (exclusive) to `until` (inclusive), and the last one at or before `from`. */
export function drawInstants(calendar: Calendar, from: Date, until: Date): { previous: number | null; next: number[] } {
  const days = new Set(calendar.drawDays);
  const next: number[] = [];
  let previous: number | null = null;
  // A week back finds the previous draw of any calendar with at least one day.
  for (let midnight = localMidnight(from, calendar.timeZone) - 7 * DAY; midnight <= until.getTime(); midnight += DAY) {
    if (!days.has(weekdayOf(midnight, calendar.timeZone))) continue;
    const at = drawTimeOn(midnight, calendar);
    if (at <= from.getTime()) previous = at;
    else if (at <= until.getTime()) next.push(at);
  }
  return { previous, next };
}

/**
 * The draws the calendar asks for with a draw time after `now` and up to `days` ahead. Each opens at
 * the previous calendar draw time (so a market always has its next draw open) and closes
 * `closeMinutes` before its draw time. Draws whose sales would already be over are left out.
 */
export function calendarSlots(calendar: Calendar, now: Date, days: number): DrawSlot[] {
  const { previous, next } = drawInstants(calendar, now, new Date(now.getTime() + days * DAY));
  const slots: DrawSlot[] = [];
  let opensAt = previous ?? now.getTime();
  for (const at of next) {
    const closesAt = at - calendar.closeMinutes * MINUTE;
    if (closesAt > now.getTime() && closesAt > opensAt) slots.push({ drawAt: new Date(at), closesAt: new Date(closesAt), opensAt: new Date(opensAt) });
    opensAt = at;
  }
  return slots;
}

/**
 * Which draw of its local year the calendar makes the one at `drawAt` (1 for the year's first draw day),
 * counted from the calendar alone: issue numbers follow the market's year even when the book started
 * taking orders late in it.
 */
export function calendarOrdinal(calendar: Calendar, drawAt: Date): number {
  const offset = UTC_OFFSET_MINUTES[calendar.timeZone] * MINUTE;
  const year = new Date(drawAt.getTime() + offset).getUTCFullYear();
  const yearStart = Date.UTC(year, 0, 1) - offset;
  return drawInstants(calendar, new Date(yearStart - 1), drawAt).next.length;
}

/** The issue number of the `sequence`-th draw of a (local) year: `2026128`. */
export const issueOf = (year: string, sequence: number) => `${year}${String(sequence).padStart(3, '0')}`;

/** The issue of a new draw: after the year's last issue, and never behind the calendar's count (a book that starts in November numbers from there). */
export const nextIssueOf = (calendar: Calendar, drawAt: Date, year: string, lastSequence: number) =>
  issueOf(year, Math.max(lastSequence + 1, calendarOrdinal(calendar, drawAt)));
