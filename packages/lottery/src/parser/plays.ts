import { headOf, tailOf, type TwoSided } from '../games/mark6-attributes.js';
import { COLOUR_NUMBERS, type Colour } from '../games/mark6-colours.js';
import type { GameCode, PlayCode } from '../games/types.js';
import { DOMESTIC_ZODIACS, zodiacOf, type ZodiacMap } from '../zodiac.js';
import type { ItemKind, PlayContext } from './lexicon.js';

/** A play and the raw selection its rule will normalise. */
export interface Resolved {
  readonly play: PlayCode;
  readonly raw: string;
}
type Resolver = (value: string) => Resolved;

const as = (play: PlayCode): Resolver => (raw) => ({ play, raw });
const pattern: Resolver = (raw) => ({ play: raw.replace(/\*/g, '').length === 1 ? 'P3_ONE_POS' : 'P3_TWO_POS', raw });
const position = (index: number, code: 'H' | 'T' | 'U'): Partial<Record<ItemKind, Resolver>> => ({
  number: (digit) => ({ play: 'P3_ONE_POS', raw: ['*', '*', '*'].map((c, i) => (i === index ? digit : c)).join('') }),
  'two-sided': (side) => ({ play: 'P3_POS_TWO_SIDED', raw: `${code}:${side}` }),
});

/** The one-bet play of a group under 特码 with 包 (蛇包80: one TM_ZODIAC bet). */
export const ONE_BET: Partial<Record<ItemKind, Resolver>> = {
  colour: as('TM_COLOUR'), 'two-sided': as('TM_TWO_SIDED'), zodiac: as('TM_ZODIAC'), tail: as('TM_TAIL'), head: as('TM_HEAD'),
};

/**
 * Which play one item makes under a play word when it is one bet: 特肖 马 is
 * TM_ZODIAC, 平特 马 PT_ZODIAC, 平特 3尾 PT_TAIL. TM and ZM take numbers; their
 * groups (兔, 红单 ...) expand into numbers (expand.ts). An item a context has
 * no entry for is a diagnostic.
 */
export const RESOLVERS: Readonly<Record<PlayContext, Partial<Record<ItemKind, Resolver>>>> = {
  TM: { number: as('TM') },
  TM_ZODIAC: { zodiac: as('TM_ZODIAC') },
  TM_TAIL: { number: as('TM_TAIL'), tail: as('TM_TAIL') },
  TM_HEAD: { number: as('TM_HEAD'), head: as('TM_HEAD') },
  TM_COLOUR: { colour: as('TM_COLOUR') },
  TM_TWO_SIDED: { 'two-sided': as('TM_TWO_SIDED') },
  ZM: { number: as('ZM') },
  PT: { zodiac: as('PT_ZODIAC'), tail: as('PT_TAIL') },
  PT_TAIL: { number: as('PT_TAIL'), tail: as('PT_TAIL') },
  LM_2_ALL: {}, LM_3_ALL: {}, LM_3_2: {}, LM_2_SPECIAL: {},
  LX_2: {}, LX_3: {}, LX_4: {}, LX_5: {}, LX: {}, HX: {},
  HX_2: {}, HX_3: {}, HX_4: {}, HX_5: {}, HX_6: {}, HX_7: {}, HX_8: {}, HX_9: {}, HX_10: {}, HX_11: {},
  NH_5: {}, NH_6: {}, NH_7: {}, NH_8: {}, NH_9: {}, NH_10: {}, NH_11: {}, NH_12: {},
  P3_DIRECT: { number: as('P3_DIRECT'), pattern },
  P3_GROUP3: { number: as('P3_GROUP3') },
  P3_GROUP6: { number: as('P3_GROUP6') },
  P3_SUM: { number: as('P3_SUM') },
  P3_SPAN: { number: as('P3_SPAN') },
  P3_POSITIONAL: { pattern },
  P3_POS_H: position(0, 'H'),
  P3_POS_T: position(1, 'T'),
  P3_POS_U: position(2, 'U'),
};

