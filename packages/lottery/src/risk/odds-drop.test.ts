import { describe, expect, it } from 'vitest';
import { seeded } from '../testing/random.js';
import {
  handOdds, oddsAt, resetOdds, staleOddsRefusal, takeOdds, takeOrderOdds, tierLineOdds, tierOdds,
  type BoardOdds, type OddsDropRule, type OddsLine,
} from './odds-drop.js';
import { riskKey } from './refusal.js';
import { partyStakes } from './shares.js';

const YUAN = 100;
/** Special number 42.6: every 100 yuan takes 0.1 off, never below 40. */
const RULE: OddsDropRule = { basis: 'total', step: 100 * YUAN, drop: 1000, floor: 400_000, enabled: true };
const fresh = (base = 426_000): BoardOdds => ({ base, current: base, stake: 0, kept: 0 });
const line = (yuan: number, chain: OddsLine['chain'] = []): OddsLine => ({ amount: yuan * YUAN, chain });

describe('odds drop: the rule alone', () => {
  it.each([
    [0, 426_000], [99.99, 426_000], [100, 425_000], [250, 424_000], [2599.99, 401_000], [2600, 400_000], [2700, 400_000], [1_000_000, 400_000],
  ])('at %d yuan the odds are %d', (yuan, odds) => {
    expect(oddsAt(RULE, { base: 426_000, stake: Math.round(yuan * YUAN), kept: 0 })).toBe(odds);
  });

  it('is the base when switched off, and counts the kept share when the basis says so', () => {
    expect(oddsAt({ ...RULE, enabled: false }, { base: 426_000, stake: 1_000_000, kept: 0 })).toBe(426_000);
    expect(oddsAt({ ...RULE, basis: 'kept' }, { base: 426_000, stake: 1_000_000, kept: 25_000 })).toBe(424_000);
  });
});

describe('odds drop: taking an order', () => {
  it.each([
    // [lines in yuan, odds each line gets, odds after]
    [[50, 49.99], [426_000, 426_000], 426_000],
    [[50, 50], [426_000, 426_000], 425_000], // the second line reaches the step: the next line gets 42.5
    [[50, 50, 1], [426_000, 426_000, 425_000], 425_000],
    [[350, 10], [426_000, 423_000], 423_000], // one line crossing three steps takes the odds before it, the next three drops lower
    [[5000], [426_000], 400_000], // 50 steps would take 5.0 off: the floor stops it at 40
    [[2600, 100], [426_000, 400_000], 400_000],
  ])('lines %j get %j, then the board stands at %d', (yuans, each, after) => {
    const taken = takeOdds(RULE, fresh(), yuans.map((y) => line(y)));
    expect(taken.odds).toEqual(each);
    expect(taken.after.current).toBe(after);
    expect(taken.after.stake).toBe(Math.round(yuans.reduce((s, y) => s + y, 0) * YUAN));
  });

  it('keeps one history entry per line that moved the odds, with the stake after it', () => {
    const taken = takeOdds(RULE, { ...fresh(), stake: 9_000 }, [line(5), line(10), line(300)]);
    expect(taken.changes).toEqual([
      { old: 426_000, new: 425_000, cause: 'step', line: 1, stake: 10_500, kept: 1500 },
      { old: 425_000, new: 422_000, cause: 'step', line: 2, stake: 40_500, kept: 31_500 },
    ]);
  });

  it('counts the company\'s part on the kept basis: agents\' shares do not move the odds', () => {
    const kept: OddsDropRule = { ...RULE, basis: 'kept' };
    const chain = [{ agentId: 'a', shareBp: 6000 }, { agentId: 'b', shareBp: 2000 }]; // the company keeps 20%
    const taken = takeOdds(kept, fresh(), [line(400, chain), line(100, chain), line(1)]);
    expect(taken.after.kept).toBe(80 * YUAN + 20 * YUAN + 1 * YUAN);
    expect(taken.odds).toEqual([426_000, 426_000, 425_000]);
  });

  it('counts the stake but leaves the odds with the rule switched off or absent', () => {
    for (const rule of [{ ...RULE, enabled: false }, null]) {
      const taken = takeOdds(rule, fresh(), [line(10_000)]);
      expect(taken.after).toEqual({ base: 426_000, current: 426_000, stake: 1_000_000, kept: 1_000_000 });
      expect(taken.changes).toEqual([]);
    }
  });

  it('lowers odds set by hand from where they are, and never lifts odds set under the floor', () => {
    expect(takeOdds(RULE, { ...fresh(), current: 410_000 }, [line(100), line(1)]).odds).toEqual([410_000, 409_000]);
    // a rule whose floor was raised after the odds fell under it
    expect(takeOdds({ ...RULE, floor: 415_000 }, { ...fresh(), current: 410_000 }, [line(100), line(1)]).odds).toEqual([410_000, 410_000]);
  });

  it('refuses a rule or a board that cannot be applied', () => {
    expect(() => takeOdds({ ...RULE, step: 0 }, fresh(), [])).toThrow(/step/);
    expect(() => takeOdds({ ...RULE, drop: 0.5 }, fresh(), [])).toThrow(/safe integer/);
    expect(() => takeOdds({ ...RULE, floor: 9999 }, fresh(), [])).toThrow(/floor/);
    expect(() => takeOdds(RULE, { ...fresh(), current: 500_000 }, [])).toThrow(/above the base/);
  });
});

