/**
 * Undoing a school's rollover, until the new year's first attendance: its students go back to their
 * old classrooms and statuses, and the classrooms, course groups and timetable it made are removed.
 * Refused (409) once the new year has attendance, or once other rows were built on what it made.
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import {
  attendanceRecords,
  classrooms,
  courseGroups,
  scheduleSlots,
  yearRolloverItems,
  yearRollovers,
} from '../../db/schema';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../engine/db-errors';
import { writeAudit } from '../../engine/audit';
import { AppError, notFound } from '../../http/errors';

export const UNDO_MESSAGES = {
  none: 'انتقالی از این سال برای این مدرسه ثبت نشده است.',
  attendance: 'حضور و غیاب سال جدید ثبت شده است؛ انتقال دیگر برگشت‌پذیر نیست.',
  inUse:
    'در سال جدید اطلاعاتی (مانند آزمون یا دانش‌آموز تازه) روی کلاس‌ها و گروه‌های ساخته‌شده ثبت شده است؛ برگرداندن ممکن نیست.',
} as const;

export async function undoRollover(db: Db, access: UserAccess, schoolId: number, fromYearId: number) {
  if (access.schoolScope !== 'all' && !access.schoolScope.includes(schoolId))
    throw notFound(UNDO_MESSAGES.none);
  const [rollover] = await db
    .select()
    .from(yearRollovers)
    .where(and(eq(yearRollovers.schoolId, schoolId), eq(yearRollovers.fromYearId, fromYearId)));
  if (!rollover) throw notFound(UNDO_MESSAGES.none);
  const [attended] = await db
    .select({ id: attendanceRecords.id })
    .from(attendanceRecords)
    .where(
      and(eq(attendanceRecords.schoolId, schoolId), eq(attendanceRecords.academicYearId, rollover.toYearId)),
    )
    .limit(1);
  if (attended) throw new AppError(409, ERROR_CODES.CONFLICT, UNDO_MESSAGES.attendance);
  const items = await db
    .select()
    .from(yearRolloverItems)
    .where(eq(yearRolloverItems.rolloverId, rollover.id));
  const made = (kind: string) =>
    items
      .filter(
        (i) => i.kind === kind && i.toId !== null && !(i.previous as { adopted?: boolean } | null)?.adopted,
      )
      .map((i) => i.toId!);
  const moved = items
    .filter((i) => i.kind === 'student')
    .map((i) => ({
      id: i.fromId,
      to_id: i.toId,
      ...(i.previous as { classroomId: number; status: string }),
    }));
  try {
    await db.transaction(async (tx) => {
      if (moved.length) {
        // Only students still where the rollover put them go back: a later move by hand stays.
        await tx.execute(sql`
          update students s set classroom_id = m."classroomId", status = m.status, roll_number = null,
            updated_at = now(), updated_by = ${access.userId}, version = s.version + 1
          from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as m(id integer, to_id integer, "classroomId" integer, status text)
          where s.id = m.id and s.school_id = ${schoolId}
            and (s.classroom_id = m.to_id or (m.to_id is null and s.status = 'graduated'))`);
      }
      const slots = made('schedule-slot');
      if (slots.length) await tx.delete(scheduleSlots).where(inArray(scheduleSlots.id, slots));
      const groups = made('course-group');
      if (groups.length) await tx.delete(courseGroups).where(inArray(courseGroups.id, groups));
      const rooms = made('classroom');
      if (rooms.length) await tx.delete(classrooms).where(inArray(classrooms.id, rooms));
      await tx.delete(yearRollovers).where(eq(yearRollovers.id, rollover.id));
      await writeAudit(tx, {
        userId: access.userId,
        entity: 'year-rollover',
        entityId: schoolId,
        action: 'delete',
        schoolId,
        before: { fromYearId, toYearId: rollover.toYearId, items: items.length },
        after: null,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
      throw new AppError(409, ERROR_CODES.CONFLICT, UNDO_MESSAGES.inUse);
    throw error;
  }
  return { restoredStudents: moved.length, removedClassrooms: made('classroom').length };
}
