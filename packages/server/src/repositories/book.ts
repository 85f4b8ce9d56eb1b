import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { selectionKey } from '@drawdesk/contracts';
import { applyRate, type BoardOdds } from '@drawdesk/lottery';
import type { Database, Executor } from '../db/client.js';
import { executeShaped } from '../db/named.js';
import { book } from '../db/schema.js';
import { runTogether } from '../db/together.js';
import type { PricedLine } from '../orders/limits.js';
import { keptLocked, keptRead } from './auto-layoffs.js';
import { payoutsLocked, payoutsMoved } from './book-payouts.js';
import { textArray } from './risk-board.js';

/** A line as it moves the book. */
export type BookMove = Pick<PricedLine, 'play' | 'selection' | 'stake' | 'amount' | 'odds1' | 'odds2' | 'rebateBp' | 'keptBp'>;

/** The book by terms (book_positions): the stake per combination summed per terms, as one statement of the order's book move. */
function positionsMoved(drawId: number, lines: readonly BookMove[], sign: 1 | -1): SQL {
  const groups = new Map<string, { play: string; selection: string; odds1: number; odds2: number; rebateBp: number; keptBp: number; stake: number; lines: number }>();
  for (const line of lines) {
    const terms = { play: line.play, selection: line.selection, odds1: line.odds1, odds2: line.odds2 ?? 0, rebateBp: line.rebateBp, keptBp: line.keptBp };
    const key = Object.values(terms).join('\u0000');
    const group = groups.get(key) ?? { ...terms, stake: 0, lines: 0 };
    group.stake += sign * line.stake;
    group.lines += sign;
    groups.set(key, group);
  }
  // One JSON parameter, so the statement's text is the same whatever the number of groups (db/named.ts).
  const values = sql`json_to_recordset(${JSON.stringify([...groups.values()])}::json)
    AS v(play text, selection text, "odds1" int, "odds2" int, "rebateBp" int, "keptBp" int, stake bigint, lines int)`;
  // Taking out: the rows exist (an insert's candidate row would already break the non-negative check).
  if (sign === -1) {
    return sql`
      UPDATE book_positions b SET stake = b.stake + v.stake, lines = b.lines + v.lines
      FROM ${values}
      WHERE b.draw_id = ${drawId} AND b.play = v.play AND b.selection = v.selection AND b.odds1 = v."odds1" AND b.odds2 = v."odds2"
        AND b.rebate_bp = v."rebateBp" AND b.kept_bp = v."keptBp"`;
  }
  return sql`
    INSERT INTO book_positions (draw_id, play, selection, odds1, odds2, rebate_bp, kept_bp, stake, lines)
    SELECT ${drawId}, v.play, v.selection, v."odds1", v."odds2", v."rebateBp", v."keptBp", v.stake, v.lines FROM ${values}
    ON CONFLICT (draw_id, play, selection, odds1, odds2, rebate_bp, kept_bp)
    DO UPDATE SET stake = book_positions.stake + excluded.stake, lines = book_positions.lines + excluded.lines`;
}

/**
 * Adds (sign 1) or takes out (sign -1) lines from the book of a draw: the stake per selection (limits),
 * the company's kept part of it (each line's amount less what its chain's shares carry, rounded once as
 * `partyStakes` rounds) and per selection and terms (analysis); `odds` sets the boards an order moved
 * (the others keep theirs); `payouts` moves the payout caps' rows (`payoutsMoved`). The selections' book
 * rows and the payout rows are already locked, so none of these rows is written by two orders at once.
 * One statement each, sent as one (`moveBook`, or with the order's other rows: a round trip per selection, then
 * per table, was most of an order's save); none when there are no lines.
 */
export function bookMoved(drawId: number, lines: readonly BookMove[], sign: 1 | -1, odds: ReadonlyMap<string, BoardOdds> = new Map(), payouts: ReadonlyMap<string, number> = new Map()): SQL[] {
  const totals = new Map<string, { play: string; selection: string; amount: number; kept: number; lines: number }>();
  for (const line of lines) {
    const key = selectionKey(line);
    const entry = totals.get(key) ?? { play: line.play, selection: line.selection, amount: 0, kept: 0, lines: 0 };
    entry.amount += line.amount;
    entry.kept += line.amount - applyRate(line.amount, 10_000 - line.keptBp);
    entry.lines += 1;
    totals.set(key, entry);
  }
  if (totals.size === 0) return [];
  // One JSON parameter, so the statement's text is the same whatever the number of selections (db/named.ts).
  const rows = [...totals].map(([key, e]) => {
    const board = odds.get(key);
    return { play: e.play, selection: e.selection, stake: sign * e.amount, kept: sign * e.kept, lines: sign * e.lines, odds_base: board?.base ?? null, odds_current: board?.current ?? null };
  });
  const paid = payoutsMoved(drawId, payouts, sign);
  const moved = sql`
    UPDATE book b SET stake = b.stake + v.stake, kept = b.kept + v.kept, lines = b.lines + v.lines,
      odds_base = coalesce(v.odds_base, b.odds_base), odds_current = coalesce(v.odds_current, b.odds_current)
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS v(play text, selection text, stake bigint, kept bigint, lines int, odds_base int, odds_current int)
    WHERE b.draw_id = ${drawId} AND b.play = v.play AND b.selection = v.selection`;
  return [moved, ...(paid ? [paid] : []), positionsMoved(drawId, lines, sign)];
}

