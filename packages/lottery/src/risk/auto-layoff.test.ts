import { describe, expect, it } from 'vitest';
import { seeded } from '../testing/random.js';
import { autoLayoffs, keptKey, type AutoLayoffLine, type KeepRule, type PartyId } from './auto-layoff.js';
import { partyStakes } from './shares.js';

/** customer -> sub-agent S (20%) -> agent A (30%) -> the company (50%). */
const chain = [{ agentId: 'S', shareBp: 2000 }, { agentId: 'A', shareBp: 3000 }];
const line = (amount: number, extra: Partial<AutoLayoffLine> = {}): AutoLayoffLine => ({ play: 'TM', selection: '7', amount, combinations: 1, chain, ...extra });
const keep = (keepMax: number, counterparty: KeepRule['counterparty'] = 'upline'): KeepRule => ({ keepMax, counterparty, enabled: true });
type Rules = Partial<Record<string, KeepRule>>;
const rulesOf = (rules: Rules) => (party: PartyId): KeepRule | null => rules[party ?? 'company'] ?? null;
const nothingKept = () => 0;

describe('parties\' parts of a line', () => {
  it.each([
    [10_000, [2000, 3000], 5000],
    [1, [0, 1], 0], // 0.2 -> 0, then 0.5 of the two together -> 1
    [3, [1, 1], 1],
  ])('%d fen splits %j and %d to the company, adding up exactly', (amount, agents, company) => {
    expect(partyStakes(amount, chain)).toEqual({ agents, company });
  });

  it('never leaves the company less than nothing where two halves round up', () => {
    expect(partyStakes(1, [{ agentId: 'x', shareBp: 5000 }, { agentId: 'y', shareBp: 5000 }])).toEqual({ agents: [1, 0], company: 0 });
    expect(() => partyStakes(1, [{ agentId: 'x', shareBp: 6000 }, { agentId: 'y', shareBp: 5000 }])).toThrow(/0-10000/);
  });
});

describe('automatic lay-off', () => {
  it.each([
    ['no rules: every party keeps its part', {}, [], { S: 2000, A: 3000, company: 5000 }],
    ['the sub-agent keeps 15: 5 goes to its agent', { S: keep(1500) }, [{ from: 'S', to: { kind: 'upline', party: 'A' }, stake: 500 }], { S: 1500, A: 3500, company: 5000 }],
    ['the agent passes the sub-agent\'s excess and its own on to the company, which lays off outside', { S: keep(1500), A: keep(3000), company: keep(5000, 'external') }, [
      { from: 'S', to: { kind: 'upline', party: 'A' }, stake: 500 },
      { from: 'A', to: { kind: 'upline', party: null }, stake: 500 },
      { from: null, to: { kind: 'external' }, stake: 500 },
    ], { S: 1500, A: 3000, company: 5000 }],
    ['an agent laying off outside keeps nothing of what it passes', { S: keep(0, 'external') }, [{ from: 'S', to: { kind: 'external' }, stake: 2000 }], { S: 0, A: 3000, company: 5000 }],
    ['a switched-off rule keeps everything', { S: { ...keep(0), enabled: false } }, [], { S: 2000, A: 3000, company: 5000 }],
  ] as const)('%s', (_, rules, layoffs, kept) => {
    const result = autoLayoffs([line(10_000)], rulesOf(rules), nothingKept);
    expect(result.layoffs).toEqual(layoffs.map((l) => ({ line: 0, perCombination: l.stake, ...l })));
    expect(Object.fromEntries([...result.kept].map(([key, value]) => [key.split('|')[0] || 'company', value]))).toEqual(kept);
  });

  it('lays off only what the order brings when the party already keeps more than its rule', () => {
    const result = autoLayoffs([line(10_000)], rulesOf({ S: keep(1500) }), (party) => (party === 'S' ? 1800 : 0));
    expect(result.layoffs).toEqual([{ line: 0, from: 'S', to: { kind: 'upline', party: 'A' }, stake: 2000, perCombination: 2000 }]);
    expect(result.kept.get(keptKey('S', 'TM', '7'))).toBe(1800);
  });

  it('counts the order\'s earlier lines on the same selection', () => {
    const result = autoLayoffs([line(5000, { chain: [] }), line(5000, { chain: [] })], rulesOf({ company: keep(7000, 'external') }), nothingKept);
    expect(result.layoffs).toEqual([{ line: 1, from: null, to: { kind: 'external' }, stake: 3000, perCombination: 3000 }]);
  });

  it('lays off a compound line in whole combinations, the least that brings the party under its keep', () => {
    const compound = line(3000, { play: 'LM_2_ALL', selection: '1,2,3', combinations: 3, chain: [] });
    const result = autoLayoffs([compound], rulesOf({ company: keep(2500, 'external') }), nothingKept);
    expect(result.layoffs).toEqual([{ line: 0, from: null, to: { kind: 'external' }, stake: 501, perCombination: 167 }]);
    expect(result.kept.get(keptKey(null, 'LM_2_ALL', '1,2,3'))).toBe(2499);
  });

  it('refuses rules and lines it cannot apply', () => {
    expect(() => autoLayoffs([line(100)], rulesOf({ company: keep(0) }), nothingKept)).toThrow(/no upline/);
    expect(() => autoLayoffs([line(100)], rulesOf({ S: keep(-1) }), nothingKept)).toThrow(/negative/);
    expect(() => autoLayoffs([line(100, { combinations: 3 })], rulesOf({}), nothingKept)).toThrow(/whole per combination/);
  });
});

