/**
 * Statistics of a set of scores, as the score analytics state them (and compute in SQL, which must
 * agree — the server's tests compare the two):
 * - quartiles and other quantiles by linear interpolation between closest ranks (Hyndman & Fan
 *   type 7: PostgreSQL's percentile_cont, Excel's QUARTILE.INC): h = (n − 1)·p, x[⌊h⌋] plus the
 *   fraction of h times the step to the next value;
 * - standard deviation of a sample (n − 1 in the denominator, Excel's STDEV.S), none below 2 scores;
 * - skewness as the adjusted Fisher–Pearson coefficient (Excel's SKEW):
 *   G1 = √(n(n − 1)) / (n − 2) · m3 / m2^1.5 with m_k the k-th central moment; none below 3 scores
 *   or when every score is the same.
 */

export interface ScoreSummary {
  count: number;
  mean: number | null;
  sd: number | null;
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  skew: number | null;
}

/** The p-quantile (0 ≤ p ≤ 1) of scores sorted ascending, by type 7; null for no scores. */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (h - low) * (sorted[high]! - sorted[low]!);
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

export function summarizeScores(values: readonly number[]): ScoreSummary {
  const sorted = ascending(values);
  const n = sorted.length;
  if (n === 0) {
    return {
      count: 0,
      mean: null,
      sd: null,
      min: null,
      q1: null,
      median: null,
      q3: null,
      max: null,
      skew: null,
    };
  }
  const mean = sorted.reduce((sum, x) => sum + x, 0) / n;
  const moment = (k: number) => sorted.reduce((sum, x) => sum + (x - mean) ** k, 0) / n;
  const m2 = moment(2);
  const m3 = moment(3);
  return {
    count: n,
    mean,
    sd: n < 2 ? null : Math.sqrt((m2 * n) / (n - 1)),
    min: sorted[0]!,
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    max: sorted[n - 1]!,
    skew: n < 3 || m2 === 0 ? null : ((Math.sqrt(n * (n - 1)) / (n - 2)) * m3) / m2 ** 1.5,
  };
}

/** The cut points that split scores into `bands` bands of (about) equal size: its 1/k … (k−1)/k quantiles. */
export function quantileCuts(values: readonly number[], bands: number): number[] {
  const sorted = ascending(values);
  if (sorted.length === 0) return [];
  return Array.from({ length: bands - 1 }, (_, i) => quantile(sorted, (i + 1) / bands)!);
}

/**
 * A score's band by quantile cuts, band 1 the strongest: one band lower for every cut the score does
 * not exceed (a score equal to a cut falls in the band below it).
 */
export function bandByCuts(value: number, cuts: readonly number[]): number {
  return 1 + cuts.filter((cut) => value <= cut).length;
}

/**
 * A score's band by the user's lower bounds (any order), band 1 the strongest: one band lower for
 * every bound the score is under. Bounds 17, 14, 10 make «≥ 17», «14 – 17», «10 – 14» and «< 10».
 */
export function bandByThresholds(value: number, thresholds: readonly number[]): number {
  return 1 + thresholds.filter((bound) => value < bound).length;
}
