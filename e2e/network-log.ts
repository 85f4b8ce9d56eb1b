import type { Page, Request } from 'playwright-core';

/** One file the browser fetched: the bytes of its body as they crossed the wire (after Content-Encoding), and of its answer's headers. */
export type Download = { url: string; path: string; kind: 'js' | 'css' | 'other'; bytes: number; headerBytes: number; encoding: string | null };

const kindOf = (path: string): Download['kind'] => (path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : 'other');

async function downloadOf(request: Request): Promise<Download | null> {
  const response = await request.response();
  if (!response) return null;
  const path = new URL(request.url()).pathname;
  // Chromium's network log: the encoded body size, what a user's connection carries.
  const { responseBodySize, responseHeadersSize } = await request.sizes();
  return { url: request.url(), path, kind: kindOf(path), bytes: responseBodySize, headerBytes: responseHeadersSize, encoding: response.headers()['content-encoding'] ?? null };
}

const isFile = (request: Request) => !new URL(request.url()).pathname.startsWith('/api/');

/**
 * Every file the page fetches from now on (finished requests), read from the browser's network log;
 * `quiet()` waits until no file has been asked for or arrived for `quietMs` (API calls do not count:
 * the live notification stream stays open, so the page is never idle in Playwright's sense).
 */
export function networkLog(page: Page, quietMs = 1000) {
  const pending: Promise<Download | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  page.on('request', (request) => {
    if (!isFile(request)) return;
    inFlight += 1;
    touch();
  });
  const done = (request: Request) => {
    if (!isFile(request)) return;
    inFlight -= 1;
    touch();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    done(request);
    if (isFile(request)) pending.push(downloadOf(request).catch(() => null));
  });
  return {
    downloads: async () => (await Promise.all(pending)).filter((download): download is Download => download !== null),
    quiet: async () => {
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/**
 * Notes (in the page, before any of its scripts) the moment an element matching `selector` first
 * appears, on the clock of the page's Resource Timing entries; and keeps every entry (the default
 * buffer holds 250).
 */
export async function markWhenShown(page: Page, selector: string) {
  await page.addInitScript((wanted: string) => {
    performance.setResourceTimingBufferSize(10_000);
    const observer = new MutationObserver(() => {
      if (!document.querySelector(wanted)) return;
      (window as unknown as { shownAt?: number }).shownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * After `markWhenShown`'s element appeared: the paths the page had started to fetch by then, and
 * those it started later, from its Resource Timing entries (same clock, no race with the caller).
 * An entry exists once its file has arrived: call it when the files that matter are in.
 */
export async function fetchedAroundShown(page: Page): Promise<{ before: string[]; after: string[] }> {
  await page.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined);
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const entries = await page.evaluate(() => {
    const shownAt = (window as unknown as { shownAt: number }).shownAt;
    return performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, before: e.startTime <= shownAt }));
  });
  return { before: entries.filter((e) => e.before).map((e) => e.path), after: entries.filter((e) => !e.before).map((e) => e.path) };
}
