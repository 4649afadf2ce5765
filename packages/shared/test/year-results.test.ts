import { describe, expect, it } from 'vitest';
import {
  DEFAULT_YEAR_RESULT_SETTINGS,
  decidedScore,
  makeupScore,
  yearResult,
  type YearCourse,
  type YearResultSettings,
} from '../src';

const numeric = (coursePlanId: number, score: number | null, units = 2, passingScore: number | null = null) =>
  ({ coursePlanId, units, qualitative: false, passingScore, score }) satisfies YearCourse;

const settings = (over: Partial<YearResultSettings> = {}): YearResultSettings => ({
  ...DEFAULT_YEAR_RESULT_SETTINGS,
  ...over,
});

describe('year results: the course passing score (rule 1)', () => {
  it('passes at exactly 10 and fails at 9.99; grade 12 passing graduates', () => {
    const courses = [numeric(1, 10), numeric(2, 18)];
    expect(yearResult(10, courses, settings()).outcome).toBe('passed');
    expect(yearResult(12, courses, settings()).outcome).toBe('graduated');
    const failing = yearResult(10, [numeric(1, 9.99), numeric(2, 18)], settings());
    expect(failing.outcome).toBe('makeup');
    expect(failing.failedCoursePlanIds).toEqual([1]);
  });

  it("uses the course's own passing score, and a course without a year score has not passed", () => {
    expect(yearResult(10, [numeric(1, 11.75, 2, 12)], settings()).failedCoursePlanIds).toEqual([1]);
    expect(yearResult(10, [numeric(1, 12, 2, 12)], settings()).outcome).toBe('passed');
    const missing = yearResult(9, [numeric(1, null), numeric(2, 15)], settings());
    expect(missing).toMatchObject({ outcome: 'makeup', failedCoursePlanIds: [1], average: 15 });
  });
});

describe('year results: the make-up limit (rule 7)', () => {
  const four = [numeric(1, 8, 4), numeric(2, 9, 1), numeric(3, 7, 1), numeric(4, 15, 3)];

  it('in courses: three failed within a limit of 3, four beyond a limit of 2', () => {
    const courses = four.slice(0, 3);
    expect(yearResult(8, courses, settings({ makeupLimit: 3 })).outcome).toBe('makeup');
    expect(yearResult(8, courses, settings({ makeupLimit: 2 })).outcome).toBe('repeat');
  });

  it('in units: 4 + 1 + 1 = 6 units failed, within 6 and beyond 5', () => {
    expect(yearResult(8, four, settings({ makeupLimitKind: 'units', makeupLimit: 6 })).outcome).toBe(
      'makeup',
    );
    expect(yearResult(8, four, settings({ makeupLimitKind: 'units', makeupLimit: 5 })).outcome).toBe(
      'repeat',
    );
    // The same card counted in courses: three courses, within a limit of 3.
    expect(yearResult(8, four, settings({ makeupLimit: 3 })).outcome).toBe('makeup');
  });
});

describe('year results: the year-average threshold of grades 10–12 (rule 3)', () => {
  // (11 × 2 + 12 × 2 + 13 × 2 + 11.99 × 2) / 8 = 11.9975 → 12.00 (rounded), and without rounding up:
  const at = [numeric(1, 11, 2), numeric(2, 12, 2), numeric(3, 13, 2), numeric(4, 11.99, 2)];
  // (11 × 2 + 12 × 2 + 13 × 2 + 11.95 × 2) / 8 = 11.9875 → 11.99: below 12.
  const below = [numeric(1, 11, 2), numeric(2, 12, 2), numeric(3, 13, 2), numeric(4, 11.95, 2)];

  it('an average of 12.00 meets a threshold of 12; 11.99 retakes the courses below 12', () => {
    const ok = yearResult(11, at, settings({ averageThreshold: 12 }));
    expect(ok).toMatchObject({ outcome: 'passed', average: 12 });
    const low = yearResult(11, below, settings({ averageThreshold: 12 }));
    expect(low).toMatchObject({ outcome: 'makeup', average: 11.99, failedCoursePlanIds: [1, 4] });
  });

  it('does not apply below grade 10, nor without a threshold', () => {
    expect(yearResult(9, below, settings({ averageThreshold: 12 })).outcome).toBe('passed');
    expect(yearResult(11, below, settings()).outcome).toBe('passed');
  });
});

