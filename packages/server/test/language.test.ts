import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MAX_FEN, type Customer, type Draw, type OrderDraft } from '@drawdesk/contracts';
import { DETAIL_CODES } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';
import { orderFixture, requestId } from './order-fixture.js';

/**
 * The server speaks the language the request asks for (Accept-Language; zh-CN when it names neither):
 * every refusal, with plays in words and money in yuan.
 */
let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let customer: Customer;
let draw: Draw;
beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  const plan = await book.plan({ minStake: 100, maxStake: 500_000, maxPerSelection: 500_000 });
  customer = await book.customer(await book.agent(), plan.id, { creditLimit: 100_000_000 });
  draw = await book.openDraw();
});
afterAll(() => server.close());

const ENGLISH = /[A-Za-z]{2,}/;
const inLanguage = (language: string) => ({ headers: { 'accept-language': language } });
const wrongLogin = (language: string) => server.call('POST', '/user/login', { body: { username: 'admin', password: 'not it' }, ...inLanguage(language) });

describe('the language of what the server says', () => {
  it.each([
    ['zh-CN', '用户名或密码错误'],
    ['zh-CN,zh;q=0.9,en;q=0.8', '用户名或密码错误'],
    ['', '用户名或密码错误'],
    ['en-US', 'Wrong username or password'],
    ['en-GB,en;q=0.9', 'Wrong username or password'],
  ])('a failed login asked in %j says %j', async (language, message) => {
    const answer = await wrongLogin(language);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED', message });
  });

  it('an order over its limit per selection: the line in words, the figures in yuan, in Chinese', async () => {
    const line = { play: 'TM', selection: '07', stake: 500_000 };
    expect((await book.save({ customerId: customer.id, drawId: draw.id, lines: [line] })).status).toBe(200);
    const body = { requestId: requestId(), customerId: customer.id, drawId: draw.id, lines: [{ ...line, stake: 100_000 }] };
    const zh = await server.call('POST', '/order/save', { token: server.adminToken, body, ...inLanguage('zh-CN') });
    expect(zh.status).toBe(422);
    expect(zh.body.message).toBe('第 1 行（特码 7）：该选号的累计金额将超过方案的单号限额（限额 ¥5,000.00，已有 ¥5,000.00，本次 ¥1,000.00）');
    // The rule and its figures stay in `data` for programs, in fen.
    expect(zh.body.data).toMatchObject({ rule: 'max-per-selection', line: 0, play: 'TM', selection: '7', limit: 500_000, taken: 500_000, asked: 100_000 });
    const en = await server.call('POST', '/order/save', { token: server.adminToken, body: { ...body, requestId: requestId() }, ...inLanguage('en-US') });
    expect(en.body.message).toBe('Line 1 (Special number 7): the book would hold more on this selection than the plan allows (limit ¥5,000.00, taken ¥5,000.00, asked ¥1,000.00)');
  });

  it('field problems of the schema and of the rules, in Chinese', async () => {
    const missing = await server.call<{ field: string; message: string }[]>('POST', '/user/login', { body: {}, ...inLanguage('zh-CN') });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('body/username, password：必填');
    const long = await server.call<{ field: string; message: string }[]>('POST', '/customer/save', {
      token: server.adminToken,
      body: { code: 'x'.repeat(500), name: '', agentId: 1, planId: 1, creditLimit: -1, status: 'active', channel: 'nope', phone: null, tags: [] },
      ...inLanguage('zh-CN'),
    });
    expect(long.status).toBe(400);
    for (const problem of long.body.data) expect(problem.message, problem.field).not.toMatch(ENGLISH);
    const line = await server.call<{ field: string; message: string }[]>('POST', '/order/save', {
      token: server.adminToken,
      body: { requestId: requestId(), customerId: customer.id, drawId: draw.id, lines: [{ play: 'TM_ZODIAC', selection: 'UNICORN', stake: 1000 }] },
      ...inLanguage('zh-CN'),
    });
    // The domain core's reason by its code, in words: never its English sentence.
    expect(line.body.data).toEqual([{ field: '/lines/0/selection', message: '特肖“UNICORN”：不是这个玩法的有效选号' }]);
    const en = await server.call<{ field: string; message: string }[]>('POST', '/order/save', {
      token: server.adminToken,
      body: { requestId: requestId(), customerId: customer.id, drawId: draw.id, lines: [{ play: 'TM', selection: '50', stake: 1000 }] },
      ...inLanguage('en-US'),
    });
    expect(en.body.data).toEqual([{ field: '/lines/0/selection', message: 'Special number "50": Not a valid selection of the play' }]);
  });

  it('a chat order read: each diagnostic\'s specifics are a code with parameters, and a refused text is refused in Chinese', async () => {
    const text = '张三\n01,02 10元\n03.03各10';
    const parsed = await server.call<OrderDraft>('POST', '/order/parse', { token: server.adminToken, body: { drawId: draw.id, text }, ...inLanguage('zh-CN') });
    expect(parsed.status).toBe(200);
    const { diagnostics } = parsed.body.data;
    expect(diagnostics.map((d) => [d.code, d.detail])).toEqual([
      ['UNKNOWN_TOKEN', undefined],
      ['AMBIGUOUS_AMOUNT', { code: 'ONE_AMOUNT_SELECTIONS', params: { count: 2 } }],
      ['DUPLICATE_ADDED', { code: 'ADDED_UP', params: { play: 'TM', selection: '3', stake: 2_000 } }],
    ]);
    // Whatever the console shows comes from codes, numbers and the customer's own words: no English sentence.
    for (const d of diagnostics) {
      if (d.detail) expect(DETAIL_CODES).toContain(d.detail.code);
      for (const value of Object.values(d.detail?.params ?? {})) expect(String(value)).not.toMatch(/[a-z]{2,}/);
    }
    const refused = await server.call<{ field: string; message: string }[]>('POST', '/order/save', {
      token: server.adminToken,
      body: { requestId: requestId(), customerId: customer.id, drawId: draw.id, text },
      ...inLanguage('zh-CN'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).not.toMatch(ENGLISH);
    expect(refused.body.data.map((p) => p.message)).toEqual(['张三：看不懂这部分', '10元：一个金额对应多个号码：写 各N（每个）']);
  });

  it('conflicts, missing rows and unknown routes, in Chinese', async () => {
    const unknown = await server.call('GET', '/order', { token: server.adminToken, query: { id: 999_999 }, ...inLanguage('zh-CN') });
    expect(unknown.body).toMatchObject({ status: 404, message: '注单不存在' });
    const noRoute = await server.call('GET', '/nowhere', inLanguage('zh-CN'));
    expect(noRoute.body.message).toBe('没有这个接口：GET /api/v1/nowhere');
    const voided = await book.openDraw();
    await server.call('POST', `/lottery/void/${voided.id}`, { token: server.adminToken, body: { reason: '测试' } });
    const again = await server.call('POST', `/lottery/close/${voided.id}`, { token: server.adminToken, ...inLanguage('zh-CN') });
    expect(again.body).toMatchObject({ status: 409, message: '已作废的期次不能封盘', data: { status: 'void' } });
  });

  it('the bounds of lay-offs and lines, payments out and markets without a draw, in Chinese', async () => {
    const zh = inLanguage('zh-CN');
    const layoff = { drawId: draw.id, agentId: null, play: 'LM_2_ALL', selection: '1,2,3', stake: MONEY_MAX_FEN, odds: 100_000_000, rebateBp: 0, upstream: '上家' };
    const tooMuch = await server.call('POST', '/layoff/save', { token: server.adminToken, body: layoff, ...zh });
    expect(tooMuch.body.data).toEqual([{ field: '/stake', message: '这笔走飞最多可能赔付超过 ¥1,000,000,000,000.00（注额 × 组数 × 赔率）：请降低注额' }]);
    const odds = await server.call('POST', '/layoff/save', { token: server.adminToken, body: { ...layoff, play: 'TM', selection: '7', stake: 100, odds: 9_999 }, ...zh });
    expect(odds.body.data).toEqual([{ field: '/odds', message: '特码：赔率含本金，至少为 1.0（10000）' }]);

    const agent = await book.agent();
    const payer = await book.customer(agent, (await book.plan()).id, { creditLimit: 0 });
    const payOut = (token: string, extra: Record<string, unknown> = {}) =>
      server.call('POST', '/ledger/payment', { token, body: { requestId: requestId(), customerId: payer.id, amount: -5_000, ...extra }, ...zh });
    const over = await payOut(server.adminToken);
    expect(over.body).toMatchObject({ status: 422, message: '客户的可用额度不足以支付这笔付款（可用 ¥0.00，本次 ¥50.00）；管理员可填写理由后照付' });
    const user = await server.createUser({ agentId: agent });
    const byUser = await payOut(await server.login(user.username, user.password), { overrideReason: '提前付奖金' });
    expect(byUser.body).toMatchObject({ status: 403, message: '只有管理员可以超出可用额度付款' });

    const elsewhere = await server.call('POST', '/order/save', {
      token: server.adminToken,
      body: { requestId: requestId(), customerId: customer.id, drawId: draw.id, lines: [{ play: 'TM', selection: '7', stake: 1000, lottery: 'MO6' }] },
      ...zh,
    });
    expect(elsewhere.body.data).toEqual([{ field: '/lines/0/lottery', message: 'MO6 现在没有开放下注的期数，这些注不能下' }]);
  });
});
