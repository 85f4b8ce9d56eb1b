import type { GameCode, OrderLineInput, Plan } from '@drawdesk/contracts';
import { formatOrderText, ZODIACS } from '@drawdesk/lottery';
import { priceLines, type ChainLink } from '../orders/lines.js';
import { bookRefusal, creditRefusal, lineRefusal, selectionKey } from '@drawdesk/contracts';
import type { PricedLine } from '../orders/limits.js';
import { generator } from './demo-book.js';

/**
 * The demo book's orders on the open draws: a few thousand accepted orders of 1 to 8 lines, as a real
 * book sees them (special numbers crowding on a handful of favourites, sides, colours, animals, 连码 and
 * 连肖, pick-3 direct numbers), some typed from a chat message. Pure and deterministic: the same draws
 * and customers give the same orders. Every line is priced by `priceLines` (the customer's plan and
 * agent chain, as `/order/save` does) and every order passes the checks of a real one: per line
 * (`lineRefusal`), per selection against the book the orders before it built (`bookRefusal`), and the
 * customer's credit (`creditRefusal`) counted over every draw.
 */
/** A draw to order on; `orders` and `seed` vary a past draw's book from the open draws' (defaults: DEMO_ORDERS, 0). */
export type DemoOrderDraw = { id: number; lottery: string; game: GameCode; orders?: number; seed?: number };
export type DemoOrderCustomer = {
  id: number;
  agentId: number;
  /** Available credit before the demo's orders: credit limit + ledger balance − open stake. */
  credit: number;
  plan: Pick<Plan, 'game' | 'rows'>;
  chain: readonly ChainLink[];
};
export type DemoOrder = {
  customerId: number;
  agentId: number;
  drawId: number;
  source: 'form' | 'text';
  /** The chat message a text order was read from (it reads back to exactly these lines). */
  text: string | null;
  lines: PricedLine[];
  stake: number;
  /** When it was taken, as a fraction of the draw's sales so far (0 at the opening, 1 now); increasing per draw. */
  at: number;
};

/** Orders per open draw, by lottery (another lottery of a game: DEFAULT_ORDERS). */
export const DEMO_ORDERS: Readonly<Record<string, number>> = { HK6: 1200, MO6: 1000, P3: 800 };
const DEFAULT_ORDERS = 600;
/**
 * The most of a customer's available credit the demo spends: each customer has an appetite from a
 * quarter of it to this, so some are close to their limit and every one has room left to try an order.
 */
export const DEMO_CREDIT_USE = 0.85;
const appetite = (customerId: number) => 0.25 + (generator(customerId * 7919)(61) / 100);
export const MAX_DEMO_LINES = 8;

/** Each market's favourite special numbers (and pick-3 numbers), most popular first. */
const FAVOURITES: Readonly<Record<string, readonly number[]>> = {
  HK6: [7, 18, 25, 33, 49, 12],
  MO6: [8, 16, 28, 36, 3, 44],
};
const P3_FAVOURITES = ['168', '888', '520', '666', '518', '123'];
const FAVOURITE_WEIGHTS = [8, 6, 5, 4, 3, 3];

const YUAN = 100;
/** Stakes in whole yuan, as players write them. */
const SINGLE = [2, 5, 5, 10, 10, 10, 10, 20, 20, 20, 30, 50, 50, 100];
const SIDE = [10, 20, 20, 50, 50, 100, 100, 200];
const PER_COMBINATION = [1, 2, 2, 5, 5, 10];

type Next = (below: number) => number;
type Line = OrderLineInput;
type Draft = { lines: Line[]; text: ((priced: PricedLine[]) => string) | null };

