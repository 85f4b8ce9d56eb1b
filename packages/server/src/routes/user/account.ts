import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { lockOneForTransaction, textKey } from '../../db/locks.js';
import { CodeQuery, CodeResult, CurrentUser, Empty, PasswordBody, ProfileBody, RegisterBody, RegisterResult } from '@drawdesk/contracts';
import { hashPassword, refuseCommon, verifyPassword } from '../../auth/passwords.js';
import { CODE_INTERVAL_SECONDS, CODE_MAX_FAILURES, CODE_VALID_SECONDS, CODES_PER_DAY, codeHash, newCode } from '../../auth/verification.js';
import { conflict, invalid, notFound, ok, rateLimited } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toCurrentUser } from './session.js';
import { normalPhone } from '../../auth/phone.js';
import { CODES_PER_ADDRESS_HOUR, REGISTRATIONS_PER_ADDRESS_HOUR, capPerAddress } from '../../auth/address-cap.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, sessions, verificationCodes, audit } = app.repos;

  app.get(
    '/user/code',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Send a 6-digit verification code', security: [], querystring: CodeQuery, response: answers(CodeResult) },
    },
    async (request) => {
      const phoneNumber = normalPhone(request.query.phoneNumber);
      await capPerAddress(request, 'code', CODES_PER_ADDRESS_HOUR);
      const code = newCode();
      await app.db.transaction(async (tx) => {
        // One request at a time per number, so two quick ones cannot both pass the interval check.
        await tx.execute(lockOneForTransaction('phoneCodes', textKey(phoneNumber)));
        const recent = await verificationCodes.recent(phoneNumber, tx);
        if (recent.secondsSinceLatest !== null && recent.secondsSinceLatest < CODE_INTERVAL_SECONDS) {
          const wait = Math.ceil(CODE_INTERVAL_SECONDS - recent.secondsSinceLatest);
          throw rateLimited(wait, 'rate.codeSent');
        }
        if (recent.lastDay >= CODES_PER_DAY) throw rateLimited(60 * 60, 'rate.codesToday', { count: CODES_PER_DAY });
        await verificationCodes.insert(phoneNumber, codeHash(phoneNumber, code), CODE_VALID_SECONDS, tx);
      });
      await app.codeSender.send(phoneNumber, code);
      return ok({ expiresIn: CODE_VALID_SECONDS, retryAfter: CODE_INTERVAL_SECONDS });
    },
  );

  app.post(
    '/user/register',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Ask for an account; an Admin activates it', security: [], body: RegisterBody, response: answers(RegisterResult) },
    },
    async (request) => {
      const body = { ...request.body, phoneNumber: normalPhone(request.body.phoneNumber) };
      refuseCommon('/password', body.password);
      if (await users.findByUsername(body.username)) throw conflict('user.usernameTaken');
      await capPerAddress(request, 'register', REGISTRATIONS_PER_ADDRESS_HOUR);

      // The code is checked (and spent) before the password costs a hash; if the account cannot be
      // written after all, the transaction gives the code back.
      const created = await app.db.transaction(async (tx) => {
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
        await audit.record(actorOf(request), { action: 'user.register', entity: 'user', entityId: user.id, after: toCurrentUser(user) }, tx);
        return user;
      });
      if (created === null) {
        // Counted on its own: the wrong try must stay on record although the registration fails.
        await verificationCodes.recordFailure(body.phoneNumber, app.db);
        throw invalid('/code', 'auth.wrongCode');
      }
      return ok({ id: created.id, status: 'pending' as const });
    },
  );

  app.post(
    '/user/password',
    {
      config: { access: 'login' },
      schema: { tags: ['auth'], summary: 'Change your password; your other sessions end', body: PasswordBody, response: answers(Empty) },
    },
    async (request) => {
      const principal = request.principal!;
      const user = await users.findById(principal.userId);
      if (!user) throw notFound('notFound.user');
      if (!(await verifyPassword(user.passwordHash, request.body.oldPassword))) throw invalid('/oldPassword', 'auth.wrongPassword');
      if (request.body.newPassword === request.body.oldPassword) throw invalid('/newPassword', 'auth.samePassword');
      refuseCommon('/newPassword', request.body.newPassword);
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (tx) => {
        const changed = await users.update(user.id, user.version, { passwordHash }, tx);
        if (!changed) throw conflict('auth.accountChanged');
        await sessions.revokeAllOf(user.id, principal.sessionId, tx);
        await audit.record(actorOf(request), { action: 'user.password', entity: 'user', entityId: user.id }, tx);
      });
      return ok(null);
    },
  );

  app.post(
    '/user/profile',
    {
      config: { access: 'login' },
      schema: { tags: ['auth'], summary: 'Change your nickname and phone number', body: ProfileBody, response: answers(CurrentUser) },
    },
    async (request) => {
      const principal = request.principal!;
      const updated = await app.db.transaction(async (tx) => {
        const before = await users.findById(principal.userId, tx, true);
        if (!before) throw notFound('notFound.user');
        const after = await users.update(before.id, before.version, { nickName: request.body.nickName, phoneNumber: request.body.phoneNumber && normalPhone(request.body.phoneNumber) }, tx);
        await audit.record(
          actorOf(request),
          { action: 'user.profile', entity: 'user', entityId: before.id, before: toCurrentUser(before), after: toCurrentUser(after!) },
          tx,
        );
        return after!;
      });
      return ok(toCurrentUser(updated));
    },
  );
};
export default routes;
