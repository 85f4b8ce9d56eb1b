import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { ROUTES } from './routes.js';
import { GENEROUS_STALL_MS } from './stall.js';
import { orderFixture, requestId } from './order-fixture.js';
import { ORDER_RULES, type OrderDraft, type OrderSaved } from '@drawdesk/contracts';

let server: TestServer;
let stallsBefore = 0;

beforeAll(async () => {
  server = await startServer();
  stallsBefore = server.app.stallGuard.longerThan(GENEROUS_STALL_MS);
});
afterAll(() => server.close());

/** A small seeded generator, so a failure can be replayed with the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '', 'admin', "' OR 1=1 --", '\u0000', '😀', '%', '../../etc/passwd', '<script>', 'a'.repeat(300), '1e999', 'null', '{}',
  // Not well-formed UTF-16, long text, and ids one past the 32-bit columns.
  '\ud800', 'a\udc00b', '\ud83d', 'x'.repeat(20_000), '2147483648',
];
/** Big values: a long array of one item (duplicates), a long array of distinct ids, an id past 32 bits. */
const LARGE = [() => Array(20_000).fill(1), () => Array.from({ length: 2_000 }, (_, i) => i + 1), () => 2 ** 31, () => 2 ** 53];

function value(next: () => number, depth: number): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 6 : 8));
  switch (pick) {
    case 0: return null;
    case 1: return next() < 0.5;
    case 2: return next() < 0.2 ? LARGE[Math.floor(next() * LARGE.length)]!() : Math.floor((next() - 0.5) * 2 ** (next() * 60));
    case 3: return (next() - 0.5) * 1e6;
    case 4: case 5: return STRINGS[Math.floor(next() * STRINGS.length)];
    case 6: return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    default: return object(next, depth + 1, []);
  }
}

/** Random objects that often reuse the route's real field names, so validation of each field is exercised. */
function object(next: () => number, depth: number, fields: string[]): Record<string, unknown> {
  const names = [...fields, 'extra', 'id', '__proto__', 'constructor'];
  const result: Record<string, unknown> = {};
  const count = Math.floor(next() * (names.length + 1));
  for (let i = 0; i < count; i++) result[names[Math.floor(next() * names.length)]!] = value(next, depth);
  return result;
}

describe('random bodies (seeded fuzz)', () => {
  const routes = ROUTES.filter((r) => r.body);
  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s: 200 random bodies, never a 500, and a refused one changes nothing', async (_name, route) => {
    const user = await server.createUser({ role: 'Admin' });
    const token = await server.login(user.username, user.password);
    const next = random(route.url.length * 7919);
    // A well-formed login or registration is counted for throttling (per account and address): a change by design.
    const except = route.url.endsWith('/login') || route.url.endsWith('/register') ? ['login_attempts'] : [];
    // The state after one request is the state before the next: one digest per request, not two.
    let before = await server.fingerprint(except);
    for (let i = 0; i < 200; i++) {
      const body = next() < 0.8 ? object(next, 0, Object.keys(route.body!)) : value(next, 0);
      const answer = await server.call(route.method, route.url, { token, raw: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } });
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.body.success).toBe(answer.status < 400);
      const after = await server.fingerprint(except);
      if (answer.status >= 400) expect(after, JSON.stringify(body)).toBe(before);
      before = after;
    }
  }, 60_000);
});

describe('random paths and queries (seeded fuzz)', () => {
  it('1,000 random requests: every answer is an envelope, 4xx or a public 200, never a 500', async () => {
    const next = random(4242);
    const pieces = [
      'api', 'v1', 'user', 'list', 'remove', 'notify', 'message', '..', '%00', '%2e%2e', ';', "'", '😀', 'a'.repeat(200), '1', '-1', 'docs', 'health',
      // Odd encodings: invalid UTF-8, overlong slashes, an encoded lone surrogate, backslashes, ids past 32 bits.
      '%ff', '%c0%af', '%ed%a0%80', '%2f', '%5c', '%', 'static', 'remotes', '2147483648', '99999999999999999999',
    ];
    const methods = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS'];
    const before = await server.fingerprint(['login_attempts', 'verification_codes', 'sessions', 'audit_log']);
    for (let i = 0; i < 1000; i++) {
      const depth = 1 + Math.floor(next() * 5);
      const parts = Array.from({ length: depth }, () => pieces[Math.floor(next() * pieces.length)]!);
      const query = next() < 0.5 ? `?${pieces[Math.floor(next() * pieces.length)]}=${pieces[Math.floor(next() * pieces.length)]}` : '';
      const method = methods[Math.floor(next() * methods.length)]!;
      const url = `${server.base}/${parts.map(encodeURIComponent).join('/').replaceAll('%25', '%')}${query}`;
      // The live stream never ends by design; it has its own tests.
      if (method === 'GET' && new URL(url).pathname === '/api/v1/notify') continue;
      const response = await fetch(url, { method, headers: { authorization: `Bearer ${server.adminToken}` } });
      const text = await response.text();
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
      if (response.status >= 400 && method !== 'HEAD') expect(JSON.parse(text), `${method} ${url}`).toMatchObject({ success: false, status: response.status });
    }
    // Random paths reach no write route with a valid body: users and messages are as they were.
    expect(await server.fingerprint(['login_attempts', 'verification_codes', 'sessions', 'audit_log'])).toBe(before);
  });
});

