import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, Registry } from '@drawdesk/contracts';

/**
 * The remote registry the console host reads at start (docs/operations.md#the-remote-registry): a static file,
 * never cached, so a published or rolled-back remote is seen on the next page load.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/remotes.json',
    {
      config: { access: 'public' },
      schema: { tags: ['console'], summary: 'The remote registry (deploy/remotes.json), never cached', security: [], response: { 200: Registry, '4xx': ErrorEnvelope } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.registry.current();
    },
  );
};
export default routes;
