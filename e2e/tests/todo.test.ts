import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lotteryClose, lotteryRead, lotteryResult, lotterySave, userSave } from '@drawdesk/contracts';
import { newPage, useBrowser } from '../browser.js';
import { call, loginAs } from '../api.js';
import { enterAs } from '../session.js';
import { inject } from 'vitest';

const second = { username: 'todoadmin1', password: 'todo admin password 1', nickName: 'Todo admin' };
let adminToken: string;
const eventually = { timeout: 20_000 };

const unread = (page: Page) => page.locator('button[data-unread]').getAttribute('data-unread');
const box = (page: Page) => page.getByRole('dialog', { name: '消息中心' });

const browser = useBrowser();
beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  await call(userSave, adminToken, { ...second, role: 'Admin', status: 'active' });
});

describe('a todo ends by itself', () => {
  it('"result awaited" comes when a draw closes and ends, for every Admin, when its result is entered: the badge counts only open ones', async () => {
    const page = await newPage(browser());
    await enterAs(page, second.username, second.password);
    await expect.poll(() => unread(page), eventually).not.toBeNull();
    const before = Number(await unread(page));

    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const draw = await call(lotterySave, adminToken, { lottery: 'MO6', opensAt: at(-1), closesAt: at(30), drawAt: at(40) });
    await expect.poll(async () => (await call(lotteryRead, adminToken, { id: draw.id })).status, eventually).toBe('open');
    await call(lotteryClose, adminToken, undefined, { id: draw.id });
    // The close's todo reaches this Admin's open console live.
    await expect.poll(async () => Number(await unread(page)), eventually).toBe(before + 1);

    // Another Admin (the first) enters the result: this Admin's todo ends without being touched.
    await call(lotteryResult, adminToken, { id: draw.id, numbers: [5, 10, 15, 20, 25, 30], special: 35 });
    await expect.poll(async () => Number(await unread(page)), eventually).toBe(before);

    await page.getByRole('button', { name: '消息中心', exact: true }).click();
    await box(page).getByRole('tab', { name: /待办/ }).click();
    const item = box(page).locator('button[data-status]', { hasText: draw.issue });
    await expect.poll(() => item.getAttribute('data-status'), eventually).toBe('done');
    expect(await item.innerText()).toContain('已完成');
  });
});
