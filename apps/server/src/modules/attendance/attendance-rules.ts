/**
 * Rules every attendance write obeys, whether it comes from a whole sheet or from editing one row:
 * the course group is in the user's scope (else 404), a teacher writes only for their own groups
 * (unless their role grants every group), the day is not in the future and not a holiday.
 */
import { ERROR_CODES, isoDateIn, toPersianDigits } from '@school/shared';
import { and, eq, gte, lte, type SQLWrapper } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { calendarEvents, courseGroups, teachers } from '../../db/schema';
import { checkTeacherGroup } from '../course-group-work/group-work-access';
import { AppError } from '../../http/errors';

export interface AttendanceGroup {
  id: number;
  schoolId: number;
  academicYearId: number;
  classroomId: number;
  teacherId: number | null;
  title: string;
  teacherUserId: number | null;
}

/** Today's date in Iran, as the ISO date the database stores. */
export function todayIso(now = new Date(), timeZone = 'Asia/Tehran'): string {
  return isoDateIn(now, timeZone);
}

/** The course group if the user may take its attendance; 404 outside scope, 403 for another teacher's. */
export async function attendanceGroup(
  db: Db,
  access: UserAccess,
  courseGroupId: number,
): Promise<AttendanceGroup> {
  const [group] = await db
    .select({
      id: courseGroups.id,
      schoolId: courseGroups.schoolId,
      academicYearId: courseGroups.academicYearId,
      classroomId: courseGroups.classroomId,
      teacherId: courseGroups.teacherId,
      title: courseGroups.title,
      teacherUserId: teachers.userId,
    })
    .from(courseGroups)
    .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(eq(courseGroups.id, courseGroupId));
  return checkGroupAccess(access, group);
}

/** 404 for a missing group or one outside the user's schools, 403 for another teacher's group. */
export function checkGroupAccess<T extends { schoolId: number; teacherUserId: number | null }>(
  access: UserAccess,
  group: T | undefined,
): T {
  return checkTeacherGroup(access, group, 'attendance.all-groups', {
    notFound: 'گروه درسی مورد نظر یافت نشد.',
    notOwn: 'حضور و غیاب این گروه درسی با دبیر آن است.',
  });
}

/** Refuses days after today, and days the school's calendar marks as a holiday. */
export async function refuseClosedDay(db: Db, schoolId: number, date: string): Promise<void> {
  refuseFutureDay(date);
  const [holiday] = await db
    .select({ title: calendarEvents.title })
    .from(calendarEvents)
    .where(holidayOn(schoolId, date))
    .limit(1);
  refuseHoliday(holiday?.title ?? null);
}

/** The school's holidays that cover the date (a column or a value for the school). */
export function holidayOn(schoolId: number | SQLWrapper, date: string | SQLWrapper) {
  return and(
    eq(calendarEvents.schoolId, schoolId),
    eq(calendarEvents.kind, 'holiday'),
    lte(calendarEvents.startDate, date),
    gte(calendarEvents.endDate, date),
  );
}

export function refuseFutureDay(date: string): void {
  if (date > todayIso()) {
    const message = 'حضور و غیاب روزهای آینده را نمی‌توان ثبت کرد.';
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { date: message });
  }
}

export function refuseHoliday(holidayTitle: string | null): void {
  if (holidayTitle !== null) {
    const message = `این روز در تقویم مدرسه تعطیل است («${holidayTitle}») و حضور و غیاب ندارد.`;
    throw new AppError(409, ERROR_CODES.CONFLICT, message, { date: message });
  }
}

export const lateMinutesMessage = (max: number) =>
  `دقیقه تأخیر باید عددی از ${toPersianDigits(1)} تا ${toPersianDigits(max)} باشد.`;
