import { userLogin } from '@drawdesk/contracts';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../api.js';
import { inject } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { logOut } from '../session.js';

const browser = useBrowser();

const admin = () => ({ username: 'admin', password: inject('adminPassword') });

describe('login (zh-CN)', () => {
  it('says both fields are required, in Chinese, and sends nothing', async () => {
    const page = await newPage(browser());
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes(urlOf(userLogin)) && requests.push(r.url()));
    await page.goto('/login');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByText('用户名不能为空').count()).toBe(1);
    expect(await page.getByText('密码不能为空').count()).toBe(1);
    expect(requests).toEqual([]);
  });

  it("shows the server's message for a wrong password in the console's language and stays on login", async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByText('用户名或密码错误').count()).toBeGreaterThan(0);
    expect(await page.getByText('Wrong username or password').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');

    // The same page in English says it in English.
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    await page.reload();
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByText('Wrong username or password').count()).toBeGreaterThan(0);
  });

  it('logs in: welcome toast, the workplace with the name, the token in local storage', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await page.locator('input[name=username]').fill(admin().username);
    await page.locator('input[name=password]').fill(admin().password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/dashboard/workplace');
    await expect.poll(() => page.getByText('欢迎使用').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: '欢迎回来，Admin' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends a logged-out visitor to login with the target and query, and back there after login', async () => {
    const page = await newPage(browser());
    await page.goto('/dashboard/workplace?tab=2');
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/workplace');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('2');
    await page.locator('input[name=username]').fill(admin().username);
    await page.locator('input[name=password]').fill(admin().password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/dashboard/workplace?tab=2');
  });

  it('shows the typed password on request and hides it again', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    const password = page.locator('input[name=password]');
    expect(await page.getByRole('button', { name: '显示密码' }).count()).toBe(0);
    await password.fill('typed-secret');
    await page.getByRole('button', { name: '显示密码' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('typed-secret');
    await page.getByRole('button', { name: '隐藏密码' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('remember password keeps the username and the choice, never the password', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await page.locator('input[name=username]').fill(admin().username);
    await page.locator('input[name=password]').fill(admin().password);
    await page.getByText('记住密码').click();
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/dashboard/workplace');
    const storage = await page.evaluate(() => JSON.stringify(localStorage));
    expect(storage).not.toContain(admin().password);
    await logOut(page);
    expect(await page.locator('input[name=username]').inputValue()).toBe('admin');
    expect(await page.locator('input[name=password]').inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('language before login', () => {
  it('switches login to English after a confirmation, and back to Chinese, kept where the navbar keeps it', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    // The confirmation in the page's language: the navbar's words, Semi's buttons in Chinese.
    await expect.poll(() => page.getByText('切换语言将刷新页面，确定吗？').count()).toBe(1);
    await page.locator('.semi-modal-footer button', { hasText: '确定' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log in' }).count()).toBe(1);
    expect(await page.locator('input[name=username]').getAttribute('placeholder')).toBe('Username');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-US');
    // Back, from English: the confirmation and its buttons in English.
    await page.getByRole('button', { name: '中文' }).click();
    await page.locator('.semi-modal-footer button', { hasText: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('button', { name: '登录' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('zh-CN');
  });

  it('switches register to English', async () => {
    const page = await newPage(browser());
    await page.goto('/register');
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('.semi-modal-footer button', { hasText: '确定' }).click();
    await expect.poll(() => page.getByRole('button', { name: '中文' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-US');
  });
});
