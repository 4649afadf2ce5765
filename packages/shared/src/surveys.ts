/**
 * Teacher surveys (DOMAIN.md "Surveys and pre-registration"): the shape of a survey code, the 1–5
 * scale, and the rule that keeps a single student's answers from being read off a report.
 */
import { toAsciiDigits } from './persian-text';

/**
 * A code is 16 digits from 2–9, printed in four groups of four like a bank card number, which
 * people in Iran type every day. Digits are on every phone keyboard, Persian or English (Persian
 * digits are read as ASCII), and a number pad opens for them; 0 and 1 are left out because the
 * Persian zero ۰ is a dot that passes for a speck or a separator on a printed slip, and ۱ looks like
 * the Latin l and I. Eight symbols give exactly 3 bits each: 16 × 3 = 48 bits of entropy.
 */
export const SURVEY_CODE_ALPHABET = '23456789';
export const SURVEY_CODE_LENGTH = 16;
export const SURVEY_CODE_GROUP = 4;
export const SURVEY_CODE_BITS = SURVEY_CODE_LENGTH * Math.log2(SURVEY_CODE_ALPHABET.length);

const CODE_PATTERN = new RegExp(`^[${SURVEY_CODE_ALPHABET}]{${SURVEY_CODE_LENGTH}}$`);

/**
 * What a student typed, as the code it names: Persian or Arabic digits read as ASCII, spaces,
 * dashes and other separators dropped. Null when it cannot be a code (wrong length or symbols).
 */
export function normalizeSurveyCode(input: string): string | null {
  const digits = toAsciiDigits(input).replace(/[\s\-_.،,/\\\u200c\u200f\u200e]/g, '');
  return CODE_PATTERN.test(digits) ? digits : null;
}

/** A code in its groups of four, as printed: `2345 6789 2345 6789` (shown left to right). */
export function formatSurveyCode(code: string): string {
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += SURVEY_CODE_GROUP) groups.push(code.slice(i, i + SURVEY_CODE_GROUP));
  return groups.join(' ');
}

/** The answer scale: 1 (lowest) to 5 (highest); labels in the web catalogue (surveys.scale.<n>). */
export const SURVEY_SCALE = [1, 2, 3, 4, 5] as const;
export type SurveyScore = (typeof SURVEY_SCALE)[number];

/** Fewer answers than this and a report shows «پاسخ کافی نیست» instead of any figure. */
export const MIN_SURVEY_ANSWERS = 5;

/** The longest open window a survey may have, in days (the guessing arithmetic rests on it). */
export const SURVEY_MAX_WINDOW_DAYS = 60;

/**
 * Whether a set of answers may be shown: at least MIN_SURVEY_ANSWERS of them. Reports apply it
 * per classroom first (a classroom with fewer respondents counts in no figure at all, see
 * countedClassrooms), so no figure can be subtracted from another to isolate fewer than five.
 */
export function enoughSurveyAnswers(count: number): boolean {
  return count >= MIN_SURVEY_ANSWERS;
}

/**
 * The classrooms whose answers count in reports: those with at least MIN_SURVEY_ANSWERS
 * respondents. Every figure is then a sum of whole classrooms of five or more, so comparing a
 * teacher's figure with a classroom's (or two teachers') never singles out fewer than five students.
 */
export function countedClassrooms(respondents: ReadonlyMap<number, number>): Set<number> {
  return new Set([...respondents].filter(([, n]) => enoughSurveyAnswers(n)).map(([id]) => id));
}

/** Averages are shown with two decimals (half up). */
export function surveyAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 100 + Number.EPSILON) / 100 : null;
}

/** Failure codes of the public survey routes (beside the contract's own), for the page to tell apart. */
export const SURVEY_ERROR_CODES = {
  wrongCode: 'SURVEY_CODE_WRONG',
  spentCode: 'SURVEY_CODE_SPENT',
  notOpen: 'SURVEY_NOT_OPEN',
  closed: 'SURVEY_CLOSED',
} as const;

/** A question's figures in a survey report. */
export interface SurveyItemFigures {
  itemId: number;
  question: string;
  answers: number;
  average: number | null;
  /** Answers scoring 1, 2, 3, 4, 5. */
  distribution: number[];
}

/** A report's figures: respondents (one answer per question each), scores, their spread. */
export interface SurveyFigures {
  respondents: number;
  answers: number;
  average: number | null;
  distribution: number[];
  items: SurveyItemFigures[];
}

/** No figure at all below five answers: only `enough: false` leaves the server. */
export type SurveyReport<T = object> = { enough: false } | ({ enough: true } & SurveyFigures & T);

/** A teacher's average in a classroom's report. */
export interface SurveyTeacherRow {
  teacherId: number;
  teacherName: string;
  answers: number;
  average: number | null;
}
