import { createHash, randomInt } from 'node:crypto';

export const CODE_VALID_SECONDS = 5 * 60;
export const CODE_INTERVAL_SECONDS = 60;
export const CODES_PER_DAY = 10;
export const CODE_MAX_FAILURES = 5;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** Bound to the number, so a code hash is useless for any other number. */
export const codeHash = (phoneNumber: string, code: string) => createHash('sha256').update(`${phoneNumber}:${code}`).digest('hex');
