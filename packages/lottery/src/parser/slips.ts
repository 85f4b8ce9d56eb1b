import type { Token } from './lexer.js';

/** One non-empty line of the message: its tokens, without the sender's name. */
export interface Slip {
  readonly index: number;
  readonly tokens: readonly Token[];
}

/** A colon this early in a slip, after a word nobody bets on, ends a sender's name (张三: ..., 马云: ...). */
const NAME_LENGTH = 12;

/** What a name may be made of: unknown characters, numerals, and words that carry no play or market (马云, 小王). */
const nameLike = (t: Token): boolean =>
  ['unknown', 'cnum', 'sep', 'open', 'close'].includes(t.type) ||
  (t.type === 'word' && ['item', 'noise', 'number-mark', 'tail-mark', 'head-mark'].includes(t.word.kind));

/** The tokens of a name before a colon at the start of a slip (none if there is none). */
function senderName(tokens: readonly Token[]): number {
  const colon = tokens.findIndex((t) => t.type === 'colon');
  if (colon <= 0) return 0;
  const before = tokens.slice(0, colon);
  const isName = before.every(nameLike) &&
    before.some((t) => t.type === 'unknown') && (tokens[colon]?.start ?? 0) - (tokens[0]?.start ?? 0) <= NAME_LENGTH;
  return isName ? colon + 1 : 0;
}

/** A mention at the start of a slip (@张三 01各10): its tokens, up to the first separator. */
function mention(tokens: readonly Token[]): number {
  if (!tokens[0]?.text.startsWith('@')) return 0;
  const end = tokens.findIndex((t) => t.type === 'sep');
  return end < 0 ? tokens.length : end;
}

/** Step 3 of the parse: the tokens split at newlines, 。 and ；, empty slips dropped, sender names cut off. */
export function splitSlips(tokens: readonly Token[]): Slip[] {
  const slips: Slip[] = [];
  let current: Token[] = [];
  const finish = (): void => {
    const body = current.slice(senderName(current) || mention(current));
    if (body.some((t) => t.type !== 'sep')) slips.push({ index: slips.length, tokens: body });
    current = [];
  };
  for (const token of tokens) {
    if (token.type === 'end') finish();
    else current.push(token);
  }
  finish();
  return slips;
}