describe('the same valid request many times at once', () => {
  // Limits counted across requests (throttles, caps, versions, unique names) must hold under a burst
  // and never turn a collision into a 500.
  const routes = ROUTES.filter((r) => !r.stream);
  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s: 10 at once, each a 2xx or a 4xx envelope', async (_name, route) => {
    // Its own Admin: a burst of logouts must not end the session other tests use.
    const admin = await server.createUser({ role: 'Admin' });
    const token = await server.login(admin.username, admin.password);
    // A user route's id is a user of its own: removing user 1 would end the first Admin's session, which later tests use.
    const id = route.url.startsWith('/api/v1/user/') ? (await server.createUser()).id : 1;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call(route.method, route.url.replace(':id', String(id)), {
          token: route.access === 'public' ? undefined : token,
          body: route.body,
          query: route.query,
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      // The registry file is served as it is, not in the envelope.
      if (route.url.startsWith('/api/')) expect(answer.body.success).toBe(answer.status < 400);
    }
    await server.sql.query('DELETE FROM login_attempts');
  });
});

describe('random order texts (seeded fuzz)', () => {
  // Slips that expand a lot (ranges, groups, 拖, two markets), now and then with noise, up to the text's bound.
  const LABELS = ['', '', '港澳 ', '澳 ', '港 '];
  const BETS = ['01到49各1', '红波各1', '鼠牛虎兔龙蛇马羊猴鸡狗猪各1', '三中三 01拖02到49各1', '二中二 复式 01到20各组1', '01.02.03各5', '07各10'];
  const NOISE = ['看不懂', '共100元', '各', '拖', '到', '49', '复式', '五不中', '，'];
  it('100 texts of up to 5,000 characters: a draft of at most the bound or a 4xx, an order or a 4xx that writes nothing', async () => {
    const book = orderFixture(server);
    const plan = await book.plan({ minStake: 100, maxStake: 100_000, maxPerSelection: 100_000_000 });
    const customer = await book.customer(await book.agent(), plan.id, { creditLimit: 100_000_000 });
    const draw = await book.openDraw();
    const next = random(2112);
    for (let i = 0; i < 100; i++) {
      const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)]!;
      // Mostly short texts, some up to the bound.
      const length = Math.floor(next() ** 3 * ORDER_RULES.textMax);
      let text = '';
      while (text.length < length) text += `${pick(LABELS)}${pick(BETS)}${next() < 0.05 ? pick(NOISE) : ''}\n`;
      text = text.slice(0, ORDER_RULES.textMax);
      const parsed = await server.call<OrderDraft>('POST', '/order/parse', { token: server.adminToken, body: { drawId: draw.id, text } });
      expect(parsed.status, text).toBeLessThan(500);
      if (parsed.status === 200) expect(parsed.body.data.lines.length).toBeLessThanOrEqual(ORDER_RULES.linesMax);
      const before = await server.fingerprint(['sessions']);
      const saved = await server.call<OrderSaved>('POST', '/order/save', { token: server.adminToken, body: { requestId: requestId(), customerId: customer.id, drawId: draw.id, text } });
      expect(saved.status, text).toBeLessThan(500);
      expect(saved.body.success).toBe(saved.status < 400);
      if (saved.status >= 400) expect(await server.fingerprint(['sessions']), text).toBe(before);
      else expect(saved.body.data.orders.reduce((n, o) => n + o.lineCount, 0)).toBeLessThanOrEqual(ORDER_RULES.linesMax);
    }
  }, 120_000);
});

describe('the event loop during the fuzz run', () => {
  it(`was never held by a request (no stall over ${GENEROUS_STALL_MS} ms)`, () => {
    expect(server.app.stallGuard.longerThan(GENEROUS_STALL_MS) - stallsBefore, `longest stall ${Math.round(server.app.stallGuard.longestMs)} ms`).toBe(0);
  });
});

