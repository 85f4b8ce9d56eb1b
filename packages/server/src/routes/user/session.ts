import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrentUser, Empty, HOST_MENU, LoginBody, LoginResult, Menu, buildMenu } from '@drawdesk/contracts';
import { verifyAgainstNothing, verifyPassword } from '../../auth/passwords.js';
import { ACCOUNT_THRESHOLD, ADDRESS_THRESHOLD, secondsToWait } from '../../auth/login-throttle.js';
import { forbidden, notFound, ok, rateLimited, unauthorized } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toCurrentUser } from '../../repositories/users.js';



const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, sessions, loginAttempts, audit } = app.repos;

  app.post(
    '/user/login',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Log in', security: [], body: LoginBody, response: answers(LoginResult) } },
    async (request) => {
      const accountKey = `account:${request.body.username.toLowerCase()}`;
      const addressKey = `address:${request.ip}`;
      const now = new Date();
      // Counted before it is checked, so attempts sent together cannot all slip under the threshold.
      const attempt = await loginAttempts.begin([accountKey, addressKey], app.db);
      const [byAccount, byAddress] = await Promise.all([loginAttempts.failures(accountKey, attempt), loginAttempts.failures(addressKey, attempt)]);
      const wait = Math.max(secondsToWait(byAccount, ACCOUNT_THRESHOLD, now), secondsToWait(byAddress, ADDRESS_THRESHOLD, now));
      if (wait > 0) {
        await loginAttempts.forget(attempt, app.db);
        throw rateLimited(wait, 'rate.logins');
      }

      const user = await users.findByUsername(request.body.username);
      const valid = user ? await verifyPassword(user.passwordHash, request.body.password) : await verifyAgainstNothing(request.body.password);
      if (!user || !valid) throw unauthorized('auth.wrongCredentials');
      await loginAttempts.forget(attempt, app.db);
      // Only someone who knows the password learns the account's state.
      if (user.status === 'pending') throw forbidden('auth.pending');
      if (user.status === 'disabled') throw forbidden('auth.disabled');

      const session = await app.db.transaction(async (tx) => {
        const created = await sessions.create(user.id, app.config.tokenTtlMinutes, request.ip, request.headers['user-agent'], tx);
        await users.touchLogin(user.id, tx);
        await loginAttempts.clear(accountKey, tx);
        await audit.record({ ...actorOf(request), id: user.id, name: user.username }, { action: 'login', entity: 'session', entityId: created.sessionId }, tx);
        return created;
      });
      return ok({ token: session.token, expiresAt: session.expiresAt.toISOString() });
    },
  );

  app.post(
    '/user/logout',
    { config: { access: 'login' }, schema: { tags: ['auth'], summary: 'Log out: the token stops working at once', response: answers(Empty) } },
    async (request) => {
      await sessions.revoke(request.principal!.sessionId, app.db);
      return ok(null);
    },
  );

  app.get(
    '/user/info',
    { config: { access: 'login' }, schema: { tags: ['auth'], summary: 'The current user', response: answers(CurrentUser) } },
    async (request) => {
      const user = await users.findById(request.principal!.userId);
      if (!user) throw notFound('notFound.user');
      return ok(toCurrentUser(user));
    },
  );

  app.post(
    '/user/menu',
    { config: { access: 'login' }, schema: { tags: ['auth'], summary: "The menu of the caller's role, from the remote registry", response: answers(Menu) } },
    async (request) => ok(buildMenu([...HOST_MENU, ...app.registry.current().remotes], request.principal!.role)),
  );
};
export default routes;
