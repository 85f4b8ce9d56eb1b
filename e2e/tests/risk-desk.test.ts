import type { Page } from 'playwright-core';
import { auditList, type Customer, customerSave, type Draw, orderSave, type Plan, planListAll, planRead, riskBoard, riskClose, type RiskRule, riskRuleList, riskRuleSave } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call, createAgent, createUser, customerBody, drawWithOrder, urlOf } from '../api.js';
import { signIn } from '../session.js';
import { pick } from '../semi.js';

/**
 * The risk desk (实时盘口 · 风控台): an Admin closes a number by hand with a reason and reopens it; a User's
 * desk open in another browser follows each change by the event stream, without a reload; the audit log
 * keeps both, with their reasons.
 */
const browser = useBrowser();
const watcher = { username: 'deskwatcher1', password: 'desk watcher password 1', nickName: 'Desk watcher' };
let adminToken = '';
let draw: Draw;
/** A customer another client (the API) orders for, on the first active Mark Six plan, and that plan's TM row. */
let pusher: Customer;
let tm: Plan['rows'][number];

beforeAll(async () => {
  adminToken = await createUser(watcher);
  draw = await drawWithOrder(adminToken, { agent: ['DESKAG', '风控代理'], customer: ['E2EDESK', '风控客户'] }, { '07': 50_000 }, 4);
  const plans = await call(planListAll, adminToken);
  const plan = plans.find((p) => p.game === 'MARK6' && p.status === 'active')!;
  tm = (await call(planRead, adminToken, { id: plan.id })).rows.find((r) => r.play === 'TM')!;
  const agent = await createAgent(adminToken, 'DESKPUSH', '推单代理');
  pusher = await call(customerSave, adminToken, { ...customerBody('E2EPUSH', '推单客户', agent.id, plan.id), creditLimit: 100_000_000 });
});

/** Another client's order on the draw, over the API: `amount` fen on a special number, in lines within the plan's TM limits. */
async function pushOrder(selection: string, amount: number) {
  const lines: { play: string; selection: string; stake: number }[] = [];
  for (let left = amount; left > 0; left -= Math.min(left, tm.maxStake)) lines.push({ play: 'TM', selection, stake: Math.min(left, tm.maxStake) });
  await call(orderSave, adminToken, { requestId: `e2e-push-${Date.now()}-${amount}`, customerId: pusher.id, drawId: draw.id, lines });
}

const eventually = { timeout: 15_000 };
const oddsOf = async (page: Page, selection: string) => Number(await rowOf(page, selection).locator('[data-odds]').getAttribute('data-odds'));
const rowOf = (page: Page, selection: string) => page.locator('#risk-desk .semi-table-tbody .semi-table-row').filter({ has: page.locator(`[data-selection="${selection}"]`) });
const stateOf = (page: Page, selection: string) => rowOf(page, selection).locator('[data-state]').getAttribute('data-state');

/** Opens the desk on the test's draw, as a farming todo's link does. */
async function openDesk(page: Page) {
  await page.goto(`/number-analyse/live?drawId=${draw.id}`);
  await expect.poll(() => page.locator('#live-draw').innerText(), eventually).toContain(draw.issue);
  await rowOf(page, '7').waitFor();
}

/** Closes or opens a number from its row: the reason is asked, and required. */
async function byHand(page: Page, selection: string, action: 'close' | 'open', reason: string) {
  await rowOf(page, selection).locator(`[data-action="${action}"]`).click();
  const modal = page.locator('.semi-modal');
  await modal.locator('#risk-hand-reason').waitFor();
  await page.locator('#risk-hand-ok').click();
  await expect.poll(() => modal.locator('#risk-hand-error').innerText()).toBe('必填');
  await modal.locator('#risk-hand-reason').fill(reason);
  await page.locator('#risk-hand-ok').click();
  await modal.waitFor({ state: 'detached' });
}

