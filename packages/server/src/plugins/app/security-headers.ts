import fp from 'fastify-plugin';

/** The request id echoed for support, and the security headers every answer carries. */
export default fp(
  async function securityHeaders(app) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cross-origin-opener-policy', 'same-origin');
    });
  },
  { name: 'security-headers' },
);
