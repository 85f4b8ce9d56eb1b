import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { CoverageAlert, OppositeAlert } from '@drawdesk/contracts';
import type { FarmingLine } from '@drawdesk/lottery';
import type { Database, Executor } from '../db/client.js';
import { customers, riskAlerts, riskFarmingChecks } from '../db/schema.js';
import { subtreeIds, type Scope } from './scope.js';

export type AlertEvidence = CoverageAlert | OppositeAlert;
export type FoundAlert = { fingerprint: string; kind: AlertEvidence['kind']; play: string; customerIds: number[]; evidence: AlertEvidence; weight: number };

/** Flags a desk lists at most (the farming check reports 100 at most per run; older unresolved ones stay). */
const LISTED_MAX = 200;

/**
 * Rebate-farming flags (对刷) of a draw, kept by its check: found again, a flag's evidence is brought up to
 * date; no longer found, it is resolved (kept: the Admins were told). A User sees the flags whose customers
 * are all in its subtree.
 */
export function riskAlertRepository(db: Database) {
  return {
    /** A draw's accepted single-combination lines per customer, selection and odds, as the farming check reads them. */
    async farmingLines(drawId: number, tx: Executor = db): Promise<FarmingLine[]> {
      const { rows } = await tx.execute<{ customer: number; play: string; selection: string; amount: string; odds1: number; odds2: number | null }>(sql`
        SELECT o.customer_id AS customer, l.play, l.selection, sum(l.amount) AS amount, l.odds1, l.odds2
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.draw_id = ${drawId} AND o.status IN ('accepted', 'settled') AND l.combinations = 1
        GROUP BY 1, 2, 3, 5, 6`);
      return rows.map((row) => ({
        customer: String(row.customer),
        play: row.play,
        selection: row.selection,
        amount: Number(row.amount),
        odds: row.odds2 === null ? [row.odds1] : [row.odds1, row.odds2],
      }));
    },

    async customerLabels(ids: readonly number[], tx: Executor = db): Promise<Map<number, { code: string; name: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.select({ id: customers.id, code: customers.code, name: customers.name }).from(customers).where(inArray(customers.id, [...ids]));
      return new Map(rows.map((row) => [row.id, { code: row.code, name: row.name }]));
    },

    /**
     * Stores a check's flags: new ones inserted, known ones updated (and unresolved), the draw's others
     * resolved. Returns the flags seen for the first time.
     */
    async record(drawId: number, found: readonly FoundAlert[], check: { lines: number; truncated: boolean }, tx: Executor): Promise<FoundAlert[]> {
      const fresh: FoundAlert[] = [];
      for (const flag of found) {
        const { rows } = await tx.execute<{ inserted: boolean }>(sql`
          INSERT INTO risk_alerts (draw_id, fingerprint, kind, play, customer_ids, evidence, weight)
          VALUES (${drawId}, ${flag.fingerprint}, ${flag.kind}, ${flag.play}, ${`{${flag.customerIds.join(',')}}`}::int[], ${JSON.stringify(flag.evidence)}::jsonb, ${flag.weight})
          ON CONFLICT (draw_id, fingerprint) DO UPDATE SET evidence = excluded.evidence, weight = excluded.weight, last_seen_at = now(), resolved_at = NULL
          RETURNING (xmax = 0) AS inserted`);
        if (rows[0]?.inserted) fresh.push(flag);
      }
      const seen = found.map((flag) => flag.fingerprint);
      await tx
        .update(riskAlerts)
        .set({ resolvedAt: sql`now()` })
        .where(and(eq(riskAlerts.drawId, drawId), isNull(riskAlerts.resolvedAt), seen.length > 0 ? notInArray(riskAlerts.fingerprint, seen) : undefined));
      await tx
        .insert(riskFarmingChecks)
        .values({ drawId, lines: check.lines, truncated: check.truncated })
        .onConflictDoUpdate({ target: riskFarmingChecks.drawId, set: { checkedAt: sql`now()`, lines: check.lines, truncated: check.truncated } });
      return fresh;
    },

    /** The unresolved flags of a draw in the scope, the biggest first, and the draw's latest check. */
    async current(drawId: number, scope: Scope, tx: Executor = db) {
      const visible =
        scope.kind === 'all' ? sql`true` : scope.agentId === null ? sql`false` : sql`${riskAlerts.customerIds} <@ ARRAY(SELECT id FROM customers WHERE agent_id IN ${subtreeIds(scope.agentId)})`;
      const [rows, [check]] = await Promise.all([
        tx
          .select({ evidence: riskAlerts.evidence })
          .from(riskAlerts)
          .where(and(eq(riskAlerts.drawId, drawId), isNull(riskAlerts.resolvedAt), visible))
          .orderBy(desc(riskAlerts.weight), desc(riskAlerts.id))
          .limit(LISTED_MAX),
        tx.select().from(riskFarmingChecks).where(eq(riskFarmingChecks.drawId, drawId)),
      ]);
      return { flags: rows.map((row) => row.evidence), truncated: rows.length === LISTED_MAX || (check?.truncated ?? false), checkedAt: check?.checkedAt ?? null };
    },
  };
}
export type RiskAlertRepository = ReturnType<typeof riskAlertRepository>;