/**
 * The statement locking the book rows of a draw's selections (`lockBook`; null: none), creating missing ones
 * at zero. One statement: the upsert makes the missing rows and locks the others (a no-op update waits for an
 * order holding the row, then returns its row as committed), row by row in the order the SELECT sorts them.
 */
function bookLocked(drawId: number, keys: readonly Pick<PricedLine, 'play' | 'selection'>[]): SQL | null {
  const unique = [...new Map(keys.map((k) => [selectionKey(k), k])).values()];
  if (unique.length === 0) return null;
  return sql`
    INSERT INTO book (draw_id, play, selection)
    SELECT ${drawId}, k.play, k.selection FROM unnest(${textArray(unique.map((k) => k.play))}, ${textArray(unique.map((k) => k.selection))}) AS k(play, selection)
    ORDER BY k.play, k.selection
    ON CONFLICT (draw_id, play, selection) DO UPDATE SET stake = book.stake
    RETURNING play, selection, stake, kept, odds_base, odds_current, closed_reason, cap_from`;
}
type BookLockRow = { play: string; selection: string; stake: number; kept: number; odds_base: number | null; odds_current: number | null; closed_reason: string | null; cap_from: number };
/** The locked rows by selection, as the order's checks read them. */
const lockedRows = (rows: readonly BookLockRow[]): Map<string, LockedBook> =>
  new Map(
    rows.map((row) => [
      selectionKey(row),
      { stake: Number(row.stake), kept: Number(row.kept), oddsBase: row.odds_base, oddsCurrent: row.odds_current, closedReason: row.closed_reason, capFrom: Number(row.cap_from) },
    ]),
  );

/** A book row of a draw as an order locks it (see `lockBook`). */
export type LockedBook = { stake: number; kept: number; oddsBase: number | null; oddsCurrent: number | null; closedReason: string | null; capFrom: number };

/**
 * The book of a draw (per play and selection: the stake, the company's kept part, the board's odds and
 * closing; per terms in `book_positions`): the company's, not scoped. Orders lock and move it
 * (docs/domain/orders.md#the-checks-in-one-transaction-under-locks-in-one-order), the risk desk closes on it.
 */
