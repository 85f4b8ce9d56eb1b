import { detail, type Span } from './diagnostics.js';
import type { Token } from './lexer.js';
import type { PlayContext } from './lexicon.js';
import { COMBINATION_PLAYS, DEFAULT_CONTEXT, RESOLVERS } from './plays.js';
import type { Reader } from './reader.js';
import type { AmountMode, Item } from './types.js';

/**
 * The grammar of a slip: one small rule per kind of token. A rule reads the
 * token under the reader's cursor (and what it needs after it), changes the
 * reader and returns true; or returns false and leaves it to the next rule.
 * Each rule's examples are in read-rules.test.ts.
 */
export type Rule = (r: Reader, t: Token) => boolean;

const isWord = (t: Token | undefined, kind: string): boolean => t?.type === 'word' && t.word.kind === kind;
const glued = (a: Span | undefined, b: Span | undefined): boolean => a !== undefined && b !== undefined && a.end === b.start;

/** Largest amount a chat line may carry, in yuan: a bound on the input, not a limit of the book. */
const MAX_YUAN = 10_000_000;

interface Amount {
  /** Fen, or null when malformed (zero, more than 2 decimals, too large). */
  readonly fen: number | null;
  /** Index of the first token after the amount and its unit. */
  readonly next: number;
  readonly end: number;
  readonly hasUnit: boolean;
  /** The unit word (斤, 米 ...), for a note when it is not plainly yuan. */
  readonly unit: Token | null;
}

/** An amount at token j: digits (a decimal point only before a unit or the slip's end) or a Chinese numeral, then a unit. */
export function readAmount(r: Reader, j: number): Amount | null {
  const t = r.tokens[j];
  let yuan: number;
  let cents = 0;
  let k = j + 1;
  if (t?.type === 'num') {
    yuan = Number(t.text);
    const [dot, fraction] = [r.tokens[k], r.tokens[k + 1]];
    const after = r.tokens[k + 2];
    if (dot?.text === '.' && glued(t, dot) && fraction?.type === 'num' && glued(dot, fraction) &&
        (after === undefined || isWord(after, 'unit') || after.type === 'hash' || (after.type === 'sep' && after.text === ' '))) {
      cents = fraction.text.length > 2 ? Number.NaN : Number(fraction.text.padEnd(2, '0'));
      k += 2;
    }
  } else if (t?.type === 'cnum') {
    yuan = t.value ?? Number.NaN;
  } else return null;
  const unit = r.tokens[k]?.type === 'sep' && r.tokens[k]?.text === ' ' ? k + 1 : k;
  const hasUnit = isWord(r.tokens[unit], 'unit') || (r.tokens[unit]?.type === 'hash' && r.tokens[unit + 1]?.type !== 'num');
  const unitToken = hasUnit ? (r.tokens[unit] as Token) : null;
  const fen = yuan * 100 + cents;
  const next = hasUnit ? unit + 1 : k;
  // 1w, 5k: an amount glued to something unknown is in doubt
  const after = r.tokens[next];
  const doubtful = after?.type === 'unknown' && glued(r.tokens[next - 1], after);
  const valid = Number.isSafeInteger(fen) && fen > 0 && yuan <= MAX_YUAN && !doubtful;
  return { fen: valid ? fen : null, next, end: r.tokens[next - 1]?.end ?? t.end, hasUnit, unit: unitToken };
}

/** Units that plainly mean yuan; the others (斤 米 闷 A # ...) are read as yuan with a note under them. */
const YUAN = new Set(['元', '块', '块钱', '元钱', '快', '圆', '园', '元整', '块整']);

/** Closes the open group with an amount read at the cursor's amount, from `start`, and moves past it. */
function closeWith(r: Reader, amount: Amount, mode: AmountMode, start: number): void {
  r.close(amount.fen, mode, { start, end: amount.end });
  if (amount.unit && amount.fen !== null && !YUAN.has(amount.unit.text)) r.diagnostics.add(amount.unit, 'UNIT_READ', detail('UNIT_AS_YUAN', { unit: amount.unit.text }));
  r.at = amount.next;
}

/** Tokens that may stand between an amount word and its amount: 各/30, 各=10, 各:10, 各-30, 各.号40. */
const betweenWordAndAmount = (t: Token | undefined): boolean =>
  t !== undefined && (t.type === 'sep' || t.type === 'colon' || t.type === 'dash' || (t.type === 'marker' && ['/', '=', '*'].includes(t.text)) ||
    (t.type === 'word' && (t.word.kind === 'noise' || t.word.kind === 'number-mark')));

