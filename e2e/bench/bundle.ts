// `pnpm bench:bundle`: what a real browser downloads for the login route and for the shell plus the
// first remote page, gzip sizes against QUALITY.md's budgets, and which shared modules came from where.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launch } from '../chromium.js';
import { ADMIN_PASSWORD, ROOT, startSystem } from '../system.js';

type Download = { url: string; kind: 'js' | 'css'; gzip: number };
const KB = 1000;

/** Every JS and CSS file the page downloads from now on, with its gzip size. */
function record(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => null);
    if (body) downloads.push({ url: response.url(), kind: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, { level: 9 }).length });
  });
  return downloads;
}

/** Which app built a file, and for a shared module which one, from the federation manifests. */
function sharedOwners(): Map<string, { app: string; shared: string | null }> {
  const owners = new Map<string, { app: string; shared: string | null }>();
  const apps = [{ name: 'host', dir: path.join(ROOT, 'host/dist') }];
  for (const remote of fs.readdirSync(path.join(ROOT, 'remotes'))) apps.push({ name: remote, dir: path.join(ROOT, 'remotes', remote, 'dist') });
  for (const app of apps) {
    const manifestFile = path.join(app.dir, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) continue;
    for (const file of fs.readdirSync(app.dir)) owners.set(`${app.name}:${file}`, { app: app.name, shared: null });
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) owners.set(`${app.name}:${path.basename(file)}`, { app: app.name, shared: shared.name });
    }
  }
  return owners;
}

const appOf = (url: string) => /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'host';
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const total = (downloads: Download[], kind: Download['kind']) => downloads.filter((d) => d.kind === kind).reduce((sum, d) => sum + d.gzip, 0);

function line(label: string, bytes: number, budgetKb: number) {
  const verdict = bytes <= budgetKb * KB ? 'ok' : 'OVER';
  console.log(`${label.padEnd(44)} ${kb(bytes).padStart(10)}   budget ${String(budgetKb).padStart(3)} kB   ${verdict}`);
}

const system = await startSystem();
const browser = await launch();
try {
  const page = await (await browser.newContext({ baseURL: system.baseUrl, locale: 'zh-CN' })).newPage();
  const downloads = record(page);

  await page.goto('/login', { waitUntil: 'networkidle' });
  const login = [...downloads];

  await page.locator('input[name=username]').fill('admin');
  await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/dashboard/workplace');
  await page.waitForSelector('.semi-navigation');
  await page.locator('.semi-navigation').getByText('用户列表').click();
  await page.waitForSelector('.semi-table-tbody .semi-table-row');
  await page.waitForLoadState('networkidle');
  const shellAndUsers = [...downloads];

  console.log('\nDrawDesk bundle report (gzip -9 of each downloaded file, Chromium network log)\n');
  line('login route: JS', total(login, 'js'), 160);
  line('login route: CSS', total(login, 'css'), 20);
  line('shell after login + users list: JS', total(shellAndUsers, 'js'), 250);
  console.log(`${'shell after login + users list: CSS'.padEnd(44)} ${kb(total(shellAndUsers, 'css')).padStart(10)}`);

  const owners = sharedOwners();
  const users = shellAndUsers.filter((d) => d.kind === 'js' && appOf(d.url) === 'users');
  const usersOwn = users.filter((d) => !owners.get(`users:${path.basename(new URL(d.url).pathname)}`)?.shared);
  line("users remote's own first chunks: JS", total(usersOwn, 'js'), 60);

  console.log('\nShared modules downloaded (module <- app that provided it):');
  const providers = new Map<string, Set<string>>();
  for (const d of shellAndUsers) {
    const app = appOf(d.url);
    const owner = owners.get(`${app}:${path.basename(new URL(d.url).pathname)}`);
    if (!owner?.shared) continue;
    providers.set(owner.shared, (providers.get(owner.shared) ?? new Set()).add(app));
  }
  for (const [shared, apps] of [...providers].sort()) console.log(`  ${shared.padEnd(32)} <- ${[...apps].join(', ')}${apps.size > 1 ? '   LOADED TWICE' : ''}`);
  console.log(`\nFiles: ${login.length} for the login route, ${shellAndUsers.length} in all.`);
  // `--files` lists every download, largest first, to see what a budget is spent on.
  if (process.argv.includes('--files')) {
    for (const d of [...shellAndUsers].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(d.gzip).padStart(9)}  ${login.includes(d) ? 'login' : 'later'}  ${new URL(d.url).pathname}`);
  }
} finally {
  await browser.close();
  await system.stop();
}
