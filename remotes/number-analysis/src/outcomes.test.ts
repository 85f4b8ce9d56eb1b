import { describe, expect, it } from 'vitest';
import type { OutcomeRow } from '@drawdesk/contracts';
import { byOutcome, pick3Blocks, sortOutcomes } from './outcomes.js';

const row = (outcome: string, net: number, stake = 0): OutcomeRow => ({ outcome, stake, payout: 0, net, layoff: 0, netAfter: net });

describe('per-outcome sorting', () => {
  const rows = [row('10', -500, 30), row('2', 800, 10), row('3', -500, 20), row('49', 0, 40)];

  it('puts the worst results first by net ascending, ties by outcome', () => {
    expect(sortOutcomes(rows, 'net', 'asc').map((r) => r.outcome)).toEqual(['3', '10', '49', '2']);
  });

  it('puts the best first by net descending, ties still by outcome ascending', () => {
    expect(sortOutcomes(rows, 'net', 'desc').map((r) => r.outcome)).toEqual(['2', '49', '3', '10']);
  });

  it('sorts outcomes as numbers, not text, and leaves the input alone', () => {
    expect(sortOutcomes(rows, 'outcome', 'asc').map((r) => r.outcome)).toEqual(['2', '3', '10', '49']);
    expect(sortOutcomes(rows, 'outcome', 'desc').map((r) => r.outcome)).toEqual(['49', '10', '3', '2']);
    expect(sortOutcomes(rows, 'stake', 'desc').map((r) => r.outcome)).toEqual(['49', '10', '3', '2']);
    expect(rows.map((r) => r.outcome)).toEqual(['10', '2', '3', '49']);
  });

  it('finds a row by its outcome', () => {
    expect(byOutcome(rows).get('3')?.net).toBe(-500);
  });
});

describe('pick-3 layout', () => {
  const blocks = pick3Blocks();

  it('is 10 blocks by hundreds digit, each 10 rows by tens of 10 outcomes by units', () => {
    expect(blocks).toHaveLength(10);
    expect(blocks.map((b) => b.hundreds)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const block of blocks) {
      expect(block.rows).toHaveLength(10);
      for (const r of block.rows) expect(r).toHaveLength(10);
    }
    expect(blocks[0]!.rows[0]![0]).toBe('000');
    expect(blocks[4]!.rows[7]![2]).toBe('472');
    expect(blocks[9]!.rows[9]![9]).toBe('999');
  });

  it('covers every outcome 000-999 exactly once', () => {
    const all = blocks.flatMap((b) => b.rows.flat());
    expect(new Set(all).size).toBe(1000);
    expect(all.every((o) => /^\d{3}$/.test(o))).toBe(true);
  });
});
