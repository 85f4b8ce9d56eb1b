import { describe, expect, inject, it } from 'vitest';
import type { Response } from 'playwright-core';
import { newPage, useBrowser } from '../browser.js';
import { loginAs } from '../api.js';

const browser = useBrowser();

/** The files of the host's build that carry G2: those of the shared module that loads it (its federation manifest says). */
async function chartFiles(): Promise<string[]> {
  const manifest = (await (await fetch(`${inject('baseUrl')}/mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const chart = manifest.shared.find((shared) => shared.name === '@drawdesk/ui/chart');
  return [...chart!.assets.js.sync, ...chart!.assets.js.async].map((file) => `/${file}`);
}

describe('how the console loads', () => {
  it("serves the build's JavaScript precompressed: Content-Encoding br (or gzip) and Vary: Accept-Encoding", async () => {
    const page = await newPage(browser());
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
    });
    await page.goto('/login');
    await page.locator('input[name=username]').waitFor();
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(['br', 'gzip'], script.url()).toContain(headers['content-encoding']);
      expect(headers.vary, script.url()).toMatch(/accept-encoding/i);
    }
    // Chromium asks for br: the largest file comes as brotli, smaller on the wire than the file itself.
    const sizes = await Promise.all(scripts.map(async (script) => ({ script, wire: (await script.request().sizes()).responseBodySize, body: (await script.body()).length })));
    const largest = sizes.sort((a, b) => b.body - a.body)[0]!;
    expect((await largest.script.allHeaders())['content-encoding']).toBe('br');
    expect(largest.wire).toBeLessThan(largest.body / 2);
  });

  it('draws the workplace, its figures and its two charts, without ever fetching G2', async () => {
    const token = await loginAs('admin', inject('adminPassword'));
    const context = await browser().newContext({
      baseURL: inject('baseUrl'),
      locale: 'zh-CN',
      storageState: { cookies: [], origins: [{ origin: inject('baseUrl'), localStorage: [{ name: 'token', value: token }] }] },
    });
    const page = await context.newPage();
    await page.goto('/dashboard/workplace');
    await page.locator('[data-figure]').first().waitFor();
    await page.locator('#workplace-content-chart svg polyline').first().waitFor();
    await page.locator('#workplace-category-chart svg circle').first().waitFor();

    // G2 is the analysis and visualization pages' library: the landing page draws its two charts itself.
    const g2 = await chartFiles();
    expect(g2.length).toBeGreaterThan(0);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(fetched.some((file) => file.endsWith('.js'))).toBe(true);
    expect(fetched.filter((file) => g2.includes(file))).toEqual([]);
  });

  it('the workplace does not move as its figures, lists and charts arrive (layout shift at most 0.05, as Lighthouse measures it)', async () => {
    const token = await loginAs('admin', inject('adminPassword'));
    const context = await browser().newContext({
      baseURL: inject('baseUrl'),
      locale: 'zh-CN',
      // Lighthouse's desktop screen: the popular list and the chart panels below it are in view.
      viewport: { width: 1350, height: 940 },
      storageState: { cookies: [], origins: [{ origin: inject('baseUrl'), localStorage: [{ name: 'token', value: token }] }] },
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/dashboard/workplace');
    await page.locator('[data-figure="orders"]').waitFor();
    await page.locator('[data-popular] tbody tr:not([aria-hidden])').first().waitFor();
    await page.locator('#workplace-content-chart svg polyline').first().waitFor();
    await page.locator('#workplace-category-chart svg circle').first().waitFor();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
    await context.close();
  });
});
