import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Changed, MessageClearBody, MessageListQuery, MessagePage, MessageReadBody } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';

/** The caller's own message box: every query is bound to the caller, so nobody sees another's. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { messages } = app.repos;
  const own = { access: 'login' as const };

  app.post(
    '/message/list',
    { config: own, schema: { tags: ['messages'], summary: 'Your messages, newest first, with unread counts', body: MessageListQuery, response: answers(MessagePage) } },
    async (request) => ok(await messages.list(request.principal!.userId, request.body)),
  );

  app.post(
    '/message/read',
    { config: own, schema: { tags: ['messages'], summary: 'Mark some of your messages read', body: MessageReadBody, response: answers(Changed) } },
    async (request) => ok({ changed: await messages.markRead(request.principal!.userId, request.body.ids, app.db) }),
  );

  app.post(
    '/message/clear',
    { config: own, schema: { tags: ['messages'], summary: 'Empty one tab of your message box', body: MessageClearBody, response: answers(Changed) } },
    async (request) => ok({ changed: await messages.clear(request.principal!.userId, request.body.type, app.db) }),
  );
};
export default routes;
