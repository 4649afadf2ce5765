/** Display helpers of report cards: scores in the UI language's digits, a dash when absent. */
import type { AppLanguage } from '../../lib/app-config';
import { localizeDigits } from '../../lib/date';
import { formatScore } from '../../lib/score-format';

export const scoreText = formatScore;

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
