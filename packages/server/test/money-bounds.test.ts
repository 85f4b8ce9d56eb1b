import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_RULES, MONEY_MAX_FEN, PAYOUT_MAX_FEN, type Agent, type CustomerBalance, type Draw, type Layoff, type LedgerEntry, type PageOf, type Plan, type StatementPage } from '@drawdesk/contracts';
import { GAMES } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';
import { orderFixture, requestId } from './order-fixture.js';

let server: TestServer;
let book: ReturnType<typeof orderFixture>;
beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
});
afterAll(() => server.close());

const ODDS_MAX = 100_000_000;
const token = () => server.adminToken;
const layoff = (body: Record<string, unknown>) =>
  server.call<Layoff>('POST', '/layoff/save', { token: token(), body: { agentId: null, play: 'TM', selection: '7', stake: 10_000, odds: 400_000, rebateBp: 0, upstream: 'Upstream', ...body } });

describe('lay-off terms are bounded like a plan row of their play, and their payout like a line\'s', () => {
  let draw: Draw;
  let pick3: Draw;
  beforeAll(async () => {
    draw = await book.openDraw();
    pick3 = await book.draws.create('P3');
  });

  it.each([
    { name: 'odds below 1.0 (they include the stake)', body: { odds: 9_999 }, field: '/odds' },
    { name: 'a second odds for a play with one slot', body: { odds2: 20_000 }, field: '/odds2' },
    { name: 'one odds for a play with two slots', body: { play: 'LM_3_2', selection: '1,2,3', odds: 200_000 }, field: '/odds' },
    { name: 'a rebate over 100%', body: { rebateBp: 10_001 }, field: '/rebateBp' },
    { name: 'more combinations than a line may have', body: { play: 'NH_5', selection: Array.from({ length: 49 }, (_, i) => i + 1).join(',') }, field: '/selection' },
    { name: 'a compound lay-off that could pay back more than any line', body: { play: 'LM_2_ALL', selection: '1,2,3', stake: MONEY_MAX_FEN, odds: ODDS_MAX }, field: '/stake' },
  ])('refuses $name (400 on $field), writing nothing', async ({ body, field }) => {
    const before = await server.fingerprint(['sessions']);
    const answer = await layoff({ drawId: draw.id, ...body });
    expect(answer.status, answer.body.message).toBe(400);
    expect((answer.body.data as unknown as { field: string }[])[0]!.field).toMatch(new RegExp(`${field}$`));
    expect(await server.fingerprint(['sessions'])).toBe(before);
  });

  it('refuses a pick-3 sum return over 100% and takes 100%', async () => {
    expect((await layoff({ drawId: pick3.id, play: 'P3_SUM', selection: '13', odds: 10_001 })).status).toBe(400);
    expect((await layoff({ drawId: pick3.id, play: 'P3_SUM', selection: '13', odds: 10_000 })).status).toBe(200);
  });

  it('takes the largest single lay-off: the largest stake at the largest odds', async () => {
    const answer = await layoff({ drawId: draw.id, stake: MONEY_MAX_FEN, odds: ODDS_MAX, rebateBp: 10_000 });
    expect(answer.status, answer.body.message).toBe(200);
    expect((await layoff({ drawId: draw.id, play: 'LM_2_ALL', selection: '1,2', stake: MONEY_MAX_FEN, odds: ODDS_MAX })).status).toBe(200);
  });

  it('an owner\'s lay-offs on a draw pay back at most the draw\'s bound together; a changed one counts once', async () => {
    const fresh = await book.openDraw();
    const largest = { drawId: fresh.id, stake: MONEY_MAX_FEN, odds: ODDS_MAX };
    const fits = ANALYSIS_RULES.layoffPayoutPerDraw / PAYOUT_MAX_FEN;
    const saved: Layoff[] = [];
    for (let i = 0; i < fits; i++) saved.push((await layoff(largest)).body.data);
    expect(saved.every((l) => l.id > 0)).toBe(true);
    const before = await server.fingerprint(['sessions']);
    const over = await layoff({ ...largest, stake: 1, odds: 10_000 });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('could pay back more than');
    expect(await server.fingerprint(['sessions'])).toBe(before);
    const changed = await layoff({ ...largest, id: saved[0]!.id, version: saved[0]!.version, stake: MONEY_MAX_FEN - 1 });
    expect(changed.status, changed.body.message).toBe(200);
  });
});