/** The reference: one combination's stake at a time, laid off while the party is over its keep. */
function simulate(lines: readonly AutoLayoffLine[], keepOf: (party: PartyId) => KeepRule | null, before: Map<string, number>) {
  const kept = new Map(before);
  const external = lines.map(() => 0);
  const laid: { line: number; from: PartyId; stake: number }[] = [];
  lines.forEach((l, index) => {
    const parts = partyStakes(l.amount, l.chain);
    const parties: PartyId[] = [...l.chain.map((c) => c.agentId), null];
    let received = 0;
    parties.forEach((party, at) => {
      const key = keptKey(party, l.play, l.selection);
      const incoming = (at < parts.agents.length ? (parts.agents[at] as number) : parts.company) + received;
      const rule = keepOf(party);
      let off = 0;
      const held = kept.get(key) ?? 0;
      while (rule?.enabled && held + incoming - off > rule.keepMax && off + l.combinations <= incoming) off += l.combinations;
      kept.set(key, held + incoming - off);
      if (off > 0) laid.push({ line: index, from: party, stake: off });
      received = rule?.counterparty === 'upline' ? off : 0;
      if (off > 0 && rule?.counterparty === 'external') external[index] = (external[index] as number) + off;
    });
  });
  return { kept, external, laid };
}

describe('automatic lay-off on random books', () => {
  it('matches the one-combination-at-a-time simulation and conserves every fen, for every party', () => {
    const rng = seeded(27);
    for (let seed = 0; seed < 300; seed++) {
      const agents = ['a', 'b', 'c', 'd'];
      const keeps = new Map<PartyId, KeepRule>();
      for (const party of [...agents, null]) {
        if (rng.next() < 0.6) {
          keeps.set(party, { keepMax: rng.int(0, 3000), counterparty: party === null || rng.next() < 0.3 ? 'external' : 'upline', enabled: rng.next() < 0.9 });
        }
      }
      const keepOf = (party: PartyId) => keeps.get(party) ?? null;
      const selections = ['1', '2', '3'];
      const before = new Map<string, number>();
      for (const party of [...agents, null]) for (const s of selections) if (rng.next() < 0.5) before.set(keptKey(party, 'TM', s), rng.int(0, 4000));
      const lines = Array.from({ length: rng.int(1, 10) }, (): AutoLayoffLine => {
        const depth = rng.int(0, 3);
        let left = 10_000;
        const linkChain = agents.slice(4 - depth).map((agentId) => {
          const shareBp = rng.int(0, left);
          left -= shareBp;
          return { agentId, shareBp };
        });
        const combinations = rng.pick([1, 1, 1, 3, 6]);
        return { play: 'TM', selection: rng.pick(selections), amount: rng.int(0, 800) * combinations, combinations, chain: linkChain };
      });
      const result = autoLayoffs(lines, keepOf, (party, play, selection) => before.get(keptKey(party, play, selection)) ?? 0);
      const reference = simulate(lines, keepOf, before);
      for (const [key, value] of result.kept) expect({ seed, key, value }).toEqual({ seed, key, value: reference.kept.get(key) });
      expect(result.layoffs.map(({ line: l, from, stake }) => ({ line: l, from, stake }))).toEqual(reference.laid);
      // every party: kept + laid off = its part + what it received, line by line; every line: the parties keep it all but the external part
      for (const take of result.takes) expect(take.kept + take.laidOff).toBe(take.share + take.received);
      lines.forEach((l, index) => {
        const takes = result.takes.filter((t) => t.line === index);
        const external = result.layoffs.filter((x) => x.line === index && x.to.kind === 'external').reduce((s, x) => s + x.stake, 0);
        expect(takes.reduce((s, t) => s + t.kept, 0) + external).toBe(l.amount);
        expect(external).toBe(reference.external[index]);
      });
      // and over the whole order: kept after + laid off outside = kept before + the order
      const keptBefore = [...result.kept.keys()].reduce((s, key) => s + (before.get(key) ?? 0), 0);
      const keptAfter = [...result.kept.values()].reduce((s, v) => s + v, 0);
      const external = result.layoffs.filter((x) => x.to.kind === 'external').reduce((s, x) => s + x.stake, 0);
      expect(keptAfter + external).toBe(keptBefore + lines.reduce((s, l) => s + l.amount, 0));
    }
  });
});
