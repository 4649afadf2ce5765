/** The user's current school and academic year (change-stage), with safe fallbacks. */
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { academicYears } from '../db/schema';
import type { UserAccess } from './user-access';

export interface CurrentContext {
  schoolId: number | null;
  academicYearId: number | null;
  academicYears: { id: number; title: string; isCurrent: boolean }[];
}

/** A stored choice that is no longer allowed falls back to the first school and the current year. */
export async function currentContext(db: Db, access: UserAccess): Promise<CurrentContext> {
  const years = await db
    .select({ id: academicYears.id, title: academicYears.title, isCurrent: academicYears.isCurrent })
    .from(academicYears)
    .orderBy(desc(academicYears.startDate));
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
