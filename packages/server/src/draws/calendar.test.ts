import { describe, expect, it } from 'vitest';
import type { Calendar } from '@drawdesk/contracts';
import { calendarSlots, issueOf, localDate, nextIssueOf } from './calendar.js';

const HK6: Calendar = { drawDays: [2, 4, 6], drawTime: '21:30', closeMinutes: 15, timeZone: 'Asia/Hong_Kong' };
const P3: Calendar = { drawDays: [1, 2, 3, 4, 5, 6, 7], drawTime: '21:15', closeMinutes: 15, timeZone: 'Asia/Shanghai' };
const iso = (slots: ReturnType<typeof calendarSlots>) => slots.map((s) => [s.opensAt.toISOString(), s.closesAt.toISOString(), s.drawAt.toISOString()]);

describe('calendarSlots', () => {
  it.each([
    // Monday 2026-11-23 10:00 local: Tuesday, Thursday and Saturday follow; the first opened at Saturday's draw.
    ['Monday morning', '2026-11-23T02:00:00Z', 7, [
      ['2026-11-21T13:30:00.000Z', '2026-11-24T13:15:00.000Z', '2026-11-24T13:30:00.000Z'],
      ['2026-11-24T13:30:00.000Z', '2026-11-26T13:15:00.000Z', '2026-11-26T13:30:00.000Z'],
      ['2026-11-26T13:30:00.000Z', '2026-11-28T13:15:00.000Z', '2026-11-28T13:30:00.000Z'],
    ]],
    // Tuesday 21:20 local: sales of tonight's draw are over, so it is not created; Thursday's opened at Tuesday 21:30.
    ['after tonight closed', '2026-11-24T13:20:00Z', 3, [['2026-11-24T13:30:00.000Z', '2026-11-26T13:15:00.000Z', '2026-11-26T13:30:00.000Z']]],
    // Just before tonight's close: tonight's draw is still ahead.
    ['just before the close', '2026-11-24T13:14:00Z', 1, [['2026-11-21T13:30:00.000Z', '2026-11-24T13:15:00.000Z', '2026-11-24T13:30:00.000Z']]],
  ] as const)('HK6 %s', (_name, now, days, expected) => {
    expect(iso(calendarSlots(HK6, new Date(now), days))).toEqual(expected);
  });

  it('a daily market has one draw a day, each opening when the one before is drawn', () => {
    const slots = calendarSlots(P3, new Date('2026-12-30T16:30:00Z'), 3); // 31 December 00:30 local
    expect(iso(slots)).toEqual([
      ['2026-12-30T13:15:00.000Z', '2026-12-31T13:00:00.000Z', '2026-12-31T13:15:00.000Z'],
      ['2026-12-31T13:15:00.000Z', '2027-01-01T13:00:00.000Z', '2027-01-01T13:15:00.000Z'],
      ['2027-01-01T13:15:00.000Z', '2027-01-02T13:00:00.000Z', '2027-01-02T13:15:00.000Z'],
    ]);
    expect(slots.map((s) => localDate(s.drawAt, 'Asia/Shanghai'))).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('reads the local date in UTC+8', () => {
    expect(localDate(new Date('2026-02-16T16:00:00Z'), 'Asia/Macau')).toBe('2026-02-17');
    expect(localDate(new Date('2026-02-16T15:59:59Z'), 'Asia/Macau')).toBe('2026-02-16');
  });

  it('numbers issues by year and sequence', () => {
    expect([issueOf('2026', 1), issueOf('2026', 128), issueOf('2027', 1000)]).toEqual(['2026001', '2026128', '20271000']);
  });
});

describe('nextIssueOf', () => {
  it.each([
    // [calendar, draw time, last issue's sequence of the year, issue]
    ['P3 on 1 January', P3, '2026-01-01T13:15:00Z', 0, '2026001'],
    ['P3 on 24 November: the 328th day, though the book has no draw of the year yet', P3, '2026-11-24T13:15:00Z', 0, '2026328'],
    ['P3 on 31 December', P3, '2026-12-31T13:15:00Z', 0, '2026365'],
    ['HK6 on Thursday 1 January, its first draw day of 2026', HK6, '2026-01-01T13:30:00Z', 0, '2026001'],
    ['HK6 on Tuesday 6 January: Thursday, Saturday, Tuesday', HK6, '2026-01-06T13:30:00Z', 0, '2026003'],
    ['a draw an Admin added moves the rest on: the last issue is ahead of the calendar', P3, '2026-01-01T13:15:00Z', 5, '2026006'],
    ['a draw off the calendar before the first draw time of the year follows the last issue', P3, '2025-12-31T16:30:00Z', 0, '2026001'],
  ] as const)('%s', (_name, calendar, drawAt, last, issue) => {
    const year = localDate(new Date(drawAt), calendar.timeZone).slice(0, 4);
    expect(nextIssueOf(calendar, new Date(drawAt), year, last)).toBe(issue);
  });
});
