import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Job, JobListQuery, PageOf } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { jobReason } from '../jobs/reason.js';
import { say, type Say } from '../i18n/say.js';

export const JOBS_CHANNEL = 'drawdesk_jobs';

export type JobRow = typeof jobs.$inferSelect;
/** What a handler gets: the job as claimed (attempts already counts this run). */
export type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'key' | 'payload' | 'attempts' | 'maxAttempts'>;
/**
 * A job to queue. With a `key`, a queued job of that key is moved to this one's time, or (`sooner`) kept at
 * the earlier of the two: a job asked for again and again then still runs when first asked (a debounce).
 */
export type NewJob = { kind: string; payload?: Record<string, unknown>; runAt?: Date; key?: string; maxAttempts?: number; sooner?: boolean };

export const toJob = (row: JobRow): Job => ({
  id: row.id,
  kind: row.kind,
  key: row.key,
  payload: row.payload,
  state: row.state,
  runAt: row.runAt.toISOString(),
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  lockedBy: row.lockedBy,
  lockedUntil: row.lockedUntil?.toISOString() ?? null,
  lastError: row.lastError,
  reason: jobReason(row.reason, row.lastError),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const SORT_COLUMNS = { id: jobs.id, runAt: jobs.runAt, updatedAt: jobs.updatedAt } as const;
const ERROR_MAX = 2000;

const kindIn = (kinds: readonly string[]) => sql`${jobs.kind} IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})`;
/** A job going back to the queue gives up its key when a newer job with that key is queued already. */
const keyIfFree = sql`CASE WHEN EXISTS (SELECT 1 FROM jobs other WHERE other.key = jobs.key AND other.state = 'queued') THEN NULL ELSE jobs.key END`;

export function jobRepository(db: Database) {
  return {
    /**
     * Queues a job; it becomes visible (and wakes the workers) when `tx` commits, so a job
     * never exists without the change that asked for it. A queued job with the same key is moved instead.
     */
    async enqueue(job: NewJob, tx: Executor): Promise<number> {
      const values = { kind: job.kind, key: job.key ?? null, payload: job.payload ?? {}, runAt: job.runAt ?? new Date(), maxAttempts: job.maxAttempts ?? 5 };
      const insert = tx.insert(jobs).values(values);
      const [row] = await (job.key === undefined
        ? insert
        : insert.onConflictDoUpdate({
            target: jobs.key,
            targetWhere: sql`${jobs.state} = 'queued'`,
            set: { runAt: job.sooner ? sql`least(${jobs.runAt}, excluded.run_at)` : values.runAt, payload: values.payload, maxAttempts: values.maxAttempts, updatedAt: sql`now()` },
          })
      ).returning({ id: jobs.id });
      await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
      return row!.id;
    },

    /** Drops a still-queued job by key (a draw removed before it opened); running or finished ones stay. */
    async cancelQueued(key: string, tx: Executor) {
      await tx.delete(jobs).where(and(eq(jobs.key, key), eq(jobs.state, 'queued')));
    },

    /**
     * Takes the next due job of these kinds, or one whose worker's lease ran out (it crashed), and marks
     * it running under this worker's lease. Rows another worker holds are skipped, never waited for.
     */
    async claim(kinds: readonly string[], workerId: string, leaseMs: number, tx: Executor): Promise<ClaimedJob | null> {
      if (kinds.length === 0) return null;
      const { rows } = await tx.execute<{ id: number; kind: string; key: string | null; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(sql`
        UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
        WHERE id = (
          SELECT id FROM jobs
          WHERE ${kindIn(kinds)} AND ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now() AND attempts < max_attempts))
          ORDER BY run_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, key, payload, attempts, max_attempts`);
      const row = rows[0];
      return row ? { id: row.id, kind: row.kind, key: row.key, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts } : null;
    },

    /** Jobs whose worker died during their last allowed attempt: failed, with the reason. */
    async failAbandoned(tx: Executor): Promise<number> {
      const rows = await tx.execute(sql`
        UPDATE jobs SET state = 'failed', locked_by = NULL, locked_until = NULL, finished_at = now(), updated_at = now(),
          last_error = 'The server running it stopped during the last allowed attempt', reason = ${JSON.stringify(say('job.failed.abandoned'))}::jsonb
        WHERE id IN (
          SELECT id FROM jobs WHERE state = 'running' AND locked_until < now() AND attempts >= max_attempts FOR UPDATE SKIP LOCKED
        )`);
      return rows.rowCount ?? 0;
    },

    /** Inside the work transaction: locks the job for the rest of it; false when this worker no longer holds it. */
    async hold(id: number, workerId: string, tx: Executor): Promise<boolean> {
      const rows = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running')))
        .for('update');
      return rows.length === 1;
    },

    async complete(id: number, tx: Executor) {
      await tx
        .update(jobs)
        .set({ state: 'done', lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(jobs.id, id));
    },

    /**
     * After a failed attempt: back to the queue after `retryInMs`, or failed for good when no attempt is left
     * or the failure is `final` (a retry cannot change it). It keeps the error's own text and the reason in words.
     * True when the job is failed now.
     */
    async fail(id: number, workerId: string, failure: { error: string; reason: Say }, retryInMs: number, final: boolean, tx: Executor): Promise<boolean> {
      const over = sql`(${final} OR attempts >= max_attempts)`;
      const { rows } = await tx.execute<{ state: string }>(sql`
        UPDATE jobs SET
          state = CASE WHEN ${over} THEN 'failed' ELSE 'queued' END,
          key = CASE WHEN ${over} THEN key ELSE ${keyIfFree} END,
          finished_at = CASE WHEN ${over} THEN now() END,
          run_at = CASE WHEN ${over} THEN run_at ELSE now() + ${retryInMs} * interval '1 millisecond' END,
          last_error = ${failure.error.slice(0, ERROR_MAX)}, reason = ${JSON.stringify(failure.reason)}::jsonb, locked_by = NULL, locked_until = NULL, updated_at = now()
        WHERE id = ${id} AND locked_by = ${workerId} AND state = 'running'
        RETURNING state`);
      return rows[0]?.state === 'failed';
    },

    /** Milliseconds until the next queued job of these kinds is due (0 when one is due now), or null when none is queued. */
    async msUntilNextDue(kinds: readonly string[], tx: Executor = db): Promise<number | null> {
      if (kinds.length === 0) return null;
      const { rows } = await tx.execute<{ ms: number | null }>(
        sql`SELECT greatest(0, ceil(extract(epoch FROM min(run_at) - now()) * 1000))::float8 AS ms FROM jobs WHERE state = 'queued' AND ${kindIn(kinds)}`,
      );
      return rows[0]?.ms ?? null;
    },

    async findById(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },

    async list(query: JobListQuery, tx: Executor = db): Promise<PageOf<Job>> {
      const filters: (SQL | undefined)[] = [];
      if (query.state) filters.push(eq(jobs.state, query.state));
      if (query.kind) filters.push(eq(jobs.kind, query.kind));
      const where = and(...filters);
      const column = SORT_COLUMNS[query.sort ?? 'id'];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(jobs)
          .where(where)
          .orderBy(direction(column), direction(jobs.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        tx.select({ n: count() }).from(jobs).where(where),
      ]);
      return { list: rows.map(toJob), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** A failed job queued again now, with fresh attempts; null when it is not failed. */
    async retry(id: number, tx: Executor) {
      const { rows } = await tx.execute<{ id: number }>(sql`
        UPDATE jobs SET state = 'queued', key = ${keyIfFree}, attempts = 0, run_at = now(), finished_at = NULL, updated_at = now()
        WHERE id = ${id} AND state = 'failed' RETURNING id`);
      if (rows.length === 0) return null;
      await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, 'retry')`);
      return this.findById(id, tx);
    },
  };
}
export type JobRepository = ReturnType<typeof jobRepository>;
