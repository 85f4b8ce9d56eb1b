import type { GameCode } from '../games/types.js';
import { CHINESE_NUMERAL_CHARS, parseChineseNumeral } from './chinese-numerals.js';
import { LEXICONS, type Lexicon, type Word } from './lexicon.js';

export type TokenBody =
  | { readonly type: 'num' }
  | { readonly type: 'cnum'; readonly value: number | null }
  /** Pick-3 positional pattern: three of [0-9*] with at least one * ("5**", "5*7"). */
  | { readonly type: 'pattern' }
  | { readonly type: 'word'; readonly word: Word }
  /** , . ， 、 。 and spaces; `text` keeps the character (a dot may be a decimal point). */
  | { readonly type: 'sep' }
  | { readonly type: 'dash' }
  /** = x × (and * for Mark Six): "number = amount". */
  | { readonly type: 'pair' }
  | { readonly type: 'hash' }
  /** Newline or semicolon: the end of a slip. */
  | { readonly type: 'end' }
  | { readonly type: 'unknown' };

export type Token = { readonly start: number; readonly end: number; readonly text: string } & TokenBody;

const SEPARATORS = new Set([',', '.', '，', '、', '。', ' ', '\t', '\u3000']);
const ENDS = new Set(['\n', '\r', ';', '；']);
const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isLetter = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z]/.test(ch);

/** Whether a known token (not a numeral) starts at `at`: where an unknown run ends. */
function startsToken(text: string, at: number, byFirstChar: Lexicon['byFirstChar']): boolean {
  const ch = text[at] as string;
  return isDigit(ch) || isLetter(ch) || SEPARATORS.has(ch) || ENDS.has(ch) || '-#='.includes(ch) ||
    (byFirstChar.get(ch)?.some(([w]) => text.startsWith(w, at)) ?? false);
}

/** Full-width ASCII (ｘ１２，) to half-width, one UTF-16 unit for one, so positions stay the same. */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (ch) => (ch === '，' ? ch : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)));
}

/**
 * Splits an order text into tokens with their positions (token text is
 * half-width; positions index the original). The lexer knows
 * the game's words (longest match first); what the tokens mean in sequence
 * is the parser's business.
 */
export function tokenize(source: string, game: GameCode): Token[] {
  const text = toHalfWidth(source);
  const { byFirstChar, english } = LEXICONS[game];
  const tokens: Token[] = [];
  let i = 0;
  const push = (end: number, token: TokenBody): void => {
    tokens.push({ ...token, start: i, end, text: text.slice(i, end) });
    i = end;
  };
  const runWhile = (from: number, test: (ch: string) => boolean): number => {
    let end = from;
    while (end < text.length && test(text[end] as string)) end++;
    return end;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    const word = byFirstChar.get(ch)?.find(([w]) => text.startsWith(w, i));
    if (word) push(i + word[0].length, { type: 'word', word: word[1] });
    else if (game === 'PICK3' && /^[\d*]{3}(?![\d*])/.test(text.slice(i, i + 4)) && text.slice(i, i + 3).includes('*')) {
      push(i + 3, { type: 'pattern' });
    } else if (isDigit(ch)) push(runWhile(i, isDigit), { type: 'num' });
    else if ((ch === 'x' || ch === 'X' || ch === '×' || (ch === '*' && game === 'MARK6')) && isDigit(text[i - 1]) && isDigit(text[i + 1])) {
      push(i + 1, { type: 'pair' });
    } else if (ch === '=') push(i + 1, { type: 'pair' });
    else if (isLetter(ch)) {
      const end = runWhile(i, (c) => /[A-Za-z0-9_]/.test(c));
      const found = english[text.slice(i, end).toUpperCase()];
      push(end, found ? { type: 'word', word: found } : { type: 'unknown' });
    } else if (CHINESE_NUMERAL_CHARS.has(ch)) {
      const end = runWhile(i, (c) => CHINESE_NUMERAL_CHARS.has(c));
      push(end, { type: 'cnum', value: parseChineseNumeral(text.slice(i, end)) });
    } else if (SEPARATORS.has(ch)) push(i + 1, { type: 'sep' });
    else if (ENDS.has(ch)) push(i + 1, { type: 'end' });
    else if (ch === '-') push(i + 1, { type: 'dash' });
    else if (ch === '#') push(i + 1, { type: 'hash' });
    else {
      // Unknown characters run together into one token (a name, an emoji); numeral
      // characters stay in the run: the 三 of 张三 is part of a name, not an amount.
      let end = i + 1;
      while (end < text.length && !startsToken(text, end, byFirstChar)) end++;
      push(end, { type: 'unknown' });
    }
  }
  return tokens;
}
