import type { Page } from 'playwright-core';
import { customerSave, type Draw, type DrawStatement, ledgerBalance, ledgerList, lotteryClose, lotteryOpen, lotteryRead, lotterySave, lotterySettlement, orderSave, planListAll, planRead, statementLinkList, statementList, statementRead } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call, createAgent, customerBody, loginAs } from '../api.js';
import { openAs, signIn } from '../session.js';

const browser = useBrowser();
/** Settlement runs as a job after the result: seconds on a busy machine. */
const eventually = { timeout: 30_000 };
let adminToken = '';
let draw: Draw;
let customerId = 0;
let agentId = 0;
const CODE = 'E2ESTMT';

/** Fen as the console writes them (`¥1,234.50`, `-¥0.05`): the assertions compare the page with the API's numbers. */
const yuan = (fen: number) => `${fen < 0 ? '-' : ''}¥${Math.floor(Math.abs(fen) / 100).toLocaleString('en-US')}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
const statementOf = () => call(statementRead, adminToken, { customerId, drawId: draw.id });
const balanceOf = async () => (await call(ledgerBalance, adminToken, { customerId })).balance;
const drawOf = () => call(lotteryRead, adminToken, { id: draw.id });
const settlementsOf = () => call(lotterySettlement, adminToken, { id: draw.id });
const netOfLines = (statement: DrawStatement) => statement.lines.reduce((sum, line) => sum + (line.net ?? 0), 0);
const rowOf = (page: Page, table: string, text: string) => page.locator(`${table} .semi-table-tbody .semi-table-row`, { hasText: text });

/** A time `seconds` from now as the page's `datetime-local` inputs hold it (the browser's own zone). */
const localInput = (page: Page, seconds: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 1000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  }, seconds);

/**
 * A customer of its own with special-number orders on a Macau draw of its own (the demo book's orders stay on
 * the calendar's draws), taken over the API as an operator's would be, and the draw closed by hand.
 */
beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  const agent = await createAgent(adminToken, 'STMTAG', 'Statement agent', { shareBp: 3000 });
  agentId = agent.id;
  const plans = await call(planListAll, adminToken);
  const plan = plans.find((p) => p.game === 'MARK6' && p.status === 'active')!;
  const tm = (await call(planRead, adminToken, { id: plan.id })).rows.find((r) => r.play === 'TM')!;
  const customer = await call(customerSave, adminToken, { ...customerBody(CODE, '对账客户', agent.id, plan.id), creditLimit: 100_000_000 });
  customerId = customer.id;
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const created = await call(lotterySave, adminToken, { lottery: 'MO6', opensAt: inHours(1), closesAt: inHours(2), drawAt: inHours(2.5) });
  draw = await call(lotteryOpen, adminToken, undefined, { id: created.id });
  const stake = (fen: number) => Math.max(tm.minStake, Math.min(tm.maxStake, fen));
  const lines = [
    { play: 'TM', selection: '07', stake: stake(10_000) },
    { play: 'TM', selection: '18', stake: stake(6_000) },
    { play: 'TM', selection: '30', stake: stake(2_000) },
  ];
  await call(orderSave, adminToken, { requestId: `e2e-statement-${Date.now()}`, customerId, drawId: draw.id, lines });
  draw = await call(lotteryClose, adminToken, undefined, { id: draw.id });
});

/** On the draws page, this draw's row (the list narrowed to its hour), its result entered or corrected with the picker. */
async function enterResult(page: Page, special: number, reason?: string) {
  await page.goto('/lottery/lottery');
  // Every stage (the list opens on the draws to act on; a correction is of a settled one), this draw's hour.
  await page.locator('#draws-filter-stage').hover();
  await page.locator('#draws-filter-stage .semi-select-clear').click();
  for (const [filter, hours] of [['#draws-filter-from', 2.2], ['#draws-filter-to', 2.8]] as const) {
    await page.locator(`${filter} input`).click();
    await page.locator(`${filter} input`).fill((await localInput(page, hours * 3600)).replace('T', ' '));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: '搜索' }).click();
  const row = rowOf(page, '#draws-table', draw.issue);
  await row.getByRole('button', { name: reason ? '更正结果' : '录入结果' }).click();
  const grid = page.locator('#result-grid');
  await grid.waitFor();
  if (reason) {
    // The picker starts from the result as entered: the special comes out, a new one goes in.
    await page.locator('#result-chosen button').last().click();
    await page.locator('#result-reason').fill(reason);
  } else {
    for (const n of [1, 2, 3, 4, 5, 6]) await grid.locator(`[data-number="${n}"]`).click();
  }
  await grid.locator(`[data-number="${special}"]`).click();
  await page.locator('#result-save').click();
  // A correction asks first (the settlement is reversed and done again); then the page follows the settlement.
  if (reason) await page.locator('#correct-confirm').click();
  await page.waitForURL('**/lottery/result?id=*');
  return row;
}

describe('the day of a book', () => {
  let linkUrl = '';

  it("settles a draw from the result entered in the lottery remote; the customer's statement shows what its lines won and lost", async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin', inject('adminPassword'));
    const row = await enterResult(page, 7);
    await expect.poll(async () => (await drawOf()).status, eventually).toBe('settled');
    // The result page says so, with the settlement's figures; back on the list, the draw's row opens on its run.
    await expect.poll(() => page.locator('#result-page').getAttribute('data-status'), eventually).toBe('success');
    await page.locator('#result-next').click();
    await page.waitForURL('**/lottery/lottery');
    await page.getByRole('button', { name: '刷新' }).click();
    await row.locator('.semi-table-expand-icon').click();
    await page.locator(`#draw-settlements-${draw.id}[data-runs="1"]`).waitFor(eventually);
    expect((await settlementsOf())[0]).toMatchObject({ resultVersion: 1, kind: 'result', lines: 3 });

    const statement = await statementOf();
    expect(statement.lines).toHaveLength(3);
    // 07 is the special: one line won, the other two lost, so the amount is neither zero nor the stake.
    expect(statement.lines.map((line) => line.result).sort()).toEqual(['lose', 'lose', 'win']);
    expect(statement.totals.amount).toBe(netOfLines(statement));
    expect(statement.totals.amount).not.toBe(0);

    await page.goto(`/customers/detail?id=${customerId}`);
    const drawRow = rowOf(page, '#customer-statement-table', draw.issue);
    await drawRow.waitFor(eventually);
    expect(await drawRow.innerText()).toContain(yuan(netOfLines(statement)));
    expect(Number(await page.locator('#customer-statement-total-amount').getAttribute('data-fen'))).toBe(netOfLines(statement));

    // One draw's statement: every line with its result, the amount, printable.
    await drawRow.locator('[data-action="open"]').click();
    const opened = page.locator('#draw-statement');
    await opened.waitFor(eventually);
    expect(await opened.locator('#statement-lines-table tbody tr').count()).toBe(3);
    expect(Number(await opened.locator('#statement-amount').getAttribute('data-fen'))).toBe(netOfLines(statement));
    expect(await opened.locator('#statement-customer').innerText()).toContain(CODE);
    await page.locator('#statement-print').waitFor();
  }, 120_000);

  it('shares the statement as a link that a browser without login opens, showing that statement only; revoked, it shows nothing', async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), `/customers/detail?id=${customerId}`);
    const drawRow = rowOf(page, '#customer-statement-table', draw.issue);
    await drawRow.locator('[data-action="share"]').click();
    expect(await page.locator('#link-days').inputValue()).toBe('7');
    await page.locator('#link-create').click();
    await page.locator('#link-url').waitFor(eventually);
    linkUrl = await page.locator('#link-url').inputValue();
    await page.locator('#link-create').click(); // 完成: the modal closes
    await page.locator('#link-url').waitFor({ state: 'hidden' });
    expect(linkUrl).toMatch(new RegExp(`^${inject('baseUrl').replace('127.0.0.1', '(127\\.0\\.0\\.1|localhost)')}/report\\?token=.+`));
    const links = await call(statementLinkList, adminToken, { customerId, page: 1, pageSize: 20 });
    expect(links.list[0]).toMatchObject({ drawId: draw.id, state: 'active' });
    const days = (Date.parse(links.list[0]!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // A fresh browser, never logged in: the statement and nothing of the console, no redirect to login.
    const reader = await newPage(browser());
    const sent: (string | undefined)[] = [];
    reader.on('request', (r) => r.url().includes('/api/v1/') && sent.push(r.headers()['authorization']));
    await reader.goto(linkUrl);
    await reader.locator('#report-page[data-state="ready"]').waitFor(eventually);
    const statement = await statementOf();
    expect(await reader.locator('#statement-customer').innerText()).toContain(CODE);
    expect(await reader.locator('#statement-issue').innerText()).toContain(draw.issue);
    expect(Number(await reader.locator('#statement-amount').getAttribute('data-fen'))).toBe(statement.totals.amount);
    expect(await reader.locator('#statement-amount').innerText()).toContain(yuan(statement.totals.amount));
    expect(await reader.locator('#statement-lines-table tbody tr').count()).toBe(statement.lines.length);
    expect(await reader.locator('.semi-navigation, #customer-account, [role="tablist"]').count()).toBe(0);
    expect(new URL(reader.url()).pathname).toBe('/report');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((header) => header === undefined)).toBe(true);
    // The reader's language: English on a switch, the same numbers.
    await reader.getByRole('button', { name: 'English' }).click();
    await reader.getByText('Amount to settle').waitFor();
    expect(await reader.locator('#statement-amount').innerText()).toContain(yuan(statement.totals.amount));

    // Revoked from the customer's links: the reader sees that the link is gone, and no data.
    await page.getByRole('tab', { name: '分享链接' }).click();
    const linkRow = rowOf(page, '#customer-links-table', draw.issue);
    await linkRow.getByRole('button', { name: '撤销' }).click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: /确定|OK/ }).click();
    await linkRow.locator('[data-state="revoked"]').waitFor(eventually);
    const revoked = await call(statementLinkList, adminToken, { customerId, page: 1, pageSize: 20 });
    expect(revoked.list[0]!.state).toBe('revoked');
    await reader.reload();
    await reader.locator('#report-page[data-state="gone"]').waitFor(eventually);
    await reader.getByText(/链接已失效或已撤销|This link has expired or was revoked/).waitFor();
    expect(await reader.locator('#draw-statement').count()).toBe(0);
    expect(await reader.content()).not.toContain(CODE);
    expect(new URL(reader.url()).pathname).toBe('/report');
  }, 120_000);

  it("corrects the result with a reason: the draw settles again and the customer's balance follows by the difference", async () => {
    const before = await statementOf();
    const balanceBefore = await balanceOf();
    const page = await newPage(browser());
    await signIn(page, 'admin', inject('adminPassword'));
    // The special becomes 18: the line on 07 loses now, the one on 18 wins.
    await enterResult(page, 18, '开奖号码录错');
    await expect.poll(async () => (await settlementsOf()).length, eventually).toBe(2);
    await expect.poll(async () => (await drawOf()).status, eventually).toBe('settled');
    const after = await statementOf();
    expect(after.totals.amount).toBe(netOfLines(after));
    expect(after.totals.amount).not.toBe(before.totals.amount);
    const balanceAfter = await balanceOf();
    expect(balanceAfter - balanceBefore).toBe(after.totals.amount - before.totals.amount);

    await page.goto(`/customers/detail?id=${customerId}`);
    await expect.poll(() => page.locator('#account-balance').innerText(), eventually).toBe(yuan(balanceAfter));
    const drawRow = rowOf(page, '#customer-statement-table', draw.issue);
    await expect.poll(() => drawRow.innerText(), eventually).toContain(yuan(after.totals.amount));
    await drawRow.locator('[data-action="open"]').click();
    await page.locator('#draw-statement').waitFor(eventually);
  }, 120_000);

  it("shows the agent its statement (its share of the draw, as the server has it), its ledger, and records a payment for it", async () => {
    const statement = await call(statementList, adminToken, { agentId, page: 1, pageSize: 20 });
    const row = statement.list.find((d) => d.drawId === draw.id)!;
    expect(row.share).not.toBe(0);
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), `/system/agent-detail?id=${agentId}`);
    const drawRow = rowOf(page, '#agent-statement-table', draw.issue);
    await drawRow.waitFor(eventually);
    expect(await drawRow.innerText()).toContain(yuan(row.share));
    expect(await drawRow.innerText()).toContain(yuan(row.amount));
    expect(Number(await page.locator('#agent-statement-total-closing').getAttribute('data-fen'))).toBe(statement.summary.closing);

    await page.locator('#agent-payment').click();
    await page.locator('#payment-amount').fill('12.34');
    await page.locator('#payment-note').fill('代理结账');
    await page.locator('#payment-save').click();
    await page.getByRole('tab', { name: '账目' }).click();
    await rowOf(page, '#agent-ledger-table', '代理结账').waitFor(eventually);
    const ledger = await call(ledgerList, adminToken, { agentId, page: 1, pageSize: 20 });
    expect(ledger.list.find((entry) => entry.kind === 'payment')).toMatchObject({
      agentId,
      customerId: null,
      amount: 1234,
      // A note typed by the operator is kept as typed, the same in both languages.
      note: { 'zh-CN': '代理结账', 'en-US': '代理结账' },
    });
  }, 120_000);
});
