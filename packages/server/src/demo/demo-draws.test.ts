import { describe, expect, it } from 'vitest';
import { demoDraws, type DemoMarket } from './demo-draws.js';

const MARKETS: DemoMarket[] = [
  { code: 'HK6', game: 'MARK6', calendar: { drawDays: [2, 4, 6], drawTime: '21:30', closeMinutes: 15, timeZone: 'Asia/Hong_Kong' } },
  { code: 'P3', game: 'PICK3', calendar: { drawDays: [1, 2, 3, 4, 5, 6, 7], drawTime: '21:15', closeMinutes: 15, timeZone: 'Asia/Shanghai' } },
];
const NOW = new Date('2026-11-23T02:00:00Z');

describe('demo draws', () => {
  it('are the calendar draws of the last 30 days, with valid results, the same on every start', () => {
    const history = demoDraws(MARKETS, NOW);
    const hk6 = history.filter((d) => d.lottery === 'HK6');
    const p3 = history.filter((d) => d.lottery === 'P3');
    expect(hk6.length).toBeGreaterThanOrEqual(12);
    expect(hk6.length).toBeLessThanOrEqual(13);
    expect(p3).toHaveLength(30);
    expect(history.every((d) => d.drawAt <= NOW && d.drawAt.getTime() > NOW.getTime() - 30 * 86_400_000)).toBe(true);
    for (const { result } of hk6) {
      const all = [...result!.numbers, result!.special!];
      expect(new Set(all).size).toBe(7);
      expect(all.every((n) => n >= 1 && n <= 49)).toBe(true);
      expect(result!.numbers).toEqual([...result!.numbers].sort((a, b) => a - b));
    }
    expect(p3.every(({ result }) => result!.special === null && result!.numbers.length === 3 && result!.numbers.every((n) => n >= 0 && n <= 9))).toBe(true);
    expect(demoDraws(MARKETS, NOW)).toEqual(history);
    // A later start shows the same results for the days both cover.
    const later = demoDraws(MARKETS, new Date(NOW.getTime() + 86_400_000));
    expect(later.find((d) => d.lottery === 'P3' && d.drawAt.getTime() === p3.at(-1)!.drawAt.getTime())!.result).toEqual(p3.at(-1)!.result);
    // Results vary from draw to draw.
    expect(new Set(p3.map((d) => d.result!.numbers.join(''))).size).toBeGreaterThan(20);
  });

  it('a draw whose sales are over but whose draw time is still ahead is there, without a result', () => {
    const history = demoDraws(MARKETS, new Date('2026-11-24T13:20:00Z')); // Tuesday 21:20 local: HK6 closed at 21:15, draws at 21:30
    expect(history.filter((d) => d.result === null).map((d) => [d.lottery, d.drawAt.toISOString()])).toEqual([['HK6', '2026-11-24T13:30:00.000Z']]);
  });
});
