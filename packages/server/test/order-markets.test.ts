import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, Draw, Order, OrderDetail, OrderDraft, OrderSaved } from '@drawdesk/contracts';
import { groupNumbers, zodiacMapOn } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';
import { orderFixture, requestId } from './order-fixture.js';

let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let customer: Customer;
let hk6: Draw;
let mo6: Draw;
beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  const plan = await book.plan({ minStake: 100, maxStake: 100_000, maxPerSelection: 10_000_000 });
  customer = await book.customer(await book.agent(), plan.id, { creditLimit: 100_000_000 });
  hk6 = await book.openDraw();
  mo6 = await book.draws.create('MO6', { opens: -60, closes: 3600, draw: 3700 }).then((d) => book.draws.reach(d.id, 'open'));
});
afterAll(() => server.close());

const save = (body: Record<string, unknown>) => server.call<OrderSaved>('POST', '/order/save', { token: server.adminToken, body: { requestId: requestId(), customerId: customer.id, ...body } });
const parse = (body: Record<string, unknown>) => server.call<OrderDraft>('POST', '/order/parse', { token: server.adminToken, body });
const detail = (id: number) => server.call<OrderDetail>('GET', '/order', { token: server.adminToken, query: { id } });
const drawOf = (lottery: string) => (lottery === 'HK6' ? hk6 : mo6);
/** Each order as its market, draw and lines' selections. */
const booked = async (orders: readonly Order[]) =>
  Promise.all(orders.map(async (o) => ({ lottery: o.lottery, drawId: o.drawId, lines: (await detail(o.id)).body.data.lines.map((l) => `${l.play} ${l.selection}`) })));

/** Every market label of the domain (docs/domain/orders.md and the parser's settings.ts) and the markets it names. */
const LABELS: [string, string[]][] = [
  ...['澳', '澳门', '澳特', '门特', '新澳', '新门', '奥', '新奥'].map((label): [string, string[]] => [label, ['MO6']]),
  ...['香', '港', '香港', '港特'].map((label): [string, string[]] => [label, ['HK6']]),
  ['香港澳门', ['HK6', 'MO6']],
  ['港澳', ['HK6', 'MO6']],
];
const CASES = LABELS.flatMap(([label, markets]) => [
  { text: `${label} 08各10`, markets },
  { text: `08各10 ${label}`, markets },
]);

describe('a text books each line on the open draw of its own market', () => {
  // The order is sent on the other market's draw (HK6 for both), so a line left on the order's draw shows.
  const sentOn = (markets: string[]) => (markets.length === 1 && markets[0] === 'HK6' ? mo6 : hk6);

  it.each(CASES)('$text: one order per market named, on its open draw', async ({ text, markets }) => {
    const answer = await save({ drawId: sentOn(markets).id, text });
    expect(answer.status, answer.body.message).toBe(200);
    const { orders, ...first } = answer.body.data;
    expect(orders).toHaveLength(markets.length);
    expect(orders[0]).toEqual(first);
    expect(await booked(orders)).toEqual(markets.map((m) => ({ lottery: m, drawId: drawOf(m).id, lines: ['TM 8'] })));
    expect(orders.every((o) => o.source === 'text' && o.stake === 1000)).toBe(true);
  });

  it.each(CASES)('$text: the draft gives each line its market and the open draw of each', async ({ text, markets }) => {
    const answer = await parse({ drawId: sentOn(markets).id, text });
    expect(answer.status, answer.body.message).toBe(200);
    // A label after the bets names them, with a note saying so (docs/domain/orders.md); nothing else is said.
    expect(answer.body.data.diagnostics.map((d) => d.code)).toEqual(text.startsWith('08') ? ['MARKET_AT_END'] : []);
    expect(answer.body.data.lines.map((l) => l.lottery)).toEqual(markets);
    expect(answer.body.data.draws).toEqual(markets.map((m) => ({ lottery: m, drawId: drawOf(m).id, issue: drawOf(m).issue })));
  });

  it('a paste over two markets and several slips: the markets in the order they first appear, one confirmation', async () => {
    const answer = await save({ drawId: hk6.id, text: '澳 01.02各10\n港 03各20\n澳门 04各10' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(await booked(answer.body.data.orders)).toEqual([
      { lottery: 'MO6', drawId: mo6.id, lines: ['TM 1', 'TM 2', 'TM 4'] },
      { lottery: 'HK6', drawId: hk6.id, lines: ['TM 3'] },
    ]);
    expect(answer.body.data).toMatchObject({ lottery: 'MO6', stake: 3000 });
  });
});

describe('lines sent with their market (the confirmed draft)', () => {
  const lines = [
    { play: 'TM', selection: '21', stake: 1000, lottery: 'MO6' },
    { play: 'TM', selection: '22', stake: 1000 },
    { play: 'TM', selection: '23', stake: 1000, lottery: 'HK6' },
  ];

  it('a line without a market is the order draw\'s; one of another market goes to that market\'s open draw', async () => {
    const answer = await save({ drawId: hk6.id, lines, text: '澳 21各10\n22各10 23各10' });
    expect(answer.status, answer.body.message).toBe(200);
    expect(await booked(answer.body.data.orders)).toEqual([
      { lottery: 'MO6', drawId: mo6.id, lines: ['TM 21'] },
      { lottery: 'HK6', drawId: hk6.id, lines: ['TM 22', 'TM 23'] },
    ]);
    for (const order of answer.body.data.orders) expect((await detail(order.id)).body.data.text).toBe('澳 21各10\n22各10 23各10');
  });

  it('the request id answers the same orders, sent again or ten times at once, and makes them once', async () => {
    const body = { requestId: requestId(), customerId: customer.id, drawId: hk6.id, lines };
    const first = await server.call<OrderSaved>('POST', '/order/save', { token: server.adminToken, body });
    const again = await server.call<OrderSaved>('POST', '/order/save', { token: server.adminToken, body });
    expect(again.body.data.orders.map((o) => o.id)).toEqual(first.body.data.orders.map((o) => o.id));
    const racing = { ...body, requestId: requestId() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.call<OrderSaved>('POST', '/order/save', { token: server.adminToken, body: racing })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.data.orders.map((o) => o.id).join()))).toHaveLength(1);
    const { rows } = await server.sql.query(`SELECT draw_id FROM orders WHERE request_id = $1 ORDER BY request_part`, [racing.requestId]);
    expect(rows.map((r) => r.draw_id)).toEqual([mo6.id, hk6.id]);
  });

  it('is all or nothing: a refusal on one market\'s order writes neither', async () => {
    const before = await server.fingerprint(['sessions']);
    const answer = await save({ drawId: hk6.id, lines: [{ play: 'TM', selection: '24', stake: 1000 }, { play: 'TM', selection: '25', stake: 100_001, lottery: 'MO6' }] });
    expect(answer.status).toBe(422);
    expect(answer.body.data).toMatchObject({ rule: 'max-stake' });
    expect(await server.fingerprint(['sessions'])).toBe(before);
  });
});

