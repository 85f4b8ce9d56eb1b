import type { FailureCounts } from '../repositories/login-attempts.js';

/**
 * docs/promises.md#accounts-and-sessions: back off after 5 failures in 15 minutes, never more than 100 an hour, no permanent lockout.
 * After the threshold each further failure doubles the wait (1, 2, 4, 8 min), capped at 15 minutes.
 * An address gets a higher threshold than an account: an office behind one NAT shares it.
 */
export const ACCOUNT_THRESHOLD = 5;
export const ADDRESS_THRESHOLD = 20;
export const HOURLY_CEILING = 100;
const MAX_WAIT_SECONDS = 15 * 60;

/** Seconds to wait before the next login attempt may be tried (0 = go ahead). */
export function secondsToWait(failures: FailureCounts, threshold: number, now: Date): number {
  let until = 0;
  if (failures.lastHour >= HOURLY_CEILING && failures.oldestInHour) {
    until = failures.oldestInHour.getTime() + 60 * 60 * 1000;
  }
  if (failures.lastQuarterHour >= threshold && failures.latest) {
    const wait = Math.min(60 * 2 ** (failures.lastQuarterHour - threshold), MAX_WAIT_SECONDS);
    until = Math.max(until, failures.latest.getTime() + wait * 1000);
  }
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}
