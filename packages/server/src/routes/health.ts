import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope, Health, health } from '@drawdesk/contracts';
import { routeOf } from '../lib/route.js';

const routes: FastifyPluginAsyncTypebox<{ version: string }> = async (app, { version }) => {
  app.route({
    ...routeOf(health),
    schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: Envelope(Health), 503: Envelope(Health), '4xx': ErrorEnvelope } },
    handler: async (_request, reply) => {
      const up = await app.repos.system.reachable();
      const status = up ? 200 : 503;
      return reply.status(status).send({
        success: up,
        status,
        message: up ? 'ok' : 'The database is not reachable',
        code: up ? 'OK' : 'UNAVAILABLE',
        data: { status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down', version },
      });
    },
  });
};
export default routes;