function skipToAmount(r: Reader, from: number): number {
  let j = from;
  while (betweenWordAndAmount(r.tokens[j])) j++;
  return j;
}

/** A marker at the cursor followed by an amount closes the group; without one it is a malformed amount. */
function closeAfter(r: Reader, marker: Token, mode: AmountMode): void {
  if (r.group && marker.text.includes('组')) r.group.perCombination = true;
  const j = marker.type === 'marker' ? r.skipSeparators(r.at + 1) : skipToAmount(r, r.at + 1);
  const amount = readAmount(r, j);
  if (!amount) {
    r.report(marker, 'BAD_AMOUNT', detail('MARKER_NO_AMOUNT'));
    r.flushWithoutAmount();
    r.taint = true; // 包双各10: what follows a marker without its amount is in doubt too
    r.at = j;
    return;
  }
  closeWith(r, amount, mode, marker.start);
}

const span = (a: Span, b: Span): Span => ({ start: a.start, end: b.end });

/**
 * 鸡兔猴号10, 06 08 号5, 大号10: 号 after selections (not glued to a number: 06号 is the number 06)
 * with an amount glued to it is 各号.
 */
const markBeforeAmount = (r: Reader, t: Token): boolean => {
  const before = r.token(-1);
  return isWord(t, 'number-mark') && r.group !== null && r.group.items.length > 0 && !(before?.type === 'num' && glued(before, t)) &&
    (r.token(1)?.type === 'num' || r.token(1)?.type === 'cnum') && glued(t, r.token(1));
};

/** Separators, colons, noise words (主 防 买), a stray 号: nothing to book. */
export const skipNoise: Rule = (r, t) => {
  if (markBeforeAmount(r, t)) return false;
  if (t.type === 'sep') {
    r.group?.separators.add(t.text);
    r.gap += t.text;
    r.at++;
    return true;
  }
  if (t.type === 'colon' || isWord(t, 'noise') || isWord(t, 'number-mark') || isWord(t, 'period') || isWord(t, 'time')) {
    r.at++;
    return true;
  }
  return false;
};

/** hh:mm at `j` (21:30): the index after it, or -1. */
function clockAt(r: Reader, j: number): number {
  const [h, colon, m] = [r.tokens[j], r.tokens[j + 1], r.tokens[j + 2]];
  const clock = h?.type === 'num' && colon?.type === 'colon' && m?.type === 'num' && glued(h, colon) && glued(colon, m) &&
    h.text.length <= 2 && m.text.length === 2 && Number(h.text) <= 23 && Number(m.text) <= 59;
  if (!clock) return -1;
  const [colon2, s] = [r.tokens[j + 3], r.tokens[j + 4]];
  return colon2?.type === 'colon' && s?.type === 'num' && s.text.length === 2 && glued(m, colon2) && glued(colon2, s) ? j + 5 : j + 3;
}

/** 2026-11-26, 2026/11/26, 11月26日, 2026年11月26日: the index after a date at `j`, or -1. */
function dateAt(r: Reader, j: number): number {
  const [year, yearMark] = [r.tokens[j], r.tokens[j + 1]];
  if (year?.type === 'num' && year.text.length === 4 && yearMark?.text === '年' && glued(year, yearMark)) {
    const rest = dateAt(r, j + 2);
    return rest >= 0 && glued(yearMark, r.tokens[j + 2]) && r.tokens[j + 3]?.text === '月' ? rest : -1;
  }
  const t = r.tokens.slice(j, j + 5);
  const [y, d1, mo, d2, d] = t;
  if (y?.type === 'num' && y.text.length === 4 && mo?.type === 'num' && d?.type === 'num' && d1?.text === d2?.text &&
      ['-', '/', '.'].includes(d1?.text ?? '') && t.every((x, i) => i === 0 || glued(t[i - 1], x))) return j + 5;
  const [m, month, day, mark] = t;
  if (m?.type === 'num' && month?.text === '月' && day?.type === 'num' && (mark?.text === '日' || mark?.text === '号') &&
      [month, day, mark].every((x, i) => glued([m, month, day][i], x))) return j + 4;
  return -1;
}

/**
 * 193期, 第76期, 76期: a draw header; 九点半, 9点半: a time; a clock (21:30) or a date (2026-11-26,
 * 11月26日) that starts a line or ends one after its bet. Skipped with a note. A clock anywhere else
 * (08:50) is no header: its colon is noise and the numbers are read.
 */
