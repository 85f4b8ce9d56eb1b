/** Binomial coefficient C(n, k), exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * BigInt(n - i + 1)) / BigInt(i);
  return result;
}

/** Equally likely Mark Six draws: a set of 6 regular numbers and a special from the other 43. */
export const MARK6_DRAWS = choose(49, 6) * 43n;
