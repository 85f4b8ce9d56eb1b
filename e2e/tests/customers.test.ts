import type { Page } from 'playwright-core';
import { type Agent, type Customer, customerList, customerListAll, customerRead, customerSave, type Plan, userSave } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from '../browser.js';
import { call, createAgent, createMark6Plan, customerBody, loginAs, urlOf } from '../api.js';
import { pick } from '../semi.js';
import { signIn } from '../session.js';

const clerk = { username: 'agent-a-clerk', password: 'agent a clerk password', nickName: 'Clerk A' };

const browser = useBrowser();
let adminToken = '';
let agentA: Agent;
let agentB: Agent;
let plan: Plan;
let customerB: Customer;

/** An active Mark Six plan of the test's own, on the catalogue's typical terms. */
const createPlan = () => createMark6Plan(adminToken, 'E2E 客户方案', () => ({ minStake: 100, maxStake: 500_000, maxPerSelection: 2_000_000 }));

beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  agentA = await createAgent(adminToken, 'E2E-A', '测试代理甲');
  agentB = await createAgent(adminToken, 'E2E-B', '测试代理乙');
  plan = await createPlan();
  await call(userSave, adminToken, { ...clerk, role: 'User', agentId: agentA.id, status: 'active' });
  customerB = await call(customerSave, adminToken, customerBody('E2E-B1', '乙的客户', agentB.id, plan.id));
});

const rowOf = (page: Page, code: string) => page.locator('.semi-table-tbody .semi-table-row', { has: page.getByText(code, { exact: true }) });
const codes = (page: Page) => page.locator('.semi-table-tbody .semi-table-row td:first-child').allInnerTexts();
const errorOf = (page: Page, field: string) => page.locator(`#${field}-errormessage`).innerText();
const customerByCode = async (code: string) =>
  (await call(customerList, adminToken, { page: 1, pageSize: 20, keyword: code })).list.find((c) => c.code === code);

/** Opens 客户 > 客户列表 and narrows it to this test's customers (the demo book has many). */
async function openList(page: Page) {
  await page.goto('/customers/list');
  await page.locator('#customers-filter-keyword').fill('E2E-');
  await page.getByRole('button', { name: '搜索' }).click();
}

