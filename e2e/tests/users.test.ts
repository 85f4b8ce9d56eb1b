import type { Page } from 'playwright-core';
import { type User, userList, userSave } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call, loginAs, testAgentId, urlOf } from '../api.js';
import { pick } from '../semi.js';
import { enterAs } from '../session.js';

const browser = useBrowser();
let adminToken = '';
let agentId = 0;
beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  agentId = await testAgentId(adminToken);
});

/** Logs in as the Admin and opens 用户管理 > 用户列表 from the menu. */
async function openUsers(): Promise<Page> {
  const page = await newPage(browser());
  await enterAs(page, 'admin', inject('adminPassword'));
  await page.locator('.semi-navigation-item-text', { hasText: '用户列表' }).click();
  await page.locator('.semi-table-tbody').getByText('admin', { exact: true }).waitFor();
  return page;
}

const rowOf = (page: Page, username: string) =>
  page.locator('.semi-table-tbody .semi-table-row', { has: page.getByText(username, { exact: true }) });
const usernames = (page: Page) => page.locator('.semi-table-tbody .semi-table-row td:first-child').allInnerTexts();
const errorOf = (page: Page, field: string) => page.locator(`#${field}-errormessage`).innerText();
const arrange = (username: string, status: User['status']) =>
  call(userSave, adminToken, { username, password: `${username} password`, nickName: username, role: 'User', agentId, status });
const refused = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: Error) => error.message);

