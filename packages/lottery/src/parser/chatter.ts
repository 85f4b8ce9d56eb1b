import type { Span } from './diagnostics.js';
import type { Token } from './lexer.js';

/**
 * Step 2b of the parse: what a chat puts around an order and nothing reads as one (the lexer's chatter tokens:
 * emoji, sticker codes, decorative punctuation, courtesy words; chatter-marks.ts), divider lines and a quoted
 * earlier message, taken out of the tokens, each with a note (`CHATTER_SKIPPED`, `QUOTE_SKIPPED`), never in
 * silence.
 */

/** Skipped with a note, by what it was: a quoted message, or chatter (a divider line with it). */
export interface SkippedPart extends Span {
  readonly code: 'CHATTER_SKIPPED' | 'QUOTE_SKIPPED';
}

const isLineEnd = (t: Token | undefined): boolean => t === undefined || (t.type === 'end' && (t.text === '\n' || t.text === '\r'));
const lineStartAt = (tokens: readonly Token[], i: number): boolean => {
  let j = i - 1;
  while (j >= 0 && tokens[j]?.type === 'sep') j--;
  return j < 0 || isLineEnd(tokens[j]);
};

/** `- - - - - - -`: a line of three or more dashes and spaces from `i`; the index of its line end, or -1. */
function dividerEnd(tokens: readonly Token[], i: number): number {
  let dashes = 0;
  let j = i;
  for (; !isLineEnd(tokens[j]); j++) {
    const t = tokens[j] as Token;
    if (t.type === 'dash') dashes++;
    else if (t.type !== 'sep' || t.text !== ' ') return -1;
  }
  return dashes >= 3 ? j : -1;
}

/**
 * A quoted earlier message as chat bots and exports paste it: `「name：text」` on lines of its own, then a
 * divider line of dashes, then the reply. The quote is not read again (it was an order of its own: reading it
 * would book it twice); the reply is. The index after the divider, or -1. `close` is the next `」` from `i`.
 */
function quoteEnd(tokens: readonly Token[], i: number, close: number): number {
  if (tokens[i]?.text !== '「' || close < 0 || !lineStartAt(tokens, i)) return -1;
  let k = close + 1;
  while (tokens[k]?.type === 'sep') k++;
  if (tokens[k] === undefined || !isLineEnd(tokens[k])) return -1;
  return dividerEnd(tokens, k + 1);
}

/** For each token, the index of the first `」` at or after it (-1: none): one pass, so a paste of many `「` stays linear. */
function nextCloses(tokens: readonly Token[]): Int32Array {
  const next = new Int32Array(tokens.length);
  let close = -1;
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (tokens[i]?.text === '」') close = i;
    next[i] = close;
  }
  return next;
}

/**
 * Quoted messages, divider lines and chatter out of the tokens, each part a note. The newlines stay (a quote
 * or a divider line leaves an empty line), so the slips are cut as before.
 */
export function withoutChatter(tokens: readonly Token[]): { tokens: Token[]; skipped: SkippedPart[] } {
  const kept: Token[] = [];
  const skipped: SkippedPart[] = [];
  let keptSinceSkip = true;
  const skip = (start: number, end: number, code: SkippedPart['code']): void => {
    const last = skipped[skipped.length - 1];
    // chatter after chatter with only spaces between (👍👍 谢谢) is one note
    if (last && !keptSinceSkip && last.code === 'CHATTER_SKIPPED' && code === 'CHATTER_SKIPPED') skipped[skipped.length - 1] = { start: last.start, end, code };
    else skipped.push({ start, end, code });
    keptSinceSkip = false;
  };
  const closes = nextCloses(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const quote = quoteEnd(tokens, i, closes[i] as number);
    const divider = quote < 0 && t.type === 'dash' && lineStartAt(tokens, i) ? dividerEnd(tokens, i) : -1;
    const until = Math.max(quote, divider);
    if (until >= 0) {
      skip(t.start, (tokens[until - 1] as Token).end, quote >= 0 ? 'QUOTE_SKIPPED' : 'CHATTER_SKIPPED');
      i = until - 1;
    } else if (t.type === 'chatter') skip(t.start, t.end, 'CHATTER_SKIPPED');
    else {
      kept.push(t);
      if (t.type !== 'sep' || t.text !== ' ') keptSinceSkip = true;
    }
  }
  return { tokens: kept, skipped };
}
