import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrentUser, Empty, HOST_MENU, LoginBody, LoginResult, Menu, buildMenu } from '@drawdesk/contracts';
import { notFound, ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toCurrentUser } from '../../repositories/users.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, sessions } = app.repos;

  app.post(
    '/user/login',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Log in', security: [], body: LoginBody, response: answers(LoginResult) } },
    async (request) => ok(await app.users.session.login(request.body, { address: request.ip, userAgent: request.headers['user-agent'] }, actorOf(request))),
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
