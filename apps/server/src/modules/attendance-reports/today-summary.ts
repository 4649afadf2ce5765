/**
 * The dashboard's view of today's attendance in the current school: the attendance rate of each
 * classroom, the scheduled periods that have begun with no attendance taken yet (teacher
 * completion), and today's absentees.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { calendarEvents } from '../../db/schema';
import { todayIso } from '../attendance/attendance-rules';
import { schoolWeekday } from '../weekly-schedule/weekly-schedule-routes';
import { rollOrder } from './status-counts';

export interface ClassroomRate {
  classroomId: number;
  classroomName: string;
  recorded: number;
  attended: number;
  /** Present and late over recorded, in percent with one decimal. */
  rate: number;
}

export interface PendingPeriod {
  classroomName: string;
  courseGroupId: number;
  courseGroupTitle: string;
  teacherName: string | null;
  classPeriodId: number;
  periodTitle: string;
  startTime: string;
}

export interface Absentee {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomName: string;
  periods: number;
  periodTitles: string;
}

export interface TodaySummary {
  date: string;
  holiday: boolean;
  rates: ClassroomRate[];
  pending: PendingPeriod[];
  absentees: Absentee[];
}

/** Wall-clock time in Tehran as HH:MM:SS, to compare with class periods' start times. */
export function tehranTime(now: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tehran',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

export async function isHoliday(db: Db, schoolId: number, date: string): Promise<boolean> {
  const [holiday] = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.schoolId, schoolId),
        eq(calendarEvents.kind, 'holiday'),
        lte(calendarEvents.startDate, date),
        gte(calendarEvents.endDate, date),
      ),
    )
    .limit(1);
  return Boolean(holiday);
}

export async function todaySummary(
  db: Db,
  schoolId: number,
  academicYearId: number,
  now = new Date(),
): Promise<TodaySummary> {
  const date = todayIso(now);
  const weekday = schoolWeekday(now);
  const holiday = await isHoliday(db, schoolId, date);
  const today = sql`ar.school_id = ${schoolId} and ar.academic_year_id = ${academicYearId} and ar.date = ${date}::date`;

  const rates = await executeRows<ClassroomRate>(
    db,
    sql`select c.id as "classroomId", c.name as "classroomName", count(*)::int as recorded,
          count(*) filter (where ar.status in ('present', 'late'))::int as attended,
          round(100.0 * count(*) filter (where ar.status in ('present', 'late')) / count(*), 1)::float8 as rate
        from attendance_records ar join classrooms c on c.id = ar.classroom_id
        where ${today}
        group by c.id
        order by c.name`,
  );

  // Friday and holidays have no periods to take.
  const pending =
    weekday === null || holiday
      ? []
      : await executeRows<PendingPeriod>(
          db,
          sql`select c.name as "classroomName", cg.id as "courseGroupId", cg.title as "courseGroupTitle",
                nullif(concat_ws(' ', t.first_name, t.last_name), '') as "teacherName",
                cp.id as "classPeriodId", cp.title as "periodTitle",
                to_char(cp.start_time, 'HH24:MI') as "startTime"
              from schedule_slots ss
              join course_groups cg on cg.id = ss.course_group_id
              join class_periods cp on cp.id = ss.class_period_id
              join classrooms c on c.id = cg.classroom_id
              left join teachers t on t.id = cg.teacher_id
              where ss.school_id = ${schoolId} and ss.weekday = ${weekday}
                and cg.academic_year_id = ${academicYearId}
                and cp.start_time <= ${tehranTime(now)}::time
                and not exists (select 1 from attendance_records ar
                  where ar.course_group_id = cg.id and ar.class_period_id = cp.id and ar.date = ${date}::date)
              order by cp.ordinal, c.name`,
        );

  const absentees = await executeRows<Absentee>(
    db,
    sql`select students.id as "studentId", students.first_name as "firstName",
          students.last_name as "lastName", c.name as "classroomName", count(*)::int as periods,
          string_agg(cp.title, '، ' order by cp.ordinal) as "periodTitles"
        from attendance_records ar
        join students on students.id = ar.student_id
        join classrooms c on c.id = ar.classroom_id
        join class_periods cp on cp.id = ar.class_period_id
        where ${today} and ar.status = 'absent'
        group by students.id, c.id
        order by c.name, ${rollOrder}`,
  );

  return { date, holiday, rates, pending, absentees };
}
