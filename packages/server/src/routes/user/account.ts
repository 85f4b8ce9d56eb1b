import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeQuery, CodeResult, CurrentUser, Empty, PasswordBody, ProfileBody, RegisterBody, RegisterResult } from '@drawdesk/contracts';
import { ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toCurrentUser } from '../../repositories/users.js';

/** One's own account; the rules live in src/users/account.ts. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { account } = app.users;

  app.get(
    '/user/code',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Send a 6-digit verification code', security: [], querystring: CodeQuery, response: answers(CodeResult) },
    },
    async (request) => ok(await account.sendCode(request.query.phoneNumber, request.ip)),
  );

  app.post(
    '/user/register',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Ask for an account; an Admin activates it', security: [], body: RegisterBody, response: answers(RegisterResult) },
    },
    async (request) => ok(await account.register(request.body, request.ip, actorOf(request))),
  );

  app.post(
    '/user/password',
    {
      config: { access: 'login' },
      schema: { tags: ['auth'], summary: 'Change your password; your other sessions end', body: PasswordBody, response: answers(Empty) },
    },
    async (request) => {
      await account.changePassword(request.principal!, request.body, actorOf(request));
      return ok(null);
    },
  );

  app.post(
    '/user/profile',
    {
      config: { access: 'login' },
      schema: { tags: ['auth'], summary: 'Change your nickname and phone number', body: ProfileBody, response: answers(CurrentUser) },
    },
    async (request) => ok(toCurrentUser(await account.updateProfile(request.principal!, request.body, actorOf(request)))),
  );
};
export default routes;