const pick = <T>(next: Next, items: readonly T[]): T => items[next(items.length)]!;
function weighted<T>(next: Next, entries: readonly (readonly [T, number])[]): T {
  let roll = next(entries.reduce((sum, [, weight]) => sum + weight, 0));
  for (const [item, weight] of entries) {
    if (roll < weight) return item;
    roll -= weight;
  }
  return entries.at(-1)![0];
}
/** `count` different values from `draw` (a few tries each; fewer when the pool is small). */
function distinct<T>(count: number, draw: () => T): T[] {
  const seen = new Set<T>();
  for (let tries = 0; seen.size < count && tries < count * 10; tries++) seen.add(draw());
  return [...seen];
}
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** A special number: one of the market's favourites more than half the time. */
function specialNumber(next: Next, favourites: readonly number[]) {
  if (next(100) < 55) return weighted(next, favourites.map((n, i) => [n, FAVOURITE_WEIGHTS[i] ?? 1] as const));
  return 1 + next(49);
}
const numbers = (next: Next, count: number) => distinct(count, () => 1 + next(49)).sort((a, b) => a - b).join(',');
const animals = (next: Next, count: number) => distinct(count, () => pick(next, ZODIACS)).join(',');
const twoDigits = (n: string) => n.padStart(2, '0');

/** `07.18各10元`: numbers each at one stake, as a chat message writes them. */
function numbersText(next: Next, selections: readonly string[], stakeFen: number, pad: boolean) {
  const separator = pick(next, ['.', '.', '.', ',', '/', ' ']);
  const amount = pick(next, ['各{}元', '各{}元', '各{}', '各号{}', '各数{}', '各{}米']).replace('{}', String(stakeFen / YUAN));
  return `${selections.map((s) => (pad ? twoDigits(s) : s)).join(separator)}${amount}`;
}

/** The rest of a text order's lines in the canonical chat form, one slip a line. */
const restText = (priced: readonly PricedLine[], lottery: string) => (priced.length === 0 ? '' : `\n${formatOrderText(priced, lottery)}`);

function mark6Order(next: Next, favourites: readonly number[], scale: number, lottery: string): Draft {
  const kind = weighted(next, [['numbers', 45], ['mixed', 35], ['combination', 20]] as const);
  const yuan = (ladder: readonly number[]) => pick(next, ladder) * scale * YUAN;
  if (kind === 'numbers') {
    // Special numbers, each at one stake, sometimes with a side bet: the most common slip.
    const count = weighted(next, [[1, 3], [2, 5], [3, 5], [4, 4], [5, 3], [6, 2], [7, 1], [8, 1]] as const);
    const stake = yuan(SINGLE);
    const lines: Line[] = distinct(count, () => String(specialNumber(next, favourites))).map((selection) => ({ play: 'TM', selection, stake }));
    if (lines.length < MAX_DEMO_LINES && next(4) === 0) {
      lines.push(next(2) === 0 ? { play: 'TM_TWO_SIDED', selection: pick(next, ['BIG', 'SMALL', 'ODD', 'EVEN']), stake: yuan(SIDE) } : { play: 'TM_COLOUR', selection: pick(next, ['RED', 'BLUE', 'GREEN']), stake: yuan(SIDE) });
    }
    const numbered = lines.filter((l) => l.play === 'TM').map((l) => l.selection);
    const text = next(10) < 4 ? (priced: PricedLine[]) => numbersText(next, numbered, stake, next(3) > 0) + restText(priced.slice(numbered.length), lottery) : null;
    return { lines, text };
  }
  if (kind === 'mixed') {
    const count = 1 + next(5);
    const lines: Line[] = [];
    for (let i = 0; i < count; i++) {
      const play = weighted(next, [['TM', 3], ['TM_TWO_SIDED', 3], ['TM_COLOUR', 2], ['TM_ZODIAC', 3], ['TM_TAIL', 1], ['TM_HEAD', 1], ['ZM', 1], ['PT_ZODIAC', 2], ['PT_TAIL', 1]] as const);
      switch (play) {
        case 'TM': lines.push({ play, selection: String(specialNumber(next, favourites)), stake: yuan(SINGLE) }); break;
        case 'TM_TWO_SIDED': lines.push({ play, selection: weighted(next, [['BIG', 4], ['SMALL', 4], ['ODD', 4], ['EVEN', 4], ['SUM_ODD', 1], ['SUM_EVEN', 1], ['TAIL_BIG', 1], ['TAIL_SMALL', 1], ['DOMESTIC', 1], ['WILD', 1]] as const), stake: yuan(SIDE) }); break;
        case 'TM_COLOUR': lines.push({ play, selection: pick(next, ['RED', 'RED', 'BLUE', 'GREEN']), stake: yuan(SIDE) }); break;
        case 'TM_ZODIAC': lines.push({ play, selection: pick(next, ZODIACS), stake: yuan(SINGLE) }); break;
        case 'TM_TAIL': lines.push({ play, selection: String(next(10)), stake: yuan(SINGLE) }); break;
        case 'TM_HEAD': lines.push({ play, selection: String(next(5)), stake: yuan(SINGLE) }); break;
        case 'ZM': lines.push({ play, selection: String(1 + next(49)), stake: yuan(SINGLE) }); break;
        case 'PT_ZODIAC': lines.push({ play, selection: pick(next, ZODIACS), stake: yuan(SIDE) }); break;
        case 'PT_TAIL': lines.push({ play, selection: String(next(10)), stake: yuan(SINGLE) }); break;
      }
    }
    return { lines, text: next(100) < 15 ? (priced) => formatOrderText(priced, lottery) : null };
  }
  // 连码, 连肖, 不中: one to three lines, some compound (the stake is per combination).
  const count = 1 + next(3);
  const lines: Line[] = [];
  for (let i = 0; i < count; i++) {
    const stake = yuan(PER_COMBINATION);
    const play = weighted(next, [['LM_2_ALL', 4], ['LM_3_ALL', 2], ['LM_3_2', 2], ['LM_2_SPECIAL', 2], ['LX_2', 3], ['LX_3', 1], ['NH_5', 1], ['NH_6', 1]] as const);
    switch (play) {
      case 'LM_2_ALL': lines.push({ play, selection: numbers(next, weighted(next, [[2, 6], [3, 3], [4, 1]] as const)), stake }); break;
      case 'LM_3_ALL': lines.push({ play, selection: numbers(next, weighted(next, [[3, 3], [4, 1]] as const)), stake }); break;
      case 'LM_3_2': lines.push({ play, selection: numbers(next, 3), stake }); break;
      case 'LM_2_SPECIAL': lines.push({ play, selection: numbers(next, 2), stake }); break;
      case 'LX_2': lines.push({ play, selection: animals(next, weighted(next, [[2, 3], [3, 1]] as const)), stake }); break;
      case 'LX_3': lines.push({ play, selection: animals(next, 3), stake }); break;
      case 'NH_5': lines.push({ play, selection: numbers(next, 5), stake }); break;
      case 'NH_6': lines.push({ play, selection: numbers(next, 6), stake }); break;
    }
  }
  return { lines, text: next(100) < 15 ? (priced) => formatOrderText(priced, lottery) : null };
}