export const headerOrTime: Rule = (r, t) => {
  const next = r.token(1);
  let end = -1;
  if ((t.type === 'num' || t.type === 'cnum') && (isWord(next, 'period') || isWord(next, 'time'))) end = r.at + 2;
  else {
    const date = dateAt(r, r.at);
    // [20:27] 09各10: a stamp in brackets is a stamp
    const inBrackets = r.token(-1)?.type === 'open';
    const found = Math.max(clockAt(r, r.at), date);
    const stamp = inBrackets && found >= 0 && r.tokens[found]?.type === 'close' ? found + 1 : found;
    const first = r.skipBack(r.at - (inBrackets ? 2 : 1)) < r.lineStart;
    const last = r.skipSeparators(stamp) >= r.tokens.length;
    // A date may stand alone on its line; a clock alone (08:50) may be a number and its amount.
    const startsLine = stamp >= 0 && first && (!last || date >= 0 || r.lineStart > 0);
    const endsLine = stamp >= 0 && last && r.closedOnSlip && !r.group;
    if (startsLine || endsLine) end = stamp;
  }
  if (end < 0) return false;
  const bracketed = r.token(-1)?.type === 'open' && r.tokens[end - 1]?.type === 'close';
  if (bracketed) r.bracket = null; // the brackets held the stamp, not a combination
  r.diagnostics.add(span(bracketed ? (r.token(-1) as Token) : t, r.tokens[end - 1] as Token), 'HEADER_SKIPPED');
  if (r.skipBack(r.at - 1) < r.lineStart) r.lineStart = end; // 2026/11/26 21:30: a header after a header still starts the line
  r.at = end;
  return true;
};

/** Whether the slip ends from `j`: nothing stands there but market labels and a stated total (…各10 澳，共100). */
function slipEndsFrom(r: Reader, j: number): boolean {
  let k = r.skipSeparators(j);
  for (let t = r.tokens[k]; t?.type === 'word' && t.word.kind === 'market' && !t.word.context; t = r.tokens[k]) k = r.skipSeparators(k + 1);
  if (k >= r.tokens.length) return true;
  if (!isWord(r.tokens[k], 'total')) return false;
  const amount = readAmount(r, r.skipSeparators(k + 1));
  return amount !== null && r.skipSeparators(amount.next) >= r.tokens.length;
}

/**
 * 07.19.30，17.29.39 每组50 三中三: a combination play named at the end of a slip, after a bet of
 * special numbers whose amount named combinations (每组, 各组, 2组), is that bet's play.
 */
function playAfterBet(r: Reader, context: PlayContext): boolean {
  const last = r.bets[r.bets.length - 1];
  const items = last?.group.items ?? [];
  const named = last !== undefined && (last.group.perCombination || last.group.count !== null);
  if (!named || r.group !== null || !r.closedOnSlip || last.group.slip !== r.slip || COMBINATION_PLAYS[context] === undefined ||
      !items.every((item) => item.context === DEFAULT_CONTEXT[r.game]) || !slipEndsFrom(r, r.at + 1)) return false;
  for (const item of items) item.context = context;
  if (r.compoundNext) last.group.compound = true; // …每组10 复式三中三
  r.compoundNext = false;
  r.unusedPlay = null;
  r.at++;
  return true;
}

/** 特码, 平特, 二中二, 五不中, 5不中 ...: the play of the selections next to it. */
export const playWord: Rule = (r, t) => {
  const count = t.type === 'num' ? Number(t.text) : t.type === 'cnum' ? t.value : null;
  if (count !== null && count >= 5 && count <= 12 && isWord(r.token(1), 'not-hit') && glued(t, r.token(1))) {
    r.setPlay(`NH_${count}` as 'NH_5');
    r.at += 2;
    return true;
  }
  if (t.type !== 'word') return false;
  if (t.word.kind === 'play' && playAfterBet(r, t.word.context)) return true;
  if (t.word.kind === 'play') {
    r.setPlay(t.word.context);
    if (!r.postfix) r.unusedPlay = t;
  } else if (t.word.kind === 'market') {
    // …各10港, …各号5澳门, …各20 澳，共100: a label at the end of a line (or before its stated total) names the bets before it.
    const atLineEnd = slipEndsFrom(r, r.at + 1);
    const aloneOnLine = atLineEnd && r.skipBack(r.at - 1) < 0;
    if (!(atLineEnd && r.labelBefore(t.word.lotteries, t, aloneOnLine))) r.setMarkets(t.word.lotteries, t.word, t);
  } else return false;
  r.at++;
  return true;
};

