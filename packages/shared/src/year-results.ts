/**
 * The year's result of a student (DOMAIN.md "The year's turn"), decided from the year report card
 * (packages/shared/src/grading.ts rule 5 and 7) and the Shahrivar make-up exams. The server applies
 * exactly these functions (apps/server/src/modules/year-results/); the tests hold them to
 * hand-computed cards.
 *
 *  1. A numeric course passes when its year score reaches the course's passing score (10 when
 *     unset). A course with no year result (a missing final) has not passed: the student cannot be
 *     promoted on an incomplete card.
 *  2. A qualitative course (the lower grades' descriptive grading: خیلی خوب، خوب، قابل قبول،
 *     نیاز به تلاش بیشتر) fails when its score is below the passing score, or when its
 *     qualitative type is the school's lowest one (the largest ordinal: «نیاز به تلاش بیشتر»);
 *     with neither a score nor a type it has no result and has not passed (rule 1).
 *  3. Upper secondary (grades 10–12) only: when the school sets a year-average threshold and the
 *     year average (numeric courses, weighted by units) is below it, every numeric course scoring
 *     below that threshold must also be retaken (the old rule of 12: «دروس زیر ۱۲»). Empty
 *     threshold: no such rule.
 *  4. A make-up (Shahrivar) score decides the course it was sat for, under the school's rule:
 *     'replace' — the make-up score becomes the course's year score; 'best' — the better of the two.
 *     An absent student scores 0; an excused one, or an empty cell, has not sat it yet. The card
 *     keeps both scores; the average and rule 3 use the decided one.
 *  5. No course to retake: passed (قبول), or graduated (فارغ‌التحصیل) in grade 12.
 *  6. A course still failed after its make-up was sat: repeat (مردود).
 *  7. Otherwise the courses to retake are counted against the school's make-up limit — a number of
 *     courses, or a number of units (a qualitative course counts its units like any other):
 *     within the limit the student sits make-ups (تجدید), beyond it they repeat the year (مردود).
 *  8. A manager may set the outcome by hand with a reason; it wins over these rules until cleared.
 */
import { DEFAULT_PASSING_SCORE, roundScore } from './grading';
// The four outcomes are the year's turn's (the rollover promotes by them).
import type { YearOutcome } from './year-rollover';

export const YEAR_OUTCOME_LABELS: Record<YearOutcome, { fa: string; en: string }> = {
  passed: { fa: 'قبول', en: 'Passed' },
  makeup: { fa: 'تجدید', en: 'Make-up' },
  repeat: { fa: 'مردود', en: 'Repeat' },
  graduated: { fa: 'فارغ‌التحصیل', en: 'Graduated' },
};

export const MAKEUP_LIMIT_KINDS = ['courses', 'units'] as const;
export type MakeupLimitKind = (typeof MAKEUP_LIMIT_KINDS)[number];
export const MAKEUP_SCORE_RULES = ['replace', 'best'] as const;
export type MakeupScoreRule = (typeof MAKEUP_SCORE_RULES)[number];

/** The school's settings of the year's results (columns of `schools`). */
export interface YearResultSettings {
  makeupLimitKind: MakeupLimitKind;
  /** At most this many courses (or units) to retake; beyond it the student repeats. */
  makeupLimit: number;
  /** Rule 3's year-average threshold for grades 10–12; null: none. */
  averageThreshold: number | null;
  makeupScoreRule: MakeupScoreRule;
}

export const DEFAULT_YEAR_RESULT_SETTINGS: YearResultSettings = {
  makeupLimitKind: 'courses',
  makeupLimit: 3,
  averageThreshold: null,
  makeupScoreRule: 'replace',
};

/** The first grade of upper secondary, where rule 3 applies. */
export const UPPER_SECONDARY_FIRST_GRADE = 10;
export const FINAL_GRADE = 12;

export interface MakeupResult {
  score: number | null;
  mark: 'absent' | 'excused' | null;
}

