import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client.js';
import type { ClaimedJob, JobRepository } from '../repositories/jobs.js';
import { describeFailure, failureText, isDeterministic } from './failure.js';
import type { Say } from '../i18n/say.js';

/**
 * The work of one job kind. It runs inside the transaction that also marks the job done, so the
 * work and the completion commit together (or neither does, and the job runs again).
 */
export type JobHandler = (tx: Transaction, job: ClaimedJob) => Promise<void>;
/** Told when a job fails for good (bad data at once, or its last attempt), with the reason in words it keeps and the error. */
export type FailureHandler = (job: ClaimedJob, reason: Say, error: unknown) => Promise<void>;

export type WorkerTiming = {
  /** The polling fallback: how long an idle worker sleeps when no notification wakes it. */
  pollMs: number;
  /** How long a claim protects a job from other workers before its transaction holds the row (a crash in between frees it after this). */
  leaseMs: number;
  /** The first retry waits this long; each further one twice as long, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
};

export const DEFAULT_TIMING: WorkerTiming = { pollMs: 2_000, leaseMs: 10_000, backoffMs: 5_000, maxBackoffMs: 10 * 60_000 };

/** Exponential backoff after the n-th failed attempt (n >= 1). */
export const backoffAfter = (attempt: number, timing: Pick<WorkerTiming, 'backoffMs' | 'maxBackoffMs'>) =>
  Math.min(timing.backoffMs * 2 ** Math.min(attempt - 1, 30), timing.maxBackoffMs);

export type JobWorker = {
  readonly id: string;
  /** Adds the handler of a kind; this instance then claims jobs of that kind. */
  register(kind: string, handler: JobHandler): void;
  kinds(): string[];
  /** A notification arrived (or something was queued here): look for due work now. */
  wake(): void;
  start(): void;
  /** Stops claiming and waits for the job in hand to finish. */
  stop(): Promise<void>;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

/**
 * One worker per server instance: it runs one job at a time, claimed with FOR UPDATE SKIP LOCKED. A failure
 * is retried with backoff, unless it is deterministic (bad data: src/jobs/failure.ts), which fails the job
 * at once; a job failed for good goes to `failed` (its handler hears of it).
 */
export function createWorker(db: Database, repo: JobRepository, log: FastifyBaseLogger, timing: WorkerTiming, failed?: FailureHandler): JobWorker {
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  let stopping = false;
  let woken = false;
  let interrupt: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      }
      interrupt = done;
    });

  /** Claims and runs one due job; false when there was none. */
  async function runOne(): Promise<boolean> {
    const kinds = [...handlers.keys()];
    await repo.failAbandoned(db);
    const job = await repo.claim(kinds, id, timing.leaseMs, db);
    if (!job) return false;
    const handler = handlers.get(job.kind)!;
    try {
      await db.transaction(async (tx) => {
        // Another worker took it over (our lease ran out before we got here): its run counts, not ours.
        if (!(await repo.hold(job.id, id, tx))) return;
        await handler(tx, job);
        await repo.complete(job.id, tx);
      });
    } catch (error) {
      const final = isDeterministic(error);
      // The error's own text for engineers (the row and the log), the reason in words for the Admins (jobs page, todo).
      const failure = { error: final ? describeFailure(error) : messageOf(error), reason: failureText(error) };
      log.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts, final }, 'job failed');
      if (await repo.fail(job.id, id, failure, backoffAfter(job.attempts, timing), final, db)) await failed?.(job, failure.reason, error);
    }
    return true;
  }

  async function run() {
    while (!stopping) {
      woken = false;
      try {
        if (await runOne()) continue;
        const due = await repo.msUntilNextDue([...handlers.keys()]);
        await pause(due === null ? timing.pollMs : Math.min(due, timing.pollMs));
      } catch (error) {
        // The database is away or a statement failed: keep the worker alive and try again later.
        if (!stopping) log.error({ err: error }, 'job worker: cannot reach the jobs table');
        await pause(timing.pollMs);
      }
    }
  }

  return {
    id,
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
      handlers.set(kind, handler);
    },
    kinds: () => [...handlers.keys()],
    wake() {
      woken = true;
      interrupt?.();
    },
    start() {
      loop ??= run();
    },
    async stop() {
      stopping = true;
      interrupt?.();
      await loop;
    },
  };
}
