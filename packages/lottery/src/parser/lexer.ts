import type { GameCode } from '../games/types.js';
import { CHINESE_NUMERAL_CHARS, parseChineseNumeral } from './chinese-numerals.js';
import { decorationEnd, pictographsEnd, stickerEnd } from './chatter-marks.js';
import { LEXICONS, type Lexicon, type Word } from './lexicon.js';

export type TokenBody =
  | { readonly type: 'num' }
  /** A Chinese numeral (二十, 一千二) or digits with a Chinese unit (8百); null when malformed. */
  | { readonly type: 'cnum'; readonly value: number | null }
  /** Pick-3 positional pattern: three of [0-9*] with at least one * ("5**", "5*7"). */
  | { readonly type: 'pattern' }
  | { readonly type: 'word'; readonly word: Word }
  /** . , 、 _ + and spaces; `text` keeps the character (a dot may be a decimal point). */
  | { readonly type: 'sep' }
  | { readonly type: 'dash' }
  /** = x × * /: "selection = amount" (between selections, * and / are read as separators). */
  | { readonly type: 'marker' }
  /** # before an amount (each) or after one (a unit). */
  | { readonly type: 'hash' }
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'colon' }
  /** Emoji, a sticker code, decorative punctuation (chatter-marks.ts), a courtesy word: skipped with a note (chatter.ts). */
  | { readonly type: 'chatter' }
  /** Newline, 。 ; ；: the end of a slip. */
  | { readonly type: 'end' }
  | { readonly type: 'unknown' };

export type Token = { readonly start: number; readonly end: number; readonly text: string } & TokenBody;

const SEPARATORS = new Set([',', '.', '、', '_', '+', ' ', '\t']);
const ENDS = new Set(['\n', '\r', ';', '；', '。']);
const OPEN = new Set(['【', '《', '(', '[', '{', '「']);
const CLOSE = new Set(['】', '》', ')', ']', '}', '」']);
const MARKERS = new Set(['=', 'x', 'X', '×', '*', '/']);
const CHINESE_UNITS = new Set(['十', '百', '千', '万']);
const DIGIT_TO_CHINESE = '零一二三四五六七八九';
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isLetter = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z]/.test(ch);

/** Chatter starting at `at` that is not a word of the lexicon: its end, or -1. */
const chatterEnd = (text: string, at: number): number => Math.max(stickerEnd(text, at), pictographsEnd(text, at), decorationEnd(text, at));

/**
 * Whether a known token starts at `at`: where a run of unknown characters ends. A courtesy word does not end
 * one (老板娘 is a name, not 老板 and 娘).
 */
function startsToken(text: string, at: number, byFirstChar: Lexicon['byFirstChar']): boolean {
  const ch = text[at] as string;
  return isDigit(ch) || isLetter(ch) || SEPARATORS.has(ch) || ENDS.has(ch) || OPEN.has(ch) || CLOSE.has(ch) ||
    '-#=:：×*/'.includes(ch) || (byFirstChar.get(ch)?.some(([w, word]) => word.kind !== 'chatter' && text.startsWith(w, at)) ?? false) ||
    chatterEnd(text, at) >= 0;
}

/**
 * Step 2 of the parse: the normalised text as tokens with their offsets. The
 * lexer knows the game's words (longest match first); what tokens mean in
 * sequence is the reader's business.
 */