/**
 * Plays whose selection is a set (one line per combination, or a compound line): the item kind they take
 * and how many. `family` without a fixed play (连 龙蛇马, 合肖 马羊): the size is each set's own count.
 * `exact`: the set is one bet of exactly `pick` (合肖), never compound.
 */
export interface CombinationPlay {
  readonly play: PlayCode | null;
  readonly family: 'LM' | 'LX' | 'NH' | 'HX';
  readonly takes: ItemKind;
  readonly pick: number;
  readonly exact?: boolean;
}

const sized = (family: 'LX' | 'HX', min: number, max: number, exact: boolean): Record<string, CombinationPlay> => ({
  [family]: { play: null, family, takes: 'zodiac', pick: 0, exact },
  ...Object.fromEntries(Array.from({ length: max - min + 1 }, (_, i) => min + i)
    .map((n) => [`${family}_${n}`, { play: `${family}_${n}` as PlayCode, family, takes: 'zodiac' as const, pick: n, exact }])),
});

/** The sizes a family without a count takes (连: 2-5 animals, 合肖: 2-11). */
export const FAMILY_SIZES: Readonly<Record<'LX' | 'HX', readonly [number, number]>> = { LX: [2, 5], HX: [2, 11] };

export const COMBINATION_PLAYS: Readonly<Partial<Record<PlayContext, CombinationPlay>>> = {
  LM_2_ALL: { play: 'LM_2_ALL', family: 'LM', takes: 'number', pick: 2 },
  LM_3_ALL: { play: 'LM_3_ALL', family: 'LM', takes: 'number', pick: 3 },
  LM_3_2: { play: 'LM_3_2', family: 'LM', takes: 'number', pick: 3 },
  LM_2_SPECIAL: { play: 'LM_2_SPECIAL', family: 'LM', takes: 'number', pick: 2 },
  ...sized('LX', ...FAMILY_SIZES.LX, false),
  ...sized('HX', ...FAMILY_SIZES.HX, true),
  ...Object.fromEntries([5, 6, 7, 8, 9, 10, 11, 12].map((n) => [`NH_${n}`, { play: `NH_${n}` as PlayCode, family: 'NH', takes: 'number' as const, pick: n }])),
};

/** Contexts whose numbers are bets on single numbers: there 兔各20 is 20 on each rabbit number. */
export const NUMBER_CONTEXTS: ReadonlySet<PlayContext> = new Set(['TM', 'ZM']);

/** What selections without a play word mean: special numbers (Mark Six) or direct bets (pick-3). */
export const DEFAULT_CONTEXT: Readonly<Record<GameCode, PlayContext>> = { MARK6: 'TM', PICK3: 'P3_DIRECT' };

const ALL = Array.from({ length: 49 }, (_, i) => i + 1);

/** Numbers with a side (大 单 合单 尾大 家禽 ...) by the number's own attributes; the animals' sides need the zodiac map. */
function sideHolds(side: TwoSided, n: number, zodiac: ZodiacMap | undefined): boolean {
  switch (side) {
    case 'BIG': return n >= 25;
    case 'SMALL': return n < 25;
    case 'ODD': return n % 2 === 1;
    case 'EVEN': return n % 2 === 0;
    case 'SUM_ODD': return (headOf(n) + tailOf(n)) % 2 === 1;
    case 'SUM_EVEN': return (headOf(n) + tailOf(n)) % 2 === 0;
    case 'TAIL_BIG': return tailOf(n) >= 5;
    case 'TAIL_SMALL': return tailOf(n) < 5;
    case 'DOMESTIC': return zodiac !== undefined && DOMESTIC_ZODIACS.has(zodiacOf(zodiac, n));
    case 'WILD': return zodiac !== undefined && !DOMESTIC_ZODIACS.has(zodiacOf(zodiac, n));
  }
}

