/** Server bindings of the assessment entities: exam types, qualitative score types and exams. */
import {
  DEFAULT_EXAM_MAX_SCORE,
  ERROR_CODES,
  examTypesEntity,
  examsEntity,
  qualitativeScoreTypesEntity,
  toPersianDigits,
} from '@school/shared';
import { and, eq, inArray, max } from 'drizzle-orm';
import {
  courseGroups,
  examPlanItems,
  examScores,
  examTypes,
  exams,
  qualitativeScoreTypes,
  terms,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { can } from '../../access/user-access';
import type { EntityBinding, WriteContext } from '../binding';
import { foreignGroups, ownExams } from './own-groups';

export const EXAM_MESSAGES = {
  ownGroupsOnly: 'آزمون را فقط برای گروه‌های درسی خودتان می‌سازید.',
  othersExam: 'این آزمون گروه درسی دبیر دیگری را هم دارد و فقط مدیر یا معاون آن را تغییر می‌دهد.',
  planned: 'این آزمون از برنامه امتحانی است؛ تاریخ، نوبت و گروه‌های آن را در برنامه امتحانی تغییر دهید.',
};

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

export const examTypesBinding: EntityBinding = {
  def: examTypesEntity,
  table: examTypes,
  schoolColumn: examTypes.schoolId,
};

export const qualitativeScoreTypesBinding: EntityBinding = {
  def: qualitativeScoreTypesEntity,
  table: qualitativeScoreTypes,
  schoolColumn: qualitativeScoreTypes.schoolId,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    if (all.minScore != null && all.maxScore != null && Number(all.minScore) > Number(all.maxScore)) {
      throw invalid('maxScore', '«تا نمره» نمی‌تواند کمتر از «از نمره» باشد.');
    }
    return values;
  },
};

/**
 * An exam's course groups are of its academic year and of one course (a common exam of several
 * classrooms); a group whose students already have scores on the exam cannot be taken off it.
 */
async function checkExamGroups(ids: number[], exam: Record<string, unknown>, ctx: WriteContext) {
  const groups = await ctx.db
    .select({ id: courseGroups.id, yearId: courseGroups.academicYearId, planId: courseGroups.coursePlanId })
    .from(courseGroups)
    .where(inArray(courseGroups.id, ids));
  if (groups.some((g) => g.yearId !== exam.academicYearId)) {
    throw invalid('courseGroupIds', 'این گروه درسی از سال تحصیلی دیگری است.');
  }
  if (new Set(groups.map((g) => g.planId)).size > 1) {
    throw invalid('courseGroupIds', 'گروه‌های درسی یک آزمون باید از یک درس باشند.');
  }
  const removed = ((ctx.existing?.courseGroupIds as number[] | undefined) ?? []).filter(
    (id) => !ids.includes(id),
  );
  if (!removed.length) return;
  const [scored] = await ctx.db
    .select({ id: examScores.id })
    .from(examScores)
    .where(and(eq(examScores.examId, ctx.existing!.id), inArray(examScores.courseGroupId, removed)))
    .limit(1);
  if (scored) {
    throw invalid(
      'courseGroupIds',
      'دانش‌آموزان این گروه درسی در این آزمون نمره دارند و گروه از آزمون حذف نمی‌شود.',
    );
  }
}

/** Fields of an exam of the term's exam plan that only the plan changes (its row keeps them in step). */
const PLANNED_FIELDS = ['date', 'courseGroupIds', 'termId'] as const;

async function refusePlannedChange(values: Record<string, unknown>, ctx: WriteContext) {
  const changed = PLANNED_FIELDS.find(
    (f) => values[f] !== undefined && JSON.stringify(values[f]) !== JSON.stringify(ctx.existing![f]),
  );
  if (!changed) return;
  const [planned] = await ctx.db
    .select({ id: examPlanItems.id })
    .from(examPlanItems)
    .where(eq(examPlanItems.examId, ctx.existing!.id));
  if (planned) throw invalid(changed, EXAM_MESSAGES.planned);
}

/**
 * An exam's term belongs to its academic year; its max score and weight default to
 * its type's (else 20 and 1), and the max score cannot drop below a score already given.
 * A locked exam is read-only until unlocked.
 */
export const examsBinding: EntityBinding = {
  def: examsEntity,
  table: exams,
  schoolColumn: exams.schoolId,
  yearColumn: exams.academicYearId,
  // A teacher's exams are those of their groups; they create class quizzes for those groups only,
  // and change an exam only when every group on it is theirs.
  restrictRows: ownExams(exams.courseGroupIds),
  async canChange(row, access, db) {
    if (can(access, 'exams.all-groups')) return null;
    const foreign = await foreignGroups(db, access, (row.courseGroupIds as number[] | null) ?? []);
    return foreign.length ? EXAM_MESSAGES.othersExam : null;
  },
  protectRow: (row, action) =>
    row.locked
      ? action === 'edit'
        ? 'این آزمون قفل است؛ برای ویرایش، نخست قفل آن را باز کنید.'
        : 'آزمون قفل‌شده را نمی‌توان حذف کرد.'
      : null,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const next = { ...values };
    if (ctx.existing) await refusePlannedChange(values, ctx);
    if (values.courseGroupIds !== undefined && !can(ctx.access, 'exams.all-groups')) {
      const foreign = await foreignGroups(ctx.db, ctx.access, values.courseGroupIds as number[]);
      if (foreign.length) throw invalid('courseGroupIds', EXAM_MESSAGES.ownGroupsOnly);
    }
    if (values.courseGroupIds !== undefined)
      await checkExamGroups(values.courseGroupIds as number[], all, ctx);
    if (values.termId != null) {
      const [term] = await ctx.db
        .select({ yearId: terms.academicYearId })
        .from(terms)
        .where(eq(terms.id, Number(values.termId)));
      if (term?.yearId !== all.academicYearId) {
        throw invalid('termId', 'این نوبت از سال تحصیلی آزمون نیست.');
      }
    }
    if (all.maxScore == null || all.weight == null) {
      const [type] = await ctx.db
        .select({ maxScore: examTypes.defaultMaxScore, weight: examTypes.weight })
        .from(examTypes)
        .where(eq(examTypes.id, Number(all.examTypeId)));
      if (all.maxScore == null) next.maxScore = type?.maxScore ?? DEFAULT_EXAM_MAX_SCORE;
      if (all.weight == null) next.weight = type?.weight ?? 1;
    }
    if (ctx.existing && next.maxScore != null && next.maxScore !== ctx.existing.maxScore) {
      const [top] = await ctx.db
        .select({ score: max(examScores.score) })
        .from(examScores)
        .where(eq(examScores.examId, ctx.existing.id));
      if (top?.score != null && Number(top.score) > Number(next.maxScore)) {
        throw invalid(
          'maxScore',
          `نمره کامل نمی‌تواند کمتر از بیشترین نمره ثبت‌شده (${toPersianDigits(Number(top.score))}) باشد.`,
        );
      }
    }
    return next;
  },
};
