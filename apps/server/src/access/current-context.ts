/** The user's current school and academic year (change-stage), with safe fallbacks. */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { academicYears } from '../db/schema';
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
