import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnalysisStrategy, PageOf, Strategy, StrategyListQuery } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { agents, analysisStrategies } from '../db/schema.js';
import { likePattern } from '../db/like.js';
import { inScope, type Scope } from './scope.js';

export type StrategyRow = typeof analysisStrategies.$inferSelect;
export type StrategyValues = { name: string; strategy: Strategy; agentId: number | null };

const toStrategy = (row: StrategyRow, agentName: string | null): AnalysisStrategy => ({
  id: row.id,
  name: row.name,
  strategy: row.strategy,
  agentId: row.agentId,
  agentName,
  createdBy: row.createdByName,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const SORT_COLUMNS = { id: analysisStrategies.id, name: analysisStrategies.name } as const;

/**
 * Saved strategies. A User reads the company's (no agent) and its subtree's, and writes only its
 * subtree's (`writable`); an Admin reads and writes all.
 */
export function strategyRepository(db: Database) {
  return {
    scoped(scope: Scope) {
      const readable = scope.kind === 'all' ? sql`true` : or(isNull(analysisStrategies.agentId), inScope(scope, analysisStrategies.agentId))!;
      const writable = inScope(scope, analysisStrategies.agentId);

      return {
        async list(query: StrategyListQuery, tx: Executor = db): Promise<PageOf<AnalysisStrategy>> {
          const filters: (SQL | undefined)[] = [readable];
          if (query.keyword) filters.push(ilike(analysisStrategies.name, likePattern(query.keyword)));
          const where = and(...filters);
          const direction = query.order === 'asc' ? asc : desc;
          const [rows, [total]] = await Promise.all([
            tx
              .select({ row: analysisStrategies, agentName: agents.name })
              .from(analysisStrategies)
              .leftJoin(agents, eq(agents.id, analysisStrategies.agentId))
              .where(where)
              .orderBy(direction(SORT_COLUMNS[query.sort ?? 'id']), direction(analysisStrategies.id))
              .limit(query.pageSize)
              .offset((query.page - 1) * query.pageSize),
            tx.select({ n: count() }).from(analysisStrategies).where(where),
          ]);
          return { list: rows.map(({ row, agentName }) => toStrategy(row, agentName)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
        },

        /** A strategy the caller may run. */
        async findReadable(id: number, tx: Executor = db): Promise<StrategyRow | null> {
          const [row] = await tx.select().from(analysisStrategies).where(and(eq(analysisStrategies.id, id), readable));
          return row ?? null;
        },

        /** A strategy the caller may change, locked. */
        async findWritable(id: number, tx: Executor): Promise<StrategyRow | null> {
          const [row] = await tx.select().from(analysisStrategies).where(and(eq(analysisStrategies.id, id), writable)).for('update');
          return row ?? null;
        },

        async view(id: number, tx: Executor = db): Promise<AnalysisStrategy> {
          const [found] = await tx
            .select({ row: analysisStrategies, agentName: agents.name })
            .from(analysisStrategies)
            .leftJoin(agents, eq(agents.id, analysisStrategies.agentId))
            .where(eq(analysisStrategies.id, id));
          return toStrategy(found!.row, found!.agentName);
        },

        async insert(values: StrategyValues, by: { userId: number; username: string }, tx: Executor): Promise<StrategyRow> {
          const [row] = await tx.insert(analysisStrategies).values({ ...values, createdBy: by.userId, createdByName: by.username }).returning();
          return row!;
        },

        /** Applies a change only at the version the caller read; null when someone else changed it first. */
        async update(id: number, version: number, values: StrategyValues, tx: Executor): Promise<StrategyRow | null> {
          const [row] = await tx
            .update(analysisStrategies)
            .set({ ...values, updatedAt: sql`now()`, version: sql`${analysisStrategies.version} + 1` })
            .where(and(eq(analysisStrategies.id, id), eq(analysisStrategies.version, version), writable))
            .returning();
          return row ?? null;
        },

        async remove(id: number, tx: Executor): Promise<StrategyRow | null> {
          const [row] = await tx.delete(analysisStrategies).where(and(eq(analysisStrategies.id, id), writable)).returning();
          return row ?? null;
        },
      };
    },
  };
}
export type StrategyRepository = ReturnType<typeof strategyRepository>;
