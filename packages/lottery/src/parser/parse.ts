import { LotteryError } from '../errors.js';
import { ruleOf } from '../rules/index.js';
import { COMPOUND_PLAYS, DEFAULT_CONTEXT, RESOLVERS } from './contexts.js';
import type { ItemKind, PlayContext } from './lexicon.js';
import { tokenize, type Token } from './lexer.js';
import type { Diagnostic, DiagnosticCode, DraftLine, ParseOptions, ParseResult } from './types.js';

interface Span {
  readonly start: number;
  readonly end: number;
}

/** A selection waiting for its amount, with the play prefix in force where it was written. */
interface Item extends Span {
  readonly kind: ItemKind;
  readonly value: string;
  readonly context: PlayContext;
}

interface Amount {
  /** Fen, or null when the amount is malformed (too many decimals, zero). */
  readonly fen: number | null;
  /** Index of the first token after the amount (and its unit). */
  readonly next: number;
  readonly end: number;
}

/** 各N / #N / n=N (each), 共N (total, split evenly), or N元 straight after the selections (bare). */
type AmountMode = 'each' | 'total' | 'bare';

const isSpace = (t: Token | undefined): boolean => t?.type === 'sep' && t.text.trim() === '';
const isWord = (t: Token | undefined, kind: string): boolean => t?.type === 'word' && t.word.kind === kind;
const isAmountMarker = (t: Token | undefined): boolean => t?.type === 'hash' || isWord(t, 'each') || isWord(t, 'total');
const isWordItem = (item: Item): boolean => item.kind === 'colour' || item.kind === 'two-sided' || item.kind === 'zodiac';

/**
 * Reads an order text into draft lines and diagnostics (DOMAIN.md section 6).
 * Selections gather into a group until an amount closes it; a prefix sets
 * the play for what follows until the next prefix. Anything that could be
 * read two ways is a diagnostic and produces no line.
 */
