import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope, notifyStream } from '@drawdesk/contracts';
import { rateLimited } from '../lib/errors.js';
import { SECURITY_HEADERS } from '../plugins/app/security-headers.js';
import { routeOf } from '../lib/route.js';

/** Live streams one user may hold on one server instance (each costs a socket and memory). */
export const MAX_STREAMS_PER_USER = 5;
const EVENT_STREAM = 'text/event-stream; charset=utf-8';

const Headers = Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })) });
/** The stream takes no query: an unknown parameter is a 400 like on every other route. */
const NoQuery = Type.Object({}, { additionalProperties: false });

/** docs/api.md#the-live-stream: server-sent events for the caller, replayed after Last-Event-ID. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(notifyStream),
    schema: {
      tags: ['notifications'],
      summary: 'Live events (text/event-stream): {traceId, content, type}; a comment line every 10 s',
      headers: Headers,
      querystring: NoQuery,
      response: { 200: { description: 'an endless text/event-stream', type: 'string' }, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
    },
    handler: async (request, reply) => {
      // HEAD (Fastify answers it with this handler) gets the stream's headers, not an endless body.
      if (request.method === 'HEAD') return reply.type(EVENT_STREAM).header('cache-control', 'no-cache').send('');
      // Refused rather than closing the oldest: tabs would take turns reconnecting and closing each other.
      if (app.notifyHub.openFor(request.principal!.userId) >= MAX_STREAMS_PER_USER) {
        throw rateLimited(30, 'rate.streams', { count: MAX_STREAMS_PER_USER });
      }
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      // The head is written here, past Fastify's hooks: it carries what they set (request id, CORS) and the security headers.
      reply.raw.writeHead(200, {
        ...(Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)) as OutgoingHttpHeaders),
        ...SECURITY_HEADERS,
        'content-type': EVENT_STREAM,
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 3000\n\n');
      await app.notifyHub.open(request.principal!.userId, request.principal!.sessionId, reply.raw, lastEventId === undefined ? undefined : Number(lastEventId));
    },
  });
};
export default routes;
