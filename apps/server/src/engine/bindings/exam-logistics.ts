/**
 * Exam logistics on the engine: sessions, a day's start times (one per date and session, inside the
 * academic year), the term's exam plan (its rules and its exams live in modules/exam-planning) and
 * venues (their seats out of use are kept as sorted codes inside the grid, capacity with them).
 */
import {
  ERROR_CODES,
  examPlanningEntity,
  examSessionsEntity,
  examStartTimesEntity,
  examVenuesEntity,
  formatDateJalali,
  formatSeatCodes,
  parseSeatCodes,
  toPersianDigits,
  venueCapacity,
} from '@school/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows';
import { academicYears, examPlanItems, examSessions, examStartTimes, examVenues } from '../../db/schema';
import { AppError } from '../../http/errors';
import { removePlanExam, savePlanRow } from '../../modules/exam-planning';
import type { EntityBinding } from '../binding';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

export const examSessionsBinding: EntityBinding = {
  def: examSessionsEntity,
  table: examSessions,
  schoolColumn: examSessions.schoolId,
};

export const examStartTimesBinding: EntityBinding = {
  def: examStartTimesEntity,
  table: examStartTimes,
  schoolColumn: examStartTimes.schoolId,
  yearColumn: examStartTimes.academicYearId,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const date = String(all.date);
    const [year] = await ctx.db
      .select({ start: academicYears.startDate, end: academicYears.endDate, title: academicYears.title })
      .from(academicYears)
      .where(eq(academicYears.id, Number(all.academicYearId)));
    if (year && (date < year.start || date > year.end)) {
      throw invalid('date', `تاریخ باید در سال تحصیلی ${toPersianDigits(year.title)} باشد.`);
    }
    const [taken] = await ctx.db
      .select({ id: examStartTimes.id })
      .from(examStartTimes)
      .where(
        and(
          eq(examStartTimes.schoolId, Number(all.schoolId)),
          eq(examStartTimes.date, date),
          eq(examStartTimes.examSessionId, Number(all.examSessionId)),
          ctx.existing ? ne(examStartTimes.id, ctx.existing.id) : undefined,
        ),
      );
    if (taken) {
      const message = `برای این نوبت برگزاری در ${formatDateJalali(date)} ساعت شروع دیگری ثبت شده است؛ همان را ویرایش کنید.`;
      throw new AppError(409, ERROR_CODES.CONFLICT, message, { date: message });
    }
    return values;
  },
};

export const examPlanningBinding: EntityBinding = {
  def: examPlanningEntity,
  table: examPlanItems,
  schoolColumn: examPlanItems.schoolId,
  yearColumn: examPlanItems.academicYearId,
  async beforeWrite(values, ctx) {
    // One plan write of a school at a time: two rows saved at once cannot both pass the clash check.
    const all = { ...ctx.existing, ...values };
    await executeRows(ctx.db, sql`select pg_advisory_xact_lock(7302, ${Number(all.schoolId)})`);
    return { ...values, ...(await savePlanRow(ctx.db, ctx.access, all, ctx.existing?.id)) };
  },
  async afterDelete(row, ctx) {
    if (row.examId != null) await removePlanExam(ctx.db, ctx.access, Number(row.examId));
  },
};

export const examVenuesBinding: EntityBinding = {
  def: examVenuesEntity,
  table: examVenues,
  schoolColumn: examVenues.schoolId,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const rows = Number(all.seatRows);
    const columns = Number(all.seatColumns);
    const parsed = parseSeatCodes(all.outOfUseSeats as string | null, rows, columns);
    if (parsed.invalid.length) {
      throw invalid(
        'outOfUseSeats',
        `«${parsed.invalid[0]}» شماره صندلی نیست؛ هر صندلی را به شکل ردیف-ستون بنویسید (مانند ۲-۳).`,
      );
    }
    // Seats typed now must be in the grid; those left outside a grid made smaller just go.
    if (values.outOfUseSeats !== undefined && parsed.outside.length) {
      throw invalid(
        'outOfUseSeats',
        `صندلی ${toPersianDigits(parsed.outside[0]!)} بیرون از ${toPersianDigits(rows)} ردیف و ${toPersianDigits(columns)} ستون این حوزه است.`,
      );
    }
    const capacity = venueCapacity(rows, columns, parsed.seats.length);
    if (capacity === 0) throw invalid('outOfUseSeats', 'حوزه باید دست‌کم یک صندلی قابل استفاده داشته باشد.');
    return { ...values, outOfUseSeats: formatSeatCodes(parsed.seats), capacity };
  },
};
