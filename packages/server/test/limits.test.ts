import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { ROUTES, type RouteCase } from './routes.js';
import { boundedFields, items, valueAt, withValue } from './input-bounds.js';
import { bodyLimitFor, NO_BODY_LIMIT } from '../src/plugins/app/input-bounds.js';
import type { SchemaNode } from '../src/lib/bounds.js';
import { GENEROUS_STALL_MS } from './stall.js';
import { orderFixture, requestId } from './order-fixture.js';
import { ORDER_RULES, type OrderDraft, type OrderSaved } from '@drawdesk/contracts';
import { parseOrderText } from '@drawdesk/lottery';

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

describe('order texts: the bound is on the lines they expand into', () => {
  let order: { customerId: number; drawId: number };
  beforeAll(async () => {
    const book = orderFixture(server);
    const plan = await book.plan({ minStake: 100, maxStake: 100_000, maxPerSelection: 100_000_000 });
    const customer = await book.customer(await book.agent(), plan.id, { creditLimit: 100_000_000 });
    order = { customerId: customer.id, drawId: (await book.openDraw()).id };
  });
  const save = (text: string) => server.call<OrderSaved>('POST', '/order/save', { token: server.adminToken, body: { requestId: requestId(), ...order, text } });
  const parse = (text: string) => server.call<OrderDraft>('POST', '/order/parse', { token: server.adminToken, body: { drawId: order.drawId, text } });
  const markets = [{ code: 'HK6', game: 'MARK6' }, { code: 'MO6', game: 'MARK6' }] as const;
  /** What one slip expands into, read without a bound (small: one slip). */
  const linesOf = (slip: string) => parseOrderText(slip, { lottery: markets[0], lotteries: markets, drawDate: '2026-06-01' }).lines.length;
  const bound = ORDER_RULES.linesMax;

  it('takes a text of exactly the bound, as a form of that many lines, and refuses one line more', async () => {
    const exact = `${'01到49各1\n'.repeat(10)}01到10各1`;
    const taken = await save(exact);
    expect(taken.status, taken.body.message).toBe(200);
    expect(taken.body.data.lineCount).toBe(bound);
    const over = await save(`${exact}\n11各1`);
    expect(over.status).toBe(400);
    expect(over.body.data).toEqual([{ field: '/text', message: expect.stringContaining(`more than ${bound} lines`) }]);
  });

  // 49 lines a slip; 1,128 (三中三 with one number dragged over 48); 2,256 in two markets.
  it.each([
    { times: 10, slip: '01到49各1' },
    { times: 100, slip: '港澳三中三 01拖02到49各1' },
    { times: 1000, slip: '港澳三中三 01拖02到49各1' },
  ])('a text expanding into $times times the bound ($slip, repeated) is a 400 from /order/save and /order/parse, nothing written', async ({ times, slip }) => {
    const text = `${slip}\n`.repeat(Math.ceil((times * bound) / linesOf(slip)));
    expect(text.length).toBeLessThanOrEqual(ORDER_RULES.textMax);
    const before = await server.fingerprint(['sessions']);
    for (const answer of [await save(text), await parse(text)]) {
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.message).toContain(`more than ${bound} lines`);
      expect(JSON.stringify(answer.body).length).toBeLessThan(2_000);
    }
    expect(await server.fingerprint(['sessions'])).toBe(before);
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
