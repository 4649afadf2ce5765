/**
 * An attendance sheet: one course group, one day, one class period, every student of the group's
 * classroom in roll order. Saving is one transaction, applied once per user and client id (the same
 * id with another sheet is refused), and re-saving updates rows in place (one row per student per
 * period), each change audited.
 */
import { ERROR_CODES, type AttendanceStatus } from '@school/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/execute-rows';
import {
  academicYears,
  attendanceRecords,
  calendarEvents,
  classPeriods,
  classrooms,
  courseGroups,
  schools,
  studentLeaves,
  students,
  teachers,
} from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { closedYearError } from '../../engine/closed-years';
import { courseGroupMembership, courseGroupRoll } from '../classroom-roll/roll-query';
import { queueAbsenceNotices } from './absence-notices';
import {
  attendanceGroup,
  checkGroupAccess,
  holidayOn,
  refuseClosedDay,
  refuseFutureDay,
  refuseHoliday,
  refuseTooOld,
  schoolPastDays,
  type AttendanceGroup,
} from './attendance-rules';
import { writeSheet } from './sheet-write';
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
    refuseTooOld(access, await schoolPastDays(db, group.schoolId), query.date);
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

/**
 * Everything a sheet's save checks, in one query: the group and its teacher, the period in the
 * group's school, a holiday on the day, how many of the listed students the group holds, and
 * whether the school sends absence notices. Built once per database with placeholders (the
 * students' ids travel as one array value) and prepared: neither rebuilt nor planned again per sheet.
 */
const sheetTargetQuery = perDatabase((db) => {
  const date = sql.placeholder('date');
  return db
    .select({
      id: courseGroups.id,
      schoolId: courseGroups.schoolId,
      academicYearId: courseGroups.academicYearId,
      classroomId: courseGroups.classroomId,
      teacherUserId: teachers.userId,
      periodId: sql<number | null>`(select ${classPeriods.id} from ${classPeriods}
        where ${classPeriods.id} = ${sql.placeholder('classPeriodId')}
          and ${classPeriods.schoolId} = ${courseGroups.schoolId})`,
      holiday: sql<string | null>`(select ${calendarEvents.title} from ${calendarEvents}
        where ${holidayOn(courseGroups.schoolId, date)} limit 1)`,
      members: sql<number>`(select count(*) from ${students}
        where ${students.id} = any(${sql.placeholder('studentIds')}::int[])
          and ${courseGroupMembership(courseGroups.id, courseGroups.classroomId)})`.mapWith(Number),
      yearClosed: sql<boolean>`exists (select 1 from ${academicYears}
        where ${academicYears.id} = ${courseGroups.academicYearId} and ${academicYears.closedAt} is not null)`,
      absenceSms: schools.absenceSmsEnabled,
      pastDays: schools.attendancePastDays,
    })
    .from(courseGroups)
    .innerJoin(schools, eq(schools.id, courseGroups.schoolId))
    .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(eq(courseGroups.id, sql.placeholder('courseGroupId')))
    .prepare('attendance_sheet_target');
});

async function sheetTarget(db: Db, submission: SheetSubmission) {
  const [row] = await sheetTargetQuery(db).execute({
    courseGroupId: submission.courseGroupId,
    classPeriodId: submission.classPeriodId,
    date: submission.date,
    studentIds: `{${submission.entries.map((e) => e.studentId).join(',')}}`,
  });
  return row;
}

/**
 * Applies a sheet; this user's client id seen before with the same sheet changes nothing and reports
 * the earlier application, with another sheet it is a 409 and nothing is written.
 */
export async function saveSheet(db: Db, access: UserAccess, submission: SheetSubmission) {
  const target = checkGroupAccess(access, await sheetTarget(db, submission));
  if (target.periodId === null) throw notFound('زنگ مورد نظر یافت نشد.');
  if (target.yearClosed) throw closedYearError();
  refuseFutureDay(submission.date);
  refuseTooOld(access, target.pastDays, submission.date);
  refuseHoliday(target.holiday);
  const ids = submission.entries.map((e) => e.studentId);
  if (target.members !== new Set(ids).size) {
    const message = 'برخی دانش‌آموزان این فهرست در کلاس این گروه درسی نیستند؛ صفحه را تازه کنید.';
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { entries: message });
  }
  const rows = submission.entries.map((e) => ({
    studentId: e.studentId,
    status: e.status,
    lateMinutes: e.status === 'late' ? (e.lateMinutes ?? null) : null,
    note: e.note?.trim() || null,
  }));
  const write = (tx: Db) =>
    writeSheet(tx, {
      clientId: submission.clientId,
      userId: access.userId,
      schoolId: target.schoolId,
      academicYearId: target.academicYearId,
      courseGroupId: target.id,
      classroomId: target.classroomId,
      classPeriodId: target.periodId!,
      date: submission.date,
      rows,
    });
  const absent = rows.filter((r) => r.status === 'absent').map((r) => r.studentId);
  // The write is one statement; a transaction is needed only when notices are queued with it.
  if (!target.absenceSms || absent.length === 0) return write(db);
  return db.transaction(async (tx) => {
    const result = await write(tx);
    if (result.duplicate) return result;
    await queueAbsenceNotices(tx, {
      schoolId: target.schoolId,
      date: submission.date,
      studentIds: absent,
      userId: access.userId,
    });
    return result;
  });
}
