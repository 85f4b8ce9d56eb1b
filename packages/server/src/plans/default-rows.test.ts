import { describe, expect, it } from 'vitest';
import { returnToPlayer } from '@drawdesk/lottery';
import { defaultPlanRows, withNewPlays } from './default-rows.js';
import { checkPlanRows } from './rows.js';

const C = (n: number, k: number): number => (k === 0 ? 1 : (C(n - 1, k - 1) * n) / k);
/** P(win) per odds slot of the multi-number plays (6 regular numbers and a special out of 49). */
const MULTI_WINS: Record<string, number[]> = {
  ZM: [6 / 49],
  LM_2_ALL: [C(6, 2) / C(49, 2)],
  LM_3_ALL: [C(6, 3) / C(49, 3)],
  LM_3_2: [(C(6, 2) * 43) / C(49, 3), C(6, 3) / C(49, 3)],
  LM_2_SPECIAL: [C(6, 2) / C(49, 2), 6 / C(49, 2)],
};
const returnOf = (play: string, odds: number[], rebateBp: number) =>
  (MULTI_WINS[play] ?? []).reduce((sum, p, slot) => sum + p * (odds[slot] ?? 0), 0) + rebateBp;

describe('defaultPlanRows', () => {
  it.each([['MARK6', 'A'], ['MARK6', 'B'], ['PICK3', 'A'], ['PICK3', 'B']] as const)('%s tier %s: every row passes the save checks', (game, tier) => {
    const rows = defaultPlanRows(game, tier);
    expect(() => checkPlanRows(game, rows)).not.toThrow();
    for (const row of rows) expect(row).toMatchObject({ minStake: 100, maxStake: 500_000, maxPerSelection: 2_000_000, locked: false });
  });

  it('tier A carries the typical odds and rebates of the games docs', () => {
    const rows = Object.fromEntries(defaultPlanRows('MARK6', 'A').map((r) => [r.play, r]));
    expect(rows.TM).toMatchObject({ odds: [426_000], rebateBp: 1300 });
    expect(rows.TM_COLOUR).toMatchObject({ odds: [30_160, 28_390], rebateBp: 100 });
    expect(rows.LX_2).toMatchObject({ odds: [46_000, 39_000], rebateBp: 200 });
    expect(rows.NH_12).toMatchObject({ odds: [79_000], rebateBp: 200 });
    expect(rows.LM_3_2).toMatchObject({ odds: [210_000, 1_000_000], rebateBp: 1500 });
    const pick3 = Object.fromEntries(defaultPlanRows('PICK3', 'A').map((r) => [r.play, r]));
    expect(pick3.P3_DIRECT).toMatchObject({ odds: [9_700_000], rebateBp: 0 });
    expect(pick3.P3_SUM).toMatchObject({ odds: [9700], rebateBp: 0 });
  });

  it('tier B is TM 47.5 with 3%, and moves rebate above 3% into the odds at (just under) the same return', () => {
    const a = Object.fromEntries(defaultPlanRows('MARK6', 'A').map((r) => [r.play, r]));
    const b = Object.fromEntries(defaultPlanRows('MARK6', 'B').map((r) => [r.play, r]));
    expect(b.TM).toMatchObject({ odds: [475_000], rebateBp: 300 });
    expect(returnToPlayer('TM', b.TM!.odds, 300)).toEqual(returnToPlayer('TM', a.TM!.odds, 1300));
    for (const play of Object.keys(MULTI_WINS)) {
      expect(b[play]!.rebateBp).toBe(300);
      const before = returnOf(play, a[play]!.odds, a[play]!.rebateBp);
      const after = returnOf(play, b[play]!.odds, 300);
      // Rounding every slot down to 0.01 costs at most a few bp, never adds.
      expect(after, play).toBeLessThanOrEqual(before);
      expect(before - after, play).toBeLessThan(5);
    }
    for (const play of ['TM_TWO_SIDED', 'TM_COLOUR', 'TM_ZODIAC', 'TM_TAIL', 'TM_HEAD', 'PT_ZODIAC', 'PT_TAIL', 'LX_2', 'NH_5']) expect(b[play]).toEqual(a[play]);
    expect(defaultPlanRows('PICK3', 'B')).toEqual(defaultPlanRows('PICK3', 'A'));
  });
});

describe('withNewPlays', () => {
  it('adds a locked tier-A row for every play type a stored plan lacks, and keeps the stored ones', () => {
    const all = defaultPlanRows('MARK6', 'B');
    const old = all.filter((row) => !/^(PT_TAIL|LX_|NH_)/.test(row.play));
    const rows = withNewPlays('MARK6', old);
    expect(rows.slice(0, old.length)).toEqual(old);
    expect(rows.slice(old.length).map((row) => row.play)).toEqual(['PT_TAIL', 'LX_2', 'LX_3', 'LX_4', 'LX_5', 'NH_5', 'NH_6', 'NH_7', 'NH_8', 'NH_9', 'NH_10', 'NH_11', 'NH_12']);
    expect(rows.find((row) => row.play === 'LX_2')).toMatchObject({ odds: [46_000, 39_000], rebateBp: 200, locked: true });
    expect(() => checkPlanRows('MARK6', rows)).not.toThrow();
    expect(withNewPlays('MARK6', all)).toEqual(all);
  });
});
