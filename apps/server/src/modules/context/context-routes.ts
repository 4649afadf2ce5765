/**
 * The change-stage choice: the user's current school and academic year, kept on the server, with
 * the current school's unit for amounts.
 */
import { ERROR_CODES, type MoneyUnit } from '@school/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { academicYears, schools, users } from '../../db/schema';
import { AppError } from '../../http/errors';

const id = z.number({ error: 'شناسه باید عدد باشد.' }).int().positive();
const contextBody = z.object({ schoolId: id, academicYearId: id }).strict();

async function contextOf(db: Db, access: UserAccess) {
  const years = await db
    .select({ id: academicYears.id, title: academicYears.title, isCurrent: academicYears.isCurrent })
    .from(academicYears)
    .orderBy(desc(academicYears.startDate));
  const schoolIds = new Set(access.schools.map((s) => s.id));
  const yearIds = new Set(years.map((y) => y.id));
  // A stored choice that is no longer allowed falls back to the first school and the current year.
  const currentSchoolId =
    access.currentSchoolId !== null && schoolIds.has(access.currentSchoolId)
      ? access.currentSchoolId
      : (access.schools[0]?.id ?? null);
  const currentAcademicYearId =
    access.currentAcademicYearId !== null && yearIds.has(access.currentAcademicYearId)
      ? access.currentAcademicYearId
      : (years.find((y) => y.isCurrent)?.id ?? years[0]?.id ?? null);
  // How the current school shows amounts (Rials or Tomans): lists and forms of money follow it.
  const [school] =
    currentSchoolId === null
      ? []
      : await db.select({ unit: schools.moneyUnit }).from(schools).where(eq(schools.id, currentSchoolId));
  const moneyUnit: MoneyUnit = school?.unit === 'toman' ? 'toman' : 'rial';
  return { schools: access.schools, academicYears: years, currentSchoolId, currentAcademicYearId, moneyUnit };
}

export const contextRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['context'],
          summary: 'Schools and years the user can choose, and the current choice',
        },
        config: { permission: 'authenticated' },
      },
      async (request) => ({ success: true, data: await contextOf(db, requireAuth(request).access) }),
    );

    app.put(
      '/',
      {
        schema: {
          tags: ['context'],
          summary: 'Choose the current school and academic year',
          body: contextBody,
        },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const { schoolId, academicYearId } = request.body;
        const errors: Record<string, string> = {};
        if (!access.schools.some((s) => s.id === schoolId)) errors.schoolId = 'این مدرسه در دسترس شما نیست.';
        const [year] = await db
          .select({ id: academicYears.id })
          .from(academicYears)
          .where(eq(academicYears.id, academicYearId));
        if (!year) errors.academicYearId = 'این سال تحصیلی وجود ندارد.';
        if (Object.keys(errors).length)
          throw new AppError(400, ERROR_CODES.VALIDATION, 'انتخاب مدرسه یا سال معتبر نیست.', errors);
        await db
          .update(users)
          .set({ currentSchoolId: schoolId, currentAcademicYearId: academicYearId })
          .where(eq(users.id, access.userId));
        const updated = { ...access, currentSchoolId: schoolId, currentAcademicYearId: academicYearId };
        return { success: true, data: await contextOf(db, updated) };
      },
    );
  };
