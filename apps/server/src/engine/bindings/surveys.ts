/**
 * Teacher surveys on the engine: a survey's window is in order and at most SURVEY_MAX_WINDOW_DAYS
 * long (the guessing arithmetic of modules/surveys/guess-guard.ts rests on it), its classrooms are
 * of its year, and a classroom whose codes are printed stays on it. Questions follow one another
 * in order, and none is added once students have begun answering (they would have skipped it).
 */
import {
  ERROR_CODES,
  SURVEY_MAX_WINDOW_DAYS,
  surveyGroupsEntity,
  surveyItemsEntity,
  toPersianDigits,
} from '@school/shared';
import { and, eq, inArray, max, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms, surveyCodes, surveyGroups, surveyItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { EntityBinding } from '../binding';

export const SURVEY_MESSAGES = {
  windowOrder: 'پایان پاسخ‌گویی نباید پیش از آغاز آن باشد.',
  windowLength: `پاسخ‌گویی به یک نظرسنجی حداکثر ${toPersianDigits(SURVEY_MAX_WINDOW_DAYS)} روز باز می‌ماند.`,
  noClassrooms: 'دست‌کم یک کلاس را برای نظرسنجی انتخاب کنید.',
  otherYear: 'کلاس‌های نظرسنجی باید از سال تحصیلی همان نظرسنجی باشند.',
  printedClassrooms: (names: string) =>
    `برای ${names} کد نظرسنجی صادر شده است و این کلاس از نظرسنجی برداشته نمی‌شود.`,
  answering: 'پاسخ‌گویی به این نظرسنجی آغاز شده است؛ پرسش تازه‌ای به آن افزوده نمی‌شود.',
  moveItem: 'پرسش به نظرسنجی دیگری منتقل نمی‌شود.',
};

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const surveyGroupsBinding: EntityBinding = {
  def: surveyGroupsEntity,
  table: surveyGroups,
  schoolColumn: surveyGroups.schoolId,
  yearColumn: surveyGroups.academicYearId,
  async beforeWrite(values, ctx) {
    const out = { ...values };
    const all = { ...ctx.existing, ...out };
    const opensOn = String(all.opensOn);
    const closesOn = String(all.closesOn);
    if (closesOn < opensOn) throw invalid('closesOn', SURVEY_MESSAGES.windowOrder);
    // Both ends count: a window from Saturday to Saturday is eight days.
    if (daysBetween(opensOn, closesOn) + 1 > SURVEY_MAX_WINDOW_DAYS)
      throw invalid('closesOn', SURVEY_MESSAGES.windowLength);
    if ('classroomIds' in out || ctx.mode === 'create') {
      const ids = [...new Set(Array.isArray(out.classroomIds) ? (out.classroomIds as number[]) : [])];
      if (!ids.length) throw invalid('classroomIds', SURVEY_MESSAGES.noClassrooms);
      const [otherYear] = await ctx.db
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(and(inArray(classrooms.id, ids), ne(classrooms.academicYearId, Number(all.academicYearId))))
        .limit(1);
      if (otherYear) throw invalid('classroomIds', SURVEY_MESSAGES.otherYear);
      if (ctx.existing) await keepPrintedClassrooms(ctx.existing.id, ids, ctx.db);
      out.classroomIds = ids;
    }
    return out;
  },
};

/** A classroom whose codes are out on slips cannot leave the survey: its students hold them. */
async function keepPrintedClassrooms(surveyId: number, kept: number[], db: Db) {
  const printed = await db
    .selectDistinct({ name: classrooms.name })
    .from(surveyCodes)
    .innerJoin(classrooms, eq(classrooms.id, surveyCodes.classroomId))
    .where(and(eq(surveyCodes.surveyGroupId, surveyId), notInArray(surveyCodes.classroomId, kept)));
  if (printed.length) {
    const names = printed.map((r) => `کلاس ${toPersianDigits(r.name)}`).join('، ');
    throw invalid('classroomIds', SURVEY_MESSAGES.printedClassrooms(names));
  }
}

export const surveyItemsBinding: EntityBinding = {
  def: surveyItemsEntity,
  table: surveyItems,
  schoolColumn: surveyItems.schoolId,
  async beforeWrite(values, ctx) {
    if (ctx.mode === 'update') {
      if ('surveyGroupId' in values && values.surveyGroupId !== ctx.existing?.surveyGroupId)
        throw invalid('surveyGroupId', SURVEY_MESSAGES.moveItem);
      return values;
    }
    const surveyId = Number(values.surveyGroupId);
    const [spent] = await ctx.db
      .select({ id: surveyCodes.id })
      .from(surveyCodes)
      .where(and(eq(surveyCodes.surveyGroupId, surveyId), eq(surveyCodes.spent, true)))
      .limit(1);
    if (spent) throw invalid('surveyGroupId', SURVEY_MESSAGES.answering);
    if (values.sortOrder != null) return values;
    const [last] = await ctx.db
      .select({ n: max(surveyItems.sortOrder) })
      .from(surveyItems)
      .where(eq(surveyItems.surveyGroupId, surveyId));
    return { ...values, sortOrder: (last?.n ?? 0) + 1 };
  },
};
