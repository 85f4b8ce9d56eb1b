import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@drawdesk/contracts';
import type { Database, Executor } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { newToken, tokenHash } from '../auth/tokens.js';

/** Who is calling, resolved from the bearer token on every request. */
export type Principal = { sessionId: number; userId: number; username: string; role: Role; agentId: number | null };

export const REVOCATIONS_CHANNEL = 'drawdesk_revocations';

/** Tells every instance (at commit) which sessions ended, so their open live streams close at once. */
async function announce(sessionIds: number[], tx: Executor) {
  if (sessionIds.length > 0) await tx.execute(sql`SELECT pg_notify(${REVOCATIONS_CHANNEL}, ${JSON.stringify(sessionIds)})`);
}

// Writing last_seen_at on every request would turn reads into writes; a minute's precision is enough for the idle timeout.
const TOUCH_EVERY_SECONDS = 60;

export function sessionRepository(db: Database) {
  const liveSession = db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      role: users.role,
      agentId: users.agentId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`),
        eq(users.status, 'active'),
        isNull(users.removedAt),
      ),
    )
    .prepare('session_live');

  return {
    async create(userId: number, lifetimeMinutes: number, address: string, userAgent: string | undefined, tx: Executor) {
      const token = newToken();
      const [row] = await tx
        .insert(sessions)
        .values({
          userId,
          tokenHash: tokenHash(token),
          expiresAt: sql`now() + make_interval(mins => ${lifetimeMinutes})`,
          address,
          userAgent: userAgent?.slice(0, 300),
        })
        .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
      return { token, sessionId: row!.id, expiresAt: row!.expiresAt };
    },

    /**
     * A live session of an active user, or null: expired, idle too long, revoked, user disabled or removed.
     * Every request asks it: a named statement, so each connection plans it once (planning it took longer
     * than running it).
     */
    async authenticate(token: string, idleMinutes: number): Promise<Principal | null> {
      const [row] = await liveSession.execute({ hash: tokenHash(token), idleMinutes });
      if (!row) return null;
      if (row.stale) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
      const { stale: _stale, ...principal } = row;
      return principal;
    },

    async revoke(sessionId: number, tx: Executor) {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      await announce(ended.map((s) => s.id), tx);
    },

    /** Ends every session of a user (password reset, disabled, removed), optionally keeping the caller's own. */
    async revokeAllOf(userId: number, exceptSessionId: number | undefined, tx: Executor) {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
          ),
        )
        .returning({ id: sessions.id });
      await announce(ended.map((s) => s.id), tx);
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
