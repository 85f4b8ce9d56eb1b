import { describe, expect, it } from 'vitest';
import type { DrawStatus } from '@drawdesk/contracts';
import { allows, DRAW_ACTIONS, refuse, type DrawAction } from './lifecycle.js';

const STATUSES: DrawStatus[] = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'];
// The whole table written out: a row per action, the statuses it is allowed from.
const EXPECTED: Record<DrawAction, DrawStatus[]> = {
  open: ['scheduled'],
  close: ['open'],
  result: ['closed'],
  correct: ['drawn', 'settled'],
  settle: ['drawn'],
  void: ['scheduled', 'open', 'closed', 'drawn'],
  reschedule: ['scheduled'],
  remove: ['scheduled', 'void'],
};

describe('the draw lifecycle', () => {
  it.each(Object.keys(DRAW_ACTIONS) as DrawAction[])('%s is allowed exactly from its statuses', (action) => {
    expect(STATUSES.filter((status) => allows(action, status))).toEqual(EXPECTED[action]);
  });

  it('nothing leaves settled but a correction, and nothing leaves void but removal', () => {
    const fromSettled = (Object.keys(DRAW_ACTIONS) as DrawAction[]).filter((a) => allows(a, 'settled'));
    const fromVoid = (Object.keys(DRAW_ACTIONS) as DrawAction[]).filter((a) => allows(a, 'void'));
    expect([fromSettled, fromVoid]).toEqual([['correct'], ['remove']]);
  });

  it('a refusal is a 409 carrying the current status', () => {
    expect(refuse('close', 'drawn')).toMatchObject({ status: 409, code: 'CONFLICT', data: { status: 'drawn' }, message: 'A drawn draw cannot be closed' });
  });
});
