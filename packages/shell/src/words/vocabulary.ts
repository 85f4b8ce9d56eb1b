import { COLOURS, TWO_SIDED, ZODIAC_NAMES, ZODIACS, type Colour, type TwoSided, type Zodiac } from '@drawdesk/lottery';
import type { Locale, Names } from './locale.js';

/** The words of the selection codes the games use (docs/domain/games.md#play-types): the compiler checks every code has both. */
const TWO_SIDED_NAMES: Readonly<Record<TwoSided, Names>> = {
  BIG: { 'zh-CN': '大', 'en-US': 'Big' },
  SMALL: { 'zh-CN': '小', 'en-US': 'Small' },
  ODD: { 'zh-CN': '单', 'en-US': 'Odd' },
  EVEN: { 'zh-CN': '双', 'en-US': 'Even' },
  SUM_ODD: { 'zh-CN': '合单', 'en-US': 'Digit sum odd' },
  SUM_EVEN: { 'zh-CN': '合双', 'en-US': 'Digit sum even' },
  TAIL_BIG: { 'zh-CN': '尾大', 'en-US': 'Tail big' },
  TAIL_SMALL: { 'zh-CN': '尾小', 'en-US': 'Tail small' },
  DOMESTIC: { 'zh-CN': '家禽', 'en-US': 'Domestic' },
  WILD: { 'zh-CN': '野兽', 'en-US': 'Wild' },
};

const COLOUR_NAMES: Readonly<Record<Colour, Names>> = {
  RED: { 'zh-CN': '红波', 'en-US': 'Red' },
  BLUE: { 'zh-CN': '蓝波', 'en-US': 'Blue' },
  GREEN: { 'zh-CN': '绿波', 'en-US': 'Green' },
};

/** Pick-3 positions as the selections write them (`H:BIG`) and by index (`5**`). */
export const POSITIONS = ['H', 'T', 'U'] as const;
export const POSITION_NAMES: Readonly<Record<(typeof POSITIONS)[number], Names>> = {
  H: { 'zh-CN': '百位', 'en-US': 'Hundreds' },
  T: { 'zh-CN': '十位', 'en-US': 'Tens' },
  U: { 'zh-CN': '个位', 'en-US': 'Units' },
};

const isZodiac = (code: string): code is Zodiac => (ZODIACS as readonly string[]).includes(code);
const isTwoSided = (code: string): code is TwoSided => (TWO_SIDED as readonly string[]).includes(code);
const isColour = (code: string): code is Colour => (COLOURS as readonly string[]).includes(code);

/** One selection code in words (an animal, a side, a colour), or undefined when it is not a code. */
export function codeWords(code: string, locale: Locale): string | undefined {
  if (isZodiac(code)) return ZODIAC_NAMES[code][locale];
  if (isTwoSided(code)) return TWO_SIDED_NAMES[code][locale];
  if (isColour(code)) return COLOUR_NAMES[code][locale];
  return undefined;
}

/** How a list of words is joined: `龙、蛇` / `Dragon, Snake`. Numbers keep the book's commas (`03,15`). */
export const LIST_SEPARATOR: Names = { 'zh-CN': '、', 'en-US': ', ' };
