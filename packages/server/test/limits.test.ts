import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { ROUTES, type RouteCase } from './routes.js';
import { boundedFields, items, valueAt, withValue } from './input-bounds.js';
import { bodyLimitFor, NO_BODY_LIMIT } from '../src/plugins/app/input-bounds.js';
import type { SchemaNode } from '../src/lib/bounds.js';
import { GENEROUS_STALL_MS } from './stall.js';

let server: TestServer;
/** A second client asks /health all along; the stall guard says whether any request held the loop. */
let watcher: { stop: () => Promise<{ answers: number; failures: number }> };
let stallsBefore = 0;

function watchHealth(base: string) {
  let running = true;
  let answers = 0;
  let failures = 0;
  const loop = (async () => {
    while (running) {
      const response = await fetch(`${base}/api/v1/health`);
      await response.arrayBuffer();
      answers += 1;
      if (response.status !== 200) failures += 1;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { answers, failures };
    },
  };
}

beforeAll(async () => {
  server = await startServer();
  stallsBefore = server.app.stallGuard.longerThan(GENEROUS_STALL_MS);
  watcher = watchHealth(server.base);
});
afterAll(async () => {
  await watcher.stop();
  await server.close();
});

const schemaOf = (route: RouteCase) => server.app.routeTable.find((r) => r.method === route.method && r.url === route.url)?.schema as
  | { body?: SchemaNode }
  | undefined;
const limitOf = (route: RouteCase) => bodyLimitFor(schemaOf(route)?.body, server.app.config.bodyLimitBytes);

async function post(route: RouteCase, raw: string) {
  const answer = await server.call(route.method, route.url.replace(':id', '1'), {
    token: route.access === 'public' ? undefined : server.adminToken,
    raw,
    query: route.query,
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status, `${route.method} ${route.url} with ${raw.length} bytes`).toBeLessThan(500);
  expect(answer.body.success).toBe(answer.status < 400);
  return answer;
}

const withBody = ROUTES.filter((r) => r.body);

describe.each(withBody.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
  it('has a body limit that fits it, far under the global one when the body is small', () => {
    const limit = limitOf(route);
    expect(limit).toBeGreaterThanOrEqual(JSON.stringify(route.body).length);
    expect(limit).toBeLessThanOrEqual(server.app.config.bodyLimitBytes);
  });

  it('takes its largest body (the sample padded to the limit) and refuses one byte more with 413', async () => {
    const sample = JSON.stringify(route.body);
    const limit = limitOf(route);
    const largest = await post(route, sample + ' '.repeat(limit - sample.length));
    expect(largest.status).not.toBe(413);
    const over = await post(route, sample + ' '.repeat(limit - sample.length + 1));
    expect(over.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers every array at its bound, over it, and filled to the body limit with duplicates, and every string at and over its bound', async () => {
    const fields = boundedFields(schemaOf(route)!.body!, route.body);
    for (const { path, schema } of fields) {
      const where = `/${path.join('/')}`;
      if (schema.type === 'array') {
        const max = schema.maxItems!;
        const sample = valueAt(route.body, path);
        await post(route, JSON.stringify(withValue(route.body, path, items(schema, sample, max, true))));
        const over = await post(route, JSON.stringify(withValue(route.body, path, items(schema, sample, max + 1, true))));
        expect(over.status, where).toBe(400);
        const itemBytes = JSON.stringify(items(schema, sample, 1, false)[0]).length + 1;
        const huge = Math.floor(limitOf(route) / itemBytes);
        const flood = await post(route, JSON.stringify(withValue(route.body, path, items(schema, sample, huge, false))));
        expect([400, 413], where).toContain(flood.status);
      } else {
        const max = schema.maxLength!;
        await post(route, JSON.stringify(withValue(route.body, path, '7'.repeat(max))));
        const over = await post(route, JSON.stringify(withValue(route.body, path, '7'.repeat(max + 1))));
        expect(over.status, where).toBe(400);
      }
    }
  });
});

describe('routes that take no body', () => {
  const bodiless = ROUTES.filter((r) => !r.body && r.method !== 'GET' && !r.stream);
  it.each(bodiless.map((r) => [`${r.method} ${r.url}`, r] as const))('%s refuses a body over 1 kB with 413', async (_name, route) => {
    const answer = await post(route, JSON.stringify({ padding: 'x'.repeat(NO_BODY_LIMIT) }));
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the probe that froze the server', () => {
  it.each([20_000, 150_000])('POST /message/read with %i duplicate ids is refused at once', async (count) => {
    const answer = await server.call('POST', '/message/read', { token: server.adminToken, body: { ids: Array(count).fill(1) } });
    expect(answer.status).toBe(413);
  });

  it('500 duplicate ids (within the body limit) are one short error', async () => {
    const answer = await server.call('POST', '/message/read', { token: server.adminToken, body: { ids: Array(500).fill(1) } });
    expect(answer.status).toBe(400);
    expect((answer.body.data as unknown[]).length).toBeLessThanOrEqual(10);
  });
});

describe('the event loop', () => {
  it('was never held by a request while all of the above ran, and /health answered throughout', async () => {
    const { answers, failures } = await watcher.stop();
    expect(answers).toBeGreaterThan(0);
    expect(failures).toBe(0);
    expect(server.app.stallGuard.longerThan(GENEROUS_STALL_MS) - stallsBefore, `longest stall ${Math.round(server.app.stallGuard.longestMs)} ms`).toBe(0);
    watcher = { stop: async () => ({ answers, failures }) };
  });
});
