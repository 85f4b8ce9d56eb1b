import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../browser.js';
import { createUser } from '../api.js';
import { enterAs } from '../session.js';

const viewer = { username: 'viewer1', password: 'viewer password 1', nickName: 'Viewer' };

const browser = useBrowser();
beforeAll(() => createUser(viewer));

const menuTexts = (page: Page) => page.locator('.semi-navigation-item-text').allInnerTexts();

describe('the default layout', () => {
  it('gives an Admin every area and a User no Admin area', async () => {
    const admin = await newPage(browser());
    await enterAs(admin, 'admin', inject('adminPassword'));
    await expect.poll(() => menuTexts(admin)).toContain('用户管理');
    expect(await menuTexts(admin)).toEqual(expect.arrayContaining(['仪表盘', '注单', '客户', '盘口方案', '用户管理', '系统', '个人中心']));

    const user = await newPage(browser());
    await enterAs(user, viewer.username, viewer.password);
    await expect.poll(() => menuTexts(user)).toContain('注单');
    const texts = await menuTexts(user);
    for (const adminArea of ['用户管理', '系统']) expect(texts).not.toContain(adminArea);
  });

  it('scrolls a side menu taller than the window by the wheel, so its last area can be reached', async () => {
    const page = await newPage(browser());
    await page.setViewportSize({ width: 1280, height: 600 });
    await enterAs(page, 'admin', inject('adminPassword'));
    const menu = page.locator('.semi-navigation-vertical').first();
    const last = page.locator('.semi-navigation-vertical .semi-navigation-item-text').last();
    await expect.poll(() => menuTexts(page)).toContain('用户管理');
    // The last area starts below the window (it would stay out of reach if the menu did not scroll).
    expect((await last.boundingBox())!.y).toBeGreaterThan(600);
    await menu.hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => menu.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect.poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual(600);
  });

  it('navigates from the menu, with a breadcrumb of translated titles', async () => {
    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    await page.locator('.semi-navigation-item-text', { hasText: '用户列表' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/users/list');
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(/用户管理\s*\/\s*用户列表/);
  });

  it('switches the language after a confirmation, and the visible text changes', async () => {
    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    await page.getByRole('button', { name: 'English' }).click();
    // Semi labels the modal's buttons for assistive tech as "confirm"/"cancel"; the operator sees 确定.
    await page.locator('.semi-modal-footer button', { hasText: '确定' }).click();
    await expect.poll(() => menuTexts(page)).toContain('Users');
    expect(await page.getByRole('button', { name: 'User menu' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Welcome back, Admin' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-US');
  });

  it('switches to dark mode and keeps it after a reload', async () => {
    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    await page.getByRole('button', { name: '切换为暗黑模式' }).click();
    expect(await page.evaluate(() => document.body.getAttribute('theme-mode'))).toBe('dark');
    await page.reload();
    await page.waitForSelector('.semi-navigation');
    expect(await page.evaluate(() => document.body.getAttribute('theme-mode'))).toBe('dark');
  });
});
