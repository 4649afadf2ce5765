/**
 * Discipline types and items on the engine. A type's delta agrees with its kind (a breach takes
 * points away, merit adds them); an item lies inside its academic year, and when the school sends
 * discipline notices, recording one queues the parents' SMS and marks them notified.
 */
import { ERROR_CODES, disciplineItemsEntity, disciplineTypesEntity, toPersianDigits } from '@school/shared';
import { eq } from 'drizzle-orm';
import { academicYears, disciplineItems, disciplineTypes } from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  disciplineSmsEnabled,
  parentMobile,
  queueDisciplineNotice,
} from '../../modules/discipline/discipline-notices';
import type { EntityBinding } from '../binding';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

export const disciplineTypesBinding: EntityBinding = {
  def: disciplineTypesEntity,
  table: disciplineTypes,
  schoolColumn: disciplineTypes.schoolId,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const delta = Number(all.scoreDelta);
    if (all.kind === 'negative' && !(delta < 0)) {
      throw invalid('scoreDelta', 'مورد انضباطی منفی باید از نمره کم کند (عددی منفی مانند ۰٫۵-).');
    }
    if (all.kind === 'positive' && !(delta > 0)) {
      throw invalid('scoreDelta', 'مورد تشویقی باید به نمره بیفزاید (عددی مثبت).');
    }
    return values;
  },
};

export const disciplineItemsBinding: EntityBinding = {
  def: disciplineItemsEntity,
  table: disciplineItems,
  schoolColumn: disciplineItems.schoolId,
  yearColumn: disciplineItems.academicYearId,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const [year] = await ctx.db
      .select({ start: academicYears.startDate, end: academicYears.endDate, title: academicYears.title })
      .from(academicYears)
      .where(eq(academicYears.id, Number(all.academicYearId)));
    const date = String(all.date);
    if (year && (date < year.start || date > year.end)) {
      throw invalid('date', `تاریخ باید در سال تحصیلی ${toPersianDigits(year.title)} باشد.`);
    }
    if (
      ctx.mode === 'create' &&
      (await disciplineSmsEnabled(ctx.db, Number(all.schoolId))) &&
      (await parentMobile(ctx.db, Number(all.studentId)))
    ) {
      return { ...values, parentsNotified: true };
    }
    return values;
  },
  async afterWrite(row, ctx) {
    if (ctx.mode !== 'create' || !(await disciplineSmsEnabled(ctx.db, Number(row.schoolId)))) return;
    const queued = await queueDisciplineNotice(
      ctx.db,
      {
        id: row.id,
        schoolId: Number(row.schoolId),
        studentId: Number(row.studentId),
        disciplineTypeId: Number(row.disciplineTypeId),
        date: String(row.date),
      },
      ctx.access.userId,
    );
    // Not sent after all (the school's daily cap): the parents were not notified.
    if (!queued && row.parentsNotified) {
      await ctx.db
        .update(disciplineItems)
        .set({ parentsNotified: false })
        .where(eq(disciplineItems.id, row.id));
    }
  },
};
