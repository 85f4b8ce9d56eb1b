import { type BookCharts, visualizationBook } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { downloaded, newPage, useBrowser } from '../browser.js';
import { call, loginAs, urlOf } from '../api.js';
import { signIn } from '../session.js';

const browser = useBrowser();
let adminToken = '';
beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
});

/** The last 30 days as the page opens on them (Asia/Shanghai dates). */
const period = () => {
  const day = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
  return { from: day(Date.now() - 29 * 86_400_000), to: day(Date.now()) };
};
const eventually = { timeout: 20_000 };

describe('data visualization', () => {
  it("draws the book's charts from the API's figures and exports each chart's numbers as CSV", { timeout: 120_000 }, async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin', inject('adminPassword'));
    const asked = page.waitForResponse((r) => r.url().endsWith(urlOf(visualizationBook)));
    await page.goto('/visualization/book');
    const answered = (await (await asked).json()) as { data: BookCharts };
    const api = await call(visualizationBook, adminToken, period());
    expect(answered.data).toEqual(api);
    // The demo book has turnover on the last days: every chart has something to draw.
    expect(api.days.length).toBeGreaterThan(0);

    // Each chart draws as many points as the API gives it (two series where there are two), on a canvas.
    const points = async (chart: string) => Number(await page.locator(`#card-${chart}`).getAttribute('data-points'));
    await page.locator('#chart-turnover canvas').first().waitFor(eventually);
    expect(await points('turnover')).toBe(api.days.length);
    expect(await points('hours')).toBe(api.hours.length);
    expect(await points('topCustomers')).toBe(api.topCustomers.length * 2);
    expect(await points('edges')).toBe(api.edges.reduce((n, e) => n + (e.realisedBp === null ? 0 : 1) + (e.expectedBp === null ? 0 : 1), 0));
    for (const chart of ['memberNet', 'edges', 'hours', 'topCustomers', 'topAgents']) await page.locator(`#chart-${chart} canvas`).first().waitFor(eventually);

    // The turnover chart's CSV: the API's figures in yuan, one row per day and lottery.
    const download = page.waitForEvent('download');
    await page.locator('#export-turnover').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`turnover-${period().from}-${period().to}.csv`);
    const lines = (await downloaded(file)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('日期,系列,投注额（元）');
    const total = lines.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(',').at(-1)) * 100), 0);
    expect(total).toBe(api.days.reduce((sum, d) => sum + d.turnover, 0));
    expect(lines).toHaveLength(api.days.length + 1);

    // One lottery: the page asks again and draws only it.
    const again = page.waitForResponse((r) => r.url().endsWith(urlOf(visualizationBook)));
    await page.locator('#book-lottery').click();
    await page.locator('.semi-select-option', { hasText: '排列三' }).click();
    const p3 = ((await (await again).json()) as { data: BookCharts }).data;
    expect(p3.days.every((d) => d.lottery === 'P3')).toBe(true);
    await expect.poll(() => points('turnover'), eventually).toBe(p3.days.length);
  });
});