describe('the risk desk', () => {
  it('closes a number by hand with a reason and reopens it; another open desk follows live; the audit log shows each change', async () => {
    const desk = await newPage(browser());
    await signIn(desk, 'admin', inject('adminPassword'));
    const other = await newPage(browser());
    await signIn(other, watcher.username, watcher.password);
    await openDesk(desk);
    await openDesk(other);

    // The board in words: 07's stake, its base and current odds, open; a User's desk has no close or open.
    expect(await stateOf(desk, '7')).toBe('open');
    expect(await rowOf(desk, '7').innerText()).toContain('¥500.00');
    expect(await other.locator('#risk-desk [data-action]').count()).toBe(0);
    const navigations: string[] = [];
    other.on('framenavigated', (frame) => frame === other.mainFrame() && navigations.push(frame.url()));
    let sends = 0;
    desk.on('request', (r) => r.url().endsWith(urlOf(riskClose)) && sends++);

    await byHand(desk, '7', 'close', '热号');
    expect(sends).toBe(1); // the reason was asked before anything was sent
    await expect.poll(() => stateOf(desk, '7'), eventually).toBe('hand');
    expect(await rowOf(desk, '7').innerText()).toContain('admin：热号');
    // The other desk hears it on the event stream.
    await expect.poll(() => stateOf(other, '7'), eventually).toBe('hand');
    expect(await rowOf(other, '7').innerText()).toContain('admin：热号');

    await byHand(desk, '7', 'open', '已冷却');
    await expect.poll(() => stateOf(desk, '7'), eventually).toBe('open');
    await expect.poll(() => stateOf(other, '7'), eventually).toBe('open');
    expect(navigations).toEqual([]);

    // The audit log: both changes on the draw, in words, each with its reason.
    await desk.goto('/system/audit');
    const log = desk.locator('[data-page="/system/audit"]');
    await log.locator('.semi-table-tbody .semi-table-row').first().waitFor();
    // The draw's entries (its object kind chosen in words, its id typed); the newest two are the desk's.
    await pick(desk, '#audit-filter-entity', '期次');
    await log.locator('#audit-filter-entityId').fill(String(draw.id));
    await log.getByRole('button', { name: '搜索' }).click();
    const rows = log.locator('.semi-table-tbody .semi-table-row');
    // The action column found by its header (操作), not by its place: the kit decides where the expand icon goes.
    const column = await log.locator('.semi-table-thead tr').first().locator('th').evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim() === '操作'));
    expect(column).toBeGreaterThanOrEqual(0);
    const actions = () => rows.evaluateAll((found, at) => found.map((row) => row.querySelectorAll('td')[at]?.textContent ?? ''), column);
    await expect.poll(async () => (await actions()).slice(0, 2), eventually).toEqual(['手动开号', '手动封号']);
    // The draw named by its lottery's name and its issue, never by its id or the lottery's code.
    const lotteryName = { HK6: '香港六合彩', MO6: '澳门六合彩', P3: '排列三' }[draw.lottery];
    expect(await rows.first().innerText()).toContain(`期次 ${lotteryName} ${draw.issue}`);
    for (const [action, reason] of [['手动开号', '已冷却'], ['手动封号', '热号']] as const) {
      await log.locator('.semi-table-tbody .semi-table-row', { hasText: action }).locator('.semi-table-expand-icon').click();
      await log.getByText(reason, { exact: true }).first().waitFor();
    }
  }, 120_000); // two browsers, two logins, the desk twice and the audit log: a long walk on a busy machine

  it('an order pushed by another client drops a number\'s odds and closes it at its cap; the open desk follows live; the operator reopens it with a reason for one more cap', async () => {
    // The Macau special number's rule (the demo book switches it on): read, so the stakes below follow it.
    const rule = (await call(riskRuleList, adminToken, { lottery: 'MO6' })).find((r) => r.play === 'TM')!;
    expect(rule).toMatchObject({ enabled: true, basis: 'total' });
    expect(rule.capPerSelection).not.toBeNull();
    const cap = rule.capPerSelection!;
    const board = await call(riskBoard, adminToken, { drawId: draw.id, play: 'TM' });
    const seven = board.rows.find((row) => row.selection === '7')!;
    expect(seven.state).toEqual({ state: 'open' });
    // The odds the rule gives at a stake (base less a drop per whole step, floored).
    const oddsAt = (stake: number) => Math.max(rule.floor, seven.baseOdds - rule.drop * Math.floor(stake / rule.step));

    const desk = await newPage(browser());
    await signIn(desk, 'admin', inject('adminPassword'));
    await openDesk(desk);
    expect(await oddsOf(desk, '7')).toBe(seven.currentOdds);
    const navigations: string[] = [];
    desk.on('framenavigated', (frame) => frame === desk.mainFrame() && navigations.push(frame.url()));

    try {
      // Two steps more: the desk shows the lower odds and the history line, without a reload.
      const twoSteps = (Math.floor(seven.stake / rule.step) + 2) * rule.step - seven.stake;
      expect(seven.stake + twoSteps).toBeLessThan(cap);
      await pushOrder('7', twoSteps);
      await expect.poll(() => oddsOf(desk, '7'), eventually).toBe(oddsAt(seven.stake + twoSteps));
      expect(oddsAt(seven.stake + twoSteps)).toBeLessThan(seven.currentOdds);
      expect(await stateOf(desk, '7')).toBe('open');
      await desk.locator('#spark-7').waitFor();

      // To the cap exactly: taken, and the number closes itself; the desk shows it closed at its cap.
      await pushOrder('7', cap - seven.stake - twoSteps);
      await expect.poll(() => stateOf(desk, '7'), eventually).toBe('cap');
      expect(await oddsOf(desk, '7')).toBe(oddsAt(cap));
      // Any more on it is refused, naming the cap.
      await expect(pushOrder('7', tm.minStake)).rejects.toThrow(/封顶|cap/);

      // The operator reopens it from its row, with a reason: the modal says the cap counts again from the stake now.
      await rowOf(desk, '7').locator('[data-action="open"]').click();
      await expect.poll(() => desk.locator('#risk-hand-cap').innerText()).toContain('重新计算');
      await desk.locator('#risk-hand-reason').fill('客户加注，再放一个封顶');
      await desk.locator('#risk-hand-ok').click();
      await desk.locator('.semi-modal').waitFor({ state: 'detached' });
      await expect.poll(() => stateOf(desk, '7'), eventually).toBe('open');
      expect(Number(await rowOf(desk, '7').locator('[data-cap-from]').getAttribute('data-cap-from'))).toBe(cap);
      // One more order on it is taken now; the audit log keeps the reopening with its reason.
      await pushOrder('7', tm.minStake);
      const audit = await call(auditList, adminToken, { page: 1, pageSize: 5, entity: 'draw', entityId: String(draw.id) });
      expect(audit.list.find((row) => row.action === 'risk.open')?.reason).toBe('客户加注，再放一个封顶');
      expect(navigations).toEqual([]);
    } finally {
      // The rule as the other tests know it.
      const now = (await call(riskRuleList, adminToken, { lottery: 'MO6' })).find((r) => r.play === 'TM')!;
      if (now.capPerSelection !== cap) await call(riskRuleSave, adminToken, { ...ruleFields(rule), version: now.version });
    }
  }, 120_000);
});

/** A rule's fields as saved. */
const ruleFields = (rule: RiskRule) => ({ lottery: rule.lottery, play: rule.play, basis: rule.basis, step: rule.step, drop: rule.drop, floor: rule.floor, capPerSelection: rule.capPerSelection, enabled: rule.enabled });
