import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { verificationCodes } from '../db/schema.js';
import { lockOneForTransaction, textKey } from '../db/locks.js';

/** The id of a number's newest unused, unexpired code (a subquery). */
const newestUsable = (phoneNumber: string) =>
  sql`(SELECT ${verificationCodes.id} FROM ${verificationCodes}
    WHERE ${verificationCodes.phoneNumber} = ${phoneNumber} AND ${verificationCodes.usedAt} IS NULL AND ${verificationCodes.expiresAt} > now()
    ORDER BY ${verificationCodes.createdAt} DESC LIMIT 1)`;

export function verificationCodeRepository(db: Database) {
  return {
    /** One request at a time per number, until the transaction ends. */
    async lockNumber(phoneNumber: string, tx: Executor) {
      await lockOneForTransaction(tx, 'phoneCodes', textKey(phoneNumber));
    },
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
    async insert(phoneNumber: string, codeHash: string, validSeconds: number, tx: Executor) {
      await tx.insert(verificationCodes).values({
        phoneNumber,
        codeHash,
        expiresAt: sql`now() + make_interval(secs => ${validSeconds})`,
      });
    },
    /**
     * Spends the number's newest usable code if it is the one given, in one statement: of two
     * registrations with the same code at the same moment, the second finds it used. The id of the
     * spent code, or null (wrong, expired, used, or tried too often).
     */
    async claim(phoneNumber: string, codeHash: string, maxFailures: number, tx: Executor): Promise<number | null> {
      const [row] = await tx
        .update(verificationCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(verificationCodes.id, newestUsable(phoneNumber)),
            isNull(verificationCodes.usedAt),
            lt(verificationCodes.failedAttempts, maxFailures),
            eq(verificationCodes.codeHash, codeHash),
          ),
        )
        .returning({ id: verificationCodes.id });
      return row?.id ?? null;
    },
    /** A wrong code counts against the number's newest usable code (5 wrong tries spend it). */
    async recordFailure(phoneNumber: string, tx: Executor) {
      await tx
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.id, newestUsable(phoneNumber)));
    },
  };
}
export type VerificationCodeRepository = ReturnType<typeof verificationCodeRepository>;
