// `pnpm bench:bundle`: the JavaScript a browser downloads from the real server, bytes on the wire
// (Chromium's network log, encoded sizes), cold cache, per route, against the console's budgets
// (docs/quality.md), the largest files of each route, and Lighthouse's desktop figures.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { userLogin } from '@drawdesk/contracts';
import { launch } from '../chromium.js';
import { fetchedAroundShown, markWhenShown, networkLog, type Download } from '../network-log.js';
import { ADMIN_PASSWORD, ROOT, startSystem } from '../system.js';
import { lighthouseFigures } from './lighthouse.js';
import { chunkNames } from './chunk-names.js';

const KB = 1000;
/** Budgets in kB of JavaScript on the wire (docs/quality.md). */
const BUDGET = { login: 160, landing: 250, listPage: 300, remoteOwn: 60 };
/** What shows that a list page is there: its first row, or its empty state (the agents page opens on its tree). */
const LIST_SHOWN = '.semi-table-tbody .semi-table-row, .semi-table-placeholder, [data-agent]';
/**
 * Remotes whose first page is no list: what shows that its first view is there. Like the workplace, such a
 * page counts until that view shows (its charts follow, and are listed apart).
 */
const FIRST_VIEW: Record<string, string> = { '/visualization/book': '#book-filters' };

/** `--every-file` lists every JavaScript file of a route instead of its five largest. */
const EVERY_FILE = process.argv.includes('--every-file');

type Route = { label: string; downloads: Download[]; budgetKb: number };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const appOf = (urlPath: string) => /^\/remotes\/([^/]+)\//.exec(urlPath)?.[1] ?? 'host';
const js = (downloads: Download[]) => downloads.filter((d) => d.kind === 'js');
const sum = (downloads: Download[]) => downloads.reduce((total, d) => total + d.bytes, 0);

/** Shared modules a route got from two apps (a singleton loaded twice), as `module <- app, app`. */
function loadedTwice(route: Route, names: Map<string, string>): string[] {
  const providers = new Map<string, Set<string>>();
  for (const d of js(route.downloads)) {
    const name = names.get(d.path);
    if (!name?.startsWith('shared ')) continue;
    for (const shared of name.slice('shared '.length).split(', ')) providers.set(shared, (providers.get(shared) ?? new Set()).add(appOf(d.path)));
  }
  return [...providers].filter(([, apps]) => apps.size > 1).map(([shared, apps]) => `${shared} <- ${[...apps].join(', ')}`);
}

/** Each remote's name and its first route (its list page), from the production registry. */
function listPages(): { name: string; path: string }[] {
  const registry = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'remotes.json'), 'utf8')) as { remotes: { name: string; routes: { path: string }[] }[] };
  return registry.remotes.map((remote) => ({ name: remote.name, path: remote.routes[0]!.path }));
}

