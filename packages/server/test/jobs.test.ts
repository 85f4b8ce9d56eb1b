import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, PageOf } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { backoffAfter } from '../src/jobs/worker.js';
import { LotteryError } from '@drawdesk/lottery';
import { BadDataError } from '../src/jobs/failure.js';
import { say } from '../src/i18n/say.js';
import { poll } from './poll.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, undefined, { jobTiming: { pollMs: 200, backoffMs: 100, maxBackoffMs: 400, leaseMs: 2_000 } });
});
afterAll(() => server.close());


const jobRow = async (id: number) => (await server.sql.query<{ state: string; attempts: number; last_error: string | null }>('SELECT * FROM jobs WHERE id = $1', [id])).rows[0]!;

describe('the job worker', () => {
  it('backs off exponentially up to a ceiling', () => {
    const timing = { backoffMs: 1000, maxBackoffMs: 10_000 };
    expect([1, 2, 3, 4, 5, 50].map((n) => backoffAfter(n, timing))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('runs a queued job once: its work and its completion commit together', async () => {
    const seen: number[] = [];
    server.app.jobs.register('test.once', async (tx, job) => {
      await server.app.repos.audit.record({ id: null, name: 'system', requestId: 'job', address: 'local' }, { action: 'job.once', entity: 'job', entityId: job.id }, tx);
      seen.push(job.id);
    });
    const id = await server.app.repos.jobs.enqueue({ kind: 'test.once', payload: { n: 1 } }, server.app.db);
    await poll(async () => (await jobRow(id)).state === 'done', 'the job to finish');
    expect(seen).toEqual([id]);
    expect((await jobRow(id)).attempts).toBe(1);
  });

  it('retries a failing job with backoff, then shows it failed with its error; an Admin retries it', async () => {
    let calls = 0;
    let healthy = false;
    server.app.jobs.register('test.flaky', async (tx) => {
      calls++;
      // The work of a failing attempt is rolled back with it.
      await server.app.repos.audit.record({ id: null, name: 'system', requestId: 'job', address: 'local' }, { action: 'job.flaky', entity: 'job', entityId: calls }, tx);
      if (!healthy) throw new Error(`upstream refused (attempt ${calls})`);
    });
    const id = await server.app.repos.jobs.enqueue({ kind: 'test.flaky', maxAttempts: 3 }, server.app.db);
    const failed = await poll(async () => {
      const row = await jobRow(id);
      return row.state === 'failed' && row;
    }, 'the job to fail');
    expect(failed).toMatchObject({ attempts: 3, last_error: 'upstream refused (attempt 3)' });
    expect(calls).toBe(3);
    expect((await server.sql.query(`SELECT 1 FROM audit_log WHERE action = 'job.flaky'`)).rowCount).toBe(0);

    const token = server.adminToken;
    const list = await server.call<PageOf<Job>>('POST', '/job/list', { token, body: { page: 1, pageSize: 10, state: 'failed', kind: 'test.flaky' } });
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((j) => [j.id, j.state, j.attempts, j.lastError])).toEqual([[id, 'failed', 3, 'upstream refused (attempt 3)']]);
    // What an Admin reads is the reason in words, by its code: the error's English stays for engineers.
    expect(list.body.data.list[0]!.reason).toEqual({
      code: 'job.failed.other',
      text: { 'zh-CN': '任务遇到意外错误，详情见服务器日志', 'en-US': "The job met an unexpected error; the server log has the details" },
    });
    expect(list.body.data.total).toBe(1);
    const done = await server.call<PageOf<Job>>('POST', '/job/list', { token, body: { page: 1, pageSize: 10, state: 'done', kind: 'test.flaky' } });
    expect(done.body.data.total).toBe(0);

    healthy = true;
    const retried = await server.call<Job>('POST', `/job/retry/${id}`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ state: 'queued', attempts: 0 });
    await poll(async () => (await jobRow(id)).state === 'done', 'the retried job to finish');
    expect((await server.sql.query(`SELECT 1 FROM audit_log WHERE action = 'job.flaky'`)).rowCount).toBe(1);
    expect((await server.sql.query(`SELECT 1 FROM audit_log WHERE action = 'job.retry' AND entity_id = $1`, [String(id)])).rowCount).toBe(1);

    const again = await server.call('POST', `/job/retry/${id}`, { token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', data: { state: 'done' } });
    expect((await server.call('POST', '/job/retry/999999', { token })).status).toBe(404);
  });

  describe('a failure a retry cannot fix (bad data) fails the job at once and tells the Admins', () => {
    const DATABASE_REFUSED = { says: 'The database refused the data this job wrote', saysZh: '数据库拒绝了这项任务写入的数据', code: 'job.failed.data' };
    it.each([
      {
        name: 'an amount past a safe integer',
        kind: 'test.range',
        work: async () => { throw new RangeError('bigint 9007199254740993 does not fit a safe integer'); },
        kept: 'does not fit a safe integer',
        says: 'An amount in this job is past the safe range',
        saysZh: '任务中的数额超出安全范围',
        code: 'job.failed.range',
      },
      {
        name: 'a domain rule the data breaks',
        kind: 'test.domain',
        work: async () => { throw new LotteryError('UNSAFE_INTEGER', 'rounded amount must be a safe integer'); },
        kept: 'rounded amount must be a safe integer',
        says: 'An amount past the safe range',
        saysZh: '数额超出安全范围',
        code: 'reason.UNSAFE_INTEGER',
      },
      {
        name: 'bad data the server names (in both languages)',
        kind: 'test.bad-data',
        work: async () => { throw new BadDataError(say('job.bad.mark6Result')); },
        kept: 'A Mark Six result needs its special number and zodiac map',
        says: 'A Mark Six result needs its special number and zodiac map',
        saysZh: '六合彩的开奖结果需要特码和生肖对照',
        code: 'job.bad.mark6Result',
      },
      { name: 'a number out of range in SQL (22003)', kind: 'test.overflow', work: async (tx: Parameters<Parameters<typeof server.app.jobs.register>[1]>[0]) => { await tx.execute(sql`SELECT 9223372036854775807::bigint + 1`); }, kept: 'SQLSTATE 22003', ...DATABASE_REFUSED },
      { name: 'a malformed value in SQL (22P02)', kind: 'test.malformed', work: async (tx: Parameters<Parameters<typeof server.app.jobs.register>[1]>[0]) => { await tx.execute(sql`SELECT 'seven'::int`); }, kept: 'SQLSTATE 22P02', ...DATABASE_REFUSED },
      {
        name: 'a row a constraint refuses (23514), with where it was',
        kind: 'test.constraint',
        work: async (tx: Parameters<Parameters<typeof server.app.jobs.register>[1]>[0]) => { await tx.execute(sql`INSERT INTO ledger_entries (kind, amount, note, created_by_name) VALUES ('payment', 0, '{"zh-CN": "", "en-US": ""}', 'job')`); },
        kept: 'SQLSTATE 23514; table ledger_entries, constraint ledger_amount',
        ...DATABASE_REFUSED,
      },
    ])('$name: failed after one attempt, the reason kept, a todo and a live Notify for each Admin', async ({ kind, work, kept, says, saysZh, code }) => {
      let calls = 0;
      server.app.jobs.register(kind, async (tx) => {
        calls++;
        await work(tx);
      });
      const id = await server.app.repos.jobs.enqueue({ kind, maxAttempts: 5 }, server.app.db);
      const row = await poll(async () => {
        const r = await jobRow(id);
        return r.state === 'failed' && r;
      }, 'the job to fail');
      expect(row.attempts).toBe(1);
      expect(calls).toBe(1);
      expect(row.last_error).toContain(kept);
      // The jobs page's reason: the catalog's code, worded in both languages, Chinese without English.
      const listed = await server.call<PageOf<Job>>('POST', '/job/list', { token: server.adminToken, body: { page: 1, pageSize: 10, kind } });
      const reason = listed.body.data.list.find((j) => j.id === id)!.reason!;
      expect(reason.code).toBe(code);
      expect(reason.text['en-US']).toContain(says);
      expect(reason.text['zh-CN']).toContain(saysZh);
      expect(reason.text['zh-CN']).not.toMatch(/[A-Za-z]{2,}/);
      if (kept !== says) expect(Object.values(reason.text).join()).not.toContain(kept);
      const todo = await poll(
        async () => (await server.sql.query(`SELECT type, link, title, content FROM messages WHERE user_id = $1 AND content->>'en-US' LIKE $2`, [server.firstAdmin.id, `Job ${id} (%`])).rows[0],
        'the todo',
      );
      expect(todo).toMatchObject({ type: 'todo', link: '/system/jobs', title: { 'zh-CN': '后台任务失败', 'en-US': 'Background job failed' } });
      expect(todo.content['en-US']).toContain(says);
      expect(todo.content['zh-CN']).toMatch(new RegExp(`^后台任务 ${id}（${kind}）失败，不会自动重试；`));
      expect(todo.content['zh-CN']).toContain(saysZh);
      // What the Admins read is worded in their language: the error's own text stays in the log and the job's row.
      if (kept !== says) for (const text of Object.values(todo.content as Record<string, string>)) expect(text).not.toContain(kept);
      expect(todo.content['zh-CN'].replace(`（${kind}）`, '')).not.toMatch(/[A-Za-z]{2,}/);
      expect((await server.sql.query(`SELECT 1 FROM events WHERE user_id = $1 AND trace_id = $2`, [server.firstAdmin.id, `job:${id}`])).rowCount).toBe(1);
    });
  });

  describe('a failure that may pass (the database away or busy) is retried', () => {
    const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
    it.each([
      { name: 'a serialization failure (40001)', error: () => withCode('could not serialize access', '40001') },
      { name: 'a deadlock (40P01)', error: () => withCode('deadlock detected', '40P01') },
      { name: 'a lost connection', error: () => withCode('Connection terminated unexpectedly', 'ECONNRESET') },
    ])('$name: retried with backoff, the Admins told when the last attempt fails', async ({ name, error }) => {
      const kind = `test.transient.${name.length}`;
      let calls = 0;
      server.app.jobs.register(kind, async () => {
        calls++;
        throw error();
      });
      const id = await server.app.repos.jobs.enqueue({ kind, maxAttempts: 3 }, server.app.db);
      const row = await poll(async () => {
        const r = await jobRow(id);
        return r.state === 'failed' && r;
      }, 'the job to use its attempts');
      expect(row.attempts).toBe(3);
      expect(calls).toBe(3);
      await poll(async () => (await server.sql.query(`SELECT 1 FROM events WHERE trace_id = $1`, [`job:${id}`])).rowCount === 1, 'the Admins to be told');
    });
  });

  it('reclaims a job whose worker died after claiming it (its lease ran out)', async () => {
    const ran: number[] = [];
    server.app.jobs.register('test.orphan', async (_tx, job) => void ran.push(job.attempts));
    const { rows } = await server.sql.query<{ id: number }>(
      `INSERT INTO jobs (kind, state, attempts, locked_by, locked_until) VALUES ('test.orphan', 'running', 1, 'dead-worker', now() + interval '300 milliseconds') RETURNING id`,
    );
    await poll(async () => (await jobRow(rows[0]!.id)).state === 'done', 'the orphan to run');
    expect(ran).toEqual([2]);
  });

  it('fails a job whose worker died during its last allowed attempt', async () => {
    server.app.jobs.register('test.lost', async () => undefined);
    const { rows } = await server.sql.query<{ id: number }>(
      `INSERT INTO jobs (kind, state, attempts, max_attempts, locked_by, locked_until) VALUES ('test.lost', 'running', 2, 2, 'dead-worker', now() - interval '1 second') RETURNING id`,
    );
    const row = await poll(async () => {
      const r = await jobRow(rows[0]!.id);
      return r.state === 'failed' && r;
    }, 'the lost job to fail');
    expect(row.last_error).toMatch(/stopped during the last allowed attempt/);
    const listed = await server.call<PageOf<Job>>('POST', '/job/list', { token: server.adminToken, body: { page: 1, pageSize: 10, kind: 'test.lost' } });
    expect(listed.body.data.list[0]!.reason).toMatchObject({ code: 'job.failed.abandoned', text: { 'zh-CN': expect.stringContaining('最后一次尝试中停止') } });
  });

  it('words a failure stored before reasons were, or one whose message the catalog no longer has, as an unexpected error', async () => {
    const { rows } = await server.sql.query<{ id: number }>(
      `INSERT INTO jobs (kind, state, attempts, last_error, reason) VALUES
         ('test.old', 'failed', 5, 'connect ECONNREFUSED', NULL),
         ('test.old', 'failed', 5, 'renamed', '{"key": "job.gone"}'),
         ('test.old', 'failed', 5, 'nested', '{"key": "job.bad.layoff", "params": {"why": {"key": "reason.GONE"}}}'),
         ('test.old', 'done', 1, NULL, NULL)
       RETURNING id`,
    );
    const listed = await server.call<PageOf<Job>>('POST', '/job/list', { token: server.adminToken, body: { page: 1, pageSize: 10, kind: 'test.old', sort: 'id', order: 'asc' } });
    expect(listed.body.data.list.map((j) => [j.id, j.reason?.code ?? null])).toEqual([
      [rows[0]!.id, 'job.failed.other'],
      [rows[1]!.id, 'job.failed.other'],
      [rows[2]!.id, 'job.failed.other'],
      [rows[3]!.id, null],
    ]);
  });

  it('two instances on one database run each of 60 jobs exactly once', async () => {
    const peers = [await server.startPeer(), await server.startPeer()];
    try {
      const runs = new Map<number, string[]>();
      for (const peer of peers) {
        peer.app.jobs.register('test.shared', async (tx, job) => {
          await server.app.repos.audit.record({ id: null, name: peer.app.jobs.id, requestId: 'job', address: 'local' }, { action: 'job.shared', entity: 'job', entityId: job.id }, tx);
          runs.set(job.id, [...(runs.get(job.id) ?? []), peer.app.jobs.id]);
        });
      }
      const ids = await server.app.db.transaction(async (tx) => {
        const queued: number[] = [];
        for (let i = 0; i < 60; i++) queued.push(await server.app.repos.jobs.enqueue({ kind: 'test.shared', payload: { i } }, tx));
        return queued;
      });
      await poll(async () => {
        const { rows } = await server.sql.query(`SELECT 1 FROM jobs WHERE kind = 'test.shared' AND state = 'done'`);
        return rows.length === 60;
      }, 'every shared job');
      const { rows } = await server.sql.query<{ entity_id: string; n: number }>(
        `SELECT entity_id, count(*)::int AS n FROM audit_log WHERE action = 'job.shared' GROUP BY entity_id`,
      );
      expect(rows.map((r) => Number(r.entity_id)).sort((a, b) => a - b)).toEqual(ids);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      expect([...runs.values()].every((workers) => workers.length === 1)).toBe(true);
    } finally {
      for (const peer of peers) await peer.app.close();
    }
  });

  it('stops cleanly on close, finishing the job in hand', async () => {
    const peer = await server.startPeer();
    let finished = false;
    peer.app.jobs.register('test.slow', async (tx) => {
      await tx.execute(sql`SELECT pg_sleep(0.5)`);
      finished = true;
    });
    const id = await server.app.repos.jobs.enqueue({ kind: 'test.slow' }, server.app.db);
    await poll(async () => (await jobRow(id)).state === 'running', 'the slow job to start');
    await peer.app.close();
    expect(finished).toBe(true);
    expect((await jobRow(id)).state).toBe('done');
  });
});
