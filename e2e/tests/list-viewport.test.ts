import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contextOptions, useBrowser } from '../browser.js';
import { openAs, openInConsole } from '../session.js';

const browser = useBrowser();

/** Every list page of the console (Admin sees them all), its list's id, and the tab that shows it (if not the first). */
const LISTS: readonly (readonly [string, string, string?])[] = [
  ['/orders/list', 'orders'],
  ['/customers/list', 'customers'],
  ['/number-analyse/list', 'analyses'],
  ['/lottery/lottery', 'draws'],
  ['/plans/list', 'plans'],
  ['/users/list', 'users'],
  ['/system/agent', 'agents', '代理列表'],
  ['/system/audit', 'audit'],
  ['/system/jobs', 'jobs'],
];

/** The right edge of every element the selector finds, and the width of the window. */
const rightEdges = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((all) => ({ edges: all.map((e) => e.getBoundingClientRect().right), width: window.innerWidth }));

describe.each([1280, 1440])('lists at %i px', (width) => {
  // Nine pages in one test: a busy machine needs more than the default 30 s.
  it("keep every list's toolbar and row actions inside the window (a wide table scrolls inside its pane)", { timeout: 180_000 }, async () => {
    const context = await browser().newContext({ ...contextOptions(), viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openAs(page, 'admin', inject('adminPassword'), LISTS[0]![0]);
    for (const [path, id, tab] of LISTS) {
      // The console loaded once, then each list opened as the menu opens it (the pages before it kept, hidden, in their tabs).
      if (path !== LISTS[0]![0]) await openInConsole(page, path);
      if (tab) await page.getByRole('tab', { name: tab }).click();
      await page.locator(`#${id}-table`).waitFor({ timeout: 20_000 });
      // A wide window shows the filters themselves, not the narrow screen's button that unfolds them.
      await expect.poll(() => page.locator(`#${id}-filters`).isVisible(), { message: `${path} filters` }).toBe(true);
      expect(await page.locator(`#${id}-filters`).locator('xpath=preceding-sibling::button').isVisible(), `${path} filters button`).toBe(false);
      const tools = await rightEdges(page, `#${id}-refresh, #${id}-columns, #${id}-density`);
      expect(tools.edges.length, path).toBeGreaterThan(0);
      // Polled: while a tab's table is still taking its width, the toolbar can stand past the window for a moment.
      await expect
        .poll(async () => Math.max(...(await rightEdges(page, `#${id}-refresh, #${id}-columns, #${id}-density`)).edges), { message: `${path} toolbar` })
        .toBeLessThanOrEqual(tools.width);
      // The actions column (the last cell of each row, fixed to the right), where the list has rows with actions.
      const actions = await rightEdges(page, `#${id}-table .semi-table-tbody .semi-table-row > td:last-child button`);
      for (const edge of actions.edges) expect(edge, `${path} row actions`).toBeLessThanOrEqual(actions.width);
      // A table wider than its pane scrolls by a bar in view at the window's bottom (not under its last row), as
      // wide as the table scrolls; a narrower table fills its pane.
      await expect
        .poll(
          () =>
            page.evaluate((list) => {
              const table = document.querySelector(`#${list}-table`)!;
              const body = table.querySelector<HTMLElement>('.semi-table-body')!;
              const bar = table.parentElement!.querySelector<HTMLElement>('[data-side-scroll]');
              if (body.scrollWidth <= body.clientWidth) return bar === null && body.querySelector('table')!.getBoundingClientRect().width >= body.clientWidth - 1 ? 'fits' : 'narrow or a bar';
              if (!bar) return 'no bar';
              return bar.getBoundingClientRect().bottom <= window.innerHeight && Math.abs(bar.scrollWidth - body.scrollWidth) <= 1 ? 'bar' : 'bar out of view';
            }, id),
          { message: `${path} sideways` },
        )
        .toMatch(/^(fits|bar)$/);
      // Nothing on the page is pushed past the window: the document does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
});
