/**
 * One row of an institute's results sheet → a student's result, or a Persian message per cell. Pure:
 * the import checks every row with it before it looks anything up. Numbers are read as people type
 * them into Excel: Persian or Arabic digits, «٫» or «/» for the decimal point, «٬» or «,» between
 * thousands, a minus before or (typed right to left) after the number.
 */
import {
  CORP_PERCENT_RANGE,
  CORP_RANK_MAX,
  CORP_STANDARD_SCORE_RANGE,
  isValidNationalCode,
  normalizeCode,
  toAsciiDigits,
  toPersianDigits,
} from '@school/shared';

export interface ExamCourse {
  id: number;
  title: string;
  code: string | null;
}

export interface CourseResult {
  coursePlanId: number;
  percent: number | null;
  standardScore: number | null;
  rank: number | null;
}

export interface ParsedResult {
  nationalCode: string;
  totalScore: number | null;
  totalRank: number | null;
  courses: CourseResult[];
}

export const RESULT_MESSAGES = {
  nationalCodeMissing: 'کد ملی لازم است.',
  nationalCodeInvalid: 'کد ملی معتبر نیست.',
  notNumber: 'عدد نیست.',
  // In words, not «-۱۰۰»: a minus sign wanders in a right-to-left sentence.
  percentRange: `درصد باید میان منفی ${toPersianDigits(-CORP_PERCENT_RANGE.min)} و ${toPersianDigits(CORP_PERCENT_RANGE.max)} باشد.`,
  scoreWhole: 'تراز باید عدد صحیح باشد.',
  scoreRange: `تراز باید بین ${toPersianDigits(CORP_STANDARD_SCORE_RANGE.min)} و ${toPersianDigits(CORP_STANDARD_SCORE_RANGE.max)} باشد.`,
  rankWhole: 'رتبه باید عدد صحیح مثبت باشد.',
  rankRange: `رتبه باید بین ۱ و ${toPersianDigits(CORP_RANK_MAX)} باشد.`,
} as const;

/** The sheet keys of a course's three cells. */
export const courseKeys = (courseId: number) => ({
  percent: `c${courseId}_percent`,
  score: `c${courseId}_score`,
  rank: `c${courseId}_rank`,
});

export const TOTAL_KEYS = { score: 'totalScore', rank: 'totalRank' } as const;

/** A number as typed, or null for an empty cell, or undefined when it is not a number at all. */
export function readNumber(text: string): number | null | undefined {
  let t = toAsciiDigits(text)
    .replace(/[\s\u200c\u200e\u200f]/g, '')
    .replace(/[٬,]/g, '')
    .replace(/[٫/]/g, '.')
    .replace(/[−–]/g, '-');
  if (t === '') return null;
  // «12.5-»: a minus typed after the number in a right-to-left cell.
  if (/^\d+(\.\d+)?-$/.test(t)) t = `-${t.slice(0, -1)}`;
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return undefined;
  return Number(t);
}

type Check = (value: number) => string | null;

const percentCheck: Check = (v) =>
  v < CORP_PERCENT_RANGE.min || v > CORP_PERCENT_RANGE.max ? RESULT_MESSAGES.percentRange : null;
const scoreCheck: Check = (v) =>
  !Number.isInteger(v)
    ? RESULT_MESSAGES.scoreWhole
    : v < CORP_STANDARD_SCORE_RANGE.min || v > CORP_STANDARD_SCORE_RANGE.max
      ? RESULT_MESSAGES.scoreRange
      : null;
const rankCheck: Check = (v) =>
  !Number.isInteger(v) || v < 1
    ? RESULT_MESSAGES.rankWhole
    : v > CORP_RANK_MAX
      ? RESULT_MESSAGES.rankRange
      : null;

/** The national code as stored: ASCII digits, the leading zeros Excel drops put back. */
export function readNationalCode(text: string): string {
  const digits = normalizeCode(text);
  return /^\d{8,9}$/.test(digits) ? digits.padStart(10, '0') : digits;
}

/** Whether a row holds any result at all (a template row left with only the code and name does not). */
export function hasResults(cells: Record<string, string>, courses: readonly ExamCourse[]): boolean {
  const keys = [
    TOTAL_KEYS.score,
    TOTAL_KEYS.rank,
    ...courses.flatMap((c) => Object.values(courseKeys(c.id))),
  ];
  return keys.some((key) => (cells[key] ?? '').trim() !== '');
}

/** Reads and checks one row; `errors` is keyed by the sheet's column keys. */
export function parseResultRow(
  cells: Record<string, string>,
  courses: readonly ExamCourse[],
): { result: ParsedResult | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const read = (key: string, check: Check): number | null => {
    const value = readNumber(cells[key] ?? '');
    if (value === undefined) {
      errors[key] = RESULT_MESSAGES.notNumber;
      return null;
    }
    if (value === null) return null;
    const problem = check(value);
    if (problem) errors[key] = problem;
    return problem ? null : value;
  };

  const nationalCode = readNationalCode(cells.nationalCode ?? '');
  if (!nationalCode) errors.nationalCode = RESULT_MESSAGES.nationalCodeMissing;
  else if (!isValidNationalCode(nationalCode)) errors.nationalCode = RESULT_MESSAGES.nationalCodeInvalid;

  const results: CourseResult[] = [];
  for (const course of courses) {
    const keys = courseKeys(course.id);
    const percent = read(keys.percent, percentCheck);
    const standardScore = read(keys.score, scoreCheck);
    const rank = read(keys.rank, rankCheck);
    // Percents are kept to two decimals, as institutes give them (33.333 → 33.33).
    if (percent !== null || standardScore !== null || rank !== null)
      results.push({
        coursePlanId: course.id,
        percent: percent === null ? null : Math.round(percent * 100) / 100,
        standardScore,
        rank,
      });
  }
  const totalScore = read(TOTAL_KEYS.score, scoreCheck);
  const totalRank = read(TOTAL_KEYS.rank, rankCheck);
  if (Object.keys(errors).length) return { result: null, errors };
  return { result: { nationalCode, totalScore, totalRank, courses: results }, errors };
}
