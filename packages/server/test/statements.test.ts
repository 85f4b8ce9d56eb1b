import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, Draw, DrawStatement, LedgerEntry, PageOf, Report, StatementLink, StatementPage } from '@drawdesk/contracts';
import { startServer, type TestServer } from './server.js';
import { orderFixture, requestId } from './order-fixture.js';
import { agentBook, randomBook } from './random-book.js';
import { parseCsv } from './csv.js';

let server: TestServer;
let book: ReturnType<typeof orderFixture>;
let top: number;
let sub: number;
let customers: Customer[];
let draws: Draw[];
const RESULT = { numbers: [3, 12, 25, 31, 40, 44], special: 7 };

beforeAll(async () => {
  server = await startServer();
  ({ book, top, sub, customers } = await agentBook(server));
  draws = [];
  for (const seed of [11, 12]) {
    const draw = await randomBook(book, customers, seed, 10);
    expect((await book.draws.result({ id: draw.id, ...RESULT })).status).toBe(200);
    draws.push(await book.draws.reach(draw.id, 'settled'));
  }
});
afterAll(() => server.close());

const list = (body: Record<string, unknown>, token = server.adminToken) =>
  server.call<StatementPage>('POST', '/statement/list', { token, body: { page: 1, pageSize: 20, ...body } });
const memberNets = async (drawId: number) => {
  const { rows } = await server.sql.query<{ customer_id: number; net: number; lines: number }>(
    `SELECT r.customer_id, sum(r.net)::int AS net, count(*)::int AS lines FROM settled_lines r JOIN draws d ON d.id = r.draw_id AND r.result_version = d.settled_version
     WHERE r.draw_id = $1 GROUP BY 1`,
    [drawId],
  );
  return rows;
};
const companyAmount = async (drawId: number) => {
  const { rows } = await server.sql.query<{ n: number }>(`SELECT coalesce(sum(amount), 0)::int AS n FROM ledger_entries WHERE draw_id = $1 AND customer_id IS NULL AND agent_id IS NULL`, [drawId]);
  return rows[0]!.n;
};

