import type { PlayCode } from '../games/types.js';
import type { ZodiacMap } from '../zodiac.js';

export type Result = 'win' | 'lose' | 'tie';

/** What a rule says about one combination: the result and which odds slot pays a win. */
export interface Judgement {
  readonly result: Result;
  readonly oddsSlot: number;
}

export interface Mark6Draw {
  readonly game: 'MARK6';
  /** The six regular numbers. */
  readonly numbers: readonly number[];
  readonly special: number;
  /** The zodiac map the draw snapshotted. */
  readonly zodiac: ZodiacMap;
}

export interface Pick3Draw {
  readonly game: 'PICK3';
  /** Hundreds, tens, units. */
  readonly digits: readonly number[];
}

export type Draw = Mark6Draw | Pick3Draw;

/** What the win and tie sets may depend on besides the selection. */
export interface OutcomeContext {
  readonly zodiac?: ZodiacMap | undefined;
}

/** Outcome indices (MARK6: special number - 1; PICK3: the result as a number 0-999). */
export interface OutcomeSets {
  readonly win: readonly number[];
  readonly tie: readonly number[];
  /** The odds slot a win pays: constant over the win set for every single-outcome play. */
  readonly oddsSlot: number;
}

export interface Rule<D extends Draw = Draw> {
  readonly play: PlayCode;
  /** The canonical form of a selection, or a LotteryError saying what is wrong. */
  normalise(raw: string): string;
  /**
   * Every valid single (non-compound) selection, canonical; absent for the number sets (LM, NH),
   * whose lists are too long to walk and whose combinations are all priced alike.
   */
  selections?(): readonly string[];
  /** A compound selection's combinations; a plain selection is its own one combination. */
  combinations(selection: string): readonly string[];
  /** The result of one canonical combination on a draw. */
  judge(selection: string, draw: D): Judgement;
  /** Single-outcome plays only: the win and tie sets over the outcome space. */
  sets?(selection: string, context: OutcomeContext): OutcomeSets;
  /** Multi-number plays only: of the MARK6_DRAWS equally likely draws, how many win one combination at each slot. */
  winCounts?(selection: string, context: OutcomeContext): readonly bigint[];
}

export const WIN: Judgement = { result: 'win', oddsSlot: 0 };
export const WIN_SLOT_1: Judgement = { result: 'win', oddsSlot: 1 };
export const LOSE: Judgement = { result: 'lose', oddsSlot: 0 };
export const TIE: Judgement = { result: 'tie', oddsSlot: 0 };

export const winIf = (won: boolean, oddsSlot = 0): Judgement =>
  won ? (oddsSlot === 1 ? WIN_SLOT_1 : WIN) : LOSE;
