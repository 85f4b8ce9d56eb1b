import type { Span } from './diagnostics.js';
import type { Token } from './lexer.js';
import { COMBINATION_PLAYS, RESOLVERS } from './plays.js';
import type { Reader } from './reader.js';
import type { AmountMode } from './types.js';

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
  const fen = yuan * 100 + cents;
  const next = hasUnit ? unit + 1 : k;
  // 1w, 5k: an amount glued to something unknown is in doubt
  const after = r.tokens[next];
  const doubtful = after?.type === 'unknown' && glued(r.tokens[next - 1], after);
  const valid = Number.isSafeInteger(fen) && fen > 0 && yuan <= MAX_YUAN && !doubtful;
  return { fen: valid ? fen : null, next, end: r.tokens[next - 1]?.end ?? t.end, hasUnit };
}

/** A marker at the cursor followed by an amount closes the group; without one it is a malformed amount. */
function closeAfter(r: Reader, marker: Token, mode: AmountMode): void {
  const j = r.skipSeparators(r.at + 1);
  const amount = readAmount(r, j);
  if (!amount) {
    r.report(marker, 'BAD_AMOUNT', 'an amount marker with no amount after it');
    r.flushWithoutAmount();
    r.taint = true; // 包双各10: what follows a marker without its amount is in doubt too
    r.at = j;
    return;
  }
  r.close(amount.fen, mode, { start: marker.start, end: amount.end });
  r.at = amount.next;
}

const span = (a: Span, b: Span): Span => ({ start: a.start, end: b.end });

