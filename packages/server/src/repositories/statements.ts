import { sql, type SQL } from 'drizzle-orm';
import { STATEMENT_LINES_SHOWN, type DrawStatus, type LotteryCode, type StatementDraw, type StatementLine, type StatementTotals } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';

/** Whose statement: a customer's lines, or an agent's part of its subtree's (settlement_shares). */
export type StatementParty = { customerId: number } | { agentId: number };
/** Which draws: one, or those drawn in [from, to) (either end open). */
export type StatementPeriod = { drawId?: number | undefined; from?: Date | undefined; to?: Date | undefined };

const int = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());

/** The draws of the period, as a condition on `d`. */
function inPeriod(period: StatementPeriod): SQL {
  const parts: SQL[] = [sql`true`];
  if (period.drawId !== undefined) parts.push(sql`d.id = ${period.drawId}`);
  if (period.from) parts.push(sql`d.draw_at >= ${period.from}`);
  if (period.to) parts.push(sql`d.draw_at < ${period.to}`);
  return sql.join(parts, sql` AND `);
}

/**
 * One row per settled (or voided) draw of the party in the period, with its totals, on the result version
 * the draw stands settled on: a customer's from its lines' results, an agent's from its row of the split
 * and its lay-offs' entry.
 */
function drawRows(party: StatementParty, period: StatementPeriod): SQL {
  if ('customerId' in party) {
    return sql`
      SELECT d.id AS draw_id, d.lottery, d.issue, d.draw_at, d.status, d.numbers, d.special, d.settled_at,
        count(*) AS lines, sum(r.amount) AS stake, sum(r.payout) AS payout, sum(r.rebate) AS rebate, sum(r.net) AS net,
        0 AS share, 0 AS agent_rebate, 0 AS layoff, sum(r.net) AS amount
      FROM settled_lines r JOIN draws d ON d.id = r.draw_id AND r.result_version = d.settled_version
      WHERE r.customer_id = ${party.customerId} AND ${inPeriod(period)}
      GROUP BY d.id`;
  }
  // An agent's draws: its part of the split, and its settled lay-offs of the draw's settled version (a draw
  // may have either without the other).
  return sql`
    WITH shares AS (
      SELECT s.draw_id, s.lines, s.stake, s.payout, s.rebate, s.net, s.share, s.agent_rebate
      FROM settlement_shares s JOIN draws d ON d.id = s.draw_id AND s.result_version = d.settled_version
      WHERE s.agent_id = ${party.agentId}
    ), layoffs AS (
      SELECT e.draw_id, sum(e.amount) AS layoff
      FROM ledger_entries e JOIN draws d ON d.id = e.draw_id AND e.result_version = d.settled_version
      WHERE e.agent_id = ${party.agentId} AND e.kind = 'layoff'
      GROUP BY e.draw_id
    )
    SELECT d.id AS draw_id, d.lottery, d.issue, d.draw_at, d.status, d.numbers, d.special, d.settled_at,
      coalesce(s.lines, 0) AS lines, coalesce(s.stake, 0) AS stake, coalesce(s.payout, 0) AS payout, coalesce(s.rebate, 0) AS rebate,
      coalesce(s.net, 0) AS net, coalesce(s.share, 0) AS share, coalesce(s.agent_rebate, 0) AS agent_rebate, coalesce(f.layoff, 0) AS layoff,
      coalesce(s.share + s.agent_rebate, 0) + coalesce(f.layoff, 0) AS amount
    FROM shares s FULL JOIN layoffs f ON f.draw_id = s.draw_id
    JOIN draws d ON d.id = coalesce(s.draw_id, f.draw_id)
    WHERE ${inPeriod(period)}`;
}

const totalsOf = (r: Record<string, unknown>): StatementTotals => ({
  lines: int(r.lines),
  stake: int(r.stake),
  payout: int(r.payout),
  rebate: int(r.rebate),
  net: int(r.net),
  share: int(r.share),
  agentRebate: int(r.agent_rebate),
  layoff: int(r.layoff),
  amount: int(r.amount),
});

const toStatementDraw = (r: Record<string, unknown>): StatementDraw => ({
  drawId: int(r.draw_id),
  lottery: r.lottery as LotteryCode,
  issue: r.issue as string,
  drawAt: iso(r.draw_at)!,
  status: r.status as DrawStatus,
  result: r.numbers ? { numbers: r.numbers as number[], special: r.special === null ? null : int(r.special) } : null,
  settledAt: iso(r.settled_at),
  ...totalsOf(r),
});

const partyEntries = (party: StatementParty) => ('customerId' in party ? sql`customer_id = ${party.customerId}` : sql`agent_id = ${party.agentId}`);

