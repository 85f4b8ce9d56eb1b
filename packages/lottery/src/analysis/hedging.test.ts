import { describe, expect, it } from 'vitest';
import { SCALE, applyRate } from '../money.js';
import { bruteForceNet, randomBook } from '../testing/books.js';
import { seeded } from '../testing/random.js';
import { zodiacMapOn } from '../zodiac.js';
import { analyseBook } from './analyse.js';
import { hedgedNet, worstOf } from './hedge.js';
import { planLossCap, solveLossCapExact } from './loss-cap.js';
import type { Position } from './types.js';
import { planUniformKeep } from './uniform-keep.js';

const drawDate = '2026-05-01';
const zodiac = zodiacMapOn(drawDate);
const YUAN = 100;

/** A random 49-number special-number book: odds 42.6, rebate 13%. */
function tmBook(seed: number, maxYuan: number): Position[] {
  const rng = seeded(seed);
  return Array.from({ length: 49 }, (_, i) => ({
    play: 'TM', selection: String(i + 1), stake: rng.int(0, maxYuan * YUAN), odds: 426_000, rebateBp: 1300,
  }));
}

/**
 * The exhaustive reference of the loss-cap LP: at the optimum every hedged
 * outcome sits exactly on -L, so try every support set A, solve it, keep the
 * feasible ones and take the least total. Returns H as a fraction.
 */
function lossCapReference(net: number[], L: number, odds: number, rebateBp: number): { num: bigint; den: bigint } | null {
  const a4 = BigInt(SCALE - rebateBp);
  const o4 = BigInt(odds);
  let best: { num: bigint; den: bigint } | null = worstOf(net) >= -L ? { num: 0n, den: 1n } : null;
  for (let mask = 1; mask < 1 << net.length; mask++) {
    const A = net.map((_, i) => i).filter((i) => mask & (1 << i));
    const D = o4 - BigInt(A.length) * a4;
    if (D <= 0n) continue;
    const P = A.reduce((s, j) => s + BigInt(-L - (net[j] ?? 0)), 0n);
    // H = 10,000 P / D; h_j = 10,000 ((-L - N_j) D + a4 P) / (o4 D); all must be >= 0 and every outcome >= -L.
    const hNum = (j: number): bigint => BigInt(SCALE) * (BigInt(-L - (net[j] ?? 0)) * D + a4 * P);
    if (A.some((j) => hNum(j) < 0n)) continue;
    // N(w) - a H + O h_w >= -L, scaled by 10,000 x o4 x D / ... : N(w) + L >= a4 P / D for w outside A.
    if (net.some((n, w) => !A.includes(w) && (BigInt(n + L) * D < a4 * P))) continue;
    const candidate = { num: BigInt(SCALE) * P, den: D };
    if (!best || candidate.num * best.den < best.num * candidate.den) best = candidate;
  }
  return best;
}

