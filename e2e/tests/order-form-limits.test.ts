import type { Page } from 'playwright-core';
import { type Customer, customerSave, type Draw, lotteryCurrent, orderLimits, orderSave, type Plan, planListAll } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call, createAgent, createMark6Plan, customerBody, loginAs } from '../api.js';
import { pick } from '../semi.js';
import { openAs } from '../session.js';

const browser = useBrowser();
let adminToken = '';
let plan: Plan;
let mark6: Customer;
let other: Customer;
let pick3: Customer;
let draw: Draw;

/** A Mark Six plan whose special number takes at most 5 to 500 yuan a line and 1,000 yuan per number over the whole book. */
const createPlan = () => createMark6Plan(adminToken, 'E2E 限额方案', (play) => ({ minStake: play === 'TM' ? 500 : 100, maxStake: 50_000, maxPerSelection: 100_000 }));

beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  const agent = await createAgent(adminToken, 'LIMAG', 'Limits agent');
  plan = await createPlan();
  const plans = await call(planListAll, adminToken);
  const p3Plan = plans.find((p) => p.game === 'PICK3' && p.status === 'active')!;
  const rich = { creditLimit: 100_000_000 };
  mark6 = await call(customerSave, adminToken, { ...customerBody('LIMA', '限额客户', agent.id, plan.id), ...rich });
  other = await call(customerSave, adminToken, { ...customerBody('LIMB', '另一客户', agent.id, plan.id), ...rich });
  pick3 = await call(customerSave, adminToken, { ...customerBody('LIMP', '三星客户', agent.id, p3Plan.id), ...rich });
  draw = (await call(lotteryCurrent, adminToken, { lottery: 'HK6' }))[0]!;
});

const eventually = { timeout: 10_000 };
async function chooseCustomer(page: Page, code: string) {
  await page.locator('#entry-customer').click();
  await page.keyboard.type(code);
  await page.locator('.semi-select-option', { hasText: code }).first().waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('#entry-customer').innerText(), eventually).toContain(code);
}
const rows = (page: Page) => page.locator('#order-draft-lines .semi-table-tbody .semi-table-row');
const playOptions = async (page: Page) => {
  await page.locator('#order-play').click();
  const options = await page.locator('.semi-select-option').allInnerTexts();
  await page.keyboard.press('Escape');
  return options;
};

describe('the order form checks a line before it is sent', () => {
  // A long walk through one page: a busy machine needs more than the default 30 s.
  it("shows a line's min, max and what the book leaves, live, and marks a line over a limit before submit", { timeout: 120_000 }, async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/orders/new');
    await chooseCustomer(page, 'LIMA');
    await expect.poll(() => page.locator('#entry-draw').innerText(), eventually).toContain(draw.issue);
    await expect.poll(() => page.locator('#order-play-terms').innerText(), eventually).toContain('¥5.00');
    expect(await page.locator('#order-play-terms').innerText()).toContain('¥1,000.00');

    // The demo book already holds stakes on this draw: the number it holds least on, and another customer takes
    // what brings it to 900 yuan, so 100 yuan are left on it.
    const numbers = Array.from({ length: 49 }, (_, i) => ({ play: 'TM', selection: String(i + 1) }));
    const { taken } = await call(orderLimits, adminToken, { customerId: mark6.id, drawId: draw.id, selections: numbers });
    const held = (n: number) => taken.find((row) => row.selection === String(n))?.stake ?? 0;
    const n = numbers.map((_, i) => i + 1).reduce((best, m) => (held(m) < held(best) ? m : best), 1);
    expect(held(n)).toBeLessThan(90_000);
    const fill = 90_000 - held(n);
    const lines = [Math.min(fill, 45_000), fill - Math.min(fill, 45_000)].filter((stake) => stake >= 500).map((stake) => ({ play: 'TM', selection: String(n), stake }));
    if (lines.length > 0) await call(orderSave, adminToken, { requestId: `e2e-lim-${Date.now()}`, customerId: other.id, drawId: draw.id, lines });
    expect(held(n) + lines.reduce((sum, line) => sum + line.stake, 0)).toBe(90_000);
    await page.locator(`#order-grid [data-number="${n}"]`).click();
    await page.locator('#order-amount').fill('60');
    await page.locator('#order-amount').press('Enter');
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => rows(page).first().locator('[data-left]').getAttribute('data-left'), eventually).toBe('10000');
    expect(await rows(page).first().innerText()).toContain('¥100.00');
    expect(await page.locator('#order-draft-lines [data-refused]').count()).toBe(0);

    // A second 60 yuan on it goes over what is left: marked, in words with yuan, and Book is off.
    await page.locator(`#order-grid [data-number="${n}"]`).click();
    await page.locator('#order-amount').press('Enter');
    await expect.poll(() => page.locator('#order-draft-lines [data-refused="max-per-selection"]').count(), eventually).toBe(1);
    const marked = await page.locator('#order-draft-lines [data-refused]').innerText();
    expect(marked).toContain('超出单号限额 ¥1,000.00');
    expect(marked).toContain('¥900.00');
    expect(await page.locator('#order-book').isDisabled()).toBe(true);

    // Below the plan's minimum: marked too.
    await page.locator(`#order-grid [data-number="${n === 8 ? 9 : 8}"]`).click();
    await page.locator('#order-amount').fill('2');
    await page.locator('#order-amount').press('Enter');
    await expect.poll(() => page.locator('#order-draft-lines [data-refused="min-stake"]').count(), eventually).toBe(1);

    // Removing the two bad lines leaves one that the server takes.
    await page.locator('#order-draft-lines [data-refused] button').first().click();
    await page.locator('#order-draft-lines [data-refused] button').first().click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await page.locator('#order-book').isDisabled()).toBe(false);
    await page.locator('#order-book').click();
    await page.waitForURL('**/orders/result**', eventually);
    expect(await page.locator('#result-page').getAttribute('data-status')).toBe('success');
  });

  it("offers only the plays of the customer's plan for the draw's game", { timeout: 90_000 }, async () => {
    const page = await newPage(browser());
    await openAs(page, 'admin', inject('adminPassword'), '/orders/new');
    await chooseCustomer(page, 'LIMP');
    // A pick-3 customer on a Mark Six draw: no play, and why.
    await page.locator('#order-other-game').waitFor(eventually);
    expect(await page.locator('#order-play').count()).toBe(0);
    await pick(page, '#entry-lottery', '排列三');
    await expect.poll(() => page.locator('#order-other-game').count(), eventually).toBe(0);
    const options = await playOptions(page);
    expect(options).toContain('直选');
    expect(options.some((o) => o.includes('特码'))).toBe(false);
    expect(pick3.planId).not.toBe(plan.id);
  });
});
