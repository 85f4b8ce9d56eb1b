import type { Database } from '../db/client.js';
import type { LoginAttemptRepository } from '../repositories/login-attempts.js';
import { rateLimited } from '../lib/errors.js';

/** Anonymous requests that cost something (a code sent, a registration tried), per client address per hour. */
export const CODES_PER_ADDRESS_HOUR = 30;
export const REGISTRATIONS_PER_ADDRESS_HOUR = 30;

/**
 * Counts a request against its address's hourly cap before doing the work, the same way the login
 * throttle counts attempts: committed first, so requests at the same moment see each other.
 * A refused request is taken back (it did nothing).
 */
export async function capPerAddress(attempts: LoginAttemptRepository, db: Database, address: string, what: 'code' | 'register', perHour: number) {
  const key = `${what}:${address}`;
  // Each write commits on its own: the count must be visible to requests arriving meanwhile.
  const attempt = await attempts.begin([key], db);
  const { lastHour, oldestInHour } = await attempts.failures(key, attempt);
  if (lastHour < perHour) return;
  await attempts.forget(attempt, db);
  const wait = oldestInHour ? Math.max(1, Math.ceil((oldestInHour.getTime() + 3_600_000 - Date.now()) / 1000)) : 3600;
  throw rateLimited(wait, 'rate.address');
}
