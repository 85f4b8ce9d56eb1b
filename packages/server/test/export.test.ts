import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';
import { drawHelpers, PAST } from './draw-helpers.js';
import { seedAgent, seedPlan } from './reference-seed.js';
import { openCursor, EXPORT_PAGE_ROWS } from '../src/export/cursor.js';
import { csvStream } from '../src/export/export.js';
import { CUSTOMER_COLUMNS } from '../src/export/columns.js';
import { customers } from '../src/db/schema.js';
import { customerRepository } from '../src/repositories/customers.js';
import { parseCsv } from './csv.js';

let server: TestServer;
let plan: number;
let top: number;
let below: number;
let other: number;
beforeAll(async () => {
  server = await startServer();
  plan = await seedPlan(server.sql);
  top = await seedAgent(server.sql);
  below = await seedAgent(server.sql, { parentId: top });
  other = await seedAgent(server.sql);
});
afterAll(() => server.close());

let serial = 0;
async function customer(agentId: number, fields: { name?: string; creditLimit?: number; remark?: string; status?: string } = {}) {
  const code = `EX${++serial}`;
  await server.sql.query(
    `INSERT INTO customers (code, name, channel, agent_id, plan_id, credit_limit, status, remark) VALUES ($1, $2, 'wechat', $3, $4, $5, $6, $7)`,
    [code, fields.name ?? code, agentId, plan, fields.creditLimit ?? 0, fields.status ?? 'active', fields.remark ?? ''],
  );
  return code;
}

async function download(path: string, token: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.base}/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  // Keeps the BOM (a plain .text() drops it).
  return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

