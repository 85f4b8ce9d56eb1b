import { and, asc, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { ExportOf, Order, OrderLine, OrderListQuery, OrderPage, OrderStatus } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { jsonOfRow, rowOf } from '../db/row-of.js';
import { executeShaped } from '../db/named.js';
import { customers, draws, orderLines, orders, settledLines } from '../db/schema.js';
import { instantOf } from '../lib/instant.js';
import type { PricedLine } from '../orders/limits.js';
import { inScope, subtreeIds, type Scope } from './scope.js';
import type { BookMove } from './book.js';
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
 * Orders are reached through `scoped(scope)`: an order belongs to the agent its customer had when it was
 * taken, and a User reaches the orders of its agent's subtree only (lists, counts, exports and changes).
 * The book an order moves is the book repository's (book.ts); repeat series are order-series.ts's.
 */
export function orderRepository(db: Database) {
  // Asked before every order save: built once, named, planned once per connection (db/named.ts says why).
  const ofRequest = db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.enteredBy, sql.placeholder('enteredBy')), eq(orders.requestId, sql.placeholder('requestId'))))
    .orderBy(asc(orders.requestPart))
    .prepare('orders_by_request');
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
    async byRequest(enteredBy: number, requestId: string): Promise<OrderRow[]> {
      return ofRequest.execute({ enteredBy, requestId });
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
      // Named per shape (db/named.ts): the parts sent with the order vary, every value is a parameter.
      const [row] = await executeShaped<Record<string, unknown>>(tx, 'order_insert', sql`
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

  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;
