import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses an option of a Semi select, and waits until the select shows it (Semi applies the choice as its
 * dropdown closes, which on a busy machine can take longer than expect.poll's default second).
 */
export async function pick(page: Page, select: string, option: string) {
  await page.locator(select).click();
  await page.locator('.semi-select-option', { hasText: option }).click();
  await expect.poll(() => page.locator(select).innerText(), { timeout: 10_000 }).toBe(option);
}
