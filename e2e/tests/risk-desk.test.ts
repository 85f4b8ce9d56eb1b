import type { Page } from 'playwright-core';
import type { Draw } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { createUser, drawWithOrder } from '../api.js';
import { logIn } from '../session.js';
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

beforeAll(async () => {
  adminToken = await createUser(watcher);
  draw = await drawWithOrder(adminToken, { agent: ['DESKAG', '风控代理'], customer: ['E2EDESK', '风控客户'] }, { '07': 50_000 }, 4);
});

const eventually = { timeout: 15_000 };
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
    await logIn(desk, 'admin', inject('adminPassword'));
    const other = await newPage(browser());
    await logIn(other, watcher.username, watcher.password);
    await openDesk(desk);
    await openDesk(other);

    // The board in words: 07's stake, its base and current odds, open; a User's desk has no close or open.
    expect(await stateOf(desk, '7')).toBe('open');
    expect(await rowOf(desk, '7').innerText()).toContain('¥500.00');
    expect(await other.locator('#risk-desk [data-action]').count()).toBe(0);
    const navigations: string[] = [];
    other.on('framenavigated', (frame) => frame === other.mainFrame() && navigations.push(frame.url()));
    let sends = 0;
    desk.on('request', (r) => r.url().endsWith('/api/v1/risk/close') && sends++);

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
    // The draw named by lottery and issue, never by its id.
    expect(await rows.first().innerText()).toContain(`期次 ${draw.lottery} ${draw.issue}`);
    for (const [action, reason] of [['手动开号', '已冷却'], ['手动封号', '热号']] as const) {
      await log.locator('.semi-table-tbody .semi-table-row', { hasText: action }).locator('.semi-table-expand-icon').click();
      await log.getByText(reason, { exact: true }).first().waitFor();
    }
  }, 120_000); // two browsers, two logins, the desk twice and the audit log: a long walk on a busy machine
});
