import type { PasswordBody, ProfileBody, RegisterBody } from '@drawdesk/contracts';
import { capPerAddress, CODES_PER_ADDRESS_HOUR, REGISTRATIONS_PER_ADDRESS_HOUR } from '../auth/address-cap.js';
import type { CodeSender } from '../auth/code-sender.js';
import { hashPassword, refuseCommon, verifyPassword } from '../auth/passwords.js';
import { normalPhone } from '../auth/phone.js';
import { CODE_INTERVAL_SECONDS, CODE_MAX_FAILURES, CODE_VALID_SECONDS, CODES_PER_DAY, codeHash, newCode } from '../auth/verification.js';
import type { Database } from '../db/client.js';
import { conflict, invalid, notFound, rateLimited } from '../lib/errors.js';
import type { Actor } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';
import type { Principal } from '../repositories/sessions.js';
import { toCurrentUser } from '../repositories/users.js';

/**
 * One's own account (docs/domain/parties.md): a verification code by SMS, asking for an account (an Admin
 * activates it), changing one's password (the other sessions end) and profile. The anonymous ones count
 * against the caller's address first.
 */
export function accountService(
  db: Database,
  { users, sessions, verificationCodes, loginAttempts, audit }: Pick<Repositories, 'users' | 'sessions' | 'verificationCodes' | 'loginAttempts' | 'audit'>,
  codeSender: CodeSender,
) {
  return {
    /** Sends a 6-digit code, at most one a number per interval and so many a day. */
    async sendCode(phone: string, address: string) {
      const phoneNumber = normalPhone(phone);
      await capPerAddress(loginAttempts, db, address, 'code', CODES_PER_ADDRESS_HOUR);
      const code = newCode();
      await db.transaction(async (tx) => {
        // One request at a time per number, so two quick ones cannot both pass the interval check.
        await verificationCodes.lockNumber(phoneNumber, tx);
        const recent = await verificationCodes.recent(phoneNumber, tx);
        if (recent.secondsSinceLatest !== null && recent.secondsSinceLatest < CODE_INTERVAL_SECONDS) {
          const wait = Math.ceil(CODE_INTERVAL_SECONDS - recent.secondsSinceLatest);
          throw rateLimited(wait, 'rate.codeSent');
        }
        if (recent.lastDay >= CODES_PER_DAY) throw rateLimited(60 * 60, 'rate.codesToday', { count: CODES_PER_DAY });
        await verificationCodes.insert(phoneNumber, codeHash(phoneNumber, code), CODE_VALID_SECONDS, tx);
      });
      await codeSender.send(phoneNumber, code);
      return { expiresIn: CODE_VALID_SECONDS, retryAfter: CODE_INTERVAL_SECONDS };
    },

    /** A pending account, once its number's code is right. */
    async register(given: RegisterBody, address: string, actor: Actor) {
      const body = { ...given, phoneNumber: normalPhone(given.phoneNumber) };
      refuseCommon('/password', body.password);
      if (await users.findByUsername(body.username)) throw conflict('user.usernameTaken');
      await capPerAddress(loginAttempts, db, address, 'register', REGISTRATIONS_PER_ADDRESS_HOUR);

      // The code is checked (and spent) before the password costs a hash; if the account cannot be
      // written after all, the transaction gives the code back.
      const created = await db.transaction(async (tx) => {
        const codeId = await verificationCodes.claim(body.phoneNumber, codeHash(body.phoneNumber, body.code), CODE_MAX_FAILURES, tx);
        if (codeId === null) return null;
        const user = await users.insert(
          {
            username: body.username,
            passwordHash: await hashPassword(body.password),
            name: '',
            nickName: body.nickName ?? body.username,
            phoneNumber: body.phoneNumber,
            role: 'User',
            status: 'pending',
          },
          tx,
        );
        await audit.record(actor, { action: 'user.register', entity: 'user', entityId: user.id, after: toCurrentUser(user) }, tx);
        return user;
      });
      if (created === null) {
        // Counted on its own: the wrong try must stay on record although the registration fails.
        await verificationCodes.recordFailure(body.phoneNumber, db);
        throw invalid('/code', 'auth.wrongCode');
      }
      return { id: created.id, status: 'pending' as const };
    },

    /** A new password for the caller; its other sessions end. */
    async changePassword(principal: Principal, body: PasswordBody, actor: Actor) {
      const user = await users.findById(principal.userId);
      if (!user) throw notFound('notFound.user');
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw invalid('/oldPassword', 'auth.wrongPassword');
      if (body.newPassword === body.oldPassword) throw invalid('/newPassword', 'auth.samePassword');
      refuseCommon('/newPassword', body.newPassword);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        const changed = await users.update(user.id, user.version, { passwordHash }, tx);
        if (!changed) throw conflict('auth.accountChanged');
        await sessions.revokeAllOf(user.id, principal.sessionId, tx);
        await audit.record(actor, { action: 'user.password', entity: 'user', entityId: user.id }, tx);
      });
    },

    /** The caller's nickname and phone number. */
    async updateProfile(principal: Principal, body: ProfileBody, actor: Actor) {
      return db.transaction(async (tx) => {
        const before = await users.findById(principal.userId, tx, true);
        if (!before) throw notFound('notFound.user');
        const after = (await users.update(before.id, before.version, { nickName: body.nickName, phoneNumber: body.phoneNumber && normalPhone(body.phoneNumber) }, tx))!;
        await audit.record(actor, { action: 'user.profile', entity: 'user', entityId: before.id, before: toCurrentUser(before), after: toCurrentUser(after) }, tx);
        return after;
      });
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
