import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { rateLimited } from '../../lib/errors.js';

/** A coarse per-address ceiling on every route; login and codes have their own stricter rules. */
export default fp(
  async function requestRateLimit(app, options: { perMinute: number }) {
    if (options.perMinute === 0) return;
    await app.register(rateLimit, {
      max: options.perMinute,
      timeWindow: 60_000,
      errorResponseBuilder: (_request, context) =>
        rateLimited(Math.ceil(context.ttl / 1000), 'rate.requests'),
    });
  },
  { name: 'rate-limit' },
);
