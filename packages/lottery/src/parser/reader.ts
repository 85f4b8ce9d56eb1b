import type { GameCode } from '../games/types.js';
import type { DiagnosticCode, Diagnostics, Span } from './diagnostics.js';
import type { ItemKind, PlayContext, Word } from './lexicon.js';
import type { Token } from './lexer.js';
import { COMBINATION_PLAYS, DEFAULT_CONTEXT } from './plays.js';
import type { BookSettings } from './settings.js';
import type { AmountMode, Bet, Checksum, Group, Item } from './types.js';

/**
 * Step 4 of the parse: the state one slip after another is read into. Each
 * grammar rule (read-rules.ts) looks at the token under the cursor, changes
 * this state through the methods below and moves the cursor on.
 */
export class Reader {
  /** The tokens of the slip being read and the cursor. */
  tokens: readonly Token[] = [];
  at = 0;
  slip = 0;
  context: PlayContext;
  /** A play word set the context (else it is the default: special numbers). */
  explicit = false;
  /** The slip the play word was written on. */
  contextSlip = -1;
  /** After an ambiguous word (特马) nothing is read until the next play word. */
  blocked = false;
  markets: readonly string[] | null = null;
  /** The slip a market label was written on before its selections. */
  labelledSlip = -1;
  /** The first bet closed on the slip being read. */
  slipBets = 0;
  group: Group | null = null;
  /** Separators read since the last selection. */
  gap = '';
  /** An unknown token stood on this slip before the next group: that group books nothing. */
  taint = false;
  /** 复式 written before the numbers it applies to. */
  compoundNext = false;
  /** The bracket being read (【01.02】). */
  bracket: Item[] | null = null;
  /** A bet closed on this slip: the play word of the slip ends with it. */
  closedOnSlip = false;
  readonly bets: Bet[] = [];
  readonly checksums: Checksum[] = [];

  constructor(
    readonly game: GameCode,
    readonly settings: BookSettings,
    readonly diagnostics: Diagnostics,
  ) {
    this.context = DEFAULT_CONTEXT[game];
  }

  token(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  /** Index of the first token from `from` on that is not a separator or a noise word (各买10). */
  skipSeparators(from: number): number {
    let j = from;
    for (let t = this.tokens[j]; t && (t.type === 'sep' || t.type === 'colon' || (t.type === 'word' && t.word.kind === 'noise')); t = this.tokens[++j]);
    return j;
  }

  private openGroup(): Group {
    this.group ??= {
      slip: this.slip, items: [], brackets: [], excluded: [], dragAt: null, compound: this.compoundNext,
      poisoned: this.taint, markets: this.markets, separators: new Set(),
    };
    this.compoundNext = false;
    this.taint = false;
    return this.group;
  }

  addItem(kind: ItemKind, value: string, at: Span): void {
    const group = this.openGroup();
    // After a blocking word the selections are still read (to find their amount) but book nothing.
    if (this.blocked) group.poisoned = true;
    const item: Item = { kind, value, context: this.context, start: at.start, end: at.end, gap: group.items.length > 0 ? this.gap : '' };
    this.gap = '';
    group.items.push(item);
    this.bracket?.push(item);
  }

  /** 1号不要: out of the open group, or of the bet just closed on this slip (红波各10，1号不要). */
  exclude(value: string, at: Span): void {
    const item: Item = { kind: 'number', value, context: this.context, start: at.start, end: at.end, gap: '' };
    const last = this.bets[this.bets.length - 1];
    if ((!this.group || this.group.items.length === 0) && this.closedOnSlip && last) last.group.excluded.push(item);
    else this.openGroup().excluded.push(item);
  }

  /** Reports a token; a group it is part of books nothing. */
  report(at: Span, code: DiagnosticCode, detail?: string, poison = true): void {
    this.diagnostics.add(at, code, detail);
    if (poison) this.openGroup().poisoned = true;
  }

  /** A play word: for the selections that follow, or for the ones just written without one (30.31复试二中二). */
  setPlay(context: PlayContext): void {
    const group = this.group;
    const combining = (c: PlayContext): boolean => COMBINATION_PLAYS[c] !== undefined;
    if (group && group.items.length > 0 && !this.explicit) {
      for (const item of group.items) item.context = context;
    } else if (group && group.items.length > 0 && (combining(context) || combining(this.context))) {
      this.flushWithoutAmount();
    }
    this.context = context;
    this.explicit = true;
    this.contextSlip = this.slip;
    this.blocked = false;
  }

  setMarkets(lotteries: readonly string[], word: Word & { kind: 'market' }): void {
    if (this.endsSlip()) {
      for (const bet of this.bets.slice(this.slipBets)) bet.group.markets = lotteries;
      return;
    }
    if (this.group && this.group.items.length > 0) this.flushWithoutAmount();
    this.markets = lotteries;
    this.labelledSlip = this.slip;
    if (word.context) this.setPlay(word.context);
  }

  /**
   * A label after the bets of a slip with nothing but separators after it (…各10 港澳) names the market of
   * that slip's bets, and of nothing after them; a slip labelled at its start keeps that label.
   */
  private endsSlip(): boolean {
    const open = this.group !== null && this.group.items.length > 0;
    return this.closedOnSlip && !open && this.labelledSlip !== this.slip && this.skipSeparators(this.at + 1) >= this.tokens.length;
  }

  /** Closes the open group with its amount; `fen` null is a malformed amount. */
  close(fen: number | null, mode: AmountMode, at: Span): void {
    const group = this.group;
    this.group = null;
    this.bracket = null;
    if (fen === null) {
      this.diagnostics.add(at, 'BAD_AMOUNT');
      return;
    }
    if (!group || (group.items.length === 0 && !group.poisoned)) {
      this.diagnostics.add(at, 'NO_SELECTION');
      return;
    }
    this.closedOnSlip = true;
    if (!group.poisoned) this.bets.push({ group, fen, mode, at });
  }

  flushWithoutAmount(): void {
    const group = this.group;
    this.group = null;
    this.bracket = null;
    if (!group || group.poisoned) return;
    const excluded = group.excluded[0];
    if (group.items.length === 0) {
      if (excluded) this.diagnostics.add(excluded, 'NO_SELECTION', 'numbers to take out of no group');
      return;
    }
    const first = group.items[0] as Item;
    const last = group.items[group.items.length - 1] as Item;
    this.diagnostics.add({ start: first.start, end: last.end }, 'NO_AMOUNT');
  }

  /**
   * The end of a slip. A play word written on a slip with a bet ends with it (平特 马 50 / 01各10: the
   * 01 is a special number); one on a line of its own heads the lines below (二中二 / 01.02各10 / 03.04各10).
   * Selections without an amount wait for one below.
   */
  endSlip(): void {
    if (this.closedOnSlip && !this.group) {
      // 合肖 马羊 10 is over; 半波 on a line of its own still blocks the lines below it.
      this.blocked = false;
      if (this.contextSlip === this.slip) {
        this.context = DEFAULT_CONTEXT[this.game];
        this.explicit = false;
      }
    }
    this.closedOnSlip = false;
    this.slipBets = this.bets.length;
    this.bracket = null;
    this.taint = false;
    this.gap = '\n'; // a new line parts combinations like a space
    // A group already reported books nothing: the next slip starts afresh rather than joining it.
    if (this.group?.poisoned) this.group = null;
  }
}