async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1${userLogin.path}`, {
    method: userLogin.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A page in a fresh context (empty cache), logged in with `token` when given, recording its downloads. */
async function coldPage(browser: Browser, baseUrl: string, token?: string) {
  const storageState = token ? { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'token', value: token }] }] } : undefined;
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', storageState });
  const page = await context.newPage();
  const log = networkLog(page);
  /** Waits for `selector`, then until no file is being fetched. */
  const settle = async (selector: string) => {
    await page.locator(selector).filter({ visible: true }).first().waitFor({ timeout: 60_000 });
    await log.quiet();
  };
  return { page, settle, downloads: log.downloads, close: () => context.close() };
}

function report(route: Route, names: Map<string, string>) {
  const bytes = sum(js(route.downloads));
  const ratio = bytes / (route.budgetKb * KB);
  // The budget is the scripts' bodies; their answers' headers cross the wire too, and are printed beside it.
  const headers = js(route.downloads).reduce((total, d) => total + d.headerBytes, 0);
  console.log(
    `${route.label.padEnd(46)} ${kb(bytes).padStart(10)}   budget ${String(route.budgetKb).padStart(3)} kB   ratio ${ratio.toFixed(2)}   ${ratio <= 1 ? 'ok' : 'OVER'}` +
      `   (${js(route.downloads).length} files, ${kb(headers)} of headers)`,
  );
  for (const d of js(route.downloads).sort((a, b) => b.bytes - a.bytes).slice(0, EVERY_FILE ? undefined : 5)) {
    const name = names.get(d.path) ?? '';
    console.log(`    ${kb(d.bytes).padStart(9)}  ${(d.encoding ?? 'identity').padEnd(8)} ${(name.length > 32 ? `${name.slice(0, 31)}…` : name).padEnd(32)} ${d.path}`);
  }
}

const system = await startSystem();
const browser = await launch();
try {
  const names = chunkNames();
  const token = await adminToken(system.baseUrl);
  const routes: Route[] = [];
  const own: Route[] = [];

  const login = await coldPage(browser, system.baseUrl);
  await login.page.goto('/login');
  await login.settle('input[name=username]');
  routes.push({ label: '/login', downloads: await login.downloads(), budgetKb: BUDGET.login });
  await login.close();

  // The landing page counts until its figures show: what it fetches after (the charts) is listed apart.
  const landing = await coldPage(browser, system.baseUrl, token);
  await markWhenShown(landing.page, '[data-figure]');
  await landing.page.goto('/dashboard/workplace');
  await landing.settle('#workplace-category-chart svg');
  const { before } = await fetchedAroundShown(landing.page);
  const all = await landing.downloads();
  routes.push({ label: '/dashboard/workplace until its figures show', downloads: all.filter((d) => before.includes(d.path)), budgetKb: BUDGET.landing });
  const charts = all.filter((d) => !before.includes(d.path));
  await landing.close();

  const after: { label: string; downloads: Download[] }[] = [{ label: "The workplace's charts", downloads: charts }];
  for (const remote of listPages()) {
    const list = await coldPage(browser, system.baseUrl, token);
    const firstView = FIRST_VIEW[remote.path];
    if (firstView) await markWhenShown(list.page, firstView);
    await list.page.goto(remote.path);
    await list.settle(firstView ?? LIST_SHOWN);
    let downloads = await list.downloads();
    if (firstView) {
      const { before } = await fetchedAroundShown(list.page);
      after.push({ label: `${remote.path}'s charts`, downloads: downloads.filter((d) => !before.includes(d.path)) });
      downloads = downloads.filter((d) => before.includes(d.path));
    }
    routes.push({ label: `shell + ${remote.path}${firstView ? ' until its view shows' : ''}`, downloads, budgetKb: BUDGET.listPage });
    const mine = downloads.filter((d) => d.path.startsWith(`/remotes/${remote.name}/`) && !names.get(d.path)?.startsWith('shared '));
    own.push({ label: `${remote.name}: own first chunks`, downloads: mine, budgetKb: BUDGET.remoteOwn });
    await list.close();
  }

  console.log('\nDrawDesk bundle report: JavaScript on the wire (encoded bytes, Chromium network log), cold cache, largest files under each\n');
  for (const route of [...routes, ...own]) report(route, names);
  const twice = routes.flatMap((route) => loadedTwice(route, names).map((line) => `${route.label}: ${line}`));
  console.log(`\nShared modules loaded twice on a route: ${twice.length === 0 ? 'none' : `\n  ${twice.join('\n  ')}`}`);
  for (const later of after) console.log(`${later.label}, fetched after its first view showed: ${kb(sum(js(later.downloads)))} JS in ${js(later.downloads).length} files.`);
  const plain = routes.flatMap((r) => r.downloads).filter((d) => d.kind !== 'other' && d.encoding === null);
  if (plain.length > 0) {
    const paths = [...new Set(plain.map((d) => d.path))];
    console.log(`Served without compression: ${paths.length} JS and CSS files (${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', ...' : ''})`);
  }

  if (!process.argv.includes('--no-lighthouse')) await lighthouseFigures(system.baseUrl, token);
} finally {
  await browser.close();
  await system.stop();
}
