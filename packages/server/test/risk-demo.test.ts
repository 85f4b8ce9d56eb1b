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
    // The company's part after lay-offs (its shares' part plus what 华南总代理 lays off to it): some of the stake, never more.
    expect(held.every((row) => row.keptStake > 0 && row.keptStake <= row.stake)).toBe(true);
    expect(held.some((row) => row.keptStake < row.stake)).toBe(true);
    expect(board.rows.some((row) => row.state.state === 'closed' && row.state.cause === 'cap')).toBe(true);
    expect(board.rows.some((row) => (row.capUsedBp ?? 0) > 0 && row.state.state === 'open')).toBe(true);
    expect((await server.call<RiskBoard>('GET', '/risk/board', { token: server.adminToken, query: { drawId: mo6!.id, play: 'TM' } })).body.data.rule).toMatchObject({ enabled: true });
  });

  it('has one agent that may lay off keeping at most 1,000 yuan a number, passing the rest up', async () => {
    const rules = (await server.call<PageOf<AutoLayoffRule>>('POST', '/risk/auto-layoff/list', { token: server.adminToken, body: { page: 1, pageSize: 20 } })).body.data;
    expect(rules.list).toEqual([expect.objectContaining({ agentName: '华南总代理', play: 'TM', keepMax: 100_000, counterparty: 'upline', enabled: true })]);
  });

  it('lays its orders off as the order save would: 华南总代理 keeps at most 1,000 yuan a number, the rest carried by the company', async () => {
    const hn = (await server.sql.query<{ id: number }>(`SELECT id FROM agents WHERE name = '华南总代理'`)).rows[0]!.id;
    const { rows: layoffs } = await server.sql.query<{ agent_id: number; to_upline: boolean; upline_agent_id: number | null; status: string; order_id: number | null }>(
      `SELECT agent_id, to_upline, upline_agent_id, status, order_id FROM layoffs`,
    );
    expect(layoffs.length).toBeGreaterThan(0);
    expect(layoffs.every((l) => l.agent_id === hn && l.to_upline && l.upline_agent_id === null && l.status === 'placed' && l.order_id !== null)).toBe(true);
    const { rows: kept } = await server.sql.query<{ kept: number }>(`SELECT kept::int FROM book_party_kept WHERE party_id = $1 AND play = 'TM'`, [hn]);
    expect(Math.max(...kept.map((k) => k.kept))).toBe(100_000);
    // Exact to the fen: on every selection the parties keep the whole book between them.
    const { rows: apart } = await server.sql.query(
      `SELECT b.draw_id, b.play, b.selection FROM book b LEFT JOIN (SELECT draw_id, play, selection, sum(kept) AS kept FROM book_party_kept GROUP BY 1, 2, 3) k USING (draw_id, play, selection)
       WHERE b.stake > 0 AND b.stake <> coalesce(k.kept, 0) AND b.draw_id IN (SELECT draw_id FROM book_party_kept)`,
    );
    expect(apart).toEqual([]);
    // The desk shows them.
    const hk6 = booked.find((d) => d.lottery === 'HK6')!;
    const board = (await server.call<RiskBoard>('GET', '/risk/board', { token: server.adminToken, query: { drawId: hk6.id, play: 'TM' } })).body.data;
    expect(board.rows.some((row) => row.autoLayoffs.count > 0)).toBe(true);
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
