import type { PlayCode } from '../games/types.js';
import type { Diagnostic, Span } from './diagnostics.js';
import type { ItemKind, PlayContext } from './lexicon.js';

/** One line of the draft order. */
export interface DraftLine {
  /** 0-based index of the slip (non-empty line of the text) the selection starts on. */
  readonly slip: number;
  /** The lottery (market) the line goes to: the order's own, or the one a market label named. */
  readonly lottery: string;
  readonly play: PlayCode;
  /** Canonical selection (compound for LM, LX and NH plays). */
  readonly selection: string;
  /** Fen, per combination for compound lines. */
  readonly stake: number;
  /** Where the selection is in the original text. */
  readonly start: number;
  readonly end: number;
}

export interface StatedTotal extends Span {
  /** Fen, as the message states it. */
  readonly amount: number;
  /** Fen, as read from the lines before it (since the previous stated total). */
  readonly read: number;
}

export interface ParseTotals {
  /** Fen: every line's stake times its combinations. */
  readonly stake: number;
  readonly stated: readonly StatedTotal[];
}

export interface ParseResult {
  readonly lines: DraftLine[];
  readonly diagnostics: Diagnostic[];
  readonly totals: ParseTotals;
}

/** A selection as read, with the play word and market in force where it was written. */
export interface Item extends Span {
  readonly kind: ItemKind;
  readonly value: string;
  context: PlayContext;
  /** The separators written between it and the selection before it ('' when glued). */
  readonly gap: string;
}

/** Selections gathered until an amount closes them. */
export interface Group {
  readonly slip: number;
  readonly items: Item[];
  /** Bracketed combinations (【01.02】【03.04】). */
  readonly brackets: Item[][];
  /** Numbers taken out (1号不要, 不要04). */
  readonly excluded: Item[];
  /** Index in `items` where 拖 stood: the numbers before it go with every combination of those after. */
  dragAt: number | null;
  /** 复式 was written: every combination of the numbers. */
  compound: boolean;
  /** Something in the group was reported: it books nothing. */
  poisoned: boolean;
  /** Lottery codes named by a market label, or null for the order's own. */
  markets: readonly string[] | null;
  /** The slip of the label that named them (a label at the end of a later line may overrule one inherited). */
  marketSlip: number;
  /** 复二复三, 2.3.4连: one compound line per size over the animals. */
  sizes: number[] | null;
  /** 2组: the count of combinations the message states, a checksum. */
  count: (Span & { readonly n: number }) | null;
  /** Its amount came with a per-combination word (每组 各组 一组): it names combinations. */
  perCombination: boolean;
  /** Separators used between its selections (a / or * used both ways is ambiguous). */
  readonly separators: Set<string>;
}

/** How an amount applies: 各N (each), N after the selections (bare), 包N (one bet on the group). */
export type AmountMode = 'each' | 'bare' | 'bao';

/** A closed group and its amount. */
export interface Bet {
  readonly group: Group;
  readonly fen: number;
  readonly mode: AmountMode;
  readonly at: Span;
}

/** A stated total (共320斤) and how many bets were closed before it. */
export interface Checksum extends Span {
  readonly fen: number;
  readonly bets: number;
}
