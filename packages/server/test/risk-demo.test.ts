import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoLayoffRule, Draw, PageOf, RiskAlerts, RiskBoard } from '@drawdesk/contracts';
import { seedDemoBook } from '../src/demo/seed-demo.js';
import { queueFarming } from '../src/risk/farming.js';
import { startServer, type TestServer } from './server.js';
import { poll } from './poll.js';

/** The demo book switches the risk desk on (docs/domain/analysis.md, the risk desk) and, being an ordinary book, flags no rebate farming. */
let server: TestServer;
/** The demo's draws with orders: each market's open one (or, between its close and its draw time, the closed one). */
let booked: Draw[];
beforeAll(async () => {
  server = await startServer();
  await seedDemoBook(server.app);
  const { rows } = await server.sql.query<{ id: number }>(`SELECT id FROM draws WHERE status IN ('open', 'closed') AND id IN (SELECT draw_id FROM orders) ORDER BY lottery`);
  booked = await Promise.all(rows.map(async (row) => (await server.call<Draw>('GET', '/lottery', { token: server.adminToken, query: { id: row.id } })).body.data));
}, 120_000);
afterAll(() => server.close());

describe('the demo book\'s risk desk', () => {
  it('has the special number\'s rules on for both Mark Six lotteries, and its boards show the book at work', async () => {
    const [hk6, mo6] = ['HK6', 'MO6'].map((lottery) => booked.find((d) => d.lottery === lottery)!);
    const board = (await server.call<RiskBoard>('GET', '/risk/board', { token: server.adminToken, query: { drawId: hk6!.id, play: 'TM' } })).body.data;
    expect(board.rule).toMatchObject({ enabled: true, capPerSelection: 800_000, step: 200_000, drop: 5000, floor: 380_000 });
    const held = board.rows.filter((row) => row.stake > 0);
    expect(held.length).toBeGreaterThan(20);
    // The company's part is what the agents' shares leave: some of the stake, never more.
    expect(held.every((row) => row.keptStake > 0 && row.keptStake <= row.stake)).toBe(true);
    expect(held.some((row) => row.keptStake < row.stake)).toBe(true);
    expect(board.rows.some((row) => row.state.state === 'closed' && row.state.cause === 'cap')).toBe(true);
    expect(board.rows.some((row) => (row.capUsedBp ?? 0) > 0 && row.state.state === 'open')).toBe(true);
    expect((await server.call<RiskBoard>('GET', '/risk/board', { token: server.adminToken, query: { drawId: mo6!.id, play: 'TM' } })).body.data.rule).toMatchObject({ enabled: true });
  });

  it('has one agent that may lay off keeping at most 3,000 yuan a number, passing the rest up', async () => {
    const rules = (await server.call<PageOf<AutoLayoffRule>>('POST', '/risk/auto-layoff/list', { token: server.adminToken, body: { page: 1, pageSize: 20 } })).body.data;
    expect(rules.list).toEqual([expect.objectContaining({ agentName: '华南总代理', play: 'TM', keepMax: 300_000, counterparty: 'upline', enabled: true })]);
  });

  it('flags no rebate farming on any draw with orders', async () => {
    expect(booked.map((d) => d.lottery)).toEqual(['HK6', 'MO6', 'P3']);
    for (const draw of booked) await queueFarming(server.app.repos.jobs, draw.id, new Date(), server.app.db);
    await poll(async () => (await server.sql.query(`SELECT 1 FROM risk_farming_checks`)).rowCount === booked.length, 'the farming checks', { ms: 60_000 });
    for (const draw of booked) {
      const alerts = (await server.call<RiskAlerts>('GET', '/risk/alerts', { token: server.adminToken, query: { drawId: draw.id } })).body.data;
      expect(alerts).toMatchObject({ flags: [], truncated: false });
    }
    const { rows } = await server.sql.query<{ lines: number }>(`SELECT lines FROM risk_farming_checks`);
    expect(rows.every((row) => row.lines > 100)).toBe(true);
  });
});
