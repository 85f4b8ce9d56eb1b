import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draw, GameCatalogue, Market, PageOf } from '@drawdesk/contracts';
import { DEFAULT_ZODIAC_YEARS } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';
import { drawHelpers } from './draw-helpers.js';
import { poll } from './poll.js';

let server: TestServer;
let draws: ReturnType<typeof drawHelpers>;
beforeAll(async () => {
  server = await startServer({}, undefined, { jobTiming: { pollMs: 200 } });
  draws = drawHelpers(server);
});
afterAll(() => server.close());

const localHourMinute = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
const localWeekday = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).getUTCDay() || 7;

async function calendarDraws(lottery: string) {
  const answer = await server.call<PageOf<Draw>>('POST', '/lottery/list', { token: server.adminToken, body: { page: 1, pageSize: 200, lottery, sort: 'drawAt', order: 'asc' } });
  return answer.body.data.list.filter((d) => d.source === 'calendar');
}
async function runScheduleJob() {
  const id = await server.app.repos.jobs.enqueue({ kind: 'draws.schedule' }, server.app.db);
  await poll(async () => (await server.sql.query(`SELECT 1 FROM jobs WHERE id = $1 AND state = 'done'`, [id])).rowCount === 1, 'the calendar job');
}

describe('lotteries (markets) and their calendars', () => {
  it('ships HK6, MO6 and P3 with their games and calendars', async () => {
    const user = await server.createUser();
    const answer = await server.call<Market[]>('GET', '/lottery/markets', { token: await server.login(user.username, user.password) });
    expect(answer.body.data.map((m) => [m.code, m.game, m.calendar.drawDays.join(''), m.calendar.drawTime, m.calendar.timeZone])).toEqual([
      ['HK6', 'MARK6', '246', '21:30', 'Asia/Hong_Kong'],
      ['MO6', 'MARK6', '1234567', '21:30', 'Asia/Macau'],
      ['P3', 'PICK3', '1234567', '21:15', 'Asia/Shanghai'],
    ]);
    expect(answer.body.data[0]!.names).toEqual({ 'zh-CN': '香港六合彩', 'en-US': 'Hong Kong Mark Six' });
  });

  it('the calendar job creates the next 14 days of draws once, numbered in order, and the next draw of each opens', async () => {
    await runScheduleJob();
    const hk6 = await calendarDraws('HK6');
    const mo6 = await calendarDraws('MO6');
    const p3 = await calendarDraws('P3');
    expect(hk6.length).toBeGreaterThanOrEqual(5);
    expect(hk6.length).toBeLessThanOrEqual(7);
    expect(hk6.every((d) => [2, 4, 6].includes(localWeekday(d.drawAt)) && localHourMinute(d.drawAt) === '21:30')).toBe(true);
    expect(mo6.length).toBeGreaterThanOrEqual(13);
    expect(mo6.length).toBeLessThanOrEqual(15);
    expect(p3.every((d) => localHourMinute(d.drawAt) === '21:15' && localHourMinute(d.closesAt) === '21:00')).toBe(true);
    for (const list of [hk6, mo6, p3]) {
      // Each draw opens when the one before it is drawn; issue numbers follow one another within a year.
      for (let i = 1; i < list.length; i++) expect(list[i]!.opensAt).toBe(list[i - 1]!.drawAt);
      const sameYear = list.filter((d) => d.issue.slice(0, 4) === list[0]!.issue.slice(0, 4)).map((d) => Number(d.issue.slice(4)));
      expect(sameYear).toEqual(sameYear.map((_, i) => sameYear[0]! + i));
    }
    await draws.reach(hk6[0]!.id, 'open');
    await draws.reach(mo6[0]!.id, 'open');
    await draws.reach(p3[0]!.id, 'open');

    const before = await server.fingerprint(['jobs', 'audit_log']);
    await runScheduleJob();
    expect(await server.fingerprint(['jobs', 'audit_log'])).toBe(before);
  });

  it('an Admin edits a calendar: draws not yet open follow it, a stale version is refused, the change is audited', async () => {
    const [p3] = (await server.call<Market[]>('GET', '/lottery/markets', { token: server.adminToken })).body.data.filter((m) => m.code === 'P3');
    const save = { code: 'P3', version: p3!.version, drawDays: [1, 3, 5], drawTime: '20:30', closeMinutes: 30, timeZone: 'Asia/Shanghai', active: true };
    const saved = await server.call<Market>('POST', '/lottery/market/save', { token: server.adminToken, body: save });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: p3!.version + 1, calendar: { drawDays: [1, 3, 5], drawTime: '20:30', closeMinutes: 30 } });
    expect((await server.call('POST', '/lottery/market/save', { token: server.adminToken, body: save })).status).toBe(409);

    await poll(async () => {
      const unopened = (await calendarDraws('P3')).filter((d) => d.status === 'scheduled');
      return unopened.length > 0 && unopened.every((d) => localHourMinute(d.drawAt) === '20:30' && [1, 3, 5].includes(localWeekday(d.drawAt)));
    }, 'the P3 draws to follow the new calendar');
    const { rows } = await server.sql.query(`SELECT reason, after->'calendar'->>'drawTime' AS time FROM audit_log WHERE action = 'lottery.calendar'`);
    expect(rows).toEqual([{ reason: null, time: '20:30' }]);

    const user = await server.createUser();
    const refused = await server.call('POST', '/lottery/market/save', { token: await server.login(user.username, user.password), body: { ...save, version: saved.body.data.version } });
    expect(refused.status).toBe(403);
  });

  it('a server keeps draws created ahead from its first start', async () => {
    const fresh = await startServer({}, undefined, { drawCalendar: true, jobTiming: { pollMs: 200 } });
    try {
      await poll(async () => (await fresh.sql.query(`SELECT DISTINCT lottery FROM draws`)).rowCount === 3, 'draws of the three lotteries');
      const { rows } = await fresh.sql.query(`SELECT 1 FROM jobs WHERE kind = 'draws.schedule' AND state = 'queued' AND run_at > now() + interval '50 minutes'`);
      expect(rows).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('zodiac years', () => {
  const SNAKE_EVE = { opensAt: '2026-02-15T13:30:00Z', closesAt: '2026-02-16T13:15:00Z', drawAt: '2026-02-16T13:30:00Z' };

  it('seeds the table from the domain core and lists it with the games', async () => {
    const games = await server.call<GameCatalogue>('GET', '/lottery/games', { token: server.adminToken });
    expect(games.body.data.zodiacYears).toEqual(DEFAULT_ZODIAC_YEARS);
  });

  it('an Admin adds or changes a year; a year that breaks the cycle or starts outside the window is refused', async () => {
    const token = server.adminToken;
    const added = await server.call<GameCatalogue['zodiacYears']>('POST', '/lottery/zodiac-year/save', { token, body: { year: 2031, start: '2031-01-23', animal: 'PIG' } });
    expect(added.status).toBe(200);
    expect(added.body.data.at(-1)).toEqual({ year: 2031, start: '2031-01-23', animal: 'PIG' });
    const before = await server.fingerprint();
    const wrongAnimal = await server.call('POST', '/lottery/zodiac-year/save', { token, body: { year: 2032, start: '2032-02-11', animal: 'PIG' } });
    expect(wrongAnimal.body).toMatchObject({ status: 400, data: [{ field: '/animal' }] });
    expect((await server.call('POST', '/lottery/zodiac-year/save', { token, body: { year: 2032, start: '2032-03-11', animal: 'RAT' } })).status).toBe(400);
    expect((await server.call('POST', '/lottery/zodiac-year/save', { token, body: { year: 2032, start: '2032-02-31', animal: 'RAT' } })).status).toBe(400);
    expect(await server.fingerprint()).toBe(before);
    const { rows } = await server.sql.query(`SELECT entity_id FROM audit_log WHERE action = 'zodiac-year.save'`);
    expect(rows).toEqual([{ entity_id: '2031' }]);
  });

  it('a draw uses the lunar year its draw time falls in, and keeps its snapshot when the table changes', async () => {
    const eve = await server.call<Draw>('POST', '/lottery/save', { token: server.adminToken, body: { lottery: 'HK6', ...SNAKE_EVE } });
    await draws.reach(eve.body.data.id, 'closed');
    const drawn = await draws.result({ id: eve.body.data.id, numbers: [1, 2, 3, 4, 5, 6], special: 7 });
    expect(drawn.body.data.zodiac).toMatchObject({ lunarYear: 2025, yearAnimal: 'SNAKE' });

    // The Admin moves the 2026 new year earlier: 16 February is now a Horse day for new draws only.
    await server.call('POST', '/lottery/zodiac-year/save', { token: server.adminToken, body: { year: 2026, start: '2026-02-10', animal: 'HORSE' } });
    expect((await draws.get(eve.body.data.id)).body.data.zodiac).toMatchObject({ lunarYear: 2025, yearAnimal: 'SNAKE' });
    const later = await server.call<Draw>('POST', '/lottery/save', { token: server.adminToken, body: { lottery: 'MO6', ...SNAKE_EVE } });
    await draws.reach(later.body.data.id, 'closed');
    const horse = await draws.result({ id: later.body.data.id, numbers: [1, 2, 3, 4, 5, 6], special: 7 });
    expect(horse.body.data.zodiac).toMatchObject({ lunarYear: 2026, yearAnimal: 'HORSE' });
  });

  it('a Mark Six result for a date the table does not cover is refused until the year is added', async () => {
    const far = await server.call<Draw>('POST', '/lottery/save', {
      token: server.adminToken,
      body: { lottery: 'HK6', opensAt: '2035-06-01T00:00:00Z', closesAt: '2035-06-02T13:15:00Z', drawAt: '2035-06-02T13:30:00Z' },
    });
    await draws.force(far.body.data.id, 'closed');
    const refused = await draws.result({ id: far.body.data.id, numbers: [1, 2, 3, 4, 5, 6], special: 7 });
    expect(refused.body).toMatchObject({ status: 409, data: { status: 'closed' } });
    expect(refused.body.message).toBe('The zodiac years have no lunar year for the date of this draw: add it first');
    const zh = await server.call('POST', '/lottery/result', { token: server.adminToken, body: { id: far.body.data.id, numbers: [1, 2, 3, 4, 5, 6], special: 7 }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.message).toBe('生肖年表中没有这期开奖日期所在的农历年，请先补充生肖年');
    expect((await draws.get(far.body.data.id)).body.data.status).toBe('closed');
  });
});
