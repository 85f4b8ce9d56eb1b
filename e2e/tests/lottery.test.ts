import type { Page } from 'playwright-core';
import { type Draw, lotteryGames, lotteryMarkets, lotteryRead, lotteryResult, lotterySave } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call, createUser, loginAs, urlOf } from '../api.js';
import { pick } from '../semi.js';
import { enterAs, openAs, refusedToWorkplace } from '../session.js';

const operator = { username: 'drawviewer1', password: 'drawviewer password 1', nickName: 'Draw viewer' };
const browser = useBrowser();
let adminToken = '';
beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  await createUser(operator);
});

/** A close by the jobs takes up to 5 s after its time, and the page hears of it through the live stream. */
const eventually = { timeout: 20_000 };

/** A time `seconds` from now as the page's `datetime-local` inputs hold it (the browser's own zone, to the second). */
const localInput = (page: Page, seconds: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 1000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  }, seconds);

/** Types a time into a filter's date picker (its own format, a space for the T) and closes the panel. */
async function pickTime(page: Page, filter: string, local: string) {
  await page.locator(`${filter} input`).click();
  await page.locator(`${filter} input`).fill(local.replace('T', ' '));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

const rowOf = (page: Page, issue: string) => page.locator('.semi-table-tbody .semi-table-row', { hasText: issue });

describe('lottery (Admin)', () => {
  it('creates a draw that closes by itself on the open page, enters its result with the picker (a duplicate refused there), and sees it drawn and settled', async () => {
    const page = await newPage(browser());
    await enterAs(page, 'admin', inject('adminPassword'));
    // The workplace's quick operation opens the draws.
    await page.getByRole('link', { name: '录入开奖结果' }).click();
    await page.waitForURL('**/lottery/lottery');
    await page.locator('#draws-filter-from').waitFor();
    // It opens on the draws to act on today; a new draw is scheduled first, so this test looks at every stage.
    expect(await page.locator('#draws-filter-stage').innerText()).toContain('待处理');
    await page.locator('#draws-filter-stage').hover();
    await page.locator('#draws-filter-stage .semi-select-clear').click();

    // Only this draw's neighbourhood in time (the demo book has a calendar of others).
    await pickTime(page, '#draws-filter-from', await localInput(page, -120));
    await pickTime(page, '#draws-filter-to', await localInput(page, 600));
    await page.getByRole('button', { name: '搜索' }).click();

    await page.getByRole('button', { name: '新增期数' }).click();
    const drawer = page.locator('.semi-sidesheet');
    await drawer.getByText('新增期数').waitFor();
    await pick(page, '.semi-sidesheet #lottery', '香港六合彩');
    await drawer.locator('#opensAt').fill(await localInput(page, -60));
    await drawer.locator('#closesAt').fill(await localInput(page, 15));
    await drawer.locator('#drawAt').fill(await localInput(page, 300));
    const saved = page.waitForResponse((r) => r.url().endsWith(urlOf(lotterySave)));
    await drawer.getByRole('button', { name: '保存' }).click();
    const draw = ((await (await saved).json()) as { data: Draw }).data;
    expect(draw.lottery).toBe('HK6');

    // Opened by its job at once (its opening time is past), closed by its job a few seconds later: the page follows without a reload.
    const status = () => rowOf(page, draw.issue).locator('[data-status]').getAttribute('data-status');
    await expect.poll(status, eventually).toBe('open');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await expect.poll(status, eventually).toBe('closed');
    expect(navigations).toEqual([]);

    // The result with the picker: six regular numbers and the special; a number twice is refused before anything is sent.
    let resultCalls = 0;
    page.on('request', (r) => r.url().endsWith(urlOf(lotteryResult)) && resultCalls++);
    await rowOf(page, draw.issue).getByRole('button', { name: '录入结果' }).click();
    const grid = page.locator('#result-grid');
    await grid.waitFor();
    for (const n of [3, 11, 19, 27, 35]) await grid.locator(`[data-number="${n}"]`).click();
    await grid.locator('[data-number="11"]').click();
    await expect.poll(() => page.locator('#result-refusal').innerText()).toBe('11 已经选过了，号码不能重复');
    await page.locator('#result-typed').fill('50');
    await page.locator('#result-typed').press('Enter');
    await expect.poll(() => page.locator('#result-refusal').innerText()).toBe('50 不在 1-49 之内');
    expect(await page.locator('#result-save').isDisabled()).toBe(true); // five numbers: not a result yet
    await grid.locator('[data-number="43"]').click();
    await page.locator('#result-typed').fill('07');
    await page.locator('#result-typed').press('Enter');
    expect(await page.locator('#result-chosen [data-ball]').evaluateAll((balls) => balls.map((b) => b.getAttribute('data-ball')))).toEqual(
      ['3', '11', '19', '27', '35', '43', '7'],
    );
    expect(resultCalls).toBe(0);
    await page.locator('#result-save').click();
    await page.getByText(`第 ${draw.issue} 期结果已录入`).waitFor();

    // The result page follows the settlement: settled by its job right after (a draw without orders has nothing to wait for).
    await page.waitForURL('**/lottery/result?id=*');
    await expect.poll(() => page.locator('#result-page').getAttribute('data-status'), eventually).toBe('success');
    expect(await page.locator('#result-page').innerText()).toContain(`${draw.issue} 已结算`);
    await page.locator('#result-next').click();
    await page.waitForURL('**/lottery/lottery');
    await expect.poll(status, eventually).toMatch(/^(drawn|settled)$/);
    expect(await rowOf(page, draw.issue).locator('[data-result]').getAttribute('data-result')).toBe('3,11,19,27,35,43+7');
    await expect.poll(async () => (await call(lotteryRead, adminToken, { id: draw.id })).status, eventually).toBe('settled');
    const stored = await call(lotteryRead, adminToken, { id: draw.id });
    expect(stored).toMatchObject({ status: 'settled', result: { numbers: [3, 11, 19, 27, 35, 43], special: 7 } });
    expect(stored.zodiac?.animals).toHaveLength(49);
    expect(resultCalls).toBe(1);

    // The jobs that opened and closed it are listed, done, in the system remote's jobs tab.
    await page.goto('/system/jobs');
    await pick(page, '#jobs-filter-kind', '封盘');
    await page.getByRole('button', { name: '搜索' }).click();
    const closes = page.locator('.semi-table-tbody [data-state]');
    const kinds = (kind: string) => page.locator('.semi-table-tbody').getByText(kind, { exact: true }).count();
    // The kinds in words; once the filter has answered, only closings are listed.
    await expect.poll(async () => (await closes.count()) > 0 && (await kinds('开盘')) === 0, eventually).toBe(true);
    expect(await kinds('封盘')).toBe(await closes.count());
    expect(await closes.first().getAttribute('data-state')).toBe('done');
  }, 60_000);

  it('asks before closing and voiding a draw: a cancelled question changes nothing', async () => {
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const created = await call(lotterySave, adminToken, { lottery: 'MO6', opensAt: at(-1), closesAt: at(30), drawAt: at(40) });
    const stored = async () => call(lotteryRead, adminToken, { id: created.id });
    await expect.poll(async () => (await stored()).status, eventually).toBe('open');
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/lottery/lottery');
    const row = rowOf(page, created.issue);
    await row.waitFor(eventually);

    await row.getByRole('button', { name: '封盘' }).click();
    const question = page.locator('.semi-popconfirm');
    await question.getByText(`现在封盘第 ${created.issue} 期？`).waitFor();
    await question.getByRole('button', { name: '取消' }).click();
    // The cancelled question fades out before the next one opens: clicking while it leaves toggles it shut.
    await question.waitFor({ state: 'hidden', ...eventually });
    expect((await stored()).status).toBe('open');
    await row.getByRole('button', { name: '封盘' }).click();
    await question.getByText(`现在封盘第 ${created.issue} 期？`).waitFor();
    await question.getByRole('button', { name: '封盘' }).click();
    await expect.poll(async () => (await stored()).status, eventually).toBe('closed');

    await row.getByRole('button', { name: '作废' }).click();
    await page.locator('#void-reason').fill('开奖中断');
    await page.locator('#void-save').click();
    await page.getByText(`确定作废第 ${created.issue} 期？`).waitFor();
    await page.locator('#void-confirm').click();
    await expect.poll(async () => (await stored()).status, eventually).toBe('void');
    // Two questions, a modal and four waits for the server: more than the default on a busy machine.
  }, 60_000);

  it('shows the play types with their rules and the zodiac years', async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/lottery/games');
    await page.locator('#plays-MARK6').getByText('特码（第七个号码）等于所选号码即中').waitFor();
    const years = page.locator('#zodiac-table .semi-table-tbody .semi-table-row');
    await expect.poll(() => years.count()).toBeGreaterThan(0);
    await page.locator('#zodiac-year').fill('2031');
    expect(await page.locator('#zodiac-animal').innerText()).toBe('本命肖：猪');
    // The start date from the kit's date picker (its calendar in Chinese), saved and listed.
    await page.locator('#zodiac-start input').click();
    const calendar = await page.locator('.semi-datepicker-month-grid').first().innerText();
    expect(calendar).toMatch(/\d{4}年/);
    expect(calendar).not.toMatch(/[A-Za-z]{2,}/);
    await page.locator('#zodiac-start input').fill('2031-01-23');
    await page.keyboard.press('Escape');
    await page.locator('#zodiac-form button[type=submit]').click();
    await page.getByText('2031 年已保存').waitFor();
    await expect.poll(() => page.locator('#zodiac-table').innerText()).toContain('2031-01-23');
    expect((await call(lotteryGames, adminToken)).zodiacYears).toContainEqual({ year: 2031, start: '2031-01-23', animal: 'PIG' });

    // A calendar changed by the Admin: sales of pick-3 close one minute earlier than before.
    const before = (await call(lotteryMarkets, adminToken)).find((m) => m.code === 'P3')!;
    const p3 = page.locator('#lotteries-table .semi-table-row', { hasText: '排列三' });
    await p3.getByRole('button', { name: '修改' }).click();
    await page.locator('#calendar-close').fill(String(before.calendar.closeMinutes + 1));
    await page.locator('#calendar-save').click();
    await page.getByText('开奖日历已保存，未开盘的期数已按新日历调整').waitFor();
    const after = (await call(lotteryMarkets, adminToken)).find((m) => m.code === 'P3')!;
    expect(after.calendar).toEqual({ ...before.calendar, closeMinutes: before.calendar.closeMinutes + 1 });
    await expect.poll(() => p3.innerText()).toContain(String(before.calendar.closeMinutes + 1));
  });
});

describe('lottery (User)', () => {
  it("a User's browser never downloads the lottery remote, even by typing its URL, and has no menu entry for it", async () => {
    const page = await newPage(browser());
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await enterAs(page, operator.username, operator.password);
    expect(await page.locator('.semi-navigation-item-text').getByText('开奖管理', { exact: true }).count()).toBe(0);
    await page.goto('/lottery/lottery');
    await refusedToWorkplace(page);
    expect(fetched.filter((p) => p.startsWith('/remotes/lottery/'))).toEqual([]);
  });
});
