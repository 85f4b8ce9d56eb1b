import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExportOf, Layoff, LayoffListQuery, LayoffTerms, PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { agents, draws, layoffs } from '../db/schema.js';
import { inScope, type Scope } from './scope.js';

export type LayoffRow = typeof layoffs.$inferSelect;
export type LayoffValues = Pick<LayoffRow, 'drawId' | 'agentId' | 'play' | 'selection' | 'stake' | 'odds' | 'odds2' | 'rebateBp' | 'upstream' | 'note'> & { analysisId?: number | null };

/** The agent that carries a lay-off to the upline. */
const upline = alias(agents, 'upline');
const listed = { layoff: layoffs, lottery: draws.lottery, issue: draws.issue, agentName: agents.name, uplineAgentName: upline.name };
type Listed = { layoff: LayoffRow; lottery: string; issue: string; agentName: string | null; uplineAgentName: string | null };

const toLayoff = ({ layoff, lottery, issue, agentName, uplineAgentName }: Listed): Layoff => ({
  id: layoff.id,
  drawId: layoff.drawId,
  lottery: lottery as Layoff['lottery'],
  issue,
  agentId: layoff.agentId,
  agentName,
  play: layoff.play,
  selection: layoff.selection,
  stake: layoff.stake,
  odds: layoff.odds,
  odds2: layoff.odds2,
  rebateBp: layoff.rebateBp,
  upstream: layoff.upstream,
  status: layoff.status,
  analysisId: layoff.analysisId,
  orderId: layoff.orderId,
  toUpline: layoff.toUpline,
  uplineAgentId: layoff.uplineAgentId,
  uplineAgentName,
  note: layoff.note,
  createdBy: layoff.createdByName,
  createdAt: layoff.createdAt.toISOString(),
  updatedAt: layoff.updatedAt.toISOString(),
  version: layoff.version,
});

const SORT_COLUMNS = { id: layoffs.id, stake: layoffs.stake } as const;

/**
 * Lay-offs (docs/domain/analysis.md#lay-offs), reached through `scoped(scope)`: the company's (no agent) are an Admin's,
 * an agent's are seen by the Users of its subtree and above.
 */
