import type { Page } from 'playwright-core';
import { type Customer, customerReading, customerSave, type Draw, lotteryCurrent, orderList, orderParse, planListAll } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call, createAgent, customerBody, loginAs } from '../api.js';
import { openAs } from '../session.js';

/**
 * Chat orders read the way operators read them: a paste with a header, a sender's name, two markets, a
 * repeated number and a label at its end becomes one order per market in one confirmation, its notes
 * shown and each line's market named; an ambiguous form resolved once for a customer reads that way
 * on the customer's next paste.
 */
const browser = useBrowser();
let adminToken = '';
let paster: Customer;
let habitual: Customer;
let hk: Draw;
let mo: Draw;
beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  const agent = await createAgent(adminToken, 'READAG', 'Reading agent');
  const plans = await call(planListAll, adminToken);
  const plan = plans.find((p) => p.game === 'MARK6' && p.status === 'active')!;
  paster = await call(customerSave, adminToken, { ...customerBody('E2EREAD', '读单客户', agent.id, plan.id), creditLimit: 100_000_000 });
  habitual = await call(customerSave, adminToken, { ...customerBody('E2EHABIT', '习惯客户', agent.id, plan.id), creditLimit: 100_000_000 });
  hk = (await call(lotteryCurrent, adminToken, { lottery: 'HK6' }))[0]!;
  mo = (await call(lotteryCurrent, adminToken, { lottery: 'MO6' }))[0]!;
});

const eventually = { timeout: 10_000 };
/** A remote's first page load on a busy machine (its chunks fetched and compiled). */
const firstLoad = { timeout: 30_000 };
const rows = (page: Page) => page.locator('#draft-lines .semi-table-tbody .semi-table-row');

/** The text entry for a customer (typed and picked with Enter), on the Hong Kong draw. */
async function textEntryFor(page: Page, code: string) {
  await openAs(page, 'admin', inject('adminPassword'), '/orders/text');
  await page.locator('#entry-customer').click();
  await page.keyboard.type(code);
  await page.locator('.semi-select-option', { hasText: code }).waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('#entry-customer').innerText(), eventually).toContain(code);
  await expect.poll(() => page.locator('#entry-draw').innerText(), eventually).toContain(hk.issue);
}

describe('reading chat orders', () => {
  it('books a two-market paste with a header, a name, a repeat and a label at its end as one order per draw, in one confirmation', async () => {
    const page = await newPage(browser());
    await textEntryFor(page, 'E2EREAD');
    const input = page.locator('#text-input');
    await input.fill('港308期\n阿华：\n09.09.21各10\n狗各5澳门');

    // Nothing blocks: the header, the name, the repeat and the label are notes, quietly listed.
    await expect.poll(() => page.locator('#draft-notes li').count(), eventually).toBe(4);
    expect(await page.locator('#draft-diagnostics').count()).toBe(0);
    expect(await page.locator('#draft-notes').innerText()).toContain('重复的号码已累加');
    // Each line says its market in words: two lines on Hong Kong (09 at 20, 21 at 10), the dog's numbers on Macau.
    await expect.poll(() => rows(page).count(), eventually).toBeGreaterThanOrEqual(5);
    expect(await page.locator('#draft-lines [data-lottery="HK6"]').count()).toBe(2);
    expect(await page.locator('#draft-lines [data-lottery="MO6"]').first().innerText()).toBe('澳门六合彩');
    expect(await page.locator('#draft-lines [data-lottery="HK6"]').first().innerText()).toBe('香港六合彩');
    const dogLines = await page.locator('#draft-lines [data-lottery="MO6"]').count();

    await input.press('Control+Enter');
    await page.locator('#text-confirm-summary [data-lottery="MO6"]').waitFor(eventually);
    expect(await page.locator('#text-confirm-summary').innerText()).toContain(`香港六合彩 第 ${hk.issue} 期：2 注，合计 ¥30.00`);
    expect(await page.locator('#text-confirm-summary').innerText()).toContain(`澳门六合彩 第 ${mo.issue} 期：${dogLines} 注`);
    await page.keyboard.press('Enter');
    // Booked: the result page lists the two orders, one per market's draw (each with its draw named).
    await page.waitForURL(/\/orders\/result\?id=\d+,\d+&from=text$/, eventually);
    await page.locator('#result-next').waitFor(eventually);
    const result = await page.locator('main').innerText();
    expect(result).toContain(`香港六合彩 ${hk.issue}`);
    expect(result).toContain(`澳门六合彩 ${mo.issue}`);

    const orders = (await call(orderList, adminToken, { page: 1, pageSize: 50, customerId: paster.id })).list;
    expect(orders.map((o) => [o.drawId, o.lineCount, o.stake]).sort()).toEqual(
      [[hk.id, 2, 3000], [mo.id, dogLines, dogLines * 500]].sort(),
    );
    expect(orders.every((o) => o.source === 'text' && o.status === 'accepted')).toBe(true);
  }, 120_000);

  it('an ambiguous form resolved once "always for this customer" reads that way on the next paste, and the customer page lists it', async () => {
    const page = await newPage(browser());
    await textEntryFor(page, 'E2EHABIT');
    const input = page.locator('#text-input');
    await input.fill('05 17 29 20元');
    // Each or in all? An error that blocks, with its readings offered.
    await page.locator('#draft-diagnostics li[data-code="AMBIGUOUS_AMOUNT"]').waitFor(eventually);
    expect(await page.locator('#text-confirm').isDisabled()).toBe(true);
    await page.locator('#fix-always').click();
    await page.locator('[data-fix="orders.fix.each"]').click();
    await page.getByText('已记住：这位客户的消息以后都这样读').waitFor(eventually);
    // The same text, read again with the customer's habit: three lines, nothing blocks.
    await expect.poll(() => page.locator('#draft-diagnostics').count(), eventually).toBe(0);
    await expect.poll(() => rows(page).count(), eventually).toBe(3);
    expect(await input.inputValue()).toBe('05 17 29 20元');
    expect(await call(customerReading, adminToken, { customerId: habitual.id })).toEqual([
      expect.objectContaining({ setting: 'listAmount', value: 'each' }),
    ]);

    // The next paste of this customer reads that way from the start.
    await input.fill('');
    await input.fill('11 23 35 47 8元');
    await expect.poll(() => rows(page).count(), eventually).toBe(4);
    expect(await page.locator('#draft-diagnostics').count()).toBe(0);
    expect(await page.locator('#text-confirm').isDisabled()).toBe(false);

    // The customer's page lists the habit in words; removing it brings the book's question back.
    await page.goto(`/customers/detail?id=${habitual.id}`);
    await page.locator('#customer-readings').getByText('多个号码后一个金额（如 01.02.03 10元）').waitFor(firstLoad);
    expect(await page.locator('#customer-readings').innerText()).toContain('每个号码各一注');
    await page.locator('#customer-readings [data-remove="listAmount"]').click();
    await page.locator('.semi-popconfirm').getByRole('button', { name: /确定|OK/ }).click();
    await page.locator('#customer-readings').getByText('没有记下的读单习惯：按盘口设置读').waitFor(eventually);
    const again = await call(orderParse, adminToken, { drawId: hk.id, text: '11 23 35 47 8元', customerId: habitual.id });
    expect(again.diagnostics.map((d) => d.code)).toEqual(['AMBIGUOUS_AMOUNT']);
  }, 120_000);
});
