import { describe, expect, it } from 'vitest';
import { ACCOUNT_THRESHOLD, secondsToWait } from './login-throttle.js';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('secondsToWait', () => {
  it.each([
    ['no failures', { lastQuarterHour: 0, lastHour: 0, latest: null, oldestInHour: null }, 0],
    ['4 failures: under the threshold', { lastQuarterHour: 4, lastHour: 4, latest: ago(1), oldestInHour: ago(60) }, 0],
    ['5 failures, the last just now: wait a minute', { lastQuarterHour: 5, lastHour: 5, latest: ago(0), oldestInHour: ago(60) }, 60],
    ['5 failures, the last 40 s ago', { lastQuarterHour: 5, lastHour: 5, latest: ago(40), oldestInHour: ago(60) }, 20],
    ['5 failures, the last 61 s ago: go ahead', { lastQuarterHour: 5, lastHour: 5, latest: ago(61), oldestInHour: ago(90) }, 0],
    ['6 failures: 2 minutes', { lastQuarterHour: 6, lastHour: 6, latest: ago(0), oldestInHour: ago(60) }, 120],
    ['8 failures: 8 minutes', { lastQuarterHour: 8, lastHour: 8, latest: ago(0), oldestInHour: ago(60) }, 480],
    ['20 failures: capped at 15 minutes', { lastQuarterHour: 20, lastHour: 20, latest: ago(0), oldestInHour: ago(60) }, 900],
    ['100 in the hour: until the oldest leaves the hour', { lastQuarterHour: 0, lastHour: 100, latest: ago(1000), oldestInHour: ago(3000) }, 600],
  ])('%s', (_name, failures, seconds) => {
    expect(secondsToWait(failures, ACCOUNT_THRESHOLD, now)).toBe(seconds);
  });
});