export function tokenize(text: string, game: GameCode): Token[] {
  const { byFirstChar, english } = LEXICONS[game];
  const tokens: Token[] = [];
  let i = 0;
  const push = (end: number, body: TokenBody): void => {
    // One object shape for every token: spreading the bodies' different shapes is slow in V8.
    const token = {
      type: body.type, start: i, end, text: text.slice(i, end),
      word: 'word' in body ? body.word : undefined, value: 'value' in body ? body.value : undefined,
    };
    tokens.push(token as Token);
    i = end;
  };
  const runWhile = (from: number, test: (ch: string) => boolean): number => {
    let end = from;
    while (end < text.length && test(text[end] as string)) end++;
    return end;
  };
  /** Unknown characters run together into one token (a name, an emoji). */
  const unknownRun = (): void => {
    let end = i + 1;
    while (end < text.length && !startsToken(text, end, byFirstChar)) end++;
    push(end, { type: 'unknown' });
  };
  while (i < text.length) {
    const ch = text[i] as string;
    const word = byFirstChar.get(ch)?.find(([w]) => text.startsWith(w, i));
    const chatter = word ? -1 : chatterEnd(text, i);
    if (word?.[1].kind === 'chatter') {
      // a courtesy word glued to an unknown one is part of it (老板娘)
      const end = i + word[0].length;
      const chatterNext = byFirstChar.get(text[end] ?? '')?.some(([w, next]) => next.kind === 'chatter' && text.startsWith(w, end)) ?? false;
      if (end < text.length && !startsToken(text, end, byFirstChar) && !chatterNext) unknownRun();
      else push(end, { type: 'chatter' });
    } else if (chatter >= 0) push(chatter, { type: 'chatter' });
    else if (game === 'PICK3' && /^[\d*]{3}(?![\d*])/.test(text.slice(i, i + 4)) && text.slice(i, i + 3).includes('*')) {
      push(i + 3, { type: 'pattern' });
    } else if (word) push(i + word[0].length, { type: 'word', word: word[1] });
    else if (isDigit(ch)) {
      const end = runWhile(i, isDigit);
      // 45十斤 is 45 at ten: two digits never count tens (8百 and 2十 are numerals)
      const tensOfMany = text[end] === '十' && end - i >= 2;
      if (CHINESE_UNITS.has(text[end] ?? '') && !tensOfMany && !byFirstChar.get(text[end] ?? '')?.some(([w]) => w.length > 1 && text.startsWith(w, end))) {
        // 8百, 1千2: digits with a Chinese unit read as one numeral
        const numeralEnd = runWhile(end, (c) => CHINESE_NUMERAL_CHARS.has(c) || isDigit(c));
        const chinese = text.slice(i, numeralEnd).replace(/\d/g, (d) => DIGIT_TO_CHINESE[Number(d)] as string);
        push(numeralEnd, { type: 'cnum', value: parseChineseNumeral(chinese) });
      } else push(end, { type: 'num' });
    } else if (MARKERS.has(ch) && (!isLetter(ch) || (isDigit(text[i - 1]) && isDigit(text[i + 1])))) {
      push(i + 1, { type: 'marker' }); // x only between digits (10x100); elsewhere a letter
    } else if (isLetter(ch)) {
      const end = runWhile(i, (c) => /[A-Za-z0-9_]/.test(c));
      const found = english[text.slice(i, end).toUpperCase()];
      push(end, found?.kind === 'chatter' ? { type: 'chatter' } : found ? { type: 'word', word: found } : { type: 'unknown' });
    } else if (CHINESE_NUMERAL_CHARS.has(ch)) {
      const end = runWhile(i, (c) => CHINESE_NUMERAL_CHARS.has(c));
      push(end, { type: 'cnum', value: parseChineseNumeral(text.slice(i, end)) });
    } else if (SEPARATORS.has(ch) || ch === '，' || ch === '、') push(i + 1, { type: 'sep' });
    else if (ENDS.has(ch)) push(i + 1, { type: 'end' });
    else if (ch === '-' || ch === '—' || ch === '–' || ch === '－') push(i + 1, { type: 'dash' });
    else if (ch === '#') push(i + 1, { type: 'hash' });
    else if (OPEN.has(ch)) push(i + 1, { type: 'open' });
    else if (CLOSE.has(ch)) push(i + 1, { type: 'close' });
    else if (ch === ':' || ch === '：') push(i + 1, { type: 'colon' });
    else unknownRun();
  }
  return tokens;
}
