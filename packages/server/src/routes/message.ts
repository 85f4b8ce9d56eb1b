import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Changed, MessageClearBody, MessageListQuery, MessagePage, MessageReadBody, messageClear, messageList, messageRead } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { routeOf } from '../lib/route.js';

/** The caller's own message box: every query is bound to the caller, so nobody sees another's. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { messages } = app.repos;
  app.route({
    ...routeOf(messageList),
    schema: { tags: ['messages'], summary: 'Your messages, newest first, with unread counts', body: MessageListQuery, response: answers(MessagePage) },
    handler: async (request) => ok(await messages.list(request.principal!.userId, request.body)),
  });

  app.route({
    ...routeOf(messageRead),
    schema: { tags: ['messages'], summary: 'Mark some of your messages read', body: MessageReadBody, response: answers(Changed) },
    handler: async (request) => ok({ changed: await messages.markRead(request.principal!.userId, request.body.ids, app.db) }),
  });

  app.route({
    ...routeOf(messageClear),
    schema: { tags: ['messages'], summary: 'Empty one tab of your message box', body: MessageClearBody, response: answers(Changed) },
    handler: async (request) => ok({ changed: await messages.clear(request.principal!.userId, request.body.type, app.db) }),
  });
};
export default routes;
