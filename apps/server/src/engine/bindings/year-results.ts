/**
 * Make-up exams on the engine: one per course plan in a school's year (the registry's unique field),
 * dated inside the academic year; an empty full score is 20. Their students and scores are
 * modules/year-results'.
 */
import { ERROR_CODES, DEFAULT_EXAM_MAX_SCORE, makeupExamsEntity, toPersianDigits } from '@school/shared';
import { eq } from 'drizzle-orm';
import { academicYears, makeupExams } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { EntityBinding } from '../binding';

export const makeupExamsBinding: EntityBinding = {
  def: makeupExamsEntity,
  table: makeupExams,
  schoolColumn: makeupExams.schoolId,
  yearColumn: makeupExams.academicYearId,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const [year] = await ctx.db
      .select({ start: academicYears.startDate, end: academicYears.endDate, title: academicYears.title })
      .from(academicYears)
      .where(eq(academicYears.id, Number(all.academicYearId)));
    const date = String(all.date);
    if (year && (date < year.start || date > year.end)) {
      const message = `تاریخ امتحان باید در سال تحصیلی ${toPersianDigits(year.title)} باشد.`;
      throw new AppError(400, ERROR_CODES.VALIDATION, message, { date: message });
    }
    return values.maxScore === null ? { ...values, maxScore: DEFAULT_EXAM_MAX_SCORE } : values;
  },
};
