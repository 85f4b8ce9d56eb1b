import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { rowOf } from '../db/row-of.js';
import { riskKeepRules } from '../db/schema.js';
import type { LayoffRow } from './layoffs.js';

/** A party's keep-at-most rule as the order save applies it, with the users told of an external lay-off it plans (the agent's Users; the company's: the Admins). */
export type KeepRuleOf = typeof riskKeepRules.$inferSelect & { told: number[] };

/** An automatic lay-off as the order save writes it (its order, and who made it, given then). */
export type AutoLayoffValues = Pick<LayoffRow, 'agentId' | 'play' | 'selection' | 'stake' | 'odds' | 'odds2' | 'rebateBp' | 'upstream' | 'status' | 'toUpline' | 'uplineAgentId'>;

/** The company as `book_party_kept` keys it (an agent is keyed by its id, which is never 0). */
export const COMPANY_PARTY = 0;

/** A party's kept stake on a selection moved by an order (the company is `COMPANY_PARTY`). */
export type KeptMove = { play: string; selection: string; party: number; kept: number };

/**
 * The statement locking the kept stakes of these selections' parties (null: none), made at zero when missing:
 * the rows as committed by the orders before (a no-op update waits for them), each order locking them after its
 * book rows in the same statement (`after`: that CTE, read whole first), in one order. Only an order or a cancel
 * holding a selection's book row touches its kept stakes, so this lock never waits on its own.
 */
export function keptLocked(drawId: number, keys: readonly { play: string; selection: string; party: number }[], after: string): SQL | null {
  if (keys.length === 0) return null;
  return sql`
    INSERT INTO book_party_kept (draw_id, play, selection, party_id)
    SELECT ${drawId}, x.play, x.selection, x.party FROM json_to_recordset(${JSON.stringify(keys)}::json) AS x(play text, selection text, party int)
    WHERE (SELECT count(*) FROM ${sql.identifier(after)}) >= 0
    ORDER BY x.play COLLATE "C", x.selection COLLATE "C", x.party
    ON CONFLICT (draw_id, play, selection, party_id) DO UPDATE SET kept = book_party_kept.kept
    RETURNING play, selection, party_id, kept`;
}

/** A party's kept stake on a selection, as `keptRead` keys it (the company as `COMPANY_PARTY`). */
export const keptMapKey = (play: string, selection: string, party: number) => `${party}|${play}|${selection}`;

/** The kept stakes `keptLocked` returned, by `keptMapKey`. */
export const keptRead = (rows: readonly { play: string; selection: string; party_id: number; kept: number | string }[]) =>
  new Map(rows.map((row) => [keptMapKey(row.play, row.selection, row.party_id), Number(row.kept)]));

/**
 * Automatic lay-offs (docs/domain/analysis.md, the risk desk): each party's kept stake per selection of a draw
 * (`book_party_kept`) and the `layoffs` rows orders make. The kept stakes and the lay-offs are written under
 * the lock of the selections' `book` rows the order (or the cancel) holds, so these rows need no lock of their own;
 * the plain reads (the rules and lines the demo book applies, what the company carries for an analysis) lock nothing.
 */