export function layoffRepository(db: Database) {
  const withLabels = (tx: Executor) =>
    tx
      .select(listed)
      .from(layoffs)
      .innerJoin(draws, eq(draws.id, layoffs.drawId))
      .leftJoin(agents, eq(agents.id, layoffs.agentId))
      .leftJoin(upline, eq(upline.id, layoffs.uplineAgentId));

  return {
    scoped(scope: Scope) {
      const visible = inScope(scope, layoffs.agentId);
      const filtered = (query: ExportOf<LayoffListQuery>) => {
        const filters: (SQL | undefined)[] = [visible];
        if (query.drawId) filters.push(eq(layoffs.drawId, query.drawId));
        if (query.status) filters.push(eq(layoffs.status, query.status));
        if (query.analysisId) filters.push(eq(layoffs.analysisId, query.analysisId));
        return and(...filters);
      };
      const ordered = (query: ExportOf<LayoffListQuery>) => {
        const direction = query.order === 'asc' ? asc : desc;
        return [direction(SORT_COLUMNS[query.sort ?? 'id']), direction(layoffs.id)];
      };

      return {
        async list(query: LayoffListQuery, tx: Executor = db): Promise<PageOf<Layoff>> {
          const where = filtered(query);
          const [rows, [total]] = await Promise.all([
            withLabels(tx).where(where).orderBy(...ordered(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
            tx.select({ n: count() }).from(layoffs).where(where),
          ]);
          return { list: rows.map(toLayoff), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
        },

        exportQuery(query: ExportOf<LayoffListQuery>, tx: Executor = db) {
          return tx.select().from(layoffs).where(filtered(query)).orderBy(...ordered(query));
        },

        async findById(id: number, tx: Executor = db, lock = false): Promise<LayoffRow | null> {
          const query = tx.select().from(layoffs).where(and(eq(layoffs.id, id), visible));
          const [row] = lock ? await query.for('update') : await query;
          return row ?? null;
        },

        async view(id: number, tx: Executor = db): Promise<Layoff> {
          const [row] = await withLabels(tx).where(eq(layoffs.id, id));
          return toLayoff(row!);
        },

        async views(ids: readonly number[], tx: Executor = db): Promise<Layoff[]> {
          if (ids.length === 0) return [];
          return (await withLabels(tx).where(inArray(layoffs.id, [...ids])).orderBy(asc(layoffs.id))).map(toLayoff);
        },
      };
    },

    async insert(values: readonly LayoffValues[], by: { userId: number; username: string }, tx: Executor): Promise<LayoffRow[]> {
      if (values.length === 0) return [];
      return tx
        .insert(layoffs)
        .values(values.map((v) => ({ ...v, createdBy: by.userId, createdByName: by.username })))
        .returning();
    },

    /** A planned lay-off changed at the version the caller read; null when it moved on or someone changed it first. */
    async updatePlanned(id: number, version: number, values: LayoffValues, tx: Executor) {
      const [row] = await tx
        .update(layoffs)
        .set({ ...values, updatedAt: sql`now()`, version: sql`${layoffs.version} + 1` })
        .where(and(eq(layoffs.id, id), eq(layoffs.version, version), eq(layoffs.status, 'planned')))
        .returning();
      return row ?? null;
    },

    async place(id: number, version: number, tx: Executor) {
      const [row] = await tx
        .update(layoffs)
        .set({ status: 'placed', updatedAt: sql`now()`, version: sql`${layoffs.version} + 1` })
        .where(and(eq(layoffs.id, id), eq(layoffs.version, version), eq(layoffs.status, 'planned')))
        .returning();
      return row ?? null;
    },

    /** Whether an order's automatic lay-offs of one party are still planned (some not placed yet). */
    async plannedOfOrder(orderId: number, agentId: number | null, tx: Executor): Promise<boolean> {
      const rows = await tx
        .select({ id: layoffs.id })
        .from(layoffs)
        .where(and(eq(layoffs.orderId, orderId), agentId === null ? isNull(layoffs.agentId) : eq(layoffs.agentId, agentId), eq(layoffs.status, 'planned')))
        .limit(1);
      return rows.length > 0;
    },

    async removePlanned(id: number, tx: Executor) {
      const [row] = await tx.delete(layoffs).where(and(eq(layoffs.id, id), eq(layoffs.status, 'planned'))).returning();
      return row ?? null;
    },

    /**
     * An owner's lay-offs on a draw (every status) entered by hand or from a run, but `except`: what a new or
     * changed one adds to (automatic lay-offs are bounded by the orders that make them). The caller holds the
     * draw's lay-off lock. At most `limit` rows.
     */
    async ownedOn(drawId: number, agentId: number | null, except: number | null, limit: number, tx: Executor) {
      return tx
        .select({ play: layoffs.play, selection: layoffs.selection, stake: layoffs.stake, odds: layoffs.odds, odds2: layoffs.odds2 })
        .from(layoffs)
        .where(
          and(
            eq(layoffs.drawId, drawId),
            agentId === null ? isNull(layoffs.agentId) : eq(layoffs.agentId, agentId),
            isNull(layoffs.orderId),
            except === null ? undefined : sql`${layoffs.id} <> ${except}`,
          ),
        )
        .limit(limit);
    },

    /** The placed (and settled) lay-offs of one scope on a draw: analysis counts them as the scope's own positions. */
    async placedOf(drawId: number, agentId: number | null, tx: Executor = db): Promise<LayoffTerms[]> {
      const rows = await tx
        .select({ play: layoffs.play, selection: layoffs.selection, stake: layoffs.stake, odds: layoffs.odds, odds2: layoffs.odds2, rebateBp: layoffs.rebateBp })
        .from(layoffs)
        .where(and(eq(layoffs.drawId, drawId), agentId === null ? isNull(layoffs.agentId) : eq(layoffs.agentId, agentId), inArray(layoffs.status, ['placed', 'settled'])))
        .orderBy(asc(layoffs.id));
      return rows.map(({ odds2, ...terms }) => (odds2 === null ? terms : { ...terms, odds2 }));
    },
  };
}
export type LayoffRepository = ReturnType<typeof layoffRepository>;