describe('year results: qualitative grades of the lower grades (rule 2)', () => {
  const qualitative = (
    coursePlanId: number,
    score: number | null,
    lowestQualitative: boolean,
    qualitativeTyped = lowestQualitative,
  ) =>
    ({
      coursePlanId,
      units: 1,
      qualitative: true,
      passingScore: null,
      score,
      qualitativeTyped,
      lowestQualitative,
    }) as YearCourse;

  it('the lowest type («نیاز به تلاش بیشتر») fails the course, even typed without a score', () => {
    const result = yearResult(3, [qualitative(1, null, true), qualitative(2, 17, false)], settings());
    expect(result).toMatchObject({ outcome: 'makeup', failedCoursePlanIds: [1], average: null });
  });

  it('a higher type passes, with or without a score; neither a score nor a type is no result', () => {
    expect(yearResult(3, [qualitative(1, 14, false, true)], settings()).outcome).toBe('passed');
    expect(yearResult(3, [qualitative(1, null, false, true)], settings())).toMatchObject({
      outcome: 'passed',
      failedCoursePlanIds: [],
    });
    expect(yearResult(3, [qualitative(1, null, false, false)], settings()).failedCoursePlanIds).toEqual([1]);
  });

  it('a score below the passing score fails a typed course', () => {
    expect(yearResult(3, [qualitative(1, 8, false, true)], settings()).failedCoursePlanIds).toEqual([1]);
  });

  it('a make-up score decides a qualitative course', () => {
    const course = { ...qualitative(1, 8, true), makeup: { score: 12, mark: null } };
    expect(yearResult(3, [course], settings()).outcome).toBe('passed');
  });
});

describe('year results: the make-up score (rules 4 and 6)', () => {
  it('replaces the year score, or keeps the better one under «best»', () => {
    expect(decidedScore(8, 11, 'replace')).toBe(11);
    expect(decidedScore(9, 7, 'replace')).toBe(7);
    expect(decidedScore(9, 7, 'best')).toBe(9);
    expect(decidedScore(null, 7, 'best')).toBe(7);
    expect(decidedScore(9, null, 'replace')).toBe(9);
  });

  it('absent counts 0; excused and empty have not sat it', () => {
    expect(makeupScore({ score: null, mark: 'absent' })).toBe(0);
    expect(makeupScore({ score: null, mark: 'excused' })).toBeNull();
    expect(makeupScore({ score: 13.5, mark: null })).toBe(13.5);
    expect(makeupScore(null)).toBeNull();
  });

  it('a passed make-up turns make-up into passed and recomputes the average', () => {
    const courses = [{ ...numeric(1, 8, 2), makeup: { score: 14, mark: null } }, numeric(2, 16, 2)];
    const result = yearResult(10, courses, settings());
    expect(result).toMatchObject({ outcome: 'passed', failedCoursePlanIds: [], average: 15 });
    expect(result.courses[0]).toMatchObject({ score: 14, makeupSat: true, passed: true });
  });

  it('a failed make-up repeats the year, even within the limit; an unsat one stays make-up', () => {
    const failed = [{ ...numeric(1, 8), makeup: { score: 9.75, mark: null } }, numeric(2, 8)];
    expect(yearResult(10, failed, settings()).outcome).toBe('repeat');
    const absent = [{ ...numeric(1, 8), makeup: { score: null, mark: 'absent' as const } }];
    expect(yearResult(10, absent, settings()).outcome).toBe('repeat');
    const excused = [{ ...numeric(1, 8), makeup: { score: null, mark: 'excused' as const } }];
    expect(yearResult(10, excused, settings()).outcome).toBe('makeup');
  });

  it('grade 12 with every make-up passed graduates', () => {
    const courses = [{ ...numeric(1, 6), makeup: { score: 10, mark: null } }, numeric(2, 19)];
    expect(yearResult(12, courses, settings()).outcome).toBe('graduated');
  });
});
