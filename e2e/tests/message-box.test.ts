import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messageList, type Role, userList, userSave } from '@drawdesk/contracts';
import { newPage, useBrowser } from '../browser.js';
import { call, createUser, loginAs } from '../api.js';
import { enterAs, openAs } from '../session.js';

const reader = { username: 'reader1', password: 'reader password 1', nickName: 'Reader' };
const bystander = { username: 'bystander1', password: 'bystander password 1', nickName: 'Bystander' };
const newPassword = 'reader password 2';
let adminToken: string;

/** An Admin's change to the reader's account: the server sends the reader a notice and a live Notify. */
async function changeReader(change: { role?: Role; password?: string }) {
  const { list } = await call(userList, adminToken, { page: 1, pageSize: 50, keyword: reader.username });
  const user = list.find((u) => u.username === reader.username)!;
  await call(userSave, adminToken, {
    id: user.id,
    version: user.version,
    username: user.username,
    nickName: user.nickName,
    role: change.role ?? user.role,
    agentId: user.agentId,
    status: 'active',
    ...(change.password ? { password: change.password } : {}),
  });
}

const unread = (page: Page) => page.locator('button[data-unread]').getAttribute('data-unread');
const box = (page: Page) => page.getByRole('dialog', { name: '消息中心' });
const items = (page: Page) => box(page).locator('button[data-status]');

const browser = useBrowser();
beforeAll(async () => {
  adminToken = await createUser(reader);
  await createUser(bystander);
  // A password reset ends the reader's sessions, so it comes before the reader logs in.
  await changeReader({ password: newPassword });
  await changeReader({ role: 'Admin' });
  await changeReader({ role: 'User' });
});

describe('the message box', () => {
  it('shows the unread notices, reads one, takes a live one, reads all, and opens the full list', async () => {
    const page = await newPage(browser());
    await enterAs(page, reader.username, newPassword);
    await expect.poll(() => unread(page)).toBe('3');
    expect(await page.locator('header .semi-badge-count').innerText()).toBe('3');

    await page.getByRole('button', { name: '消息中心', exact: true }).click();
    await box(page).getByText('暂无内容').waitFor(); // the Message tab, first, has nothing
    await box(page).getByRole('tab', { name: '通知 (3)' }).click();
    await expect.poll(() => items(page).count()).toBe(3);
    expect(await items(page).evaluateAll((all) => all.map((item) => item.getAttribute('data-status')))).toEqual(['unread', 'unread', 'unread']);
    const reset = items(page).filter({ hasText: '密码已重置' });
    expect(await reset.innerText()).toContain('管理员重置了您的密码');

    await reset.click();
    await expect.poll(() => reset.getAttribute('data-status')).toBe('read');
    await expect.poll(() => unread(page)).toBe('2');
    await box(page).getByRole('tab', { name: '通知 (2)' }).waitFor();

    // A notice raised elsewhere while the box is open appears in it, without a reload.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await changeReader({ role: 'Admin' });
    await expect.poll(() => items(page).count(), { timeout: 10_000 }).toBe(4);
    expect(await items(page).first().innerText()).toContain('您的角色已变为管理员');
    expect(await items(page).first().getAttribute('data-status')).toBe('unread');
    await expect.poll(() => unread(page)).toBe('3');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    await box(page).getByRole('button', { name: '全部已读' }).click();
    await expect.poll(() => unread(page)).toBe('0');
    await expect.poll(() => items(page).evaluateAll((all) => all.map((item) => item.getAttribute('data-status')))).toEqual(['read', 'read', 'read', 'read']);
    await box(page).getByRole('tab', { name: '通知', exact: true }).waitFor();

    await box(page).getByRole('button', { name: '查看更多' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/messages');
    await expect.poll(() => box(page).count()).toBe(0);
    const rows = page.locator('.semi-table-tbody .semi-table-row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('密码已重置')]));

    // Emptying the Notice tab from the box (after a confirmation) empties the page as well.
    await page.getByRole('button', { name: '消息中心', exact: true }).click();
    await box(page).getByRole('button', { name: '清空' }).click();
    await page.locator('.semi-popconfirm').getByText('确定', { exact: true }).click();
    await box(page).getByText('暂无内容').waitFor();
    expect(await items(page).count()).toBe(0);
    await expect.poll(() => rows.count()).toBe(0);
  });

  it('the full list filters by type, marks one read and clears a type after a confirmation', async () => {
    await changeReader({ role: 'User' });
    await changeReader({ role: 'Admin' });
    const page = await newPage(browser());
    await openAs(page, reader.username, newPassword, '/user/messages');
    const rows = page.locator('.semi-table-tbody .semi-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('tab', { name: '全部 (2)' }).waitFor();

    await page.getByRole('tab', { name: '消息', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(0);
    await page.getByRole('tab', { name: '通知 (2)' }).click();
    await expect.poll(() => rows.count()).toBe(2);

    await rows.first().getByRole('button', { name: '标为已读' }).click();
    await expect.poll(() => rows.first().locator('.semi-tag').innerText()).toBe('已读');
    expect(await rows.nth(1).locator('.semi-tag').innerText()).toBe('未读');
    await expect.poll(() => unread(page)).toBe('1');

    await page.getByRole('button', { name: '清空' }).click();
    await page.locator('.semi-popconfirm').getByText('确定', { exact: true }).click();
    await expect.poll(() => rows.count()).toBe(0);
    await expect.poll(() => unread(page)).toBe('0');
  });

  it("nobody else sees the reader's messages", async () => {
    await changeReader({ role: 'User' });
    const mine = await call(messageList, await loginAs(reader.username, newPassword), { page: 1, pageSize: 20 });
    expect(mine.total).toBe(1);
    const theirs = await call(messageList, await loginAs(bystander.username, bystander.password), { page: 1, pageSize: 20 });
    expect(theirs).toMatchObject({ total: 0, list: [], unread: { message: 0, notice: 0, todo: 0 } });
  });
});
