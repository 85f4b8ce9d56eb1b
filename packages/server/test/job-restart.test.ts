import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { orderFixture } from './order-fixture.js';
import { poll } from './poll.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A server process on the test database, with the test-only job kinds (job-entry.ts). */
function startEntry(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-entry.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, output: () => output };
}

/** Polls while the server process lives, failing with its output. */
const pollAlive = <T>(probe: () => Promise<T | undefined | false>, what: string, child: ChildProcess, output: () => string) =>
  poll(probe, what, { ms: 40_000, every: 100, stopIf: () => child.exitCode !== null, detail: output });

describe('jobs survive a hard kill (docs/quality.md#reliability)', () => {
  it('a server killed with SIGKILL in the middle of a job runs it after the restart, once', { timeout: 90_000 }, async () => {
    const { rows } = await server.sql.query<{ id: number }>(`INSERT INTO jobs (kind, payload) VALUES ('test.sleep', '{"seconds": 3}') RETURNING id`);
    const id = rows[0]!.id;
    const job = async () => (await server.sql.query<{ state: string; attempts: number }>('SELECT state, attempts FROM jobs WHERE id = $1', [id])).rows[0]!;
    const sleeping = async () => (await server.sql.query(`SELECT 1 FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND state = 'active'`)).rowCount === 1;
    const entries = async () => (await server.sql.query(`SELECT 1 FROM audit_log WHERE action = 'job.test' AND entity_id = $1`, [String(id)])).rowCount;

    const first = startEntry(server.databaseUrl);
    await pollAlive(sleeping, 'the job to be in the middle of its work', first.child, first.output);
    expect(await job()).toMatchObject({ state: 'running', attempts: 1 });
    first.child.kill('SIGKILL');
    await first.exited;
    // Nothing of the interrupted run committed.
    expect(await job()).toMatchObject({ state: 'running', attempts: 1 });
    expect(await entries()).toBe(0);

    const second = startEntry(server.databaseUrl);
    try {
      await pollAlive(async () => (await job()).state === 'done', 'the job to run after the restart', second.child, second.output);
      expect(await job()).toMatchObject({ state: 'done', attempts: 2 });
      expect(await entries()).toBe(1);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});

describe('an analysis killed mid-run', () => {
  it('completes after the restart, once: one stored result, one message', { timeout: 90_000 }, async () => {
    // Only the spawned entries work jobs in this test.
    await server.app.jobs.stop();
    const { rows: drawRows } = await server.sql.query<{ id: number }>(
      `INSERT INTO draws (lottery, issue, opens_at, closes_at, draw_at, status, source) VALUES ('HK6', 'KILL-1', now() - interval '1 hour', now() + interval '1 hour', now() + interval '2 hours', 'open', 'manual') RETURNING id`,
    );
    const queued = await server.call<{ id: number }>('POST', '/analysis/run', { token: server.adminToken, body: { drawId: drawRows[0]!.id } });
    expect(queued.status, queued.body.message).toBe(200);
    const id = queued.body.data.id;
    const run = async () => (await server.sql.query<{ status: string; job: number }>('SELECT status, job_id AS job FROM analyses WHERE id = $1', [id])).rows[0]!;
    const job = async () => (await server.sql.query<{ state: string; attempts: number }>('SELECT state, attempts FROM jobs WHERE id = $1', [(await run()).job])).rows[0]!;
    const messages = async () => (await server.sql.query(`SELECT 1 FROM messages WHERE link = $1`, [`/number-analyse/detail?id=${id}`])).rowCount;

    // Holding the run's row keeps the job in the middle of its transaction until the kill.
    const holder = await server.sql.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM analyses WHERE id = $1 FOR UPDATE', [id]);
    const first = startEntry(server.databaseUrl);
    try {
      const waiting = async () => (await server.sql.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%analyses%'`)).rowCount === 1;
      await pollAlive(waiting, 'the analysis job to be in the middle of its work', first.child, first.output);
      expect(await job()).toMatchObject({ state: 'running', attempts: 1 });
      first.child.kill('SIGKILL');
      await first.exited;
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    expect((await run()).status).toBe('queued');
    expect(await messages()).toBe(0);

    const second = startEntry(server.databaseUrl);
    try {
      await pollAlive(async () => (await run()).status === 'done', 'the analysis to finish after the restart', second.child, second.output);
      expect(await job()).toMatchObject({ state: 'done', attempts: 2 });
      expect(await messages()).toBe(1);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});

describe('a settlement killed half way', () => {
  it('finishes after the restart with the same totals, paid once', { timeout: 120_000 }, async () => {
    await server.app.jobs.stop();
    const book = orderFixture(server);
    const plan = await book.plan({ minStake: 100, maxStake: 10_000_000, maxPerSelection: 100_000_000 });
    const agent = await book.agent();
    const customers = [await book.customer(agent, plan.id, { creditLimit: 100_000_000 }), await book.customer(agent, plan.id, { creditLimit: 100_000_000 })];
    const { rows: drawRows } = await server.sql.query<{ id: number }>(
      `INSERT INTO draws (lottery, issue, opens_at, closes_at, draw_at, status, source) VALUES ('HK6', 'KILL-2', now() - interval '1 hour', now() + interval '1 hour', now() + interval '2 hours', 'open', 'manual') RETURNING id`,
    );
    const drawId = drawRows[0]!.id;
    for (const [i, customer] of customers.entries()) {
      const saved = await book.save({ customerId: customer.id, drawId, lines: [{ play: 'TM', selection: String(7 + i), stake: 10_000 }, { play: 'TM_TWO_SIDED', selection: 'BIG', stake: 5_000 }] });
      expect(saved.status, saved.body.message).toBe(200);
    }
    await server.sql.query(`UPDATE draws SET status = 'closed' WHERE id = $1`, [drawId]);
    expect((await book.draws.result({ id: drawId, numbers: [1, 2, 3, 4, 5, 6], special: 7 })).status).toBe(200);
    const entries = async () => (await server.sql.query<{ n: number; total: number }>(`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS total FROM ledger_entries WHERE draw_id = $1`, [drawId])).rows[0]!;
    const settledLines = async () => (await server.sql.query(`SELECT 1 FROM settled_lines WHERE draw_id = $1`, [drawId])).rowCount;
    const status = async () => (await server.sql.query<{ status: string }>('SELECT status FROM draws WHERE id = $1', [drawId])).rows[0]!.status;

    // Holding the settlements table against writes stops the job after its lines and entries, before its record.
    const holder = await server.sql.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE settlements IN SHARE MODE');
    const first = startEntry(server.databaseUrl);
    try {
      const waiting = async () => (await server.sql.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO settlements%'`)).rowCount === 1;
      await pollAlive(waiting, 'the settlement to be half way', first.child, first.output);
      first.child.kill('SIGKILL');
      await first.exited;
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    // Nothing of the interrupted run committed.
    expect(await settledLines()).toBe(0);
    expect(await entries()).toEqual({ n: 0, total: 0 });
    expect(await status()).toBe('drawn');

    const second = startEntry(server.databaseUrl);
    try {
      await pollAlive(async () => (await status()) === 'settled', 'the settlement after the restart', second.child, second.output);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    expect(await settledLines()).toBe(4);
    // Customer 1 won 7 (TM) and both lost BIG (7 is small): two customers' entries, the agent's share, the company's rest.
    const { rows: customerNets } = await server.sql.query<{ net: number }>(
      `SELECT sum(net)::int AS net FROM settled_lines WHERE draw_id = $1 GROUP BY customer_id`,
      [drawId],
    );
    const { rows: byKind } = await server.sql.query<{ kind: string; n: number; total: number }>(
      `SELECT kind, count(*)::int AS n, sum(amount)::int AS total FROM ledger_entries WHERE draw_id = $1 GROUP BY kind ORDER BY kind`,
      [drawId],
    );
    const net = customerNets.reduce((s, r) => s + r.net, 0);
    expect(byKind.find((k) => k.kind === 'settlement')).toEqual({ kind: 'settlement', n: 2, total: net });
    expect(byKind.find((k) => k.kind === 'share')!.total).toBe(-net);
    expect((await server.sql.query(`SELECT 1 FROM settlements WHERE draw_id = $1`, [drawId])).rowCount).toBe(1);
  });
});