describe('statements', () => {
  it("list a customer's settled draws with its lines' totals, and the balance before and after", async () => {
    const customer = customers[1]!;
    const answer = await list({ customerId: customer.id });
    expect(answer.status, answer.body.message).toBe(200);
    const page = answer.body.data;
    expect(page.party).toMatchObject({ kind: 'customer', id: customer.id, code: customer.code });
    for (const draw of draws) {
      const row = page.list.find((r) => r.drawId === draw.id)!;
      const mine = (await memberNets(draw.id)).find((r) => r.customer_id === customer.id)!;
      expect(row).toMatchObject({ issue: draw.issue, status: 'settled', lines: mine.lines, net: mine.net, amount: mine.net, share: 0 });
    }
    expect(page.summary.amount).toBe(page.list.reduce((s, r) => s + r.amount, 0));
    // Over all time: nothing before, the ledger's balance after, and no entry but the draws' (no payment yet).
    const balance = (await server.call<{ balance: number }>('GET', '/ledger/balance', { token: server.adminToken, query: { customerId: customer.id } })).body.data.balance;
    expect(page.summary).toMatchObject({ opening: 0, closing: balance, other: 0 });
    expect(balance).toBe(page.summary.amount);

    const one = (await list({ customerId: customer.id, drawId: draws[1]!.id })).body.data;
    expect(one.total).toBe(1);
    expect(one.summary.closing - one.summary.opening).toBe(one.list[0]!.amount);
  });

  it("for random books: the customers' statements add up to the members' net, the agents' and the company's to minus it", async () => {
    for (const draw of draws) {
      const nets = await memberNets(draw.id);
      const memberNet = nets.reduce((s, r) => s + r.net, 0);
      let customersSum = 0;
      for (const customer of customers) customersSum += (await list({ customerId: customer.id, drawId: draw.id })).body.data.summary.amount;
      expect(customersSum).toBe(memberNet);
      let agentsSum = 0;
      for (const agentId of [top, sub]) {
        const agent = (await list({ agentId, drawId: draw.id })).body.data;
        expect(agent.list[0]!.amount).toBe(agent.list[0]!.share + agent.list[0]!.agentRebate);
        agentsSum += agent.summary.amount;
      }
      expect(agentsSum + (await companyAmount(draw.id))).toBe(-memberNet);
      // The top agent's statement covers its whole subtree's lines.
      const topRow = (await list({ agentId: top, drawId: draw.id })).body.data.list[0]!;
      expect(topRow.lines).toBe(nets.reduce((s, r) => s + r.lines, 0));
    }
  });

  it("shows one customer's statement of a draw: its lines with results and totals", async () => {
    const customer = customers[0]!;
    const answer = await server.call<DrawStatement>('GET', '/statement', { token: server.adminToken, query: { customerId: customer.id, drawId: draws[0]!.id } });
    expect(answer.status, answer.body.message).toBe(200);
    const statement = answer.body.data;
    const mine = (await memberNets(draws[0]!.id)).find((r) => r.customer_id === customer.id)!;
    expect(statement.customer).toEqual({ code: customer.code, name: customer.name });
    expect(statement.draw).toMatchObject({ issue: draws[0]!.issue, status: 'settled', result: RESULT });
    expect(statement.lineCount).toBe(mine.lines);
    expect(statement.lines.reduce((s, l) => s + l.net!, 0)).toBe(mine.net);
    expect(statement.totals.amount).toBe(mine.net);
    expect(statement.closing - statement.opening).toBe(mine.net);
  });

  it('exports a draw statement as its lines, and a period as its draws, in CSV', async () => {
    const customer = customers[0]!;
    const lines = await fetch(`${server.base}/api/v1/statement/export?customerId=${customer.id}&drawId=${draws[0]!.id}`, { headers: { authorization: `Bearer ${server.adminToken}`, 'accept-language': 'en-US' } });
    expect(lines.status).toBe(200);
    const bytes = new Uint8Array(await lines.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const mine = (await memberNets(draws[0]!.id)).find((r) => r.customer_id === customer.id)!;
    expect(text.startsWith('Order,Play,Selection')).toBe(true);
    expect(text.trim().split('\n')).toHaveLength(1 + mine.lines);
    // Plays, selections and results in words, as the statement on screen: in the language asked for.
    const [, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(rows.filter(([, play, , , , , result]) => /^[A-Z0-9_]+$/.test(play!) || !/^(Win|Lose|Tie|Refunded)$/.test(result!))).toEqual([]);
    const chinese = await (await fetch(`${server.base}/api/v1/statement/export?customerId=${customer.id}&drawId=${draws[0]!.id}`, { headers: { authorization: `Bearer ${server.adminToken}`, 'accept-language': 'zh-CN' } })).text();
    const [header, ...chineseRows] = parseCsv(chinese.replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 3)).toEqual(['注单号', '玩法', '号码']);
    expect(chineseRows.filter(([, play, , , , , result]) => !/^\p{Script=Han}+$/u.test(play!) || !/^(中|未中|和|退还)$/.test(result!))).toEqual([]);
    const period = await (await fetch(`${server.base}/api/v1/statement/export?agentId=${top}`, { headers: { authorization: `Bearer ${server.adminToken}` } })).text();
    expect(period.trim().split('\n')).toHaveLength(1 + draws.length);
  });

  it("records an agent's payment in its own ledger", async () => {
    const paid = await server.call<LedgerEntry>('POST', '/ledger/payment', { token: server.adminToken, body: { requestId: requestId(), agentId: sub, amount: 12_345 } });
    expect(paid.status, paid.body.message).toBe(200);
    expect(paid.body.data).toMatchObject({ agentId: sub, customerId: null, kind: 'payment', amount: 12_345 });
    const ledger = await server.call<PageOf<LedgerEntry>>('POST', '/ledger/list', { token: server.adminToken, body: { page: 1, pageSize: 50, agentId: sub } });
    expect(ledger.body.data.list.map((e) => e.kind)).toContain('share');
    // The settlement's entries are the server's own work (the console words them), the payment a person's.
    expect(ledger.body.data.list.filter((e) => e.kind === 'share').every((e) => e.bySystem)).toBe(true);
    expect(ledger.body.data.list.find((e) => e.kind === 'payment')).toMatchObject({ bySystem: false, createdBy: 'admin' });
    expect((await server.call('POST', '/ledger/list', { token: server.adminToken, body: { page: 1, pageSize: 5, agentId: sub, customerId: customers[0]!.id } })).status).toBe(400);
    expect((await server.call('POST', '/ledger/list', { token: server.adminToken, body: { page: 1, pageSize: 5 } })).status).toBe(400);
  });
});

describe('scope', () => {
  it("a User sees its subtree's statements and nothing above or beside it, by list, statement, export or link", async () => {
    const user = await server.createUser({ agentId: sub });
    const token = await server.login(user.username, user.password);
    expect((await list({ customerId: customers[1]!.id }, token)).status).toBe(200);
    expect((await list({ agentId: sub }, token)).status).toBe(200);
    expect((await list({ customerId: customers[0]!.id }, token)).status).toBe(404);
    expect((await list({ agentId: top }, token)).status).toBe(404);
    expect((await server.call('GET', '/statement', { token, query: { customerId: customers[0]!.id, drawId: draws[0]!.id } })).status).toBe(404);
    const exported = await fetch(`${server.base}/api/v1/statement/export?customerId=${customers[0]!.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(exported.status).toBe(404);
    expect((await server.call('POST', '/statement/link', { token, body: { customerId: customers[0]!.id, drawId: draws[0]!.id } })).status).toBe(404);
    const link = (await server.call<StatementLink>('POST', '/statement/link', { token: server.adminToken, body: { customerId: customers[0]!.id, drawId: draws[0]!.id } })).body.data;
    expect((await server.call('DELETE', `/statement/link/${link.id}`, { token })).status).toBe(404);
    expect((await server.call('POST', '/statement/link/list', { token, body: { page: 1, pageSize: 20, customerId: customers[0]!.id } })).status).toBe(404);
  });
});

describe('shared links', () => {
  const open = (url: string) => server.call<Report>('GET', `/api${url.replace('/report', '/v1/report')}`);

  it('open the one statement they name without a login, until revoked', async () => {
    const customer = customers[2]!;
    const made = await server.call<StatementLink>('POST', '/statement/link', { token: server.adminToken, body: { customerId: customer.id, drawId: draws[1]!.id, days: 3 } });
    expect(made.status, made.body.message).toBe(200);
    const link = made.body.data;
    expect(link).toMatchObject({ customerId: customer.id, drawId: draws[1]!.id, state: 'active', issue: draws[1]!.issue });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect(link.url).toMatch(/^\/report\?token=/);

    const report = await open(link.url);
    expect(report.status, report.body.message).toBe(200);
    const mine = (await memberNets(draws[1]!.id)).find((r) => r.customer_id === customer.id)!;
    expect(report.body.data.customer).toEqual({ code: customer.code, name: customer.name });
    expect(report.body.data.lineCount).toBe(mine.lines);
    expect(report.body.data.totals.amount).toBe(mine.net);
    expect(JSON.stringify(report.body.data)).not.toContain(customers[1]!.code);

    const listed = await server.call<PageOf<StatementLink>>('POST', '/statement/link/list', { token: server.adminToken, body: { page: 1, pageSize: 20, customerId: customer.id } });
    expect(listed.body.data.list.map((l) => l.url)).toContain(link.url);

    const revoked = await server.call<StatementLink>('DELETE', `/statement/link/${link.id}`, { token: server.adminToken });
    expect(revoked.body.data.state).toBe('revoked');
    const gone = await open(link.url);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, code: 'NOT_FOUND', data: null });
  });

  it('an expired, forged or malformed token opens nothing', async () => {
    const link = (await server.call<StatementLink>('POST', '/statement/link', { token: server.adminToken, body: { customerId: customers[0]!.id, drawId: draws[0]!.id } })).body.data;
    const token = decodeURIComponent(link.url.split('token=')[1]!);
    expect((await open(link.url)).status).toBe(200);
    const forged = token.replace(/^\d+/, String(link.id + 1000));
    expect((await server.call('GET', '/report', { query: { token: forged } })).status).toBe(404);
    expect((await server.call('GET', '/report', { query: { token: 'garbage' } })).status).toBe(404);
    await server.sql.query(`UPDATE statement_links SET expires_at = now() - interval '1 second', created_at = now() - interval '1 day' WHERE id = $1`, [link.id]);
    expect((await open(link.url)).status).toBe(404);
    const listed = (await server.call<PageOf<StatementLink>>('POST', '/statement/link/list', { token: server.adminToken, body: { page: 1, pageSize: 20, customerId: customers[0]!.id } })).body.data;
    expect(listed.list.find((l) => l.id === link.id)!.state).toBe('expired');
  });

  it('every query that opens nothing gets the same 404: no, empty, over-long, repeated, malformed, forged, expired or revoked token, another parameter', async () => {
    const made = async () => (await server.call<StatementLink>('POST', '/statement/link', { token: server.adminToken, body: { customerId: customers[0]!.id, drawId: draws[0]!.id } })).body.data;
    const tokenOf = (link: StatementLink) => link.url.split('token=')[1]!;
    const [valid, revoked] = [await made(), await made()];
    await server.call('DELETE', `/statement/link/${revoked.id}`, { token: server.adminToken });
    const expired = server.app.linkTokens.sign(valid.id, new Date(Date.now() - 1000));
    const forged = `${valid.id}.${tokenOf(valid).split('.')[1]}.${'A'.repeat(43)}`;
    const queries = [
      '', '?token=', `?token=${'x'.repeat(201)}`, `?token=${'1.1.'.repeat(1000)}`, `?token=${tokenOf(valid)}&token=${tokenOf(valid)}`, '?token=garbage', '?token=%ff%fe',
      `?token=${forged}`, `?token=${encodeURIComponent(expired)}`, `?token=${tokenOf(revoked)}`, `?token=${tokenOf(valid)}&extra=1`, '?token[]=1',
    ];
    const answers = await Promise.all(queries.map(async (query) => {
      const response = await fetch(`${server.base}/api/v1/report${query}`);
      return { query, status: response.status, cache: response.headers.get('cache-control'), body: await response.text() };
    }));
    const first = answers[0]!;
    expect(first).toMatchObject({ status: 404, cache: 'no-store' });
    for (const answer of answers) expect({ ...answer, query: '' }, answer.query.slice(0, 60)).toEqual({ ...first, query: '' });
    expect((await open(valid.url)).status).toBe(200);
  });

  it('only for a settled draw', async () => {
    const draw = await book.openDraw();
    const answer = await server.call('POST', '/statement/link', { token: server.adminToken, body: { customerId: customers[0]!.id, drawId: draw.id } });
    expect(answer.status).toBe(409);
  });
});

describe("an agent's settled lay-offs", () => {
  it("are in the draw's row of its statement (with or without lines in its subtree), not among the other entries", async () => {
    await server.sql.query('UPDATE agents SET may_lay_off = true WHERE id = $1', [top]);
    const layOff = async (drawId: number, selection: string) => {
      const saved = await server.call<{ id: number; version: number }>('POST', '/layoff/save', {
        token: server.adminToken,
        body: { drawId, agentId: top, play: 'TM', selection, stake: 10_000, odds: 400_000, rebateBp: 100, upstream: 'Upstream A' },
      });
      expect(saved.status, saved.body.message).toBe(200);
      expect((await server.call('POST', `/layoff/place/${saved.body.data.id}`, { token: server.adminToken, body: { status: 'placed', version: saved.body.data.version } })).status).toBe(200);
    };
    // One draw with lines in the agent's subtree, one without any.
    const withLines = await book.openDraw();
    expect((await book.save({ customerId: customers[1]!.id, drawId: withLines.id, lines: [{ play: 'TM', selection: '7', stake: 1_000 }] })).status).toBe(200);
    const without = await book.openDraw();
    for (const draw of [withLines, without]) {
      await layOff(draw.id, '7');
      await layOff(draw.id, '8');
      await book.draws.act('close', draw.id);
      expect((await book.draws.result({ id: draw.id, ...RESULT })).status).toBe(200);
      await book.draws.reach(draw.id, 'settled');
    }
    for (const draw of [withLines, without]) {
      const { rows } = await server.sql.query<{ amount: number }>(`SELECT amount::int FROM ledger_entries WHERE draw_id = $1 AND agent_id = $2 AND kind = 'layoff'`, [draw.id, top]);
      expect(rows).toHaveLength(1);
      const page = (await list({ agentId: top, drawId: draw.id })).body.data;
      expect(page.list).toHaveLength(1);
      const row = page.list[0]!;
      expect(row.layoff).toBe(rows[0]!.amount);
      expect(row.amount).toBe(row.share + row.agentRebate + row.layoff);
      expect(page.summary).toMatchObject({ layoff: rows[0]!.amount, other: 0 });
      expect(page.summary.closing - page.summary.opening).toBe(row.amount);
    }
    expect((await list({ agentId: top, drawId: without.id })).body.data.list[0]).toMatchObject({ lines: 0, share: 0 });
  });
});
