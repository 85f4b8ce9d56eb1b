import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draw, Job, Message, MessagePage, PageOf } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { drawHelpers, FUTURE, PAST } from './draw-helpers.js';
import { poll } from './poll.js';

let server: TestServer;
let draws: ReturnType<typeof drawHelpers>;
beforeAll(async () => {
  server = await startServer({}, undefined, { jobTiming: { pollMs: 200, backoffMs: 100, maxBackoffMs: 400 } });
  draws = drawHelpers(server);
});
afterAll(() => server.close());

const SIX = [3, 14, 25, 36, 47, 49];

describe('draw lifecycle by hand', () => {
  it('scheduled -> open -> closed -> drawn, each step audited; a refused step is a 409 with the current status', async () => {
    const draw = await draws.create('HK6');
    expect(draw).toMatchObject({ status: 'scheduled', lottery: 'HK6', game: 'MARK6', source: 'manual', result: null, zodiac: null });
    expect(draw.issue).toMatch(/^\d{4}\d{3}$/);

    expect((await draws.act('close', draw.id)).body).toMatchObject({ status: 409, code: 'CONFLICT', data: { status: 'scheduled' } });
    expect((await draws.result({ id: draw.id, numbers: SIX, special: 1 })).body).toMatchObject({ status: 409, data: { status: 'scheduled' } });

    const opened = await draws.act('open', draw.id);
    expect(opened.body.data.status).toBe('open');
    expect((await draws.act('open', draw.id)).body).toMatchObject({ status: 409, data: { status: 'open' } });
    expect((await draws.remove(draw.id)).body).toMatchObject({ status: 409, data: { status: 'open' } });
    expect((await draws.result({ id: draw.id, numbers: SIX, special: 1 })).body).toMatchObject({ status: 409, data: { status: 'open' } });

    const closed = await draws.act('close', draw.id);
    expect(closed.body.data.status).toBe('closed');
    expect((await draws.act('close', draw.id)).body).toMatchObject({ status: 409, data: { status: 'closed' } });
    expect((await draws.act('open', draw.id)).body).toMatchObject({ status: 409, data: { status: 'closed' } });

    const drawn = await draws.result({ id: draw.id, numbers: SIX, special: 1 });
    expect(drawn.status).toBe(200);
    expect(drawn.body.data).toMatchObject({ status: 'drawn', result: { numbers: SIX, special: 1 } });
    expect(drawn.body.data.zodiac).toMatchObject({ lunarYear: expect.any(Number), yearAnimal: expect.any(String) });
    expect(drawn.body.data.zodiac!.animals).toHaveLength(49);
    expect(drawn.body.data.zodiac!.animals[0]).toBe(drawn.body.data.zodiac!.yearAnimal);

    expect((await draws.audits(draw.id)).map((a) => a.action)).toEqual(['draw.create', 'draw.open', 'draw.close', 'draw.result']);
  });

  it('a result enqueues settlement, whose job settles the draw (no orders: nothing is paid)', async () => {
    const draw = await draws.create('MO6', PAST);
    await draws.reach(draw.id, 'closed');
    await draws.result({ id: draw.id, numbers: SIX, special: 1 });
    const job = await poll(async () => {
      const { rows } = await server.sql.query<{ state: string }>(`SELECT state FROM jobs WHERE kind = 'draw.settle' AND payload->>'drawId' = $1`, [String(draw.id)]);
      return rows[0]?.state === 'done' && rows[0];
    }, 'the settle job');
    expect(job.state).toBe('done');
    expect((await draws.get(draw.id)).body.data.status).toBe('settled');
    const { rows } = await server.sql.query(`SELECT kind, lines, stake::int FROM settlements WHERE draw_id = $1`, [draw.id]);
    expect(rows).toEqual([{ kind: 'result', lines: 0, stake: 0 }]);
  });

  it('a correction needs a reason, keeps the zodiac snapshot and is audited; it works from settled too', async () => {
    const draw = await draws.create('HK6', PAST);
    await draws.reach(draw.id, 'closed');
    const first = (await draws.result({ id: draw.id, numbers: SIX, special: 1 })).body.data;

    const noReason = await draws.result({ id: draw.id, numbers: SIX, special: 2 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data).toEqual([{ field: '/reason', message: 'A correction needs a reason' }]);

    const corrected = await draws.result({ id: draw.id, numbers: SIX, special: 2, reason: 'special misread' });
    expect(corrected.body.data).toMatchObject({ status: 'drawn', result: { numbers: SIX, special: 2 }, zodiac: first.zodiac });

    await draws.force(draw.id, 'settled');
    const again = await draws.result({ id: draw.id, numbers: [1, 2, 3, 4, 5, 6], special: 7, reason: 'official correction' });
    expect(again.body.data).toMatchObject({ status: 'drawn', result: { numbers: [1, 2, 3, 4, 5, 6], special: 7 } });

    const audits = await draws.audits(draw.id);
    expect(audits.filter((a) => a.action === 'draw.correct').map((a) => a.reason)).toEqual(['special misread', 'official correction']);
    const settleJobs = await server.sql.query(`SELECT 1 FROM jobs WHERE kind = 'draw.settle' AND payload->>'drawId' = $1`, [String(draw.id)]);
    expect(settleJobs.rowCount).toBeGreaterThanOrEqual(2);
  });

  it('refuses invalid results field by field and changes nothing', async () => {
    const mark6 = await draws.create('HK6', PAST);
    const pick3 = await draws.create('P3', PAST);
    await draws.reach(mark6.id, 'closed');
    await draws.reach(pick3.id, 'closed');
    const before = await server.fingerprint(['jobs']);
    const cases: [number, Record<string, unknown>, string][] = [
      [mark6.id, { numbers: [1, 2, 3, 4, 5, 5], special: 6 }, '/numbers'],
      [mark6.id, { numbers: [1, 2, 3, 4, 5, 6] }, '/special'],
      [mark6.id, { numbers: [1, 2, 3, 4, 5, 6], special: 6 }, '/special'],
      [mark6.id, { numbers: [0, 2, 3, 4, 5, 6], special: 7 }, '/numbers/0'],
      [mark6.id, { numbers: [1, 2, 3], special: 7 }, '/numbers'],
      [pick3.id, { numbers: [1, 2, 3], special: 4 }, '/special'],
      [pick3.id, { numbers: [1, 12, 3] }, '/numbers/1'],
      [pick3.id, { numbers: [1, 2, 3, 4] }, '/numbers'],
    ];
    for (const [id, body, field] of cases) {
      const answer = await draws.result({ id, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body.data as unknown as { field: string }[])[0]!.field).toBe(field);
    }
    // Out of the schema's range: refused before any rule runs.
    expect((await draws.result({ id: mark6.id, numbers: [1, 2, 3, 4, 5, 50], special: 7 })).status).toBe(400);
    expect(await server.fingerprint(['jobs'])).toBe(before);

    const ok = await draws.result({ id: pick3.id, numbers: [0, 4, 2] });
    expect(ok.body.data).toMatchObject({ status: 'drawn', result: { numbers: [0, 4, 2], special: null }, zodiac: null });
  });

  it('void needs a reason and is allowed from every state before settled', async () => {
    for (const status of ['scheduled', 'open', 'closed', 'drawn'] as const) {
      const draw = await draws.create('MO6');
      await draws.force(draw.id, status);
      expect((await draws.act('void', draw.id, {})).status).toBe(400);
      const voided = await draws.act('void', draw.id, { reason: `void from ${status}` });
      expect(voided.body.data, status).toMatchObject({ status: 'void', voidReason: `void from ${status}` });
      expect((await draws.act('void', draw.id, { reason: 'again' })).body).toMatchObject({ status: 409, data: { status: 'void' } });
      expect((await draws.act('open', draw.id)).body).toMatchObject({ status: 409, data: { status: 'void' } });
    }
    const settled = await draws.create('MO6');
    await draws.force(settled.id, 'settled');
    expect((await draws.act('void', settled.id, { reason: 'too late' })).body).toMatchObject({ status: 409, data: { status: 'settled' } });
    expect((await draws.act('close', settled.id)).body).toMatchObject({ status: 409, data: { status: 'settled' } });
    expect((await draws.remove(settled.id)).body).toMatchObject({ status: 409, data: { status: 'settled' } });
  });

  it('removes a scheduled or void draw (and its queued jobs), nothing else; a removed draw is gone', async () => {
    const scheduled = await draws.create('HK6');
    expect((await draws.remove(scheduled.id)).status).toBe(200);
    expect((await draws.get(scheduled.id)).status).toBe(404);
    const { rows } = await server.sql.query(`SELECT 1 FROM jobs WHERE key IN ($1, $2) AND state = 'queued'`, [`draw.open:${scheduled.id}`, `draw.close:${scheduled.id}`]);
    expect(rows).toHaveLength(0);

    const voided = await draws.create('HK6');
    await draws.act('void', voided.id, { reason: 'wrong day' });
    expect((await draws.remove(voided.id)).status).toBe(200);

    for (const status of ['closed', 'drawn'] as const) {
      const draw = await draws.create('HK6');
      await draws.force(draw.id, status);
      expect((await draws.remove(draw.id)).body).toMatchObject({ status: 409, data: { status } });
    }
    expect((await draws.remove(999_999)).status).toBe(404);
  });

  it('a draw holding orders is never removed (the orders hook answers)', async () => {
    const draw = await draws.create('P3');
    const guard = async () => true;
    server.app.draws.hooks.holdsOrders.push(guard);
    try {
      const refused = await draws.remove(draw.id);
      expect(refused.body).toMatchObject({ status: 409, data: { status: 'scheduled' } });
      expect(refused.body.message).toMatch(/has orders/);
    } finally {
      server.app.draws.hooks.holdsOrders.splice(server.app.draws.hooks.holdsOrders.indexOf(guard), 1);
    }
    expect((await draws.get(draw.id)).status).toBe(200);
  });

  it('reschedules a draw not yet open (moving its jobs); not an open one, nor a stale version, nor bad times', async () => {
    const draw = await draws.create('HK6', FUTURE, '2099555');
    const later = { lottery: 'HK6', opensAt: new Date(Date.now() + 10_000_000).toISOString(), closesAt: new Date(Date.now() + 20_000_000).toISOString(), drawAt: new Date(Date.now() + 20_000_000).toISOString() };
    const moved = await server.call<Draw>('POST', '/lottery/save', { token: server.adminToken, body: { id: draw.id, version: draw.version, ...later } });
    expect(moved.body.data).toMatchObject({ status: 'scheduled', issue: '2099555', closesAt: later.closesAt });
    const { rows } = await server.sql.query<{ run_at: Date }>(`SELECT run_at FROM jobs WHERE key = $1 AND state = 'queued'`, [`draw.close:${draw.id}`]);
    expect(rows.map((r) => r.run_at.toISOString())).toEqual([later.closesAt]);

    const stale = await server.call('POST', '/lottery/save', { token: server.adminToken, body: { id: draw.id, version: draw.version, ...later } });
    expect(stale.status).toBe(409);
    const versionless = await server.call('POST', '/lottery/save', { token: server.adminToken, body: { id: draw.id, ...later } });
    expect(versionless.body).toMatchObject({ status: 400, data: [{ field: 'body/version' }] });
    const backwards = await server.call('POST', '/lottery/save', { token: server.adminToken, body: { id: draw.id, version: moved.body.data.version, ...later, closesAt: later.opensAt } });
    expect(backwards.status).toBe(400);
    const duplicate = await server.call('POST', '/lottery/save', {
      token: server.adminToken,
      body: { lottery: 'HK6', issue: '2099555', opensAt: later.opensAt, closesAt: later.closesAt, drawAt: new Date(Date.now() + 30_000_000).toISOString() },
    });
    expect(duplicate.body).toMatchObject({ status: 409, message: 'This lottery already has a draw with that issue number' });

    await draws.act('open', draw.id);
    const open = await server.call('POST', '/lottery/save', { token: server.adminToken, body: { id: draw.id, version: moved.body.data.version + 1, ...later } });
    expect(open.body).toMatchObject({ status: 409, data: { status: 'open' } });
  });
});

describe('draws by their jobs', () => {
  it('opens and closes by itself at its times, and the Admins get a live Notify of each and a todo message for the result', async () => {
    const admin = await server.createUser({ role: 'Admin' });
    const adminToken = await server.login(admin.username, admin.password);
    const draw = await draws.create('MO6', { opens: -1, closes: 2, draw: 3 });
    await draws.reach(draw.id, 'open');
    const closed = await draws.reach(draw.id, 'closed');
    expect(closed.status).toBe('closed');
    const audits = await draws.audits(draw.id);
    expect(audits.map((a) => [a.action, a.actor_name])).toEqual([['draw.create', 'admin'], ['draw.open', 'system'], ['draw.close', 'system']]);

    const box = await server.call<MessagePage>('POST', '/message/list', { token: adminToken, body: { page: 1, pageSize: 20, type: 'todo' } });
    const todo = box.body.data.list.find((m: Message) => m.link === `/lottery/lottery?id=${draw.id}`);
    expect(todo).toMatchObject({ type: 'todo', title: { 'zh-CN': '待录入开奖结果', 'en-US': 'Result awaited' }, status: 0 });
    expect(todo!.content['zh-CN']).toBe(`澳门六合彩 第 ${draw.issue} 期已封盘，请录入开奖结果。`);
    expect(todo!.content['en-US']).toBe(`Macau Mark Six draw ${draw.issue} has closed: enter its result.`);
    const { rows } = await server.sql.query(`SELECT type, content FROM events WHERE user_id = $1 AND trace_id = $2 ORDER BY id`, [admin.id, `draw:${draw.id}`]);
    expect(rows).toEqual([
      { type: 'Notify', content: { 'zh-CN': `澳门六合彩 第 ${draw.issue} 期已开盘。`, 'en-US': `Macau Mark Six draw ${draw.issue} is open.` } },
      { type: 'Notify', content: todo!.content },
    ]);
    // The opening is no message: only the close's todo is in the box.
    expect(box.body.data.list.filter((m: Message) => m.link?.includes(`id=${draw.id}`))).toHaveLength(1);
    expect(todo!.done).toBe(false);
  });

  it('a "result awaited" todo ends by itself for every Admin when the result is entered, and leaves the badge', async () => {
    const admins = await Promise.all([server.createUser({ role: 'Admin' }), server.createUser({ role: 'Admin' })]);
    const tokens = await Promise.all(admins.map((a) => server.login(a.username, a.password)));
    const draw = await draws.create('MO6', { opens: -1, closes: 2, draw: 3 });
    await draws.reach(draw.id, 'closed');
    const box = async (token: string) => (await server.call<MessagePage>('POST', '/message/list', { token, body: { page: 1, pageSize: 50, type: 'todo' } })).body.data;
    const about = (page: MessagePage) => page.list.find((m) => m.link === `/lottery/lottery?id=${draw.id}`)!;
    for (const token of tokens) expect(about(await box(token))).toMatchObject({ status: 0, done: false });
    const unreadBefore = await Promise.all(tokens.map(async (token) => (await box(token)).unread.todo));

    expect((await server.call('POST', '/lottery/result', { token: server.adminToken, body: { id: draw.id, numbers: [1, 2, 3, 4, 5, 6], special: 7 } })).status).toBe(200);
    for (const [index, token] of tokens.entries()) {
      const after = await box(token);
      expect(about(after)).toMatchObject({ status: 1, done: true });
      expect(after.unread.todo).toBe(unreadBefore[index]! - 1);
    }
    // Each Admin's open console hears it (a Notify on the draw), so its badge is read again.
    const { rows } = await server.sql.query(`SELECT count(*)::int AS n FROM events WHERE user_id = $1 AND trace_id = $2 AND content = '{"zh-CN": "", "en-US": ""}'::jsonb`, [admins[0]!.id, `draw:${draw.id}`]);
    expect(rows[0].n).toBe(1);
  });

  it('a draw closed by hand before its time is left closed by its job', async () => {
    const draw = await draws.create('P3', { opens: -1, closes: 600, draw: 700 });
    await draws.reach(draw.id, 'open');
    await draws.act('close', draw.id);
    const { rows } = await server.sql.query(`SELECT 1 FROM jobs WHERE key = $1 AND state = 'queued'`, [`draw.close:${draw.id}`]);
    expect(rows).toHaveLength(0);
  });
});

describe('reading draws', () => {
  it('lists by lottery, status and draw time; current gives the open draws; one draw by id', async () => {
    const token = server.adminToken;
    const reader = await server.createUser();
    const readerToken = await server.login(reader.username, reader.password);
    const open = await draws.create('P3', { opens: -10, closes: 900, draw: 960 });
    await draws.reach(open.id, 'open');

    const current = await server.call<Draw[]>('GET', '/lottery/current', { token: readerToken, query: { lottery: 'P3' } });
    expect(current.body.data.map((d) => d.id)).toContain(open.id);
    expect(current.body.data.every((d) => d.status === 'open' && d.lottery === 'P3')).toBe(true);

    const list = await server.call<PageOf<Draw>>('POST', '/lottery/list', { token: readerToken, body: { page: 1, pageSize: 200, lottery: 'P3', status: 'open' } });
    expect(list.body.data.list.every((d) => d.lottery === 'P3' && d.status === 'open')).toBe(true);
    expect(list.body.data.list.map((d) => d.id)).toContain(open.id);

    const window = { from: new Date(Date.now() + 800_000).toISOString(), to: new Date(Date.now() + 1_000_000).toISOString() };
    const timed = await server.call<PageOf<Draw>>('POST', '/lottery/list', { token, body: { page: 1, pageSize: 200, ...window, sort: 'drawAt', order: 'asc' } });
    expect(timed.body.data.list.map((d) => d.id)).toContain(open.id);
    expect(timed.body.data.list.every((d) => d.drawAt >= window.from && d.drawAt < window.to)).toBe(true);

    const paged = await server.call<PageOf<Draw>>('POST', '/lottery/list', { token, body: { page: 1, pageSize: 2, sort: 'id', order: 'asc' } });
    expect(paged.body.data.list).toHaveLength(2);
    expect(paged.body.data.total).toBeGreaterThan(2);
    expect(paged.body.data.list[0]!.id).toBeLessThan(paged.body.data.list[1]!.id);

    expect((await server.call<Draw>('GET', '/lottery', { token: readerToken, query: { id: open.id } })).body.data.id).toBe(open.id);
    expect((await server.call('GET', '/lottery', { token: readerToken, query: { id: 999_999 } })).status).toBe(404);
  });

  it("lists by stage: now (open, closed, drawn), future (scheduled), done (settled, void), newest first", async () => {
    const token = server.adminToken;
    const scheduled = await draws.create('MO6');
    const open = await draws.reach((await draws.create('MO6', { opens: -10, closes: 900, draw: 960 })).id, 'open');
    const stageOf = async (stage: string) =>
      (await server.call<PageOf<Draw>>('POST', '/lottery/list', { token, body: { page: 1, pageSize: 200, lottery: 'MO6', stage } })).body.data.list;
    const now = await stageOf('now');
    expect(now.map((d) => d.id)).toContain(open.id);
    expect(now.map((d) => d.id)).not.toContain(scheduled.id);
    expect(now.every((d) => ['open', 'closed', 'drawn'].includes(d.status))).toBe(true);
    expect(now.map((d) => d.drawAt)).toEqual([...now.map((d) => d.drawAt)].sort().reverse());
    const future = await stageOf('future');
    expect(future.map((d) => d.id)).toContain(scheduled.id);
    expect(future.every((d) => d.status === 'scheduled')).toBe(true);
    expect((await stageOf('done')).every((d) => d.status === 'settled' || d.status === 'void')).toBe(true);
    expect((await server.call('POST', '/lottery/list', { token, body: { page: 1, pageSize: 20, stage: 'later' } })).status).toBe(400);
  });

  it('a User reads draws but changes none', async () => {
    const user = await server.createUser();
    const token = await server.login(user.username, user.password);
    const draw = await draws.create('HK6');
    expect((await server.call('POST', `/lottery/open/${draw.id}`, { token })).status).toBe(403);
    expect((await server.call('POST', '/lottery/result', { token, body: { id: draw.id, numbers: SIX, special: 1 } })).status).toBe(403);
    expect((await server.call<PageOf<Job>>('POST', '/job/list', { token, body: { page: 1, pageSize: 20 } })).status).toBe(403);
  });
});
