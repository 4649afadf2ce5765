/**
 * Where a report looks: the user's current school and academic year, the date range, and the
 * classroom or course group picked — which must belong to that school (else 404, as if absent).
 */
import { ERROR_CODES } from '@school/shared';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { currentContext } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, courseGroups } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export interface ReportScope {
  schoolId: number;
  academicYearId: number;
  from: string;
  to: string;
  classroomId?: number;
  courseGroupId?: number;
  /** Name of the picked classroom, for titles. */
  classroomName?: string;
}

/** The user's current school and academic year; a report needs both (400 otherwise). */
export async function reportSchoolYear(
  db: Db,
  access: UserAccess,
): Promise<{ schoolId: number; academicYearId: number }> {
  const { schoolId, academicYearId } = await currentContext(db, access);
  if (schoolId === null || academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  }
  return { schoolId, academicYearId };
}

/** Name of a classroom of the school; another school's classroom is absent (404). */
export async function schoolClassroomName(db: Db, schoolId: number, classroomId: number): Promise<string> {
  const [room] = await db
    .select({ name: classrooms.name })
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), eq(classrooms.schoolId, schoolId)));
  if (!room) throw notFound('کلاس مورد نظر یافت نشد.');
  return room.name;
}

export async function reportScope(
  db: Db,
  access: UserAccess,
  query: { from: string; to: string; classroomId?: number; courseGroupId?: number },
): Promise<ReportScope> {
  const { schoolId, academicYearId } = await reportSchoolYear(db, access);
  const classroomName =
    query.classroomId === undefined ? undefined : await schoolClassroomName(db, schoolId, query.classroomId);
  if (query.courseGroupId !== undefined) {
    const [group] = await db
      .select({ id: courseGroups.id })
      .from(courseGroups)
      .where(and(eq(courseGroups.id, query.courseGroupId), eq(courseGroups.schoolId, schoolId)));
    if (!group) throw notFound('گروه درسی مورد نظر یافت نشد.');
  }
  return { ...query, schoolId, academicYearId, ...(classroomName ? { classroomName } : {}) };
}

/** The attendance rows a report counts (alias `ar`): school, year, range, and the picked filters. */
export function recordsWhere(scope: ReportScope): SQL {
  const parts = [
    sql`ar.school_id = ${scope.schoolId}`,
    sql`ar.academic_year_id = ${scope.academicYearId}`,
    sql`ar.date between ${scope.from}::date and ${scope.to}::date`,
  ];
  if (scope.classroomId !== undefined) parts.push(sql`ar.classroom_id = ${scope.classroomId}`);
  if (scope.courseGroupId !== undefined) parts.push(sql`ar.course_group_id = ${scope.courseGroupId}`);
  return sql.join(parts, sql` and `);
}
