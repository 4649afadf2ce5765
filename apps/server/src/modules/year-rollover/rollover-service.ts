/**
 * The rollover of one or more schools from a year to the next: preview (nothing written) and run (one
 * transaction over every school; a second run makes nothing twice), and undo before the new year's
 * first attendance. The next year and its terms are made when missing, by a network-wide user only.
 */
import { ERROR_CODES, nextAcademicYear, toPersianDigits } from '@school/shared';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { academicYears, schools, terms } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { writeAudit } from '../../engine/audit';
import { type RolloverOptions, type SchoolPlan, planSchool } from './rollover-plan';
import { readSchoolSource } from './rollover-source';
import { type WriteCounts, writeSchoolPlan } from './rollover-write';

export interface RolloverRequest {
  fromYearId: number;
  schoolIds: number[];
  options: RolloverOptions;
}

export const ROLLOVER_MESSAGES = {
  yearNotFound: 'سال تحصیلی مورد نظر یافت نشد.',
  schoolNotFound: 'مدرسه مورد نظر یافت نشد.',
  noNextYear:
    'سال تحصیلی بعد هنوز ساخته نشده است؛ ساختن آن با مدیر شبکه است (دسترسی «ایجاد سال تحصیلی جدید و نوبت‌های آن»).',
  badMove: 'جابه‌جایی دستی به کلاسی است که در پیش‌نمایش این مدرسه نیست.',
} as const;

export async function fromYearOf(db: Db, id: number) {
  const [year] = await db.select().from(academicYears).where(eq(academicYears.id, id));
  if (!year) throw notFound(ROLLOVER_MESSAGES.yearNotFound);
  return year;
}

/** The year after `from` (the first that starts later), or what it would be when missing. */
async function nextYearOf(db: Db, from: { id: number; startDate: string }) {
  const [existing] = await db
    .select()
    .from(academicYears)
    .where(gt(academicYears.startDate, from.startDate))
    .orderBy(asc(academicYears.startDate))
    .limit(1);
  const oldTerms = await db
    .select({
      title: terms.title,
      ordinal: terms.ordinal,
      startDate: terms.startDate,
      endDate: terms.endDate,
    })
    .from(terms)
    .where(eq(terms.academicYearId, from.id))
    .orderBy(asc(terms.ordinal));
  return { existing: existing ?? null, planned: nextAcademicYear(from.startDate, oldTerms) };
}

/** The schools asked for, each in the user's scope (else 404, as if it did not exist). */
async function checkSchools(db: Db, access: UserAccess, ids: number[]) {
  const unique = [...new Set(ids)];
  if (access.schoolScope !== 'all' && unique.some((id) => !(access.schoolScope as number[]).includes(id)))
    throw notFound(ROLLOVER_MESSAGES.schoolNotFound);
  const found = await db.select({ id: schools.id }).from(schools).where(inArray(schools.id, unique));
  if (found.length !== unique.length) throw notFound(ROLLOVER_MESSAGES.schoolNotFound);
  return unique.sort((a, b) => a - b);
}

/**
 * A manual move must go to a classroom of the student's own school's plan. A move of a student the
 * plan no longer holds (placed by an earlier run) is ignored, so a repeated run sends the same body.
 */
function refuseStrayMoves(plans: SchoolPlan[], options: RolloverOptions) {
  for (const [studentId, key] of options.moves) {
    const plan = plans.find((p) => p.students.some((s) => s.id === studentId));
    const stray = plan
      ? !plan.classrooms.some((c) => c.key === key)
      : !plans.some((p) => p.classrooms.some((c) => c.key === key));
    if (stray)
      throw new AppError(400, ERROR_CODES.VALIDATION, ROLLOVER_MESSAGES.badMove, {
        moves: ROLLOVER_MESSAGES.badMove,
      });
  }
}

