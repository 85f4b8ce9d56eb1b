// The colour waves of Mark Six, apart from the other attributes (mark6-attributes.ts), which need the zodiac:
// a page that only colours numbers (a result as balls) takes this small module alone.

export const COLOURS = ['RED', 'BLUE', 'GREEN'] as const;
export type Colour = (typeof COLOURS)[number];

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
const ALL = Array.from({ length: 49 }, (_, i) => i + 1);

/** The fixed colour map of Mark Six. */
export const COLOUR_NUMBERS: Readonly<Record<Colour, readonly number[]>> = {
  RED,
  BLUE,
  GREEN: ALL.filter((n) => !RED.includes(n) && !BLUE.includes(n)),
};

const COLOUR_BY_NUMBER: readonly Colour[] = ALL.map((n) => (RED.includes(n) ? 'RED' : BLUE.includes(n) ? 'BLUE' : 'GREEN'));

export const colourOf = (n: number): Colour => COLOUR_BY_NUMBER[n - 1] as Colour;
