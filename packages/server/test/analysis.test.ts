import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisDetail, AnalysisStrategy, Customer, Draw, Layoff, LiveExposure, Message, PageOf, Plan } from '@drawdesk/contracts';
import { analyseBook, applyRate, GAMES, mark6Draw, settleLine, zodiacMapFor, type Position, type ZodiacMap } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';
import { orderFixture } from './order-fixture.js';
import { openStream } from './sse.js';
import { poll } from './poll.js';

let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let plan: Plan;
/** A top agent carrying 30% of its subtree, a sub-agent carrying 20%, and a third agent elsewhere. */
let top: number;
let sub: number;
let other: number;
let direct: Customer;
let below: Customer;
let draw: Draw;
beforeAll(async () => {
  server = await startServer();
  book = orderFixture(server);
  plan = await book.plan({ minStake: 100, maxStake: 10_000_000, maxPerSelection: 100_000_000 });
  top = await book.agent();
  sub = await book.agent(top);
  other = await book.agent();
  await server.sql.query('UPDATE agents SET share_bp = 3000, may_lay_off = true WHERE id = $1', [top]);
  await server.sql.query('UPDATE agents SET share_bp = 2000 WHERE id = $1', [sub]);
  direct = await book.customer(top, plan.id, { creditLimit: 100_000_000 });
  below = await book.customer(sub, plan.id, { creditLimit: 100_000_000 });
  draw = await book.openDraw();
  // Stakes in tens of yuan: every rebate and share of a line is a whole fen, so a line-by-line reference adds up exactly.
  await save(direct, [line('TM', '7', 50_000), line('TM', '18', 20_000), line('TM_COLOUR', 'RED', 30_000), line('TM_TWO_SIDED', 'BIG', 10_000)]);
  await save(below, [line('TM', '7', 80_000), line('TM', '49', 10_000), line('TM_TWO_SIDED', 'SMALL', 40_000)]);
  await save(below, [line('TM', '7', 20_000), line('LM_2_ALL', '1,2,3', 1000)]);
});
afterAll(() => server.close());

const line = (play: string, selection: string, stake: number) => ({ play, selection, stake });
async function save(customer: Customer, lines: ReturnType<typeof line>[], token = server.adminToken) {
  const answer = await book.save({ customerId: customer.id, drawId: draw.id, lines }, token);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

type Scope = { agentId: number | null; share: 'kept' | 'gross' };
const run = (body: Record<string, unknown>, token = server.adminToken) => server.call<{ id: number; status: string }>('POST', '/analysis/run', { token, body: { drawId: draw.id, ...body } });
const detail = (id: number, token = server.adminToken) => server.call<AnalysisDetail>('GET', '/analysis', { token, query: { id } });
async function finished(id: number, token = server.adminToken): Promise<AnalysisDetail> {
  return poll(async () => {
    const answer = await detail(id, token);
    return ['done', 'failed'].includes(answer.body.data?.status) && answer.body.data;
  }, `analysis ${id}`);
}
const LOTTERY_NAMES = { HK6: { 'zh-CN': '香港六合彩', 'en-US': 'Hong Kong Mark Six' }, MO6: { 'zh-CN': '澳门六合彩', 'en-US': 'Macau Mark Six' }, P3: { 'zh-CN': '排列三', 'en-US': 'Pick-3' } };

async function analysed(body: Record<string, unknown>, token = server.adminToken) {
  const queued = await run(body, token);
  expect(queued.status, queued.body.message).toBe(200);
  expect(queued.body.data.status).toBe('queued');
  return finished(queued.body.data.id, token);
}

async function zodiacOfDraw(): Promise<ZodiacMap> {
  const { rows } = await server.sql.query<{ year: number; start: string; animal: string }>(`SELECT year, start::text AS start, animal FROM zodiac_years ORDER BY year`);
  const date = draw.drawAt.slice(0, 10);
  const year = rows.filter((r) => r.start <= date).at(-1)!;
  return zodiacMapFor({ year: year.year, start: year.start, animal: year.animal as never });
}

type StoredLine = { play: string; selection: string; stake: number; odds1: number; odds2: number | null; rebateBp: number; keptBp: number; chain: { agentId: number; shareBp: number }[] };
async function acceptedLines(): Promise<StoredLine[]> {
  const { rows } = await server.sql.query<StoredLine>(
    `SELECT l.play, l.selection, l.stake::int AS stake, l.odds1, l.odds2, l.rebate_bp AS "rebateBp", l.kept_bp AS "keptBp", l.share_chain AS chain
     FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.draw_id = $1 AND o.status = 'accepted' ORDER BY l.id`,
    [draw.id],
  );
  return rows;
}

/** The reference: every single-outcome line settled on a full draw of every outcome, weighted by the scope's part of it. */
function bruteForce(lines: readonly StoredLine[], part: (l: StoredLine) => number, zodiac: ZodiacMap): number[] {
  return GAMES.MARK6.outcomes.map((_, outcome) => {
    const special = outcome + 1;
    const regular = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => n !== special).slice(0, 6);
    const full = mark6Draw(regular, special, zodiac);
    return lines
      .filter((l) => l.play.startsWith('TM'))
      .reduce((net, l) => net + applyRate(-settleLine({ ...l, odds: l.odds2 === null ? [l.odds1] : [l.odds1, l.odds2] }, full).net, part(l)), 0);
  });
}
const subtreePart = (agentId: number) => (l: StoredLine) => {
  const at = l.chain.findIndex((link) => link.agentId === agentId);
  return at < 0 ? 0 : l.chain.slice(0, at + 1).reduce((sum, link) => sum + link.shareBp, 0);
};

