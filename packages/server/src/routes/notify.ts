import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope } from '@drawdesk/contracts';

const Headers = Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })) });

/** API.md "Live notifications": server-sent events for the caller, replayed after Last-Event-ID. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notify',
    {
      config: { access: 'login' },
      schema: {
        tags: ['notifications'],
        summary: 'Live events (text/event-stream): {traceId, content, type}; a comment line every 10 s',
        headers: Headers,
        response: { 200: { description: 'an endless text/event-stream', type: 'string' }, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': String(request.id),
      });
      reply.raw.write('retry: 3000\n\n');
      await app.notifyHub.open(request.principal!.userId, request.principal!.sessionId, reply.raw, lastEventId === undefined ? undefined : Number(lastEventId));
    },
  );
};
export default routes;
