import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, checkChromium } from '../chromium.js';

/** Lighthouse desktop budgets (docs/quality.md). */
const BUDGET = { performance: 95, lcpMs: 1200, cls: 0.05 };
/** Runs per page; the median (by performance score) is reported, a 2-core machine being noisy. */
const RUNS = 3;

type Figures = { performance: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number };

/**
 * Lighthouse (the npm package, desktop preset, performance only) on a page of the running console, in
 * the Chromium of `startChromium`. Lighthouse clears the HTTP cache before each run (cold cache) but
 * keeps local storage, so the token set there keeps the page logged in.
 */
async function audit(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' }, desktopConfig);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
  };
}

/** A run that fails (on a busy machine a DevTools call can time out) is tried again, twice at most. */
async function auditWithRetries(port: number, url: string, triesLeft = 3): Promise<Figures> {
  try {
    return await audit(port, url);
  } catch (error) {
    if (triesLeft <= 1) throw error;
    console.log(`  (${(error as Error).message}: trying again)`);
    return auditWithRetries(port, url, triesLeft - 1);
  }
}

async function median(port: number, url: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditWithRetries(port, url));
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
}

function print(label: string, f: Figures) {
  const ok = f.performance >= BUDGET.performance && f.lcpMs <= BUDGET.lcpMs && f.cls <= BUDGET.cls;
  console.log(
    `${label.padEnd(22)} performance ${String(f.performance).padStart(3)}   LCP ${(f.lcpMs / 1000).toFixed(2)} s   CLS ${f.cls.toFixed(3)}   ` +
      `TBT ${Math.round(f.tbtMs)} ms   FCP ${(f.fcpMs / 1000).toFixed(2)} s   ${ok ? 'ok' : 'OVER'}`,
  );
}

/**
 * Debian's Chromium started alone with a debugging port, for Lighthouse to drive (playwright, attached to
 * the same browser, would also hold every tab Lighthouse opens); `stop` ends it and removes its profile.
 */
async function startChromium() {
  checkChromium();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'drawdesk-lighthouse-'));
  const browser = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; !fs.existsSync(portFile); waited += 100) {
    if (waited > 30_000 || browser.exitCode !== null) throw new Error('Chromium did not open its debugging port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill('SIGTERM');
    await exited;
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { port: Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]), stop };
}

/** Puts the session's token into the browser's local storage for the console's origin, as a login would. */
async function keepLoggedIn(port: number, baseUrl: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.close();
  } finally {
    // Only disconnects: the browser stays for Lighthouse.
    await browser.close();
  }
}

/** Lighthouse's desktop figures for the login page, the workplace and the orders list (logged in with `token`). */
export async function lighthouseFigures(baseUrl: string, token: string) {
  const browser = await startChromium();
  try {
    console.log(`\nLighthouse ${RUNS}x per page (desktop preset, simulated throttling), median; budget performance >= ${BUDGET.performance}, LCP <= ${BUDGET.lcpMs / 1000} s, CLS <= ${BUDGET.cls}\n`);
    print('/login', await median(browser.port, `${baseUrl}/login`));
    await keepLoggedIn(browser.port, baseUrl, token);
    print('/dashboard/workplace', await median(browser.port, `${baseUrl}/dashboard/workplace`));
    print('/orders/list', await median(browser.port, `${baseUrl}/orders/list`));
  } finally {
    await browser.stop();
  }
}
