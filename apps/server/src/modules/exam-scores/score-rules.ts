/** The checks of one score sheet's entries, with Persian messages naming the student. */
import { scoreProblem, toPersianDigits, type ScoreMark } from '@school/shared';

export interface ScoreEntry {
  studentId: number;
  score: number | null;
  mark: ScoreMark | null;
  qualitativeTypeId: number | null;
}

export interface SheetRules {
  maxScore: number;
  /** The course is graded with qualitative types instead of numbers. */
  qualitative: boolean;
  qualitativeTypeIds: ReadonlySet<number>;
  nameOf(studentId: number): string;
}

/** Why a score out of `maxScore` is refused, naming whose it is (`name` is already quoted), or null. */
export function scoreMessage(name: string, score: number, maxScore: number): string | null {
  const problem = scoreProblem(score, maxScore);
  if (problem === 'range')
    return `نمره ${name} باید بین ${toPersianDigits(0)} و ${toPersianDigits(maxScore)} باشد.`;
  if (problem === 'step') return `نمره ${name} باید با گام ۰٫۲۵ باشد (مثلاً ۱۷٫۲۵ یا ۱۷٫۵).`;
  return null;
}

/** One message per faulty entry, keyed `entries.<index>.<field>` like schema errors. */
export function entryProblems(entries: readonly ScoreEntry[], rules: SheetRules): Record<string, string> {
  const problems: Record<string, string> = {};
  entries.forEach((entry, i) => {
    const name = `«${rules.nameOf(entry.studentId)}»`;
    const key = (field: string) => `entries.${i}.${field}`;
    const given = [entry.score !== null, entry.mark !== null, entry.qualitativeTypeId !== null];
    if (given.filter(Boolean).length > 1) {
      problems[key('score')] = `برای ${name} فقط یکی از نمره، غایب/موجه یا نمره توصیفی را ثبت کنید.`;
      return;
    }
    if (entry.score !== null) {
      if (rules.qualitative) {
        problems[key('score')] =
          `درس این آزمون توصیفی است؛ برای ${name} به‌جای عدد یکی از نمره‌های توصیفی را انتخاب کنید.`;
        return;
      }
      const problem = scoreMessage(name, entry.score, rules.maxScore);
      if (problem) problems[key('score')] = problem;
    }
    if (entry.qualitativeTypeId !== null) {
      if (!rules.qualitative) {
        problems[key('qualitativeTypeId')] = `درس این آزمون نمره عددی دارد؛ برای ${name} عدد بنویسید.`;
      } else if (!rules.qualitativeTypeIds.has(entry.qualitativeTypeId)) {
        problems[key('qualitativeTypeId')] = `نمره توصیفی ${name} در فهرست نمره‌های توصیفی مدرسه نیست.`;
      }
    }
  });
  return problems;
}
