import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dashboardPopular, dashboardWorkplace, lotteryMarkets } from '@drawdesk/contracts';
import { newPage, useBrowser } from '../browser.js';
import { call, createUser, loginAs } from '../api.js';
import { enterAs, openAs } from '../session.js';

const operator = { username: 'workplace1', password: 'workplace password 1', nickName: 'Desk' };

const browser = useBrowser();
beforeAll(() => createUser(operator));

const panel = (page: Page, title: string) => page.getByRole('region', { name: title });
const linkTexts = (page: Page, title: string) => panel(page, title).getByRole('link').allInnerTexts();
const openFromMenu = (page: Page, text: string) => page.locator('.semi-navigation-item-text', { hasText: text }).click();

describe('the workplace', () => {
  it("shows the demo book's figures as the API answers them, the hottest selections and both charts", async () => {
    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    const token = await loginAs('admin', inject('adminPassword'));
    const figures = await call(dashboardWorkplace, token);
    const [hottest] = await call(dashboardPopular, token, { type: 'special' });
    // (Today is a Shanghai date: just after midnight there, the demo's orders are all yesterday's.)
    expect(figures.today.orders + figures.yesterday.orders).toBeGreaterThan(0);

    const figure = (name: string) => page.locator(`[data-figure="${name}"]`);
    await expect.poll(() => figure('orders').innerText()).toContain(String(figures.today.orders));
    expect(await figure('pending').getByRole('link').innerText()).toBe(String(figures.pendingOrders));
    expect(await figure('pending').getByRole('link').getAttribute('href')).toBe('/orders/list?status=pending');
    const cells = await page.locator('[data-popular="special"] tbody tr').first().locator('td').allInnerTexts();
    // In words: the market's name, the play and the selection (a number stays a number), never their codes.
    const market = (await call(lotteryMarkets, token)).find((m) => m.code === hottest!.lottery)!;
    expect([cells[0], cells[1]]).toEqual(['1', `${market.names['zh-CN']} ${hottest!.issue}`]);
    if (/^\d+$/.test(hottest!.selection)) expect(Number(cells[3])).toBe(Number(hottest!.selection));
    else expect(cells[3]).toMatch(/^[^A-Za-z]+$/);
    expect(cells[2]).toMatch(/^[^A-Za-z_]+$/);
    await page.locator('#workplace-content-chart svg polyline').first().waitFor();
    // The stake by play group: each group in words with its part (never a code), the parts adding up to the whole.
    const legend = await page.locator('#workplace-category-chart li').allInnerTexts();
    expect(legend.length).toBeGreaterThan(0);
    for (const entry of legend) expect(entry).toMatch(/^[^A-Za-z_]+ [\d.]+%$/);
    expect(legend.reduce((sum, entry) => sum + Number(/([\d.]+)%$/.exec(entry)![1]), 0)).toBeCloseTo(100, 0);
  });

  it('lists the pages visited, newest first, and opens them', async () => {
    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    await panel(page, '最近访问').getByText('还没有访问过其他页面').waitFor();

    // A visit counts once the page has shown (a page still loading when the next is opened is not one).
    await openFromMenu(page, '用户信息');
    await page.locator('.semi-descriptions').waitFor();
    await openFromMenu(page, '用户设置');
    await page.locator('input#oldPassword').waitFor();
    await openFromMenu(page, '工作台');
    await page.waitForURL('**/dashboard/workplace');

    await expect.poll(() => linkTexts(page, '最近访问')).toEqual(['用户设置', '用户信息']);
    await panel(page, '最近访问').getByRole('link', { name: '用户信息' }).click();
    await page.waitForURL('**/user/info');
  });

  it('offers "enter result" to an Admin only', async () => {
    const admin = await newPage(browser());
    await enterAs(admin, 'admin', inject('adminPassword'));
    await expect.poll(() => linkTexts(admin, '快捷操作')).toEqual(['新建注单', '文本录单', '运行分析', '录入开奖结果']);

    const user = await newPage(browser());
    await enterAs(user, operator.username, operator.password);
    await expect.poll(() => linkTexts(user, '快捷操作')).toEqual(['新建注单', '文本录单', '运行分析']);
    await panel(user, '快捷操作').getByRole('link', { name: '运行分析' }).click();
    await expect.poll(() => new URL(user.url()).pathname).toBe('/number-analyse/list');
  });

  it('opens a help page from the docs links, and the API docs in a new tab', async () => {
    const page = await newPage(browser());
    await enterAs(page, operator.username, operator.password);
    const api = panel(page, '帮助文档').getByRole('link', { name: 'API 文档' });
    expect(await api.getAttribute('href')).toBe('/api/docs');
    expect(await api.getAttribute('target')).toBe('_blank');

    await panel(page, '帮助文档').getByRole('link', { name: '注单写法' }).click();
    await page.waitForURL('**/help/order-notation');
    await page.getByRole('heading', { name: '注单写法' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('特码 12 5 元');
    await page.getByRole('link', { name: '返回工作台' }).click();
    await page.waitForURL('**/dashboard/workplace');
  });
});

describe('exception pages', () => {
  it('shows not-found inside the layout for an unknown path, with a way back', async () => {
    const page = await newPage(browser());
    await openAs(page, operator.username, operator.password, '/nope');
    await page.waitForSelector('.semi-navigation');
    await page.getByRole('alert').getByText('抱歉，页面不见了～').waitFor();
    expect(new URL(page.url()).pathname).toBe('/nope');
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL('**/dashboard/workplace');
  });

  it('renders /exception/403', async () => {
    const page = await newPage(browser());
    await openAs(page, operator.username, operator.password, '/exception/403');
    await page.waitForSelector('.semi-navigation');
    await page.getByRole('alert').getByText('对不起，您没有访问该资源的权限').waitFor();
  });
});
