import { describe, expect, it } from 'vitest';
import { DEFAULT_ZODIAC_YEARS, addZodiacYear, zodiacMapOn, zodiacOf, zodiacYearOn } from './zodiac.js';

describe('zodiac years', () => {
  it.each([
    ['2020-01-25', 2020, 'RAT'], ['2021-02-11', 2020, 'RAT'], ['2021-02-12', 2021, 'OX'],
    ['2024-02-09', 2023, 'RABBIT'], ['2024-02-10', 2024, 'DRAGON'], ['2026-02-16', 2025, 'SNAKE'],
    ['2026-02-17', 2026, 'HORSE'], ['2029-02-13', 2029, 'ROOSTER'], ['2030-12-31', 2030, 'DOG'], ['2031-01-20', 2030, 'DOG'],
  ])('%s is in lunar year %d (%s)', (date, year, animal) => {
    expect(zodiacYearOn(date)).toMatchObject({ year, animal });
  });

  it('refuses dates the table does not cover instead of guessing', () => {
    expect(() => zodiacYearOn('2020-01-24')).toThrow(/add it/);
    expect(() => zodiacYearOn('2031-01-21')).toThrow(/add it/);
    expect(() => zodiacYearOn('2026/02/17')).toThrow(/YYYY-MM-DD/);
  });

  it('takes added years', () => {
    const table = addZodiacYear(DEFAULT_ZODIAC_YEARS, { year: 2031, start: '2031-01-23', animal: 'PIG' });
    expect(zodiacYearOn('2031-06-01', table)).toMatchObject({ year: 2031, animal: 'PIG' });
    expect(zodiacYearOn('2031-01-22', table)).toMatchObject({ year: 2030 });
    expect(() => addZodiacYear(table, { year: 2032, start: '2032-02-11', animal: 'PIG' })).toThrow(/RAT year/);
    expect(() => addZodiacYear(table, { year: 2032, start: '2032-03-11', animal: 'RAT' })).toThrow(/cannot start/);
  });

  it('maps numbers backwards from the year animal (the 2026 Horse year)', () => {
    const map = zodiacMapOn('2026-05-01');
    const owners = (animal: string) => Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => zodiacOf(map, n) === animal);
    expect(owners('HORSE')).toEqual([1, 13, 25, 37, 49]);
    expect(owners('SNAKE')).toEqual([2, 14, 26, 38]);
    expect(['DRAGON', 'RABBIT', 'TIGER', 'OX', 'RAT', 'PIG', 'DOG', 'ROOSTER', 'MONKEY', 'GOAT'].map((a) => owners(a)[0]))
      .toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(zodiacOf(zodiacMapOn('2024-06-01'), 1)).toBe('DRAGON');
  });
});
