import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../browser.js';
import { enterAs, logOut, openAs } from '../session.js';

const browser = useBrowser();
const tabNames = (page: Page) => page.locator('[role=tab] > span').allInnerTexts();
const keyword = (page: Page) => page.locator('[data-page="/users/list"] input').first();

describe('the tab bar', () => {
  it('keeps a page alive across tab switches, reloads it on request, and closes tabs from the context menu', async () => {
    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    expect(await tabNames(page)).toEqual(['工作台']);

    await page.locator('.semi-navigation-item-text', { hasText: '用户列表' }).click();
    await page.waitForSelector('.semi-table');
    await expect.poll(() => tabNames(page)).toEqual(['工作台', '用户列表']);
    await keyword(page).fill('typed before switching');

    // Away and back through the tabs: the page was kept, with what was typed.
    await page.getByRole('tab', { name: '工作台' }).click();
    await page.waitForURL('**/dashboard/workplace');
    await expect.poll(() => page.locator('[data-page="/users/list"]').isHidden()).toBe(true);
    await page.getByRole('tab', { name: /用户列表/ }).click();
    await page.waitForURL('**/users/list');
    expect(await keyword(page).inputValue()).toBe('typed before switching');

    // Reload from the context menu: the page starts afresh.
    await page.getByRole('tab', { name: /用户列表/ }).click({ button: 'right' });
    await page.locator('.semi-dropdown-menu').getByText('重新加载').click();
    await page.waitForURL('**/users/list');
    await expect.poll(() => keyword(page).inputValue()).toBe('');

    // Opening another page adds a tab; "close others" keeps Workplace and the clicked tab.
    await page.locator('.semi-navigation-item-text', { hasText: '未部署页面' }).click();
    await expect.poll(() => tabNames(page)).toEqual(['工作台', '用户列表', '未部署页面']);
    await page.getByRole('tab', { name: /用户列表/ }).click({ button: 'right' });
    await page.locator('.semi-dropdown-menu').getByText('关闭其它标签页').click();
    await expect.poll(() => tabNames(page)).toEqual(['工作台', '用户列表']);
    await page.waitForURL('**/users/list');

    // Closing the open tab shows the one before it; Workplace cannot be closed.
    await page.getByRole('button', { name: '关闭当前标签页 用户列表' }).click();
    await page.waitForURL('**/dashboard/workplace');
    expect(await tabNames(page)).toEqual(['工作台']);
    expect(await page.getByRole('button', { name: /关闭当前标签页/ }).count()).toBe(0);
  });

  it('never adds the redirect helper, and starts clean after logout', async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/redirect/users/list');
    await page.waitForURL('**/users/list');
    await page.waitForSelector('.semi-table');
    expect(await tabNames(page)).toEqual(['工作台', '用户列表']);

    await logOut(page);
    await enterAs(page, 'admin', inject('adminPassword'));
    expect(await tabNames(page)).toEqual(['工作台']);
  });
});