describe('loss cap', () => {
  it('acceptance: a random 49-number book at 42.6 / 13%, capped at 2,000 yuan upstream at 42.6 / 13%', () => {
    const positions = tmBook(2026, 1000);
    const strategy = { kind: 'loss-cap', maxLoss: 2000 * YUAN, upstreamOdds: 426_000, upstreamRebateBp: 1300 } as const;
    const analysis = analyseBook({ game: 'MARK6', drawDate, positions, strategy });
    expect(analysis.summary.before.worst).toBeLessThan(-2000 * YUAN);
    expect(analysis.strategy).toEqual({ kind: 'loss-cap', feasible: true });
    expect(analysis.summary.after.worst).toBeGreaterThanOrEqual(-2000 * YUAN);
    // Checked independently: settle every line and every suggested lay-off on every outcome.
    const settled = bruteForceNet('MARK6', positions, analysis.suggestedLayoffs, zodiac);
    expect(settled).toEqual(analysis.outcomes.map((o) => o.netAfter));
    expect(worstOf(settled)).toBeGreaterThanOrEqual(-2000 * YUAN);
    // The per-number shortcut (-L - N(j)) / (O + r - 1) under-hedges this book: it is not what we suggest.
    const shortcut = analysis.outcomes.map((o) => Math.max(0, Math.ceil(((-2000 * YUAN - o.net) * SCALE) / (426_000 + 1300 - SCALE))));
    expect(worstOf(hedgedNet(analysis.outcomes.map((o) => o.net), shortcut, { odds: 426_000, rebateBp: 1300 }))).toBeLessThan(-2000 * YUAN);
  });

  it('holds the cap to the fen on random books of both games (hedges rounded up, then checked)', () => {
    const rng = seeded(7);
    for (let round = 0; round < 12; round++) {
      const game = round % 4 === 3 ? 'PICK3' : 'MARK6';
      const positions = randomBook(game, rng, rng.int(5, 60));
      const maxLoss = rng.int(0, 2_000_000);
      const strategy = game === 'MARK6'
        ? { kind: 'loss-cap', maxLoss, upstreamOdds: rng.int(400_000, 480_000), upstreamRebateBp: rng.int(0, 1500) } as const
        : { kind: 'loss-cap', maxLoss, upstreamOdds: rng.int(9_000_000, 9_900_000), upstreamRebateBp: rng.int(0, 300) } as const;
      const analysis = analyseBook({ game, drawDate, positions, strategy });
      if (!analysis.strategy?.feasible) {
        expect(analysis.strategy?.reason).toMatch(/infeasible/);
        continue;
      }
      const settled = bruteForceNet(game, positions, analysis.suggestedLayoffs, zodiac);
      expect(settled).toEqual(analysis.outcomes.map((o) => o.netAfter));
      expect(worstOf(settled)).toBeGreaterThanOrEqual(-maxLoss);
    }
  });

  it('finds the least total lay-off (exhaustive reference over active sets on small books)', () => {
    const rng = seeded(11);
    let compared = 0;
    for (let round = 0; round < 300; round++) {
      const net = Array.from({ length: rng.int(1, 8) }, () => rng.int(-200_000, 50_000));
      const L = rng.int(0, 50_000);
      const odds = rng.int(15_000, 80_000);
      const rebateBp = rng.int(0, 2000);
      const exact = solveLossCapExact(net, L, { odds, rebateBp });
      const reference = lossCapReference(net, L, odds, rebateBp);
      expect(exact.feasible).toBe(reference !== null);
      if (!exact.feasible || !reference) continue;
      compared++;
      // Same minimal total, exactly: 10,000 P / D = reference.
      expect(BigInt(SCALE) * exact.P * reference.den).toBe(reference.num * exact.D);
      const plan = planLossCap(net, L, { odds, rebateBp });
      expect(plan.feasible).toBe(true);
      expect(worstOf(hedgedNet(net, plan.hedges, { odds, rebateBp }))).toBeGreaterThanOrEqual(-L);
      // In whole fen no hedge can be a fen smaller, and the total stays near the real minimum: rounding
      // moves an outcome by about a fen per hedge, which the active set amplifies by 1/D.
      for (const [j, h] of plan.hedges.entries()) {
        if (h === 0) continue;
        const smaller = plan.hedges.map((x, i) => (i === j ? x - 1 : x));
        expect(worstOf(hedgedNet(net, smaller, { odds, rebateBp }))).toBeLessThan(-L);
      }
      const total = BigInt(plan.hedges.reduce((s, h) => s + h, 0));
      const n = BigInt(net.length);
      const slack = (n + 1n) * (1n + (n * BigInt(SCALE)) / exact.D);
      expect((total + slack) * reference.den >= reference.num).toBe(true);
      expect((total - slack) * reference.den <= reference.num).toBe(true);
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('says infeasible when every outcome needs a hedge and O <= |A|(1 - r)', () => {
    const net = Array.from({ length: 49 }, () => -500_000);
    const plan = planLossCap(net, 0, { odds: 426_000, rebateBp: 1300 });
    expect(plan.feasible).toBe(false);
    expect(plan.reason).toMatch(/infeasible: 49 outcomes/);
    // Customers at odds 50 with 13% rebate on every number: the book loses on every outcome.
    const losing = Array.from({ length: 49 }, (_, i) => ({ play: 'TM', selection: String(i + 1), stake: 1000, odds: 500_000, rebateBp: 1300 }));
    const analysis = analyseBook({ game: 'MARK6', positions: losing, strategy: { kind: 'loss-cap', maxLoss: 0, upstreamOdds: 426_000, upstreamRebateBp: 1300 } });
    expect(analysis.summary.before.bestCase).toBeLessThan(0);
    expect(analysis.strategy?.feasible).toBe(false);
    expect(analysis.suggestedLayoffs).toEqual([]);
  });
});

describe('keep ratio and stake cap keep exactly what they say', () => {
  const rng = seeded(21);
  const positions: Position[] = [...randomBook('MARK6', rng, 60), { play: 'LM_3_ALL', selection: '1,2,3,4', stake: 12_345, odds: 5_500_000, rebateBp: 1500 }];
  const layoffs = [{ play: 'TM', selection: positions.find((p) => p.play === 'TM')?.selection ?? '1', stake: 777, odds: 426_000, rebateBp: 1300 }];

  it.each([0, 3333, 5000, 10_000])('keep ratio %d bp', (keepBp) => {
    const analysis = analyseBook({ game: 'MARK6', drawDate, positions, layoffs, strategy: { kind: 'keep-ratio', keepBp } });
    for (const row of analysis.selections) {
      expect(row.keptStake - row.layoff).toBe(Math.min(row.keptStake - (row.layoff - suggestedOn(analysis, row)), applyRate(row.keptStake, keepBp)));
    }
    // The per-outcome book holds the single-outcome plays only.
    const single = <T extends { play: string }>(items: readonly T[]): T[] => items.filter((p) => !p.play.startsWith('LM_'));
    expect(bruteForceNet('MARK6', single(positions), single([...layoffs, ...analysis.suggestedLayoffs]), zodiac)).toEqual(analysis.outcomes.map((o) => o.netAfter));
  });

  it.each([0, 1, 50_000, 10_000_000])('stake cap %d fen', (cap) => {
    const analysis = analyseBook({ game: 'MARK6', drawDate, positions, layoffs, strategy: { kind: 'stake-cap', cap } });
    for (const row of analysis.selections) {
      expect(row.keptStake - row.layoff).toBe(Math.min(row.keptStake - (row.layoff - suggestedOn(analysis, row)), cap));
    }
  });

  function suggestedOn(analysis: ReturnType<typeof analyseBook>, row: { play: string; selection: string }): number {
    return analysis.suggestedLayoffs.filter((l) => l.play === row.play && l.selection === row.selection).reduce((s, l) => s + l.stake, 0);
  }
});

describe('uniform keep', () => {
  it('keeps the largest uniform level whose worst case meets the cap (brute-force scan)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const positions = tmBook(seed, 20);
      const base = analyseBook({ game: 'MARK6', positions });
      const net = base.outcomes.map((o) => o.net);
      const kept = positions.map((p) => p.stake);
      const terms = { odds: 426_000, rebateBp: 1300 };
      const maxLoss = seeded(seed).int(0, 40_000);
      const scan = (x: number): number => worstOf(hedgedNet(net, kept.map((s) => Math.max(0, s - x)), terms));
      let expected = -1;
      for (let x = Math.max(...kept); x >= 0 && expected < 0; x--) if (scan(x) >= -maxLoss) expected = x;
      const plan = planUniformKeep(net, kept, maxLoss, terms);
      if (expected >= 0) {
        expect(plan).toMatchObject({ feasible: true, keepLevel: expected });
      } else {
        // Infeasible: the level maximises the worst case over every level.
        let bestWorst = -Infinity;
        for (let x = 0; x <= Math.max(...kept); x++) bestWorst = Math.max(bestWorst, scan(x));
        expect(plan.feasible).toBe(false);
        expect(scan(plan.keepLevel)).toBe(bestWorst);
      }
      const analysis = analyseBook({ game: 'MARK6', positions, strategy: { kind: 'uniform-keep', maxLoss, upstreamOdds: 426_000, upstreamRebateBp: 1300 } });
      expect(analysis.strategy?.keepLevel).toBe(plan.keepLevel);
      for (const [i, row] of analysis.outcomes.entries()) expect(row.layoff).toBe(Math.max(0, (kept[i] ?? 0) - plan.keepLevel));
    }
  });
});
