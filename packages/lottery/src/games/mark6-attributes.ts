import { DOMESTIC_ZODIACS, zodiacOf, type Zodiac, type ZodiacMap } from '../zodiac.js';
import { colourOf, type Colour } from './mark6-colours.js';

export const TWO_SIDED = [
  'BIG', 'SMALL', 'ODD', 'EVEN', 'SUM_ODD', 'SUM_EVEN', 'TAIL_BIG', 'TAIL_SMALL', 'DOMESTIC', 'WILD',
] as const;
export type TwoSided = (typeof TWO_SIDED)[number];

export const tailOf = (n: number): number => n % 10;
export const headOf = (n: number): number => Math.floor(n / 10);
export const digitSumOf = (n: number): number => headOf(n) + tailOf(n);

/** Every derived attribute of a number, for display and for the rules. */
export interface Mark6Attributes {
  readonly colour: Colour;
  readonly zodiac: Zodiac;
  readonly big: boolean;
  readonly odd: boolean;
  readonly sum: number;
  readonly sumOdd: boolean;
  readonly tail: number;
  readonly tailBig: boolean;
  readonly head: number;
  readonly domestic: boolean;
}

export function mark6Attributes(n: number, zodiac: ZodiacMap): Mark6Attributes {
  const animal = zodiacOf(zodiac, n);
  return {
    colour: colourOf(n),
    zodiac: animal,
    big: n >= 25,
    odd: n % 2 === 1,
    sum: digitSumOf(n),
    sumOdd: digitSumOf(n) % 2 === 1,
    tail: tailOf(n),
    tailBig: tailOf(n) >= 5,
    head: headOf(n),
    domestic: DOMESTIC_ZODIACS.has(animal),
  };
}

/** Whether n has a two-sided attribute (the 49 tie is the rule's business, not the number's). */
export function hasTwoSided(side: TwoSided, n: number, zodiac: ZodiacMap): boolean {
  const a = mark6Attributes(n, zodiac);
  switch (side) {
    case 'BIG': return a.big;
    case 'SMALL': return !a.big;
    case 'ODD': return a.odd;
    case 'EVEN': return !a.odd;
    case 'SUM_ODD': return a.sumOdd;
    case 'SUM_EVEN': return !a.sumOdd;
    case 'TAIL_BIG': return a.tailBig;
    case 'TAIL_SMALL': return !a.tailBig;
    case 'DOMESTIC': return a.domestic;
    case 'WILD': return !a.domestic;
  }
}