describe('a market without an open draw', () => {
  it('blocks the whole save (400 on the line\'s market, nothing written) and is a diagnostic of the draft', async () => {
    await book.draws.act('close', mo6.id);
    const before = await server.fingerprint(['sessions']);
    const form = await save({ drawId: hk6.id, lines: [{ play: 'TM', selection: '26', stake: 1000 }, { play: 'TM', selection: '27', stake: 1000, lottery: 'MO6' }] });
    expect(form.status).toBe(400);
    expect(form.body.data).toEqual([{ field: '/lines/1/lottery', message: expect.stringContaining('MO6 has no draw open') }]);
    const text = await save({ drawId: hk6.id, text: '26各10港\n27各10澳' });
    expect(text.status).toBe(400);
    expect(await server.fingerprint(['sessions'])).toBe(before);

    const draft = (await parse({ drawId: hk6.id, text: '26各10港\n27各10澳' })).body.data;
    expect(draft.draws).toEqual([{ lottery: 'HK6', drawId: hk6.id, issue: hk6.issue }]);
    // Besides the notes on the labels after the bets, one error: the market without an open draw.
    const errors = draft.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ code: 'NO_OPEN_DRAW', token: '27' })]);
    expect(errors[0]).not.toHaveProperty('detail'); // the message says it all, in both languages
    expect(errors[0]!.message).toEqual({ 'zh-CN': '这个彩种现在没有开放下注的期数', 'en-US': 'This market has no draw open for orders' });
    expect(draft.diagnostics.filter((d) => d.severity === 'note').map((d) => d.code)).toEqual(['MARKET_AT_END', 'MARKET_AT_END']);
  });

  it('a market\'s lines are read with its own draw\'s zodiac year (open draws either side of a lunar new year)', async () => {
    // The only open Macau draw is drawn more than a year from now: another animal year than this Hong Kong draw.
    const later = await book.draws.create('MO6', { opens: -60, closes: 400 * 86_400, draw: 400 * 86_400 + 100 }).then((d) => book.draws.reach(d.id, 'open'));
    const localDay = (at: string) => new Date(Date.parse(at) + 8 * 3_600_000).toISOString().slice(0, 10);
    const years = [zodiacMapOn(localDay(hk6.drawAt)), zodiacMapOn(localDay(later.drawAt))];
    expect(years[0]!.lunarYear).not.toBe(years[1]!.lunarYear);
    const draft = (await parse({ drawId: hk6.id, text: '兔各10 港澳' })).body.data;
    const numbers = (lottery: string) => draft.lines.filter((l) => l.lottery === lottery).map((l) => Number(l.selection));
    expect(numbers('HK6')).toEqual(groupNumbers('zodiac', 'RABBIT', years[0]));
    expect(numbers('MO6')).toEqual(groupNumbers('zodiac', 'RABBIT', years[1]));
    expect(numbers('MO6')).not.toEqual(numbers('HK6'));
  });
});
