/** Pascal's triangle up to 49, exact: the counts are looked up thousands of times per plan. */
const PASCAL: readonly (readonly bigint[])[] = (() => {
  const rows: bigint[][] = [[1n]];
  for (let n = 1; n <= 49; n++) {
    const above = rows[n - 1] as bigint[];
    rows.push(Array.from({ length: n + 1 }, (_, k) => (k === 0 || k === n ? 1n : (above[k - 1] as bigint) + (above[k] as bigint))));
  }
  return rows;
})();

/** Binomial coefficient C(n, k), exact, for 0 <= n <= 49. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const value = PASCAL[n]?.[k];
  if (value === undefined) throw new RangeError(`C(${n}, ${k}) is outside the table (n <= 49)`);
  return value;
}

/** Equally likely Mark Six draws: a set of 6 regular numbers and a special from the other 43. */
export const MARK6_DRAWS = choose(49, 6) * 43n;
