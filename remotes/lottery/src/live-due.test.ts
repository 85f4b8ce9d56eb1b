import { describe, expect, it } from 'vitest';
import { JOB_GRACE_MS, nextDue } from './live-due.js';

const now = Date.parse('2026-11-21T12:00:00Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
const draw = (status: 'scheduled' | 'open' | 'closed' | 'drawn', opens: number, closes: number) => ({ status, opensAt: at(opens), closesAt: at(closes) });

describe('nextDue', () => {
  it.each([
    ['nothing shown', [], null],
    ['an open draw closing in 5 s', [draw('open', -60, 5)], now + 5000 + JOB_GRACE_MS],
    ['a scheduled draw opening in 30 s, before another closes', [draw('open', -60, 120), draw('scheduled', 30, 300)], now + 30_000 + JOB_GRACE_MS],
    ['a closing whose grace has passed is not waited for', [draw('open', -60, -20)], null],
    ['a closing just passed is still waited for, until its grace ends', [draw('open', -60, -2)], now - 2000 + JOB_GRACE_MS],
    ['closed and drawn draws change only by hand', [draw('closed', -60, -30), draw('drawn', -90, -60)], null],
  ] as const)('%s', (_case, draws, expected) => {
    expect(nextDue(draws, now)).toBe(expected);
  });
});