describe('customers', () => {
  it('an Admin creates a customer in the drawer (client rules, a taken code), opens it, edits its credit limit and switches customer', async () => {
    const page = await newPage(browser());
    let saves = 0;
    let lookups = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(urlOf(customerSave))) saves += 1;
      if (r.url().endsWith(urlOf(customerListAll))) lookups += 1;
    });
    await signIn(page, 'admin', inject('adminPassword'));
    await openList(page);
    await expect.poll(() => codes(page)).toEqual(['E2E-B1']);

    const drawer = page.locator('.semi-sidesheet');
    await page.getByRole('button', { name: '新建客户' }).click();
    await drawer.getByText('新建客户').waitFor();
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(page, 'code')).toBe('必填');
    expect(await errorOf(page, 'agentId')).toBe('必填');
    await drawer.locator('#code').fill('a b');
    await drawer.locator('#creditLimit').fill('1.234');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(page, 'code')).toBe('编号为 1 到 32 个字母、数字、下划线或连字符');
    expect(await errorOf(page, 'creditLimit')).toBe('请输入金额（元），最多两位小数');
    expect(saves).toBe(0); // nothing reached the server

    // Codes are compared without case: B's customer has this one.
    await drawer.locator('#code').fill('e2e-b1');
    await drawer.locator('#name').fill('甲的客户');
    await drawer.locator('#phone').fill('+8613900000001');
    await pick(page, '.semi-sidesheet #channel', '微信');
    await pick(page, '.semi-sidesheet #agentId', 'E2E-A 测试代理甲');
    await pick(page, '.semi-sidesheet #planId', plan.name);
    await drawer.locator('#creditLimit').fill('500');
    await drawer.locator('.semi-tagInput input').fill('VIP');
    await drawer.locator('.semi-tagInput input').press('Enter');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => errorOf(page, 'code')).toBe('该编号已被其他客户使用');
    expect(saves).toBe(1);

    await drawer.locator('#code').fill('E2E-A1');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByText('已创建客户 E2E-A1').waitFor();
    await expect.poll(() => codes(page)).toEqual(['E2E-B1', 'E2E-A1']);
    const row = await rowOf(page, 'E2E-A1').innerText();
    for (const text of ['甲的客户', '+8613900000001', '微信', 'E2E-A 测试代理甲', plan.name, '¥500.00', '正常', 'VIP']) expect(row).toContain(text);

    // The server sorts: by credit limit up (¥500 before ¥1,000), then down.
    const creditHeader = page.locator('.semi-table-thead th', { hasText: '信用额度' });
    await creditHeader.click();
    await expect.poll(() => codes(page)).toEqual(['E2E-A1', 'E2E-B1']);
    await creditHeader.click();
    await expect.poll(() => codes(page)).toEqual(['E2E-B1', 'E2E-A1']);

    await rowOf(page, 'E2E-A1').getByRole('link', { name: 'E2E-A1' }).click();
    const created = (await customerByCode('E2E-A1'))!;
    await page.waitForURL(`**/customers/detail?id=${created.id}`);
    const profile = page.locator('#customer-profile');
    await profile.getByText('甲的客户').first().waitFor();
    const planLink = page.locator('#customer-plan').getByRole('link', { name: plan.name });
    expect(await planLink.getAttribute('href')).toBe(`/plans/detail?id=${plan.id}`);
    expect(await page.locator('#customer-plan').innerText()).toContain('¥500.00');
    await expect.poll(() => lookups).toBe(1);

    await page.getByRole('button', { name: '编辑' }).click();
    await drawer.getByText('编辑客户').waitFor();
    expect(await drawer.locator('#code').getAttribute('readonly')).not.toBeNull();
    expect(await drawer.locator('#creditLimit').inputValue()).toBe('500');
    await drawer.locator('#creditLimit').fill('1234.56');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存客户 E2E-A1').waitFor();
    await expect.poll(() => page.locator('#customer-plan').innerText()).toContain('¥1,234.56');
    expect((await customerByCode('E2E-A1'))?.creditLimit).toBe(123_456);
    // The save invalidated the cached list-all: the switch reads it again, once.
    await expect.poll(() => lookups).toBe(2);

    await pick(page, '#customers-switch', 'E2E-B1 乙的客户');
    await page.waitForURL(`**/customers/detail?id=${customerB.id}`);
    await page.locator('#customer-profile').getByText('乙的客户').first().waitFor();
    expect(await page.locator('#customer-profile').innerText()).toContain('E2E-B 测试代理乙');
    expect(lookups).toBe(2); // switching reads the cached answer
  });

  it("a User sees only its agent's customers: the agent is locked in the form, and another agent's customer is not found", async () => {
    const page = await newPage(browser());
    await signIn(page, clerk.username, clerk.password);
    await openList(page);
    await expect.poll(() => codes(page)).toEqual(['E2E-A1']);
    expect(await page.locator('#customers-filter-agent').count()).toBe(0);
    // Its own agent by name (the User may list its own subtree of agents), not a bare id.
    await page.locator('.semi-table-tbody').getByText('E2E-A 测试代理甲').waitFor();

    await page.getByRole('button', { name: '新建客户' }).click();
    const drawer = page.locator('.semi-sidesheet');
    await drawer.getByText('客户归属你所在的代理').waitFor();
    expect(await drawer.locator('#agentId').getAttribute('class')).toContain('semi-select-disabled');
    await drawer.getByRole('button', { name: '取消' }).click();

    const read = page.waitForResponse((r) => r.url().endsWith(`${urlOf(customerRead)}?id=${customerB.id}`));
    await page.goto(`/customers/detail?id=${customerB.id}`);
    expect((await read).status()).toBe(404); // outside the User's scope is the same as not existing
    await page.getByText('客户不存在', { exact: true }).waitFor();
    expect(await page.locator('#customer-profile').count()).toBe(0);
    await page.getByRole('link', { name: '返回客户列表' }).click();
    await page.waitForURL('**/customers/list');
  });

  it('an Admin removes a customer on its detail page after the confirmation: the list waiting in its tab drops it, and its code is free again', async () => {
    const page = await newPage(browser());
    await signIn(page, 'admin', inject('adminPassword'));
    await openList(page);
    await expect.poll(() => codes(page)).toEqual(['E2E-B1', 'E2E-A1']);
    await rowOf(page, 'E2E-A1').getByRole('link', { name: 'E2E-A1' }).click();
    await page.locator('#customer-profile').waitFor();

    await page.getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.semi-popconfirm');
    await confirm.getByText('删除客户 E2E-A1？').waitFor();
    await confirm.getByText('取消').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await customerByCode('E2E-A1')).toBeDefined();
    await page.getByRole('button', { name: '删除' }).click();
    await confirm.getByText('确定').click();
    await page.getByText('已删除客户 E2E-A1').waitFor();
    await page.waitForURL('**/customers/list');
    await expect.poll(() => codes(page)).toEqual(['E2E-B1']);
    expect(await customerByCode('E2E-A1')).toBeUndefined();

    const again = await call(customerSave, adminToken, customerBody('E2E-A1', '甲的新客户', agentA.id, plan.id));
    expect(again.code).toBe('E2E-A1');
  });
});

