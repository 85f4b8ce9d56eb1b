import { TWO_SIDED, digitSumOf, hasTwoSided, headOf, tailOf, type TwoSided } from '../games/mark6-attributes.js';
import { COLOUR_NUMBERS, COLOURS, colourOf } from '../games/mark6-colours.js';
import { combinations } from '../combinations.js';
import { LotteryError } from '../errors.js';
import { ZODIACS, DOMESTIC_ZODIACS, zodiacOf, type Zodiac } from '../zodiac.js';
import { parseChoice, parseWhole, requireZodiac, span } from './selection.js';
import { TIE, winIf, type Mark6Draw, type OutcomeSets, type Rule } from './types.js';

/**
 * Rules of the special-number plays (TM*). The judge functions read the draw;
 * the win sets are built from the tables and the arithmetic of the numbers,
 * so the agreement test compares two derivations, not one twice.
 */

const single = (numbers: readonly number[], oddsSlot = 0): OutcomeSets => ({
  win: numbers.map((n) => n - 1), tie: [], oddsSlot,
});
const plain = (selection: string): readonly string[] => [selection];

/** Numbers 1-49 (index n-1 is the outcome) that step by `step` from `first`. */
const stepping = (first: number, step: number): number[] => span(0, 48).map((i) => first + i * step).filter((n) => n >= 1 && n <= 49);

/** Numbers of an animal: the year's animal owns 1, 13, ...; each animal before it one more. */
function zodiacNumbers(animal: Zodiac, yearAnimal: Zodiac): number[] {
  const back = (ZODIACS.indexOf(yearAnimal) - ZODIACS.indexOf(animal) + 12) % 12;
  return stepping(back + 1, 12);
}

export const TM: Rule<Mark6Draw> = {
  play: 'TM',
  normalise: (raw) => String(parseWhole(raw, 1, 49, 'a Mark Six number')),
  selections: () => span(1, 49).map(String),
  combinations: plain,
  judge: (selection, draw) => winIf(draw.special === Number(selection)),
  sets: (selection) => single([Number(selection)]),
};

/** 49 is the tie number of every two-sided bet on the special. */
const TIE_NUMBER = 49;

function twoSidedNumbers(side: TwoSided, yearAnimal: Zodiac): number[] {
  const below49 = span(1, 48);
  switch (side) {
    case 'BIG': return span(25, 48);
    case 'SMALL': return span(1, 24);
    case 'ODD': return stepping(1, 2).filter((n) => n !== TIE_NUMBER);
    case 'EVEN': return stepping(2, 2);
    case 'SUM_ODD': return below49.filter((n) => digitSumOf(n) % 2 === 1);
    case 'SUM_EVEN': return below49.filter((n) => digitSumOf(n) % 2 === 0);
    case 'TAIL_BIG': return span(5, 9).flatMap((t) => stepping(t, 10)).filter((n) => n !== TIE_NUMBER);
    case 'TAIL_SMALL': return span(0, 4).flatMap((t) => stepping(t, 10));
    case 'DOMESTIC':
    case 'WILD': {
      const wanted = side === 'DOMESTIC';
      return ZODIACS.filter((z) => DOMESTIC_ZODIACS.has(z) === wanted)
        .flatMap((z) => zodiacNumbers(z, yearAnimal))
        .filter((n) => n !== TIE_NUMBER);
    }
  }
}

export const TM_TWO_SIDED: Rule<Mark6Draw> = {
  play: 'TM_TWO_SIDED',
  normalise: (raw) => parseChoice(raw, TWO_SIDED, 'a two-sided bet'),
  selections: () => TWO_SIDED,
  combinations: plain,
  judge: (selection, draw) =>
    draw.special === TIE_NUMBER ? TIE : winIf(hasTwoSided(selection as TwoSided, draw.special, draw.zodiac)),
  sets: (selection, context) => ({
    win: twoSidedNumbers(selection as TwoSided, requireZodiac(context).yearAnimal).map((n) => n - 1),
    tie: [TIE_NUMBER - 1],
    oddsSlot: 0,
  }),
};

/** Red (17 numbers) pays odds slot 1, blue and green slot 0. */
const colourSlot = (colour: string): number => (colour === 'RED' ? 1 : 0);

