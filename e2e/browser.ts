import type { Browser, BrowserContextOptions, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect } from './chromium.js';

/**
 * What every test context has: the console's address, and reduced motion (the console then skips its
 * transitions and chart animations, so a test waits on the page's state, not on an animation).
 */
export const contextOptions = (): BrowserContextOptions => ({ baseURL: inject('baseUrl'), reducedMotion: 'reduce' });

/** A fresh browser context (own storage) with a page on the console. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...contextOptions(), locale: 'zh-CN' });
  return context.newPage();
}

/** The run's browser for a test file: connected before its tests; its contexts close when it disconnects after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connect(inject('browserEndpoint'));
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/** A download's bytes as the browser saved them (read through the connection: the run's browser is connected to, so it has no local path). */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