/** Separators, colons, noise words (主 防 买), a stray 号: nothing to book. */
export const skipNoise: Rule = (r, t) => {
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

/** 193期, 76期: a draw header; 九点半, 9点半: a time. */
export const headerOrTime: Rule = (r, t) => {
  const next = r.token(1);
  if ((t.type === 'num' || t.type === 'cnum') && (isWord(next, 'period') || isWord(next, 'time'))) {
    r.at += 2;
    return true;
  }
  return false;
};

/** 特码, 平特, 二中二, 五不中, 5不中 ...: the play of the selections next to it. */
export const playWord: Rule = (r, t) => {
  const count = t.type === 'num' ? Number(t.text) : t.type === 'cnum' ? t.value : null;
  if (count !== null && count >= 5 && count <= 12 && isWord(r.token(1), 'not-hit') && glued(t, r.token(1))) {
    r.setPlay(`NH_${count}` as 'NH_5');
    r.at += 2;
    return true;
  }
  if (t.type !== 'word') return false;
  if (t.word.kind === 'play') r.setPlay(t.word.context);
  else if (t.word.kind === 'market') r.setMarkets(t.word.lotteries, t.word);
  else return false;
  r.at++;
  return true;
};

/**
 * 特马 (特码, or 特肖 马?) and plays this book does not take (半波, 合肖, 4不中): reported, and
 * nothing is read until the next play word, so their selections are never booked as another play.
 */
export const blockingWord: Rule = (r, t) => {
  const notHit = (t.type === 'num' || t.type === 'cnum') && isWord(r.token(1), 'not-hit') && glued(t, r.token(1));
  if (!isWord(t, 'ambiguous') && !isWord(t, 'unsupported') && !isWord(t, 'not-hit') && !notHit) return false;
  r.flushWithoutAmount();
  const at = notHit ? span(t, r.token(1) as Token) : t;
  if (isWord(t, 'ambiguous')) r.diagnostics.add(at, 'AMBIGUOUS_WORD', `"${t.text}" reads as 特码 or as 特肖 马: write 特码 or 特肖`);
  else r.diagnostics.add(at, 'UNSUPPORTED', `${r.tokens.slice(r.at, r.at + (notHit ? 2 : 1)).map((x) => x.text).join('')} is not a play this book takes`);
  r.blocked = true;
  r.at += notHit ? 2 : 1;
  return true;
};

/** 各N 各号N 每注N ... (each), 包N (one bet), 下N (bet), =N xN ×N (each), #N (each). */
export const amountMarker: Rule = (r, t) => {
  if (isWord(t, 'each') || t.type === 'hash') closeAfter(r, t, 'each');
  else if (isWord(t, 'bao')) closeAfter(r, t, 'bao');
  else if (isWord(t, 'bet')) closeAfter(r, t, 'bare');
  else if (t.type === 'marker') {
    const group = r.group;
    // Between selections a / or * separates (01/02/03各10): it is a marker only before an amount that ends the group.
    const afterNumber = r.token(2);
    const continues = afterNumber?.type === 'marker' || afterNumber?.type === 'dash' ||
      (afterNumber?.type === 'word' && ['each', 'bao', 'bet', 'total', 'range', 'number-mark', 'tail-mark', 'head-mark'].includes(afterNumber.word.kind));
    if ((t.text === '/' || t.text === '*') && r.token(1)?.type === 'num' && continues) {
      group?.separators.add(t.text);
      r.at++;
      return true;
    }
    const single = group?.items.length === 1 ? group.items[0] : undefined;
    const amount = readAmount(r, r.at + 1);
    if (t.text === '/' && single && Number(single.value) <= 12 && amount && !amount.hasUnit && Number(r.token(1)?.text) <= 31) {
      r.report(t, 'AMBIGUOUS_AMOUNT', `"${single.value}/${r.token(1)?.text}": a date or a number and its amount? write ${single.value}各${r.token(1)?.text}`);
    }
    if (group?.separators.has(t.text)) {
      r.report(t, 'AMBIGUOUS_AMOUNT', `"${t.text}" separates the numbers and comes before the last one: is that one an amount?`);
    }
    closeAfter(r, t, 'each');
  } else return false;
  return true;
};

/** 共320斤, 共计:160米: a stated total, checked against the lines above (a checksum). */
export const statedTotal: Rule = (r, t) => {
  if (!isWord(t, 'total')) return false;
  const j = r.skipSeparators(r.at + 1);
  const amount = readAmount(r, j);
  if (r.group && r.group.items.length > 0) {
    r.report(t, 'AMBIGUOUS_AMOUNT', '共 straight after selections: a total to split, or the total of the message?');
    r.flushWithoutAmount();
    r.at = amount?.next ?? j;
    return true;
  }
  if (!amount || amount.fen === null) {
    r.diagnostics.add(t, 'BAD_AMOUNT', 'a total with no amount after it');
    r.at = j;
    return true;
  }
  r.checksums.push({ fen: amount.fen, bets: r.bets.length, start: t.start, end: amount.end });
  r.at = amount.next;
  return true;
};

/** 复式 / 复试 (every combination), 拖 (drag), 【 】 (one combination). */
export const combinationWord: Rule = (r, t) => {
  if (isWord(t, 'compound')) {
    if (r.group) r.group.compound = true;
    else r.compoundNext = true;
  } else if (isWord(t, 'drag')) {
    if (r.group && r.group.items.length > 0) r.group.dragAt = r.group.items.length;
    else r.report(t, 'UNKNOWN_TOKEN', '拖 with no numbers before it');
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
  if (!found) r.report(t, 'UNKNOWN_TOKEN', `"${t.text}" with no number after it`);
  r.at = j;
  return true;
};

/** 3尾, 0头, 1号: a tail, a head or a number with its mark. */
export const markedNumber: Rule = (r, t) => {
  const mark = r.token(1);
  if (t.type !== 'num' || !glued(t, mark)) return false;
  if (isWord(mark, 'tail-mark') || isWord(mark, 'head-mark')) {
    r.addItem(isWord(mark, 'tail-mark') ? 'tail' : 'head', t.text, span(t, mark as Token));
    r.at += 2;
    return true;
  }
  return false;
};

/** 01到10, 01至10, and 01-10 when the book reads a dash between numbers as a range. */
export const range: Rule = (r, t) => {
  const joint = r.token(1);
  const to = r.token(2);
  if (t.type !== 'num' || to?.type !== 'num' || !(isWord(joint, 'range') || joint?.type === 'dash')) return false;
  if (joint?.type === 'dash' && readAmount(r, r.at + 2)?.hasUnit) return false; // 47-10米: an amount
  if (joint?.type === 'dash' && ((r.token(3)?.type === 'dash' && r.token(4)?.type === 'num') || r.token(-1)?.type === 'dash')) {
    // 04-16-28-40: a chain of single dashes separates numbers; a range joins two
    r.addItem('number', t.text, t);
    r.gap += '-';
    r.at += 2;
    return true;
  }
  const at = span(t, to);
  r.at += 3;
  if (joint?.type === 'dash' && r.settings.dashRange !== 'range') {
    r.report(at, 'AMBIGUOUS_DASH', `"${t.text}-${to.text}": a range or a number and an amount?`);
    return true;
  }
  const [low, high] = [Number(t.text), Number(to.text)];
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
  let j = r.at;
  while (r.tokens[j]?.type === 'dash') j++;
  const amount = readAmount(r, j);
  if (amount && (amount.hasUnit || j - r.at > 1) && r.group && r.group.items.length > 0) {
    r.close(amount.fen, 'bare', { start: t.start, end: amount.end });
    r.at = amount.next;
    return true;
  }
  r.report(t, 'UNKNOWN_TOKEN', 'a dash that joins nothing', r.group !== null);
  r.at = j;
  return true;
};

/**
 * What a number after selections is: its amount when a unit follows, when it
 * is glued to a word (红波100), when the play takes no numbers (平特 蛇 4000)
 * or when it is no Mark Six number (05 100); 特码 马 20 could be either.
 */
function numberRole(r: Reader, t: Token): 'amount' | 'item' | 'ambiguous' {
  if (readAmount(r, r.at)?.hasUnit) return 'amount';
  const items = r.group?.items ?? [];
  const last = items[items.length - 1];
  if (!last) return 'item';
  const takesNumbers = RESOLVERS[r.context].number !== undefined || COMBINATION_PLAYS[r.context]?.takes === 'number';
  if (!takesNumbers) return last.kind === 'number' ? 'item' : 'amount';
  if (r.game === 'MARK6' && Number(t.text) > 49 && t.text.length <= 5) return 'amount';
  if (last.kind === 'number' || last.kind === 'pattern') return 'item';
  if (glued(last, t)) return 'amount';
  return t.text.startsWith('0') ? 'item' : 'ambiguous';
}

/** A number: a selection, the amount after the selections, or a run of numbers written together (010203). */
export const number: Rule = (r, t) => {
  if (t.type !== 'num') return false;
  const role = numberRole(r, t);
  if (role === 'amount') {
    const amount = readAmount(r, r.at) as NonNullable<ReturnType<typeof readAmount>>;
    r.close(amount.fen, 'bare', { start: t.start, end: amount.end });
    r.at = amount.next;
  } else if (role === 'ambiguous') {
    r.report(t, 'AMBIGUOUS_NUMBER', `"${t.text}" after ${r.group?.items.map((i) => i.value).join(' ')}: ${t.text} yuan or the number ${t.text}?`);
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
  const amount = readAmount(r, r.at) as NonNullable<ReturnType<typeof readAmount>>;
  r.close(amount.fen, 'bare', { start: t.start, end: amount.end });
  r.at = amount.next;
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
  skipNoise, headerOrTime, playWord, blockingWord, amountMarker, statedTotal, combinationWord,
  exclusion, markedNumber, range, dashAmount, number, chineseAmount, wordItem, unknown,
];
