import type { Browser, Page, Request } from 'playwright-core';
import { analysisRead, analysisRun, customerSave, layoffApply, lotteryClose, lotteryCurrent, lotteryOpen, lotteryRead, lotteryResult, lotterySave, orderSave, planListAll, planRead, statementLink, userMenu, userSave } from '@drawdesk/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { poll } from '../../packages/server/test/poll.js';
import { contextOptions, useBrowser } from '../browser.js';
import { call, createAgent, customerBody, loginAs } from '../api.js';
import { openInConsole } from '../session.js';

/**
 * People read words, not codes: every page of the console (each route the menu gives Admin and User, the
 * detail pages on real rows, a draw's statement, the public report) in zh-CN and en-US, with a book that
 * holds every kind of selection, shows no play or selection code, no job kind or audit action, no object
 * by `#id`; and a zh-CN console never shows a server message in English.
 */

const browser = useBrowser();
const eventually = { timeout: 60_000 };
const USER = { username: 'words_user', password: 'words user password 1', nickName: 'Words' };

/** What a person must never read, each with what it is. */
const CODES: readonly [what: string, pattern: RegExp][] = [
  ['play code', /\b(?:TM|ZM)\b|\b(?:TM|ZM|PT|LM|LX|NH|HX|P3)_[A-Z0-9_]+\b/],
  ['selection code', /\b(?:RAT|OX|TIGER|RABBIT|DRAGON|SNAKE|HORSE|GOAT|MONKEY|ROOSTER|DOG|PIG|BIG|SMALL|ODD|EVEN|SUM_ODD|SUM_EVEN|TAIL_BIG|TAIL_SMALL|DOMESTIC|WILD|RED|BLUE|GREEN)\b/],
  ['job kind or audit action', /\b(?:draws?|orders?|analysis|user|agent|customer|plan|layoff|ledger|statement|strategy|settings|job|lottery|zodiac-year|demo|test)\.[a-z][a-z+-]*\b/],
  ['object by id', /#\d+/],
];

/** Every code the text holds, with a little of what surrounds it. */
function codesIn(text: string): string[] {
  return CODES.flatMap(([what, pattern]) =>
    [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => `${what} "${m[0]}" in "…${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ')}…"`),
  );
}

/** An English word of two letters or more: what a Chinese server message must not hold. */
const ENGLISH = /[A-Za-z]{2,}/;

// The book the walk reads: a customer of each game with a line of every kind of selection, a settled draw
// with its statement shared, an open draw analysed with its lay-offs applied.
let adminToken = '';
const ids = { mark6Order: 0, pick3Order: 0, customer: 0, agent: 0, plan: 0, analysis: 0 };
let reportPath = '';

const MARK6_LINES = [
  ['TM', '7'], ['TM_TWO_SIDED', 'BIG'], ['TM_COLOUR', 'RED'], ['TM_ZODIAC', 'SNAKE'], ['TM_TAIL', '3'], ['TM_HEAD', '2'],
  ['ZM', '12'], ['PT_ZODIAC', 'RAT'], ['LM_2_ALL', '3,15'], ['LM_3_2', '3,15,27'], ['LX_2', 'DRAGON,SNAKE'], ['NH_5', '1,2,3,4,5'],
] as const;
const PICK3_LINES = [['P3_DIRECT', '042'], ['P3_ONE_POS', '5**'], ['P3_TWO_POS', '5*7'], ['P3_POS_TWO_SIDED', 'H:BIG'], ['P3_SUM', '13'], ['P3_GROUP6', '123']] as const;

async function orderOf(customerId: number, drawId: number, planId: number, lines: readonly (readonly [string, string])[]) {
  const plan = await call(planRead, adminToken, { id: planId });
  const open = lines.filter(([play]) => !plan.rows.find((r) => r.play === play)!.locked);
  const stakeOf = (play: string) => {
    const row = plan.rows.find((r) => r.play === play)!;
    return Math.max(row.minStake, Math.min(row.maxStake, 1000));
  };
  const body = { requestId: `e2e-words-${drawId}-${Date.now()}`, customerId, drawId, lines: open.map(([play, selection]) => ({ play, selection, stake: stakeOf(play) })) };
  return call(orderSave, adminToken, body);
}

/** How the book's setup polls real state (outside a test, where expect.poll is not allowed). */
const slowly = { ms: eventually.timeout, every: 250 };

beforeAll(async () => {
  adminToken = await loginAs('admin', inject('adminPassword'));
  const agent = await createAgent(adminToken, 'WORDSAG', '词语代理');
  ids.agent = agent.id;
  await call(userSave, adminToken, { ...USER, role: 'User', status: 'active', agentId: agent.id });
  const plans = await call(planListAll, adminToken);
  const mark6Plan = plans.find((p) => p.game === 'MARK6' && p.status === 'active')!;
  const pick3Plan = plans.find((p) => p.game === 'PICK3' && p.status === 'active')!;
  ids.plan = mark6Plan.id;
  const mark6 = await call(customerSave, adminToken, { ...customerBody('WORDS-M6', '六合客户', agent.id, mark6Plan.id), creditLimit: 100_000_000 });
  const pick3 = await call(customerSave, adminToken, { ...customerBody('WORDS-P3', '排三客户', agent.id, pick3Plan.id), creditLimit: 100_000_000 });
  ids.customer = mark6.id;

  // A Macau draw of its own: every kind of Mark Six selection, settled, its statement shared.
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const created = await call(lotterySave, adminToken, { lottery: 'MO6', opensAt: inHours(1), closesAt: inHours(2), drawAt: inHours(2.5) });
  const settled = await call(lotteryOpen, adminToken, undefined, { id: created.id });
  ids.mark6Order = (await orderOf(mark6.id, settled.id, mark6Plan.id, MARK6_LINES)).id;
  await call(lotteryClose, adminToken, undefined, { id: settled.id });
  await call(lotteryResult, adminToken, { id: settled.id, numbers: [1, 2, 3, 4, 5, 6], special: 7 });
  await poll(async () => (await call(lotteryRead, adminToken, { id: settled.id })).status === 'settled', 'the draw to settle', slowly);
  const link = await call(statementLink, adminToken, { customerId: mark6.id, drawId: settled.id });
  reportPath = new URL(link.url, inject('baseUrl')).pathname + new URL(link.url, inject('baseUrl')).search;

  // The open draws: the same selections on the calendar's Macau draw, analysed with lay-offs applied; pick-3 on its own.
  const [open] = await call(lotteryCurrent, adminToken, { lottery: 'MO6' });
  await orderOf(mark6.id, open!.id, mark6Plan.id, MARK6_LINES);
  const [pick3Draw] = await call(lotteryCurrent, adminToken, { lottery: 'P3' });
  ids.pick3Order = (await orderOf(pick3.id, pick3Draw!.id, pick3Plan.id, PICK3_LINES)).id;
  const queued = await call(analysisRun, adminToken, { drawId: open!.id, strategy: { kind: 'keep-ratio', keepBp: 5000 } });
  ids.analysis = queued.id;
  await poll(async () => (await call(analysisRead, adminToken, { id: queued.id })).status === 'done', 'the analysis to finish', slowly);
  await call(layoffApply, adminToken, { analysisId: queued.id });
}, 180_000);

/** Detail pages open on a row of the book above; the other routes as the menu gives them. */
const DETAILS: Record<string, () => string[]> = {
  '/orders/detail': () => [`?id=${ids.mark6Order}`, `?id=${ids.pick3Order}`],
  '/customers/detail': () => [`?id=${ids.customer}`],
  '/number-analyse/detail': () => [`?id=${ids.analysis}`],
  '/number-analyse/list': () => ['', '?tab=strategies', '?tab=layoffs'],
  '/plans/detail': () => [`?id=${ids.plan}`],
  '/system/agent-detail': () => [`?id=${ids.agent}`],
};

async function routesOf(token: string): Promise<string[]> {
  const menu = await call(userMenu, token);
  const paths = menu.flatMap((area) => (area.children.length > 0 ? area.children.map((page) => page.path) : [area.path]));
  return paths.flatMap((path) => (DETAILS[path] ?? (() => ['']))().map((query) => `${path}${query}`));
}

/** Counts the page's requests in flight, the live event stream (open for good) left out. */
function requestsInFlight(page: Page): () => number {
  let inFlight = 0;
  const counted = (request: Request) => request.headers()['accept'] !== 'text/event-stream';
  page.on('request', (request) => void (counted(request) && inFlight++));
  const done = (request: Request) => void (counted(request) && inFlight--);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/**
 * Waits until the page has loaded what it shows: no request in flight (a remote's code or its data), no
 * progress bar, spinner or skeleton, and its text the same twice in a row.
 */
async function settledText(page: Page, inFlight: () => number): Promise<string> {
  let last = '';
  // A page whose text never holds still is read as it is after 20 s.
  const giveUpAt = Date.now() + 20_000;
  const settled = async () => {
    // The layout's progress bar stands while a page's code loads: between that code and the page's first
    // request nothing is in flight, but the bar (then the page's own skeleton or spinner) is there.
    const busy = inFlight() > 0 || (await page.locator('.semi-spin-spinning, .semi-skeleton, [aria-busy="true"]').count()) > 0;
    const text = await page.evaluate(() => document.body.innerText);
    const still = !busy && text === last && text.trim() !== '';
    last = text;
    return still || (Date.now() > giveUpAt && text.trim() !== '') ? text : null;
  };
  // Read every 100 ms: a page that changes shows a different text within that (its requests and spinners are
  // counted above), and the walk reads 106 pages.
  return poll(settled, 'the page to show some text', { ms: 30_000, every: 100 });
}

type Walked = { url: string; text: string };

/**
 * Opens every page in a fresh context in the language, logged in through the API's token as the console
 * keeps it: the console loaded once, then each route as the menu opens it; the public report on its own.
 * Notes every failed API answer's message. A customer's detail also opens a draw's statement.
 */
async function walk(browserOf: () => Browser, locale: 'zh-CN' | 'en-US', username: string, password: string) {
  const token = await loginAs(username, password);
  const context = await browserOf().newContext({ ...contextOptions(), locale });
  await context.addInitScript(
    ([saved, tokenValue]) => {
      localStorage.setItem('locale', saved);
      localStorage.setItem('token', tokenValue);
    },
    [locale, token] as const,
  );
  const page = await context.newPage();
  const inFlight = requestsInFlight(page);
  const refusals: { url: string; language: string | undefined; message: string }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/') || response.ok()) return;
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    if (envelope?.message) refusals.push({ url: response.url(), language: response.request().headers()['accept-language'], message: envelope.message });
  });
  const walked: Walked[] = [];
  const [first, ...rest] = await routesOf(token);
  await page.goto(first!);
  for (const url of [first!, ...rest, reportPath]) {
    if (url === reportPath) await page.goto(url);
    else if (url !== first) await openInConsole(page, url);
    walked.push({ url, text: await settledText(page, inFlight) });
    if (url.startsWith('/customers/detail')) {
      await page.locator('#customer-statement-table [data-action="open"]').first().click();
      await page.locator('#draw-statement #statement-lines-table').waitFor(eventually);
      walked.push({ url: `${url} (a draw's statement)`, text: await settledText(page, inFlight) });
    }
  }
  await context.close();
  return { walked, refusals };
}

