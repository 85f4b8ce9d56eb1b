import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, Draw, Order, OrderDetail, OrderDraft, OrderPage, Plan } from '@drawdesk/contracts';
import type { TestServer } from './server.js';
import { openOrderBook, requestId, type OrderFixture } from './order-fixture.js';
import { poll } from './poll.js';

let server: TestServer, book: OrderFixture, plan: Plan, agent: number, customer: Customer, draw: Draw;
beforeAll(async () => ({ server, book, plan, agent, customer, draw } = await openOrderBook({ minStake: 100, maxStake: 100_000, maxPerSelection: 200_000 })));
afterAll(() => server.close());

const tm = (selection: string, stake: number) => ({ play: 'TM', selection, stake });
const detail = (id: number, token = server.adminToken) => server.call<OrderDetail>('GET', '/order', { token, query: { id } });
const list = (filters: Record<string, unknown>, token = server.adminToken) =>
  server.call<OrderPage>('POST', '/order/list', { token, body: { page: 1, pageSize: 200, ...filters } });

/** Refused with `status` (and the rule, for a 422) and nothing written. */
async function expectRefused(body: Record<string, unknown>, status: number, rule?: string, token = server.adminToken) {
  const before = await server.fingerprint(['sessions']);
  const answer = await book.save(body, token);
  expect(answer.status, answer.body.message).toBe(status);
  if (rule) expect(answer.body.data).toMatchObject({ rule });
  expect(await server.fingerprint(['sessions'])).toBe(before);
  return answer;
}

describe('reading a chat message (/order/parse)', () => {
  it('reads a text against a lottery\'s open draw: lines, totals, and each diagnostic at its token; nothing written', async () => {
    const before = await server.fingerprint(['sessions']);
    const answer = await server.call<OrderDraft>('POST', '/order/parse', { token: server.adminToken, body: { lottery: 'HK6', text: '07.18各10元\n马马虎虎 五十' } });
    expect(answer.status, answer.body.message).toBe(200);
    const draft = answer.body.data;
    expect(draft.drawId).toBe(draw.id);
    expect(draft.lines.map((l) => [l.play, l.selection, l.stake, l.amount])).toEqual([
      ['TM', '7', 1000, 1000],
      ['TM', '18', 1000, 1000],
    ]);
    expect(draft.totals.stake).toBe(2000);
    expect(draft.diagnostics.length).toBeGreaterThan(0);
    for (const d of draft.diagnostics) expect('07.18各10元\n马马虎虎 五十'.slice(d.start, d.end)).toBe(d.token);
    expect(await server.fingerprint(['sessions'])).toBe(before);
  });

  it('expands an animal with the draw year\'s numbers, and a combination play into its lines', async () => {
    const answer = await server.call<OrderDraft>('POST', '/order/parse', { token: server.adminToken, body: { drawId: draw.id, text: '二中二 复式 01.02.03 各组10' } });
    expect(answer.body.data.lines).toEqual([expect.objectContaining({ play: 'LM_2_ALL', selection: '1,2,3', stake: 1000, combinations: 3, amount: 3000 })]);
  });

  it('says which draw is missing', async () => {
    const answer = await server.call('POST', '/order/parse', { token: server.adminToken, body: { text: '01各10' } });
    expect(answer.status).toBe(400);
  });
});