export async function previewRollover(db: Db, access: UserAccess, request: RolloverRequest) {
  const from = await fromYearOf(db, request.fromYearId);
  const schoolIds = await checkSchools(db, access, request.schoolIds);
  const next = await nextYearOf(db, from);
  const plans: SchoolPlan[] = [];
  for (const schoolId of schoolIds) {
    const source = await readSchoolSource(db, schoolId, from.id, next.existing?.id ?? null);
    plans.push(planSchool(source, request.options));
  }
  refuseStrayMoves(plans, request.options);
  return {
    fromYear: { id: from.id, title: from.title, closed: from.closedAt !== null },
    toYear: next.existing
      ? {
          id: next.existing.id,
          title: next.existing.title,
          startDate: next.existing.startDate,
          endDate: next.existing.endDate,
          exists: true,
          terms: [],
        }
      : { id: null, ...next.planned, exists: false },
    canCreateYear: can(access, 'year-rollover.new-year') && access.schoolScope === 'all',
    schools: plans,
  };
}

async function ensureNextYear(tx: Db, access: UserAccess, from: { id: number; startDate: string }) {
  const next = await nextYearOf(tx, from);
  if (next.existing) return { id: next.existing.id, created: 0, terms: 0 };
  if (!can(access, 'year-rollover.new-year') || access.schoolScope !== 'all')
    throw new AppError(403, ERROR_CODES.FORBIDDEN, ROLLOVER_MESSAGES.noNextYear);
  const { terms: termDates, ...year } = next.planned;
  const [created] = await tx
    .insert(academicYears)
    .values({ ...year, isCurrent: false, createdBy: access.userId, updatedBy: access.userId })
    .returning({ id: academicYears.id });
  await tx.insert(terms).values(
    termDates.map((t) => ({
      ...t,
      academicYearId: created!.id,
      createdBy: access.userId,
      updatedBy: access.userId,
    })),
  );
  await writeAudit(tx, {
    userId: access.userId,
    entity: 'academic-years',
    entityId: created!.id,
    action: 'create',
    schoolId: null,
    before: null,
    after: { ...year, terms: termDates.length },
  });
  return { id: created!.id, created: 1, terms: termDates.length };
}

export async function runRollover(db: Db, access: UserAccess, request: RolloverRequest) {
  const from = await fromYearOf(db, request.fromYearId);
  const schoolIds = await checkSchools(db, access, request.schoolIds);
  const started = Date.now();
  return db.transaction(async (tx) => {
    // One rollover of a year at a time: a second simultaneous run waits, then finds it all done.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('year-rollover'), ${from.id})`);
    const year = await ensureNextYear(tx, access, from);
    const plans: SchoolPlan[] = [];
    for (const schoolId of schoolIds) {
      plans.push(planSchool(await readSchoolSource(tx, schoolId, from.id, year.id), request.options));
    }
    refuseStrayMoves(plans, request.options);
    const perSchool: (WriteCounts & { schoolId: number })[] = [];
    const storedOptions = { ...request.options, moves: [...request.options.moves] };
    for (const plan of plans) {
      const counts = await writeSchoolPlan(tx, {
        plan,
        fromYearId: from.id,
        toYearId: year.id,
        userId: access.userId,
        options: storedOptions,
      });
      perSchool.push({ schoolId: plan.schoolId, ...counts });
      await writeAudit(tx, {
        userId: access.userId,
        entity: 'year-rollover',
        entityId: plan.schoolId,
        action: 'create',
        schoolId: plan.schoolId,
        before: null,
        after: { fromYearId: from.id, toYearId: year.id, ...counts },
      });
    }
    const total = (key: keyof WriteCounts) => perSchool.reduce((sum, s) => sum + s[key], 0);
    const created = {
      academicYears: year.created,
      terms: year.terms,
      classrooms: total('classrooms'),
      courseGroups: total('courseGroups'),
      scheduleSlots: total('scheduleSlots'),
      studentsMoved: total('studentsMoved'),
      studentsGraduated: total('studentsGraduated'),
      studentsPending: total('studentsPending'),
      rolloverItems: total('rolloverItems'),
    };
    return {
      toYearId: year.id,
      created,
      schools: perSchool,
      ms: Date.now() - started,
      message: `انتقال به سال جدید انجام شد: ${toPersianDigits(created.classrooms)} کلاس، ${toPersianDigits(
        created.courseGroups,
      )} گروه درسی و ${toPersianDigits(created.studentsMoved)} دانش‌آموز.`,
    };
  });
}
