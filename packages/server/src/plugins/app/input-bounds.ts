import fp from 'fastify-plugin';
import { largestJson, unbounded, type SchemaNode } from '../../lib/bounds.js';

/** Routes that take no body still read one if sent: this much, then 413. */
export const NO_BODY_LIMIT = 1024;
/** The body limit of a route: room over its largest compact valid body for whitespace and longer spellings of numbers. */
export const bodyLimitFor = (body: SchemaNode | undefined, maxBytes: number) =>
  Math.min(maxBytes, body ? 2 * largestJson(body) + 4096 : NO_BODY_LIMIT);

/**
 * Every array, string and number a route accepts has a bound, or the route is refused at
 * registration (like a missing `config.access`), so a new route cannot take a huge value.
 * Each route's body limit is what its largest valid body needs (never over BODY_LIMIT_BYTES):
 * a 1 MiB array of ids is a 413 before it is parsed, not a validation run.
 */
export default fp(
  async function inputBounds(app) {
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as Record<string, SchemaNode | undefined>;
      const open = (['body', 'querystring', 'params'] as const).flatMap((part) => {
        const partSchema = schema[part];
        return partSchema ? unbounded(partSchema, part).map((where) => `${where}`) : [];
      });
      if (open.length > 0) throw new Error(`Route ${String(route.method)} ${route.url} takes unbounded input: ${open.join(', ')}`);
      route.bodyLimit ??= bodyLimitFor(schema.body, app.config.bodyLimitBytes);
    });
  },
  { name: 'input-bounds' },
);
