/**
 * Rules every attendance write obeys, whether it comes from a whole sheet or from editing one row:
 * the course group is in the user's scope (else 404), a teacher writes only for their own groups
 * (unless their role grants every group), the day is not in the future and not a holiday, and for a
 * teacher not further back than the school allows (schools.attendance_past_days).
 */
import { ERROR_CODES, isoDateIn, toPersianDigits } from '@school/shared';
import { eq } from 'drizzle-orm';
import { can, type UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { courseGroups, schools, teachers } from '../../db/schema';
import { checkTeacherGroup } from '../course-group-work/group-work-access';
import { AppError } from '../../http/errors';
import { holidayTitle } from '../../engine/school-calendar';

// The sheet's own query reads holidays with the same condition.
export { holidayOn } from '../../engine/school-calendar';

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
  refuseHoliday(await holidayTitle(db, schoolId, date));
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

/** Days back a teacher may take attendance when the school has not said (schools.attendance_past_days). */
export const DEFAULT_ATTENDANCE_PAST_DAYS = 7;

/** The ISO date `days` days before `iso`. */
export function isoDaysBefore(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first day the user may take or change attendance in a school whose setting is `pastDays`
 * (empty: the default), or null when any day is theirs (those who take every group's attendance).
 */
export function earliestAttendanceDay(
  access: UserAccess,
  pastDays: number | null,
  today = todayIso(),
): string | null {
  if (can(access, 'attendance.all-groups')) return null;
  return isoDaysBefore(today, Math.max(0, pastDays ?? DEFAULT_ATTENDANCE_PAST_DAYS));
}

/** Refuses a day before the user's window (a teacher's make-up sheets reach back `pastDays` days). */
export function refuseTooOld(access: UserAccess, pastDays: number | null, date: string): void {
  const earliest = earliestAttendanceDay(access, pastDays);
  if (earliest === null || date >= earliest) return;
  const days = Math.max(0, pastDays ?? DEFAULT_ATTENDANCE_PAST_DAYS);
  const message =
    days === 0
      ? 'مدرسه ثبت حضور و غیاب روزهای گذشته را برای دبیران بسته است؛ فقط برگه امروز ثبت می‌شود.'
      : `حضور و غیاب را تا ${toPersianDigits(days)} روز گذشته می‌توانید ثبت کنید؛ برای روزهای پیش‌تر به مدیر یا معاون مدرسه بگویید.`;
  throw new AppError(400, ERROR_CODES.VALIDATION, message, { date: message });
}

/** The school's setting of days back (empty: the default). */
export async function schoolPastDays(db: Db, schoolId: number): Promise<number | null> {
  const [school] = await db
    .select({ pastDays: schools.attendancePastDays })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return school?.pastDays ?? null;
}

export const lateMinutesMessage = (max: number) =>
  `دقیقه تأخیر باید عددی از ${toPersianDigits(1)} تا ${toPersianDigits(max)} باشد.`;
