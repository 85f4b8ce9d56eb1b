import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { logIn } from '../session.js';

const browser = useBrowser();

describe('the settings drawer', () => {
  it('applies colour-weak, hides the navbar (the floating button opens it again), copies the JSON, and persists', async () => {
    const page = await newPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, 'admin', inject('adminPassword'));
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
});