describe('the book by terms', () => {
  it('holds what the accepted lines add up to per selection and terms, also after a cancel', async () => {
    const extra = await save(direct, [line('TM', '33', 10_000)]);
    expect((await server.call('POST', `/order/cancel/${extra.id}`, { token: server.adminToken })).status).toBe(200);
    const { rows: stored } = await server.sql.query(
      `SELECT play, selection, odds1, odds2, rebate_bp, kept_bp, stake::int AS stake, lines FROM book_positions WHERE draw_id = $1 AND lines > 0 ORDER BY 1, 2, 3, 4, 5, 6`,
      [draw.id],
    );
    const { rows: summed } = await server.sql.query(
      `SELECT l.play, l.selection, l.odds1, coalesce(l.odds2, 0) AS odds2, l.rebate_bp, l.kept_bp, sum(l.stake)::int AS stake, count(*)::int AS lines
       FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.draw_id = $1 AND o.status = 'accepted' GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`,
      [draw.id],
    );
    expect(stored).toEqual(summed);
    expect(stored.find((r) => r.selection === '33')).toBeUndefined();
    // The company keeps what the chain's shares leave: 70% of the top agent's customer, 50% below the sub-agent.
    expect(new Set(stored.map((r) => r.kept_bp))).toEqual(new Set([7000, 5000]));
  });
});

