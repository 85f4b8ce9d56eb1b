import { describe, expect, it } from 'vitest';
import type { PlanRow } from '@drawdesk/contracts';
import { AppError } from '../lib/errors.js';
import { defaultPlanRows } from './default-rows.js';
import { checkPlanRows, inPlayOrder } from './rows.js';

const rows = () => defaultPlanRows('MARK6', 'A');
const change = (index: number, patch: Partial<PlanRow>) => rows().map((row, i) => (i === index ? { ...row, ...patch } : row));

function fieldOf(run: () => void): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.fields[0]?.field;
    throw error;
  }
  return undefined;
}

describe('checkPlanRows', () => {
  it.each([
    ['a missing play', rows().slice(1), '/rows'],
    ['an unknown play', [...rows(), { ...rows()[0]!, play: 'P3_DIRECT' }], '/rows'],
    ['a duplicate play', [...rows(), rows()[0]!], '/rows'],
    ['one odds for two slots', change(2, { odds: [30_160] }), '/rows/2/odds'],
    ['two odds for one slot', change(0, { odds: [426_000, 1] }), '/rows/0/odds'],
    ['odds below 1.0', change(3, { odds: [9999, 90_000] }), '/rows/3/odds'],
    ['a zero minimum stake', change(4, { minStake: 0 }), '/rows/4/minStake'],
    ['max below min', change(4, { minStake: 500, maxStake: 400 }), '/rows/4/maxStake'],
    ['per selection below max', change(5, { maxPerSelection: 499_999 }), '/rows/5/maxPerSelection'],
  ])('refuses %s at %s', (_name, list, field) => {
    expect(fieldOf(() => checkPlanRows('MARK6', list))).toBe(field);
  });

  it('refuses a pick-3 sum return above 100% and takes 100%', () => {
    const pick3 = defaultPlanRows('PICK3', 'A');
    const sum = pick3.findIndex((r) => r.play === 'P3_SUM');
    const at = (odds: number) => pick3.map((row, i) => (i === sum ? { ...row, odds: [odds] } : row));
    expect(fieldOf(() => checkPlanRows('PICK3', at(10_001)))).toBe(`/rows/${sum}/odds`);
    expect(fieldOf(() => checkPlanRows('PICK3', at(10_000)))).toBeUndefined();
  });

  it('orders rows as the game lists its play types', () => {
    expect(inPlayOrder('MARK6', [...rows()].reverse()).map((r) => r.play)).toEqual(rows().map((r) => r.play));
  });
});