export function parseOrderText(text: string, options: ParseOptions): ParseResult {
  const tokens = tokenize(text, options.game);
  const lines: DraftLine[] = [];
  const diagnostics: Diagnostic[] = [];
  let context: PlayContext | null = options.requirePlay ? null : DEFAULT_CONTEXT[options.game];
  /** After an ambiguous prefix (特马) nothing is read until the next prefix. */
  let blocked = false;
  let items: Item[] = [];
  /** The group holds something already reported: it yields no lines. */
  let poisoned = false;
  let slip = 0;
  let groupSlip = 0;
  let slipHasContent = false;

  const report = (at: Span, code: DiagnosticCode, reason: string): void => {
    diagnostics.push({ position: at.start, token: text.slice(at.start, at.end), code, reason });
  };
  const groupSpan = (): Span => ({ start: items[0]?.start ?? 0, end: items[items.length - 1]?.end ?? 0 });
  const clear = (): void => {
    items = [];
    poisoned = false;
  };
  const flushWithoutAmount = (): void => {
    if (items.length > 0 && !poisoned) report(groupSpan(), 'NO_AMOUNT', 'no amount for these selections: add 各N, N元 or #N');
    clear();
  };
  const skipSpaces = (from: number): number => {
    let j = from;
    while (isSpace(tokens[j])) j++;
    return j;
  };
  /** Keeps a reported token in the group so that the group yields nothing. */
  const poison = (span: Span): void => {
    if (items.length === 0) groupSlip = slip;
    items.push({ kind: 'number', value: '', context: context ?? DEFAULT_CONTEXT[options.game], ...span });
    poisoned = true;
  };
  const addItem = (kind: ItemKind, value: string, span: Span): void => {
    if (blocked) return poison(span);
    if (context === null) {
      report(span, 'NO_PLAY', 'no play given: start with a play such as 特码, 平特 or 二全中');
      return poison(span);
    }
    if (items.length === 0) groupSlip = slip;
    items.push({ kind, value, context, ...span });
  };

  /** An amount at token j: digits (a decimal point only before a unit or the end) or a Chinese numeral. */
  const readAmount = (j: number, needUnit: boolean): Amount | null => {
    const t = tokens[j];
    let yuan: number;
    let cents = 0;
    let k = j + 1;
    if (t?.type === 'num') {
      yuan = Number(t.text);
      const [dot, fraction] = [tokens[k], tokens[k + 1]];
      const after = tokens[skipSpaces(k + 2)];
      if (dot?.text === '.' && dot.start === t.end && fraction?.type === 'num' && fraction.start === dot.end &&
          (after === undefined || after.type === 'end' || isWord(after, 'unit'))) {
        cents = fraction.text.length > 2 ? Number.NaN : Number(fraction.text.padEnd(2, '0'));
        k += 2;
      }
    } else if (t?.type === 'cnum') {
      yuan = t.value ?? Number.NaN;
    } else return null;
    const unitAt = skipSpaces(k);
    const hasUnit = isWord(tokens[unitAt], 'unit');
    if (needUnit && !hasUnit) return null;
    const fen = yuan * 100 + cents;
    const next = hasUnit ? unitAt + 1 : k;
    return { fen: Number.isSafeInteger(fen) && fen > 0 ? fen : null, next, end: tokens[next - 1]?.end ?? t.end };
  };

  const normalised = (play: string, raw: string, at: Span): string | null => {
    try {
      return ruleOf(play).normalise(raw);
    } catch (error) {
      if (!(error instanceof LotteryError)) throw error;
      report(at, 'BAD_SELECTION', error.message);
      return null;
    }
  };

  /** The group's lines (compound: one line) and how many stakes the amount covers; null if reported. */
  const draftGroup = (): { drafts: Omit<DraftLine, 'slip' | 'stake'>[]; count: number } | null => {
    const compound = COMPOUND_PLAYS[items[0]?.context ?? 'TM'];
    if (compound) {
      const span = groupSpan();
      const wrong = items.find((item) => item.kind !== 'number');
      if (wrong) report(wrong, 'NOT_IN_PLAY', `"${text.slice(wrong.start, wrong.end)}" is not a number for ${compound}`);
      const selection = wrong ? null : normalised(compound, items.map((n) => n.value).join(','), span);
      return selection === null ? null : { drafts: [{ play: compound, selection, ...span }], count: ruleOf(compound).combinations(selection).length };
    }
    const drafts: Omit<DraftLine, 'slip' | 'stake'>[] = [];
    let ok = true;
    for (const item of items) {
      const resolver = RESOLVERS[item.context][item.kind];
      const resolved = resolver?.(item.value);
      if (!resolved) report(item, 'NOT_IN_PLAY', `"${text.slice(item.start, item.end)}" is not a selection of the play before it`);
      const selection = resolved ? normalised(resolved.play, resolved.raw, item) : null;
      if (!resolved || selection === null) ok = false;
      else if (drafts.some((d) => d.play === resolved.play && d.selection === selection)) {
        report(item, 'DUPLICATE', 'this selection is repeated: say whether the stake is doubled');
        ok = false;
      } else drafts.push({ play: resolved.play, selection, start: item.start, end: item.end });
    }
    // One unreadable selection leaves the amount's meaning (each of how many?) in doubt.
    return ok ? { drafts, count: drafts.length } : null;
  };

  /** Turns the group into lines at the amount, or says why it cannot. */
  const close = (amount: Amount, mode: AmountMode, at: Span): void => {
    if (amount.fen === null) {
      report(at, 'BAD_AMOUNT', 'not a valid amount (yuan, more than zero, up to 2 decimals)');
      return clear();
    }
    if (items.length === 0) return report(at, 'NO_SELECTION', 'an amount with no selection before it');
    const group = poisoned ? null : draftGroup();
    clear();
    if (!group) return;
    if (mode === 'bare' && group.count > 1) {
      return report(at, 'AMBIGUOUS_AMOUNT', `one amount after ${group.count} stakes: write 各N for each or 共N for the total`);
    }
    if (mode === 'total' && amount.fen % group.count !== 0) {
      return report(at, 'BAD_AMOUNT', `the total does not split evenly over ${group.count} stakes`);
    }
    const stake: number = mode === 'total' ? amount.fen / group.count : amount.fen;
    for (const d of group.drafts) lines.push({ slip: groupSlip, ...d, stake });
  };

  /** A marker (各, 共, #, =) at i followed by an amount. */
  const closeAtMarker = (i: number, mode: AmountMode): number => {
    const marker = tokens[i] as Token;
    const j = skipSpaces(i + 1);
    const amount = readAmount(j, false);
    if (amount === null) {
      report(marker, 'BAD_AMOUNT', 'an amount marker with no amount after it');
      clear();
      return j;
    }
    close(amount, mode, { start: marker.start, end: amount.end });
    return amount.next;
  };

  /**
   * A plain number after word selections (红波100, 马 50) is their amount when
   * it is glued to them or cannot be a selection of the play; 01 is always a
   * selection; otherwise (特码 马 20: 20 yuan or number 20?) it is ambiguous.
   */
  const numberAfterWords = (t: Token): 'amount' | 'item' | 'ambiguous' => {
    const last = items[items.length - 1];
    if (!last || !items.every(isWordItem)) return 'item';
    if (last.end === t.start) return 'amount';
    if (t.text.startsWith('0')) return 'item';
    const asItem = context && RESOLVERS[context].number?.(t.text);
    if (!asItem) return 'amount';
    try {
      ruleOf(asItem.play).normalise(asItem.raw);
      return 'ambiguous';
    } catch {
      return 'amount';
    }
  };

  /** A number token at i: a selection, a tail or head (3尾, 0头), or a range (01到10, 01-10). */
  const readNumber = (i: number): number => {
    const t = tokens[i] as Token;
    const next = tokens[i + 1];
    const glued = next?.start === t.end ? next : undefined;
    if (isWord(glued, 'tail-mark') || isWord(glued, 'head-mark')) {
      addItem(isWord(glued, 'tail-mark') ? 'tail' : 'head', t.text, { start: t.start, end: (glued as Token).end });
      return i + 2;
    }
    const to = tokens[i + 2];
    if ((isWord(next, 'range') || glued?.type === 'dash') && to?.type === 'num') {
      const span = { start: t.start, end: to.end };
      const [low, high] = [Number(t.text), Number(to.text)];
      if (glued?.type === 'dash' && !options.ranges) {
        report(span, 'AMBIGUOUS_DASH', `"${text.slice(span.start, span.end)}": a range or two numbers? write 到 for a range or a comma for a list`);
        poison(span);
      } else if (!(low < high)) {
        report(span, 'BAD_RANGE', 'a range goes from a lower to a higher number');
        poison(span);
      } else for (let n = low; n <= high; n++) addItem('number', String(n), span);
      return i + 3;
    }
    if (options.game === 'MARK6' && t.text.length >= 4 && t.text.length % 2 === 0) {
      report(t, 'RUN_TOGETHER', 'numbers written together: separate them with commas or spaces');
      poison(t);
    } else addItem('number', t.text, t);
    return i + 1;
  };

  const readWord = (i: number, t: Token & { type: 'word' }): number => {
    const word = t.word;
    switch (word.kind) {
      case 'play': {
        // Plain selections may share one amount across prefixes; a compound line may not.
        if (COMPOUND_PLAYS[word.context] || (context && COMPOUND_PLAYS[context])) flushWithoutAmount();
        context = word.context;
        blocked = false;
        return i + 1;
      }
      case 'item':
        addItem(word.item, word.code, t);
        return i + 1;
      case 'each':
      case 'total':
        return closeAtMarker(i, word.kind);
      case 'ambiguous':
        flushWithoutAmount();
        report(t, 'AMBIGUOUS_WORD', word.reason);
        blocked = true;
        return i + 1;
      case 'unsupported':
        report(t, 'UNSUPPORTED', word.reason);
        poison(t);
        return i + 1;
      default:
        report(t, 'UNKNOWN_TOKEN', `"${t.text}" out of place`);
        return i + 1;
    }
  };

  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    if (t.type !== 'sep' && t.type !== 'end') slipHasContent = true;
    switch (t.type) {
      case 'sep':
        i++;
        break;
      case 'end': {
        // A group may take its amount from the next line ("01.02\n各10").
        let j = i;
        while (tokens[j]?.type === 'end' || tokens[j]?.type === 'sep') j++;
        if (!isAmountMarker(tokens[j])) flushWithoutAmount();
        if (slipHasContent) slip++;
        slipHasContent = false;
        i++;
        break;
      }
      case 'num': {
        const after = numberAfterWords(t);
        const amount = readAmount(i, after !== 'amount');
        if (amount !== null) {
          close(amount, 'bare', { start: t.start, end: amount.end });
          i = amount.next;
        } else if (after === 'ambiguous') {
          report(t, 'AMBIGUOUS_AMOUNT', `"${t.text}" after ${text.slice(groupSpan().start, groupSpan().end)}: ${t.text} yuan (write ${t.text}元) or the number ${t.text} (give it an amount with 各)?`);
          poison(t);
          i++;
        } else i = readNumber(i);
        break;
      }
      case 'cnum': {
        // A Chinese numeral always reads as an amount (malformed ones carry fen = null).
        const amount = readAmount(i, false) as Amount;
        close(amount, 'bare', { start: t.start, end: amount.end });
        i = amount.next;
        break;
      }
      case 'pattern':
        addItem('pattern', t.text, t);
        i++;
        break;
      case 'hash':
        i = closeAtMarker(i, 'each');
        break;
      case 'pair':
        if (items.length > 1 && !poisoned) {
          report(t, 'AMBIGUOUS_PAIR', '"n=N" binds one selection but several come before it: write 各N for each');
          poisoned = true;
        }
        i = closeAtMarker(i, 'each');
        break;
      case 'dash':
        report(t, 'UNKNOWN_TOKEN', 'a dash that joins nothing');
        i++;
        break;
      case 'unknown':
        report(t, 'UNKNOWN_TOKEN', 'not understood');
        i++;
        break;
      case 'word':
        i = readWord(i, t);
        break;
    }
  }
  flushWithoutAmount();
  return { lines, diagnostics };
}
