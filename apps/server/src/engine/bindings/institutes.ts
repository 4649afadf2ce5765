/**
 * Institutes and their exams on the engine. An institute exam lies inside its academic year, its
 * courses are course plans of its grade level (no more than the results sheet can hold), and once
 * results are in, its grade stays and a course with results stays on it.
 */
import {
  ERROR_CODES,
  MAX_CORP_EXAM_COURSES,
  corpExamsEntity,
  corpsEntity,
  toPersianDigits,
} from '@school/shared';
import { and, eq, inArray } from 'drizzle-orm';
import {
  academicYears,
  corpExamResults,
  corpExamScores,
  corpExams,
  corps,
  coursePlans,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import type { EntityBinding, WriteContext } from '../binding';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

export const CORP_EXAM_MESSAGES = {
  tooManyCourses: `یک آزمون حداکثر ${toPersianDigits(MAX_CORP_EXAM_COURSES)} درس دارد.`,
  otherGrade: 'دروس آزمون باید از پایه همین آزمون باشند.',
  gradeFixed: 'نتایج این آزمون وارد شده است و پایه آن تغییر نمی‌کند.',
  courseHasResults: 'نتایج این درس وارد شده است و درس از آزمون حذف نمی‌شود.',
} as const;

export const corpsBinding: EntityBinding = { def: corpsEntity, table: corps };

async function checkDate(all: Record<string, unknown>, ctx: WriteContext) {
  const [year] = await ctx.db
    .select({ start: academicYears.startDate, end: academicYears.endDate, title: academicYears.title })
    .from(academicYears)
    .where(eq(academicYears.id, Number(all.academicYearId)));
  const date = String(all.date);
  if (year && (date < year.start || date > year.end))
    throw invalid('date', `تاریخ باید در سال تحصیلی ${toPersianDigits(year.title)} باشد.`);
}

async function checkCourses(ids: number[], all: Record<string, unknown>, ctx: WriteContext) {
  if (ids.length > MAX_CORP_EXAM_COURSES) throw invalid('coursePlanIds', CORP_EXAM_MESSAGES.tooManyCourses);
  const plans = await ctx.db
    .select({ grade: coursePlans.gradeLevel })
    .from(coursePlans)
    .where(inArray(coursePlans.id, ids));
  if (plans.some((p) => p.grade !== Number(all.gradeLevel)))
    throw invalid('coursePlanIds', CORP_EXAM_MESSAGES.otherGrade);
}

/** What an exam with results may no longer change: its grade, and the courses that have scores. */
async function keepResults(values: Record<string, unknown>, ctx: WriteContext) {
  const existing = ctx.existing!;
  if (Number(existing.resultCount) === 0) return;
  if (values.gradeLevel !== undefined && Number(values.gradeLevel) !== Number(existing.gradeLevel))
    throw invalid('gradeLevel', CORP_EXAM_MESSAGES.gradeFixed);
  if (values.coursePlanIds === undefined) return;
  const kept = values.coursePlanIds as number[];
  const removed = (existing.coursePlanIds as number[]).filter((id) => !kept.includes(id));
  if (!removed.length) return;
  const [scored] = await ctx.db
    .select({ id: corpExamScores.resultId })
    .from(corpExamScores)
    .innerJoin(corpExamResults, eq(corpExamResults.id, corpExamScores.resultId))
    .where(and(eq(corpExamResults.corpExamId, existing.id), inArray(corpExamScores.coursePlanId, removed)))
    .limit(1);
  if (scored) throw invalid('coursePlanIds', CORP_EXAM_MESSAGES.courseHasResults);
}

export const corpExamsBinding: EntityBinding = {
  def: corpExamsEntity,
  table: corpExams,
  schoolColumn: corpExams.schoolId,
  yearColumn: corpExams.academicYearId,
  async beforeWrite(values, ctx) {
    const next = { ...values };
    // A course picked twice is one column of the sheet.
    if (Array.isArray(values.coursePlanIds))
      next.coursePlanIds = [...new Set(values.coursePlanIds as number[])];
    const all = { ...ctx.existing, ...next };
    if (ctx.mode === 'create' || next.date !== undefined) await checkDate(all, ctx);
    if (ctx.mode === 'create' || next.coursePlanIds !== undefined || next.gradeLevel !== undefined)
      await checkCourses(all.coursePlanIds as number[], all, ctx);
    if (ctx.mode === 'update') await keepResults(next, ctx);
    return next;
  },
};
