import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrentUser, Empty, HOST_MENU, LoginBody, LoginResult, Menu, buildMenu, userInfo, userLogin, userLogout, userMenu } from '@drawdesk/contracts';
import { notFound, ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toCurrentUser } from '../../repositories/users.js';
import { routeOf } from '../../lib/route.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, sessions } = app.repos;

  app.route({
    ...routeOf(userLogin),
    schema: { tags: ['auth'], summary: 'Log in', security: [], body: LoginBody, response: answers(LoginResult) },
    handler: async (request) => ok(await app.users.session.login(request.body, { address: request.ip, userAgent: request.headers['user-agent'] }, actorOf(request))),
  });

  app.route({
    ...routeOf(userLogout),
    schema: { tags: ['auth'], summary: 'Log out: the token stops working at once', response: answers(Empty) },
    handler: async (request) => {
      await sessions.revoke(request.principal!.sessionId, app.db);
      return ok(null);
    },
  });

  app.route({
    ...routeOf(userInfo),
    schema: { tags: ['auth'], summary: 'The current user', response: answers(CurrentUser) },
    handler: async (request) => {
      const user = await users.findById(request.principal!.userId);
      if (!user) throw notFound('notFound.user');
      return ok(toCurrentUser(user));
    },
  });

  app.route({
    ...routeOf(userMenu),
    schema: { tags: ['auth'], summary: "The menu of the caller's role, from the remote registry", response: answers(Menu) },
    handler: async (request) => ok(buildMenu([...HOST_MENU, ...app.registry.current().remotes], request.principal!.role)),
  });
};
export default routes;