/** 2.3.4连, 复二复三: every combination of every size named, over one list of animals. */
export const sizeList: Rule = (r, t) => {
  // 复二复三, but 复试3.4.5连 is 复试 then a list of sizes
  const third = r.token(3);
  const listOfSizes = (r.token(2)?.type === 'sep' || r.token(2)?.text === '/') && (third?.type === 'num' || (third?.type === 'word' && third.word.kind === 'play' && /^LX_\d$/.test(third.word.context)));
  if (isWord(t, 'compound') && glued(t, r.token(1)) && [2, 3, 4, 5].includes(countOf(r.token(1))) && !listOfSizes) {
    addSize(r, countOf(r.token(1)));
    if (!r.group) r.unusedPlay = span(t, r.token(1) as Token);
    r.at += 2;
    return true;
  }
  if (t.type !== 'num' || t.text.length !== 1 || ![2, 3, 4, 5].includes(Number(t.text))) return false;
  // 2.3.4连 lexes as 2 . 3 . 4连 (or 2.3.4 连): digits 2-5 joined by separators into a linked-animal word
  const sizes: number[] = [];
  let j = r.at;
  for (;;) {
    const n = r.tokens[j];
    const joint = r.tokens[j + 1];
    const joins = (joint?.type === 'sep' && joint.text !== ' ') || (joint?.type === 'marker' && joint.text === '/'); // 3.4.5连, 3/4/5连
    if (n?.type === 'num' && n.text.length === 1 && [2, 3, 4, 5].includes(Number(n.text)) && joins && glued(n, joint)) {
      sizes.push(Number(n.text));
      j += 2;
      continue;
    }
    const word = n?.type === 'word' && n.word.kind === 'play' && /^LX_\d$/.test(n.word.context) ? n : undefined;
    if (sizes.length === 0 || !word) return false;
    sizes.push(Number(word.word.kind === 'play' ? word.word.context.slice(3) : 0));
    break;
  }
  for (const size of sizes) addSize(r, size);
  if (r.context !== 'LX') r.setPlay('LX');
  if (!r.group) r.unusedPlay = span(t, r.tokens[j] as Token);
  r.at = j + 1;
  return true;
};

const countOf = (t: Token | undefined): number => (t?.type === 'num' ? Number(t.text) : t?.type === 'cnum' ? (t.value ?? 0) : 0);

function addSize(r: Reader, size: number): void {
  const sizes = r.group?.sizes ?? r.sizesNext ?? [];
  if (!sizes.includes(size)) sizes.push(size);
  if (r.group) r.group.sizes = sizes;
  else r.sizesNext = sizes;
  if (r.context !== 'LX') r.setPlay('LX');
}

/**
 * 特马 (特码, or 特肖 马?) and plays this book does not take (半波, 合肖, 4不中): reported, and
 * nothing is read until the next play word, so their selections are never booked as another play.
 */
export const blockingWord: Rule = (r, t) => {
  const notHit = (t.type === 'num' || t.type === 'cnum') && isWord(r.token(1), 'not-hit') && glued(t, r.token(1));
  if (!isWord(t, 'ambiguous') && !isWord(t, 'unsupported') && !isWord(t, 'not-hit') && !notHit) return false;
  r.flushWithoutAmount();
  const at = notHit ? span(t, r.token(1) as Token) : t;
  if (isWord(t, 'ambiguous')) r.diagnostics.add(at, 'AMBIGUOUS_WORD', detail('TM_OR_ZODIAC_HORSE', { word: t.text }));
  else r.diagnostics.add(at, 'UNSUPPORTED');
  r.blocked = true;
  r.at += notHit ? 2 : 1;
  return true;
};

/** 各5斤一个, 10元每个: an amount word after the amount of the bet just closed, ending the slip, says it is per selection. */
function eachAfterAmount(r: Reader, t: Token): boolean {
  const last = r.bets[r.bets.length - 1];
  const before = r.tokens[r.skipBack(r.at - 1)];
  if (!isWord(t, 'each') || r.group !== null || !r.closedOnSlip || !last || before?.end !== last.at.end || !slipEndsFrom(r, r.at + 1)) return false;
  r.eachAfter(last);
  r.at++;
  return true;
}

