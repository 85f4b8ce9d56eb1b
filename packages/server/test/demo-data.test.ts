import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentTreeRow, Customer, Draw, PageOf, PlanReturns, PlanSummary } from '@drawdesk/contracts';
import { DEMO_CUSTOMERS, demoBook } from '../src/demo/demo-book.js';
import { seedDemoBook } from '../src/demo/seed-demo.js';
import { startServer } from './server.js';
import { until } from './draw-helpers.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('the demo book (DEMO_DATA=1)', () => {
  it('is written once into an empty database, through the same rules as the API, then never again', async () => {
    const book = demoBook();
    const written = await seedDemoBook(server.app);
    expect(written).toEqual({ agents: book.agents.length, plans: 4, customers: DEMO_CUSTOMERS, pastDraws: expect.any(Number), nextDraws: expect.any(Number) });
    // The three markets' last 30 days (HK6 three draws a week, the others daily) and the next 14.
    expect(written!.pastDraws).toBeGreaterThanOrEqual(72);
    expect(written!.nextDraws).toBeGreaterThanOrEqual(32);
    // The next draws' opening jobs run in the background: let them finish before comparing.
    await until(async () => (await server.sql.query(`SELECT 1 FROM jobs WHERE state <> 'done' AND run_at <= now()`)).rowCount === 0, 'the due jobs');
    const before = await server.fingerprint();
    expect(await seedDemoBook(server.app)).toBeNull();
    expect(await server.fingerprint()).toBe(before);

    const token = server.adminToken;
    const tree = await server.call<AgentTreeRow[]>('GET', '/agent/tree', { token });
    expect(tree.body.data.map((a) => a.code)).toEqual(expect.arrayContaining(book.agents.map((a) => a.code)));
    expect(Math.max(...tree.body.data.map((a) => a.chainShareBp))).toBeLessThanOrEqual(10_000);

    const plans = await server.call<PageOf<PlanSummary>>('POST', '/plan/list', { token, body: { page: 1, pageSize: 20 } });
    expect(plans.body.data.list.map((p) => `${p.game}-${p.tier}-${p.status}`).sort()).toEqual(['MARK6-A-active', 'MARK6-B-active', 'PICK3-A-active', 'PICK3-B-active']);
    expect(plans.body.data.list.reduce((sum, p) => sum + p.customers, 0)).toBe(DEMO_CUSTOMERS);
    const returns = await server.call<PlanReturns>('GET', '/plan/rtp', { token, query: { id: plans.body.data.list[0]!.id } });
    expect(returns.status).toBe(200);

    const customers = await server.call<PageOf<Customer>>('POST', '/customer/list', { token, body: { page: 1, pageSize: 100 } });
    expect(customers.body.data.total).toBe(DEMO_CUSTOMERS);

    const past = await server.call<PageOf<Draw>>('POST', '/lottery/list', { token, body: { page: 1, pageSize: 200, status: 'settled' } });
    expect(past.body.data.total).toBeGreaterThanOrEqual(written!.pastDraws - 3);
    expect(past.body.data.list.every((d) => d.result !== null && (d.game === 'PICK3' || d.zodiac !== null))).toBe(true);
    // Each market has its next draw open, or (between its close and its draw time) one awaiting its result.
    const { rows } = await server.sql.query(`SELECT DISTINCT lottery FROM draws WHERE status IN ('open', 'closed') ORDER BY lottery`);
    expect(rows.map((r) => r.lottery)).toEqual(['HK6', 'MO6', 'P3']);
  });

  it('leaves a database an operator has begun to fill alone', async () => {
    const other = await startServer();
    try {
      const token = other.adminToken;
      const saved = await other.call('POST', '/agent/save', {
        token,
        body: { code: 'OWN', name: 'Own agent', parentId: null, shareBp: 1000, rebatePlanId: null, creditLimit: 0, mayLayOff: false, status: 'active' },
      });
      expect(saved.status).toBe(200);
      expect(await seedDemoBook(other.app)).toBeNull();
      const customers = await other.call<PageOf<Customer>>('POST', '/customer/list', { token, body: { page: 1, pageSize: 20 } });
      expect(customers.body.data.total).toBe(0);
    } finally {
      await other.close();
    }
  });
});
