import { userLogin } from '@drawdesk/contracts';
import type { Page } from 'playwright-core';
import { urlOf } from './api.js';

/** Logs out through the avatar menu and waits for the login page (no redirect target: the user chose to leave). */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '登出' }).click();
  await page.waitForURL('**/login');
}

/** An empty page of the console's origin (answered by the test, never by the server): where local storage is set before the console loads. */
const BLANK = '/e2e-blank';

/**
 * Logs `username` in as an operator finds the console on coming back: the session from the API's login kept
 * where the console keeps it (local storage, `token`), set on an empty page of the console's origin; the
 * test's next `goto` opens the console logged in. For tests about what comes after the login: logging in
 * through the page costs two page loads (the login page, then the workplace with its charts), which were a
 * large part of the end-to-end run. The login page has tests of its own (login.test.ts).
 */
export async function signIn(page: Page, username: string, password: string) {
  await page.route(BLANK, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }));
  await page.goto(BLANK);
  await page.unroute(BLANK);
  // The browser calls the login, as the console does (a busy server may reset an idle kept-alive connection:
  // the browser retries that by itself, Node's fetch does not).
  const failure = await page.evaluate(
    async ([name, secret, url]) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: name, password: secret }) });
      const envelope = (await response.json()) as { success: boolean; message?: string; data?: { token: string } };
      if (!envelope.success || !envelope.data) return `login of ${name} refused: ${envelope.message}`;
      localStorage.setItem('token', envelope.data.token);
      return null;
    },
    [username, password, urlOf(userLogin)] as const,
  );
  if (failure) throw new Error(failure);
}

/**
 * The console as an operator finds it after logging in (the workplace with its layout), through `signIn`:
 * for tests about what comes after the login; the login page itself is login.test.ts's.
 */
export async function enterAs(page: Page, username: string, password: string) {
  await openAs(page, username, password, '/dashboard/workplace');
  await page.waitForSelector('.semi-navigation');
}

/** `signIn`, then the console at `path`. */
export async function openAs(page: Page, username: string, password: string, path: string) {
  await signIn(page, username, password);
  await page.goto(path);
}

/**
 * Opens a route of the loaded console as its menu does (the router follows the history), not by reloading:
 * each page's own code and data still load as an operator gets them, without the console's start each time
 * (a reload costs the console's start again: seconds of the browser's CPU). Waits until the layout shows the page
 * at that address (its element's `data-location`, host/src/layout/page-cache.tsx).
 */
export async function openInConsole(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.locator(`[data-location="${url}"]:not([hidden])`).waitFor({ timeout: 60_000 });
}

/**
 * Waits until a route the caller may not open has sent it to the workplace and the workplace has finished
 * loading (its figures shown, no skeleton left: the charts come last, after an idle moment). The workplace's
 * data is asked for after the guard's decision, so anything the refused route would have fetched (its remote's
 * code) has been requested by then: a test can assert that it was not.
 */
export async function refusedToWorkplace(page: Page) {
  await page.waitForURL('**/dashboard/workplace');
  await page.locator('[data-figure="balance"]').waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => document.querySelector('.semi-skeleton') === null, null, { timeout: 15_000 });
}
