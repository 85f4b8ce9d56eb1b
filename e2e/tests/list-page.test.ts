import type { Page } from 'playwright-core';
import { type AgentOption, auditExport, customerExport, customerList, customerSave, type Endpoint, orderList, planListAll, type PlanOption, userExport, userInfo, userList } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { downloaded, newPage, useBrowser } from '../browser.js';
import { call, createAgent, createUser, customerBody, loginAs, urlOf } from '../api.js';
import { signIn } from '../session.js';

// The list-page kit as an operator meets it, on the customers list (zh-CN) and the users list and audit log (en-US).
const browser = useBrowser();
let adminToken = '';
let adminId = 0;
let agent: AgentOption;
let plan: PlanOption;
const eventually = { timeout: 10_000 };

const newCustomer = (code: string, name: string) => call(customerSave, adminToken, customerBody(code, name, agent.id, plan.id));

beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  adminId = (await call(userInfo, adminToken)).id;
  agent = await createAgent(adminToken, 'LP-AGENT', '列表代理');
  // An active plan of the demo book (DEMO_DATA is on in the tests' server); another file may have added a draft one first.
  plan = (await call(planListAll, adminToken)).find((p) => p.status === 'active')!;
  await newCustomer('LP-1', '列表一');
  await newCustomer('LP-2', '列表二');
  await createUser({ username: 'lp-teller-1', password: 'list page teller one', nickName: 'List Teller' });
});

const headers = (page: Page) => page.locator('.semi-table-thead th').allInnerTexts();
const firstCells = (page: Page) => page.locator('.semi-table-tbody .semi-table-row td:first-child').allInnerTexts();

/** Holds the list's requests until `release` (later ones pass at once): the page shows its skeleton meanwhile. */
async function holdList(page: Page, list: Endpoint<unknown, unknown>) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${urlOf(list)}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Clicks Export: the request it sent (checked by the caller before the answer), then the saved file's name
 * and text (the BOM kept). The route is the server's (`GET /<resource>/export`).
 */
async function exported(page: Page, button: string, endpoint: Endpoint<unknown, string>) {
  const downloading = page.waitForEvent('download');
  downloading.catch(() => undefined); // awaited below, unless the answer already failed the test
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(`${urlOf(endpoint)}?`) || r.url().endsWith(urlOf(endpoint))), page.locator(button).click()]);
  return {
    request: response.request(),
    file: async () => {
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/csv/);
      const download = await downloading;
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await downloaded(download));
      return { name: download.suggestedFilename(), text, lines: text.replace(/^\uFEFF/, '').trim().split(/\r?\n/) };
    },
  };
}