const needsZodiac = (kind: ItemKind, code: string): boolean =>
  kind === 'zodiac' || code.includes('DOMESTIC') || code.includes('WILD') || (kind === 'set' && code.includes('zodiac='));

/** What a group item narrows: 家禽大 is an animal group and a size, 马羊 two animals (a union, not narrowed). */
function dimensions(kind: ItemKind, code: string): string[] {
  switch (kind) {
    case 'zodiac': return ['animal'];
    case 'colour': return ['colour'];
    case 'colour-half': return ['colour', ...dimensions('two-sided', code.split(':')[1] ?? '')];
    case 'side-pair': return code.split(':').flatMap((side) => dimensions('two-sided', side));
    case 'two-sided': return [{ BIG: 'size', SMALL: 'size', ODD: 'parity', EVEN: 'parity', SUM_ODD: 'sum', SUM_EVEN: 'sum', TAIL_BIG: 'tail', TAIL_SMALL: 'tail', DOMESTIC: 'animal', WILD: 'animal' }[code] ?? code];
    case 'tail': return ['tail'];
    case 'head': return ['head'];
    case 'set': return code.split('&').flatMap((part) => {
      const [k, c] = part.split('=') as [ItemKind, string];
      return dimensions(k, c);
    });
    default: return ['number'];
  }
}

/** Whether a group written straight after another narrows it: both groups, nothing in common measured. */
export function mergeable(last: { kind: ItemKind; value: string }, kind: ItemKind, code: string): boolean {
  const before = dimensions(last.kind, last.value);
  const next = dimensions(kind, code);
  if (before.includes('number') || next.includes('number')) return false;
  return !next.some((d) => before.includes(d));
}

/**
 * The numbers of a group item, by the numbers' own attributes: 大 is 25-49, 单
 * the odd numbers 1-49 (49's tie is a rule of the two-sided bet, not of the
 * number); animals by the draw's zodiac map.
 */
export function numbersOf(kind: ItemKind, code: string, zodiac: ZodiacMap | undefined): number[] | 'needs-zodiac' {
  if (needsZodiac(kind, code) && !zodiac) return 'needs-zodiac';
  const sides = (codes: string[]) => (n: number): boolean => codes.every((s) => sideHolds(s as TwoSided, n, zodiac));
  switch (kind) {
    case 'zodiac': return ALL.filter((n) => zodiac !== undefined && zodiacOf(zodiac, n) === code);
    case 'colour': return [...COLOUR_NUMBERS[code as Colour]];
    case 'colour-half': {
      const [colour, side] = code.split(':') as [Colour, string];
      return COLOUR_NUMBERS[colour].filter(sides([side]));
    }
    case 'two-sided':
    case 'side-pair': return ALL.filter(sides(code.split(':')));
    case 'tail': return ALL.filter((n) => tailOf(n) === Number(code));
    case 'head': return ALL.filter((n) => headOf(n) === Number(code));
    case 'set': return code.split('&').reduce<number[]>((kept, part) => {
      const [k, c] = part.split('=') as [ItemKind, string];
      const these = new Set(numbersOf(k, c, zodiac) as number[]);
      return kept.filter((n) => these.has(n));
    }, ALL);
    default: return [Number(code)];
  }
}

/** The kinds of number group an operator picks at once (the order form's quick picks). */
export type NumberGroupKind = 'zodiac' | 'colour' | 'tail' | 'head' | 'two-sided';

/** The Mark Six numbers of a group (`兔`, `红波`, `3尾`, `1头`, `大`), read as the parser reads them; a zodiac needs the draw's map. */
export function groupNumbers(kind: NumberGroupKind, code: string, zodiac: ZodiacMap | undefined): number[] {
  const numbers = numbersOf(kind, code, zodiac);
  return numbers === 'needs-zodiac' ? [] : numbers;
}
