import { describe, expect, it } from 'vitest';
import { CODE_PATTERN, MONEY_MAX_FEN, PHONE_NUMBER_PATTERN, TAG_RULES } from '@drawdesk/contracts';
import { DEMO_CUSTOMERS, demoBook } from './demo-book.js';

const book = demoBook();

describe('the demo book', () => {
  it('is the same at every start', () => {
    expect(demoBook()).toEqual(book);
  });

  it('has a tree whose chains carry at most 10000 bp, parents listed before children', () => {
    const seen = new Map<string, number>();
    for (const agent of book.agents) {
      const above = agent.parentCode === null ? 0 : seen.get(agent.parentCode);
      expect(above, `${agent.code}'s parent comes first`).toBeDefined();
      const chain = above! + agent.shareBp;
      expect(chain).toBeLessThanOrEqual(10_000);
      seen.set(agent.code, chain);
    }
  });

  it('has two plans per game, tiers A and B', () => {
    expect(book.plans.map((p) => `${p.game}-${p.tier}`).sort()).toEqual(['MARK6-A', 'MARK6-B', 'PICK3-A', 'PICK3-B']);
  });

  it(`has ${DEMO_CUSTOMERS} customers that pass the API's rules, on known agents and plans`, () => {
    const agents = new Set(book.agents.map((a) => a.code));
    const plans = new Set(book.plans.map((p) => p.key));
    expect(book.customers).toHaveLength(DEMO_CUSTOMERS);
    expect(new Set(book.customers.map((c) => c.code.toLowerCase())).size).toBe(DEMO_CUSTOMERS);
    for (const customer of book.customers) {
      expect(customer.code).toMatch(new RegExp(CODE_PATTERN));
      expect(customer.phone).toMatch(new RegExp(PHONE_NUMBER_PATTERN));
      expect(agents.has(customer.agentCode)).toBe(true);
      expect(plans.has(customer.planKey)).toBe(true);
      expect(Number.isSafeInteger(customer.creditLimit) && customer.creditLimit > 0 && customer.creditLimit <= MONEY_MAX_FEN).toBe(true);
      expect(customer.tags.length).toBeLessThanOrEqual(TAG_RULES.maxTags);
      expect(new Set(customer.tags).size).toBe(customer.tags.length);
    }
  });

  it('spreads customers over every desk and both games', () => {
    expect(new Set(book.customers.map((c) => c.agentCode)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(book.customers.map((c) => c.planKey.split('-')[0])).size).toBe(2);
  });
});