const column = (records: string[][], header: string) => {
  const index = records[0]!.indexOf(header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return records.slice(1).map((r) => r[index]);
};

describe('customer export', () => {
  it("has only the User's subtree, and the list's filters", async () => {
    const mine = [await customer(top), await customer(below)];
    const disabled = await customer(below, { status: 'disabled' });
    const theirs = await customer(other);
    const user = await server.createUser({ agentId: top });
    const token = await server.login(user.username, user.password);

    const all = parseCsv((await download('/customer/export?sort=code', token)).text.slice(1));
    const codes = column(all, '编号');
    expect(codes).toEqual(expect.arrayContaining([...mine, disabled]));
    expect(codes).not.toContain(theirs);
    expect(codes).toHaveLength(3);

    const active = column(parseCsv((await download(`/customer/export?status=active&agentId=${below}`, token)).text.slice(1)), '编号');
    expect(active).toEqual([mine[1]]);

    // The Admin's export has them all.
    const admin = column(parseCsv((await download('/customer/export', server.adminToken)).text.slice(1)), '编号');
    expect(admin).toEqual(expect.arrayContaining([...mine, disabled, theirs]));
  });

  it('is a streamed UTF-8 CSV with a BOM, headers in the caller’s language, yuan with two decimals', async () => {
    const code = await customer(other, { creditLimit: 123_405 });
    const zh = await download(`/customer/export?agentId=${other}`, server.adminToken);
    expect(zh.response.status).toBe(200);
    expect(zh.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(zh.response.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-\d{8}\.csv"$/);
    expect(zh.text.charCodeAt(0)).toBe(0xfeff);
    const zhRecords = parseCsv(zh.text.slice(1));
    expect(zhRecords[0]).toContain('信用额度（元）');

    const en = parseCsv((await download(`/customer/export?agentId=${other}`, server.adminToken, { 'accept-language': 'en-US,en;q=0.9' })).text.slice(1));
    expect(en[0]).toEqual(['ID', 'Code', 'Name', 'Phone', 'Channel', 'Agent ID', 'Plan ID', 'Credit limit (yuan)', 'Status', 'Tags', 'Region', 'Region code', 'Remark', 'Created']);
    const row = en.find((r) => r[1] === code)!;
    expect(row[7]).toBe('1234.05');
  });

  it('disarms formulas and quotes commas, quotes and line breaks', async () => {
    const code = await customer(other, { name: '=HYPERLINK("http://evil","x")', remark: 'one, "two"\nthree' });
    const records = parseCsv((await download('/customer/export', server.adminToken, { 'accept-language': 'en' })).text.slice(1));
    const row = records.find((r) => r[1] === code)!;
    expect(row[2]).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(row[12]).toBe('one, "two"\nthree');
    expect(records.every((r) => r.length === records[0]!.length)).toBe(true);
  });

  it('refuses a bad filter with the envelope, as the list does', async () => {
    const answer = await server.call('GET', '/customer/export', { token: server.adminToken, query: { status: 'gone' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    const paged = await server.call('GET', '/customer/export', { token: server.adminToken, query: { page: 1 } });
    expect(paged.status).toBe(400);
    const twice = await fetch(`${server.base}/api/v1/customer/export?status=active&status=disabled`, { headers: { authorization: `Bearer ${server.adminToken}` } });
    expect(twice.status).toBe(400);
    // A date the schema lets through but PostgreSQL could not use: refused before the download starts.
    const year0 = await server.call('GET', '/audit/export', { token: server.adminToken, query: { from: '0000-01-01T00:00:00Z' } });
    expect(year0.status).toBe(400);
    expect(year0.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('10,000 rows', () => {
  const ROWS = 10_000;
  let agent: number;
  beforeAll(async () => {
    agent = await seedAgent(server.sql);
    await server.sql.query(
      `INSERT INTO customers (code, name, channel, agent_id, plan_id, credit_limit, status)
       SELECT 'BULK' || n, 'Bulk ' || n, 'wechat', $1, $2, n, 'active' FROM generate_series(1, $3::int) n`,
      [agent, plan, ROWS],
    );
  });

  it('are read from the database a page at a time, as the reader takes them', async () => {
    const scoped = customerRepository(server.app.db).scoped({ kind: 'all' });
    const cursor = await openCursor(server.app.pool, customers, scoped.exportQuery({ agentId: agent }));
    expect(cursor.rowsRead).toBe(EXPORT_PAGE_ROWS);
    const stream = csvStream(cursor, CUSTOMER_COLUMNS, 'en-US');
    const seen: number[] = [];
    let lines = 0;
    for await (const chunk of stream) {
      seen.push(cursor.rowsRead);
      lines += (String(chunk).match(/\r\n/g) ?? []).length;
      // Never more than one page ahead of what has been written out.
      expect(cursor.rowsRead).toBeLessThanOrEqual((lines - 1 + 2 * EXPORT_PAGE_ROWS));
    }
    expect(lines).toBe(ROWS + 1);
    expect(cursor.rowsRead).toBe(ROWS);
    // The header and first page went out while most rows were still in the database.
    expect(seen[1]).toBeLessThan(ROWS / 4);
  });

  it('stream over HTTP in chunks, all of them, in order', async () => {
    const response = await fetch(`${server.base}/api/v1/customer/export?agentId=${agent}&sort=creditLimit&order=desc`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const records = parseCsv(await response.text());
    expect(records).toHaveLength(ROWS + 1);
    expect(records[1]![7]).toBe('100.00');
    expect(records[ROWS]![7]).toBe('0.01');
  });

  it('leave no connection behind when the reader hangs up early', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.base}/api/v1/customer/export?agentId=${agent}`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
      signal: controller.signal,
    });
    await response.body!.getReader().read();
    controller.abort();
    // The export's transaction ends: no session stays idle in a transaction on the export cursor.
    await expect.poll(async () => (await server.sql.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'idle in transaction'`)).rows[0].n, { timeout: 5000 }).toBe(0);
    // Polled: the job worker borrows a pooled client for a moment now and then.
    await expect.poll(() => server.app.pool.totalCount - server.app.pool.idleCount, { timeout: 5000 }).toBe(0);
  });
});

describe('the other exports', () => {
  it('users, agents and the audit log are Admin-only and carry their columns', async () => {
    const user = await server.createUser({ agentId: top });
    const token = await server.login(user.username, user.password);
    for (const path of ['/user/export', '/agent/export', '/audit/export']) {
      const answer = await server.call('GET', path, { token });
      expect(answer.status, path).toBe(403);
    }
    const users = parseCsv((await download('/user/export?role=Admin', server.adminToken, { 'accept-language': 'en-US' })).text.slice(1));
    expect(column(users, 'Username')).toContain('admin');
    expect(column(users, 'Role').every((role) => role === 'Admin')).toBe(true);

    const agents = parseCsv((await download('/agent/export?sort=id', server.adminToken)).text.slice(1));
    expect(column(agents, 'ID')).toEqual(expect.arrayContaining([String(top), String(below), String(other)]));
    expect(column(agents, '可转出').every((v) => v === '是' || v === '否')).toBe(true);

    await server.call('POST', '/agent/save', {
      token: server.adminToken,
      body: { code: 'AUDITED', name: 'Audited', parentId: null, shareBp: 1250, rebatePlanId: null, creditLimit: 5, mayLayOff: true, status: 'active' },
    });
    const audit = parseCsv((await download('/audit/export?entity=agent&action=agent.create', server.adminToken, { 'accept-language': 'en' })).text.slice(1));
    expect(column(audit, 'Action')).toEqual(['Create agent']);
    expect(column(audit, 'Entity')).toEqual(['Agent']);
    expect(JSON.parse(column(audit, 'After')[0]!)).toMatchObject({ code: 'AUDITED', shareBp: 1250 });
    const agentsAfter = parseCsv((await download('/agent/export?keyword=AUDITED', server.adminToken, { 'accept-language': 'en' })).text.slice(1));
    expect(agentsAfter[1]).toEqual(expect.arrayContaining(['12.50', '0.05', 'Yes']));
  });

  it('draws: everyone logged in exports them with the list\'s filters, the result as numbers and special', async () => {
    const draws = drawHelpers(server);
    const drawn = await draws.create('MO6', PAST, 'EXP-1');
    await draws.reach(drawn.id, 'closed');
    await draws.result({ id: drawn.id, numbers: [1, 2, 3, 4, 5, 6], special: 49 });
    // Without orders its settlement pays nothing and it is settled at once.
    await draws.reach(drawn.id, 'settled');
    const voided = await draws.create('MO6', PAST, 'EXP-2');
    await draws.act('void', voided.id, { reason: 'typo' });
    const user = await server.createUser({ agentId: top });
    const token = await server.login(user.username, user.password);

    const rows = parseCsv((await download('/lottery/export?lottery=MO6&status=settled', token, { 'accept-language': 'en-US' })).text.slice(1));
    expect(rows[0]).toEqual(['ID', 'Lottery', 'Issue', 'Opens', 'Closes', 'Draw time', 'Status', 'Numbers', 'Special', 'Void reason', 'Source', 'Result entered', 'Created']);
    const mine = rows.find((row) => row[2] === 'EXP-1')!;
    // The lottery and the status in words, not their codes.
    expect(mine.slice(0, 3)).toEqual([String(drawn.id), 'Macau Mark Six', 'EXP-1']);
    expect(mine.slice(6, 9)).toEqual(['settled', '1, 2, 3, 4, 5, 6', '49']);
    expect(column(rows, 'Status').every((status) => status === 'settled')).toBe(true);
    expect(column(rows, 'Issue')).not.toContain('EXP-2');

    const zh = parseCsv((await download('/lottery/export?status=void&sort=id&order=asc', server.adminToken)).text.slice(1));
    expect(zh[0]![1]).toBe('彩种');
    const voidedRow = zh.find((row) => row[2] === 'EXP-2')!;
    expect(voidedRow[9]).toBe('typo');
    expect([voidedRow[1], voidedRow[6], voidedRow[10]]).toEqual(['澳门六合彩', '已作废', '手动']);
  });
});
