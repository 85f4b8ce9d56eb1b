import { sql } from 'drizzle-orm';
import type { Settlement } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import type { Bilingual } from '@drawdesk/contracts';

/** A selection's combinations judged on the draw: wins per odds slot, ties, and how many there are. */
export type SelectionTally = { play: string; selection: string; wins: [number, number]; ties: number; combinations: number };
export type SettlementTotals = { orders: number; lines: number; stake: number; payout: number; rebate: number; net: number };
export type SettledLayoff = { id: number; agentId: number | null; result: string; payout: number; net: number };

const SYSTEM = 'system';
const int = (v: unknown) => Number(v ?? 0);

/**
 * The orders a settlement of the draw covers: its accepted ones (settled, once the draw is), and those
 * stored as settled by settlements made before an order's settled state came from its draw.
 */
const coveredOrders = (drawId: number) => sql`o.draw_id = ${drawId} AND o.status IN ('accepted', 'settled')`;

/**
 * The sums of a version's lines that booking reads (`settle_parts`), from the lines' derived results
 * (`judged_lines`, drizzle/0018_judged_lines.sql): one row per customer, and one per group of alike lines
 * (one share chain, the same terms, stake and outcome), which the split expands. A few thousand rows for
 * a million lines, in one pass over them: booking never reads the lines again, and no row is written per line.
 */
async function sumLines(drawId: number, version: number, tx: Executor) {
  // A million lines hash and group in memory rather than in batches on disk (this transaction only).
  await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
  // Dropped first: the demo's seed settles many draws in one transaction, and a run sums again after judging missed lines.
  await tx.execute(sql`DROP TABLE IF EXISTS settle_parts`);
  await tx.execute(sql`
    CREATE TEMP TABLE settle_parts (customer_id int, share_chain jsonb, rebate_bp int, line_amount bigint, line_net bigint, unrebated boolean,
      lines bigint NOT NULL, stake numeric NOT NULL, payout numeric NOT NULL, rebate numeric NOT NULL, net numeric NOT NULL, by_customer boolean NOT NULL) ON COMMIT DROP`);
  // The version's judgements were just written, before any statistics on them: the planner would guess a
  // few rows and probe the lines by index a selection at a time (2x slower on 200,000 lines than hashing).
  await tx.execute(sql`SET LOCAL enable_nestloop = off`);
  await tx.execute(sql`
    INSERT INTO settle_parts
    SELECT customer_id, share_chain, rebate_bp, amount, net, result IN ('tie', 'void'),
      count(*), sum(amount), sum(payout), sum(rebate), sum(net), GROUPING(customer_id) = 0
    FROM judged_lines
    WHERE draw_id = ${drawId} AND result_version = ${version}
    GROUP BY GROUPING SETS ((customer_id), (share_chain, rebate_bp, amount, net, result IN ('tie', 'void')))`);
  await tx.execute(sql`SET LOCAL enable_nestloop = on`);
}

/**
 * Set-based steps of a draw's settlement (docs/domain/settlement.md#settlement): nothing streams lines into JavaScript.
 * Each selection is judged once (a row in `selection_results`); the lines' results follow from it and
 * are summed in one pass over the draw's lines (`sumLines`); the totals, the customers' entries and the
 * share split read those sums, not the lines. Money is rounded per line, half away from zero, exactly as
 * @drawdesk/lottery's `settleJudgements` and `splitShares` do (PostgreSQL's numeric `round`).
 * Each step is safe to run again: ledger rows carry (draw, party, kind, result version) keys.
 */
