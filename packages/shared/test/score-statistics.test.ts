import { describe, expect, it } from 'vitest';
import {
  bandByCuts,
  bandByThresholds,
  quantile,
  quantileCuts,
  summarizeScores,
} from '../src/score-statistics';

// Worked by hand (see each comment); the server's tests check that SQL gives the same figures.
describe('summarizeScores', () => {
  it('12, 15, 15, 18, 20: quartiles on ranks, sample SD, adjusted skew', () => {
    // mean 80/5 = 16; deviations −4 −1 −1 2 4; squares 38 → variance 38/4 = 9.5.
    // Quartiles: h = 4·p → x[1] = 15, x[2] = 15, x[3] = 18.
    // m2 = 38/5 = 7.6, m3 = (−64 −1 −1 +8 +64)/5 = 1.2; G1 = √20/3 · 1.2/7.6^1.5 = 0.0853797…
    const s = summarizeScores([18, 12, 20, 15, 15]);
    expect(s).toMatchObject({ count: 5, mean: 16, min: 12, q1: 15, median: 15, q3: 18, max: 20 });
    expect(s.sd).toBeCloseTo(Math.sqrt(9.5), 12);
    expect(s.sd).toBeCloseTo(3.082207, 6);
    expect(s.skew).toBeCloseTo(0.08538, 5);
  });

  it('10, 11, 14, 19: interpolated quartiles and a right skew', () => {
    // Quartiles: h = 0.75 → 10 + 0.75·1 = 10.75; h = 1.5 → 11 + 0.5·3 = 12.5; h = 2.25 → 14 + 0.25·5 = 15.25.
    // mean 13.5; squares 12.25 + 6.25 + 0.25 + 30.25 = 49 → SD √(49/3) = 4.0414519…
    // m2 = 12.25, m3 = (−42.875 − 15.625 + 0.125 + 166.375)/4 = 27; G1 = √12/2 · 27/42.875 = 1.0907375…
    const s = summarizeScores([19, 10, 14, 11]);
    expect(s).toMatchObject({ count: 4, mean: 13.5, q1: 10.75, median: 12.5, q3: 15.25 });
    expect(s.sd).toBeCloseTo(4.0414519, 6);
    expect(s.skew).toBeCloseTo(1.0907375, 6);
  });

  it('gives no SD under two scores, no skew under three or with no spread, nothing for none', () => {
    expect(summarizeScores([14])).toMatchObject({ count: 1, mean: 14, sd: null, skew: null, q1: 14, q3: 14 });
    expect(summarizeScores([14, 16]).skew).toBeNull();
    expect(summarizeScores([14, 16]).sd).toBeCloseTo(Math.SQRT2, 12);
    expect(summarizeScores([15, 15, 15])).toMatchObject({ sd: 0, skew: null });
    expect(summarizeScores([])).toMatchObject({ count: 0, mean: null, median: null, max: null });
  });
});

describe('quantiles and bands', () => {
  it('interpolates between closest ranks', () => {
    expect(quantile([1, 2, 3, 4], 0.9)).toBeCloseTo(3.7, 12); // h = 2.7 → 3 + 0.7·1
    expect(quantile([5], 0.9)).toBe(5);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('cuts 8 scores into 4 bands, a score on a cut in the band below, band 1 the strongest', () => {
    // h = 7/4, 7/2, 21/4 → 11 + 0.75·1 = 11.75, 13 + 0.5·2 = 14, 17 + 0.25·1 = 17.25.
    const cuts = quantileCuts([10, 11, 12, 13, 15, 17, 18, 20], 4);
    expect(cuts).toEqual([11.75, 14, 17.25]);
    const scores = [20, 17.5, 17.25, 14.5, 14, 12, 11.75, 10];
    expect(scores.map((v) => bandByCuts(v, cuts))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('bands by the lower bounds the user gives, in any order', () => {
    expect([20, 17, 16.99, 14, 10, 9.75].map((v) => bandByThresholds(v, [10, 17, 14]))).toEqual([
      1, 1, 2, 2, 3, 4,
    ]);
  });
});
