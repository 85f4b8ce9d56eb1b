import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeQuery, CodeResult, CurrentUser, Empty, PasswordBody, ProfileBody, RegisterBody, RegisterResult, userCode, userPassword, userProfile, userRegister } from '@drawdesk/contracts';
import { ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toCurrentUser } from '../../repositories/users.js';
import { routeOf } from '../../lib/route.js';

/** One's own account; the rules live in src/users/account.ts. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { account } = app.users;

  app.route({
    ...routeOf(userCode),
    schema: { tags: ['auth'], summary: 'Send a 6-digit verification code', security: [], querystring: CodeQuery, response: answers(CodeResult) },
    handler: async (request) => ok(await account.sendCode(request.query.phoneNumber, request.ip)),
  });

  app.route({
    ...routeOf(userRegister),
    schema: { tags: ['auth'], summary: 'Ask for an account; an Admin activates it', security: [], body: RegisterBody, response: answers(RegisterResult) },
    handler: async (request) => ok(await account.register(request.body, request.ip, actorOf(request))),
  });

  app.route({
    ...routeOf(userPassword),
    schema: { tags: ['auth'], summary: 'Change your password; your other sessions end', body: PasswordBody, response: answers(Empty) },
    handler: async (request) => {
      await account.changePassword(request.principal!, request.body, actorOf(request));
      return ok(null);
    },
  });

  app.route({
    ...routeOf(userProfile),
    schema: { tags: ['auth'], summary: 'Change your nickname and phone number', body: ProfileBody, response: answers(CurrentUser) },
    handler: async (request) => ok(toCurrentUser(await account.updateProfile(request.principal!, request.body, actorOf(request)))),
  });
};
export default routes;
