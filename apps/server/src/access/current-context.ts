/** The user's current school and academic year (change-stage), with safe fallbacks. */
import { ERROR_CODES } from '@school/shared';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { academicYears } from '../db/schema';
import { AppError } from '../http/errors';
import type { AcademicYearSummary, UserAccess } from './user-access';

export interface CurrentContext {
  schoolId: number | null;
  academicYearId: number | null;
  academicYears: AcademicYearSummary[];
}

/** The academic years, newest first (the order of the session query's list in guard.ts). */
export function readAcademicYears(db: Db): Promise<AcademicYearSummary[]> {
  return db
    .select({ id: academicYears.id, title: academicYears.title, isCurrent: academicYears.isCurrent })
    .from(academicYears)
    .orderBy(desc(academicYears.startDate));
}

/** A stored choice that is no longer allowed falls back to the first school and the current year. */
export async function currentContext(db: Db, access: UserAccess): Promise<CurrentContext> {
  const years = access.academicYears ?? (await readAcademicYears(db));
  const schoolId =
    access.currentSchoolId !== null && access.schools.some((s) => s.id === access.currentSchoolId)
      ? access.currentSchoolId
      : (access.schools[0]?.id ?? null);
  const academicYearId =
    access.currentAcademicYearId !== null && years.some((y) => y.id === access.currentAcademicYearId)
      ? access.currentAcademicYearId
      : (years.find((y) => y.isCurrent)?.id ?? years[0]?.id ?? null);
  return { schoolId, academicYearId, academicYears: years };
}

export interface SchoolYear {
  schoolId: number;
  academicYearId: number;
}

/** The current school and year a page of one school's work covers (400 while none is chosen). */
export async function requireSchoolYear(db: Db, access: UserAccess): Promise<SchoolYear> {
  const { schoolId, academicYearId } = await currentContext(db, access);
  if (schoolId === null || academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  }
  return { schoolId, academicYearId };
}