export interface YearCourse {
  coursePlanId: number;
  units: number;
  qualitative: boolean;
  passingScore: number | null;
  /** The year card's score (0–20), or null. */
  score: number | null;
  /** Qualitative only: the card has a qualitative type (rule 2). */
  qualitativeTyped?: boolean;
  /** Qualitative only: the card's type is the school's lowest (rule 2). */
  lowestQualitative?: boolean;
  makeup?: MakeupResult | null;
}

export interface DecidedCourse {
  coursePlanId: number;
  units: number;
  /** The score the outcome used (rule 4), or null. */
  score: number | null;
  /** The make-up was sat (scored or absent). */
  makeupSat: boolean;
  passed: boolean;
}

export interface YearResult {
  outcome: YearOutcome;
  /** Course plans to retake (or still failed after their make-up), in the card's order. */
  failedCoursePlanIds: number[];
  /** The year average on the decided scores (numeric courses by units), or null. */
  average: number | null;
  courses: DecidedCourse[];
}

/** Rule 4: the make-up's score when sat (absent is 0), else null. */
export function makeupScore(makeup: MakeupResult | null | undefined): number | null {
  if (!makeup) return null;
  if (makeup.mark === 'absent') return 0;
  if (makeup.mark === 'excused') return null;
  return makeup.score;
}

/** Rule 4: the course's score once its make-up is counted. */
export function decidedScore(
  original: number | null,
  makeup: number | null,
  rule: MakeupScoreRule,
): number | null {
  if (makeup === null) return original;
  if (rule === 'best' && original !== null) return Math.max(original, makeup);
  return makeup;
}

function decideCourse(course: YearCourse, rule: MakeupScoreRule): DecidedCourse {
  const sat = makeupScore(course.makeup);
  const score = decidedScore(course.score, sat, rule);
  const passing = course.passingScore ?? DEFAULT_PASSING_SCORE;
  // Rule 2: the lowest qualitative type fails the course until a make-up score decides it.
  const lowest = course.qualitative && sat === null && course.lowestQualitative === true;
  // A type other than the lowest, without a score, passes: the lower grades are graded by type.
  const typedOnly = course.qualitative && sat === null && score === null && course.qualitativeTyped === true;
  const passed = (score !== null && score >= passing && !lowest) || (typedOnly && !lowest);
  return { coursePlanId: course.coursePlanId, units: course.units, score, makeupSat: sat !== null, passed };
}

/** Rule 3's average: numeric courses with a score, weighted by units. */
function yearAverage(courses: readonly YearCourse[], decided: readonly DecidedCourse[]): number | null {
  let weighted = 0;
  let units = 0;
  decided.forEach((d, i) => {
    if (courses[i]!.qualitative || d.score === null) return;
    weighted += d.score * d.units;
    units += d.units;
  });
  return units > 0 ? roundScore(weighted / units) : null;
}

export function yearResult(
  gradeLevel: number,
  courses: readonly YearCourse[],
  settings: YearResultSettings,
): YearResult {
  const decided = courses.map((c) => decideCourse(c, settings.makeupScoreRule));
  const average = yearAverage(courses, decided);
  const threshold = settings.averageThreshold;
  const belowAverage =
    gradeLevel >= UPPER_SECONDARY_FIRST_GRADE &&
    threshold !== null &&
    average !== null &&
    average < threshold;
  const retake = decided.filter(
    (d, i) =>
      !d.passed || (belowAverage && !courses[i]!.qualitative && d.score !== null && d.score < threshold),
  );
  const failedCoursePlanIds = retake.map((d) => d.coursePlanId);
  const base = { failedCoursePlanIds, average, courses: decided };
  if (!retake.length) return { ...base, outcome: gradeLevel >= FINAL_GRADE ? 'graduated' : 'passed' };
  if (retake.some((d) => d.makeupSat)) return { ...base, outcome: 'repeat' };
  const counted =
    settings.makeupLimitKind === 'units' ? retake.reduce((sum, d) => sum + d.units, 0) : retake.length;
  return { ...base, outcome: counted <= settings.makeupLimit ? 'makeup' : 'repeat' };
}
