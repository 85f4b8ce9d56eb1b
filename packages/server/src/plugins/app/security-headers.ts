import fp from 'fastify-plugin';
import { DOCS_PREFIX } from '../external/swagger.js';

/** The security headers every answer carries (a stream that writes its own head sends them too: routes/notify.ts). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * The API docs page: its own scripts, styles and images (the swagger UI's inline styles and data: icons),
 * the OpenAPI document from this server, nothing inline run, no framing.
 */
export const DOCS_POLICY = [
  `default-src 'self'`,
  `script-src 'self'`,
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data:`,
  `connect-src 'self'`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');

/** The request id echoed for support, and the security headers every answer carries; the docs a CSP. */
export default fp(
  async function securityHeaders(app) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onSend', async (request, reply) => {
      reply.headers(SECURITY_HEADERS);
      if (request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`)) reply.header('content-security-policy', DOCS_POLICY);
    });
  },
  { name: 'security-headers' },
);