const digit = (next: Next) => String(next(10));
const threeDigits = (next: Next) => `${digit(next)}${digit(next)}${digit(next)}`;

function pick3Order(next: Next, scale: number, lottery: string): Draft {
  const yuan = (ladder: readonly number[]) => pick(next, ladder) * scale * YUAN;
  if (next(2) === 0) {
    // Direct numbers at one stake: lucky numbers half the time.
    const count = weighted(next, [[1, 4], [2, 4], [3, 3], [4, 2], [5, 1], [6, 1]] as const);
    const stake = yuan(SINGLE);
    const selections = distinct(count, () => (next(2) === 0 ? weighted(next, P3_FAVOURITES.map((n, i) => [n, FAVOURITE_WEIGHTS[i]!] as const)) : threeDigits(next)));
    return {
      lines: selections.map((selection) => ({ play: 'P3_DIRECT', selection, stake })),
      text: next(10) < 4 ? () => numbersText(next, selections, stake, false) : null,
    };
  }
  const count = 1 + next(5);
  const lines: Line[] = [];
  for (let i = 0; i < count; i++) {
    const play = weighted(next, [['P3_DIRECT', 3], ['P3_GROUP6', 2], ['P3_GROUP3', 1], ['P3_SUM', 2], ['P3_SPAN', 1], ['P3_ONE_POS', 1], ['P3_TWO_POS', 1], ['P3_POS_TWO_SIDED', 2]] as const);
    switch (play) {
      case 'P3_DIRECT': lines.push({ play, selection: threeDigits(next), stake: yuan(SINGLE) }); break;
      case 'P3_GROUP6': lines.push({ play, selection: distinct(3, () => next(10)).sort((a, b) => a - b).join(''), stake: yuan(SINGLE) }); break;
      case 'P3_GROUP3': {
        const pair = next(10);
        lines.push({ play, selection: `${pair}${pair}${(pair + 1 + next(9)) % 10}`, stake: yuan(SINGLE) });
        break;
      }
      // The sum of three digits: the middle sums are the popular ones, as they are the likely ones.
      case 'P3_SUM': lines.push({ play, selection: String(next(10) + next(10) + next(10)), stake: yuan(SINGLE) }); break;
      case 'P3_SPAN': lines.push({ play, selection: digit(next), stake: yuan(SINGLE) }); break;
      case 'P3_ONE_POS': {
        const at = next(3);
        lines.push({ play, selection: [0, 1, 2].map((i) => (i === at ? digit(next) : '*')).join(''), stake: yuan(SINGLE) });
        break;
      }
      case 'P3_TWO_POS': {
        const blank = next(3);
        lines.push({ play, selection: [0, 1, 2].map((i) => (i === blank ? '*' : digit(next))).join(''), stake: yuan(SINGLE) });
        break;
      }
      case 'P3_POS_TWO_SIDED': lines.push({ play, selection: `${pick(next, ['H', 'T', 'U'])}:${pick(next, ['BIG', 'SMALL', 'ODD', 'EVEN'])}`, stake: yuan(SIDE) }); break;
    }
  }
  return { lines, text: next(100) < 15 ? (priced) => formatOrderText(priced, lottery) : null };
}

