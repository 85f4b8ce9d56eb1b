import type { Span } from './diagnostics.js';
import type { Token } from './lexer.js';

/** One non-empty line of the message: its tokens, without the sender's name. */
export interface Slip {
  readonly index: number;
  readonly tokens: readonly Token[];
  /** A sender's name or a mention cut off the front: skipped, with a note. */
  readonly skipped: Span | null;
  /** A chat export's header (name line above a stamp line): a new message begins, its labels and plays afresh. */
  readonly startsMessage?: boolean;
}

/** A colon this early in a slip ends a sender's name (张三: ..., 阿强88: ..., 大龙: 01各10). */
const NAME_LENGTH = 16;

/** What a name may be made of: anything but words that carry a play, a market, an amount or a total. */
const nameLike = (t: Token): boolean =>
  ['unknown', 'cnum', 'num', 'sep', 'open', 'close', 'dash', 'hash'].includes(t.type) ||
  (t.type === 'word' && ['item', 'noise', 'number-mark', 'tail-mark', 'head-mark', 'unit'].includes(t.word.kind));

/** What a slip may start with after a name: a selection, a play, a market or a bracket (not an amount: 马 羊：各10). */
const startsSlip = (t: Token | undefined): boolean =>
  t !== undefined && (['num', 'open', 'pattern'].includes(t.type) ||
    (t.type === 'word' && ['item', 'play', 'market', 'tail-mark', 'head-mark'].includes(t.word.kind)));

/** 21:30, 9:05: a time, not a name. */
const isClock = (tokens: readonly Token[], colon: number): boolean => {
  const [h, m] = [tokens[colon - 1], tokens[colon + 1]];
  return h?.type === 'num' && m?.type === 'num' && h.text.length <= 2 && m.text.length === 2 && Number(h.text) <= 23 && Number(m.text) <= 59;
};

/**
 * The tokens of a name before a colon at the start of a slip (none if there is none): made of
 * name-like tokens, not only digits, short, and followed by the start of a slip, or holding a word
 * nothing reads (张三：兔各20).
 */
function senderName(tokens: readonly Token[]): number {
  const colon = tokens.findIndex((t) => t.type === 'colon');
  if (colon <= 0 || isClock(tokens, colon)) return 0;
  const before = tokens.slice(0, colon);
  const after = tokens.slice(colon + 1).find((t) => t.type !== 'sep');
  const short = (tokens[colon]?.start ?? 0) - (tokens[0]?.start ?? 0) <= NAME_LENGTH;
  const wordy = before.some((t) => t.type === 'cnum' || (t.type === 'word' && t.word.kind !== 'noise'));
  const named = before.some((t) => t.type === 'unknown') || (wordy && startsSlip(after));
  return short && before.every(nameLike) && named ? colon + 1 : 0;
}

/** A mention at the start of a slip (@张三 01各10): its tokens, up to the first separator. */
function mention(tokens: readonly Token[]): number {
  if (!tokens[0]?.text.startsWith('@')) return 0;
  const end = tokens.findIndex((t) => t.type === 'sep');
  return end < 0 ? tokens.length : end;
}

/** 2026年07月20日 20:27, 07-20 20:27, 20:27: a line that is only a date and/or a time. */
const STAMP = /^(?:(?:\d{4}[年./-])?\d{1,2}[月./-]\d{1,2}[日号]?)?(?:\d{1,2}:\d{2}(?::\d{2})?)?$/;
const isStamp = (slip: Slip | undefined): boolean => {
  const text = slip?.tokens.filter((t) => t.type !== 'sep').map((t) => t.text).join('') ?? '';
  return text !== '' && STAMP.test(text);
};

/** A line of name-like words only (利来, 阿华88), short: a sender's name when a stamp line follows it. */
const nameLine = (slip: Slip): boolean => {
  const body = slip.tokens.filter((t) => t.type !== 'sep');
  const [first, last] = [body[0], body[body.length - 1]];
  return first !== undefined && last !== undefined && last.end - first.start <= NAME_LENGTH && body.some((t) => t.type === 'unknown') &&
    body.every((t) => t.type === 'unknown' || t.type === 'num');
};

