import { Type, type Static } from 'typebox';
import { Id } from './common.js';
import { DrawId } from './lottery.js';
import { ORDER_RULES } from './field-rules.js';
import type { LimitRefusal, LimitRule } from './order.js';

/**
 * The limit checks of an order line (docs/domain/orders.md), one set of functions for the server that takes the
 * order and the console that marks a line before it is sent: the plan row's terms, the book's stake per
 * selection and the customer's credit. Money in fen.
 */
export type LineTerms = {
  play: string;
  selection: string;
  /** Per combination. */
  stake: number;
  /** Stake times combinations: what the line puts on the book. */
  amount: number;
  minStake: number;
  maxStake: number;
  maxPerSelection: number;
  locked: boolean;
};

const refusal = (rule: LimitRule, at: Partial<LimitRefusal>): LimitRefusal => ({
  line: null, play: null, selection: null, limit: null, taken: null, asked: null, rule, ...at,
});

/** One line against its plan row: the play open, the stake per combination within the plan's min and max. */
export function termsRefusal(line: LineTerms, index: number): LimitRefusal | null {
  const at = { line: index, play: line.play, selection: line.selection };
  if (line.locked) return refusal('play-locked', at);
  if (line.stake < line.minStake) return refusal('min-stake', { ...at, limit: line.minStake, asked: line.stake });
  if (line.stake > line.maxStake) return refusal('max-stake', { ...at, limit: line.maxStake, asked: line.stake });
  return null;
}

/** The first line the plan refuses, without the book. */
export function lineRefusal(lines: readonly LineTerms[]): LimitRefusal | null {
  for (const [index, line] of lines.entries()) {
    const refused = termsRefusal(line, index);
    if (refused) return refused;
  }
  return null;
}

/** The key of a (play, selection) in a map of what the book holds. */
export const selectionKey = (line: { play: string; selection: string }) => `${line.play}\u0000${line.selection}`;

/**
 * Per line, counting the book: what the order adds to its (play, selection), summed over the lines up to
 * it, plus what the book already holds, within the plan's limit per selection.
 */
export function bookRefusals(lines: readonly LineTerms[], taken: ReadonlyMap<string, number>): (LimitRefusal | null)[] {
  const adding = new Map<string, number>();
  return lines.map((line, index) => {
    const key = selectionKey(line);
    const asked = (adding.get(key) ?? 0) + line.amount;
    adding.set(key, asked);
    const already = taken.get(key) ?? 0;
    return already + asked > line.maxPerSelection
      ? refusal('max-per-selection', { line: index, play: line.play, selection: line.selection, limit: line.maxPerSelection, taken: already, asked })
      : null;
  });
}

/** The first line over its limit per selection. */
export const bookRefusal = (lines: readonly LineTerms[], taken: ReadonlyMap<string, number>): LimitRefusal | null =>
  bookRefusals(lines, taken).find((refused) => refused !== null) ?? null;

/** What is left of each line's limit per selection once the book and the lines before it are counted (can be below 0). */
export function leftPerSelection(lines: readonly LineTerms[], taken: ReadonlyMap<string, number>): number[] {
  const adding = new Map<string, number>();
  return lines.map((line) => {
    const key = selectionKey(line);
    const before = adding.get(key) ?? 0;
    adding.set(key, before + line.amount);
    return line.maxPerSelection - (taken.get(key) ?? 0) - before;
  });
}

/** Available credit = credit limit + ledger balance − open stake; the order must fit in it. */
export function creditRefusal(account: { creditLimit: number; balance: number; openStake: number }, amount: number): LimitRefusal | null {
  const available = account.creditLimit + account.balance - account.openStake;
  return amount > available ? refusal('credit', { limit: account.creditLimit, taken: account.openStake - account.balance, asked: amount }) : null;
}

const PlaySelection = Type.Object(
  { play: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_]+$' }), selection: Type.String({ minLength: 1, maxLength: ORDER_RULES.selectionMax }) },
  { additionalProperties: false },
);

/**
 * `POST /order/limits`: for a customer (in the caller's scope) and a draw, the terms of the customer's plan
 * for the draw's game and what the whole book holds on the asked selections (canonical, as the form
 * makes them).
 */
export const OrderLimitsBody = Type.Object(
  { customerId: Id, drawId: DrawId, selections: Type.Array(PlaySelection, { maxItems: ORDER_RULES.linesMax }) },
  { additionalProperties: false },
);
export type OrderLimitsBody = Static<typeof OrderLimitsBody>;

export const PlayTerms = Type.Object({
  play: Type.String(),
  minStake: Type.Integer(),
  maxStake: Type.Integer(),
  maxPerSelection: Type.Integer(),
  locked: Type.Boolean(),
});
export type PlayTerms = Static<typeof PlayTerms>;

export const OrderLimits = Type.Object({
  /** The game of the customer's plan; the plays are empty when it is not the draw's. */
  planGame: Type.String(),
  drawGame: Type.String(),
  plays: Type.Array(PlayTerms),
  /** The book's stake per asked selection (only those it holds). */
  taken: Type.Array(Type.Object({ play: Type.String(), selection: Type.String(), stake: Type.Integer() })),
  /**
   * The odds a line of the customer on each asked selection gets now (its plan's odds slots moved with the
   * selection's board, see the risk desk), one entry per asked selection; empty when the plan is not the draw's.
   */
  odds: Type.Array(Type.Object({ play: Type.String(), selection: Type.String(), odds: Type.Array(Type.Integer()) })),
});
export type OrderLimits = Static<typeof OrderLimits>;
