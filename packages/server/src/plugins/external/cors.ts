import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** CORS is closed (same origin) unless CORS_ORIGINS lists the hosts that serve remotes. */
export default fp(
  async function crossOrigin(app, options: { origins: string[] }) {
    if (options.origins.length === 0) return;
    await app.register(cors, {
      origin: options.origins,
      methods: ['GET', 'POST', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'last-event-id', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
