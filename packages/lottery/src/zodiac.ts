import { LotteryError } from './errors.js';

/** The twelve animals in cycle order (Rat first). */
export const ZODIACS = [
  'RAT', 'OX', 'TIGER', 'RABBIT', 'DRAGON', 'SNAKE',
  'HORSE', 'GOAT', 'MONKEY', 'ROOSTER', 'DOG', 'PIG',
] as const;
export type Zodiac = (typeof ZODIACS)[number];

export const ZODIAC_NAMES: Record<Zodiac, { 'zh-CN': string; 'en-US': string }> = {
  RAT: { 'zh-CN': '鼠', 'en-US': 'Rat' },
  OX: { 'zh-CN': '牛', 'en-US': 'Ox' },
  TIGER: { 'zh-CN': '虎', 'en-US': 'Tiger' },
  RABBIT: { 'zh-CN': '兔', 'en-US': 'Rabbit' },
  DRAGON: { 'zh-CN': '龙', 'en-US': 'Dragon' },
  SNAKE: { 'zh-CN': '蛇', 'en-US': 'Snake' },
  HORSE: { 'zh-CN': '马', 'en-US': 'Horse' },
  GOAT: { 'zh-CN': '羊', 'en-US': 'Goat' },
  MONKEY: { 'zh-CN': '猴', 'en-US': 'Monkey' },
  ROOSTER: { 'zh-CN': '鸡', 'en-US': 'Rooster' },
  DOG: { 'zh-CN': '狗', 'en-US': 'Dog' },
  PIG: { 'zh-CN': '猪', 'en-US': 'Pig' },
};

/** Farm animals (家禽); the other six are wild (野兽). */
export const DOMESTIC_ZODIACS: ReadonlySet<Zodiac> = new Set(['OX', 'HORSE', 'GOAT', 'ROOSTER', 'DOG', 'PIG']);

/** One row of the editable table: the lunar year that starts on `start` (ISO date). */
export interface ZodiacYear {
  readonly year: number;
  readonly start: string;
  readonly animal: Zodiac;
}

/** What a draw snapshots: the year it used and the animal of every number 1-49. */
export interface ZodiacMap {
  readonly lunarYear: number;
  readonly yearAnimal: Zodiac;
  /** animals[n - 1] is the animal of number n. */
  readonly animals: readonly Zodiac[];
}

export const DEFAULT_ZODIAC_YEARS: readonly ZodiacYear[] = [
  { year: 2020, start: '2020-01-25', animal: 'RAT' },
  { year: 2021, start: '2021-02-12', animal: 'OX' },
  { year: 2022, start: '2022-02-01', animal: 'TIGER' },
  { year: 2023, start: '2023-01-22', animal: 'RABBIT' },
  { year: 2024, start: '2024-02-10', animal: 'DRAGON' },
  { year: 2025, start: '2025-01-29', animal: 'SNAKE' },
  { year: 2026, start: '2026-02-17', animal: 'HORSE' },
  { year: 2027, start: '2027-02-06', animal: 'GOAT' },
  { year: 2028, start: '2028-01-26', animal: 'MONKEY' },
  { year: 2029, start: '2029-02-13', animal: 'ROOSTER' },
  { year: 2030, start: '2030-02-03', animal: 'DOG' },
];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The animal the cycle gives a Gregorian year number (2020 was a Rat year). */
export function animalOfYear(year: number): Zodiac {
  return ZODIACS[(((year - 2020) % 12) + 12) % 12] as Zodiac;
}

function assertIsoDate(date: string): void {
  if (!ISO_DATE.test(date)) throw new LotteryError('BAD_DATE', `expected a date YYYY-MM-DD, got "${date}"`);
}

/**
 * A new table with `entry` added (or replacing the same year). Refuses an
 * animal that breaks the cycle or a start outside 21 January - 20 February,
 * the window every lunar new year falls in.
 */
export function addZodiacYear(table: readonly ZodiacYear[], entry: ZodiacYear): ZodiacYear[] {
  assertIsoDate(entry.start);
  if (entry.animal !== animalOfYear(entry.year)) {
    throw new LotteryError('BAD_ZODIAC_YEAR', `${entry.year} is a ${animalOfYear(entry.year)} year, not ${entry.animal}`);
  }
  const monthDay = entry.start.slice(5);
  if (!entry.start.startsWith(`${entry.year}-`) || monthDay < '01-21' || monthDay > '02-20') {
    throw new LotteryError('BAD_ZODIAC_YEAR', `lunar year ${entry.year} cannot start on ${entry.start}`);
  }
  return [...table.filter((row) => row.year !== entry.year), entry].sort((a, b) => a.year - b.year);
}

/**
 * The lunar year a draw date belongs to. The last row of the table counts
 * only up to 20 January of the next Gregorian year, the earliest a new year
 * can start, so a missing row is an error rather than a wrong animal.
 */
export function zodiacYearOn(date: string, table: readonly ZodiacYear[] = DEFAULT_ZODIAC_YEARS): ZodiacYear {
  assertIsoDate(date);
  let found: ZodiacYear | undefined;
  for (const row of table) if (row.start <= date && (!found || row.start > found.start)) found = row;
  const next = found && table.find((row) => row.year === found.year + 1);
  if (!found || (!next && date >= `${found.year + 1}-01-21`)) {
    throw new LotteryError('NO_ZODIAC_YEAR', `the zodiac table has no lunar year for ${date}: add it`);
  }
  return found;
}

/**
 * The year's animal owns 1, 13, 25, 37, 49; the animal before it in the
 * cycle owns 2, 14, 26, 38; and so on backwards.
 */
export function zodiacMapFor(year: ZodiacYear): ZodiacMap {
  const yearIndex = ZODIACS.indexOf(year.animal);
  const animals: Zodiac[] = [];
  for (let n = 1; n <= 49; n++) animals.push(ZODIACS[(((yearIndex - (n - 1)) % 12) + 12) % 12] as Zodiac);
  return { lunarYear: year.year, yearAnimal: year.animal, animals };
}

/** The map in force on a draw date. */
export function zodiacMapOn(date: string, table: readonly ZodiacYear[] = DEFAULT_ZODIAC_YEARS): ZodiacMap {
  return zodiacMapFor(zodiacYearOn(date, table));
}

export function zodiacOf(map: ZodiacMap, n: number): Zodiac {
  const animal = map.animals[n - 1];
  if (!animal) throw new LotteryError('BAD_NUMBER', `${n} is not a Mark Six number`);
  return animal;
}
