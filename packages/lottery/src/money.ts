import { LotteryError } from './errors.js';

/** Odds are stored x10,000 and rates in basis points: both divide by this. */
export const SCALE = 10_000;

/** Refuses anything that is not an integer a double holds exactly. */
export function assertSafe(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) {
    throw new LotteryError('UNSAFE_INTEGER', `${what} must be a safe integer, got ${value}`);
  }
  return value;
}

/**
 * round(a * b / d) with one rounding, half away from zero (half up on the
 * magnitude, so a loss splits like a win). Exact: falls back to bigint when
 * the product leaves the safe range.
 */
export function mulDivRound(a: number, b: number, d: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    const rest = product % d;
    const quotient = (product - rest) / d;
    if (2 * Math.abs(rest) >= d) return quotient + Math.sign(rest);
    return quotient;
  }
  return assertSafe(Number(bigDivRound(BigInt(a) * BigInt(b), BigInt(d))), 'rounded amount');
}

/** round(n / d) half away from zero, d > 0. */
export function bigDivRound(n: bigint, d: bigint): bigint {
  const rest = n % d;
  const quotient = n / d;
  const twice = rest < 0n ? -2n * rest : 2n * rest;
  if (twice >= d) return quotient + (rest < 0n ? -1n : 1n);
  return quotient;
}


/** round(amount * rate / 10,000): a payout at odds x10,000, a rebate or share in bp. */
export function applyRate(amount: number, rate: number): number {
  return mulDivRound(amount, rate, SCALE);
}
