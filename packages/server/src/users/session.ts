import type { LoginBody, LoginResult } from '@drawdesk/contracts';
import { ACCOUNT_THRESHOLD, ADDRESS_THRESHOLD, secondsToWait } from '../auth/login-throttle.js';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { forbidden, rateLimited, unauthorized } from '../lib/errors.js';
import type { Actor } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';

/** Where a login comes from: the session keeps both. */
export type Client = { address: string; userAgent: string | undefined };

/**
 * Logging in (docs/api.md#session-and-account): attempts are throttled per account and per address, a wrong name costs as much
 * as a wrong password, and only someone who knows the password learns the account's state.
 */
export function sessionService(
  db: Database,
  { users, sessions, loginAttempts, audit }: Pick<Repositories, 'users' | 'sessions' | 'loginAttempts' | 'audit'>,
  tokenTtlMinutes: number,
) {
  /** Counts this attempt, then refuses it while the account's or the address's recent failures say wait; returns the attempt. */
  async function throttle(accountKey: string, addressKey: string) {
    const now = new Date();
    // Counted before it is checked, so attempts sent together cannot all slip under the threshold.
    const attempt = await loginAttempts.begin([accountKey, addressKey], db);
    const [byAccount, byAddress] = await Promise.all([loginAttempts.failures(accountKey, attempt), loginAttempts.failures(addressKey, attempt)]);
    const wait = Math.max(secondsToWait(byAccount, ACCOUNT_THRESHOLD, now), secondsToWait(byAddress, ADDRESS_THRESHOLD, now));
    if (wait > 0) {
      await loginAttempts.forget(attempt, db);
      throw rateLimited(wait, 'rate.logins');
    }
    return attempt;
  }

  return {
    /** A new session for the right name and password of an active account: its token and when it expires. */
    async login(body: LoginBody, client: Client, actor: Actor): Promise<LoginResult> {
      const accountKey = `account:${body.username.toLowerCase()}`;
      const attempt = await throttle(accountKey, `address:${client.address}`);
      const user = await users.findByUsername(body.username);
      const valid = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstNothing(body.password);
      if (!user || !valid) throw unauthorized('auth.wrongCredentials');
      await loginAttempts.forget(attempt, db);
      if (user.status === 'pending') throw forbidden('auth.pending');
      if (user.status === 'disabled') throw forbidden('auth.disabled');

      const session = await db.transaction(async (tx) => {
        const created = await sessions.create(user.id, tokenTtlMinutes, client.address, client.userAgent, tx);
        await users.touchLogin(user.id, tx);
        await loginAttempts.clear(accountKey, tx);
        await audit.record({ ...actor, id: user.id, name: user.username }, { action: 'login', entity: 'session', entityId: created.sessionId }, tx);
        return created;
      });
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
