import { describe, expect, it } from 'vitest';
import {
  disciplineScore,
  cardTotals,
  continuousScore,
  passes,
  qualitativeTypeFor,
  ranks,
  roundScore,
  termScore,
  weightedItemMean,
  yearScore,
} from '../src';

describe('grading rules', () => {
  it('rounds to two decimals half up, without binary drift', () => {
    expect(roundScore(14.125)).toBe(14.13);
    expect(roundScore(14.124)).toBe(14.12);
    expect(roundScore(1.005)).toBe(1.01);
    expect(roundScore(16.665)).toBe(16.67);
    expect(roundScore(40 / 3)).toBe(13.33);
    expect(roundScore(20)).toBe(20);
  });

  it('normalises items to 20 and weights them; absent is 0, excused and empty are left out', () => {
    const items = [
      { score: 8, maxScore: 10, weight: 1 }, // 16
      { score: null, mark: 'absent' as const, maxScore: 20, weight: 1 }, // 0
      { score: null, mark: 'excused' as const, maxScore: 20, weight: 5 },
      { score: null, maxScore: 20, weight: 5 },
      { score: 18, maxScore: 20, weight: 2 }, // 18 × 2
    ];
    // (16 + 0 + 36) / 4 = 13
    expect(weightedItemMean(items)).toBe(13);
    expect(continuousScore(items)).toBe(13);
    expect(continuousScore(items, 17.5)).toBe(17.5);
    expect(continuousScore([{ score: null, mark: 'excused', maxScore: 20, weight: 1 }])).toBeNull();
    expect(continuousScore([])).toBeNull();
  });

  it('takes the mean of continuous and final, or whichever exists', () => {
    expect(termScore(17.25, 14)).toBe(15.63); // 15.625 half up
    expect(termScore(null, 14)).toBe(14);
    expect(termScore(12, null)).toBe(12);
    expect(termScore(null, null)).toBeNull();
  });

  it('weights the year score by term ordinal', () => {
    // (12 × 1 + 18 × 2) / 3 = 16
    expect(
      yearScore([
        { ordinal: 1, score: 12 },
        { ordinal: 2, score: 18 },
      ]),
    ).toBe(16);
    expect(
      yearScore([
        { ordinal: 1, score: 12 },
        { ordinal: 2, score: null },
      ]),
    ).toBe(12);
    expect(yearScore([{ ordinal: 1, score: null }])).toBeNull();
  });

  it('averages by units over numeric courses with a score and counts passed units', () => {
    const totals = cardTotals([
      { units: 3, score: 18, passed: true, qualitative: false },
      { units: 2, score: 9, passed: false, qualitative: false },
      { units: 1, score: null, passed: null, qualitative: false },
      { units: 4, score: 20, passed: true, qualitative: true },
    ]);
    // (54 + 18) / 5 = 14.4
    expect(totals).toEqual({ average: 14.4, totalUnits: 5, passedUnits: 3 });
    expect(cardTotals([])).toEqual({ average: null, totalUnits: 0, passedUnits: 0 });
  });

  it('passes at the passing score, 10 by default', () => {
    expect(passes(10, null)).toBe(true);
    expect(passes(9.99, null)).toBe(false);
    expect(passes(11, 12)).toBe(false);
    expect(passes(null, 12)).toBeNull();
    // A score made of the continuous part alone (the final missing) has no result yet.
    expect(passes(15, null, false)).toBeNull();
  });

  it('ranks with shared ranks for ties (1, 1, 3) and none without an average', () => {
    expect(ranks([18, 18, 15, null, 12])).toEqual([1, 1, 3, null, 4]);
  });

  it('finds the qualitative type whose range holds the score', () => {
    const types = [
      { id: 1, minScore: 18, maxScore: 20 },
      { id: 2, minScore: 15, maxScore: 17.75 },
      { id: 3, minScore: 12, maxScore: 14.75 },
      { id: 4, minScore: 0, maxScore: 11.75 },
    ];
    expect(qualitativeTypeFor(19, types)).toBe(1);
    expect(qualitativeTypeFor(15, types)).toBe(2);
    expect(qualitativeTypeFor(14.75, types)).toBe(3);
    expect(qualitativeTypeFor(17.9, types)).toBe(2); // in the gap: highest minimum below
    expect(qualitativeTypeFor(0, types)).toBe(4);
  });

  it('starts the discipline score at 20 and clamps it to 0–20', () => {
    expect(disciplineScore([])).toBe(20);
    expect(disciplineScore([-1.5, -0.25])).toBe(18.25);
    // Merit cannot lift it above 20, breaches cannot push it below 0.
    expect(disciplineScore([2, -1])).toBe(20);
    expect(disciplineScore([-15, -10])).toBe(0);
    expect(disciplineScore([-25, 3])).toBe(0);
  });
});