export function bookRepository(db: Database) {
  return {
    /**
     * The accepted lines of these orders added to the book, per (draw, play, selection) and per terms too:
     * the stake summed, the lines counted, the company's kept part (the risk desk's board). For orders
     * written by `insertMany`, in its transaction.
     */
    async addToBook(orderIds: readonly number[], tx: Executor) {
      if (orderIds.length === 0) return;
      const ids = `{${orderIds.join(',')}}`;
      await tx.execute(sql`
        INSERT INTO book_positions (draw_id, play, selection, odds1, odds2, rebate_bp, kept_bp, stake, lines)
        SELECT l.draw_id, l.play, l.selection, l.odds1, coalesce(l.odds2, 0), l.rebate_bp, l.kept_bp, sum(l.stake), count(*)
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = ANY(${ids}::int[]) AND o.status = 'accepted'
        GROUP BY 1, 2, 3, 4, 5, 6, 7
        ON CONFLICT (draw_id, play, selection, odds1, odds2, rebate_bp, kept_bp)
        DO UPDATE SET stake = book_positions.stake + excluded.stake, lines = book_positions.lines + excluded.lines`);
      // The company's part of each line is what the chain's shares leave, rounded once as partyStakes rounds it.
      await tx.execute(sql`
        INSERT INTO book (draw_id, play, selection, stake, lines, kept)
        SELECT l.draw_id, l.play, l.selection, sum(l.amount), count(*), sum(l.amount - round(l.amount * (10000 - l.kept_bp) / 10000.0))
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = ANY(${ids}::int[]) AND o.status = 'accepted'
        GROUP BY l.draw_id, l.play, l.selection
        ON CONFLICT (draw_id, play, selection) DO UPDATE SET stake = book.stake + excluded.stake, lines = book.lines + excluded.lines, kept = book.kept + excluded.kept`);
    },

    /** What the book holds on these selections of a draw, read without locking (the order form's live limits). */
    async bookOn(drawId: number, keys: readonly { play: string; selection: string }[], tx: Executor = db): Promise<{ play: string; selection: string; stake: number }[]> {
      const unique = [...new Map(keys.map((k) => [selectionKey(k), k])).values()];
      if (unique.length === 0) return [];
      return tx
        .select({ play: book.play, selection: book.selection, stake: book.stake })
        .from(book)
        .where(and(eq(book.drawId, drawId), inArray(sql`(${book.play}, ${book.selection})`, unique.map((k) => sql`(${k.play}, ${k.selection})`)), sql`${book.stake} > 0`))
        .orderBy(asc(book.play), asc(book.selection));
    },

    /** The book rows of these selections of a draw as `lockBook` reads them, without a lock (the order form's odds). */
    async boardsOn(drawId: number, keys: readonly { play: string; selection: string }[], tx: Executor = db): Promise<Map<string, LockedBook>> {
      if (keys.length === 0) return new Map();
      const rows = await tx
        .select({ play: book.play, selection: book.selection, stake: book.stake, kept: book.kept, oddsBase: book.oddsBase, oddsCurrent: book.oddsCurrent, closedReason: book.closedReason, capFrom: book.capFrom })
        .from(book)
        .where(and(eq(book.drawId, drawId), inArray(sql`(${book.play}, ${book.selection})`, keys.map((k) => sql`(${k.play}, ${k.selection})`))));
      return new Map(rows.map((row) => [selectionKey(row), row]));
    },

    /**
     * Locks the book rows of a draw's selections (creating missing ones at zero), always in one order, so
     * two orders racing for the last of a limit (or past an odds step) wait for each other instead of both
     * passing or deadlocking. Returns each row as the order's checks read it: the stake, the company's kept
     * part, the odds (null until first moved) and a closing by hand.
     */
    async lockBook(drawId: number, keys: readonly Pick<PricedLine, 'play' | 'selection'>[], tx: Executor): Promise<Map<string, LockedBook>> {
      const statement = bookLocked(drawId, keys);
      if (!statement) return new Map();
      return lockedRows((await tx.execute<BookLockRow>(statement)).rows);
    },

    /**
     * `lockBook`, then the `book_payouts` rows of these keys (`payoutsLocked`) and the kept stakes of these
     * parties (`keptLocked`, automatic lay-off), in one statement and in that order: an order's locks in one
     * round trip. Returns the book rows, what the book holds on each payout key, and each party's kept stake.
     */
    async lockBookAndPayouts(
      drawId: number,
      keys: readonly Pick<PricedLine, 'play' | 'selection'>[],
      payoutKeys: Iterable<string>,
      tx: Executor,
      keptKeys: readonly { play: string; selection: string; party: number }[] = [],
    ) {
      const book = bookLocked(drawId, keys);
      const payouts = payoutsLocked(drawId, payoutKeys, 'b');
      const kept = keptLocked(drawId, keptKeys, 'b');
      if (!book) return { book: new Map<string, LockedBook>(), payouts: new Map<string, number>(), kept: new Map<string, number>() };
      // Named per shape (db/named.ts): every order save sends it.
      if (!payouts && !kept) return { book: lockedRows(await executeShaped<BookLockRow>(tx, 'book_lock', book)), payouts: new Map<string, number>(), kept: new Map<string, number>() };
      type Kept = { play: string; selection: string; party_id: number; kept: number };
      const rows = await executeShaped<{ book: BookLockRow | null; payout: { combination: string; payout: number } | null; kept: Kept | null }>(tx, 'book_lock', sql`
        WITH b AS (${book})${payouts ? sql`, p AS (${payouts})` : sql``}${kept ? sql`, k AS (${kept})` : sql``}
        SELECT to_jsonb(b) AS book, null::jsonb AS payout, null::jsonb AS kept FROM b
        ${payouts ? sql`UNION ALL SELECT null, to_jsonb(p), null FROM p` : sql``}
        ${kept ? sql`UNION ALL SELECT null, null, to_jsonb(k) FROM k` : sql``}`);
      return {
        book: lockedRows(rows.flatMap(({ book: row }) => (row ? [row] : []))),
        payouts: new Map(rows.flatMap(({ payout }) => (payout ? [[payout.combination, Number(payout.payout)] as const] : []))),
        kept: keptRead(rows.flatMap(({ kept: row }) => (row ? [row] : []))),
      };
    },

    /** Moves the book (`bookMoved`) in one statement. */
    async moveBook(drawId: number, lines: readonly BookMove[], sign: 1 | -1, tx: Executor, odds: ReadonlyMap<string, BoardOdds> = new Map(), payouts: ReadonlyMap<string, number> = new Map()) {
      await runTogether(tx, bookMoved(drawId, lines, sign, odds, payouts));
    },

  };
}
