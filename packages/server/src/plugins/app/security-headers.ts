import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
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

/**
 * Answers that are one of the console's built scripts or styles (hashed, cached for a year). They carry
 * `nosniff` and nothing that governs a page: framing, opener and content policies apply to the document
 * that loads them, not to a script or a style (what a style loads itself is a font or an icon of this
 * server, so its referrer policy is moot), and the request id and the rate-limit counters are of no use
 * on a file the browser never asks for again. On a list page's ~55 scripts that is ~30 kB of headers a
 * cold load does not download (docs/quality.md).
 */
const builtFiles = new WeakSet<FastifyReply>();
/** Marks an answer as a built script or style (routes/console.ts, before it sends the file). */
export const asBuiltFile = (reply: FastifyReply) => void builtFiles.add(reply);
/** Whether an answer is a built script or style being sent (an error answer instead is a page's answer). */
export const isBuiltFile = (reply: FastifyReply) => builtFiles.has(reply) && reply.statusCode < 400;
const PER_REQUEST_HEADERS = ['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

/** The request id echoed for support, and the security headers every answer carries; the docs a CSP. */
export default fp(
  async function securityHeaders(app) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onSend', async (request, reply) => {
      if (isBuiltFile(reply)) {
        for (const name of PER_REQUEST_HEADERS) reply.removeHeader(name);
        reply.header('x-content-type-options', SECURITY_HEADERS['x-content-type-options']);
        return;
      }
      reply.headers(SECURITY_HEADERS);
      if (request.url === DOCS_PREFIX || request.url.startsWith(`${DOCS_PREFIX}/`)) reply.header('content-security-policy', DOCS_POLICY);
    });
  },
  { name: 'security-headers' },
);