/** The pages' codes, by page: empty when every page reads in words. */
const codesOf = (walked: readonly Walked[]) => walked.flatMap(({ url, text }) => codesIn(text).map((found) => `${url}: ${found}`));
const textOf = (walked: readonly Walked[], prefix: string) => walked.filter((w) => w.url.startsWith(prefix)).map((w) => w.text).join('\n');

describe('the patterns', () => {
  it.each([
    ['TM 07', 'play code'],
    ['LM_2_ALL 3,15', 'play code'],
    ['特肖 SNAKE', 'selection code'],
    ['P3 H:BIG', 'selection code'],
    ['封盘 draw.close', 'job kind or audit action'],
    ['order.dismiss-renewal', 'job kind or audit action'],
    ['期次 #80', 'object by id'],
  ])('find %j as a %s', (text, what) => expect(codesIn(text).join()).toContain(what));

  it.each(['特码 7', 'Special number 7', 'Two in two 03,15', 'Snake, Big, Red', 'MO6 2026331', '¥5,000.00', 'www.example.com', 'The draw 2026001 is void'])(
    'pass %j',
    (text) => expect(codesIn(text)).toEqual([]),
  );
});

describe('every page in words', () => {
  it.each([
    ['Admin', 'zh-CN'],
    ['Admin', 'en-US'],
    ['User', 'zh-CN'],
    ['User', 'en-US'],
  ] as const)('as %s in %s', async (role, locale) => {
    const [username, password] = role === 'Admin' ? ['admin', inject('adminPassword')] : [USER.username, USER.password];
    const { walked, refusals } = await walk(browser, locale, username, password);
    expect(codesOf(walked)).toEqual([]);

    // The pages read the book, in the language: not an empty walk.
    const zh = locale === 'zh-CN';
    const order = textOf(walked, '/orders/detail');
    for (const words of zh ? ['特码', '二全中', '特肖', '红波', '龙、蛇', '直选', '百位大'] : ['Special number', 'Two in two', 'Special zodiac', 'Red', 'Dragon, Snake', 'Direct', 'Hundreds big']) {
      expect(order).toContain(words);
    }
    expect(textOf(walked, '/report')).toContain(zh ? '特码波色' : 'Special colour');
    expect(textOf(walked, '/customers/detail')).toContain(zh ? '澳门六合彩' : 'Macau Mark Six');
    if (role === 'Admin') {
      expect(textOf(walked, '/system/audit')).toContain(zh ? '结算' : 'Settle draw');
      expect(textOf(walked, '/system/jobs')).toContain(zh ? '封盘' : 'Close draw');
    }

    // Whatever the server refused on the way, it said in the viewer's language.
    for (const refusal of refusals) {
      expect(refusal.language, refusal.url).toBe(locale);
      if (zh) expect(refusal.message, refusal.url).not.toMatch(ENGLISH);
    }
  }, 600_000);
});
