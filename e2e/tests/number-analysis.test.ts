import fs from 'node:fs';
import path from 'node:path';
import { analysisRead, analysisRun, type Draw, layoffList } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call, drawWithOrder, loginAs, urlOf } from '../api.js';
import { pick } from '../semi.js';
import { ROOT } from '../system.js';

const browser = useBrowser();
const CAP_YUAN = 1000;
const CAP = CAP_YUAN * 100;
let adminToken = '';
let draw: Draw;

/**
 * A few special-number orders on a Macau draw of its own (the demo book fills the calendar's open draws, and a
 * loss cap over that book may be infeasible), opened by hand and taken over the API as an operator's would be.
 */
beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  draw = await drawWithOrder(adminToken, { agent: ['ANAAG', 'Analysis agent'], customer: ['E2EANA', '分析客户'] }, { '07': 100_000, '18': 60_000, '30': 20_000 }, 2);
});

const eventually = { timeout: 15_000 };
const detailOf = (id: number) => call(analysisRead, adminToken, { id });
const idIn = (url: string) => Number(new URL(url).searchParams.get('id'));

/**
 * The files of G2 as the builds list them: in the host's build and the remote's, the largest of the chart
 * module's files (the workplace draws charts too, so both provide the shared module; one of them is used).
 */
function g2Files(): string[] {
  type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
  return ['host', 'remotes/number-analysis'].map((dir) => {
    const dist = path.join(ROOT, dir, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    const chart = manifest.shared.find((s) => s.name === '@drawdesk/ui/chart')!;
    const files = [...chart.assets.js.sync, ...chart.assets.js.async].map((file) => path.basename(file));
    const size = (file: string) => fs.statSync(path.join(dist, file)).size;
    const largest = files.sort((a, b) => size(b) - size(a))[0]!;
    expect(size(largest)).toBeGreaterThan(500_000);
    return largest;
  });
}

describe('number analysis', () => {
  it('runs a loss cap from the console, hears 分析完成 elsewhere, opens the result (heat grid, chart), applies and places the lay-offs, runs again within the cap', async () => {
    const page = await newPage(browser());
    const downloaded: string[] = [];
    page.on('response', (response) => downloaded.push(path.basename(new URL(response.url()).pathname)));
    const g2 = g2Files();
    // Straight to the runs list with a session: a login lands on the workplace, whose charts load G2.
    await page.goto('/login');
    await page.evaluate((token) => localStorage.setItem('token', token), adminToken);
    await page.goto('/number-analyse/list');
    await page.waitForSelector('.semi-navigation');

    // A new analysis: Macau's open draw, a loss cap typed in yuan and decimal odds.
    await page.getByRole('button', { name: '新建分析' }).click();
    await pick(page, '#run-lottery', '澳门六合彩');
    await pick(page, '#run-draw', `第 ${draw.issue} 期 · 开盘中`);
    await page.locator('#run-source').getByText('临时设定').click();
    await page.locator('#run-maxLoss').fill(String(CAP_YUAN));
    await page.locator('#run-upstreamOdds').fill('42');
    await page.locator('#run-upstreamRebate').fill('0');
    const started = page.waitForResponse((r) => r.url().endsWith(urlOf(analysisRun)));
    await page.locator('#run-start').click();
    const run = (await (await started).json()) as { data: { id: number } };
    // What was sent is integer units (fen, odds x10,000, basis points), as the server stored it.
    expect(await detailOf(run.data.id)).toMatchObject({
      drawId: draw.id,
      strategy: { kind: 'loss-cap', maxLoss: CAP, upstreamOdds: 420_000, upstreamRebateBp: 0 },
      scope: { agentId: null, share: 'kept' },
    });

    // Somewhere else in the console, 分析完成 arrives and leads to the result.
    await page.locator('.semi-navigation').getByText('注单列表').click();
    await page.waitForURL('**/orders/list');
    const notice = page.locator('.semi-notification-notice', { hasText: '分析完成' }).filter({ has: page.locator(`[data-analysis="${run.data.id}"]`) });
    await notice.waitFor(eventually);
    // G2 comes with the detail page only: the login, the runs list and the orders never fetched it.
    expect(downloaded.filter((file) => g2.includes(file))).toEqual([]);
    await notice.getByRole('button', { name: '查看分析' }).click();
    await page.waitForURL(`**/number-analyse/detail?id=${run.data.id}`);
    await page.locator(`#analysis-detail[data-id="${run.data.id}"][data-status="done"]`).waitFor(eventually);
    expect(await page.locator('#analysis-heat [data-number]').count()).toBe(49);
    expect(await page.locator('#analysis-heat [data-number="7"]').getAttribute('title')).toContain('¥');
    await page.locator('#analysis-chart canvas').waitFor(eventually);
    expect(downloaded.filter((file) => g2.includes(file))).toHaveLength(1);
    const first = await detailOf(run.data.id);
    expect(first.maxLossBefore!).toBeGreaterThan(CAP);
    expect(first.maxLossAfter!).toBeLessThanOrEqual(CAP);
    const suggested = first.result!.suggestedLayoffs;
    expect(suggested.length).toBeGreaterThan(0);
    expect(await page.locator('#analysis-suggested .semi-table-tbody .semi-table-row').count()).toBe(suggested.length);

    // Apply: the suggestions become planned lay-offs, listed in the lay-offs tab.
    await page.locator('#analysis-apply').click();
    await page.locator('#analysis-apply-upstream').fill('上游甲');
    await page.locator('#analysis-apply-confirm').click();
    await page.locator('#analysis-applied').waitFor(eventually);
    await page.locator('#analysis-layoffs-link').click();
    await page.waitForURL(`**/number-analyse/list?tab=layoffs&analysisId=${run.data.id}`);
    const rows = page.locator('#layoffs-table .semi-table-tbody .semi-table-row');
    await expect.poll(() => rows.count(), eventually).toBe(suggested.length);
    expect(await rows.first().innerText()).toContain('上游甲');

    // Placed upstream, one by one.
    for (let left = suggested.length; left > 0; left--) {
      await expect.poll(() => page.locator('#layoffs-table [data-status="planned"]').count(), eventually).toBe(left);
      await page.locator('#layoffs-table [data-action="place"]').first().click();
      await page.locator('.semi-popconfirm').getByRole('button', { name: /确定|OK/ }).click();
    }
    await expect.poll(() => page.locator('#layoffs-table [data-status="placed"]').count(), eventually).toBe(suggested.length);
    const placed = await call(layoffList, adminToken, { page: 1, pageSize: 100, analysisId: run.data.id, status: 'placed' });
    expect(placed.total).toBe(suggested.length);

    // Run again (same draw, strategy and scope): the placed lay-offs count, and the worst case meets the cap.
    await rows.first().getByRole('link', { name: `第 ${run.data.id} 次分析` }).click();
    await page.waitForURL(`**/number-analyse/detail?id=${run.data.id}`);
    await page.locator('#analysis-run-again').click();
    await page.waitForURL((url) => url.pathname.endsWith('/number-analyse/detail') && idIn(url.href) !== run.data.id);
    const again = idIn(page.url());
    await page.locator(`#analysis-detail[data-id="${again}"][data-status="done"]`).waitFor(eventually);
    const second = await detailOf(again);
    expect(second.result!.layoffs).toHaveLength(suggested.length);
    expect(second.maxLossBefore!).toBeLessThanOrEqual(CAP);
    expect(second.maxLossAfter!).toBeLessThanOrEqual(CAP);
    const worst = await page.locator('#analysis-summary-worst-after').innerText();
    expect(Number(worst.replace(/[¥,]/g, ''))).toBeGreaterThanOrEqual(-CAP_YUAN);

    // The runs list shows both, done.
    await page.locator('#analysis-detail').getByRole('link', { name: '返回分析列表' }).click();
    await page.waitForURL('**/number-analyse/list');
    await expect.poll(() => page.locator('#analyses-table [data-status="done"]').count(), eventually).toBeGreaterThanOrEqual(2);
    // Two runs, two lists and a chart: more than the default 30 s on a busy 2-core machine.
  }, 120_000);
});
