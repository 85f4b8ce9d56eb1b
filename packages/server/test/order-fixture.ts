import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Customer, Draw, Order, Plan, PlanRow } from '@drawdesk/contracts';
import { defaultPlanRows } from '../src/plans/default-rows.js';
import { drawHelpers } from './draw-helpers.js';
import { newCustomer, seedAgent } from './reference-seed.js';
import { startServer, type TestServer } from './server.js';
import { poll } from './poll.js';

/** A request id no other test sends. */
export const requestId = () => `req-${randomBytes(8).toString('hex')}`;

/**
 * A small book to take orders on: an agent, a Mark Six plan (its TM row's limits as asked), customers on
 * it and an open HK6 draw.
 */
export function orderFixture(server: TestServer) {
  const token = server.adminToken;
  const draws = drawHelpers(server);
  return {
    async plan(tm: Partial<PlanRow> = {}): Promise<Plan> {
      const rows = defaultPlanRows('MARK6', 'A').map((row) => (row.play === 'TM' ? { ...row, ...tm } : row));
      const answer = await server.call<Plan>('POST', '/plan/save', { token, body: { game: 'MARK6', name: `Plan ${randomBytes(4).toString('hex')}`, tier: 'A', status: 'active', rows } });
      if (answer.status !== 200) throw new Error(`plan: ${answer.body.message}`);
      return answer.body.data;
    },
    agent: (parentId?: number) => seedAgent(server.sql, parentId === undefined ? {} : { parentId }),
    async customer(agentId: number, planId: number, extra: Record<string, unknown> = {}): Promise<Customer> {
      const answer = await server.call<Customer>('POST', '/customer/save', { token, body: newCustomer(agentId, planId, extra) });
      if (answer.status !== 200) throw new Error(`customer: ${answer.body.message}`);
      return answer.body.data;
    },
    /**
     * An HK6 draw open now (its opening job runs at once), closing in an hour; once the repeat job its
     * opening queues is done too, so a test that compares the database before and after sees no job finish.
     */
    async openDraw(): Promise<Draw> {
      const draw = await draws.create('HK6', { opens: -60, closes: 3600, draw: 3700 });
      const open = await draws.reach(draw.id, 'open');
      await poll(async () => (await server.sql.query(`SELECT 1 FROM jobs WHERE key = $1 AND state = 'done'`, [`orders.repeat:${draw.id}`])).rowCount === 1, 'the repeat job of the opening');
      return open;
    },
    save: (body: Record<string, unknown>, as = token) => server.call<Order>('POST', '/order/save', { token: as, body: { requestId: requestId(), ...body } }),
    /** The book of a draw as stored, and as the accepted lines add up: they must agree. */
    async books(drawId: number) {
      const stored = await server.sql.query<{ play: string; selection: string; stake: number }>(
        `SELECT play, selection, stake::int AS stake FROM book WHERE draw_id = $1 AND stake > 0 ORDER BY play, selection`,
        [drawId],
      );
      const summed = await server.sql.query<{ play: string; selection: string; stake: number }>(
        `SELECT l.play, l.selection, sum(l.amount)::int AS stake FROM order_lines l JOIN orders o ON o.id = l.order_id
         WHERE o.draw_id = $1 AND o.status = 'accepted' GROUP BY l.play, l.selection ORDER BY l.play, l.selection`,
        [drawId],
      );
      return { stored: stored.rows, summed: summed.rows };
    },
    draws,
  };
}

/**
 * A call refused with `status` that wrote nothing: the database's fingerprint before and after, sessions
 * aside (logging in writes them) and the farming checks orders ask for (jobs that run at any moment in the
 * background). Returns the answer, its data as a record.
 */
export function refusedUnchanged(server: TestServer) {
  const unwatched = ['sessions', 'jobs', 'risk_farming_checks'];
  return async (call: () => Promise<{ status: number; body: { message: string; data: unknown } }>, status: number) => {
    const before = await server.fingerprint(unwatched);
    const answer = await call();
    expect(answer.status, answer.body.message).toBe(status);
    expect(await server.fingerprint(unwatched)).toBe(before);
    return answer as { status: number; body: { message: string; data: Record<string, unknown> } };
  };
}

export type OrderFixture = ReturnType<typeof orderFixture>;

/**
 * A fresh server with one book ready for orders: a plan whose TM row has these limits, an agent, a customer
 * on the plan with 100,000 yuan of credit, and an open HK6 draw. The test file closes the server.
 */
export async function openOrderBook(tm: Partial<PlanRow>) {
  const server = await startServer();
  const book = orderFixture(server);
  const plan = await book.plan(tm);
  const agent = await book.agent();
  const customer = await book.customer(agent, plan.id, { creditLimit: 10_000_000 });
  const draw = await book.openDraw();
  return { server, book, plan, agent, customer, draw };
}