/** 各N 各号N 每注N ... (each), 包N (one bet), 下N (bet), =N xN ×N /N (each), #N (each). */
export const amountMarker: Rule = (r, t) => {
  if (eachAfterAmount(r, t)) return true;
  if (isWord(t, 'each') || t.type === 'hash' || markBeforeAmount(r, t)) closeAfter(r, t, 'each');
  else if (isWord(t, 'bao')) closeAfter(r, t, 'bao');
  else if (isWord(t, 'bet')) closeAfter(r, t, 'bare');
  else if (t.type === 'marker') {
    const group = r.group;
    const next = r.token(1);
    // 31/各10, 05/17/29各/30, 04-16-28=各5, 12/24/36/ 各10: a / or = before the amount word separates
    const eachNext = isWord(next, 'each') || (next?.type === 'sep' && next.text === ' ' && isWord(r.token(2), 'each'));
    if ((t.text === '/' || t.text === '*' || t.text === '=') && eachNext) {
      group?.separators.add(t.text);
      r.gap += t.text;
      r.at++;
      return true;
    }
    // Between selections a / or * separates (01/02/03各10): it is a marker only before an amount that ends the group.
    let afterNumber = r.token(2);
    if (afterNumber?.type === 'sep') afterNumber = r.tokens[r.skipSeparators(r.at + 2)]; // 30/17/40 各5
    // 31/75-43/75: number/amount pairs joined by dashes
    const pairs = afterNumber?.type === 'dash' && r.token(3)?.type === 'num' && r.token(4)?.type === 'marker' && r.token(4)?.text === t.text;
    // 23/47/05 20/40: a list written with slashes goes on past a space
    const slashList = group?.separators.has(t.text) === true && afterNumber?.type === 'num' && r.token(2)?.type === 'sep';
    const continues = (afterNumber?.type === 'marker' || (afterNumber?.type === 'dash' && !pairs) || listContinues(r, r.at + 1) || slashList ||
      (afterNumber?.type === 'word' &&
        ['each', 'bao', 'bet', 'total', 'range', 'number-mark', 'tail-mark', 'head-mark', 'play', 'not-hit', 'compound', 'drag'].includes(afterNumber.word.kind)));
    if ((t.text === '/' || t.text === '*') && next?.type === 'num' && continues) {
      group?.separators.add(t.text);
      r.gap += t.text;
      r.at++;
      return true;
    }
    if (group?.separators.has(t.text)) {
      r.report(t, 'AMBIGUOUS_AMOUNT', detail('LAST_AN_AMOUNT', { separator: t.text }));
    }
    closeAfter(r, t, 'each');
  } else return false;
  return true;
};

/** 共320斤, 共计:160米: a stated total, checked against the lines above (a checksum). */
export const statedTotal: Rule = (r, t) => {
  if (!isWord(t, 'total')) return false;
  const j = r.skipSeparators(r.at + 1);
  if (isWord(r.tokens[j + 1], 'set-count')) {
    r.at = j; // 共2组: a count of combinations (setCount reads it)
    return true;
  }
  const amount = readAmount(r, j);
  if (r.group && r.group.items.length > 0) {
    r.report(t, 'AMBIGUOUS_AMOUNT', detail('TOTAL_OR_SPLIT'));
    r.flushWithoutAmount();
    r.at = amount?.next ?? j;
    return true;
  }
  if (!amount || amount.fen === null) {
    r.diagnostics.add(t, 'BAD_AMOUNT', detail('TOTAL_NO_AMOUNT'));
    r.at = j;
    return true;
  }
  r.checksums.push({ fen: amount.fen, bets: r.bets.length, start: t.start, end: amount.end });
  r.at = amount.next;
  return true;
};

/** 2组, 共3组, 两组: how many combinations the slip holds, checked against the bet (a checksum). */
export const setCount: Rule = (r, t) => {
  const mark = r.token(1);
  if ((t.type !== 'num' && t.type !== 'cnum') || !isWord(mark, 'set-count') || !glued(t, mark)) return false;
  const n = countOf(t);
  const at = span(t, mark as Token);
  // Before the amount it counts the open group; after it (…各10 2组) the bet just closed on this slip.
  const last = r.bets[r.bets.length - 1];
  const target = r.group && r.group.items.length > 0 ? r.group : r.closedOnSlip && last ? last.group : null;
  if (!target || n <= 0) r.report(at, 'NO_SELECTION', detail('COUNT_NOTHING'));
  else target.count = { n, start: at.start, end: at.end };
  r.at += 2;
  return true;
};

