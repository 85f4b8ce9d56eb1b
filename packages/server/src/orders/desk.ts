import { BOOK_PAYOUT_MAX_FEN, selectionKey, type RiskRule } from '@drawdesk/contracts';
import {
  LotteryError, bookPayoutRefusal, capCounted, closingRefusal, combinationPayouts, orderPayoutRefusal, riskKey, staleOddsRefusal, takeOrderOdds, tierLineOdds, type BoardOdds, type BookPayoutCheck, type DrawClosing, type PayoutLine, type RiskRefusal, type ZodiacMap,
} from '@drawdesk/lottery';
import { invalid } from '../lib/errors.js';
import type { LockedBook } from '../repositories/book.js';
import type { StepChange } from '../repositories/risk-board.js';
import { referenceOdds } from '../risk/reference-odds.js';
import type { PricedLine } from './limits.js';

/**
 * The risk desk in the order save (docs/domain/analysis.md, what the order save does): the domain core's
 * rules applied to the book rows the order locked. Pure: the order service reads, locks and writes.
 */

/** What the desk needs of a draw before the book lock: the lottery's rules for the order's plays, and when its play groups close. */
export type DeskRules = { rules: ReadonlyMap<string, RiskRule>; closing: DrawClosing };

/** A line of an order on its way into the book: priced by its plan, perhaps carrying the odds the operator saw. */
export type DeskLine = PricedLine & { seenOdds?: number | undefined };

/** A play's rule as it applies: switched on, else none. */
const activeRule = (desk: DeskRules, play: string) => {
  const rule = desk.rules.get(play);
  return rule?.enabled ? rule : null;
};

const rowOf = (locked: ReadonlyMap<string, LockedBook>, line: { play: string; selection: string }) => locked.get(selectionKey(line))!;

/** The first line a closed selection refuses: closed by hand, its play group closed, or the book past the draw's cap per selection. */
export function closingCheck(lines: readonly DeskLine[], locked: ReadonlyMap<string, LockedBook>, desk: DeskRules, now: number): RiskRefusal | null {
  return closingRefusal(
    lines,
    (play, selection) => {
      const row = rowOf(locked, { play, selection });
      return { hand: row.closedReason === null ? null : { reason: row.closedReason }, stake: row.stake, cap: activeRule(desk, play)?.capPerSelection ?? null, capFrom: row.capFrom };
    },
    desk.closing,
    now,
  );
}

/**
 * Whether the boards need the draw's zodiac: a play with a rule on a selection whose odds were never moved
 * starts from its reference odds, which for the animals' plays depend on the draw's year.
 */
export const needsZodiac = (lines: readonly DeskLine[], locked: ReadonlyMap<string, LockedBook>, desk: DeskRules) =>
  lines.some((line) => activeRule(desk, line.play) !== null && rowOf(locked, line).oddsBase === null);

/** The odds the line's slots take from its board (base and current), the first slot being the one a form shows. */
const slotsOf = (line: Pick<PricedLine, 'odds1' | 'odds2'>) => (line.odds2 === null ? [line.odds1] : [line.odds1, line.odds2]);

/** The line's share chain as the core reads it (agent ids as text). */
const chainOf = (line: PricedLine) => line.shareChain.map((link) => ({ agentId: String(link.agentId), shareBp: link.shareBp }));

/** A selection's board before the order: its stored odds, else the reference odds as base and current (a play without a rule: they do not matter). */
function boardOf(line: Pick<PricedLine, 'play' | 'selection' | 'odds1'>, row: LockedBook, desk: DeskRules, zodiac: ZodiacMap | undefined): BoardOdds {
  const base = row.oddsBase ?? (activeRule(desk, line.play) ? referenceOdds(line.play, line.selection, zodiac) : Math.max(line.odds1, 1));
  return { base, current: row.oddsCurrent ?? base, stake: row.stake, kept: row.kept };
}

const EMPTY_ROW: LockedBook = { stake: 0, kept: 0, oddsBase: null, oddsCurrent: null, closedReason: null, capFrom: 0 };

/**
 * The odds a line of a plan row (its odds slots) gets now on a selection whose book row is `row` (none: an
 * empty board): the order form's odds, read without a lock.
 */
export function oddsNow(play: string, selection: string, slots: readonly number[], row: LockedBook | undefined, desk: DeskRules, zodiac: ZodiacMap | undefined): number[] {
  const board = boardOf({ play, selection, odds1: slots[0]! }, row ?? EMPTY_ROW, desk, zodiac);
  return tierLineOdds(slots, board, activeRule(desk, play)?.floor ?? null);
}

export type OnBoard = {
  /** The order's lines at the odds each was accepted at. */
  lines: DeskLine[];
  /** The boards whose odds the order moved, after it, by `selectionKey`. */
  moved: Map<string, BoardOdds>;
  /** Each odds change, in line order. */
  changes: StepChange[];
  /** The selections the order brought to their cap. */
  capped: { play: string; selection: string; cap: number }[];
  /** Per line, the first odds slot it would have had before this order: what the operator saw, if nothing moved since. */
  seen: number[];
};

/**
 * The order priced on the boards (`takeOrderOdds`): each line at the odds its turn gives, its plan's slots
 * moved with its board (tiers keep their gap); the boards it moved and the caps it reached.
 */