describe('a run', () => {
  it("stores the company's exposure: equal to analyseBook on the book's positions and to settling every line on every outcome", async () => {
    const zodiac = await zodiacOfDraw();
    const result = await analysed({});
    expect(result.status, result.error?.['en-US'] ?? '').toBe('done');
    expect(result.scope).toEqual({ agentId: null, share: 'kept' });
    const lines = await acceptedLines();
    expect(result.lines).toBe(lines.length);
    const nets = result.result!.outcomes.map((o) => o.net);
    expect(nets).toEqual(bruteForce(lines, (l) => l.keptBp, zodiac));
    const positions: Position[] = lines.map((l) => ({ play: l.play, selection: l.selection, stake: l.stake, odds: l.odds1, ...(l.odds2 === null ? {} : { odds2: l.odds2 }), rebateBp: l.rebateBp, keptShareBp: l.keptBp }));
    const reference = analyseBook({ game: 'MARK6', positions, zodiac });
    expect(result.result!.summary.before).toEqual(reference.summary.before);
    expect(result.maxLossBefore).toBe(reference.summary.before.maxLoss);
    expect(result.result!.multi.turnover).toBe(3000);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('gross and agent views: the whole book, and a subtree weighed by its shares down the chain', async () => {
    const zodiac = await zodiacOfDraw();
    const lines = await acceptedLines();
    const gross = await analysed({ scope: { agentId: null, share: 'gross' } satisfies Scope });
    expect(gross.result!.outcomes.map((o) => o.net)).toEqual(bruteForce(lines, () => 10_000, zodiac));
    const topKept = await analysed({ scope: { agentId: top, share: 'kept' } satisfies Scope });
    expect(topKept.result!.outcomes.map((o) => o.net)).toEqual(bruteForce(lines, subtreePart(top), zodiac));
    const subKept = await analysed({ scope: { agentId: sub, share: 'kept' } satisfies Scope });
    expect(subKept.result!.outcomes.map((o) => o.net)).toEqual(bruteForce(lines, subtreePart(sub), zodiac));
    // The three parts and the company's make up the whole book, outcome by outcome.
    const company = await analysed({});
    const parts = company.result!.outcomes.map((o, i) => o.net + topKept.result!.outcomes[i]!.net);
    expect(parts).toEqual(gross.result!.outcomes.map((o) => o.net));
  });

  it('tells the one who started it: a message with the link and a live Analyse event naming the run', async () => {
    const stream = openStream(server.base, server.adminToken);
    try {
      await poll(() => stream.status() === 200, 'the stream');
      const queued = await run({ strategy: { kind: 'keep-ratio', keepBp: 5000 } });
      await poll(() => stream.events.some((e) => e.data.type === 'Analyse' && e.data.traceId === String(queued.body.data.id)), 'the Analyse event');
      const event = stream.events.find((e) => e.data.traceId === String(queued.body.data.id))!.data;
      // Said once in each language, each alone.
      // The draw by its lottery's name as well as its issue: issues repeat across lotteries.
      const named = LOTTERY_NAMES[draw.lottery as keyof typeof LOTTERY_NAMES];
      expect(event.content['zh-CN']).toMatch(new RegExp(`^${named['zh-CN']} ${draw.issue} 期分析完成：最大亏损 -?¥[\\d,]+\\.\\d\\d`));
      expect(event.content['en-US']).toMatch(new RegExp(`^${named['en-US']} ${draw.issue} analysed: worst loss -?¥[\\d,]+\\.\\d\\d`));
      const messages = await server.call<PageOf<Message>>('POST', '/message/list', { token: server.adminToken, body: { page: 1, pageSize: 5 } });
      expect(messages.body.data.list[0]).toMatchObject({ title: { 'zh-CN': '分析完成', 'en-US': 'Analysis done' }, link: `/number-analyse/detail?id=${queued.body.data.id}` });
    } finally {
      await stream.close();
    }
  });

  it('a run that cannot be made says why (zodiac bets on a date the zodiac table lacks), and is not retried', async () => {
    await save(direct, [line('TM_ZODIAC', 'HORSE', 10_000)]);
    const years = await server.sql.query('SELECT * FROM zodiac_years');
    await server.sql.query('DELETE FROM zodiac_years');
    try {
      const failed = await analysed({});
      expect(failed.status).toBe('failed');
      expect(failed.error?.['en-US']).toMatch(/zodiac|draw date/i);
      expect(failed.error?.['zh-CN']).toBe('生肖年表中没有这期所在的农历年，请先补充生肖年');
      expect(failed.result).toBeNull();
    } finally {
      for (const row of years.rows) await server.sql.query('INSERT INTO zodiac_years (year, start, animal) VALUES ($1, $2, $3)', [row.year, row.start, row.animal]);
    }
    expect((await analysed({})).status).toBe('done');
  });

  it('refuses a strategy given twice, a void draw and a missing one, writing nothing', async () => {
    const before = await server.fingerprint(['sessions']);
    expect((await run({ strategyId: 1, strategy: { kind: 'stake-cap', cap: 100 } })).status).toBe(400);
    expect((await run({ drawId: 999_999 })).status).toBe(400);
    expect((await run({ strategyId: 999_999 })).status).toBe(400);
    expect((await run({ strategy: { kind: 'keep-ratio', keepBp: 10_001 } })).status).toBe(400);
    expect(await server.fingerprint(['sessions'])).toBe(before);
  });
});

describe('scope', () => {
  it("a User runs and reads its subtree's part only: never the company's, never another agent's", async () => {
    const user = await server.createUser({ agentId: sub });
    const token = await server.login(user.username, user.password);
    expect((await run({ scope: { agentId: null, share: 'kept' } }, token)).status).toBe(403);
    expect((await run({ scope: { agentId: top, share: 'kept' } }, token)).status).toBe(403);
    const mine = await analysed({}, token);
    expect(mine.scope).toEqual({ agentId: sub, share: 'kept' });
    const lines = await acceptedLines();
    expect(mine.result!.outcomes.map((o) => o.net)).toEqual(bruteForce(lines, subtreePart(sub), await zodiacOfDraw()));
    // The company's runs are not listed, read or exported to it.
    const list = await server.call<PageOf<{ scope: Scope }>>('POST', '/analysis/list', { token, body: { page: 1, pageSize: 100 } });
    expect(list.body.data.list.every((r) => r.scope.agentId === sub)).toBe(true);
    expect(list.body.data.total).toBe(list.body.data.list.length);
    const companyRun = (await server.call<PageOf<{ id: number; scope: Scope }>>('POST', '/analysis/list', { token: server.adminToken, body: { page: 1, pageSize: 100 } })).body.data.list.find((r) => r.scope.agentId === null)!;
    expect((await detail(companyRun.id, token)).status).toBe(404);
    expect((await server.call('GET', '/analysis/outcomes/export', { token, query: { id: companyRun.id } })).status).toBe(404);
    const live = await server.call<LiveExposure>('GET', '/analysis/live', { token, query: { drawId: draw.id, agentId: other } });
    expect(live.status).toBe(403);
  });
});

describe('exports', () => {
  const csv = async (url: string, token: string) => {
    const response = await fetch(`${server.base}/api/v1${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' } });
    expect(response.status).toBe(200);
    return (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  };

  it("a User's export of runs and lay-offs holds its subtree's only; one run's outcomes are its 49 rows in yuan", async () => {
    const user = await server.createUser({ agentId: sub });
    const token = await server.login(user.username, user.password);
    const mine = await analysed({}, token);
    const runs = await csv('/analysis/export', token);
    expect(runs[0]).toContain('Max loss before (yuan)');
    const listed = await server.call<PageOf<{ id: number }>>('POST', '/analysis/list', { token, body: { page: 1, pageSize: 200 } });
    expect(runs.slice(1).map((line) => Number(line.split(',')[0])).sort()).toEqual(listed.body.data.list.map((r) => r.id).sort());
    expect(runs.length - 1).toBeLessThan((await csv('/analysis/export', server.adminToken)).length - 1);

    const layoffs = await csv('/layoff/export', token);
    const seen = await server.call<PageOf<Layoff>>('POST', '/layoff/list', { token, body: { page: 1, pageSize: 200 } });
    expect(layoffs.length - 1).toBe(seen.body.data.total);

    const outcomes = await csv(`/analysis/outcomes/export?id=${mine.id}`, token);
    expect(outcomes).toHaveLength(1 + 49);
    const seven = mine.result!.outcomes.find((o) => o.outcome === '7')!;
    expect(outcomes[7]!.split(',')[3]).toBe((seven.net / 100).toFixed(2));
  });
});

describe('live exposure', () => {
  it('answers the book as it stands, the same as a run without a strategy, and follows a new order', async () => {
    const live = await server.call<LiveExposure>('GET', '/analysis/live', { token: server.adminToken, query: { drawId: draw.id } });
    expect(live.status, live.body.message).toBe(200);
    const stored = await analysed({});
    expect(live.body.data.summary).toEqual(stored.result!.summary.before);
    expect(live.body.data.lines).toBe(stored.lines);
    expect(live.body.data.top.length).toBeLessThanOrEqual(10);
    await save(below, [line('TM', '25', 100_000)]);
    const after = await server.call<LiveExposure>('GET', '/analysis/live', { token: server.adminToken, query: { drawId: draw.id } });
    expect(after.body.data.outcomes[24]!.stake).toBe(live.body.data.outcomes[24]!.stake + 100_000);
    expect(after.body.data.lines).toBe(live.body.data.lines + 1);
  });
});

describe('strategies', () => {
  it("are the company's or an agent's: a User uses the company's, edits only its own, at the version it read", async () => {
    const admin = server.adminToken;
    const company = await server.call<AnalysisStrategy>('POST', '/analysis/strategy/save', { token: admin, body: { name: 'Cap 5,000', strategy: { kind: 'loss-cap', maxLoss: 500_000, upstreamOdds: 420_000, upstreamRebateBp: 0 } } });
    expect(company.status, company.body.message).toBe(200);
    expect(company.body.data.agentId).toBeNull();
    const user = await server.createUser({ agentId: sub });
    const token = await server.login(user.username, user.password);
    const own = await server.call<AnalysisStrategy>('POST', '/analysis/strategy/save', { token, body: { name: 'Half', strategy: { kind: 'keep-ratio', keepBp: 5000 } } });
    expect(own.body.data.agentId).toBe(sub);
    const seen = await server.call<PageOf<AnalysisStrategy>>('POST', '/analysis/strategy/list', { token, body: { page: 1, pageSize: 100 } });
    expect(seen.body.data.list.map((s) => s.id)).toEqual(expect.arrayContaining([company.body.data.id, own.body.data.id]));
    const edit = { id: company.body.data.id, version: company.body.data.version, name: 'Mine now', strategy: { kind: 'stake-cap', cap: 1 } };
    expect((await server.call('POST', '/analysis/strategy/save', { token, body: edit })).status).toBe(404);
    expect((await server.call('DELETE', `/analysis/strategy/remove/${company.body.data.id}`, { token })).status).toBe(404);
    const renamed = await server.call<AnalysisStrategy>('POST', '/analysis/strategy/save', { token, body: { id: own.body.data.id, version: 0, name: 'Half (60%)', strategy: { kind: 'keep-ratio', keepBp: 6000 } } });
    expect(renamed.body.data.version).toBe(1);
    expect((await server.call('POST', '/analysis/strategy/save', { token, body: { id: own.body.data.id, version: 0, name: 'Stale', strategy: { kind: 'keep-ratio', keepBp: 1 } } })).status).toBe(409);
    const used = await analysed({ strategyId: company.body.data.id }, token);
    expect(used.strategyName).toBe('Cap 5,000');
    expect((await server.call('DELETE', `/analysis/strategy/remove/${own.body.data.id}`, { token })).status).toBe(200);
  });
});

describe('lay-offs', () => {
  it('a loss cap suggests lay-offs; applied once they are planned; placed, the next run counts them and its worst case meets the cap', async () => {
    const cap = 300_000;
    const strategy = { kind: 'loss-cap', maxLoss: cap, upstreamOdds: 420_000, upstreamRebateBp: 0 };
    const first = await analysed({ strategy });
    expect(first.maxLossBefore).toBeGreaterThan(cap);
    expect(first.maxLossAfter).toBeLessThanOrEqual(cap);
    expect(first.result!.suggestedLayoffs.length).toBeGreaterThan(0);

    const applied = await server.call<Layoff[]>('POST', '/layoff/apply', { token: server.adminToken, body: { analysisId: first.id, upstream: 'Upstream A' } });
    expect(applied.status, applied.body.message).toBe(200);
    expect(applied.body.data.map((l) => [l.play, l.selection, l.stake, l.status])).toEqual(first.result!.suggestedLayoffs.map((s) => [s.play, s.selection, s.stake, 'planned']));
    const again = await server.call('POST', '/layoff/apply', { token: server.adminToken, body: { analysisId: first.id } });
    expect(again.status).toBe(409);
    expect((await detail(first.id)).body.data.applied).toBe(true);

    // Planned ones are not positions yet.
    expect((await analysed({})).maxLossBefore).toBe(first.maxLossBefore);
    for (const layoff of applied.body.data) {
      const placed = await server.call<Layoff>('POST', `/layoff/place/${layoff.id}`, { token: server.adminToken, body: { status: 'placed', version: layoff.version } });
      expect(placed.body.data.status).toBe('placed');
    }
    const second = await analysed({ strategy });
    expect(second.result!.layoffs).toHaveLength(applied.body.data.length);
    expect(second.maxLossBefore).toBeLessThanOrEqual(cap);
    expect(second.maxLossBefore).toBe(first.maxLossAfter);
    expect(second.result!.suggestedLayoffs).toEqual([]);

    // Only a planned lay-off is removed; a placed one is history.
    const placedOne = applied.body.data[0]!;
    expect((await server.call('DELETE', `/layoff/remove/${placedOne.id}`, { token: server.adminToken })).status).toBe(409);
    const listed = await server.call<PageOf<Layoff>>('POST', '/layoff/list', { token: server.adminToken, body: { page: 1, pageSize: 100, drawId: draw.id, status: 'placed' } });
    expect(listed.body.data.total).toBe(applied.body.data.length);
  });

  it("an agent lays off only if it may; a User sees its subtree's lay-offs only; a wrong selection is refused", async () => {
    const user = await server.createUser({ agentId: sub });
    const token = await server.login(user.username, user.password);
    const body = { drawId: draw.id, play: 'TM', selection: '7', stake: 10_000, odds: 420_000, rebateBp: 0, upstream: 'Upstream B' };
    expect((await server.call('POST', '/layoff/save', { token, body })).status).toBe(409);
    const topUser = await server.createUser({ agentId: top });
    const topToken = await server.login(topUser.username, topUser.password);
    const own = await server.call<Layoff>('POST', '/layoff/save', { token: topToken, body });
    expect(own.status, own.body.message).toBe(200);
    expect(own.body.data.agentId).toBe(top);
    expect((await server.call('POST', '/layoff/save', { token: topToken, body: { ...body, selection: '50' } })).status).toBe(400);
    expect((await server.call('POST', '/layoff/save', { token: topToken, body: { ...body, play: 'P3_DIRECT', selection: '123' } })).status).toBe(400);
    const seenBySub = await server.call<PageOf<Layoff>>('POST', '/layoff/list', { token, body: { page: 1, pageSize: 100 } });
    expect(seenBySub.body.data.list.map((l) => l.id)).not.toContain(own.body.data.id);
    const seenByTop = await server.call<PageOf<Layoff>>('POST', '/layoff/list', { token: topToken, body: { page: 1, pageSize: 100 } });
    expect(seenByTop.body.data.list.every((l) => l.agentId === top)).toBe(true);
    expect((await server.call('DELETE', `/layoff/remove/${own.body.data.id}`, { token: topToken })).status).toBe(200);
  });
});
