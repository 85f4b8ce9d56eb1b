import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { planRead, planSave } from '@drawdesk/contracts';
import { call, createUser, urlOf } from '../api.js';
import { pick } from '../semi.js';
import { openAs } from '../session.js';

// Plan names are unique per game: this run's own.
const run = Date.now().toString(36);
const planName = `E2E ${run}`;
const copyName = `${planName} 副本`;
const viewer = { username: `plans-viewer-${run}`, password: 'plans viewer password', nickName: 'Viewer' };

const browser = useBrowser();
let adminToken = '';
beforeAll(async () => {
  adminToken = await createUser(viewer);
});

// The shown page's table: a page left for another tab stays mounted, hidden.
const rowOf = (page: Page, text: string) => page.locator('.semi-table-tbody:visible .semi-table-row', { has: page.getByText(text, { exact: true }) });
// Sorted: the list's default order is the server's.
const planNames = async (page: Page) => (await page.locator('.semi-table-tbody:visible .semi-table-row td:first-child').allInnerTexts()).sort();

/** The text of a grid row's cell under the column titled `title`. */
async function cellText(page: Page, play: string, title: string): Promise<string> {
  const titles = await page.locator('.semi-table-thead:visible th').allInnerTexts();
  const column = titles.findIndex((text) => text.trim() === title);
  expect(column).toBeGreaterThan(-1);
  return (await rowOf(page, play).locator('td').nth(column).innerText()).trim();
}

/** The return to player of the TM row, once the server's figure is shown. */
async function specialNumberReturn(page: Page): Promise<string> {
  await expect.poll(() => cellText(page, '特码', '返奖率')).toMatch(/%$/);
  return cellText(page, '特码', '返奖率');
}

let planUrl = '';

