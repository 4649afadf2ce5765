/**
 * The demo's attendance and student leaves: the last two school weeks of sheets for every course
 * group with a timetable slot, stored as saving each sheet stores it (one attendance row per student
 * of the group, one submission per sheet), mostly present with some absent, late and excused; and
 * leaves in every state, the approved ones having excused the periods they cover. Today's sheets
 * are left to take. Deterministic (marks follow the sheet's and the student's position) and written
 * in a few multi-row inserts.
 */
import { isoDateIn } from '@school/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { payloadHash } from '../../engine/submission-keys';
import { courseGroupRoll } from '../../modules/classroom-roll/roll-query';
import type { Db } from '../client';
import {
  academicYears,
  attendanceRecords,
  attendanceSubmissions,
  calendarEvents,
  classPeriods,
  courseGroups,
  leaveTypes,
  scheduleSlots,
  studentLeaves,
  teachers,
  users,
} from '../schema';
import { schoolWeekdayOf } from './demo-school-office';

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Calendar days back the demo's sheets reach: two school weeks before today. */
export const DEMO_ATTENDANCE_DAYS = 14;

type Status = 'present' | 'absent' | 'late' | 'excused';
interface Row {
  studentId: number;
  status: Status;
  lateMinutes: number | null;
  note: string | null;
}
interface Sheet {
  schoolId: number;
  courseGroupId: number;
  classroomId: number;
  classPeriodId: number;
  startTime: string;
  endTime: string;
  date: string;
  userId: number;
  rows: Row[];
}
interface Leave {
  studentId: number;
  leaveType: 'پزشکی' | 'خانوادگی' | 'شخصی';
  fromDate: string;
  toDate: string;
  fromTime?: string;
  toTime?: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
}

const LATE_NOTES = ['تأخیر سرویس مدرسه', null, 'ترافیک صبح'];

/** The marks of the k-th sheet: one absent in two of three sheets, one late in every other, a few excused. */
function marks(k: number, roll: number[]): Row[] {
  const n = roll.length;
  const absent = k % 3 === 2 ? -1 : (k * 5) % n;
  const late = k % 2 === 0 ? (k * 7 + 3) % n : -1;
  const excused = k % 5 === 1 ? (k * 3 + 8) % n : -1;
  return roll.map((studentId, i) => {
    if (i === absent) return { studentId, status: 'absent', lateMinutes: null, note: null };
    if (i === late)
      return { studentId, status: 'late', lateMinutes: 5 + (k % 3) * 5, note: LATE_NOTES[k % 3]! };
    if (i === excused) return { studentId, status: 'excused', lateMinutes: null, note: 'با اطلاع قبلی ولی' };
    return { studentId, status: 'present', lateMinutes: null, note: null };
  });
}

/** Whether the leave's window overlaps the period (leave-coverage.ts, in JavaScript). */
const covers = (leave: Leave, date: string, start: string, end: string) =>
  `${leave.fromDate} ${leave.fromTime ?? '00:00'}` < `${date} ${end}` &&
  `${leave.toDate} ${leave.toTime ?? '23:59:59'}` > `${date} ${start}`;

