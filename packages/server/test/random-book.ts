import { expect } from 'vitest';
import type { Customer, Draw } from '@drawdesk/contracts';
import { orderFixture } from './order-fixture.js';
import type { TestServer } from './server.js';

/** A small deterministic generator: the same random book on every run. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}
const ZODIACS = ['RAT', 'OX', 'TIGER', 'RABBIT', 'DRAGON', 'SNAKE', 'HORSE', 'GOAT', 'MONKEY', 'ROOSTER', 'DOG', 'PIG'];
/** Lines of many plays: single and compound, two odds slots, ties (49 on two-sided plays). */
function randomLine(pick: (n: number) => number) {
  const n = () => 1 + pick(49);
  const distinct = (k: number) => [...new Set(Array.from({ length: k + 3 }, n))].slice(0, k).sort((a, b) => a - b).join(',');
  const options = [
    () => ({ play: 'TM', selection: String(n()) }),
    () => ({ play: 'TM_TWO_SIDED', selection: ['BIG', 'SMALL', 'ODD', 'EVEN'][pick(4)]! }),
    () => ({ play: 'TM_COLOUR', selection: ['RED', 'BLUE', 'GREEN'][pick(3)]! }),
    () => ({ play: 'TM_ZODIAC', selection: ZODIACS[pick(12)]! }),
    () => ({ play: 'PT_ZODIAC', selection: ZODIACS[pick(12)]! }),
    () => ({ play: 'PT_TAIL', selection: String(pick(10)) }),
    () => ({ play: 'ZM', selection: String(n()) }),
    () => ({ play: 'LM_2_ALL', selection: distinct(3) }),
    () => ({ play: 'LM_3_2', selection: distinct(3) }),
  ];
  return { ...options[pick(options.length)]!(), stake: 100 * (1 + pick(50)) + pick(100) };
}

/** A draw with a random book on it, closed and ready for its result. */
export async function randomBook(book: ReturnType<typeof orderFixture>, customers: readonly Customer[], seed: number, orders = 12): Promise<Draw> {
  const draw = await book.openDraw();
  const pick = random(seed);
  for (let i = 0; i < orders; i++) {
    const customer = customers[pick(customers.length)]!;
    const lines = Array.from({ length: 1 + pick(5) }, () => randomLine(pick));
    const answer = await book.save({ customerId: customer.id, drawId: draw.id, lines });
    expect(answer.status, `${answer.body.message} ${JSON.stringify(lines)}`).toBe(200);
  }
  expect((await book.draws.act('close', draw.id)).status).toBe(200);
  return draw;
}


/**
 * A book with an agent chain: a top agent carrying 30% (its rebate plan 2% above the customers'), a
 * sub-agent below it carrying 20%, and three customers (one of the top agent, two of the sub-agent).
 */
export async function agentBook(server: TestServer) {
  const book = orderFixture(server);
  const plan = await book.plan({ minStake: 100, maxStake: 10_000_000, maxPerSelection: 100_000_000 });
  const top = await book.agent();
  const sub = await book.agent(top);
  await server.sql.query('UPDATE agents SET share_bp = 3000 WHERE id = $1', [top]);
  await server.sql.query('UPDATE agents SET share_bp = 2000 WHERE id = $1', [sub]);
  const rebatePlan = await book.plan();
  await server.sql.query(`UPDATE plan_rows SET rebate_bp = rebate_bp + 200 WHERE plan_id = $1`, [rebatePlan.id]);
  await server.sql.query('UPDATE agents SET rebate_plan_id = $2 WHERE id = $1', [top, rebatePlan.id]);
  const customers = [
    await book.customer(top, plan.id, { creditLimit: 1_000_000_000 }),
    await book.customer(sub, plan.id, { creditLimit: 1_000_000_000 }),
    await book.customer(sub, plan.id, { creditLimit: 1_000_000_000 }),
  ];
  return { book, plan, top, sub, customers };
}
