import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the same schemas that validate requests; UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async function openApi(app, options: { version: string }) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'DrawDesk API', version: options.version, description: 'Envelope and error codes: see docs/api.md#the-envelope in the repository' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