export async function seedDemoAttendance(
  db: Db,
  schoolIds: number[],
  yearId: number,
  today: Date,
  /** Holidays with no sheet even where the school's calendar leaves them off (demo-school-office.ts). */
  officialHolidays: { startDate: string; endDate: string }[] = [],
): Promise<void> {
  const todayIso = isoDateIn(today);
  const [year] = await db.select().from(academicYears).where(eq(academicYears.id, yearId));
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'manager']));
  const userOf = (name: string) => people.find((p) => p.username === name)!.id;
  // Who decides and records where a teacher has no account: the school's manager (the demo manager
  // runs the first school), else the system manager.
  const officeUser = (schoolId: number) => (schoolId === schoolIds[0] ? userOf('manager') : userOf('admin'));

  const slots = await db
    .select({
      schoolId: courseGroups.schoolId,
      courseGroupId: courseGroups.id,
      classroomId: courseGroups.classroomId,
      teacherUserId: teachers.userId,
      weekday: scheduleSlots.weekday,
      classPeriodId: classPeriods.id,
      startTime: classPeriods.startTime,
      endTime: classPeriods.endTime,
    })
    .from(scheduleSlots)
    .innerJoin(courseGroups, eq(courseGroups.id, scheduleSlots.courseGroupId))
    .innerJoin(classPeriods, eq(classPeriods.id, scheduleSlots.classPeriodId))
    .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(and(inArray(courseGroups.schoolId, schoolIds), eq(courseGroups.academicYearId, yearId)))
    .orderBy(asc(classPeriods.ordinal), asc(courseGroups.id));
  const holidays = await db
    .select()
    .from(calendarEvents)
    .where(and(inArray(calendarEvents.schoolId, schoolIds), eq(calendarEvents.kind, 'holiday')));
  const rolls = new Map<number, number[]>();
  for (const slot of slots) {
    if (!rolls.has(slot.courseGroupId))
      rolls.set(
        slot.courseGroupId,
        (await courseGroupRoll(db, slot.courseGroupId, slot.classroomId)).map((s) => s.id),
      );
  }

  // The school days of the last two weeks, oldest first: not before the year, not Friday, not a
  // holiday of the school; never today.
  const sheets: Sheet[] = [];
  for (let back = DEMO_ATTENDANCE_DAYS; back >= 1; back--) {
    const date = addDays(todayIso, -back);
    if (!year || date < year.startDate || schoolWeekdayOf(date) === 6) continue;
    if (officialHolidays.some((h) => h.startDate <= date && date <= h.endDate)) continue;
    for (const slot of slots) {
      if (slot.weekday !== schoolWeekdayOf(date)) continue;
      const holiday = holidays.some(
        (h) => h.schoolId === slot.schoolId && h.startDate <= date && date <= h.endDate,
      );
      const roll = rolls.get(slot.courseGroupId) ?? [];
      if (holiday || !roll.length) continue;
      sheets.push({
        schoolId: slot.schoolId,
        courseGroupId: slot.courseGroupId,
        classroomId: slot.classroomId,
        classPeriodId: slot.classPeriodId,
        startTime: slot.startTime.slice(0, 5),
        endTime: slot.endTime.slice(0, 5),
        date,
        userId: slot.teacherUserId ?? officeUser(slot.schoolId),
        rows: marks(sheets.length, roll),
      });
    }
  }

  // Leaves, per school: approved ones on days with sheets (they excused those periods), one
  // rejected (the student stays absent), pending ones ahead.
  const leaves = schoolIds.map((schoolId) => {
    const own = sheets.filter((s) => s.schoolId === schoolId);
    const days = [...new Set(own.map((s) => s.date))];
    const firstSlot = slots.find((s) => s.schoolId === schoolId);
    const studentsOf = firstSlot ? (rolls.get(firstSlot.courseGroupId) ?? []) : [];
    const at = (i: number, fallback: number) => days[i] ?? addDays(todayIso, -fallback);
    const student = (i: number) => studentsOf[i % Math.max(studentsOf.length, 1)];
    const list: (Leave | null)[] = [
      {
        studentId: student(3)!,
        leaveType: 'خانوادگی',
        fromDate: at(1, 12),
        toDate: at(1, 12),
        reason: 'شرکت در مراسم ختم پدربزرگ در شهرستان',
        status: 'approved',
      },
      {
        studentId: student(7)!,
        leaveType: 'پزشکی',
        fromDate: at(days.length - 3, 5),
        toDate: at(days.length - 3, 5),
        fromTime: '07:30',
        toTime: '10:30',
        reason: 'نوبت دندان‌پزشکی؛ گواهی پزشک پس از بازگشت تحویل می‌شود.',
        status: 'approved',
      },
      {
        studentId: student(9)!,
        leaveType: 'شخصی',
        fromDate: at(days.length - 2, 3),
        toDate: at(days.length - 2, 3),
        reason: 'سفر خانوادگی پیش از تعطیلات',
        status: 'rejected',
      },
      {
        studentId: student(5)!,
        leaveType: 'پزشکی',
        fromDate: addDays(todayIso, 2),
        toDate: addDays(todayIso, 4),
        reason: 'عمل جراحی سرپایی و استراحت پزشکی',
        status: 'pending',
      },
      schoolId === schoolIds[0]
        ? {
            studentId: student(10)!,
            leaveType: 'خانوادگی',
            fromDate: addDays(todayIso, 3),
            toDate: addDays(todayIso, 3),
            fromTime: '10:00',
            toTime: '13:00',
            reason: 'همراهی با مادر برای مراجعه به بیمارستان',
            status: 'pending',
          }
        : null,
    ];
    return { schoolId, list: list.filter((l): l is Leave => l !== null && l.studentId !== undefined) };
  });
  const types = await db.select().from(leaveTypes).where(inArray(leaveTypes.schoolId, schoolIds));
  const leaveRows = leaves.flatMap(({ schoolId, list }) =>
    list.map((l) => {
      const decider = officeUser(schoolId);
      // Asked for on the morning of the first day (or yesterday for one ahead), decided the day after
      // it ended: after the sheets, which marked the student absent.
      const earliest = (a: Date, b: Date) => (a < b ? a : b);
      const requested = earliest(new Date(`${l.fromDate}T05:00:00Z`), new Date(today.getTime() - 86_400_000));
      const decided =
        l.status === 'pending' ? null : earliest(new Date(`${addDays(l.toDate, 1)}T06:45:00Z`), today);
      return {
        schoolId,
        academicYearId: yearId,
        studentId: l.studentId,
        leaveTypeId: types.find((t) => t.schoolId === schoolId && t.title === l.leaveType)!.id,
        fromDate: l.fromDate,
        fromTime: l.fromTime ?? null,
        toDate: l.toDate,
        toTime: l.toTime ?? null,
        reason: l.reason,
        status: l.status,
        decidedBy: decided ? decider : null,
        decidedAt: decided,
        createdBy: decider,
        updatedBy: decider,
        createdAt: requested,
        updatedAt: decided ?? requested,
      };
    }),
  );
  const savedLeaves = leaveRows.length ? await db.insert(studentLeaves).values(leaveRows).returning() : [];

  if (!sheets.length) return;
  // What each sheet saved: a student whose leave was later decided was marked absent that period.
  const decided = savedLeaves.filter((l) => l.status !== 'pending');
  const asLeave = (l: (typeof savedLeaves)[number]): Leave => ({
    studentId: l.studentId,
    leaveType: 'شخصی',
    fromDate: l.fromDate,
    toDate: l.toDate,
    fromTime: l.fromTime?.slice(0, 5),
    toTime: l.toTime?.slice(0, 5),
    reason: '',
    status: l.status as Leave['status'],
  });
  const leaveOf = (sheet: Sheet, studentId: number) =>
    decided.find(
      (l) => l.studentId === studentId && covers(asLeave(l), sheet.date, sheet.startTime, sheet.endTime),
    );
  for (const sheet of sheets) {
    sheet.rows = sheet.rows.map((r) =>
      leaveOf(sheet, r.studentId) ? { ...r, status: 'absent', lateMinutes: null, note: null } : r,
    );
  }
  await db.insert(attendanceSubmissions).values(
    sheets.map((s) => ({
      clientId: `demo-${s.date}-${s.courseGroupId}-${s.classPeriodId}`,
      userId: s.userId,
      payloadHash: payloadHash({
        courseGroupId: s.courseGroupId,
        date: s.date,
        classPeriodId: s.classPeriodId,
        rows: [...s.rows].sort((a, b) => a.studentId - b.studentId),
      }),
      schoolId: s.schoolId,
      courseGroupId: s.courseGroupId,
      date: s.date,
      classPeriodId: s.classPeriodId,
      createdAt: new Date(`${s.date}T${s.startTime}:00+03:30`),
    })),
  );
  // Then the approved leaves excused the periods they cover, keeping the status each had.
  const leaveTypeOf = new Map(types.map((t) => [t.id, t]));
  await db.insert(attendanceRecords).values(
    sheets.flatMap((s) => {
      const at = new Date(`${s.date}T${s.startTime}:00+03:30`);
      return s.rows.map((r) => {
        const leave = leaveOf(s, r.studentId);
        const excuses =
          leave?.status === 'approved' && leaveTypeOf.get(leave.leaveTypeId)?.countsAsExcused === true;
        return {
          schoolId: s.schoolId,
          academicYearId: yearId,
          date: s.date,
          classPeriodId: s.classPeriodId,
          courseGroupId: s.courseGroupId,
          classroomId: s.classroomId,
          studentId: r.studentId,
          status: excuses ? 'excused' : r.status,
          lateMinutes: r.lateMinutes,
          note: r.note,
          leaveId: excuses ? leave.id : null,
          statusBeforeLeave: excuses ? r.status : null,
          createdBy: s.userId,
          updatedBy: excuses ? leave.decidedBy : s.userId,
          createdAt: at,
          updatedAt: excuses && leave.decidedAt ? leave.decidedAt : at,
          version: excuses ? 2 : 1,
        };
      });
    }),
  );
}
