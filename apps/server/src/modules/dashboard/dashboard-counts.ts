/**
 * The numbers a dashboard answers first, each only for a user who may see the list behind it:
 * people and classrooms of the current school, today's attendance (rate, absentees, periods begun
 * with none taken), work waiting (pending leaves, report cards in draft), and for a teacher their
 * periods today and the sheets of begun periods not yet saved.
 */
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import { can } from '../../access/user-access';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import {
  classrooms,
  reportCards,
  schools,
  studentLeaves,
  students,
  teachers,
  userRoles,
} from '../../db/schema';
import { todayIso } from '../attendance/attendance-rules';
import { isHoliday, tehranTime, todaySummary } from '../attendance-reports/today-summary';
import { schoolWeekday } from '../weekly-schedule/weekly-schedule-routes';
import { BUILT_IN_ROLES } from '@school/shared';

export interface DashboardCard {
  key: string;
  /** null: nothing to count yet (no attendance recorded today for a rate). */
  count: number | null;
  unit?: 'percent';
}

interface Scope {
  schoolId: number;
  academicYearId: number;
}

const one = async (rows: Promise<{ n: number | string | null }[]>) => Number((await rows)[0]?.n ?? 0);

/**
 * Office staff (کادر اداری) of the school: its office-staff records and its users holding the
 * office-staff role, a person counted once when both name the same national code.
 */
function officeStaffCount(db: Db, schoolId: number) {
  return one(
    executeRows<{ n: number }>(
      db,
      sql`select count(distinct person)::int as n from (
        select coalesce(national_code, 'office:' || id) as person from office_managers where school_id = ${schoolId}
        union all
        select coalesce(u.national_code, 'user:' || u.id) from user_roles ur
          join users u on u.id = ur.user_id
          join roles r on r.id = ur.role_id
        where ur.school_id = ${schoolId} and r.name = ${BUILT_IN_ROLES.clerk} and u.active
      ) staff`,
    ),
  );
}

/** The teacher's periods today in the current school and those begun with no attendance saved. */
async function teacherToday(db: Db, userId: number, scope: Scope, now: Date) {
  const [teacher] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, scope.schoolId)));
  if (!teacher) return null;
  const weekday = schoolWeekday(now);
  const date = todayIso(now);
  if (weekday === null || (await isHoliday(db, scope.schoolId, date))) return { periods: 0, unsaved: 0 };
  const [row] = await executeRows<{ periods: number; unsaved: number }>(
    db,
    sql`select count(*)::int as periods,
        count(*) filter (where cp.start_time <= ${tehranTime(now)}::time and not exists (
          select 1 from attendance_records ar
          where ar.course_group_id = cg.id and ar.class_period_id = cp.id and ar.date = ${date}::date
        ))::int as unsaved
      from schedule_slots ss
        join course_groups cg on cg.id = ss.course_group_id
        join class_periods cp on cp.id = ss.class_period_id
      where cg.teacher_id = ${teacher.id} and ss.weekday = ${weekday}
        and cg.academic_year_id = ${scope.academicYearId}`,
  );
  return row ?? { periods: 0, unsaved: 0 };
}

export async function dashboardCards(
  db: Db,
  access: UserAccess,
  scope: Scope | null,
  now = new Date(),
): Promise<DashboardCard[]> {
  const cards: DashboardCard[] = [];
  const add = async (key: string, permission: string, value: () => Promise<number>) => {
    if (can(access, permission)) cards.push({ key, count: await value() });
  };
  const schoolIds = access.schools.map((s) => s.id);
  await add('schools', 'schools.list', () =>
    one(
      db
        .select({ n: count() })
        .from(schools)
        .where(schoolIds.length ? inArray(schools.id, schoolIds) : eq(schools.id, -1)),
    ),
  );
  if (!scope) return cards;
  const { schoolId, academicYearId } = scope;
  await add('students', 'students.list', () =>
    one(
      db
        .select({ n: count() })
        .from(students)
        .where(and(eq(students.schoolId, schoolId), eq(students.status, 'studying'))),
    ),
  );
  await add('teachers', 'teachers.list', () =>
    one(db.select({ n: count() }).from(teachers).where(eq(teachers.schoolId, schoolId))),
  );
  await add('classrooms', 'classrooms.list', () =>
    one(
      db
        .select({ n: count() })
        .from(classrooms)
        .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, academicYearId))),
    ),
  );
  await add('users', 'users.list', () =>
    one(
      db
        .select({ n: countDistinct(userRoles.userId) })
        .from(userRoles)
        .where(eq(userRoles.schoolId, schoolId)),
    ),
  );
  await add('officeStaff', 'office-manager.list', () => officeStaffCount(db, schoolId));

  // The whole school's attendance today: for those who see every group's sheets.
  if (can(access, 'attendance.all-groups') && can(access, 'attendance.list')) {
    const today = await todaySummary(db, schoolId, academicYearId, now);
    const recorded = today.rates.reduce((s, r) => s + r.recorded, 0);
    const attended = today.rates.reduce((s, r) => s + r.attended, 0);
    cards.push({
      key: 'attendanceRate',
      count: recorded ? Math.round((1000 * attended) / recorded) / 10 : null,
      unit: 'percent',
    });
    cards.push({ key: 'absentees', count: today.absentees.length });
    cards.push({ key: 'attendancePending', count: today.pending.length });
  }
  await add('pendingLeaves', 'student-leaves.list', () =>
    pendingLeavesCount(db, { schoolId, academicYearId }),
  );
  await add('draftReportCards', 'report-card.list', () =>
    one(
      db
        .select({ n: count() })
        .from(reportCards)
        .where(
          and(
            eq(reportCards.schoolId, schoolId),
            eq(reportCards.academicYearId, academicYearId),
            eq(reportCards.status, 'draft'),
          ),
        ),
    ),
  );
  if (can(access, 'attendance.add')) {
    const mine = await teacherToday(db, access.userId, scope, now);
    if (mine) {
      cards.push({ key: 'myPeriodsToday', count: mine.periods });
      cards.push({ key: 'myUnsavedSheets', count: mine.unsaved });
    }
  }
  return cards;
}

/** Student leaves of the school and year still waiting for a decision. */
export function pendingLeavesCount(db: Db, scope: Scope): Promise<number> {
  return one(
    db
      .select({ n: count() })
      .from(studentLeaves)
      .where(
        and(
          eq(studentLeaves.schoolId, scope.schoolId),
          eq(studentLeaves.academicYearId, scope.academicYearId),
          eq(studentLeaves.status, 'pending'),
        ),
      ),
  );
}
