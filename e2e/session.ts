import type { Page } from 'playwright-core';

/** Logs in through the page, as an operator would, and waits for the workplace with its layout. */
export async function logIn(page: Page, username: string, password: string, submit = '登录') {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: submit }).click();
  await page.waitForURL('**/dashboard/workplace');
  // The layout appears once the user is loaded (GET /user/info): then the page is ready to use.
  await page.waitForSelector('.semi-navigation');
}

/** Logs out through the avatar menu and waits for the login page (no redirect target: the user chose to leave). */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '登出' }).click();
  await page.waitForURL('**/login');
}
