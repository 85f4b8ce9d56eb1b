import { describe, expect, it } from 'vitest';
import type { BookCharts } from '@drawdesk/contracts';
import { chartRows } from './book-rows.js';
import { toCsv } from './csv.js';
import { lastDays, periodOf } from './period.js';

const charts: BookCharts = {
  days: [{ date: '2026-03-01', lottery: 'HK6', turnover: 123_450, memberNet: -20_000 }],
  edges: [
    { group: 'TM', stake: 100_000, settledStake: 100_000, realisedBp: -1250, expectedBp: 480 },
    { group: 'P3', stake: 5_000, settledStake: 0, realisedBp: null, expectedBp: 300 },
  ],
  topCustomers: [{ id: 1, code: 'C1', name: '甲', turnover: 50_000, memberNet: 7_000 }],
  topAgents: [],
  hours: [{ hoursBeforeClose: 0, stake: 9_900 }],
};
const words = { lottery: (c: string) => `L-${c}`, group: (c: string) => `G-${c}`, turnover: 'T', memberNet: 'M', result: 'R', realised: 'real', expected: 'exp' };

describe('chartRows', () => {
  it('draws yuan and percentages from fen and bp, the book\'s result as the opposite of the members\' net, and skips unknown edges', () => {
    const rows = chartRows(charts, words);
    expect(rows.turnover).toEqual([{ date: '2026-03-01', series: 'L-HK6', value: 1234.5 }]);
    expect(rows.memberNet[0]!.value).toBe(-200);
    expect(rows.edges).toEqual([
      { group: 'G-TM', series: 'real', value: -12.5 },
      { group: 'G-TM', series: 'exp', value: 4.8 },
      { group: 'G-P3', series: 'exp', value: 3 },
    ]);
    expect(rows.topCustomers).toEqual([
      { name: 'C1 甲', series: 'T', value: 500 },
      { name: 'C1 甲', series: 'R', value: -70 },
    ]);
    expect(rows.hours).toEqual([{ hours: 0, value: 99 }]);
  });
});

describe('toCsv', () => {
  it('quotes, doubles quotes and defuses formulas', () => {
    expect(toCsv(['a', 'b'], [['=1+1', 'x,"y"'], [-5, '-5']])).toBe('\uFEFFa,b\r\n\'=1+1,"x,""y"""\r\n-5,\'-5\r\n');
  });
});

describe('periods', () => {
  it('are Shanghai dates, at most 92 days, the end kept', () => {
    expect(lastDays(30, new Date('2026-03-31T18:00:00Z'))).toEqual({ from: '2026-03-03', to: '2026-04-01' });
    expect(periodOf(new Date('2025-01-01T00:00:00Z'), new Date('2026-03-31T00:00:00Z'))).toEqual({ from: '2025-12-30', to: '2026-03-31' });
  });
});
