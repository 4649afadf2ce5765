/** Display helpers of report cards: scores in the UI language's digits, a dash when absent. */
import type { AppLanguage } from '../../lib/app-config';
import { formatNumber, localizeDigits } from '../../lib/date';

export const scoreText = (value: number | null | undefined, language: AppLanguage, none = '—') =>
  value === null || value === undefined ? none : formatNumber(value, language);

export const digits = (value: string | number, language: AppLanguage) =>
  localizeDigits(String(value), language);

/** The chart's data: courses with a score, the student's score against the class average. */
export function chartSeries(
  courses: readonly { courseTitle: string; score: number | null; classAverage: number | null }[],
) {
  const scored = courses.filter((c) => c.score !== null);
  return {
    titles: scored.map((c) => c.courseTitle),
    student: scored.map((c) => c.score!),
    classAverage: scored.map((c) => c.classAverage ?? 0),
  };
}
