import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { createUser } from '../api.js';
import { enterAs, openAs, refusedToWorkplace } from '../session.js';

const operator = { username: 'operator1', password: 'operator password 1', nickName: 'Operator' };

const browser = useBrowser();
const eventually = { timeout: 15_000 };
beforeAll(() => createUser(operator));

describe('remotes', () => {
  it('an Admin opens the users page: the users remote loads and lists the accounts', async () => {
    const page = await newPage(browser());
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await enterAs(page, 'admin', inject('adminPassword'));
    expect(fetched.some((p) => p.startsWith('/remotes/users/'))).toBe(false); // not before it is opened
    await page.goto('/users/list');
    const rows = page.locator('.semi-table-tbody');
    // The first remote a browser opens can take a few seconds on a busy machine.
    await expect.poll(() => rows.locator('.semi-table-row').count(), eventually).toBeGreaterThan(0);
    // Other test files add accounts: the operator is found by keyword, whichever page it would be on.
    await page.locator('#users-filter-keyword').fill('operator1');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => rows.getByText('operator1', { exact: true }).count(), eventually).toBe(1);
    expect(await page.getByText('最近登录').count()).toBe(1); // the remote's own translations, in zh-CN
    // Once: the shell-version check reads the manifest and hands it to the federation runtime.
    expect(fetched.filter((p) => p === '/remotes/users/mf-manifest.json')).toHaveLength(1);
  });

  it("a User's browser never requests the users remote, even by typing its URL", async () => {
    const page = await newPage(browser());
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await openAs(page, operator.username, operator.password, '/users/list');
    await refusedToWorkplace(page);
    expect(fetched.filter((p) => p.startsWith('/remotes/users/'))).toEqual([]);
  });
});
