import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:18231';
const pw = process.argv[2]!;
const route = process.argv[3]!;
const r = await fetch(`${base}/api/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: pw }) });
const token = ((await r.json()) as { data: { token: string } }).data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const totals = new Map<string, number>();
const N = 3;
for (let i = 0; i < N; i++) {
  const context = await browser.newContext({ baseURL: base, locale: 'zh-CN', reducedMotion: 'reduce', storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'token', value: token }] }] } });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'cc', 'gpu', 'toplevel'] });
  await page.goto(route);
  await page.waitForFunction(() => document.querySelectorAll('.semi-table-row, [data-figure]').length > 0 && !document.querySelector('.semi-skeleton, .semi-spin-spinning'), null, { timeout: 30000 });
  await page.waitForTimeout(800);
  const buf = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buf.toString()) as { traceEvents: { name: string; ph: string; dur?: number; tdur?: number; pid: number; tid: number; args?: any }[] };
  // thread names
  const names = new Map<string, string>();
  for (const e of traceEvents) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  // self time approximation: only top-level-ish by name using tdur (thread time)
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.tdur === undefined) continue;
    const t = names.get(`${e.pid}:${e.tid}`) ?? '?';
    const key = `${t} | ${e.name}`;
    totals.set(key, (totals.get(key) ?? 0) + e.tdur / 1000);
  }
  await context.close();
}
console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${(v / N).toFixed(0).padStart(7)} ms  ${k}`).join('\n'));
await browser.close();
