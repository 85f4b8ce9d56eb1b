import type { ZodiacMap } from '../../zodiac.js';

/** A line of a draw's book as the farming check reads it: who, what, the whole stake, the odds slots. */
export interface FarmingLine {
  readonly customer: string;
  readonly play: string;
  /** Canonical selection. */
  readonly selection: string;
  /** Fen, every combination. */
  readonly amount: number;
  readonly odds: readonly number[];
}

export interface FarmingContext {
  /** The draw's zodiac map: the zodiac plays need it. */
  readonly zodiac?: ZodiacMap | undefined;
}

/** The thresholds, every one a parameter (defaults: DEFAULT_FARMING_OPTIONS). */
export interface FarmingOptions {
  /** A group covers at least this part of a market's selections (bp; rounded up to whole selections). */
  readonly coverageBp: number;
  /** A selection counts as covered when the group's payout on it is within this of the group's median (bp). */
  readonly payoutToleranceBp: number;
  /** The group's stake on the selections it covers, at least (fen). */
  readonly minGroupStake: number;
  /** Group sizes looked for. */
  readonly minCustomers: number;
  readonly maxCustomers: number;
  /** Two opposite bets match when their stakes differ by at most this (bp of the larger). */
  readonly matchToleranceBp: number;
  /** A pair's matched stake, at least (fen). */
  readonly minMatched: number;
  /** A pair's matched stake is at least this part of each one's stake on the two-sided play (bp). */
  readonly minMatchedShareBp: number;
  /** Flags returned at most (the largest first). */
  readonly maxFlags: number;
  /** Groups (or matched pairs) examined per market at most; past it the search stops and says so. */
  readonly searchBudget: number;
}

export interface CoverageFlag {
  readonly kind: 'coverage';
  readonly play: string;
  /** The market: the play, or the play and its positions for pick-3 position plays (`P3_ONE_POS:**d`). */
  readonly market: string;
  readonly customers: readonly { readonly customer: string; readonly selections: number; readonly stake: number }[];
  /** Selections of the market, and how many the group covers at a similar payout. */
  readonly selections: number;
  readonly covered: number;
  /** The market's selections the group leaves out or holds at a payout off the others. */
  readonly missing: readonly string[];
  /** The group's stake on the covered selections (fen). */
  readonly stake: number;
  /** The group's payout if a covered selection wins: lowest, median, highest (fen). */
  readonly payout: { readonly min: number; readonly median: number; readonly max: number };
}

export interface OppositeFlag {
  readonly kind: 'opposite';
  readonly play: string;
  /** The pair, and each one's whole stake on the play. */
  readonly customers: readonly [string, string];
  readonly stakes: readonly [number, number];
  /** Stake matched against an opposite bet of the other (fen). */
  readonly matched: number;
  /** Each matched pair of sides: the first customer's side and stake, the second's opposite side and stake. */
  readonly matches: readonly { readonly sides: readonly [string, string]; readonly stakes: readonly [number, number] }[];
}

export type FarmingFlag = CoverageFlag | OppositeFlag;

export interface FarmingResult {
  readonly flags: readonly FarmingFlag[];
  /** The search budget or the flag limit cut the search short: more may be there. */
  readonly truncated: boolean;
}