export const TM_COLOUR: Rule<Mark6Draw> = {
  play: 'TM_COLOUR',
  normalise: (raw) => parseChoice(raw, COLOURS, 'a colour'),
  selections: () => COLOURS,
  combinations: plain,
  judge: (selection, draw) => winIf(colourOf(draw.special) === selection, colourSlot(selection)),
  sets: (selection) => single(COLOUR_NUMBERS[selection as keyof typeof COLOUR_NUMBERS], colourSlot(selection)),
};

export const TM_ZODIAC: Rule<Mark6Draw> = {
  play: 'TM_ZODIAC',
  normalise: (raw) => parseChoice(raw, ZODIACS, 'an animal'),
  selections: () => ZODIACS,
  combinations: plain,
  // The year's animal owns five numbers and pays the second slot.
  judge: (selection, draw) =>
    winIf(zodiacOf(draw.zodiac, draw.special) === selection, selection === draw.zodiac.yearAnimal ? 1 : 0),
  sets: (selection, context) => {
    const { yearAnimal } = requireZodiac(context);
    return single(zodiacNumbers(selection as Zodiac, yearAnimal), selection === yearAnimal ? 1 : 0);
  },
};

export const TM_TAIL: Rule<Mark6Draw> = {
  play: 'TM_TAIL',
  normalise: (raw) => String(parseWhole(raw, 0, 9, 'a tail digit')),
  selections: () => span(0, 9).map(String),
  combinations: plain,
  // Tail 0 has four numbers (10, 20, 30, 40) and pays the second slot.
  judge: (selection, draw) => winIf(tailOf(draw.special) === Number(selection), selection === '0' ? 1 : 0),
  sets: (selection) => single(stepping(Number(selection), 10), selection === '0' ? 1 : 0),
};

export const TM_HEAD: Rule<Mark6Draw> = {
  play: 'TM_HEAD',
  normalise: (raw) => String(parseWhole(raw, 0, 4, 'a head digit')),
  selections: () => span(0, 4).map(String),
  combinations: plain,
  judge: (selection, draw) => winIf(headOf(draw.special) === Number(selection)),
  sets: (selection) => {
    const head = Number(selection);
    return single(span(head * 10, head * 10 + 9).filter((n) => n >= 1 && n <= 49));
  },
};

/**
 * 合肖 (HX_n): exactly n animals; wins when the special number's animal is one of them. A special
 * of 49 ties (the stake is refunded) whatever the animals, so every animal wins on four numbers.
 * Canonical form: animals in cycle order, comma-joined.
 */
function zodiacComboRule(size: number): Rule<Mark6Draw> {
  const play = `HX_${size}` as Rule['play'];
  return {
    play,
    normalise: (raw) => {
      const animals = raw.trim().split(/[\s,]+/).map((a) => parseChoice(a, ZODIACS, 'an animal'));
      if (new Set(animals).size !== animals.length) throw new LotteryError('BAD_SELECTION', `"${raw}" repeats an animal`);
      if (animals.length !== size) throw new LotteryError('BAD_SELECTION', `${play} takes exactly ${size} animals, got ${animals.length}`);
      return ZODIACS.filter((z) => animals.includes(z)).join(',');
    },
    selections: () => combinations(ZODIACS, size).map((c) => c.join(',')),
    combinations: plain,
    judge: (selection, draw) =>
      draw.special === TIE_NUMBER ? TIE : winIf(selection.split(',').includes(zodiacOf(draw.zodiac, draw.special))),
    sets: (selection, context) => {
      const { yearAnimal } = requireZodiac(context);
      const numbers = (selection.split(',') as Zodiac[]).flatMap((a) => zodiacNumbers(a, yearAnimal)).filter((n) => n !== TIE_NUMBER);
      return { win: numbers.sort((a, b) => a - b).map((n) => n - 1), tie: [TIE_NUMBER - 1], oddsSlot: 0 };
    },
  };
}

export const HX_2 = zodiacComboRule(2);
export const HX_3 = zodiacComboRule(3);
export const HX_4 = zodiacComboRule(4);
export const HX_5 = zodiacComboRule(5);
export const HX_6 = zodiacComboRule(6);
export const HX_7 = zodiacComboRule(7);
export const HX_8 = zodiacComboRule(8);
export const HX_9 = zodiacComboRule(9);
export const HX_10 = zodiacComboRule(10);
export const HX_11 = zodiacComboRule(11);
