// `pnpm --filter @drawdesk/e2e bench:idle`: the CPU an idle console costs, as a share of one core: Chromium's
// processes (the browser this bench starts and its children, from /proc) over 10 s of a page left alone, 4 s after
// it showed. The workplace (two charts), the orders list with the workplace kept alive in its hidden tab, and the
// orders list alone. Needs a build (`pnpm build`); noisy on a shared machine (docs/developing.md#charts).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, checkChromium } from '../chromium.js';
import { openInConsole, signIn } from '../session.js';
import { ADMIN_PASSWORD, startSystem } from '../system.js';

const SETTLE_MS = 4000;
const MEASURE_MS = 10_000;
/** Linux counts a process's CPU in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** A process's parent and its user + system CPU ticks (fields 4, 14 and 15 of /proc/<pid>/stat), or null once it is gone. */
function stat(pid: number) {
  try {
    // The name (field 2) may hold spaces: the fields after it start past its closing parenthesis.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The CPU ticks of a process and all its descendants (Chromium's renderers, GPU and utility processes). */
function treeTicks(root: number): number {
  const processes = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => ({ pid: Number(entry), stat: stat(Number(entry)) }));
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { pid, stat: s } of processes) {
      if (s && !tree.has(pid) && tree.has(s.parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return processes.reduce((sum, { pid, stat: s }) => sum + (tree.has(pid) && s ? s.ticks : 0), 0);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idleShare(root: number, label: string) {
  await pause(SETTLE_MS);
  const before = treeTicks(root);
  await pause(MEASURE_MS);
  const share = (treeTicks(root) - before) / TICKS_PER_SECOND / (MEASURE_MS / 1000);
  console.log(`${label}: ${(share * 100).toFixed(1)} % of a core`);
}

checkChromium();
const system = await startSystem();
const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const root = server.process().pid!;
  const browser = await chromium.connect(server.wsEndpoint());
  const page = await browser.newPage({ baseURL: system.baseUrl, viewport: { width: 1280, height: 800 } });
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/dashboard/workplace');
  await page.locator('#workplace-content-chart svg').waitFor();
  await page.locator('#workplace-category-chart svg').waitFor();
  await idleShare(root, 'workplace (two SVG charts)');
  await openInConsole(page, '/orders/list');
  await page.locator('.semi-table-tbody').first().waitFor();
  await idleShare(root, 'orders list, the workplace kept alive in its hidden tab');
  await page.goto('/orders/list');
  await page.locator('.semi-table-tbody').first().waitFor();
  await idleShare(root, 'orders list alone');
  await browser.close();
} finally {
  await server.close();
  await system.stop();
}
