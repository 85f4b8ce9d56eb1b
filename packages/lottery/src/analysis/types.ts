import type { GameCode } from '../games/types.js';
import type { ZodiacMap, ZodiacYear } from '../zodiac.js';

/** The terms of a bet on one play and selection: money in fen, odds x10,000, rates in bp. */
interface BetTerms {
  readonly play: string;
  readonly selection: string;
  readonly stake: number;
  readonly odds: number;
  /** The second odds slot, for plays that have one (docs/domain/games.md#play-types). */
  readonly odds2?: number | undefined;
  readonly rebateBp: number;
}

/**
 * What the book holds on one play and selection at one set of terms,
 * aggregated by the caller. Compound LM selections carry the stake per combination.
 */
export interface Position extends BetTerms {
  /** The part of the book the house keeps after the agents' shares; default 10000 (the gross view). */
  readonly keptShareBp?: number | undefined;
  /** How many order lines were aggregated (reported, never used in money). */
  readonly lines?: number | undefined;
}

/** A hedge placed upstream: a negative position the house carries in full. */
export type Layoff = BetTerms;

export type Strategy =
  | { readonly kind: 'keep-ratio'; readonly keepBp: number }
  | { readonly kind: 'stake-cap'; readonly cap: number }
  | { readonly kind: 'loss-cap'; readonly maxLoss: number; readonly upstreamOdds: number; readonly upstreamRebateBp: number }
  | { readonly kind: 'uniform-keep'; readonly maxLoss: number; readonly upstreamOdds: number; readonly upstreamRebateBp: number };

export interface BookInput {
  readonly game: GameCode;
  /** ISO date of the draw: picks the zodiac year (needed by zodiac and domestic/wild bets). */
  readonly drawDate?: string | undefined;
  /** The zodiac table to use instead of the built-in one. */
  readonly zodiacYears?: readonly ZodiacYear[] | undefined;
  /** The draw's own zodiac map (a drawn draw's snapshot): used as is, instead of the date and the table. */
  readonly zodiac?: ZodiacMap | undefined;
  readonly positions: readonly Position[];
  readonly layoffs?: readonly Layoff[] | undefined;
  readonly strategy?: Strategy | undefined;
}

export interface OutcomeRow {
  /** "1".."49" (the special number) or "000".."999". */
  readonly outcome: string;
  /** Customer stake that wins if this outcome is drawn. */
  readonly stake: number;
  /** What the customers are paid if this outcome is drawn (wins and tie refunds, gross of shares). */
  readonly payout: number;
  /** Book result N(outcome): kept share, rebate and existing lay-offs included. */
  readonly net: number;
  /** Suggested lay-off on this outcome's own selection (TM number, P3 direct). */
  readonly layoff: number;
  readonly netAfter: number;
}

export interface SelectionRow {
  readonly play: string;
  /** The selection; for compound LM positions one row per combination. */
  readonly selection: string;
  readonly lines: number;
  readonly stake: number;
  readonly keptStake: number;
  /** Existing plus suggested lay-off stake. */
  readonly layoff: number;
  /** What the selection pays if it wins (gross, best odds slot). */
  readonly payout: number;
}

export interface BookSummary {
  readonly turnover: number;
  readonly rebate: number;
  /** Stake laid off upstream and the rebate it earns. */
  readonly layoffStake: number;
  readonly layoffRebate: number;
  /** Mean of N over the outcomes, rounded half up to the fen. */
  readonly expected: number;
  /** min N. */
  readonly worst: number;
  /** max(0, -min N) and the outcome where it happens. */
  readonly maxLoss: number;
  readonly maxLossOutcome: string;
  readonly bestCase: number;
  readonly bestCaseOutcome: string;
  /** min N when it is positive, else 0. */
  readonly guaranteedProfit: number;
}

export interface StrategyResult {
  readonly kind: Strategy['kind'];
  readonly feasible: boolean;
  readonly reason?: string;
  /** uniform keep: the largest kept stake per outcome that meets the cap (or maximises the worst case). */
  readonly keepLevel?: number;
}

export interface BookAnalysis {
  readonly game: GameCode;
  readonly lunarYear?: number;
  /** The single-outcome book: MARK6 TM* plays over the 49 special numbers, every PICK3 play over 1,000 results. */
  readonly outcomes: readonly OutcomeRow[];
  readonly summary: { readonly before: BookSummary; readonly after: BookSummary };
  /** Stake and payout per selection of every play (per combination for LM plays). */
  readonly selections: readonly SelectionRow[];
  /** Plays that depend on several drawn numbers (ZM, PT_*, LM_*): not an exact per-outcome book. */
  readonly multi: {
    readonly exact: false;
    readonly note: string;
    readonly turnover: number;
    readonly rebate: number;
    readonly topCombinations: readonly SelectionRow[];
  };
  readonly strategy?: StrategyResult;
  /** Lay-offs the strategy suggests, ready to become planned lay-off records. */
  readonly suggestedLayoffs: readonly Layoff[];
}