/** One (play, selection) once per order, as an operator would merge them. */
function merged(lines: readonly Line[]) {
  return [...new Map(lines.map((line) => [selectionKey(line), line] as const)).values()];
}

/**
 * The demo's orders on `draws` (the open ones), each for a customer whose plan is of the draw's game,
 * bigger accounts ordering more often. An order that a check would refuse is not placed (the next one
 * is tried), so the count per draw may fall short of DEMO_ORDERS when credit or limits run out.
 */
export function demoOrders(draws: readonly DemoOrderDraw[], customers: readonly DemoOrderCustomer[]): DemoOrder[] {
  const spent = new Map<number, number>();
  const orders: DemoOrder[] = [];
  for (const draw of draws) {
    const players = customers.filter((c) => c.plan.game === draw.game && c.credit > 0);
    if (players.length === 0) continue;
    const next = generator(20261121 ^ hash(draw.lottery) ^ (draw.seed ?? 0));
    const favourites = FAVOURITES[draw.lottery] ?? distinct(6, () => 1 + next(49));
    const byCredit = players.map((c) => [c, Math.max(1, Math.round(c.credit / YUAN))] as const);
    const book = new Map<string, number>();
    const wanted = draw.orders ?? DEMO_ORDERS[draw.lottery] ?? DEFAULT_ORDERS;
    const placed: DemoOrder[] = [];
    for (let attempt = 0; placed.length < wanted && attempt < wanted * 3; attempt++) {
      const customer = weighted(next, byCredit);
      const scale = customer.credit < 3_000_000 ? 1 : 2;
      const draft = draw.game === 'MARK6' ? mark6Order(next, favourites, scale, draw.lottery) : pick3Order(next, scale, draw.lottery);
      const lines = priceLines(merged(draft.lines).slice(0, MAX_DEMO_LINES), draw.game, customer.plan, customer.chain);
      const stake = lines.reduce((sum, line) => sum + line.amount, 0);
      const budget = { creditLimit: Math.floor(customer.credit * appetite(customer.id)), balance: 0, openStake: spent.get(customer.id) ?? 0 };
      if (lineRefusal(lines) || bookRefusal(lines, book) || creditRefusal(budget, stake)) continue;
      for (const line of lines) book.set(selectionKey(line), (book.get(selectionKey(line)) ?? 0) + line.amount);
      spent.set(customer.id, budget.openStake + stake);
      const text = draft.text?.(lines) ?? null;
      placed.push({ customerId: customer.id, agentId: customer.agentId, drawId: draw.id, source: text === null ? 'form' : 'text', text, lines, stake, at: 0 });
    }
    // Spread over the sales so far, in order, a little uneven.
    for (const [i, order] of placed.entries()) order.at = (i + (1 + next(998)) / 1000) / placed.length;
    orders.push(...placed);
  }
  return orders;
}
