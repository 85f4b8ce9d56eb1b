import type { Draw, GameCatalogue } from '@drawdesk/contracts';
import { lookups, useLookup } from '@drawdesk/shell';
import { animalOfYear, ZODIACS, zodiacMapFor, zodiacMapOn, type Zodiac, type ZodiacYear } from '@drawdesk/lottery';

/** The markets' clocks are all UTC+8 without daylight saving (the server's README): a draw's local day is its time +8 h. */
const MARKET_OFFSET_MS = 8 * 3_600_000;
export const marketDate = (iso: string) => new Date(Date.parse(iso) + MARKET_OFFSET_MS).toISOString().slice(0, 10);

const isZodiac = (animal: string): animal is Zodiac => (ZODIACS as readonly string[]).includes(animal);

/** The catalogue's zodiac years as the domain core reads them (an animal it does not know is left out). */
export const zodiacYearsOf = (catalogue: GameCatalogue): ZodiacYear[] =>
  catalogue.zodiacYears.flatMap((row) => (isZodiac(row.animal) ? [{ year: row.year, start: row.start, animal: row.animal }] : []));

/**
 * The animal of every number 1-49 for a draw (docs/domain/games.md#zodiac-years): the snapshot it was drawn under, else the
 * lunar year its draw time falls in; null when the table has no year for it (the grid then shows none).
 */
export function animalsOf(draw: Pick<Draw, 'drawAt' | 'zodiac'>, years: readonly ZodiacYear[]): readonly string[] | null {
  if (draw.zodiac) return draw.zodiac.animals;
  try {
    return zodiacMapOn(marketDate(draw.drawAt), years).animals;
  } catch {
    return null;
  }
}

/** The animals of a draw's numbers from the games lookup (null until it is loaded, or without a draw). */
export function useDrawAnimals(draw: Pick<Draw, 'drawAt' | 'zodiac'> | null): readonly string[] | null {
  const catalogue = useLookup(lookups.games);
  return catalogue && draw ? animalsOf(draw, zodiacYearsOf(catalogue)) : null;
}

/** The animal of every number 1-49 in a lunar year (an analysis names the year it used): the cycle fixes it, whatever the table's start dates. */
export const animalsOfLunarYear = (year: number): readonly string[] => zodiacMapFor({ year, start: `${year}-02-01`, animal: animalOfYear(year) }).animals;