/** 复式 / 复试 (every combination), 拖 (drag), 【 】 (one combination). */
export const combinationWord: Rule = (r, t) => {
  if (isWord(t, 'compound')) {
    if (r.group) r.group.compound = true;
    else {
      r.compoundNext = true;
      r.unusedPlay = t; // 复式 with nothing after it names nothing
    }
  } else if (isWord(t, 'drag')) {
    if (r.group && r.group.items.length > 0) r.group.dragAt = r.group.items.length;
    else r.report(t, 'UNKNOWN_TOKEN', detail('DRAG_NOTHING'));
  } else if (t.type === 'open') {
    r.bracket = [];
  } else if (t.type === 'close') {
    if (r.bracket && r.group) r.group.brackets.push(r.bracket);
    r.bracket = null;
  } else return false;
  r.at++;
  return true;
};

/** 1号不要, 不要04, 除04.05: numbers that come out of the group. */
export const exclusion: Rule = (r, t) => {
  if (t.type === 'num' && isWord(r.token(1), 'number-mark') && isWord(r.token(2), 'exclude')) {
    r.exclude(t.text, span(t, r.token(2) as Token));
    r.at += 3;
    return true;
  }
  if (!isWord(t, 'exclude')) return false;
  let j = r.skipSeparators(r.at + 1);
  let found = false;
  while (r.tokens[j]?.type === 'num' && !readAmount(r, j)?.hasUnit) {
    const n = r.tokens[j] as Token;
    r.exclude(n.text, span(t, n));
    found = true;
    j = isWord(r.tokens[j + 1], 'number-mark') ? j + 2 : j + 1;
    j = r.skipSeparators(j);
  }
  if (!found) r.report(t, 'UNKNOWN_TOKEN', detail('NO_NUMBER_AFTER', { word: t.text }));
  r.at = j;
  return true;
};

/**
 * 4-5-6-9尾, 1.9尾: single digits joined (by anything but a space) to a digit glued to 尾 or 头 are tails
 * (heads) too, not special numbers: the numbers already read for them become tails.
 */
function digitsBefore(r: Reader, kind: 'tail' | 'head', at: Span): void {
  const items = r.group?.items;
  if (!items || r.gap === '') return;
  const last = items[items.length - 1];
  if (/\s/.test(r.gap)) {
    // 2 3尾: the number 2 and the tail 3, or the tails 2 and 3?
    if (last?.kind === 'number' && last.end - last.start === 1 && last.context === r.context) {
      r.report(span(last, at), 'AMBIGUOUS_WORD', detail(kind === 'tail' ? 'DIGIT_APART_FROM_TAIL' : 'DIGIT_APART_FROM_HEAD', { written: last.value }));
    }
    return;
  }
  let from = items.length;
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i] as Item;
    if (item.kind !== 'number' || item.end - item.start !== 1 || item.context !== r.context) break;
    from = i;
    if (item.gap === '' || /\s/.test(item.gap)) break;
  }
  if (from === items.length) return;
  // the run must start the group or follow a space: 05.15.9尾 keeps 05 and 15 as numbers
  const first = items[from] as Item;
  if (from > 0 && !/\s/.test(first.gap)) return;
  for (const item of items.splice(from)) r.addItem(kind, item.value, item);
  r.gap = '';
}

/** 3尾, 0头, 2468尾 (tails 2 4 6 8), 尾3, 头1: tails and heads, one per digit. */
export const markedNumber: Rule = (r, t) => {
  // 0 头各号: a lone digit, a space, then the mark
  const spaced = t.type === 'num' && t.text.length === 1 && r.token(1)?.text === ' ' && glued(r.token(1), r.token(2)) ? 2 : 1;
  const next = r.token(spaced);
  const markAfter = t.type === 'num' && (glued(t, next) || spaced === 2) && (isWord(next, 'tail-mark') || isWord(next, 'head-mark'));
  const markBefore = (isWord(t, 'tail-mark') || isWord(t, 'head-mark')) && next?.type === 'num' && glued(t, next);
  if (!markAfter && !markBefore) return false;
  const [digits, mark] = markAfter ? [t, next as Token] : [next as Token, t];
  const kind = isWord(mark, 'tail-mark') ? 'tail' : 'head';
  const at = span(t, next as Token);
  if (kind === 'head' && /^0\d/.test(digits.text)) {
    // 03头: the head 3 written with a zero, or the heads 0 and 3 (like 2468尾)?
    r.report(at, 'AMBIGUOUS_WORD', detail('HEAD_WITH_ZERO', { written: digits.text, head: Number(digits.text), heads: [...digits.text].map((d) => `${d}头`).join(' ') }));
    r.at += 2;
    return true;
  }
  if (markAfter) {
    digitsBefore(r, kind, at);
    r.at += spaced - 1;
  }
  const seen = new Set<string>();
  for (const digit of digits.text) {
    if (seen.has(digit)) continue;
    seen.add(digit);
    r.addItem(kind, digit, at);
  }
  r.at += 2;
  return true;
};