describe('plans', () => {
  it('an Admin creates a MARK6 plan on the typical terms, lowers the TM odds, and the return to player drops once saved', async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/plans/list');
    await page.getByRole('button', { name: '新建方案' }).click();
    const modal = page.locator('.semi-modal');
    await pick(page, '.semi-modal #game', '六合彩');
    await modal.locator('#name').fill(planName);
    await page.locator('.semi-modal-footer').getByText('确定').click();

    await page.waitForURL('**/plans/detail?id=*');
    planUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const odds = page.getByLabel('特码 赔率', { exact: true });
    expect(await odds.inputValue()).toBe('42.6');
    expect(await page.getByLabel('特码 回水', { exact: true }).inputValue()).toBe('13');
    expect(await page.getByLabel('特码 单注最高', { exact: true }).inputValue()).toBe('5000');
    // P(win) 1/49 x 42.6 + 13% rebate.
    const before = await specialNumberReturn(page);
    expect(before).toBe('99.94%');
    // Multi-number plays too, counted over every draw: 15/1176 x 52 + 15% rebate.
    expect(await cellText(page, '二全中', '返奖率')).toBe('81.33%');

    // The client refuses what the server would: odds include the stake.
    await odds.fill('0.5');
    await page.getByText('赔率须在 1 到 10000 之间，最多 4 位小数').waitFor();
    await odds.fill('40');
    await page.getByText('有未保存的修改').waitFor();
    expect(await specialNumberReturn(page)).toBe(before); // the saved terms' figure until saved
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText(`已保存方案 ${planName}`).waitFor();
    await expect.poll(() => specialNumberReturn(page)).toBe('94.63%');
    expect(await page.getByText('有未保存的修改').count()).toBe(0);
    expect(await odds.inputValue()).toBe('40');

    // Unsaved changes go with "discard".
    await page.getByLabel('特码 回水', { exact: true }).fill('10');
    await page.getByRole('button', { name: '放弃修改' }).click();
    expect(await page.getByLabel('特码 回水', { exact: true }).inputValue()).toBe('13');
  });

  it('an Admin clones the plan: the copy is in the list', async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/plans/list');
    await page.locator('#plans-filter-keyword').fill(planName);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => planNames(page)).toEqual([planName]);

    await rowOf(page, planName).getByRole('button', { name: '复制' }).click();
    await page.locator('.semi-modal').getByText(`复制方案 ${planName}`).waitFor();
    expect(await page.locator('.semi-modal #name').inputValue()).toBe(copyName);
    await page.locator('.semi-modal-footer').getByText('确定').click();
    await page.getByText(`已复制为方案 ${copyName}`).waitFor();
    await expect.poll(() => planNames(page)).toEqual([planName, copyName]);
    expect(await rowOf(page, copyName).locator('.semi-tag').innerText()).toBe('草稿');
  });

  it('a User reads plans but changes nothing: no inputs or save in the detail, no create in the list', async () => {
    const page = await newPage(browser());
    await openAs(page, viewer.username, viewer.password, planUrl);
    await rowOf(page, '特码').waitFor();
    expect(await cellText(page, '特码', '赔率')).toBe('40');
    expect(await specialNumberReturn(page)).toBe('94.63%');
    expect(await page.locator('.semi-table-tbody input, #plan-name, #plan-remark').count()).toBe(0);
    expect(await page.getByRole('button', { name: '保存', exact: true }).count()).toBe(0);

    await page.getByRole('link', { name: '返回方案列表' }).click();
    await rowOf(page, planName).waitFor();
    expect(await page.getByRole('button', { name: '新建方案' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '删除' }).count()).toBe(0);
  });

  it("an Admin's refused saves: a taken name at the name, a row's field error at its cell, a newer version asks for a reload", async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), planUrl);
    const name = page.locator('#plan-name');
    const save = page.getByRole('button', { name: '保存', exact: true });
    await name.fill(copyName);
    await save.click();
    await page.getByText('该彩种已有同名方案').waitFor();
    await name.fill(planName);

    // The client checks what the server checks, so a refused row is the server's answer faked once.
    const rebate = page.getByLabel('特码 回水', { exact: true });
    await rebate.fill('12');
    await page.route(`**${urlOf(planSave)}`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          data: [
            { field: '/rows/0/rebateBp', message: 'rebate refused here' },
            { field: '/rows', message: 'a play type is missing' },
          ],
        }),
      }),
    );
    await save.click();
    await rowOf(page, '特码').getByText('rebate refused here').waitFor();
    await page.getByText('rows: a play type is missing').waitFor();
    await page.unroute(`**${urlOf(planSave)}`);
    await rebate.fill('12.5');
    expect(await page.getByText('rebate refused here').count()).toBe(0); // editing the cell clears it

    const id = Number(new URL(page.url()).searchParams.get('id'));
    const stored = await call(planRead, adminToken, { id });
    const { createdAt: _c, updatedAt: _u, rows, ...fields } = stored;
    const theirs = rows.map((row) => (row.play === 'TM' ? { ...row, odds: [410_000] } : row));
    await call(planSave, adminToken, { ...fields, rows: theirs });
    await save.click();
    await page.getByText('该方案已被他人修改，请重新载入后再修改（未保存的修改将丢失）').first().waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('button', { name: '重新载入' }).click();
    await expect.poll(() => page.getByLabel('特码 赔率', { exact: true }).inputValue()).toBe('41');
    expect(await rebate.inputValue()).toBe('13');
    expect(await page.getByRole('button', { name: '重新载入' }).count()).toBe(0);
  });

  it('an Admin removes the copy after the confirmation', async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/plans/list');
    await page.locator('#plans-filter-keyword').fill(planName);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => planNames(page)).toEqual([planName, copyName]);

    await rowOf(page, copyName).getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.semi-popconfirm');
    await confirm.getByText(`删除方案 ${copyName}？`).waitFor();
    await confirm.getByText('确定').click();
    await page.getByText(`已删除方案 ${copyName}`).waitFor();
    await expect.poll(() => planNames(page)).toEqual([planName]);
  });

  it('a detail without a plan says so, with the way back', async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/plans/detail?id=987654');
    await page.getByText('找不到该方案').waitFor();
    await page.getByRole('link', { name: '返回方案列表' }).click();
    await page.waitForURL('**/plans/list');
  });
});
