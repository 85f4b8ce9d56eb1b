import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../src/jobs/worker.js';

const SYSTEM = { id: null, name: 'system', requestId: 'job', address: 'local' } as const;

/**
 * Job kinds for the restart test only (job-entry.ts registers them): `test.sleep`
 * waits inside its transaction (pg_sleep) and then writes an audit entry, so a process killed during
 * the wait leaves nothing behind, and a finished run leaves exactly one entry.
 */
export function testJobHandlers(app: FastifyInstance): Record<string, JobHandler> {
  return {
    'test.sleep': async (tx, job) => {
      const seconds = Math.min(Number(job.payload.seconds ?? 1), 60);
      await tx.execute(sql`SELECT pg_sleep(${seconds})`);
      await app.repos.audit.record(SYSTEM, { action: 'job.test', entity: 'job', entityId: job.id, after: { attempt: job.attempts } }, tx);
    },
  };
}