describe('users (Admin)', () => {
  it('creates a user in the drawer (client rules, then the server refusing a taken username), edits its role, resets its password', async () => {
    const page = await openUsers();
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(urlOf(userSave))) saves += 1;
    });
    const drawer = page.locator('.semi-sidesheet');

    await page.getByRole('button', { name: '新建用户' }).click();
    await drawer.getByText('新建用户').waitFor();
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(page, 'username')).toBe('必填');
    expect(await errorOf(page, 'password')).toBe('必填');
    await drawer.locator('#username').fill('a b');
    await drawer.locator('#phoneNumber').fill('12ab');
    await drawer.locator('#password').fill('short');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(page, 'username')).toBe('只能包含字母、数字、下划线、点和连字符');
    expect(await errorOf(page, 'phoneNumber')).toBe('手机号须为 6 到 20 位数字，可以 + 开头');
    expect(await errorOf(page, 'password')).toBe('长度须为 8 到 128 个字符');
    expect(saves).toBe(0); // nothing reached the server

    await drawer.locator('#username').fill('admin');
    await drawer.locator('#nickName').fill('Clerk');
    await drawer.locator('#phoneNumber').fill('+8613800000001');
    await drawer.locator('#password').fill('clerk password 1');
    await pick(page, '.semi-sidesheet #agentId', 'E2E E2E agent'); // an active User needs an agent
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(page, 'username')).toBe('用户名已被占用');
    expect(saves).toBe(1);

    await drawer.locator('#username').fill('clerk1');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByText('已创建用户 clerk1').waitFor();
    const clerk = rowOf(page, 'clerk1');
    await clerk.waitFor();
    // The server keeps one form of a phone number: +86 is dropped.
    expect(await clerk.innerText()).toMatch(/\t13800000001\t/);
    expect(await clerk.locator('.semi-tag').innerText()).toBe('正常');
    expect(await clerk.innerText()).toContain('普通用户');
    expect(await clerk.locator('td').allInnerTexts()).toContain('E2E'); // the agent by its code

    await clerk.getByRole('button', { name: '编辑' }).click();
    await drawer.getByText('编辑用户').waitFor();
    expect(await drawer.locator('#username').inputValue()).toBe('clerk1');
    expect(await drawer.locator('#username').getAttribute('readonly')).not.toBeNull();
    await pick(page, '.semi-sidesheet #role', '管理员');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存用户 clerk1').waitFor();
    await expect.poll(() => rowOf(page, 'clerk1').innerText()).toContain('管理员');

    await rowOf(page, 'clerk1').getByRole('button', { name: '重置密码' }).click();
    const modal = page.locator('.semi-modal');
    await modal.getByText('重置 clerk1 的密码').waitFor();
    await modal.locator('#password').fill('clerk password 2');
    await modal.locator('#confirm').fill('clerk password 3');
    await page.locator('.semi-modal-footer').getByText('确定').click();
    await expect.poll(() => errorOf(page, 'confirm')).toBe('两次输入的密码不一致');
    await modal.locator('#confirm').fill('clerk password 2');
    await page.locator('.semi-modal-footer').getByText('确定').click();
    await page.getByText('已重置 clerk1 的密码，其登录会话均已退出').waitFor();

    expect(await loginAs('clerk1', 'clerk password 2')).toBeTruthy();
    expect(await refused(loginAs('clerk1', 'clerk password 1'))).not.toBe('accepted');
    const [stored] = (await call(userList, adminToken, { page: 1, pageSize: 20, keyword: 'clerk1' })).list;
    expect(stored?.role).toBe('Admin');
  });

  it('a save over a newer change is refused: the drawer says so and shows the stored user to check again', async () => {
    await arrange('stale1', 'active');
    const page = await openUsers();
    const drawer = page.locator('.semi-sidesheet');
    await rowOf(page, 'stale1').getByRole('button', { name: '编辑' }).click();
    await drawer.locator('#nickName').fill('Mine');

    const [read] = (await call(userList, adminToken, { page: 1, pageSize: 20, keyword: 'stale1' })).list;
    const { id, version, username, name, role, status } = read!;
    await call(userSave, adminToken, { id, version, username, name, role, agentId, status, nickName: 'Theirs' });

    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByText('该用户已被他人修改，表单已载入最新数据，请核对后再保存').waitFor();
    expect(await drawer.locator('#nickName').inputValue()).toBe('Theirs');
    await drawer.locator('#nickName').fill('Mine');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存用户 stale1').waitFor();
    await expect.poll(() => rowOf(page, 'stale1').innerText()).toContain('Mine');
  });

  it('activates a pending registration, found by keyword', async () => {
    await arrange('pending1', 'pending');
    expect(await refused(loginAs('pending1', 'pending1 password'))).not.toBe('accepted');
    const page = await openUsers();

    await page.locator('#users-filter-keyword').fill('pending1');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => usernames(page)).toEqual(['pending1']);
    const pending = rowOf(page, 'pending1');
    expect(await pending.locator('.semi-tag').innerText()).toBe('待激活');

    await pending.getByRole('button', { name: '激活' }).click();
    await page.getByText('已激活用户 pending1').waitFor();
    await expect.poll(() => pending.locator('.semi-tag').innerText()).toBe('正常');
    expect(await pending.getByRole('button', { name: '激活' }).count()).toBe(0);
    expect(await loginAs('pending1', 'pending1 password')).toBeTruthy();

    await page.getByRole('button', { name: '重置', exact: true }).click();
    await expect.poll(() => usernames(page)).toContain('admin');
  });

  it('filters by keyword and status, and removes a user after the confirmation (never yourself)', async () => {
    await arrange('temp-a', 'active');
    await arrange('temp-b', 'disabled');
    const page = await openUsers();
    expect(await rowOf(page, 'admin').getByRole('button', { name: '删除' }).count()).toBe(0);

    await page.locator('#users-filter-keyword').fill('temp-');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => usernames(page)).toEqual(['temp-a', 'temp-b']);
    await pick(page, '#users-filter-status', '已停用');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => usernames(page)).toEqual(['temp-b']);
    await pick(page, '#users-filter-status', '正常');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => usernames(page)).toEqual(['temp-a']);

    await rowOf(page, 'temp-a').getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.semi-popconfirm');
    await confirm.getByText('删除用户 temp-a？').waitFor();
    await confirm.getByText('取消').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await usernames(page)).toEqual(['temp-a']);
    await rowOf(page, 'temp-a').getByRole('button', { name: '删除' }).click();
    await confirm.getByText('确定').click();
    await page.getByText('已删除用户 temp-a').waitFor();
    await page.getByText('暂无用户').waitFor();
    expect(await refused(loginAs('temp-a', 'temp-a password'))).not.toBe('accepted');
    const left = await call(userList, adminToken, { page: 1, pageSize: 20, keyword: 'temp-' });
    expect(left.list.map((u) => u.username)).toEqual(['temp-b']);
  });
});