/** The reference: one fen at a time, one drop each time the counted stake lands on a step, floored. */
function fenByFen(rule: OddsDropRule, board: BoardOdds, lines: readonly OddsLine[]): { odds: number[]; current: number } {
  let { current, stake, kept } = board;
  const odds: number[] = [];
  for (const l of lines) {
    odds.push(current);
    const company = partyStakes(l.amount, l.chain).company;
    for (let fen = 0; fen < l.amount; fen++) {
      stake += 1;
      const countsHere = rule.basis === 'total' || fen < company;
      if (countsHere && rule.basis === 'kept') kept += 1;
      const countedNow = rule.basis === 'total' ? stake : kept;
      if (countsHere && countedNow % rule.step === 0 && current > rule.floor) current = Math.max(rule.floor, current - rule.drop);
    }
  }
  return { odds, current };
}

function randomOrders(seed: number): { rule: OddsDropRule; board: BoardOdds; orders: OddsLine[][] } {
  const rng = seeded(seed);
  const base = rng.int(15_000, 500_000);
  const rule: OddsDropRule = { basis: rng.pick(['total', 'kept'] as const), step: rng.int(1, 300), drop: rng.int(1, 5000), floor: rng.int(10_000, base), enabled: true };
  const stake = rng.int(0, 2000);
  const board = { base, current: rng.int(rule.floor, base), stake, kept: rng.int(0, stake) };
  const orders = Array.from({ length: rng.int(1, 20) }, () =>
    Array.from({ length: rng.int(1, 4) }, () => ({
      amount: rng.int(0, 700),
      chain: rng.next() < 0.5 ? [] : [{ agentId: 'a', shareBp: rng.int(0, 5000) }, { agentId: 'b', shareBp: rng.int(0, 5000) }],
    })));
  return { rule, board, orders };
}

describe('odds drop: serial orders', () => {
  it('gives what the fen-by-fen reference gives on 300 random boards', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { rule, board, orders } = randomOrders(seed);
      const lines = orders.flat();
      const taken = takeOdds(rule, board, lines);
      const reference = fenByFen(rule, board, lines);
      expect({ seed, odds: taken.odds, current: taken.after.current }).toEqual({ seed, odds: reference.odds, current: reference.current });
    }
  });

  it('gives each of N orders taken one after another what one call over all their lines gives, in any serial order', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const { rule, board, orders } = randomOrders(seed);
      const rng = seeded(seed * 31);
      const shuffled = [...orders].sort(() => rng.next() - 0.5);
      let state = board;
      const oneByOne: number[] = [];
      for (const order of shuffled) {
        const taken = takeOdds(rule, state, order);
        oneByOne.push(...taken.odds);
        state = taken.after;
      }
      const together = takeOdds(rule, board, shuffled.flat());
      expect(oneByOne).toEqual(together.odds);
      expect(state).toEqual(together.after);
      // the board ends where it ends whatever order the orders came in
      expect(takeOdds(rule, board, orders.flat()).after).toEqual(together.after);
    }
  });
});

describe('odds drop: by hand and reset', () => {
  const dropped: BoardOdds = { base: 426_000, current: 421_000, stake: 52_000, kept: 40_000 };
  it('sets odds by hand between the floor and the base, with a history entry', () => {
    expect(handOdds(RULE, dropped, 415_000)).toEqual({
      after: { ...dropped, current: 415_000 },
      change: { old: 421_000, new: 415_000, cause: 'hand', line: null, stake: 52_000, kept: 40_000 },
    });
    expect(handOdds(RULE, dropped, 421_000).change).toBeNull();
    expect(() => handOdds(RULE, dropped, 399_999)).toThrow(/between 400000 and the base 426000/);
    expect(() => handOdds(RULE, dropped, 426_001)).toThrow(/between/);
    expect(() => handOdds(null, dropped, 9999)).toThrow(/between 10000/);
  });

  it.each([
    ['the rule at the stake', RULE, 421_000],
    ['the rule on the kept share', { ...RULE, basis: 'kept' as const }, 422_000],
    ['the base with the rule off', { ...RULE, enabled: false }, 426_000],
    ['the base without a rule', null, 426_000],
  ])('resets to %s', (_, rule, odds) => {
    const reset = resetOdds(rule, { ...dropped, current: 410_000 });
    expect(reset.after.current).toBe(odds);
    expect(reset.change).toMatchObject({ old: 410_000, new: odds, cause: 'reset' });
  });
});

