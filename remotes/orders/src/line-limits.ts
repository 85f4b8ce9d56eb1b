import { bookRefusals, leftPerSelection, selectionKey, termsRefusal, type LimitRefusal, type OrderLimits, type PlayTerms } from '@drawdesk/contracts';

/** A line of the form's draft: per combination stake, and how many combinations it is. */
export type LineDraft = { play: string; selection: string; stake: number; combinations: number };

/** What the form shows on a line: its plan's min and max, what is left of the limit per selection, and its refusal. */
export type LineLimit = { terms: PlayTerms | null; left: number | null; refusal: LimitRefusal | null };

/**
 * The draft's lines checked as the server will check them (the contracts' functions, not a copy): the plan
 * row's terms per line, then the book's stake per selection plus the lines before it. Without the
 * customer's limits yet, nothing is known.
 */
export function lineLimits(lines: readonly LineDraft[], limits: OrderLimits | null): LineLimit[] {
  if (!limits) return lines.map(() => ({ terms: null, left: null, refusal: null }));
  const terms = new Map(limits.plays.map((play) => [play.play, play]));
  const held = new Map(limits.taken.map((row) => [selectionKey(row), row.stake]));
  // A play the plan does not have is locked for the checks (the server refuses it on save).
  const checked = lines.map((line) => ({
    ...line,
    amount: line.stake * line.combinations,
    ...(terms.get(line.play) ?? { minStake: 0, maxStake: 0, maxPerSelection: 0, locked: true }),
  }));
  const overBook = bookRefusals(checked, held);
  const left = leftPerSelection(checked, held);
  return checked.map((line, index) => ({
    terms: terms.get(line.play) ?? null,
    left: left[index]!,
    refusal: termsRefusal(line, index) ?? overBook[index]!,
  }));
}