describe('taking orders (/order/save)', () => {
  it('takes lines with the snapshots of the plan and the chain, in the book at once (an Admin\'s entry)', async () => {
    const answer = await book.save({ customerId: customer.id, drawId: draw.id, lines: [tm('07', 5000), tm('7', 1000), { play: 'ZM', selection: '12', stake: 2000 }] });
    expect(answer.status, answer.body.message).toBe(200);
    const order = answer.body.data;
    expect(order).toMatchObject({ status: 'accepted', source: 'form', stake: 8000, lineCount: 3, customerCode: customer.code, issue: draw.issue, confirmedBy: 'admin' });
    expect(order.orderNo).toMatch(new RegExp(`^${draw.issue}-\\d+$`));
    const { body } = await detail(order.id);
    const tmRow = plan.rows.find((r) => r.play === 'TM')!;
    expect(body.data.lines[0]).toMatchObject({ play: 'TM', selection: '7', stake: 5000, amount: 5000, odds1: tmRow.odds[0], rebateBp: tmRow.rebateBp });
    expect(body.data.lines[0]!.shareChain).toEqual([{ agentId: agent, shareBp: 0, rebateBp: 0 }]);
    const books = await book.books(draw.id);
    expect(books.stored).toEqual(books.summed);
    expect(books.stored).toContainEqual({ play: 'TM', selection: '7', stake: 6000 });
  });

  it('takes a text: its lines read on the server, the text kept with the order', async () => {
    const answer = await book.save({ customerId: customer.id, drawId: draw.id, text: '08.09各20' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data).toMatchObject({ source: 'text', stake: 4000, lineCount: 2 });
    expect((await detail(answer.body.data.id)).body.data.text).toBe('08.09各20');
  });

  it('refuses a text with anything unread, and a text with no lines, writing nothing', async () => {
    await expectRefused({ customerId: customer.id, drawId: draw.id, text: '08.09各20 看不懂' }, 400);
    await expectRefused({ customerId: customer.id, drawId: draw.id }, 400);
  });

  it('is one order per request id, sent twice in a row or twenty times at once', async () => {
    const body = { requestId: requestId(), customerId: customer.id, drawId: draw.id, lines: [tm('33', 1000)] };
    const first = await server.call<Order>('POST', '/order/save', { token: server.adminToken, body });
    const again = await server.call<Order>('POST', '/order/save', { token: server.adminToken, body });
    expect(again.body.data.id).toBe(first.body.data.id);

    const racing = { ...body, requestId: requestId(), lines: [tm('34', 1000)] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.call<Order>('POST', '/order/save', { token: server.adminToken, body: racing })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM orders WHERE request_id = $1`, [racing.requestId]);
    expect(rows[0].n).toBe(1);
    const books = await book.books(draw.id);
    expect(books.stored).toContainEqual({ play: 'TM', selection: '34', stake: 1000 });
  });

  it.each([
    { name: 'below the minimum per line', lines: [tm('1', 99)], rule: 'min-stake' },
    { name: 'above the maximum per line', lines: [tm('1', 100_001)], rule: 'max-stake' },
    { name: 'over the limit per selection with the order\'s own lines', lines: [tm('2', 100_000), tm('2', 100_000), tm('02', 100)], rule: 'max-per-selection' },
  ])('refuses $name with 422 naming the rule', async ({ lines, rule }) => {
    const answer = await expectRefused({ customerId: customer.id, drawId: draw.id, lines }, 422, rule);
    expect(answer.body.code).toBe('LIMIT_EXCEEDED');
    expect(answer.body.message).toMatch(/^Line \d+ \(Special number \d+\)/);
  });

  it('refuses a locked play, a play of another game, a bad selection, a draw not open, a customer outside the scope', async () => {
    const locked = await book.plan({ locked: true });
    const lockedCustomer = await book.customer(agent, locked.id);
    await expectRefused({ customerId: lockedCustomer.id, drawId: draw.id, lines: [tm('1', 1000)] }, 422, 'play-locked');
    await expectRefused({ customerId: customer.id, drawId: draw.id, lines: [{ play: 'P3_DIRECT', selection: '123', stake: 1000 }] }, 400);
    await expectRefused({ customerId: customer.id, drawId: draw.id, lines: [tm('50', 1000)] }, 400);
    const later = await book.draws.create('HK6');
    await expectRefused({ customerId: customer.id, drawId: later.id, lines: [tm('1', 1000)] }, 422, 'draw-open');
    const other = await server.createUser({ agentId: await book.agent() });
    await expectRefused({ customerId: customer.id, drawId: draw.id, lines: [tm('1', 1000)] }, 400, undefined, await server.login(other.username, other.password));
  });
});

describe('racing for the last of a limit', () => {
  it('20 orders at once for the last of a selection\'s limit: exactly the allowed ones pass, the book equals the accepted lines', async () => {
    const tight = await book.plan({ minStake: 100, maxStake: 50_000, maxPerSelection: 50_000 });
    const racers = await Promise.all(Array.from({ length: 20 }, () => book.customer(agent, tight.id, { creditLimit: 10_000_000 })));
    const answers = await Promise.all(racers.map((c) => book.save({ customerId: c.id, drawId: draw.id, lines: [tm('44', 7_000)] })));
    // 50,000 / 7,000: seven fit.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.status === 422).every((a) => (a.body.data as unknown as { rule: string }).rule === 'max-per-selection')).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 422)).toEqual([]);
    const books = await book.books(draw.id);
    expect(books.stored).toEqual(books.summed);
    expect(books.stored).toContainEqual({ play: 'TM', selection: '44', stake: 49_000 });
  });

  it('20 orders at once for the last of a customer\'s credit: exactly the allowed ones pass', async () => {
    const small = await book.customer(agent, plan.id, { creditLimit: 10_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book.save({ customerId: small.id, drawId: draw.id, lines: [tm(String(i + 1), 1_500)] })));
    // 10,000 / 1,500: six fit.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 422).every((a) => (a.body.data as unknown as { rule: string }).rule === 'credit')).toBe(true);
    const balance = await server.call<{ openStake: number; available: number }>('GET', '/ledger/balance', { token: server.adminToken, query: { customerId: small.id } });
    expect(balance.body.data).toMatchObject({ openStake: 9_000, available: 1_000 });
    const books = await book.books(draw.id);
    expect(books.stored).toEqual(books.summed);
  });
});

describe('after an order is taken', () => {
  it('cancels an accepted order while the draw is open (it leaves the book), and no more once closed', async () => {
    const order = (await book.save({ customerId: customer.id, drawId: draw.id, lines: [tm('45', 3000)] })).body.data;
    const cancelled = await server.call<Order>('POST', `/order/cancel/${order.id}`, { token: server.adminToken });
    expect(cancelled.body.data.status).toBe('cancelled');
    let books = await book.books(draw.id);
    expect(books.stored).toEqual(books.summed);
    expect(books.stored.find((r) => r.selection === '45')).toBeUndefined();
    const twice = await server.call('POST', `/order/cancel/${order.id}`, { token: server.adminToken });
    expect(twice.status).toBe(409);
    expect(twice.body.data).toMatchObject({ status: 'cancelled' });

    const closing = await book.openDraw();
    const kept = (await book.save({ customerId: customer.id, drawId: closing.id, lines: [tm('46', 3000)] })).body.data;
    await book.draws.act('close', closing.id);
    expect((await server.call('POST', `/order/cancel/${kept.id}`, { token: server.adminToken })).status).toBe(409);
    books = await book.books(closing.id);
    expect(books.stored).toEqual([{ play: 'TM', selection: '46', stake: 3000 }]);
    // A draw with orders is never removed, nor a customer with orders.
    expect((await book.draws.remove(closing.id)).status).toBe(409);
    const removal = await server.call('DELETE', `/customer/remove/${customer.id}`, { token: server.adminToken });
    expect(removal.status).toBe(409);
    expect(removal.body.message).toContain('disable it instead');
  });

  it('waits for confirmation when the book says so: a User\'s entry is pending and out of the book, accepted or rejected by another; closing rejects the rest', async () => {
    const settings = (await server.call<{ version: number }>('GET', '/setting/book', { token: server.adminToken })).body.data;
    const changed = await server.call('POST', '/setting/book', {
      token: server.adminToken,
      body: { bareZodiac: 'diagnose', bareGroup: 'diagnose', listAmount: 'diagnose', duplicates: 'diagnose', dashRange: 'diagnose', compound: 'diagnose', confirmUserOrders: true, version: settings.version },
    });
    expect(changed.status, changed.body.message).toBe(200);
    const clerk = await server.createUser({ agentId: agent });
    const clerkToken = await server.login(clerk.username, clerk.password);
    const pendingDraw = await book.openDraw();
    const entry = (lines: ReturnType<typeof tm>[]) => book.save({ customerId: customer.id, drawId: pendingDraw.id, lines }, clerkToken);

    const first = (await entry([tm('10', 2000)])).body.data;
    expect(first).toMatchObject({ status: 'pending', confirmedBy: null });
    // Everyone who may confirm it hears of it (a notice and a live Notify); the clerk itself does not.
    const notices = await server.sql.query(`SELECT user_id FROM messages WHERE type = 'notice' AND link = $1`, [`/orders/detail?id=${first.id}`]);
    expect(notices.rows.map((r) => r.user_id)).toContain(server.firstAdmin.id);
    expect(notices.rows.map((r) => r.user_id)).not.toContain(clerk.id);
    const live = await server.sql.query(`SELECT 1 FROM events WHERE user_id = $1 AND trace_id = $2`, [server.firstAdmin.id, `order:${first.id}`]);
    expect(live.rows).toHaveLength(1);
    expect((await book.books(pendingDraw.id)).stored).toEqual([]);
    const accepted = await server.call<Order>('POST', `/order/accept/${first.id}`, { token: server.adminToken });
    expect(accepted.body.data).toMatchObject({ status: 'accepted', confirmedBy: 'admin' });
    expect((await book.books(pendingDraw.id)).stored).toEqual([{ play: 'TM', selection: '10', stake: 2000 }]);

    const second = (await entry([tm('11', 2000)])).body.data;
    const rejected = await server.call<Order>('POST', `/order/reject/${second.id}`, { token: server.adminToken, body: { reason: 'customer called it off' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: { 'zh-CN': 'customer called it off', 'en-US': 'customer called it off' } });
    expect((await server.call('POST', `/order/accept/${second.id}`, { token: server.adminToken })).status).toBe(409);

    const third = (await entry([tm('12', 2000)])).body.data;
    await book.draws.act('close', pendingDraw.id);
    expect((await detail(third.id)).body.data).toMatchObject({ status: 'rejected', reason: { 'zh-CN': '期次封盘时注单尚未确认', 'en-US': 'The draw closed before the order was confirmed' } });
    expect((await book.books(pendingDraw.id)).stored).toEqual([{ play: 'TM', selection: '10', stake: 2000 }]);
    const { updatedAt: _at, ...current } = (await server.call<Record<string, unknown>>('GET', '/setting/book', { token: server.adminToken })).body.data;
    expect((await server.call('POST', '/setting/book', { token: server.adminToken, body: { ...current, confirmUserOrders: false } })).status).toBe(200);
  });
});

describe('four-eyes: a pending order is confirmed by another person', () => {
  /** Switches the book setting and back. */
  async function confirmUserOrders(on: boolean) {
    const { updatedAt: _at, ...current } = (await server.call<Record<string, unknown>>('GET', '/setting/book', { token: server.adminToken })).body.data;
    expect((await server.call('POST', '/setting/book', { token: server.adminToken, body: { ...current, confirmUserOrders: on } })).status).toBe(200);
  }
  const userOf = async (agentId: number) => {
    const user = await server.createUser({ agentId });
    return { ...user, token: await server.login(user.username, user.password) };
  };

  it('the enterer, a User of its agent or below are refused (409 four-eyes); a User above or an Admin confirms; the audit names both', async () => {
    await confirmUserOrders(true);
    try {
      const top = await book.agent();
      const mid = await book.agent(top);
      const leaf = await book.agent(mid);
      const buyer = await book.customer(leaf, plan.id, { creditLimit: 10_000_000 });
      const [clerk, colleague, midUser, topUser] = [await userOf(leaf), await userOf(leaf), await userOf(mid), await userOf(top)];
      const pending = async (as: string) => (await book.save({ customerId: buyer.id, drawId: draw.id, lines: [tm('30', 1000)] }, as)).body.data;
      const accept = (id: number, as: string) => server.call<Order>('POST', `/order/accept/${id}`, { token: as });

      const first = await pending(clerk.token);
      expect(first.status).toBe('pending');
      for (const refused of [clerk, colleague]) {
        const answer = await accept(first.id, refused.token);
        expect(answer.status).toBe(409);
        expect(answer.body.data).toMatchObject({ rule: 'four-eyes' });
        expect(answer.body.message).toContain('Four-eyes');
      }
      expect((await detail(first.id)).body.data.status).toBe('pending');
      // Told: the Admins and the Users above the clerk's agent, not the clerk nor its colleague.
      const told = (await server.sql.query(`SELECT user_id FROM messages WHERE type = 'notice' AND link = $1`, [`/orders/detail?id=${first.id}`])).rows.map((r) => r.user_id);
      expect(told).toEqual(expect.arrayContaining([server.firstAdmin.id, midUser.id, topUser.id]));
      expect(told).not.toContain(clerk.id);
      expect(told).not.toContain(colleague.id);
      const accepted = await accept(first.id, midUser.token);
      expect(accepted.status, accepted.body.message).toBe(200);
      expect(accepted.body.data).toMatchObject({ status: 'accepted', enteredBy: clerk.username, confirmedBy: midUser.username });
      const { rows } = await server.sql.query(`SELECT actor_id, before, after FROM audit_log WHERE action = 'order.accept' AND entity_id = $1`, [String(first.id)]);
      expect(rows).toEqual([{ actor_id: midUser.id, before: { status: 'pending', enteredBy: { id: clerk.id, name: clerk.username } }, after: { status: 'accepted', confirmedBy: { id: midUser.id, name: midUser.username } } }]);

      // Entered above: the User below it is refused; the User above it, or an Admin, confirms.
      const second = await pending(midUser.token);
      expect((await accept(second.id, clerk.token)).body.data).toMatchObject({ rule: 'four-eyes' });
      expect((await accept(second.id, topUser.token)).body.data).toMatchObject({ status: 'accepted', confirmedBy: topUser.username });
      const third = await pending(topUser.token);
      expect((await accept(third.id, midUser.token)).status).toBe(409);
      expect((await accept(third.id, server.adminToken)).body.data).toMatchObject({ status: 'accepted', confirmedBy: 'admin' });
    } finally {
      await confirmUserOrders(false);
    }
  });
});

describe('scope', () => {
  it('a User sees, counts, exports and touches only its subtree\'s orders', async () => {
    const own = await book.agent();
    const ownCustomer = await book.customer(own, plan.id);
    const ownOrder = (await book.save({ customerId: ownCustomer.id, drawId: draw.id, lines: [tm('20', 1000)] })).body.data;
    const user = await server.createUser({ agentId: own });
    const token = await server.login(user.username, user.password);

    const page = (await list({}, token)).body.data;
    expect(page.list.map((o) => o.id)).toEqual([ownOrder.id]);
    expect(page.total).toBe(1);
    expect(page.totals.stake).toBe(1000);
    const others = (await list({ customerId: customer.id }, token)).body.data;
    expect(others.total).toBe(0);
    const someoneElses = (await list({ customerId: customer.id })).body.data.list[0]!;
    expect((await detail(someoneElses.id, token)).status).toBe(404);
    expect((await server.call('POST', `/order/cancel/${someoneElses.id}`, { token })).status).toBe(404);
    const csv = await fetch(`${server.base}/api/v1/order/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).trim().split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(ownOrder.orderNo);
    expect((await server.call('GET', '/ledger/balance', { token, query: { customerId: customer.id } })).status).toBe(404);
  });
});

describe('the share chain a User sees', () => {
  it('is its own agent\'s link and those below it: the upline\'s share and rebate are not shown; the book keeps the whole chain', async () => {
    const top = await book.agent();
    const sub = await book.agent(top);
    await server.sql.query('UPDATE agents SET share_bp = 3000 WHERE id = $1', [top]);
    await server.sql.query('UPDATE agents SET share_bp = 2000 WHERE id = $1', [sub]);
    const buyer = await book.customer(sub, plan.id, { creditLimit: 10_000_000 });
    const order = (await book.save({ customerId: buyer.id, drawId: draw.id, lines: [tm('40', 1000)] })).body.data;
    const chainFor = async (token: string) => (await detail(order.id, token)).body.data.lines[0]!.shareChain.map((link) => [link.agentId, link.shareBp]);
    const tokenOf = async (agentId: number) => {
      const user = await server.createUser({ agentId });
      return server.login(user.username, user.password);
    };
    expect(await chainFor(server.adminToken)).toEqual([[sub, 2000], [top, 3000]]);
    expect(await chainFor(await tokenOf(top))).toEqual([[sub, 2000], [top, 3000]]);
    expect(await chainFor(await tokenOf(sub))).toEqual([[sub, 2000]]);
    const { rows } = await server.sql.query(`SELECT kept_bp FROM order_lines WHERE order_id = $1`, [order.id]);
    expect(rows).toEqual([{ kept_bp: 5000 }]);
  });
});

describe('repeat orders', () => {
  const mo6 = (offset: number) => book.draws.create('MO6', { opens: -60, closes: 3600 + offset, draw: 3700 + offset }).then((d) => book.draws.reach(d.id, 'open'));
  const copiesOf = async (seriesId: number) =>
    (await server.sql.query<{ id: number; draw_id: number; repeat_left: number; renewal: string; status: string }>(
      `SELECT id, draw_id, repeat_left, renewal, status FROM orders WHERE series_id = $1 ORDER BY id`,
      [seriesId],
    )).rows;

  it('chase their lines over the next draws as each opens, then wait for renewal; a refused copy is a notice, not a silent skip', async () => {
    const first = await mo6(0);
    const series = (await book.save({ customerId: customer.id, drawId: first.id, lines: [tm('3', 1000)], repeat: 2 })).body.data;
    expect(series.repeat).toBe(2);

    const second = await mo6(100);
    const [copy] = await poll(async () => (await copiesOf(series.id)).length === 1 && copiesOf(series.id), 'the first copy');
    expect(copy).toMatchObject({ draw_id: second.id, repeat_left: 1, renewal: 'none', status: 'accepted' });
    expect((await detail(series.id)).body.data.repeat).toBe(0);

    const third = await mo6(200);
    const copies = await poll(async () => (await copiesOf(series.id)).length === 2 && copiesOf(series.id), 'the second copy');
    expect(copies[1]).toMatchObject({ draw_id: third.id, repeat_left: 0, renewal: 'pending' });
    const todo = () => server.sql.query(`SELECT type, status, done_at IS NOT NULL AS done FROM messages WHERE user_id = $1 AND link = $2`, [server.firstAdmin.id, `/orders/detail?id=${copies[1]!.id}`]);
    expect((await todo()).rows).toEqual([{ type: 'todo', status: 0, done: false }]);
    const renewed = await server.call<Order>('POST', `/order/renew/${copies[1]!.id}`, { token: server.adminToken, body: { repeat: 1 } });
    expect(renewed.body.data).toMatchObject({ renewal: 'renewed', repeat: 1 });
    // Renewed: the todo ended by itself (done and read, so out of the badge).
    expect((await todo()).rows).toEqual([{ type: 'todo', status: 1, done: true }]);
    expect((await server.call('POST', `/order/dismiss-renewal/${copies[1]!.id}`, { token: server.adminToken })).status).toBe(409);

    // The customer is disabled before the next draw opens: the copy is refused and the operator told.
    const { updatedAt: _u, createdAt: _c, regionName: _r, ...body } = customer;
    const current = (await server.call<Customer>('GET', '/customer', { token: server.adminToken, query: { id: customer.id } })).body.data;
    expect((await server.call('POST', '/customer/save', { token: server.adminToken, body: { ...body, version: current.version, status: 'disabled' } })).status).toBe(200);
    await mo6(300);
    const refused = await poll(
      async () => (await server.sql.query(`SELECT content FROM messages WHERE user_id = $1 AND title->>'zh-CN' = '追号未下单' AND link = $2`, [server.firstAdmin.id, `/orders/detail?id=${copies[1]!.id}`])).rows[0],
      'the refusal notice',
    );
    expect(refused.content['en-US']).toMatch(/: The customer \S+ is disabled$/);
    expect(refused.content['zh-CN']).toMatch(/^注单 \S+ 的追号在第 \S+ 期未能下单：客户 \S+ 已停用$/);
    expect((await detail(copies[1]!.id)).body.data).toMatchObject({ repeat: 0, renewal: 'pending' });
    expect(await copiesOf(series.id)).toHaveLength(2);
    expect((await server.call('POST', '/customer/save', { token: server.adminToken, body: { ...body, version: current.version + 1, status: 'active' } })).status).toBe(200);
  });
  it('stop when the customer moves out of reach of the User who entered them (a notice to both agents\' Users); an Admin\'s series carries on', async () => {
    const home = await book.agent();
    const below = await book.agent(home);
    const away = await book.agent();
    const mover = await book.customer(home, plan.id, { creditLimit: 10_000_000 });
    const userOf = async (agentId: number) => {
      const user = await server.createUser({ agentId });
      return { ...user, token: await server.login(user.username, user.password) };
    };
    const [clerk, colleague, newcomer] = [await userOf(home), await userOf(home), await userOf(away)];
    const first = await mo6(1000);
    const byClerk = (await book.save({ customerId: mover.id, drawId: first.id, lines: [tm('5', 1000)], repeat: 2 }, clerk.token)).body.data;
    const byAdmin = (await book.save({ customerId: mover.id, drawId: first.id, lines: [tm('6', 1000)], repeat: 2 })).body.data;
    const move = async (agentId: number) => {
      const current = (await server.call<Customer>('GET', '/customer', { token: server.adminToken, query: { id: mover.id } })).body.data;
      const { updatedAt: _u, createdAt: _c, regionName: _r, ...body } = current;
      expect((await server.call('POST', '/customer/save', { token: server.adminToken, body: { ...body, agentId } })).status).toBe(200);
    };
    const seriesOf = async (id: number) => (await server.sql.query<{ repeat_left: number; renewal: string }>(`SELECT repeat_left, renewal FROM orders WHERE id = $1`, [id])).rows[0];

    // Within the clerk's subtree: nothing stops.
    await move(below);
    expect(await seriesOf(byClerk.id)).toEqual({ repeat_left: 2, renewal: 'none' });
    await move(away);
    expect(await seriesOf(byClerk.id)).toEqual({ repeat_left: 0, renewal: 'dismissed' });
    expect(await seriesOf(byAdmin.id)).toEqual({ repeat_left: 2, renewal: 'none' });
    const told = await server.sql.query<{ user_id: number; content: Record<string, string> }>(`SELECT user_id, content FROM messages WHERE title->>'zh-CN' = '追号已停止' AND link = $1 ORDER BY user_id`, [`/orders/detail?id=${byClerk.id}`]);
    expect(told.rows.map((r) => r.user_id)).toEqual([clerk.id, colleague.id, newcomer.id].sort((a, b) => a - b));
    // Said in both languages, the customer and its new agent by code.
    expect(told.rows[0]!.content['zh-CN']).toMatch(new RegExp(`^客户 ${mover.code} 已转到代理 .+的追号已停止。$`));
    expect(told.rows[0]!.content['en-US']).toMatch(new RegExp(`^Customer ${mover.code} moved to agent .+ were stopped\\.$`));
    expect((await server.sql.query(`SELECT reason FROM audit_log WHERE action = 'order.series-stop' AND entity_id = $1`, [String(byClerk.id)])).rows).toEqual([{ reason: 'customer moved' }]);

    // The next draw: the Admin's series places its copy (in the customer's new scope), the clerk's does not.
    const next = await mo6(1100);
    const copies = await poll(async () => {
      const { rows } = await server.sql.query<{ series_id: number; agent_id: number }>(`SELECT series_id, agent_id FROM orders WHERE draw_id = $1 AND customer_id = $2`, [next.id, mover.id]);
      return rows.length > 0 && rows;
    }, 'the Admin series copy');
    expect(copies).toEqual([{ series_id: byAdmin.id, agent_id: away }]);
  });
  it('a copy meets the same bound on lines as a form or a text: one over it is refused with a notice', async () => {
    const first = await mo6(2000);
    // An order over the bound can only come from before it existed: written here directly.
    const { rows } = await server.sql.query<{ id: number }>(
      `INSERT INTO orders (order_no, customer_id, agent_id, draw_id, source, status, stake, line_count, request_id, entered_by, entered_by_name, confirmed_by, confirmed_by_name, repeat_left)
       VALUES ($1, $2, $3, $4, 'form', 'accepted', 50100, 501, $5, $6, 'admin', $6, 'admin', 1) RETURNING id`,
      [`${first.issue}-big`, customer.id, agent, first.id, requestId(), server.firstAdmin.id],
    );
    const big = rows[0]!.id;
    await server.sql.query(
      `INSERT INTO order_lines (order_id, draw_id, play, selection, stake, combinations, amount, odds1, rebate_bp, share_chain, kept_bp)
       SELECT $1, $2, 'TM', ((n % 49) + 1)::text, 100, 1, 100, 426000, 0, '[]', 10000 FROM generate_series(1, 501) AS n`,
      [big, first.id],
    );
    await mo6(2100);
    const refused = await poll(
      async () => (await server.sql.query<{ content: Record<string, string> }>(`SELECT content FROM messages WHERE title->>'zh-CN' = '追号未下单' AND link = $1`, [`/orders/detail?id=${big}`])).rows[0],
      'the refused copy',
    );
    expect(refused.content['en-US']).toContain('at most 500 lines; this one has 501');
    expect(refused.content['zh-CN']).toContain('一张注单最多 500 行；这张有 501 行');
    expect(await copiesOf(big)).toEqual([]);
  });
});
