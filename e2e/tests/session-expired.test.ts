import { userLogout } from '@drawdesk/contracts';
import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call } from '../api.js';
import { openAs } from '../session.js';

const browser = useBrowser();

describe('a session revoked elsewhere', () => {
  it('shows the "login has expired" modal, then login with the way back', async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/users/list');
    await page.locator('.semi-table-tbody').getByText('admin', { exact: true }).waitFor();

    // The same token is logged out from somewhere else (another tab, an Admin, a password change).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await call(userLogout, token!);

    // (The shell's client tests show that many failing calls still give one modal; here one search does.)
    await page.getByRole('button', { name: '搜索' }).click();
    await page.locator('.semi-modal').getByText('登录已过期', { exact: true }).waitFor();
    expect(await page.locator('.semi-modal').count()).toBe(1);
    await page.locator('.semi-modal-footer button', { hasText: '重新登录' }).click();
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/users/list');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
