import { and, asc, count, desc, eq, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { ExportOf, Order, OrderLine, OrderListQuery, OrderPage, OrderStatus } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { jsonOfRow, rowOf } from '../db/row-of.js';
import { book, customers, draws, orderLines, orders, settledLines } from '../db/schema.js';
import { instantOf } from '../lib/instant.js';
import type { PricedLine } from '../orders/limits.js';
import { selectionKey } from '@drawdesk/contracts';
import { applyRate, type BoardOdds } from '@drawdesk/lottery';
import { inScope, subtreeIds, type Scope } from './scope.js';
import { keptLocked, keptRead } from './auto-layoffs.js';
import { payoutsLocked, payoutsMoved } from './book-payouts.js';
import { textArray } from './risk-board.js';
import { runTogether } from '../db/together.js';
import { orderColumns, statusIs } from './order-status.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNo' | 'createdAt' | 'updatedAt' | 'version'>;
type Labels = { customerCode: string; customerName: string; lottery: string; issue: string };

export const toOrder = (row: OrderRow, labels: Labels): Order => ({
  id: row.id,
  orderNo: row.orderNo,
  customerId: row.customerId,
  customerCode: labels.customerCode,
  customerName: labels.customerName,
  // The draws table holds only the lotteries' codes (a foreign key to lotteries).
  lottery: labels.lottery as Order['lottery'],
  issue: labels.issue,
  drawId: row.drawId,
  source: row.source,
  status: row.status,
  stake: row.stake,
  lineCount: row.lineCount,
  enteredBy: row.enteredByName,
  confirmedBy: row.confirmedByName,
  reason: row.reason,
  repeat: row.repeatLeft,
  renewal: row.renewal,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

type LineResult = Pick<typeof settledLines.$inferSelect, 'result' | 'payout' | 'rebate' | 'net'>;
const toLine = (row: typeof orderLines.$inferSelect, settled: LineResult | null): OrderLine => ({
  id: row.id,
  play: row.play,
  selection: row.selection,
  stake: row.stake,
  combinations: row.combinations,
  amount: row.amount,
  odds1: row.odds1,
  odds2: row.odds2,
  rebateBp: row.rebateBp,
  shareChain: row.shareChain,
  result: settled?.result ?? null,
  payout: settled?.payout ?? null,
  rebate: settled?.rebate ?? null,
  net: settled?.net ?? null,
});

const labelColumns = { customerCode: customers.code, customerName: customers.name, lottery: draws.lottery, issue: draws.issue };
const SORT_COLUMNS = { id: orders.id, createdAt: orders.createdAt, stake: orders.stake } as const;
const ordered = (query: ExportOf<OrderListQuery>) => {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[query.sort ?? 'id']), direction(orders.id)];
};

/** The links of a line's share chain a scope sees: all for an Admin, a User's own agent's and those below it. */
function chainSeenBy(scope: Scope) {
  type Chain = (typeof orderLines.$inferSelect)['shareChain'];
  if (scope.kind === 'all') return sql<Chain>`${orderLines.shareChain}`;
  if (scope.agentId === null) return sql<Chain>`'[]'::jsonb`;
  return sql<Chain>`(SELECT coalesce(jsonb_agg(c.link ORDER BY c.i), '[]'::jsonb)
    FROM jsonb_array_elements(${orderLines.shareChain}) WITH ORDINALITY AS c(link, i)
    WHERE (c.link->>'agentId')::int IN ${subtreeIds(scope.agentId)})`;
}

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
  const values = sql.join(
    [...groups.values()].map((g) => sql`(${g.play}, ${g.selection}, ${g.odds1}::int, ${g.odds2}::int, ${g.rebateBp}::int, ${g.keptBp}::int, ${g.stake}::bigint, ${g.lines}::int)`),
    sql`, `,
  );
  // Taking out: the rows exist (an insert's candidate row would already break the non-negative check).
  if (sign === -1) {
    return sql`
      UPDATE book_positions b SET stake = b.stake + v.stake, lines = b.lines + v.lines
      FROM (VALUES ${values}) AS v(play, selection, odds1, odds2, rebate_bp, kept_bp, stake, lines)
      WHERE b.draw_id = ${drawId} AND b.play = v.play AND b.selection = v.selection AND b.odds1 = v.odds1 AND b.odds2 = v.odds2
        AND b.rebate_bp = v.rebate_bp AND b.kept_bp = v.kept_bp`;
  }
  return sql`
    INSERT INTO book_positions (draw_id, play, selection, odds1, odds2, rebate_bp, kept_bp, stake, lines)
    SELECT ${drawId}, v.* FROM (VALUES ${values}) AS v(play, selection, odds1, odds2, rebate_bp, kept_bp, stake, lines)
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
  const values = [...totals].map(([key, e]) => {
    const board = odds.get(key);
    return sql`(${e.play}, ${e.selection}, ${sign * e.amount}::bigint, ${sign * e.kept}::bigint, ${sign * e.lines}::int, ${board?.base ?? null}::int, ${board?.current ?? null}::int)`;
  });
  const paid = payoutsMoved(drawId, payouts, sign);
  const moved = sql`
    UPDATE book b SET stake = b.stake + v.stake, kept = b.kept + v.kept, lines = b.lines + v.lines,
      odds_base = coalesce(v.odds_base, b.odds_base), odds_current = coalesce(v.odds_current, b.odds_current)
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(play, selection, stake, kept, lines, odds_base, odds_current)
    WHERE b.draw_id = ${drawId} AND b.play = v.play AND b.selection = v.selection`;
  return [moved, ...(paid ? [paid] : []), positionsMoved(drawId, lines, sign)];
}

/**
 * What a customer's credit check reads, as two columns of a SELECT (`balance`, `open_stake`): the sum of its
 * ledger entries and the stake of its accepted orders not yet settled
 * (docs/domain/orders.md#the-checks-in-one-transaction-under-locks-in-one-order). Also read with an order's context (repositories/order-context.ts).
 */
export function accountOf(customerId: number): SQL {
  const openStake = sql`SELECT coalesce(sum(${orders.stake}), 0) FROM ${orders} WHERE ${and(eq(orders.customerId, customerId), statusIs('accepted'))}`;
  return sql`(SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE customer_id = ${customerId}) AS balance, (${openStake}) AS open_stake`;
}

/** An order being inserted, as the statements sent with it see it (`insert`). */
export type InsertedOrder = { id: SQL; json: (extra: Record<string, unknown>) => SQL };

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
 * Orders are reached through `scoped(scope)`: an order belongs to the agent its customer had when it was
 * taken, and a User reaches the orders of its agent's subtree only (lists, counts, exports and changes).
 * The book (per draw, play and selection) is the company's and is not scoped.
 */
export function orderRepository(db: Database) {
  const withLabels = (tx: Executor) =>
    tx
      .select({ order: orderColumns, ...labelColumns })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(draws, eq(draws.id, orders.drawId));
  const viewOf = (row: { order: OrderRow } & Labels) => toOrder(row.order, row);

  return {
    scoped(scope: Scope) {
      const visible = inScope(scope, orders.agentId);
      const visibleChain = chainSeenBy(scope);

      function filtered(query: ExportOf<OrderListQuery>) {
        const filters: (SQL | undefined)[] = [visible];
        if (query.drawId) filters.push(eq(orders.drawId, query.drawId));
        if (query.customerId) filters.push(eq(orders.customerId, query.customerId));
        if (query.status) filters.push(statusIs(query.status));
        if (query.source) filters.push(eq(orders.source, query.source));
        if (query.renewal) filters.push(eq(orders.renewal, query.renewal));
        if (query.orderNo) filters.push(eq(orders.orderNo, query.orderNo.trim()));
        if (query.from) filters.push(gte(orders.createdAt, instantOf('/from', query.from)));
        if (query.to) filters.push(lt(orders.createdAt, instantOf('/to', query.to)));
        return and(...filters);
      }

      return {
        async findById(id: number, tx: Executor = db, lock = false): Promise<OrderRow | null> {
          const query = tx.select(orderColumns).from(orders).where(and(eq(orders.id, id), visible));
          const [row] = lock ? await query.for('update') : await query;
          return row ?? null;
        },

        async view(id: number, tx: Executor = db): Promise<Order | null> {
          const [row] = await withLabels(tx).where(and(eq(orders.id, id), visible));
          return row ? viewOf(row) : null;
        },

        /**
         * An order's lines as the scope sees them: a User sees the links of a line's share chain that are its
         * own agent's or below it; the links above (the upline's share and rebate) are left out.
         */
        async lines(orderId: number, tx: Executor = db): Promise<OrderLine[]> {
          // The result a line stands settled on: its draw's settled version.
          const rows = await tx
            .select({ line: orderLines, chain: visibleChain, result: { result: settledLines.result, payout: settledLines.payout, rebate: settledLines.rebate, net: settledLines.net } })
            .from(orderLines)
            .innerJoin(draws, eq(draws.id, orderLines.drawId))
            .leftJoin(settledLines, and(eq(settledLines.lineId, orderLines.id), eq(settledLines.resultVersion, draws.settledVersion)))
            .where(eq(orderLines.orderId, orderId))
            .orderBy(asc(orderLines.id));
          return rows.map((r) => toLine({ ...r.line, shareChain: r.chain }, r.result));
        },

        async list(query: OrderListQuery, tx: Executor = db): Promise<OrderPage> {
          const where = filtered(query);
          const [rows, [totals]] = await Promise.all([
            withLabels(tx).where(where).orderBy(...ordered(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
            tx.select({ n: count(), stake: sum(orders.stake).mapWith(Number) }).from(orders).where(where),
          ]);
          return { list: rows.map(viewOf), total: totals?.n ?? 0, page: query.page, pageSize: query.pageSize, totals: { stake: totals?.stake ?? 0 } };
        },

        exportQuery(query: ExportOf<OrderListQuery>, tx: Executor = db) {
          return tx.select(orderColumns).from(orders).where(filtered(query)).orderBy(...ordered(query));
        },
      };
    },

    /** An order's lines with their terms and whole share chain as stored: for the service's checks, never for a User's eyes. */
    async storedLines(orderId: number, tx: Executor) {
      return tx
        .select({
          id: orderLines.id,
          play: orderLines.play,
          selection: orderLines.selection,
          stake: orderLines.stake,
          odds1: orderLines.odds1,
          odds2: orderLines.odds2,
          rebateBp: orderLines.rebateBp,
          shareChain: orderLines.shareChain,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id));
    },

    /** The orders a user already made with this request id, in the request's order (idempotency). */
    async byRequest(enteredBy: number, requestId: string, tx: Executor = db): Promise<OrderRow[]> {
      return tx
        .select(orderColumns)
        .from(orders)
        .where(and(eq(orders.enteredBy, enteredBy), eq(orders.requestId, requestId)))
        .orderBy(asc(orders.requestPart));
    },

    async labels(order: OrderRow, tx: Executor = db): Promise<Order> {
      const [row] = await withLabels(tx).where(eq(orders.id, order.id));
      return viewOf(row!);
    },

    /**
     * A new order and its lines, in one statement; its number is the draw's issue and the next of the order
     * sequence. `along` gives the statements to run in the same round trip (src/db/together.ts), given the
     * new order's id and its row as JSON with `extra` keys added (as `JSON.stringify({ ...row, ...extra })`
     * writes it): the book's move, its audit entry, what it did to the boards.
     */
    async insert(values: NewOrder, issue: string, lines: readonly PricedLine[], tx: Executor, along: (order: InsertedOrder) => readonly SQL[] = () => []): Promise<OrderRow> {
      const order = tx
        .insert(orders)
        .values({ ...values, orderNo: sql`${issue} || '-' || nextval('order_no_seq')::text` })
        .returning();
      // The lines as one JSON parameter (an order's lines are bounded by ORDER_RULES.linesMax), in the order given.
      const rows = lines.map((line, n) => ({
        n, play: line.play, selection: line.selection, stake: line.stake, combinations: line.combinations, amount: line.amount,
        odds1: line.odds1, odds2: line.odds2, rebate_bp: line.rebateBp, share_chain: line.shareChain, kept_bp: line.keptBp,
      }));
      const inserted: InsertedOrder = {
        id: sql`(SELECT id FROM o)`,
        json: (extra) => sql`(SELECT ${jsonOfRow(orders, 'o')} || ${JSON.stringify(extra)}::jsonb FROM o)`,
      };
      const { rows: [row] } = await tx.execute<Record<string, unknown>>(sql`
        WITH o AS (${order.getSQL()}),
        l AS (
          INSERT INTO order_lines (order_id, draw_id, play, selection, stake, combinations, amount, odds1, odds2, rebate_bp, share_chain, kept_bp)
          SELECT o.id, o.draw_id, x.play, x.selection, x.stake, x.combinations, x.amount, x.odds1, x.odds2, x.rebate_bp, x.share_chain, x.kept_bp
          FROM o, json_to_recordset(${JSON.stringify(rows)}::json) AS x(n int, play text, selection text, stake bigint, combinations int,
               amount bigint, odds1 int, odds2 int, rebate_bp int, share_chain jsonb, kept_bp int)
          ORDER BY x.n)
        ${sql.join(along(inserted).map((statement, n) => sql`, ${sql.identifier(`a${n}`)} AS (${statement})`))}
        SELECT * FROM o`);
      return rowOf(orders, row!);
    },

    /**
     * Many orders whose checks the caller made (the demo book), with their lines, in two statements; the
     * book is not moved (`addToBook` does it after). Numbers as `insert` gives them, in the order given.
     * Returns the new orders' ids in that order.
     */
    async insertMany(entries: readonly { values: NewOrder & { createdAt: Date }; issue: string; lines: readonly PricedLine[] }[], tx: Executor): Promise<number[]> {
      if (entries.length === 0) return [];
      const rows = entries.map(({ values: v, issue }, n) => ({
        n, issue, customer_id: v.customerId, agent_id: v.agentId, draw_id: v.drawId, source: v.source, text: v.text ?? null, status: v.status,
        stake: v.stake, line_count: v.lineCount, request_id: v.requestId, entered_by: v.enteredBy, entered_by_name: v.enteredByName,
        confirmed_by: v.confirmedBy ?? null, confirmed_by_name: v.confirmedByName ?? null, created_at: v.createdAt.toISOString(),
      }));
      const { rows: inserted } = await tx.execute<{ id: number; entered_by: number; request_id: string }>(sql`
        INSERT INTO orders (order_no, customer_id, agent_id, draw_id, source, text, status, stake, line_count, request_id,
                            entered_by, entered_by_name, confirmed_by, confirmed_by_name, created_at, updated_at)
        SELECT x.issue || '-' || nextval('order_no_seq')::text, x.customer_id, x.agent_id, x.draw_id, x.source, x.text, x.status, x.stake,
               x.line_count, x.request_id, x.entered_by, x.entered_by_name, x.confirmed_by, x.confirmed_by_name, x.created_at, x.created_at
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(n int, issue text, customer_id int, agent_id int, draw_id int, source text,
             text text, status text, stake bigint, line_count int, request_id text, entered_by int, entered_by_name text, confirmed_by int,
             confirmed_by_name text, created_at timestamptz)
        ORDER BY x.n
        RETURNING id, entered_by, request_id`);
      const idOf = new Map(inserted.map((row) => [`${row.entered_by}\u0000${row.request_id}`, row.id]));
      const ids = entries.map(({ values }) => idOf.get(`${values.enteredBy}\u0000${values.requestId}`)!);
      const lines = entries.flatMap(({ values, lines: priced }, n) =>
        priced.map((line) => ({
          order_id: ids[n], draw_id: values.drawId, play: line.play, selection: line.selection, stake: line.stake, combinations: line.combinations,
          amount: line.amount, odds1: line.odds1, odds2: line.odds2, rebate_bp: line.rebateBp, share_chain: line.shareChain, kept_bp: line.keptBp,
        })),
      );
      await tx.execute(sql`
        INSERT INTO order_lines (order_id, draw_id, play, selection, stake, combinations, amount, odds1, odds2, rebate_bp, share_chain, kept_bp)
        SELECT x.order_id, x.draw_id, x.play, x.selection, x.stake, x.combinations, x.amount, x.odds1, x.odds2, x.rebate_bp, x.share_chain, x.kept_bp
        FROM json_to_recordset(${JSON.stringify(lines)}::json) AS x(order_id int, draw_id int, play text, selection text, stake bigint,
             combinations int, amount bigint, odds1 int, odds2 int, rebate_bp int, share_chain jsonb, kept_bp int)`);
      return ids;
    },

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

    /** Moves an order from one status to another; null when it was not in `from` any more. */
    async setStatus(id: number, from: OrderStatus, to: OrderStatus, change: Partial<Pick<OrderRow, 'reason' | 'confirmedBy' | 'confirmedByName'>>, tx: Executor) {
      const [row] = await tx
        .update(orders)
        .set({ ...change, status: to, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row ?? null;
    },

    async setRenewal(id: number, renewal: OrderRow['renewal'], repeatLeft: number, tx: Executor) {
      const [row] = await tx
        .update(orders)
        .set({ renewal, repeatLeft, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, id))
        .returning();
      return row!;
    },

    /** The order's lines as priced lines for the book (accept and cancel move them in and out), with their share chains (each party's kept stake). */
    async bookLines(orderId: number, tx: Executor): Promise<(BookMove & Pick<PricedLine, 'shareChain'>)[]> {
      return tx
        .select({
          play: orderLines.play,
          selection: orderLines.selection,
          stake: orderLines.stake,
          amount: orderLines.amount,
          odds1: orderLines.odds1,
          odds2: orderLines.odds2,
          rebateBp: orderLines.rebateBp,
          keptBp: orderLines.keptBp,
          shareChain: orderLines.shareChain,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
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
      if (!payouts && !kept) return { book: lockedRows((await tx.execute<BookLockRow>(book)).rows), payouts: new Map<string, number>(), kept: new Map<string, number>() };
      type Kept = { play: string; selection: string; party_id: number; kept: number };
      const { rows } = await tx.execute<{ book: BookLockRow | null; payout: { combination: string; payout: number } | null; kept: Kept | null }>(sql`
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

    /** A pending order's lines get the odds they were accepted at (the board may have moved since it was entered). */
    async setLineOdds(changes: readonly { id: number; odds1: number; odds2: number | null }[], tx: Executor) {
      if (changes.length === 0) return;
      const values = changes.map((c) => sql`(${c.id}::bigint, ${c.odds1}::int, ${c.odds2}::int)`);
      await tx.execute(sql`
        UPDATE order_lines l SET odds1 = v.odds1, odds2 = v.odds2
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, odds1, odds2) WHERE l.id = v.id`);
    },

    /** What a customer's credit check reads (`accountOf`). */
    async account(customerId: number, tx: Executor): Promise<{ balance: number; openStake: number }> {
      const { rows } = await tx.execute<{ balance: number; open_stake: number }>(sql`SELECT ${accountOf(customerId)}`);
      return { balance: Number(rows[0]!.balance), openStake: Number(rows[0]!.open_stake) };
    },

    /** Pending orders of a draw, locked (closing rejects them). */
    async pendingOf(drawId: number, tx: Executor) {
      return tx.select().from(orders).where(and(eq(orders.drawId, drawId), eq(orders.status, 'pending'))).orderBy(asc(orders.id)).for('update');
    },

    async drawHasOrders(drawId: number, tx: Executor) {
      const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.drawId, drawId)).limit(1);
      return row !== undefined;
    },

    async customerHasOrders(customerId: number, tx: Executor) {
      const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)).limit(1);
      return row !== undefined;
    },

    /**
     * Who may confirm an order a user entered (four-eyes): the active Admins, and the active Users of the
     * agents above the enterer's agent; never the one who entered it (src/orders/service.ts decides the same).
     */
    async confirmers(entererAgentId: number | null, enteredBy: number, tx: Executor): Promise<number[]> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        WITH RECURSIVE above AS (
          SELECT id, parent_id FROM agents WHERE id = (SELECT parent_id FROM agents WHERE id = ${entererAgentId})
          UNION ALL
          SELECT a.id, a.parent_id FROM agents a JOIN above c ON a.id = c.parent_id
        )
        SELECT id FROM users
        WHERE status = 'active' AND removed_at IS NULL AND id <> ${enteredBy}
          AND (role = 'Admin' OR agent_id IN (SELECT id FROM above))
        ORDER BY id`);
      return rows.map((row) => row.id);
    },

    /**
     * The repeat series that still chase on a lottery, as of a draw that just opened: orders of earlier
     * draws of that lottery with copies left, taken or settled, and none placed on this draw yet.
     */
    async seriesToRepeat(drawId: number, tx: Executor): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(
          sql`${orders.repeatLeft} > 0 AND ${orders.status} IN ('accepted', 'settled')
            AND ${orders.drawId} IN (SELECT d.id FROM draws d JOIN draws opened ON opened.id = ${drawId}
                                     WHERE d.lottery = opened.lottery AND d.draw_at < opened.draw_at)
            AND NOT EXISTS (SELECT 1 FROM orders c WHERE c.series_id = coalesce(${orders.seriesId}, ${orders.id}) AND c.draw_id = ${drawId})`,
        )
        .orderBy(asc(orders.id))
        .for('update');
    },

    /** A customer's repeat series still alive (copies left, or pending renewal), each by the order holding it, locked. */
    async liveSeriesOf(customerId: number, tx: Executor): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(sql`${orders.customerId} = ${customerId} AND ${orders.status} IN ('accepted', 'settled') AND (${orders.repeatLeft} > 0 OR ${orders.renewal} = 'pending')`)
        .orderBy(asc(orders.id))
        .for('update');
    },

    /**
     * Who hears that a customer moved from one agent to another: the active Users who saw it and do not any
     * more (of the old agent and those above it that are not above the new one) and the new agent's Users.
     */
    async moveWitnesses(from: number, to: number, tx: Executor): Promise<number[]> {
      const chain = (agentId: number) => sql`(WITH RECURSIVE up AS (
          SELECT id, parent_id FROM agents WHERE id = ${agentId}
          UNION ALL
          SELECT a.id, a.parent_id FROM agents a JOIN up ON a.id = up.parent_id
        ) SELECT id FROM up)`;
      const { rows } = await tx.execute<{ id: number }>(sql`
        SELECT id FROM users
        WHERE role = 'User' AND status = 'active' AND removed_at IS NULL
          AND ((agent_id IN ${chain(from)} AND agent_id NOT IN ${chain(to)}) OR agent_id = ${to})
        ORDER BY id`);
      return rows.map((row) => row.id);
    },

    /** Hands a series on to its newest order: the copies left move to it (or end, pending renewal). */
    async passSeries(from: number, to: number | null, left: number, tx: Executor) {
      await tx.update(orders).set({ repeatLeft: 0, updatedAt: sql`now()`, version: sql`${orders.version} + 1` }).where(eq(orders.id, from));
      const holder = to ?? from;
      await tx
        .update(orders)
        .set({ repeatLeft: left, renewal: left === 0 ? 'pending' : 'none', updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, holder));
    },

    /** The book of a draw, as stored (tests and analysis compare it with the accepted lines). */
    async bookOf(drawId: number, tx: Executor = db) {
      return tx.select().from(book).where(eq(book.drawId, drawId));
    },
  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;