export function settlementRepository(db: Database) {
  return {
    /** The draw's distinct selections of accepted lines (from the book, which each accept keeps). */
    async selections(drawId: number, tx: Executor): Promise<{ play: string; selection: string }[]> {
      const { rows } = await tx.execute<{ play: string; selection: string }>(sql`SELECT play, selection FROM book WHERE draw_id = ${drawId} AND lines > 0`);
      return rows;
    },

    /**
     * Reverses every settlement entry of the draw from another result version that is not reversed yet:
     * a correction or a void takes the old result back before the new one is booked. Returns how many.
     */
    async reverseOtherVersions(drawId: number, version: number, note: Bilingual, tx: Executor): Promise<number> {
      const { rowCount } = await tx.execute(sql`
        INSERT INTO ledger_entries (customer_id, agent_id, kind, amount, note, reverses_id, draw_id, created_by_name)
        SELECT e.customer_id, e.agent_id, 'reversal', -e.amount, ${JSON.stringify(note)}::jsonb, e.id, e.draw_id, ${SYSTEM}
        FROM ledger_entries e
        WHERE e.draw_id = ${drawId} AND e.result_version IS NOT NULL AND e.result_version <> ${version}
          AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.reverses_id = e.id)`);
      return rowCount ?? 0;
    },

    /**
     * Records each selection's judgement on this version (a selection judged already is left as is): every
     * covered line on it is settled from it (`judged_lines`). Then sums the version's lines (`settle_parts`)
     * and returns how many covered lines have no result on it.
     */
    async judge(drawId: number, version: number, tallies: SelectionTally[], tx: Executor): Promise<number> {
      // One JSON parameter, however many selections (a bind parameter per value would run out).
      const judged = tallies.map((t) => ({ play: t.play, selection: t.selection, w1: t.wins[0], w2: t.wins[1], ties: t.ties, n: t.combinations }));
      await tx.execute(sql`
        INSERT INTO selection_results (draw_id, result_version, play, selection, wins1, wins2, ties, combinations)
        SELECT ${drawId}, ${version}, t.play, t.selection, t.w1, t.w2, t.ties, t.n
        FROM jsonb_to_recordset(${JSON.stringify(judged)}::jsonb) AS t(play text, selection text, w1 int, w2 int, ties int, n int)
        ON CONFLICT DO NOTHING`);
      await sumLines(drawId, version, tx);
      return this.unsettledCount(drawId, tx);
    },

    /**
     * Covered lines without a result on this version: the draw's lines of accepted orders, counted from
     * `order_lines` itself (a selection missing from the book cannot hide its lines), less the lines
     * `settle_parts` summed.
     */
    async unsettledCount(drawId: number, tx: Executor): Promise<number> {
      const { rows } = await tx.execute<{ n: string }>(sql`
        SELECT (SELECT count(*) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.draw_id = ${drawId} AND ${coveredOrders(drawId)})
             - (SELECT coalesce(sum(lines), 0) FROM settle_parts WHERE by_customer) AS n`);
      return int(rows[0]?.n);
    },

    /** Distinct selections of covered lines that no judgement on this version settles yet. */
    async unsettledSelections(drawId: number, version: number, tx: Executor): Promise<{ play: string; selection: string }[]> {
      const { rows } = await tx.execute<{ play: string; selection: string }>(sql`
        SELECT DISTINCT l.play, l.selection FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.draw_id = ${drawId} AND ${coveredOrders(drawId)}
          AND NOT EXISTS (SELECT 1 FROM judged_lines r WHERE r.line_id = l.id AND r.result_version = ${version})`);
      return rows;
    },

    /** A void draw: every covered line refunds its stake, no rebate, net 0 (on the void's result version), summed. */
    async voidLines(drawId: number, version: number, tx: Executor) {
      await tx.execute(sql`
        INSERT INTO selection_results (draw_id, result_version, play, selection)
        SELECT DISTINCT ${drawId}::int, ${version}::int, l.play, l.selection FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.draw_id = ${drawId} AND ${coveredOrders(drawId)}
        ON CONFLICT DO NOTHING`);
      await sumLines(drawId, version, tx);
    },

    /**
     * A void draw's pending orders are rejected with the reason. Accepted orders are not written: an
     * order's settled state is its draw's settled version (repositories/order-status.ts).
     */
    async rejectPending(drawId: number, reason: Bilingual, tx: Executor) {
      await tx.execute(sql`
        UPDATE orders SET status = 'rejected', reason = ${JSON.stringify(reason)}::jsonb, updated_at = now(), version = version + 1
        WHERE draw_id = ${drawId} AND status = 'pending'`);
    },

    /** The draw's totals on this version, from the sums of its lines (`settle_parts`). */
    async totals(drawId: number, tx: Executor): Promise<SettlementTotals> {
      const { rows } = await tx.execute<Record<keyof SettlementTotals, string>>(sql`
        SELECT (SELECT count(*) FROM orders o WHERE ${coveredOrders(drawId)}) AS orders, coalesce(sum(lines), 0) AS lines,
          coalesce(sum(stake), 0) AS stake, coalesce(sum(payout), 0) AS payout, coalesce(sum(rebate), 0) AS rebate, coalesce(sum(net), 0) AS net
        FROM settle_parts WHERE NOT by_customer`);
      const r = rows[0]!;
      return { orders: int(r.orders), lines: int(r.lines), stake: int(r.stake), payout: int(r.payout), rebate: int(r.rebate), net: int(r.net) };
    },

    /** One `settlement` entry per customer: the sum of its lines' net (none when it nets to zero), from `settle_parts`. */
    async bookCustomers(drawId: number, version: number, note: Bilingual, tx: Executor) {
      await tx.execute(sql`
        INSERT INTO ledger_entries (customer_id, kind, amount, note, draw_id, result_version, created_by_name)
        SELECT customer_id, 'settlement', net, ${JSON.stringify(note)}::jsonb, ${drawId}, ${version}, ${SYSTEM}
        FROM settle_parts WHERE by_customer AND net <> 0
        ON CONFLICT DO NOTHING`);
    },

    /**
     * Splits the book along each line's share chain (nearest agent first): an agent carries
     * round(book x share) of every line and earns round(rebated stake x (its rate - the highest rate
     * below it)) when that is positive; the company row (agent null) carries the rest, so the parts add
     * up to the book. Per group of alike lines in `settle_parts` (one chain, the same terms and outcome):
     * lines x the line's rounded part, which is the sum of the lines' rounded parts.
     */
    async splitShares(drawId: number, version: number, totals: SettlementTotals, tx: Executor) {
      await tx.execute(sql`
        INSERT INTO settlement_shares (draw_id, result_version, agent_id, lines, stake, payout, rebate, net, share, agent_rebate)
        SELECT ${drawId}, ${version}, (c.link->>'agentId')::int, sum(p.lines), sum(p.stake), sum(p.payout), sum(p.rebate), sum(p.net),
          sum(p.lines * round(-p.line_net::numeric * (c.link->>'shareBp')::int / 10000)),
          sum(p.lines * round(CASE WHEN p.unrebated THEN 0 ELSE p.line_amount END::numeric
            * greatest(0, (c.link->>'rebateBp')::int - CASE WHEN c.i = 1 THEN p.rebate_bp ELSE greatest(p.rebate_bp,
                (SELECT max((below.link->>'rebateBp')::int) FROM jsonb_array_elements(p.share_chain) WITH ORDINALITY AS below(link, j) WHERE below.j < c.i)) END) / 10000))
        FROM settle_parts p CROSS JOIN LATERAL jsonb_array_elements(p.share_chain) WITH ORDINALITY AS c(link, i)
        WHERE NOT p.by_customer
        GROUP BY (c.link->>'agentId')::int
        ON CONFLICT DO NOTHING`);
      await tx.execute(sql`
        INSERT INTO settlement_shares (draw_id, result_version, agent_id, lines, stake, payout, rebate, net, share, agent_rebate)
        SELECT ${drawId}, ${version}, NULL, ${totals.lines}, ${totals.stake}, ${totals.payout}, ${totals.rebate}, ${totals.net},
          ${-totals.net} - coalesce((SELECT sum(share + agent_rebate) FROM settlement_shares WHERE draw_id = ${drawId} AND result_version = ${version} AND agent_id IS NOT NULL), 0), 0
        ON CONFLICT DO NOTHING`);
    },

    /** The agents' and the company's `share` entries from the split (none for a zero part). */
    async bookShares(drawId: number, version: number, note: Bilingual, tx: Executor) {
      await tx.execute(sql`
        INSERT INTO ledger_entries (agent_id, kind, amount, note, draw_id, result_version, created_by_name)
        SELECT agent_id, 'share', share + agent_rebate, ${JSON.stringify(note)}::jsonb, ${drawId}, ${version}, ${SYSTEM}
        FROM settlement_shares WHERE draw_id = ${drawId} AND result_version = ${version} AND share + agent_rebate <> 0
        ON CONFLICT DO NOTHING`);
    },

    /** Lay-offs placed upstream on the draw (settled ones again on a correction). */
    async layoffsToSettle(drawId: number, tx: Executor) {
      const { rows } = await tx.execute<{ id: number; agent_id: number | null; play: string; selection: string; stake: string; odds: number; odds2: number | null; rebate_bp: number }>(sql`
        SELECT id, agent_id, play, selection, stake, odds, odds2, rebate_bp FROM layoffs WHERE draw_id = ${drawId} AND status IN ('placed', 'settled') ORDER BY id`);
      return rows.map((r) => ({ id: r.id, agentId: r.agent_id, play: r.play, selection: r.selection, stake: int(r.stake), odds: [r.odds, ...(r.odds2 === null ? [] : [r.odds2])], rebateBp: r.rebate_bp }));
    },

    /**
     * Writes the lay-offs' results and books one `layoff` entry per party (agent or company): the net of the
     * lay-offs it owns, less the net of those laid off to it by its downline (automatic lay-offs to the upline:
     * the party carries them), so both sides of an upline lay-off settle, to the fen.
     */
    async settleLayoffs(drawId: number, version: number, settled: SettledLayoff[], note: Bilingual, tx: Executor) {
      if (settled.length === 0) return;
      await tx.execute(sql`
        UPDATE layoffs f SET result = s.result, payout = s.payout, net = s.net, settled_version = ${version}, status = 'settled', updated_at = now(), version = f.version + 1
        FROM jsonb_to_recordset(${JSON.stringify(settled)}::jsonb) AS s(id int, result text, payout bigint, net bigint)
        WHERE f.id = s.id`);
      await tx.execute(sql`
        INSERT INTO ledger_entries (agent_id, kind, amount, note, draw_id, result_version, created_by_name)
        SELECT side.party, 'layoff', sum(side.amount), ${JSON.stringify(note)}::jsonb, ${drawId}, ${version}, ${SYSTEM}
        FROM layoffs f CROSS JOIN LATERAL (VALUES (f.agent_id, f.net, true), (f.upline_agent_id, -f.net, f.to_upline)) AS side(party, amount, counts)
        WHERE f.draw_id = ${drawId} AND f.status = 'settled' AND f.settled_version = ${version} AND side.counts
        GROUP BY side.party HAVING sum(side.amount) <> 0
        ON CONFLICT DO NOTHING`);
    },

    async record(drawId: number, version: number, kind: 'result' | 'void', totals: SettlementTotals, reversed: number, durationMs: number, tx: Executor) {
      await tx.execute(sql`
        INSERT INTO settlements (draw_id, result_version, kind, orders, lines, stake, payout, rebate, net, reversed, duration_ms)
        VALUES (${drawId}, ${version}, ${kind}, ${totals.orders}, ${totals.lines}, ${totals.stake}, ${totals.payout}, ${totals.rebate}, ${totals.net}, ${reversed}, ${durationMs})`);
    },

    async exists(drawId: number, version: number, tx: Executor): Promise<boolean> {
      const { rows } = await tx.execute(sql`SELECT 1 FROM settlements WHERE draw_id = ${drawId} AND result_version = ${version}`);
      return rows.length > 0;
    },

    /** The users to tell that a draw settled: the active Users of the agents it settled a share for. */
    async agentUsers(drawId: number, version: number, tx: Executor): Promise<number[]> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        SELECT u.id FROM users u
        WHERE u.role = 'User' AND u.status = 'active' AND u.removed_at IS NULL
          AND u.agent_id IN (SELECT agent_id FROM settlement_shares WHERE draw_id = ${drawId} AND result_version = ${version} AND agent_id IS NOT NULL)`);
      return rows.map((r) => r.id);
    },

    async list(drawId: number, tx: Executor = db): Promise<Settlement[]> {
      const { rows } = await tx.execute<Record<string, unknown>>(sql`
        SELECT draw_id, result_version, kind, orders, lines, stake, payout, rebate, net, reversed, duration_ms, settled_at
        FROM settlements WHERE draw_id = ${drawId} ORDER BY settled_at DESC, result_version DESC`);
      return rows.map((r) => ({
        drawId: int(r.draw_id),
        resultVersion: int(r.result_version),
        kind: r.kind as Settlement['kind'],
        orders: int(r.orders),
        lines: int(r.lines),
        stake: int(r.stake),
        payout: int(r.payout),
        rebate: int(r.rebate),
        net: int(r.net),
        reversed: int(r.reversed),
        durationMs: int(r.duration_ms),
        settledAt: new Date(r.settled_at as string | Date).toISOString(),
      }));
    },
  };
}
export type SettlementRepository = ReturnType<typeof settlementRepository>;
