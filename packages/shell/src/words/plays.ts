import { isPlayCode, playTypeOf, type SelectionKind } from '@drawdesk/lottery';
import type { Locale, Names } from './locale.js';
import { LIST_SEPARATOR, POSITION_NAMES, POSITIONS, codeWords } from './vocabulary.js';

/** Play groups (a play code's prefix, the contracts' `playGroupOf`): the workplace's stake by group. */
export const PLAY_GROUP_NAMES: Readonly<Record<string, Names>> = {
  TM: { 'zh-CN': '特码类', 'en-US': 'Special number' },
  ZM: { 'zh-CN': '正码', 'en-US': 'Regular number' },
  PT: { 'zh-CN': '平特', 'en-US': 'Any-number' },
  LM: { 'zh-CN': '连码', 'en-US': 'Multi-number' },
  LX: { 'zh-CN': '连肖', 'en-US': 'Linked zodiacs' },
  HX: { 'zh-CN': '合肖', 'en-US': 'Zodiac set' },
  NH: { 'zh-CN': '不中', 'en-US': 'Miss' },
  P3: { 'zh-CN': '排列三', 'en-US': 'Pick-3' },
};

/** A play group's name; an unknown group reads as itself. */
export const playGroupWords = (group: string, locale: Locale): string => PLAY_GROUP_NAMES[group]?.[locale] ?? group;

/** A play's name in the language: `特码`, `Special number`; an unknown code stays as it is (never thrown: this is display). */
export function playWords(play: string, locale: Locale): string {
  return isPlayCode(play) ? playTypeOf(play).names[locale] : play;
}

const DIGITS = /^\d+$/;
const pad2 = (n: string) => n.padStart(2, '0');
const list = (selection: string) => selection.split(',').map((part) => part.trim());

/** Every token a code with words (animals, sides, colours): joined as words; else undefined. */
function wordList(selection: string, locale: Locale): string | undefined {
  const words = list(selection).map((token) => codeWords(token.toUpperCase(), locale));
  return words.every((w) => w !== undefined) ? words.join(LIST_SEPARATOR[locale]) : undefined;
}

const digitsOnly = (selection: string) => (DIGITS.test(selection) ? selection : undefined);

function positionDigits(selection: string, locale: Locale): string | undefined {
  if (!/^[\d*]{3}$/.test(selection) || !/\d/.test(selection)) return undefined;
  const fixed = [...selection].flatMap((c, i) => (c === '*' ? [] : [`${POSITION_NAMES[POSITIONS[i]!][locale]}${locale === 'zh-CN' ? '' : ' '}${c}`]));
  return fixed.join(locale === 'zh-CN' ? ' ' : ', ');
}

function positionSide(selection: string, locale: Locale): string | undefined {
  const [position = '', side = ''] = selection.toUpperCase().split(':');
  const where = POSITION_NAMES[position as (typeof POSITIONS)[number]];
  const what = codeWords(side, locale);
  if (!where || !what) return undefined;
  return locale === 'zh-CN' ? `${where[locale]}${what}` : `${where[locale]} ${what.toLowerCase()}`;
}

/** How each kind of selection (lottery's `SelectionKind`) reads; undefined for a selection the kind does not fit. */
const BY_KIND: Readonly<Record<SelectionKind, (selection: string, locale: Locale) => string | undefined>> = {
  number: (s) => (DIGITS.test(s) ? String(Number(s)) : undefined),
  numbers: (s) => (list(s).every((n) => DIGITS.test(n)) ? list(s).map(pad2).join(',') : undefined),
  zodiacs: wordList,
  'two-sided': wordList,
  colour: wordList,
  zodiac: wordList,
  tail: (s, locale) => (/^\d$/.test(s) ? (locale === 'zh-CN' ? `${s}尾` : `Tail ${s}`) : undefined),
  head: (s, locale) => (/^\d$/.test(s) ? (locale === 'zh-CN' ? `${s}头` : `Head ${s}`) : undefined),
  digits: digitsOnly,
  'pair-pattern': digitsOnly,
  'distinct-digits': digitsOnly,
  sum: digitsOnly,
  span: digitsOnly,
  'position-digits': positionDigits,
  'position-two-sided': positionSide,
};

/** Whatever the play: codes with words become words, numbers and the rest stay as written. */
function tokens(selection: string, locale: Locale): string {
  return wordList(selection, locale) ?? list(selection).map((t) => codeWords(t.toUpperCase(), locale) ?? t).join(',');
}

/**
 * A selection of a play in the operator's words: `7`, `03,15`, `蛇`, `大`, `红波`, `龙、蛇、马`,
 * `百位5 个位7`, `十位双`; `Snake`, `Hundreds 5, Units 7`, `Tens even`.
 */
export function selectionWords(play: string, selection: string, locale: Locale): string {
  const text = selection.trim();
  const read = isPlayCode(play) ? BY_KIND[playTypeOf(play).selection](text, locale) : undefined;
  return read ?? tokens(text, locale);
}

/** A play and its selection as one phrase: `特码 7`, `二全中 03,15`, `特肖 蛇`; `Special number 7`. */
export function lineWords(play: string, selection: string, locale: Locale): string {
  return `${playWords(play, locale)} ${selectionWords(play, selection, locale)}`;
}
