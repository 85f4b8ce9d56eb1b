import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AutoLayoffListQuery, AutoLayoffRule, PageOf, RiskRule } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { agents, riskKeepRules, riskRules } from '../db/schema.js';
import { inScope, type Scope } from './scope.js';

type RuleRow = typeof riskRules.$inferSelect;
export type RuleValues = Omit<RuleRow, 'updatedAt' | 'version'>;
type KeepRow = typeof riskKeepRules.$inferSelect;
export type KeepValues = Omit<KeepRow, 'id' | 'updatedAt' | 'version'>;

export const toRiskRule = (row: RuleRow): RiskRule => ({
  lottery: row.lottery as RiskRule['lottery'],
  play: row.play,
  basis: row.basis,
  step: row.step,
  drop: row.drop,
  floor: row.floor,
  capPerSelection: row.capPerSelection,
  enabled: row.enabled,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const toKeepRule = ({ rule, agentName }: { rule: KeepRow; agentName: string | null }): AutoLayoffRule => ({
  agentId: rule.agentId,
  agentName,
  play: rule.play,
  keepMax: rule.keepMax,
  counterparty: rule.counterparty,
  ...(rule.upstream === null ? {} : { upstream: rule.upstream }),
  ...(rule.odds === null ? {} : { odds: rule.odds }),
  ...(rule.rebateBp === null ? {} : { rebateBp: rule.rebateBp }),
  enabled: rule.enabled,
  updatedBy: rule.updatedBy,
  updatedAt: rule.updatedAt.toISOString(),
  version: rule.version,
});

const partyIs = (agentId: number | null) => (agentId === null ? isNull(riskKeepRules.agentId) : eq(riskKeepRules.agentId, agentId));

/**
 * The risk desk's rules: a lottery's odds drop and cap per play (the company's, read by everyone, written by
 * Admins), and the keep-at-most rules of automatic lay-off per party and play, reached through
 * `scoped(scope)`: the company's (no agent) are an Admin's, an agent's are its subtree's Users'.
 */
export function riskRuleRepository(db: Database) {
  return {
    async rulesOf(lottery: string, tx: Executor = db): Promise<RiskRule[]> {
      return (await tx.select().from(riskRules).where(eq(riskRules.lottery, lottery)).orderBy(asc(riskRules.play))).map(toRiskRule);
    },

    async rule(lottery: string, play: string, tx: Executor = db, lock = false): Promise<RiskRule | null> {
      const query = tx.select().from(riskRules).where(and(eq(riskRules.lottery, lottery), eq(riskRules.play, play)));
      const [row] = lock ? await query.for('update') : await query;
      return row ? toRiskRule(row) : null;
    },

    /** A lottery's rules for these plays (an order's), by play. */
    async rulesFor(lottery: string, plays: readonly string[], tx: Executor = db): Promise<Map<string, RiskRule>> {
      if (plays.length === 0) return new Map();
      const rows = await tx.select().from(riskRules).where(and(eq(riskRules.lottery, lottery), inArray(riskRules.play, [...plays])));
      return new Map(rows.map((row) => [row.play, toRiskRule(row)]));
    },

    /** A new rule; null when the lottery already has one for the play (someone saved it first). */
    async insertRule(values: RuleValues, tx: Executor): Promise<RiskRule | null> {
      const [row] = await tx.insert(riskRules).values(values).onConflictDoNothing().returning();
      return row ? toRiskRule(row) : null;
    },

    /** The rule changed at the version the caller read; null when someone changed it first. */
    async updateRule(values: RuleValues, version: number, tx: Executor): Promise<RiskRule | null> {
      const { lottery, play, ...change } = values;
      const [row] = await tx
        .update(riskRules)
        .set({ ...change, updatedAt: sql`now()`, version: sql`${riskRules.version} + 1` })
        .where(and(eq(riskRules.lottery, lottery), eq(riskRules.play, play), eq(riskRules.version, version)))
        .returning();
      return row ? toRiskRule(row) : null;
    },

    scoped(scope: Scope) {
      const visible = inScope(scope, riskKeepRules.agentId);
      const labelled = (tx: Executor) =>
        tx.select({ rule: riskKeepRules, agentName: agents.name }).from(riskKeepRules).leftJoin(agents, eq(agents.id, riskKeepRules.agentId));
      return {
        async list(query: AutoLayoffListQuery, tx: Executor = db): Promise<PageOf<AutoLayoffRule>> {
          const filters: (SQL | undefined)[] = [visible];
          if (query.agentId !== undefined) filters.push(partyIs(query.agentId));
          if (query.play) filters.push(eq(riskKeepRules.play, query.play));
          const where = and(...filters);
          const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
          const [rows, [total]] = await Promise.all([
            labelled(tx)
              .where(where)
              .orderBy(sql`${riskKeepRules.play} ${direction}`, sql`${riskKeepRules.agentId} ASC NULLS FIRST`)
              .limit(query.pageSize)
              .offset((query.page - 1) * query.pageSize),
            tx.select({ n: count() }).from(riskKeepRules).where(where),
          ]);
          return { list: rows.map(toKeepRule), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
        },

        async find(agentId: number | null, play: string, tx: Executor = db, lock = false): Promise<AutoLayoffRule | null> {
          const query = labelled(tx).where(and(visible, partyIs(agentId), eq(riskKeepRules.play, play)));
          const [row] = lock ? await query.for('update', { of: riskKeepRules }) : await query;
          return row ? toKeepRule(row) : null;
        },
      };
    },

    /** A party's new rule for a play; null when it has one already. */
    async insertKeep(values: KeepValues, tx: Executor): Promise<boolean> {
      const rows = await tx.insert(riskKeepRules).values(values).onConflictDoNothing().returning({ id: riskKeepRules.id });
      return rows.length === 1;
    },

    async updateKeep(values: KeepValues, version: number, tx: Executor): Promise<boolean> {
      const { agentId, play, ...change } = values;
      const rows = await tx
        .update(riskKeepRules)
        .set({ ...change, updatedAt: sql`now()`, version: sql`${riskKeepRules.version} + 1` })
        .where(and(partyIs(agentId), eq(riskKeepRules.play, play), eq(riskKeepRules.version, version)))
        .returning({ id: riskKeepRules.id });
      return rows.length === 1;
    },
  };
}
export type RiskRuleRepository = ReturnType<typeof riskRuleRepository>;
