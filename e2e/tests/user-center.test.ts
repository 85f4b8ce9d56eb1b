import { userInfo, userProfile } from '@drawdesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from '../browser.js';
import { call, createUser, loginAs, urlOf } from '../api.js';
import { enterAs } from '../session.js';

const member = { username: 'center1', password: 'center password 1', nickName: 'Center' };
const refused = { username: 'center2', password: 'center password 2', nickName: 'Refused' };
const changer = { username: 'center3', password: 'center password 3', nickName: 'Changer' };

const browser = useBrowser();
beforeAll(async () => {
  for (const user of [member, refused, changer]) await createUser(user);
});

/** The menu renders in a portal; the side menu has items of the same names. */
async function openAvatarMenu(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  const menu = page.locator('.semi-dropdown-menu');
  await menu.waitFor();
  return menu;
}

async function choose(page: Page, item: string) {
  const menu = await openAvatarMenu(page);
  // Choosing closes the menu (a click on the avatar while it is still closing would be lost). On a busy machine a
  // click can land while the menu is still opening and do nothing (seen with two e2e runs at once): click again
  // until the menu has closed, each click given time to close it (clicking the item of a closing menu waited
  // for the item's whole click timeout, 5 s).
  await expect
    .poll(async () => {
      if ((await menu.count()) > 0) {
        await menu.getByRole('menuitem', { name: item }).click({ timeout: 5_000 }).catch(() => undefined);
        await menu.waitFor({ state: 'detached', timeout: 3_000 }).catch(() => undefined);
      }
      return menu.count();
    }, { timeout: 30_000 })
    .toBe(0);
}

/** The error Semi Form shows under a field. */
const fieldError = (page: Page, field: string) =>
  page.locator('.semi-form-field', { has: page.locator(`input#${field}`) }).locator('.semi-form-field-error-message');

async function fillPasswords(page: Page, oldPassword: string, newPassword: string) {
  await page.locator('input#oldPassword').fill(oldPassword);
  await page.locator('input#newPassword').fill(newPassword);
  await page.locator('input#confirmPassword').fill(newPassword);
  await page.getByRole('button', { name: '修改密码' }).click();
}

describe('the avatar menu', () => {
  it('opens User Center and User Settings, shows Switch Roles disabled with the reason, and logs out', async () => {
    const page = await newPage(browser());
    await enterAs(page, member.username, member.password);
    expect(await page.locator('header').innerText()).toContain(member.nickName);

    const menu = await openAvatarMenu(page);
    const switchRoles = menu.getByRole('menuitem', { name: '切换角色' });
    expect(await switchRoles.getAttribute('aria-disabled')).toBe('true');
    await switchRoles.getByText('切换角色').hover();
    await page.getByText('此账号只有一个角色，无需切换').waitFor();

    await menu.getByRole('menuitem', { name: '用户中心' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForURL('**/user/info');
    await expect.poll(() => page.locator('.semi-descriptions').innerText()).toContain(member.username);

    await choose(page, '用户设置');
    await page.waitForURL('**/user/setting');

    await choose(page, '登出');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('User Center: profile', () => {
  it('saves nickName and phone number, and the navbar shows the new name at once', async () => {
    const page = await newPage(browser());
    await enterAs(page, member.username, member.password);
    await choose(page, '用户中心');
    await page.locator('input#nickName').fill('Centre Renamed');
    await page.locator('input#phoneNumber').fill('+8613800001111');
    await page.getByRole('button', { name: '保存' }).click();

    await page.getByText('资料已保存').waitFor();
    await expect.poll(() => page.locator('header').innerText()).toContain('Centre Renamed');
    // The server keeps one form of a phone number: +86 and 0086 are dropped.
    expect(await page.locator('.semi-descriptions').innerText()).toMatch(/手机号\s+13800001111/);
    const stored = await call(userInfo, await loginAs(member.username, member.password));
    expect(stored).toMatchObject({ nickName: 'Centre Renamed', phoneNumber: '13800001111' });
  });

  // The server refuses nothing here that the client rules (the same limits) let through, so this checks the client's side.
  it('refuses a malformed phone number and an empty nickName on the page, sending nothing', async () => {
    const page = await newPage(browser());
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes(urlOf(userProfile)) && sent.push(r.url()));
    await enterAs(page, member.username, member.password);
    await choose(page, '用户中心');
    await page.locator('input#nickName').fill('');
    await page.locator('input#phoneNumber').fill('12-34');
    await page.getByRole('button', { name: '保存' }).click();

    await expect.poll(() => fieldError(page, 'phoneNumber').innerText()).toBe('手机号为 6 到 20 位数字，可以 + 开头');
    expect(await fieldError(page, 'nickName').innerText()).toBe('请填写此项');
    expect(sent).toEqual([]);
  });
});

describe('User Center: password', () => {
  it("shows the server's field errors: a wrong current password, a common new one", async () => {
    const page = await newPage(browser());
    await enterAs(page, refused.username, refused.password);
    await choose(page, '用户设置');

    await fillPasswords(page, 'not my password', 'a brand new password');
    await expect.poll(() => fieldError(page, 'oldPassword').innerText()).toBe('当前密码不正确');

    // Long enough for the client's rules; only the server knows it is a common password.
    await fillPasswords(page, refused.password, '12345678');
    await expect.poll(() => fieldError(page, 'newPassword').innerText()).toBe('这个密码太常见，请换一个');
    expect(await loginAs(refused.username, refused.password)).toBeTruthy();
  });

  it('refuses a confirmation that differs, on the page', async () => {
    const page = await newPage(browser());
    await enterAs(page, refused.username, refused.password);
    await choose(page, '用户设置');
    await page.locator('input#oldPassword').fill(refused.password);
    await page.locator('input#newPassword').fill('a brand new password');
    await page.locator('input#confirmPassword').fill('another new password');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect.poll(() => fieldError(page, 'confirmPassword').innerText()).toBe('两次输入的新密码不一致');
  });

  it('changes the password: says other sessions ended, and only the new password logs in', async () => {
    const otherSession = await loginAs(changer.username, changer.password);
    const page = await newPage(browser());
    await enterAs(page, changer.username, changer.password);
    await choose(page, '用户设置');

    await fillPasswords(page, changer.password, 'changed password 3');
    await page.getByText('密码已修改，您在其他设备上的登录已全部退出').waitFor();

    expect(await loginAs(changer.username, 'changed password 3')).toMatch(/\S/);
    await expect(loginAs(changer.username, changer.password)).rejects.toThrow();
    await expect(call(userInfo, otherSession)).rejects.toThrow();
    // This session goes on.
    await choose(page, '用户中心');
    await expect.poll(() => page.locator('.semi-descriptions').innerText()).toContain(changer.username);
  });
});
