import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage } from '../browser.js';
import { call, loginAs } from '../api.js';
import { logIn } from '../session.js';

let browser: Browser;
let adminToken: string;
const operator = { username: 'operator1', password: 'operator password 1' };

beforeAll(async () => {
  browser = await launch();
  adminToken = await loginAs('admin', inject('adminPassword'));
  await call('POST', '/user/save', adminToken, { ...operator, nickName: 'Operator', role: 'User', status: 'active' });
});
afterAll(() => browser.close());

describe('remotes', () => {
  it('an Admin opens the users page: the users remote loads and lists the accounts', async () => {
    const page = await newPage(browser);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await logIn(page, 'admin', inject('adminPassword'));
    expect(fetched.some((p) => p.startsWith('/remotes/users/'))).toBe(false); // not before it is opened
    await page.goto('/users/list');
    const rows = page.locator('.semi-table-tbody');
    await expect.poll(() => rows.getByText('operator1', { exact: true }).count()).toBe(1);
    expect(await rows.getByText('admin', { exact: true }).count()).toBe(1);
    expect(await page.getByText('最近登录').count()).toBe(1); // the remote's own translations, in zh-CN
    expect(fetched).toContain('/remotes/users/mf-manifest.json');
  });

  it("a User's browser never requests the users remote, even by typing its URL", async () => {
    const page = await newPage(browser);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await logIn(page, operator.username, operator.password);
    await page.goto('/users/list');
    await page.waitForURL('**/dashboard/workplace');
    await page.waitForTimeout(500);
    expect(fetched.filter((p) => p.startsWith('/remotes/users/'))).toEqual([]);
  });
});