export function priceOnBoard(lines: readonly DeskLine[], locked: ReadonlyMap<string, LockedBook>, desk: DeskRules, zodiac: ZodiacMap | undefined): OnBoard {
  const boards = new Map<string, BoardOdds>();
  for (const line of lines) boards.set(riskKey(line.play, line.selection), boardOf(line, rowOf(locked, line), desk, zodiac));
  const taken = takeOrderOdds((play) => activeRule(desk, play), boards, lines.map((line) => ({ play: line.play, selection: line.selection, amount: line.amount, chain: chainOf(line), slots: slotsOf(line) })));
  const priced = lines.map((line, i) => {
    const odds = taken.lines[i]!.odds;
    return { ...line, odds1: odds[0]!, odds2: line.odds2 === null ? null : odds[1]! };
  });
  const seen = lines.map((line) => {
    const board = boards.get(riskKey(line.play, line.selection))!;
    return tierLineOdds(slotsOf(line), board, activeRule(desk, line.play)?.floor ?? null)[0]!;
  });
  const moved = new Map<string, BoardOdds>();
  const changes: StepChange[] = taken.changes.map((change) => {
    const line = lines[change.line as number]!;
    moved.set(selectionKey(line), taken.boards.get(change.key)!);
    return { play: line.play, selection: line.selection, old: change.old, new: change.new, stake: change.stake, kept: change.kept };
  });
  const capped: OnBoard['capped'] = [];
  for (const [key, after] of taken.boards) {
    const [play, selection] = [key.slice(0, key.indexOf('|')), key.slice(key.indexOf('|') + 1)];
    const cap = activeRule(desk, play)?.capPerSelection ?? null;
    const capFrom = rowOf(locked, { play, selection }).capFrom;
    if (cap !== null && capCounted({ stake: after.stake, capFrom }) >= cap && capCounted({ stake: boards.get(key)!.stake, capFrom }) < cap) capped.push({ play, selection, cap });
  }
  return { lines: priced, moved, changes, capped, seen };
}

/** The lines as the payout caps read them: stake per combination at the odds slots it is accepted at. */
const payoutLinesOf = (lines: readonly Pick<PricedLine, 'play' | 'selection' | 'stake' | 'odds1' | 'odds2'>[]): PayoutLine[] =>
  lines.map((line) => ({ play: line.play, selection: line.selection, stake: line.stake, odds: slotsOf(line) }));

/** A payout the domain core cannot price (a play that reads the animals, on a draw whose year the zodiac table lacks): a 400. */
function priced<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof LotteryError) throw invalid('/lines', 'order.payoutUnknown');
    throw error;
  }
}

/**
 * The order payout cap (the book setting): the order's lines at the odds they are accepted at, each at its most on
 * one draw, added up; null for no cap.
 */
export function payoutCheck(lines: readonly DeskLine[], cap: number | null, zodiac: ZodiacMap | undefined): RiskRefusal | null {
  if (cap === null) return null;
  return priced(() => orderPayoutRefusal(payoutLinesOf(lines), cap, zodiac ? { zodiac } : {}));
}

/**
 * Each line's payout per combination it holds (`combinationPayouts`, by `riskKey(play, combination)`), at the
 * odds it is accepted at. The draw's animals are read (`readZodiac`) only when a play needs them and none
 * were at hand. The order holds at most `ORDER_RULES.combinationsMax` combinations, so this is bounded.
 */
export async function combinationPayoutsOf(
  lines: readonly Pick<PricedLine, 'play' | 'selection' | 'stake' | 'odds1' | 'odds2'>[],
  zodiac: ZodiacMap | undefined,
  readZodiac: () => Promise<ZodiacMap | undefined>,
): Promise<Map<string, number>[]> {
  const payoutLines = payoutLinesOf(lines);
  const payouts = (map: ZodiacMap | undefined) => payoutLines.map((line) => combinationPayouts(line, map ? { zodiac: map } : {}));
  if (zodiac) return priced(() => payouts(zodiac));
  try {
    return payouts(undefined);
  } catch (error) {
    if (!(error instanceof LotteryError && error.code === 'NO_ZODIAC')) throw error;
  }
  const read = await readZodiac();
  return priced(() => payouts(read));
}

/**
 * The keys of the payout rows an order's lines hold (`combinationPayoutsOf`'s keys, which the odds do not
 * change), known before the book is locked; none when they cannot be priced yet (the save then finds them
 * after its checks, as `combinationPayoutsOf` does).
 */
export function payoutKeysOf(lines: readonly Pick<PricedLine, 'play' | 'selection' | 'stake' | 'odds1' | 'odds2'>[], zodiac: ZodiacMap | undefined): string[] {
  try {
    return payoutLinesOf(lines).flatMap((line) => [...combinationPayouts(line, zodiac ? { zodiac } : {}).keys()]);
  } catch (error) {
    if (error instanceof LotteryError) return [];
    throw error;
  }
}

/**
 * The cap per selection or combination across the book (the book setting; none set: `BOOK_PAYOUT_MAX_FEN`, which
 * keeps every sum safe): `held` is what the book holds on each key, read under the order's lock of those rows.
 */
export const bookPayoutCheckOf = (
  lines: readonly DeskLine[],
  payouts: readonly ReadonlyMap<string, number>[],
  held: ReadonlyMap<string, number>,
  cap: number | null,
): BookPayoutCheck => bookPayoutRefusal(payoutLinesOf(lines), payouts, (key) => held.get(key) ?? 0, cap ?? BOOK_PAYOUT_MAX_FEN);

/** The first line whose odds moved since the operator saw them (a form line carrying `seenOdds`). */
export const staleCheck = (lines: readonly DeskLine[], board: OnBoard): RiskRefusal | null => staleOddsRefusal(lines, board.seen);