/** How many dashes stand in a row from `j`. */
function dashesFrom(r: Reader, j: number): number {
  let k = j;
  while (r.tokens[k]?.type === 'dash') k++;
  return k - j;
}

/**
 * 01到10, 01至10: a range. A dash: three or more numbers joined by dashes, a pair that does not
 * ascend (12-05) and numbers in brackets ((03-13)) are lists; a lone ascending pair is the book's setting.
 */
export const range: Rule = (r, t) => {
  if (t.type === 'num') leavePlayAfterBet(r);
  const joint = r.token(1);
  const dashes = dashesFrom(r, r.at + 1); // 18--30--09: a run of dashes joins like one
  const to = r.token(1 + Math.max(dashes, 1));
  if (t.type !== 'num' || to?.type !== 'num' || !(isWord(joint, 'range') || joint?.type === 'dash')) return false;
  const dash = joint?.type === 'dash';
  const toAt = r.at + 1 + Math.max(dashes, 1);
  if (dash && readAmount(r, toAt)?.hasUnit) return false; // 47-10米: an amount
  const [low, high] = [Number(t.text), Number(to.text)];
  // 04-16-28, and 07-21-各10: every number written with a dash after it (the last one before the amount word)
  const afterTo = r.tokens[toAt + 1 + dashesFrom(r, toAt + 1)];
  const chain = dash && ((r.tokens[toAt + 1]?.type === 'dash' && (afterTo?.type === 'num' || isWord(afterTo, 'each'))) || r.token(-1)?.type === 'dash');
  // 17---100: a run of dashes before the last number is its amount (dashAmount)
  if (dash && dashes > 1 && !chain) return false;
  // Under a combination play (二中二 12-24) a dash joins the numbers of a combination.
  const combining = COMBINATION_PLAYS[r.context] !== undefined;
  const asList = dash && (chain || combining || r.bracket !== null || !(low < high) || r.settings.dashRange === 'list');
  if (asList) {
    // 04-16-28-40, 12-05, (03-13): the dash separates numbers
    r.addItem('number', t.text, t);
    r.gap += '-';
    r.at += 1 + dashes;
    return true;
  }
  const at = span(t, to);
  r.at += 3;
  if (dash && r.settings.dashRange !== 'range') {
    r.report(at, 'AMBIGUOUS_DASH', detail('DASH', { from: t.text, to: to.text }));
    return true;
  }
  if (!(low < high) || high > 999) {
    r.report(at, 'BAD_RANGE');
    return true;
  }
  for (let n = low; n <= high; n++) r.addItem('number', String(n), at);
  return true;
};

/** 47-10米, 17-----100斤, 17---100: a run of dashes before an amount. */
export const dashAmount: Rule = (r, t) => {
  if (t.type !== 'dash') return false;
  if (r.token(-1)?.type === 'close' && r.token(1)?.type === 'open') {
    r.gap += ' '; // (03-13)-(04-14): a dash between combinations parts them
    r.at++;
    return true;
  }
  let j = r.at;
  while (r.tokens[j]?.type === 'dash') j++;
  // 06-各10, 07-21-各10: a dash straight after the numbers and before their amount word separates
  const beforeEach = isWord(r.tokens[j], 'each') && r.group !== null && r.group.items.length > 0 && r.token(-1)?.type === 'num';
  // 狗各号10 -----33各/60: a run of dashes after a bet and before the next numbers leads them
  const leadsGroup = r.group === null && r.closedOnSlip && r.tokens[j]?.type === 'num';
  if (beforeEach || leadsGroup) {
    r.at = j;
    return true;
  }
  const amount = readAmount(r, j);
  if (amount && (amount.hasUnit || j - r.at > 1) && r.group && r.group.items.length > 0) {
    closeWith(r, amount, 'bare', t.start);
    return true;
  }
  r.report(t, 'UNKNOWN_TOKEN', detail('DASH_NOTHING'), r.group !== null);
  r.at = j;
  return true;
};

/**
 * Whether the number at `j` is followed by separators and another number: a list going on (32.30.15),
 * or under a combination play the next combination (三中三 23/46/07 30/17/40). Spaces alone part a
 * list from what may be its amount (05 100).
 */