describe('odds drop: plan tiers keep their gap to the board', () => {
  const board = (current: number) => ({ base: 426_000, current });
  it.each([
    ['tier A is the board', 426_000, 421_000, 400_000, 421_000],
    ['tier B (47.5) keeps its 4.9 above', 475_000, 421_000, 400_000, 470_000],
    ['tier B at the board\'s floor', 475_000, 400_000, 400_000, 449_000],
    ['a tier under the board keeps its gap above the floor', 420_000, 421_000, 400_000, 415_000],
    ['a tier under the board stops at the floor', 420_000, 402_000, 400_000, 400_000],
    ['a tier that starts under the floor does not move', 390_000, 400_000, 400_000, 390_000],
    ['the board untouched', 475_000, 426_000, 400_000, 475_000],
    ['no rule: never below odds 1', 20_000, 410_000, null, 10_000],
  ])('%s', (_, tier, current, floor, expected) => {
    expect(tierOdds(tier, board(current), floor)).toBe(expected);
  });

  it('moves every odds slot of a line from its own base', () => {
    expect(tierLineOdds([210_000, 1_000_000], { base: 210_000, current: 200_000 }, 150_000)).toEqual([200_000, 990_000]);
  });

  it('never goes above the tier\'s base or below the floor on random boards', () => {
    const rng = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const base = rng.int(10_000, 1_000_000);
      const floor = rng.int(10_000, base);
      const current = rng.int(floor, base);
      const tier = rng.int(10_000, 2_000_000);
      const odds = tierOdds(tier, { base, current }, floor);
      expect(odds).toBeLessThanOrEqual(tier);
      expect(odds).toBeGreaterThanOrEqual(Math.min(tier, floor));
      if (tier - (base - current) >= floor) expect(odds - current).toBe(tier - base);
    }
  });
});

describe('odds drop: a whole order over several selections', () => {
  it('prices each selection\'s lines in order, moves each line\'s plan odds, and names the board of each change', () => {
    const boards = new Map([[riskKey('TM', '7'), { ...fresh(), stake: 9_000 }], [riskKey('TM', '8'), fresh()]]);
    const ruleOf = (play: string) => (play === 'TM' ? RULE : null);
    const taken = takeOrderOdds(ruleOf, boards, [
      { play: 'TM', selection: '7', amount: 2000, chain: [], slots: [426_000] },
      { play: 'TM', selection: '8', amount: 500, chain: [], slots: [475_000] },
      { play: 'TM', selection: '7', amount: 100, chain: [], slots: [475_000] },
    ]);
    expect(taken.lines).toEqual([{ board: 426_000, odds: [426_000] }, { board: 426_000, odds: [475_000] }, { board: 425_000, odds: [474_000] }]);
    expect(taken.boards.get(riskKey('TM', '7'))).toEqual({ base: 426_000, current: 425_000, stake: 11_100, kept: 2100 });
    expect(taken.changes).toEqual([{ old: 426_000, new: 425_000, cause: 'step', line: 0, stake: 11_000, kept: 2000, key: riskKey('TM', '7') }]);
    expect(() => takeOrderOdds(ruleOf, boards, [{ play: 'TM', selection: '9', amount: 1, chain: [], slots: [1] }])).toThrow(/no board/);
  });
});

describe('stale odds', () => {
  const lines = [{ play: 'TM', selection: '7', seenOdds: 426_000 }, { play: 'TM', selection: '8' }, { play: 'TM', selection: '9', seenOdds: 426_000 }];
  it('refuses the first line whose odds moved since they were shown, with the new odds', () => {
    expect(staleOddsRefusal(lines, [426_000, 400_000, 425_000])).toEqual({
      rule: 'stale-odds', line: 2, play: 'TM', selection: '9', limit: 425_000, taken: null, asked: 426_000, odds: 425_000,
    });
    expect(staleOddsRefusal(lines, [426_000, 400_000, 426_000])).toBeNull();
  });
});