/** The density select shows its label before the choice, so `pick`'s check of its text does not fit: the table's class tells. */
async function choose(page: Page, select: string, option: string) {
  await page.locator(select).click();
  await page.locator('.semi-select-option', { hasText: option }).click();
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const CJK = /[\u4e00-\u9fff]/;

describe('list-page kit', () => {
  it('zh-CN, customers: skeleton, density and column settings kept per user, refresh, export of the applied filter', async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin', inject('adminPassword'));

    // Until the first answer, a skeleton stands where the table will be.
    const release = await holdList(page, customerList);
    await page.goto('/customers/list');
    await page.locator('#customers-skeleton .semi-skeleton').waitFor();
    expect(await page.locator('#customers-table').count()).toBe(0);
    release();
    await page.locator('#customers-table').waitFor();
    expect(await page.locator('#customers-skeleton').count()).toBe(0);

    await page.locator('#customers-filter-keyword').fill('LP-');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => firstCells(page), eventually).toEqual(['LP-1', 'LP-2']);

    // Density: compact by default (a page of 20 rows fits), comfortable on demand, and back.
    await page.locator('#customers-table .semi-table-small').waitFor();
    await choose(page, '#customers-density', '宽松');
    await expect.poll(() => page.locator('#customers-table .semi-table-small').count(), eventually).toBe(0);
    await choose(page, '#customers-density', '紧凑');
    await page.locator('#customers-table .semi-table-small').waitFor();

    // Columns: hide the phone, move the name first.
    await page.locator('#customers-columns').click();
    const settings = page.locator('#customers-column-settings');
    await settings.getByText('手机号').click();
    await settings.getByRole('button', { name: '上移 姓名' }).click();
    await expect.poll(() => headers(page), eventually).toEqual(expect.arrayContaining(['姓名', '编号']));
    const shown = await headers(page);
    expect(shown).not.toContain('手机号');
    expect(shown.indexOf('姓名')).toBeLessThan(shown.indexOf('编号'));
    expect(shown.at(-1)).toBe('操作');
    const stored = await page.evaluate((key) => localStorage.getItem(key), `drawdesk.list.customers.${adminId}`);
    expect(JSON.parse(stored!)).toMatchObject({ density: 'small', hidden: ['phone'] });

    // Kept across a reload, for this user.
    await page.reload();
    await page.locator('#customers-table .semi-table-small').waitFor();
    expect((await headers(page)).slice(0, 2)).toEqual(['姓名', '编号']);
    expect(await headers(page)).not.toContain('手机号');

    // Refresh reads the list again: a customer saved elsewhere appears.
    await page.locator('#customers-filter-keyword').fill('LP-');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => page.locator('.semi-table-tbody .semi-table-row').count(), eventually).toBe(2);
    await newCustomer('LP-3', '列表三');
    await page.getByRole('button', { name: '刷新' }).click();
    await expect.poll(() => page.locator('.semi-table-tbody .semi-table-row').count(), eventually).toBe(3);

    // Export: the applied filter and sorting, a CSV with a BOM and a Chinese header row.
    await page.locator('.semi-table-thead').getByText('编号').click();
    await page.locator('.semi-table-thead').getByText('编号').click();
    await expect.poll(() => page.locator('.semi-table-tbody .semi-table-row td:nth-child(2)').allInnerTexts(), eventually).toEqual(['LP-3', 'LP-2', 'LP-1']);
    const asked = await exported(page, '#customers-export', customerExport);
    const url = new URL(asked.request.url());
    expect(url.searchParams.get('keyword')).toBe('LP-');
    expect(url.searchParams.get('sort')).toBe('code');
    expect(url.searchParams.get('order')).toBe('desc');
    expect(asked.request.headers()['accept-language']).toBe('zh-CN');
    expect(asked.request.headers()['authorization']).toMatch(/^Bearer /);
    const file = await asked.file();
    expect(file.name).toBe(`customers-${today()}.csv`);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    expect(file.lines[0]).toMatch(CJK);
    expect(file.lines.slice(1).map((line) => /LP-\d/.exec(line)?.[0])).toEqual(['LP-3', 'LP-2', 'LP-1']);

    // The view is kept under this user's id: another user on this browser starts from the page's own view.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('drawdesk.list.')))).toEqual([`drawdesk.list.customers.${adminId}`]);
  });

  it("zh-CN, orders: the pager and the sorting speak the page's language and ask the server for what they show", async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin', inject('adminPassword'));
    await page.goto('/orders/list');
    const info = page.locator('#orders-table .semi-table-pagination-info');
    await expect.poll(() => info.innerText(), eventually).toMatch(/^显示第 1 条-第 20 条，共 \d+ 条$/);
    // The demo book holds thousands of orders: more than seven pages, so "…" jumps appear.
    const total = Number(/共 (\d+) 条/.exec(await info.innerText())![1]);
    expect(total).toBeGreaterThan(7 * 20);
    // What the table shows is what the server answers for the page and sorting asked (no other test runs meanwhile).
    const shown = () => page.locator('#orders-table .semi-table-tbody .semi-table-row td:first-child').allInnerTexts();
    const answer = async (query: { page: number; sort?: 'stake'; order?: 'asc' | 'desc' }) =>
      (await call(orderList, adminToken, { pageSize: 20, ...query })).list.map((order) => order.orderNo);

    await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(shown, eventually).toEqual(await answer({ page: 2 }));
    expect(await info.innerText()).toMatch(/^显示第 21 条-第 40 条，共/);
    expect(await page.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: '向后 5 页' }).click();
    await expect.poll(shown, eventually).toEqual(await answer({ page: 7 }));
    expect(await info.innerText()).toMatch(/^显示第 121 条-第 140 条，共/);
    await page.getByRole('button', { name: '第 1 页' }).click();
    await expect.poll(shown, eventually).toEqual(await answer({ page: 1 }));
    expect(await page.getByRole('button', { name: '上一页' }).getAttribute('aria-disabled')).toBe('true');

    // The amount sorts none → ascending → descending → none, said in Chinese, each the server's order.
    const amount = page.locator('#orders-table .semi-table-thead th', { hasText: '金额' });
    expect(await amount.getByRole('button').getAttribute('aria-label')).toBe('未排序，点击升序');
    for (const [order, label] of [['asc', '升序，点击降序'], ['desc', '降序，点击取消排序'], [undefined, '未排序，点击升序']] as const) {
      await amount.click();
      await expect.poll(() => amount.getByRole('button').getAttribute('aria-label'), eventually).toBe(label);
      await expect.poll(shown, eventually).toEqual(await answer({ page: 1, ...(order ? { sort: 'stake' as const, order } : {}) }));
    }
    // Nothing the table's headers or its pager say is in English (Semi's table said "Next", "Page 2", "Current sort order is none").
    const spoken = await page.locator('#orders-table').evaluate((table) => [...table.querySelectorAll('thead [aria-label], .semi-page [aria-label]')].map((e) => e.getAttribute('aria-label')));
    expect(spoken.length).toBeGreaterThan(5);
    expect(spoken.join(' ')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('en-US, users and audit log: the kit speaks English, exports an English header, and a narrow screen folds the filters', async () => {
    const page = await newPage(browser());
    await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
    await signIn(page, 'admin', inject('adminPassword'));

    const release = await holdList(page, userList);
    await page.goto('/users/list');
    await page.locator('#users-skeleton .semi-skeleton').waitFor();
    release();
    await page.locator('#users-table').waitFor();

    await page.locator('#users-filter-keyword').fill('lp-teller');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => firstCells(page), eventually).toEqual(['lp-teller-1']);

    await choose(page, '#users-density', 'Medium');
    await page.locator('#users-table .semi-table-middle').waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.locator('#users-column-settings').getByText('Nickname').click();
    await expect.poll(() => headers(page), eventually).not.toContain('Nickname');
    await page.locator('#users-column-settings').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => headers(page), eventually).toContain('Nickname');

    const asked = await exported(page, '#users-export', userExport);
    expect(new URL(asked.request.url()).searchParams.get('keyword')).toBe('lp-teller');
    expect(asked.request.headers()['accept-language']).toBe('en-US');
    const file = await asked.file();
    expect(file.name).toBe(`users-${today()}.csv`);
    expect(file.lines[0]).not.toMatch(CJK);
    expect(file.lines).toHaveLength(2);
    expect(file.lines[1]).toContain('lp-teller-1');

    // The audit log: Refresh and export in English too.
    await page.goto('/system/audit');
    await page.locator('#audit-table').waitFor();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    const log = await (await exported(page, '#audit-export', auditExport)).file();
    expect(log.name).toBe(`audit-${today()}.csv`);
    expect(log.lines[0]).not.toMatch(CJK);
    expect(log.lines.length).toBeGreaterThan(1);

    // A narrow screen shows the filters behind their button.
    await page.setViewportSize({ width: 600, height: 800 });
    expect(await page.locator('#audit-filters').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.locator('#audit-filter-actorName').waitFor();
  });
});
