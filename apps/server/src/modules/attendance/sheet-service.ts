/**
 * An attendance sheet: one course group, one day, one class period, every student of the group's
 * classroom in roll order. Saving is one transaction, applied once per client id, and re-saving
 * updates rows in place (one row per student per period), each change audited.
 */
import { ERROR_CODES, type AttendanceStatus } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import {
  attendanceRecords,
  attendanceSubmissions,
  auditLog,
  classPeriods,
  classrooms,
  studentLeaves,
  students,
} from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { courseGroupMembership, courseGroupRoll } from '../classroom-roll/roll-query';
import { queueAbsenceNotices } from './absence-notices';
import { attendanceGroup, refuseClosedDay, type AttendanceGroup } from './attendance-rules';
import { leaveCovers } from './leave-coverage';

export interface SheetEntry {
  studentId: number;
  status: AttendanceStatus;
  lateMinutes?: number | null;
  note?: string | null;
}

export interface SheetSubmission {
  clientId: string;
  courseGroupId: number;
  classPeriodId: number;
  date: string;
  entries: SheetEntry[];
}

async function periodOf(db: Db, group: AttendanceGroup, classPeriodId: number) {
  const [period] = await db
    .select()
    .from(classPeriods)
    .where(and(eq(classPeriods.id, classPeriodId), eq(classPeriods.schoolId, group.schoolId)));
  if (!period) throw notFound('زنگ مورد نظر یافت نشد.');
  return period;
}

/** The sheet as the page shows it: students, saved marks, approved leaves, and whether the day is closed. */
export async function loadSheet(
  db: Db,
  access: UserAccess,
  query: { courseGroupId: number; classPeriodId: number; date: string },
) {
  const group = await attendanceGroup(db, access, query.courseGroupId);
  const period = await periodOf(db, group, query.classPeriodId);
  let closed: string | null = null;
  try {
    await refuseClosedDay(db, group.schoolId, query.date);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    closed = error.message;
  }
  const [classroom] = await db
    .select({ name: classrooms.name })
    .from(classrooms)
    .where(eq(classrooms.id, group.classroomId));
  const roll = await courseGroupRoll(db, group.id, group.classroomId);
  const ids = roll.map((s) => s.id);
  const saved = ids.length
    ? await db
        .select()
        .from(attendanceRecords)
        .where(
          and(
            inArray(attendanceRecords.studentId, ids),
            eq(attendanceRecords.date, query.date),
            eq(attendanceRecords.classPeriodId, period.id),
          ),
        )
    : [];
  const leaves = ids.length
    ? await db
        .select({ studentId: studentLeaves.studentId, leaveId: studentLeaves.id })
        .from(studentLeaves)
        .where(
          and(
            inArray(studentLeaves.studentId, ids),
            leaveCovers(query.date, period.startTime, period.endTime),
          ),
        )
    : [];
  const savedBy = new Map(saved.map((r) => [r.studentId, r]));
  const leaveBy = new Map(leaves.map((l) => [l.studentId, l.leaveId]));
  return {
    courseGroup: { id: group.id, title: group.title, classroomName: classroom?.name ?? '' },
    period: {
      id: period.id,
      title: period.title,
      startTime: period.startTime.slice(0, 5),
      endTime: period.endTime.slice(0, 5),
    },
    date: query.date,
    closed,
    taken: saved.length > 0,
    students: roll.map((s) => {
      const record = savedBy.get(s.id);
      const onLeave = leaveBy.has(s.id);
      return {
        ...s,
        onLeave,
        status: (record?.status ?? (onLeave ? 'excused' : 'present')) as AttendanceStatus,
        lateMinutes: record?.lateMinutes ?? null,
        note: record?.note ?? null,
        version: record?.version ?? null,
      };
    }),
  };
}

const auditValues = (r: { status: string; lateMinutes: number | null; note: string | null }) => ({
  status: r.status,
  lateMinutes: r.lateMinutes,
  note: r.note,
});

