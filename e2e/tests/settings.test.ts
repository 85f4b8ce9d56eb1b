import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { enterAs } from '../session.js';

const browser = useBrowser();

describe('the settings drawer', () => {
  it('applies colour-weak, hides the navbar (the floating button opens it again), copies the JSON, and persists', async () => {
    const page = await newPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await enterAs(page, 'admin', inject('adminPassword'));
    await page.getByRole('button', { name: '页面配置' }).click();
    const drawer = page.locator('.semi-sidesheet');
    await drawer.getByText('色弱模式').waitFor();

    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    expect(await page.evaluate(() => document.documentElement.style.filter)).toBe('invert(80%)');

    await drawer.getByRole('button', { name: '复制配置' }).click();
    await page.getByText('配置已复制到剪贴板').waitFor();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
    expect(copied).toMatchObject({ colorWeak: true, navbar: true, themeColor: '#165DFF' });

    await drawer.getByRole('switch', { name: '导航栏' }).click();
    await drawer.getByRole('button', { name: '关闭' }).click();
    expect(await page.getByRole('button', { name: '用户菜单' }).count()).toBe(0);
    await page.getByRole('button', { name: '页面配置' }).click(); // the floating button
    await drawer.getByRole('switch', { name: '导航栏' }).click();
    await drawer.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('button', { name: '用户菜单' }).waitFor();

    await page.reload();
    await page.waitForSelector('.semi-navigation');
    expect(await page.evaluate(() => document.documentElement.style.filter)).toBe('invert(80%)');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('settings'))) ?? '{}')).toMatchObject({ colorWeak: true, navbar: true });
  });

  it('changes the theme colour, moves the menu on top, hides the tab bar, shows the footer (off by default), loads the menu from the server, and switches the language', async () => {
    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    const primary = () => page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--semi-color-primary').trim());
    expect(await primary()).toBe('#165DFF');
    await page.getByRole('button', { name: '页面配置' }).click();
    const drawer = page.locator('.semi-sidesheet');

    await drawer.getByRole('radio', { name: '#F53F3F' }).click();
    expect(await primary()).toBe('#F53F3F');

    await drawer.getByRole('switch', { name: '顶部菜单栏' }).click();
    await page.waitForSelector('.semi-navigation-horizontal');
    expect(await page.locator('.semi-navigation-vertical').count()).toBe(0);

    await drawer.getByRole('switch', { name: '多页签' }).click();
    expect(await page.locator('nav[role="tablist"]').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await drawer.getByRole('switch', { name: '底部' }).click();
    expect(await page.locator('footer').count()).toBe(1);

    await drawer.getByRole('switch', { name: '菜单来源于后台' }).click();
    await page.getByText('成功').waitFor();
    expect(await page.locator('.semi-navigation-item-text', { hasText: '用户管理' }).count()).toBe(1);

    // Everything above survives a reload.
    await page.reload();
    await page.waitForSelector('.semi-navigation-horizontal');
    expect(await primary()).toBe('#F53F3F');
    expect(await page.locator('nav[role="tablist"]').count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('settings'))) ?? '{}')).toMatchObject({
      themeColor: '#F53F3F',
      topMenu: true,
      tabBar: false,
      footer: true,
      menuFromServer: true,
    });

    // The drawer's language select asks first, like the navbar.
    await page.getByRole('button', { name: '页面配置' }).click();
    await drawer.locator('.semi-select').click();
    await page.locator('.semi-select-option', { hasText: 'English' }).click();
    await page.locator('.semi-modal-footer button', { hasText: '确定' }).click();
    await page.waitForSelector('.semi-navigation');
    await expect.poll(() => page.locator('.semi-navigation-item-text', { hasText: 'Dashboard' }).count()).toBe(1);
  });
});
