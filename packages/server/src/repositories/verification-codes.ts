import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { verificationCodes } from '../db/schema.js';

export function verificationCodeRepository(db: Database) {
  return {
    /** How many codes went to this number in the last day, and how long ago the latest one went. */
    async recent(phoneNumber: string, tx: Executor = db) {
      const [row] = await tx
        .select({
          lastDay: sql<number>`count(*)::int`,
          secondsSinceLatest: sql<number | null>`extract(epoch FROM now() - max(${verificationCodes.createdAt}))::float8`,
        })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.phoneNumber, phoneNumber), gt(verificationCodes.createdAt, sql`now() - interval '1 day'`)));
      return { lastDay: row?.lastDay ?? 0, secondsSinceLatest: row?.secondsSinceLatest ?? null };
    },
    async insert(phoneNumber: string, codeHash: string, validSeconds: number, tx: Executor = db) {
      await tx.insert(verificationCodes).values({
        phoneNumber,
        codeHash,
        expiresAt: sql`now() + make_interval(secs => ${validSeconds})`,
      });
    },
    /** The newest unused, unexpired code of a number, locked for the caller's transaction. */
    async latestUsable(phoneNumber: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(
          and(eq(verificationCodes.phoneNumber, phoneNumber), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, sql`now()`)),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async markUsed(id: number, tx: Executor = db) {
      await tx.update(verificationCodes).set({ usedAt: sql`now()` }).where(eq(verificationCodes.id, id));
    },
    async recordFailure(id: number, tx: Executor = db) {
      await tx
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },
  };
}
export type VerificationCodeRepository = ReturnType<typeof verificationCodeRepository>;
