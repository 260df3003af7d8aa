/**
 * The 95% Wilson score interval for k successes in n trials (Wilson 1927; Agresti and Coull 1998
 * recommend it over the normal approximation for small n): what "named in 2 of 5 answers" can and
 * cannot say. 2 of 5 is 0.118 to 0.769: five answers say little, and the report shows it.
 */

/** The normal quantile for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson's interval for `k` of `n`; undefined when there is no answer to count (n = 0). */
export function wilson(k: number, n: number, z: number = Z95): Interval | undefined {
  if (!Number.isInteger(k) || !Number.isInteger(n) || n <= 0 || k < 0 || k > n) return undefined;
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Rounding can put a bound a hair outside [0, 1] at k = 0 or k = n.
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A share as a whole percentage, for the report: 0.1176 → 12. */
export const percent = (share: number): number => Math.round(share * 100);