/** Statements (docs/domain/settlement.md#statements). Callers check the party is in their scope first (src/ledger/party.ts). */
export function statementRepository(db: Database) {
  return {
    async draws(party: StatementParty, period: StatementPeriod, page: { page: number; pageSize: number; order?: 'asc' | 'desc' | undefined }, tx: Executor = db) {
      const direction = page.order === 'asc' ? sql`ASC` : sql`DESC`;
      const { rows } = await tx.execute<Record<string, unknown>>(sql`
        SELECT * FROM (${drawRows(party, period)}) r ORDER BY r.draw_at ${direction}, r.draw_id ${direction}
        LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`);
      const { rows: sums } = await tx.execute<Record<string, unknown>>(sql`
        SELECT count(*) AS draws, sum(lines) AS lines, sum(stake) AS stake, sum(payout) AS payout, sum(rebate) AS rebate, sum(net) AS net,
          sum(share) AS share, sum(agent_rebate) AS agent_rebate, sum(layoff) AS layoff, sum(amount) AS amount
        FROM (${drawRows(party, period)}) r`);
      return { list: rows.map(toStatementDraw), total: int(sums[0]?.draws), totals: totalsOf(sums[0] ?? {}) };
    },

    /** Every draw row of the period (for the export): a statement covers a bounded number of draws. */
    async allDraws(party: StatementParty, period: StatementPeriod, tx: Executor = db): Promise<StatementDraw[]> {
      const { rows } = await tx.execute<Record<string, unknown>>(sql`SELECT * FROM (${drawRows(party, period)}) r ORDER BY r.draw_at DESC, r.draw_id DESC LIMIT 10000`);
      return rows.map(toStatementDraw);
    },

    /**
     * Balances around a period. For one draw: before its first entry for the party (or now, when it has
     * none) and that plus the draw's entries. For a range: the entries booked before `from` and before `to`.
     */
    async balances(party: StatementParty, period: StatementPeriod, tx: Executor = db): Promise<{ opening: number; closing: number }> {
      const mine = partyEntries(party);
      if (period.drawId !== undefined) {
        const { rows } = await tx.execute<{ opening: string; draw: string }>(sql`
          WITH first AS (SELECT min(id) AS id FROM ledger_entries WHERE ${mine} AND draw_id = ${period.drawId})
          SELECT
            (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE ${mine} AND (draw_id IS DISTINCT FROM ${period.drawId})
              AND id < coalesce((SELECT id FROM first), 9223372036854775807)) AS opening,
            (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE ${mine} AND draw_id = ${period.drawId}) AS draw`);
        const opening = int(rows[0]?.opening);
        return { opening, closing: opening + int(rows[0]?.draw) };
      }
      const { rows } = await tx.execute<{ opening: string; closing: string }>(sql`
        SELECT
          coalesce(sum(amount) FILTER (WHERE ${period.from ? sql`created_at < ${period.from}` : sql`false`}), 0) AS opening,
          coalesce(sum(amount) FILTER (WHERE ${period.to ? sql`created_at < ${period.to}` : sql`true`}), 0) AS closing
        FROM ledger_entries WHERE ${mine}`);
      return { opening: int(rows[0]?.opening), closing: int(rows[0]?.closing) };
    },

    /** A customer's settled lines of one draw, the first STATEMENT_LINES_SHOWN of them, and how many there are. */
    async lines(customerId: number, drawId: number, limit = STATEMENT_LINES_SHOWN, tx: Executor = db): Promise<{ lines: StatementLine[]; count: number }> {
      const settled = sql`FROM settled_lines r JOIN draws d ON d.id = r.draw_id AND r.result_version = d.settled_version
        JOIN order_lines l ON l.id = r.line_id JOIN orders o ON o.id = l.order_id
        WHERE r.draw_id = ${drawId} AND r.customer_id = ${customerId}`;
      const [{ rows }, { rows: counted }] = await Promise.all([
        tx.execute<Record<string, unknown>>(sql`
          SELECT o.order_no, l.play, l.selection, l.stake, l.combinations, l.amount, l.odds1, l.odds2, l.rebate_bp, r.result, r.payout, r.rebate, r.net
          ${settled} ORDER BY o.id, l.id LIMIT ${limit}`),
        tx.execute<{ n: string }>(sql`SELECT count(*) AS n ${settled}`),
      ]);
      const money = (v: unknown) => (v === null ? null : int(v));
      return {
        count: int(counted[0]?.n),
        lines: rows.map((r) => ({
          orderNo: r.order_no as string,
          play: r.play as string,
          selection: r.selection as string,
          stake: int(r.stake),
          combinations: int(r.combinations),
          amount: int(r.amount),
          odds1: int(r.odds1),
          odds2: r.odds2 === null ? null : int(r.odds2),
          rebateBp: int(r.rebate_bp),
          result: (r.result as string | null) ?? null,
          payout: money(r.payout),
          rebate: money(r.rebate),
          net: money(r.net),
        })),
      };
    },
  };
}
export type StatementRepository = ReturnType<typeof statementRepository>;