describe('the largest value every money input accepts still settles', () => {
  it('plan rows, agents, customers, payments, adjustments, order lines and lay-offs at their largest: the draw settles and every balance reads', async () => {
    const game = GAMES.MARK6;
    const largestRows = game.playTypes.map((type) => ({
      play: type.code, odds: type.oddsSlots.map(() => ODDS_MAX), rebateBp: 10_000, minStake: 1, maxStake: MONEY_MAX_FEN, maxPerSelection: MONEY_MAX_FEN, locked: false,
    }));
    const savePlan = async () => {
      const answer = await server.call<Plan>('POST', '/plan/save', { token: token(), body: { game: 'MARK6', name: `Largest ${requestId()}`, tier: 'A', status: 'active', rows: largestRows } });
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data;
    };
    const plan = await savePlan();
    const rebates = await savePlan();
    const saveAgent = async (parentId: number | null, shareBp: number) => {
      const body = { code: `L${requestId().slice(4, 14)}`, name: 'Largest', parentId, shareBp, rebatePlanId: rebates.id, creditLimit: MONEY_MAX_FEN, mayLayOff: true, status: 'active' };
      const answer = await server.call<Agent>('POST', '/agent/save', { token: token(), body });
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data.id;
    };
    const top = await saveAgent(null, 5_000);
    const sub = await saveAgent(top, 5_000);
    const customer = await book.customer(sub, plan.id, { creditLimit: MONEY_MAX_FEN });
    const draw = await book.openDraw();

    for (const party of [{ customerId: customer.id }, { agentId: sub }]) {
      const payment = await server.call('POST', '/ledger/payment', { token: token(), body: { requestId: requestId(), ...party, amount: MONEY_MAX_FEN } });
      expect(payment.status, payment.body.message).toBe(200);
      const adjustment = await server.call('POST', '/ledger/adjust', { token: token(), body: { ...party, amount: MONEY_MAX_FEN, reason: 'largest' } });
      expect(adjustment.status, adjustment.body.message).toBe(200);
    }
    // Credit limit + payment + adjustment: three lines at the largest stake and the largest odds, every one
    // winning (the compound one in each of its ten combinations).
    const lines = [
      { play: 'TM', selection: '7', stake: MONEY_MAX_FEN },
      { play: 'ZM', selection: '1', stake: MONEY_MAX_FEN },
      { play: 'LM_2_ALL', selection: '1,2,3,4,5', stake: MONEY_MAX_FEN / 10 },
    ];
    // One combination more and the compound line could pay back more than any line may: refused.
    const tooMuch = await book.save({ customerId: customer.id, drawId: draw.id, lines: [{ play: 'LM_2_ALL', selection: '1,2,3,4,5,6', stake: MONEY_MAX_FEN / 10 }] });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data).toEqual([{ field: '/lines/0/stake', message: expect.stringContaining('could pay back more than') }]);
    const order = await book.save({ customerId: customer.id, drawId: draw.id, lines });
    expect(order.status, order.body.message).toBe(200);
    // The owners' lay-offs at the largest each, up to the most they may lay off on the draw together, every one winning.
    const fits = ANALYSIS_RULES.layoffPayoutPerDraw / PAYOUT_MAX_FEN;
    for (const agentId of [null, sub]) {
      for (let i = 0; i < fits; i++) {
        const saved = await layoff({ drawId: draw.id, agentId, stake: MONEY_MAX_FEN, odds: ODDS_MAX, rebateBp: 10_000 });
        expect(saved.status, saved.body.message).toBe(200);
        expect((await server.call('POST', `/layoff/place/${saved.body.data.id}`, { token: token(), body: { status: 'placed', version: saved.body.data.version } })).status).toBe(200);
      }
    }

    await book.draws.act('close', draw.id);
    expect((await book.draws.result({ id: draw.id, numbers: [1, 2, 3, 4, 5, 6], special: 7 })).status).toBe(200);
    await book.draws.reach(draw.id, 'settled');

    const balance = await server.call<CustomerBalance>('GET', '/ledger/balance', { token: token(), query: { customerId: customer.id } });
    expect(balance.status).toBe(200);
    // Each line pays its stake x 10,000 plus a full rebate, less its stake.
    expect(balance.body.data.balance).toBe(2 * MONEY_MAX_FEN + 3 * (MONEY_MAX_FEN * 10_000 + MONEY_MAX_FEN - MONEY_MAX_FEN));
    for (const party of [{ customerId: customer.id }, { agentId: sub }, { agentId: top }]) {
      const statement = await server.call<StatementPage>('POST', '/statement/list', { token: token(), body: { page: 1, pageSize: 20, ...party } });
      expect(statement.status, statement.body.message).toBe(200);
      const ledger = await server.call<PageOf<LedgerEntry>>('POST', '/ledger/list', { token: token(), body: { page: 1, pageSize: 50, ...party } });
      expect(ledger.status).toBe(200);
      expect(ledger.body.data.list.every((entry) => Number.isSafeInteger(entry.amount))).toBe(true);
    }
    const layoffEntries = await server.sql.query<{ agent_id: number | null; amount: string }>(`SELECT agent_id, amount::text FROM ledger_entries WHERE draw_id = $1 AND kind = 'layoff' ORDER BY agent_id NULLS FIRST`, [draw.id]);
    // Each lay-off pays back its stake x 10,000 and a full rebate, less its stake, on both owners' books.
    expect(layoffEntries.rows.map((r) => [r.agent_id, Number(r.amount)])).toEqual([null, sub].map((owner) => [owner, fits * MONEY_MAX_FEN * 10_000]));
    expect((await server.call('GET', '/dashboard/workplace', { token: token() })).status).toBe(200);
  }, 120_000);
});
