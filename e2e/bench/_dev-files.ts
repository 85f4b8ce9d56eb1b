import { launch } from '../chromium.js';
import { networkLog } from '../network-log.js';
import { chunkNames } from './chunk-names.js';
const [base, route, wait, token] = process.argv.slice(2);
const browser = await launch();
const context = await browser.newContext({ baseURL: base, locale: 'zh-CN', storageState: token ? { cookies: [], origins: [{ origin: base!, localStorage: [{ name: 'token', value: token }] }] } : undefined });
const page = await context.newPage();
const log = networkLog(page);
await page.goto(route!);
await page.locator(wait!).filter({ visible: true }).first().waitFor({ timeout: 60000 });
await log.quiet();
const names = chunkNames();
const d = (await log.downloads()).filter((x) => x.kind === 'js').sort((a, b) => b.bytes - a.bytes);
let sum = 0; for (const x of d) { sum += x.bytes; console.log((x.bytes / 1000).toFixed(1).padStart(8), x.encoding, (names.get(x.path) ?? '').padEnd(40), x.path); }
console.log('total', sum / 1000, d.length);
await browser.close();
