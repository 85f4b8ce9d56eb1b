import type { GameCode, PlayCode } from '../games/types.js';

export interface ParseOptions {
  readonly game: GameCode;
  /** Read "01-10" as a range; without it a dash between numbers is reported as ambiguous. */
  readonly ranges?: boolean;
  /** Refuse selections that follow no play prefix instead of reading them as TM / P3_DIRECT. */
  readonly requirePlay?: boolean;
}

/** One line of the draft order. */
export interface DraftLine {
  /** 0-based index of the slip (non-empty line of the text) the selection is on. */
  readonly slip: number;
  readonly play: PlayCode;
  /** Canonical selection (compound for LM plays). */
  readonly selection: string;
  /** Fen, per combination for compound lines. */
  readonly stake: number;
  /** Where the selection is in the text. */
  readonly start: number;
  readonly end: number;
}

export type DiagnosticCode =
  | 'UNKNOWN_TOKEN' | 'NO_AMOUNT' | 'NO_SELECTION' | 'NO_PLAY' | 'BAD_AMOUNT' | 'BAD_SELECTION' | 'BAD_RANGE'
  | 'NOT_IN_PLAY' | 'DUPLICATE' | 'RUN_TOGETHER' | 'AMBIGUOUS_DASH' | 'AMBIGUOUS_AMOUNT' | 'AMBIGUOUS_PAIR'
  | 'AMBIGUOUS_WORD' | 'UNSUPPORTED';

export interface Diagnostic {
  /** Offset of the token in the text. */
  readonly position: number;
  readonly token: string;
  readonly code: DiagnosticCode;
  readonly reason: string;
}

export interface ParseResult {
  readonly lines: DraftLine[];
  readonly diagnostics: Diagnostic[];
}
