/** The school and year a money page covers: the user's current choice (400 without one). */
import { ERROR_CODES } from '@school/shared';
import { currentContext } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';

export interface SchoolYear {
  schoolId: number;
  academicYearId: number;
}

export async function currentSchoolYear(db: Db, access: UserAccess): Promise<SchoolYear> {
  const { schoolId, academicYearId } = await currentContext(db, access);
  if (schoolId === null || academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  }
  return { schoolId, academicYearId };
}