/** Applies a sheet; a client id seen before changes nothing and reports the earlier application. */
export async function saveSheet(db: Db, access: UserAccess, submission: SheetSubmission) {
  const group = await attendanceGroup(db, access, submission.courseGroupId);
  const period = await periodOf(db, group, submission.classPeriodId);
  await refuseClosedDay(db, group.schoolId, submission.date);
  const ids = submission.entries.map((e) => e.studentId);
  const members = await db
    .select({ id: students.id })
    .from(students)
    .where(and(inArray(students.id, ids), courseGroupMembership(group.id, group.classroomId)));
  if (members.length !== new Set(ids).size) {
    const message = 'برخی دانش‌آموزان این فهرست در کلاس این گروه درسی نیستند؛ صفحه را تازه کنید.';
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { entries: message });
  }

  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(attendanceSubmissions)
      .values({
        clientId: submission.clientId,
        userId: access.userId,
        schoolId: group.schoolId,
        courseGroupId: group.id,
        date: submission.date,
        classPeriodId: period.id,
      })
      .onConflictDoNothing()
      .returning({ clientId: attendanceSubmissions.clientId });
    if (!fresh) return { duplicate: true, created: 0, updated: 0, unchanged: ids.length };

    const before = await tx
      .select()
      .from(attendanceRecords)
      .where(
        and(
          inArray(attendanceRecords.studentId, ids),
          eq(attendanceRecords.date, submission.date),
          eq(attendanceRecords.classPeriodId, period.id),
        ),
      );
    const beforeBy = new Map(before.map((r) => [r.studentId, r]));
    const rows = submission.entries.map((e) => ({
      schoolId: group.schoolId,
      academicYearId: group.academicYearId,
      date: submission.date,
      classPeriodId: period.id,
      courseGroupId: group.id,
      classroomId: group.classroomId,
      studentId: e.studentId,
      status: e.status,
      lateMinutes: e.status === 'late' ? (e.lateMinutes ?? null) : null,
      note: e.note?.trim() || null,
      createdBy: access.userId,
      updatedBy: access.userId,
    }));
    const changed = rows.filter((r) => {
      const old = beforeBy.get(r.studentId);
      return !old || JSON.stringify(auditValues(old)) !== JSON.stringify(auditValues(r));
    });
    const written = changed.length
      ? await tx
          .insert(attendanceRecords)
          .values(changed)
          .onConflictDoUpdate({
            target: [attendanceRecords.studentId, attendanceRecords.date, attendanceRecords.classPeriodId],
            set: {
              status: sql`excluded.status`,
              lateMinutes: sql`excluded.late_minutes`,
              note: sql`excluded.note`,
              courseGroupId: sql`excluded.course_group_id`,
              classroomId: sql`excluded.classroom_id`,
              updatedBy: access.userId,
              updatedAt: sql`now()`,
              version: sql`${attendanceRecords.version} + 1`,
              // A row no longer excused is no longer the leave's: rejecting the leave must not touch it.
              leaveId: sql`case when excluded.status = 'excused' then ${attendanceRecords.leaveId} end`,
              statusBeforeLeave: sql`case when excluded.status = 'excused' then ${attendanceRecords.statusBeforeLeave} end`,
            },
          })
          .returning({ id: attendanceRecords.id, studentId: attendanceRecords.studentId })
      : [];
    if (written.length) {
      const byStudent = new Map(changed.map((r) => [r.studentId, r]));
      await tx.insert(auditLog).values(
        written.map((w) => {
          const old = beforeBy.get(w.studentId);
          return {
            userId: access.userId,
            entity: 'attendance',
            entityId: w.id,
            action: old ? 'update' : 'create',
            schoolId: group.schoolId,
            before: old ? auditValues(old) : null,
            after: auditValues(byStudent.get(w.studentId)!),
          };
        }),
      );
    }
    const absent = rows.filter((r) => r.status === 'absent').map((r) => r.studentId);
    await queueAbsenceNotices(tx, {
      schoolId: group.schoolId,
      date: submission.date,
      studentIds: absent,
      userId: access.userId,
    });
    const created = written.filter((w) => !beforeBy.has(w.studentId)).length;
    return {
      duplicate: false,
      created,
      updated: written.length - created,
      unchanged: rows.length - written.length,
    };
  });
}
