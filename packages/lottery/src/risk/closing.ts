import { LotteryError } from '../errors.js';
import { assertSafe } from '../money.js';
import { playGroupOf } from './play-groups.js';
import { riskKey, type RiskRefusal } from './refusal.js';

/**
 * Closing selections (封号): a selection of a draw stops taking lines when an operator closes it by
 * hand, when its play group closes (some minutes before the draw does), or when the book's stake on it
 * reaches the draw's cap per selection (a book-wide cap, unlike a plan's per-customer limit).
 */

/** What the book knows of one selection of a draw. */
export interface SelectionFacts {
  /** Closed by an operator, with the reason given; null while not. */
  readonly hand: { readonly reason: string } | null;
  /** The whole book's stake on it (fen). */
  readonly stake: number;
  /** The draw's cap per selection (fen), or null for none. */
  readonly cap: number | null;
  /**
   * The book's stake when an operator last reopened the selection at its cap (fen; absent: 0): the cap
   * counts the stake taken since, so a reopened selection takes up to one more cap before it closes again.
   */
  readonly capFrom?: number;
}

/** The stake the cap counts: what the book took since the selection was last reopened at its cap (never under 0). */
export const capCounted = (facts: Pick<SelectionFacts, 'stake' | 'capFrom'>): number => Math.max(0, facts.stake - (facts.capFrom ?? 0));

/** When the plays of a draw stop: the draw's close and how many minutes earlier each group closes. */
export interface DrawClosing {
  /** Epoch milliseconds. */
  readonly closesAt: number;
  /** Minutes before `closesAt`, by play group code; a group not listed closes with the draw. */
  readonly leads: Readonly<Record<string, number>>;
}

export type SelectionState =
  | { readonly state: 'open' }
  | { readonly state: 'closed'; readonly cause: 'hand'; readonly reason: string }
  | { readonly state: 'closed'; readonly cause: 'group'; readonly group: string; readonly closesAt: number }
  | { readonly state: 'closed'; readonly cause: 'cap'; readonly cap: number; readonly stake: number };

/** Leads run from none to a day. */
export const MAX_LEAD_MINUTES = 1440;
const MINUTE = 60_000;

/** The instant a play's group stops taking lines: the draw's close less the group's lead. */
export function groupClosesAt(play: string, closing: DrawClosing): number {
  assertSafe(closing.closesAt, 'close time');
  const lead = closing.leads[playGroupOf(play).code] ?? 0;
  assertSafe(lead, 'lead minutes');
  if (lead < 0 || lead > MAX_LEAD_MINUTES) throw new LotteryError('BAD_LEAD', `a group closes 0-${MAX_LEAD_MINUTES} minutes early, got ${lead}`);
  return closing.closesAt - lead * MINUTE;
}

/**
 * A selection's state at `now` (epoch ms). Several causes at once report the first of: by hand, its
 * group, its cap (reached when the stake it counts, `capCounted`, is at or above it).
 */
export function selectionState(play: string, facts: SelectionFacts, closing: DrawClosing, now: number): SelectionState {
  if (facts.hand) return { state: 'closed', cause: 'hand', reason: facts.hand.reason };
  const closesAt = groupClosesAt(play, closing);
  if (now >= closesAt) return { state: 'closed', cause: 'group', group: playGroupOf(play).code, closesAt };
  if (facts.cap !== null && capCounted(facts) >= facts.cap) return { state: 'closed', cause: 'cap', cap: facts.cap, stake: capCounted(facts) };
  return { state: 'open' };
}

export interface ClosingLine {
  readonly play: string;
  readonly selection: string;
  /** The line's whole stake (every combination), fen. */
  readonly amount: number;
}

/**
 * The first line of an order that a closed selection refuses, with the rule named: closed by hand
 * (the reason), its group closed (when), or the cap per selection passed by what the book holds plus
 * what this order asks on the selection up to and including the line (a line that lands exactly on
 * the cap is taken, and closes the selection).
 */
export function closingRefusal(
  lines: readonly ClosingLine[],
  factsOf: (play: string, selection: string) => SelectionFacts,
  closing: DrawClosing,
  now: number,
): RiskRefusal | null {
  const asking = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const at = { line: index, play: line.play, selection: line.selection };
    const facts = factsOf(line.play, line.selection);
    if (facts.hand) return { rule: 'selection-closed', ...at, limit: null, taken: null, asked: null, reason: facts.hand.reason };
    const closesAt = groupClosesAt(line.play, closing);
    if (now >= closesAt) return { rule: 'group-closed', ...at, limit: null, taken: null, asked: null, closesAt };
    const key = riskKey(line.play, line.selection);
    const asked = assertSafe((asking.get(key) ?? 0) + line.amount, 'asked stake');
    asking.set(key, asked);
    if (facts.cap !== null && capCounted(facts) + asked > facts.cap) {
      return { rule: 'cap-per-selection', ...at, limit: facts.cap, taken: capCounted(facts), asked };
    }
  }
  return null;
}