function listContinues(r: Reader, j: number): boolean {
  let k = j + 1;
  let seps = '';
  for (let t = r.tokens[k]; t?.type === 'sep' || (t?.type === 'marker' && t.text === '/'); t = r.tokens[++k]) seps += t.text;
  const parts = /[^\s]/.test(seps) || (seps !== '' && COMBINATION_PLAYS[r.context] !== undefined);
  const selection = (r.tokens[j]?.text.length ?? 0) <= 2; // 100.50 is no list of numbers
  return parts && selection && r.tokens[k]?.type === 'num' && !readAmount(r, j)?.hasUnit;
}

/**
 * What a number after selections is: its amount when a unit follows, when it
 * is glued to a word (红波100), when the play takes no numbers (平特 蛇 4000)
 * or when it is no Mark Six number (05 100); 特码 马 20 could be either.
 */
function numberRole(r: Reader, t: Token): 'amount' | 'item' | 'ambiguous' {
  const amount = readAmount(r, r.at);
  if (amount?.hasUnit) return 'amount';
  const items = r.group?.items ?? [];
  const last = items[items.length - 1];
  if (!last) return 'item';
  // 03,15二中二20: a play named after the numbers, then the amount
  const before = r.tokens[r.skipBack(r.at - 1)];
  if (r.postfix && before?.type === 'word' && before.word.kind === 'play') return 'amount';
  // 17___20: a run of underscores before the last number of the slip, like a run of dashes
  if (/__/.test(r.gap) && (amount?.next ?? r.at + 1) >= r.tokens.length) return 'amount';
  if (!takesNumbers(r)) return last.kind === 'number' ? 'item' : 'amount';
  if (r.game === 'MARK6' && Number(t.text) > 49 && t.text.length <= 5) return 'amount';
  if (last.kind === 'number' || last.kind === 'pattern') return 'item';
  if (listContinues(r, r.at)) return 'item'; // 猴鼠狗32.30.15各数10: a list of numbers goes on after it
  if (glued(last, t)) return 'amount';
  return t.text.startsWith('0') ? 'item' : 'ambiguous';
}

const takesNumbers = (r: Reader): boolean => RESOLVERS[r.context].number !== undefined || COMBINATION_PLAYS[r.context]?.takes === 'number';

/**
 * 平龙400，15各50: after a bet of a play that takes no numbers, a number starts afresh as a special
 * number (the play word ended with its bet, as it does at the end of its line).
 */
function leavePlayAfterBet(r: Reader): void {
  if (r.group === null && r.closedOnSlip && r.explicit && !takesNumbers(r)) r.endPlay();
}

/** A number: a selection, the amount after the selections, or a run of numbers written together (010203). */
export const number: Rule = (r, t) => {
  if (t.type !== 'num') return false;
  leavePlayAfterBet(r);
  const role = numberRole(r, t);
  if (role === 'amount') closeWith(r, readAmount(r, r.at) as Amount, 'bare', t.start);
  else if (role === 'ambiguous') {
    r.report(t, 'AMBIGUOUS_NUMBER', detail('YUAN_OR_NUMBER', { number: t.text }));
    r.at++;
  } else if (r.game === 'MARK6' && t.text.length >= 3) {
    r.report(t, 'RUN_TOGETHER');
    r.at++;
  } else {
    r.addItem('number', t.text, t);
    r.at++;
  }
  return true;
};

/** A Chinese numeral (五斤, 二十): always an amount. */
export const chineseAmount: Rule = (r, t) => {
  if (t.type !== 'cnum') return false;
  closeWith(r, readAmount(r, r.at) as Amount, 'bare', t.start);
  return true;
};

/** 兔, 红波, 红单, 大, 家禽 ... and pick-3 patterns (5*7): selections that are words. */
export const wordItem: Rule = (r, t) => {
  if (t.type === 'pattern') r.addItem('pattern', t.text, t);
  else if (t.type === 'word' && t.word.kind === 'item') r.addItem(t.word.item, t.word.code, t);
  else return false;
  r.at++;
  return true;
};

/**
 * Anything else: reported under its token. The group it stands in books nothing, and so does
 * the next one begun on the same slip: an unknown word before selections may be a play this
 * parser does not know (半X 01.02各10), and reading them as special numbers would book the wrong bet.
 */
export const unknown: Rule = (r, t) => {
  r.report(t, 'UNKNOWN_TOKEN', undefined, r.group !== null);
  if (r.group === null) r.taint = true;
  r.at++;
  return true;
};

/** The rules in the order they are tried. */
export const RULES: readonly Rule[] = [
  skipNoise, headerOrTime, sizeList, playWord, blockingWord, amountMarker, statedTotal, setCount, combinationWord,
  exclusion, markedNumber, range, dashAmount, number, chineseAmount, wordItem, unknown,
];
