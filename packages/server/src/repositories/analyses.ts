import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Analysis, AnalysisDetail, AnalysisListQuery, AnalysisResult, AnalysisStatus, ExportOf, PageOf, Strategy } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { agents, analyses, draws, jobs, lotteries } from '../db/schema.js';
import { inScope, type Scope } from './scope.js';
import type { Bilingual } from '@drawdesk/contracts';
import { inBoth, say } from '../i18n/say.js';

export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysis = {
  drawId: number;
  strategyName: string | null;
  strategy: Strategy | null;
  agentId: number | null;
  share: 'kept' | 'gross';
  createdBy: number;
  createdByName: string;
};
/** What a finished run stores: its result, or why it failed. */
export type Outcome = { result: AnalysisResult; lines: number; maxLossBefore: number; maxLossAfter: number } | { error: Bilingual };

const listed = {
  analysis: analyses,
  lottery: draws.lottery,
  issue: draws.issue,
  game: lotteries.game,
  scopeName: agents.name,
  jobState: jobs.state,
};
type Listed = { analysis: AnalysisRow; lottery: string; issue: string; game: string; scopeName: string | null; jobState: string | null };

/** A queued run is running while its job is; a job that gave up fails the run with the job's error. */
function statusOf(row: Listed): { status: AnalysisStatus; error: Bilingual | null } {
  const { analysis, jobState } = row;
  if (analysis.status !== 'queued') return { status: analysis.status, error: analysis.error };
  if (jobState === 'running') return { status: 'running', error: null };
  if (jobState === 'failed') return { status: 'failed', error: inBoth(say('analysis.jobFailed')) };
  return { status: 'queued', error: null };
}

export const toAnalysis = (row: Listed): Analysis => {
  const { analysis } = row;
  return {
    id: analysis.id,
    drawId: analysis.drawId,
    lottery: row.lottery as Analysis['lottery'],
    issue: row.issue,
    game: row.game,
    strategyName: analysis.strategyName,
    strategy: analysis.strategy,
    scope: { agentId: analysis.agentId, share: analysis.share },
    scopeName: row.scopeName,
    ...statusOf(row),
    lines: analysis.lines,
    maxLossBefore: analysis.maxLossBefore,
    maxLossAfter: analysis.maxLossAfter,
    createdBy: analysis.createdByName,
    createdAt: analysis.createdAt.toISOString(),
    finishedAt: analysis.finishedAt?.toISOString() ?? null,
    durationMs: analysis.durationMs,
    applied: analysis.appliedAt !== null,
  };
};

const SORT_COLUMNS = { id: analyses.id, createdAt: analyses.createdAt } as const;

/**
 * Analysis runs, reached through `scoped(scope)`: a run belongs to the agent whose part of the book it
 * analysed (none: the company's), and a User reaches the runs of its agent's subtree only.
 */
export function analysisRepository(db: Database) {
  const withLabels = (tx: Executor) =>
    tx
      .select(listed)
      .from(analyses)
      .innerJoin(draws, eq(draws.id, analyses.drawId))
      .innerJoin(lotteries, eq(lotteries.code, draws.lottery))
      .leftJoin(agents, eq(agents.id, analyses.agentId))
      .leftJoin(jobs, eq(jobs.id, analyses.jobId));

  return {
    scoped(scope: Scope) {
      const visible = inScope(scope, analyses.agentId);
      const filtered = (query: ExportOf<AnalysisListQuery>) => {
        const filters: (SQL | undefined)[] = [visible];
        if (query.drawId) filters.push(eq(analyses.drawId, query.drawId));
        if (query.status === 'running') filters.push(and(eq(analyses.status, 'queued'), eq(jobs.state, 'running')));
        else if (query.status === 'queued') filters.push(and(eq(analyses.status, 'queued'), sql`coalesce(${jobs.state}, 'queued') = 'queued'`));
        else if (query.status === 'failed') filters.push(sql`(${analyses.status} = 'failed' OR (${analyses.status} = 'queued' AND ${jobs.state} = 'failed'))`);
        else if (query.status) filters.push(eq(analyses.status, query.status));
        return and(...filters);
      };
      const ordered = (query: ExportOf<AnalysisListQuery>) => {
        const direction = query.order === 'asc' ? asc : desc;
        return [direction(SORT_COLUMNS[query.sort ?? 'id']), direction(analyses.id)];
      };

      return {
        async list(query: AnalysisListQuery, tx: Executor = db): Promise<PageOf<Analysis>> {
          const where = filtered(query);
          const [rows, [total]] = await Promise.all([
            withLabels(tx).where(where).orderBy(...ordered(query)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
            tx.select({ n: count() }).from(analyses).leftJoin(jobs, eq(jobs.id, analyses.jobId)).where(where),
          ]);
          return { list: rows.map(toAnalysis), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
        },

        /** The export's rows: the table's columns in order, without the stored results (they are read one by one). */
        exportQuery(query: ExportOf<AnalysisListQuery>, tx: Executor = db) {
          return tx
            .select({ ...getTableColumns(analyses), result: sql<null>`null` })
            .from(analyses)
            .leftJoin(jobs, eq(jobs.id, analyses.jobId))
            .where(filtered(query))
            .orderBy(...ordered(query));
        },

        async detail(id: number, tx: Executor = db): Promise<AnalysisDetail | null> {
          const [row] = await withLabels(tx).where(and(eq(analyses.id, id), visible));
          return row ? { ...toAnalysis(row), result: row.analysis.result } : null;
        },

        async findById(id: number, tx: Executor = db, lock = false): Promise<AnalysisRow | null> {
          const query = tx.select().from(analyses).where(and(eq(analyses.id, id), visible));
          const [row] = lock ? await query.for('update') : await query;
          return row ?? null;
        },

        async remove(id: number, tx: Executor) {
          const [row] = await tx.delete(analyses).where(and(eq(analyses.id, id), visible)).returning();
          return row ?? null;
        },
      };
    },

    async insert(values: NewAnalysis, tx: Executor): Promise<AnalysisRow> {
      const [row] = await tx.insert(analyses).values(values).returning();
      return row!;
    },

    async setJob(id: number, jobId: number, tx: Executor) {
      await tx.update(analyses).set({ jobId }).where(eq(analyses.id, id));
    },

    /** The run the job works on, locked; null once it is finished (a job run twice does its work once). */
    async queued(id: number, tx: Executor): Promise<AnalysisRow | null> {
      const [row] = await tx.select().from(analyses).where(and(eq(analyses.id, id), eq(analyses.status, 'queued'))).for('update');
      return row ?? null;
    },

    /** Stores the result (or the failure) and how long it took from the moment it was queued. */
    async finish(id: number, outcome: Outcome, tx: Executor) {
      const common = { finishedAt: sql`clock_timestamp()`, durationMs: sql`(extract(epoch from clock_timestamp() - ${analyses.createdAt}) * 1000)::int` };
      const values = 'error' in outcome ? { ...common, status: 'failed' as const, error: outcome.error } : { ...common, status: 'done' as const, ...outcome };
      const [row] = await tx.update(analyses).set(values).where(eq(analyses.id, id)).returning();
      return row!;
    },

    /** Marks a run's suggestions applied; false when they already were (the lay-offs are made once). */
    async markApplied(id: number, tx: Executor): Promise<boolean> {
      const rows = await tx.update(analyses).set({ appliedAt: sql`now()` }).where(and(eq(analyses.id, id), sql`${analyses.appliedAt} IS NULL`)).returning({ id: analyses.id });
      return rows.length === 1;
    },
  };
}
export type AnalysisRepository = ReturnType<typeof analysisRepository>;