export function autoLayoffRepository(db: Database) {
  return {
    /** The statement adding an order's moves to each party's kept stake (made at the move when missing); null: none. */
    keptMoved(drawId: number, moves: readonly KeptMove[]): SQL | null {
      if (moves.length === 0) return null;
      return sql`
        INSERT INTO book_party_kept (draw_id, play, selection, party_id, kept)
        SELECT ${drawId}, x.play, x.selection, x.party, x.kept FROM json_to_recordset(${JSON.stringify(moves)}::json) AS x(play text, selection text, party int, kept bigint)
        ORDER BY x.play, x.selection, x.party
        ON CONFLICT (draw_id, play, selection, party_id) DO UPDATE SET kept = book_party_kept.kept + excluded.kept`;
    },

    /**
     * A cancel's moves (negative) out of the kept stakes. Never under 0: an order taken before the kept stakes
     * were kept (a draw open at the upgrade that brought them) takes out what was never added.
     */
    async keptTakenOut(drawId: number, moves: readonly KeptMove[], tx: Executor) {
      if (moves.length === 0) return;
      await tx.execute(sql`
        UPDATE book_party_kept k SET kept = greatest(0, k.kept + x.kept)
        FROM json_to_recordset(${JSON.stringify(moves)}::json) AS x(play text, selection text, party int, kept bigint)
        WHERE k.draw_id = ${drawId} AND k.play = x.play AND k.selection = x.selection AND k.party_id = x.party`);
    },

    /**
     * The statement writing lay-offs (null: none): an order's (`orderId`: its id, or an expression for the order
     * inserted in the same statement), or each its own order's (`orderId` null: the demo's book).
     */
    inserted(drawId: number, orderId: number | SQL | null, layoffs: readonly (AutoLayoffValues & { orderId?: number })[], by: { userId: number; username: string }): SQL | null {
      if (layoffs.length === 0) return null;
      const order = orderId === null ? sql`x.order_id` : typeof orderId === 'number' ? sql`${orderId}::int` : orderId;
      const rows = layoffs.map((l, n) => ({ n, order_id: l.orderId ?? null, agent_id: l.agentId, play: l.play, selection: l.selection, stake: l.stake, odds: l.odds, odds2: l.odds2, rebate_bp: l.rebateBp, upstream: l.upstream, status: l.status, to_upline: l.toUpline, upline_agent_id: l.uplineAgentId }));
      return sql`
        INSERT INTO layoffs (draw_id, agent_id, play, selection, stake, odds, odds2, rebate_bp, upstream, status, order_id, to_upline, upline_agent_id, created_by, created_by_name)
        SELECT ${drawId}, x.agent_id, x.play, x.selection, x.stake, x.odds, x.odds2, x.rebate_bp, x.upstream, x.status, ${order},
               x.to_upline, x.upline_agent_id, ${by.userId}::int, ${by.username}
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(n int, order_id int, agent_id int, play text, selection text, stake bigint, odds int, odds2 int, rebate_bp int,
             upstream text, status text, to_upline boolean, upline_agent_id int)
        ORDER BY x.n`;
    },

    /** An order's lay-offs, locked (a one-click place waits for the cancel, or the cancel for it). */
    async ofOrder(orderId: number, tx: Executor) {
      const { rows } = await tx.execute<{ id: number; agent_id: number | null; play: string; selection: string; stake: string; status: LayoffRow['status']; upstream: string; to_upline: boolean; upline_agent_id: number | null }>(sql`
        SELECT id, agent_id, play, selection, stake, status, upstream, to_upline, upline_agent_id FROM layoffs WHERE order_id = ${orderId} ORDER BY id FOR UPDATE`);
      return rows.map((r) => ({ id: r.id, agentId: r.agent_id, play: r.play, selection: r.selection, stake: Number(r.stake), status: r.status, upstream: r.upstream, toUpline: r.to_upline, uplineAgentId: r.upline_agent_id }));
    },

    async removeOfOrder(orderId: number, tx: Executor) {
      await tx.execute(sql`DELETE FROM layoffs WHERE order_id = ${orderId}`);
    },

    /** Every keep-at-most rule switched on (an agent's while it may lay off), with no one to tell: the demo's book applies them to its orders. */
    async enabledRules(tx: Executor): Promise<KeepRuleOf[]> {
      const { rows } = await tx.execute<Record<string, unknown>>(sql`
        SELECT k.* FROM risk_keep_rules k LEFT JOIN agents a ON a.id = k.agent_id WHERE k.enabled AND (k.agent_id IS NULL OR a.may_lay_off) ORDER BY k.id`);
      return rows.map((row) => ({ ...rowOf(riskKeepRules, row), told: [] }));
    },

    /** The accepted lines of these orders, per draw, in the order they were taken (the orders' ids, then the lines'). */
    async linesOf(orderIds: readonly number[], tx: Executor) {
      const { rows } = await tx.execute<{ order_id: number; draw_id: number; play: string; selection: string; amount: string; combinations: number; odds1: number; odds2: number | null; rebate_bp: number; share_chain: { agentId: number; shareBp: number }[] }>(sql`
        SELECT l.order_id, l.draw_id, l.play, l.selection, l.amount, l.combinations, l.odds1, l.odds2, l.rebate_bp, l.share_chain
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.order_id = ANY(${`{${orderIds.join(',')}}`}::int[]) AND o.status = 'accepted' ORDER BY l.order_id, l.id`);
      return rows.map((r) => ({
        orderId: r.order_id, drawId: r.draw_id, play: r.play, selection: r.selection, amount: Number(r.amount), combinations: r.combinations,
        odds1: r.odds1, odds2: r.odds2, rebateBp: r.rebate_bp, shareChain: r.share_chain,
      }));
    },

    /**
     * The lay-offs the company carries on a draw (its top agents' to the upline, placed or settled): positions of
     * its own in its analysis, at their terms.
     */
    async carriedByCompany(drawId: number, tx: Executor = db) {
      const { rows } = await tx.execute<{ play: string; selection: string; stake: string; odds: number; odds2: number | null; rebate_bp: number }>(sql`
        SELECT play, selection, stake, odds, odds2, rebate_bp FROM layoffs
        WHERE draw_id = ${drawId} AND to_upline AND upline_agent_id IS NULL AND status IN ('placed', 'settled') ORDER BY id`);
      return rows.map((r) => ({ play: r.play, selection: r.selection, stake: Number(r.stake), odds: r.odds, ...(r.odds2 === null ? {} : { odds2: r.odds2 }), rebateBp: r.rebate_bp }));
    },
  };
}
export type AutoLayoffRepository = ReturnType<typeof autoLayoffRepository>;
