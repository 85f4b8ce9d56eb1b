import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { enterAs } from '../session.js';

const browser = useBrowser();

describe('a remote that cannot be fetched', () => {
  it('shows an error page with Retry inside the layout; the menu and other remotes keep working', async () => {
    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const manifestRequests = () => requested.filter((p) => p === '/remotes/ghost/mf-manifest.json').length;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await enterAs(page, 'admin', inject('adminPassword'));
    // The e2e registry lists the ghost remote (fixtures/dead-remote.json), but no build of it is deployed.
    await page.locator('.semi-navigation-item-text', { hasText: '未部署页面' }).click();
    await page.getByRole('alert').getByText('抱歉，页面加载失败').waitFor();
    expect(await page.getByRole('alert').getByRole('button', { name: '重试' }).count()).toBe(1);
    expect(await page.locator('.semi-navigation').count()).toBe(1);

    const before = manifestRequests();
    expect(before).toBeGreaterThan(0);
    await page.getByRole('alert').getByRole('button', { name: '重试' }).click();
    await expect.poll(manifestRequests).toBeGreaterThan(before); // Retry really fetches again
    await page.getByRole('alert').getByText('抱歉，页面加载失败').waitFor();

    await page.locator('.semi-navigation-item-text', { hasText: '用户列表' }).click();
    await page.locator('.semi-table-tbody').getByText('admin', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
