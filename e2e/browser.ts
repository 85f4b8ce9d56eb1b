import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launch } from './chromium.js';

/** A fresh browser context (own storage) with a page on the console. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'zh-CN' });
  return context.newPage();
}

/** One browser for a test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}