/** A clock, after a date or not (2026/11/28, 2026-11-28, 2026年11月28日, 11-28, 28.11.2026), in brackets or not. */
const STAMP_TEXT = String.raw`\[?(?:(?:\d{4}[年./-]\d{1,2}[月./-]\d{1,2}[日号]?|\d{1,2}[月./-]\d{1,2}[日号]?(?:[./-]\d{2,4})?)[ ,，]*)?\d{1,2}:\d{2}(?::\d{2})?\]?`;
/** A sender's name (not a digit first), maybe its account in brackets after it (张三(123456789)) or a title before (【群主】). */
const SENDER_TEXT = String.raw`(?:【[^】]{1,8}】)?[^\d\s:：,，\[\]【】()（）][^\s:：,，\[\]【】()（）]{0,15}(?:[(（][^()（）]{1,24}[)）])?`;
/** A chat export's line above each message: the sender and the time, in either order (QQ, WeChat, Telegram). */
const CHAT_HEADER = new RegExp(`^\\s*(?:(${SENDER_TEXT})[ ,，]+${STAMP_TEXT}|${STAMP_TEXT}[ ,，]+(${SENDER_TEXT}))\\s*$`, 'd');

/** WhatsApp's lines: `[28/11/2026, 20:31:05] 张三: …`, `28/11/2026, 20:31 - 张三: …`: the stamp and the name before the message. */
const STAMPED_SENDER = new RegExp(`^\\s*${STAMP_TEXT}\\s*(?:-\\s*)?(${SENDER_TEXT})\\s*:`, 'd');

/** A line's text (its tokens' texts) and where each token starts in it. */
function lineOf(tokens: readonly Token[]): { text: string; at: number[] } {
  const at: number[] = [];
  let text = '';
  for (const t of tokens) {
    at.push(text.length);
    text += t.text;
  }
  return { text, at };
}

/** Whether a token nothing reads stands within `[from, to)` of the line: a name, not a selection (马 21:05). */
const nameWithin = (tokens: readonly Token[], at: readonly number[], [from, to]: [number, number]): boolean =>
  tokens.some((t, k) => t.type === 'unknown' && (at[k] as number) >= from && (at[k] as number) + t.text.length <= to);

/** The tokens of a stamp and a sender's name before a colon at the start of a line (none if there are none). */
function stampedSender(tokens: readonly Token[]): number {
  const { text, at } = lineOf(tokens);
  const match = STAMPED_SENDER.exec(text);
  const sender = match?.indices?.[1];
  if (!match || !sender || !nameWithin(tokens, at, sender)) return 0;
  const cut = at.findIndex((start) => start >= match[0].length);
  return cut < 0 ? tokens.length : cut;
}

/**
 * 张三 21:05:33, 张三(123456789) 2026-11-28 21:05, 张三, [28.11.2026 20:31], 2026-11-28 20:31:05 阿华: a line that
 * is a sender's name and a clock; the name must hold a word nothing reads (马 21:05 is no header).
 */
const nameAndStamp = (slip: Slip): boolean => {
  const { text, at } = lineOf(slip.tokens);
  const match = CHAT_HEADER.exec(text);
  const sender = match?.indices?.[1] ?? match?.indices?.[2];
  return sender !== undefined && nameWithin(slip.tokens, at, sender);
};

/**
 * 利来 / 2026年07月20日 20:27 / 马各号10: a chat export puts the sender's name on a line of its own
 * above the message's date and time (or on the same line: 张三 21:05:33); that name is skipped (with a
 * note) like one before a colon.
 */
function namesAboveStamps(slips: Slip[]): Slip[] {
  const skip = (slip: Slip, startsMessage: boolean): Slip => {
    const [first, last] = [slip.tokens[0] as Token, slip.tokens[slip.tokens.length - 1] as Token];
    return { index: slip.index, tokens: [], skipped: { start: first.start, end: last.end }, startsMessage };
  };
  const named = slips.map((slip, i) => !slip.skipped && nameLine(slip) && isStamp(slips[i + 1]));
  // the stamp under a name is skipped whole too (a clock alone is otherwise read as numbers)
  return slips.map((slip, i) =>
    named[i] || (!slip.skipped && nameAndStamp(slip)) ? skip(slip, true) : named[i - 1] && !slip.skipped ? skip(slip, false) : slip);
}

/** Step 3 of the parse: the tokens split at newlines, 。 and ；, empty slips dropped, sender names cut off (with a note). */
export function splitSlips(tokens: readonly Token[]): Slip[] {
  const slips: Slip[] = [];
  let current: Token[] = [];
  const finish = (): void => {
    const cut = stampedSender(current) || senderName(current) || mention(current);
    const body = current.slice(cut);
    const first = current[0];
    const last = current[cut - 1];
    const skipped = cut > 0 && first && last ? { start: first.start, end: last.end } : null;
    if (body.some((t) => t.type !== 'sep') || skipped) slips.push({ index: slips.length, tokens: body, skipped });
    current = [];
  };
  for (const token of tokens) {
    if (token.type === 'end') finish();
    else current.push(token);
  }
  finish();
  return namesAboveStamps(slips);
}
