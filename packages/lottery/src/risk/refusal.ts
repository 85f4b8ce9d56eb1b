/**
 * The rules of the risk desk that refuse a line. An order service reports the first refusal of an
 * order, naming the line (0-based), the rule and the figures, and writes nothing.
 */
export type RiskRule =
  /** An operator closed the selection by hand (`reason` says why). */
  | 'selection-closed'
  /** The selection's play group stopped taking orders before the draw closes (`closesAt`). */
  | 'group-closed'
  /** The book's stake on the selection would pass the draw's cap per selection. */
  | 'cap-per-selection'
  /** The order's lines could pay out more, added up, than one order may. */
  | 'order-payout-cap'
  /** A selection or combination would pay out more across the whole book than it may (`combination`). */
  | 'selection-payout-cap'
  /** The line carries odds the operator saw, and the current odds differ (`odds` is the current). */
  | 'stale-odds';

export interface RiskRefusal {
  readonly rule: RiskRule;
  /** The order's line, 0-based. */
  readonly line: number;
  readonly play: string;
  readonly selection: string;
  /** The limit in force (fen; odds x10,000 for stale odds), or null when the rule has none. */
  readonly limit: number | null;
  /** What the book already held before this order (fen), or null. */
  readonly taken: number | null;
  /** What this order asks, up to and including this line (fen; the odds the line carried for stale odds). */
  readonly asked: number | null;
  readonly reason?: string;
  /** Epoch milliseconds the play group closed at. */
  readonly closesAt?: number;
  /** The combination of a compound line that breaks the cap. */
  readonly combination?: string;
  /** The odds the line would get now (stale odds). */
  readonly odds?: number;
}

/** Names the key of a (play, selection) pair: the book row a line counts on. */
export const riskKey = (play: string, selection: string): string => `${play}|${selection}`;
