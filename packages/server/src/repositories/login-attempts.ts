import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

export type FailureCounts = { lastQuarterHour: number; lastHour: number; latest: Date | null; oldestInHour: Date | null };

/** Failed logins per key ("account:<name>" or "address:<ip>"), kept in the database so every instance sees them. */
export function loginAttemptRepository(db: Database) {
  return {
    /** Failures of the last hour, leaving out the caller's own attempts (`except`). */
    async failures(key: string, except: number[] = [], tx: Executor = db): Promise<FailureCounts> {
      const [row] = await tx
        .select({
          lastQuarterHour: sql<number>`count(*) FILTER (WHERE ${loginAttempts.at} > now() - interval '15 minutes')::int`,
          lastHour: sql<number>`count(*)::int`,
          latest: sql<string | null>`max(${loginAttempts.at})`,
          oldestInHour: sql<string | null>`min(${loginAttempts.at})`,
        })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, sql`now() - interval '1 hour'`), except.length > 0 ? notInArray(loginAttempts.id, except) : undefined));
      return {
        lastQuarterHour: row?.lastQuarterHour ?? 0,
        lastHour: row?.lastHour ?? 0,
        latest: row?.latest ? new Date(row.latest) : null,
        oldestInHour: row?.oldestInHour ? new Date(row.oldestInHour) : null,
      };
    },
    /**
     * Records an attempt as a failure before the password is checked, committed at once: attempts
     * at the same moment each see the others, so no more than the threshold get to be verified.
     */
    async begin(keys: string[], tx: Executor): Promise<number[]> {
      const rows = await tx.insert(loginAttempts).values(keys.map((key) => ({ key }))).returning({ id: loginAttempts.id });
      return rows.map((row) => row.id);
    },
    /** Takes back an attempt that turned out not to be a failure (throttled, or the right password). */
    async forget(ids: number[], tx: Executor) {
      await tx.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
    },
    async clear(key: string, tx: Executor) {
      await tx.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },
  };
}
export type LoginAttemptRepository = ReturnType<typeof loginAttemptRepository>;
