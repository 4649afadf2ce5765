/**
 * Where a score analytics report looks: the report cards of one academic year and term (no term:
 * the year cards) in the user's current school — or every school, for a network-level user who asks
 * — narrowed by grade level, major, classroom and course. A term of another year, another school's
 * classroom or a course the school does not teach is absent (404); a school user asking for the
 * network is refused (403).
 */
import { ERROR_CODES } from '@school/shared';
import { type SQL, sql } from 'drizzle-orm';
import { currentContext } from '../../access/current-context';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { AppError, notFound } from '../../http/errors';
import type { AnalyticsQuery } from './analytics-filters';

export const DEFAULT_BANDS = 4;

export interface AnalyticsScope {
  /** null: the whole network. */
  schoolId: number | null;
  schoolName: string | null;
  academicYearId: number;
  yearTitle: string;
  termId: number | null;
  termTitle: string | null;
  gradeLevel?: number;
  majorId?: number;
  majorName?: string;
  classroomId?: number;
  classroomName?: string;
  coursePlanId?: number;
  courseTitle?: string;
  grouping: {
    method: 'quantiles' | 'thresholds';
    bands: number;
    thresholds: number[];
    basis: 'overall' | 'course';
  };
}

async function one<T>(db: Db, query: SQL, missing: string): Promise<T> {
  const [row] = await executeRows<T>(db, query);
  if (!row) throw notFound(missing);
  return row;
}

export async function analyticsScope(
  db: Db,
  access: UserAccess,
  query: AnalyticsQuery,
): Promise<AnalyticsScope> {
  const context = await currentContext(db, access);
  if (query.network && access.schoolScope !== 'all') {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, 'گزارش کل شبکه فقط برای کاربران سطح شبکه است.');
  }
  const schoolId = query.network ? null : context.schoolId;
  const academicYearId = query.academicYearId ?? context.academicYearId;
  if ((schoolId === null && !query.network) || academicYearId === null) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'ابتدا مدرسه و سال تحصیلی را انتخاب کنید.');
  }
  const year = await one<{ title: string }>(
    db,
    sql`select title from academic_years where id = ${academicYearId}`,
    'سال تحصیلی مورد نظر یافت نشد.',
  );
  const school =
    schoolId === null
      ? null
      : await one<{ name: string }>(
          db,
          sql`select name from schools where id = ${schoolId}`,
          'مدرسه یافت نشد.',
        );
  const inSchool = (column: SQL) => (schoolId === null ? sql`true` : sql`${column} = ${schoolId}`);
  const term =
    query.termId === undefined
      ? null
      : await one<{ title: string }>(
          db,
          sql`select title from terms where id = ${query.termId} and academic_year_id = ${academicYearId}`,
          'نوبت مورد نظر یافت نشد.',
        );
  const major =
    query.majorId === undefined
      ? undefined
      : await one<{ name: string }>(
          db,
          sql`select name from majors where id = ${query.majorId}`,
          'رشته مورد نظر یافت نشد.',
        );
  const classroom =
    query.classroomId === undefined
      ? undefined
      : await one<{ name: string }>(
          db,
          sql`select name from classrooms where id = ${query.classroomId}
                and academic_year_id = ${academicYearId} and ${inSchool(sql`school_id`)}`,
          'کلاس مورد نظر یافت نشد.',
        );
  // A course is the school's when one of its classrooms studies it that year.
  const course =
    query.coursePlanId === undefined
      ? undefined
      : await one<{ title: string }>(
          db,
          sql`select cp.title from course_plans cp where cp.id = ${query.coursePlanId} and exists (
                select 1 from course_groups cg where cg.course_plan_id = cp.id
                  and cg.academic_year_id = ${academicYearId} and ${inSchool(sql`cg.school_id`)})`,
          'درس مورد نظر یافت نشد.',
        );
  return {
    schoolId,
    schoolName: school?.name ?? null,
    academicYearId,
    yearTitle: year.title,
    termId: query.termId ?? null,
    termTitle: term?.title ?? null,
    ...(query.gradeLevel !== undefined ? { gradeLevel: query.gradeLevel } : {}),
    ...(major ? { majorId: query.majorId, majorName: major.name } : {}),
    ...(classroom ? { classroomId: query.classroomId, classroomName: classroom.name } : {}),
    ...(course ? { coursePlanId: query.coursePlanId, courseTitle: course.title } : {}),
    grouping: {
      method: query.method ?? 'quantiles',
      bands:
        query.method === 'thresholds' ? (query.thresholds?.length ?? 0) + 1 : (query.bands ?? DEFAULT_BANDS),
      thresholds: [...(query.thresholds ?? [])].sort((a, b) => b - a),
      basis: query.coursePlanId !== undefined ? 'course' : (query.basis ?? 'overall'),
    },
  };
}

/** Which filters a WHERE leaves out: averages compare a classroom with its school and network. */
export interface Widen {
  school?: boolean;
  classroom?: boolean;
  /** Grade, major and classroom: ranks within a grade and school see the whole school. */
  placement?: boolean;
  course?: boolean;
}

/**
 * Report cards (alias `rc`, their classroom `c`) of the scope; with `rcc` joined (`withCourses`) the
 * school applies to the course rows too, so that a school's course rows come by their index
 * (report_card_courses_school_card), and so does the course filter (unless `widen.course`).
 * `coursesOnly`: the school on `rcc` alone — filtered on both, the planner takes the two filters as
 * independent and expects a twentieth of the joined rows (653 for a school's ~13,000), which only
 * matters when joins follow the rows (the course ranks); a report that only sums them gains from
 * reading just the school's cards by theirs.
 */
export function cardsWhere(
  scope: AnalyticsScope,
  widen: Widen = {},
  withCourses = false,
  coursesOnly = false,
): SQL {
  const parts = [
    sql`rc.academic_year_id = ${scope.academicYearId}`,
    scope.termId === null ? sql`rc.term_id is null` : sql`rc.term_id = ${scope.termId}`,
  ];
  if (scope.schoolId !== null && !widen.school) {
    if (!(withCourses && coursesOnly)) parts.push(sql`rc.school_id = ${scope.schoolId}`);
    if (withCourses) parts.push(sql`rcc.school_id = ${scope.schoolId}`);
  }
  if (!widen.placement) {
    if (scope.gradeLevel !== undefined) parts.push(sql`rc.grade_level = ${scope.gradeLevel}`);
    if (scope.majorId !== undefined) parts.push(sql`c.major_id = ${scope.majorId}`);
    if (scope.classroomId !== undefined && !widen.classroom)
      parts.push(sql`rc.classroom_id = ${scope.classroomId}`);
  }
  if (withCourses && scope.coursePlanId !== undefined && !widen.course) {
    parts.push(sql`rcc.course_plan_id = ${scope.coursePlanId}`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * Course scores (on 0–20) of the scope's cards: school, classroom, student, grade, course, score. The
 * classroom is joined only for the major filter: at the network's size each join counts.
 */
export const scoredRows = (scope: AnalyticsScope, widen: Widen = {}): SQL =>
  sql`select rc.school_id, rc.classroom_id, rc.student_id, rc.grade_level, rcc.course_plan_id, rcc.score
      from report_cards rc
      ${scope.majorId !== undefined && !widen.placement ? sql`join classrooms c on c.id = rc.classroom_id` : sql``}
      join report_card_courses rcc on rcc.report_card_id = rc.id
      where ${cardsWhere(scope, widen, true)} and rcc.score is not null`;

/** The passing score of a course plan (`course_plans`), 10 when the plan sets none. */
export const passingScore: SQL = sql`coalesce(course_plans.passing_score, 10)`;

/**
 * A row per student and course of the whole network is hundreds of thousands of rows: the reports
 * listing each student's course scores ask a network-wide user to pick a course first.
 */
export function requireCourseNetworkWide(scope: AnalyticsScope): void {
  if (scope.schoolId === null && scope.coursePlanId === undefined) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'برای گزارش کل شبکه یک درس را انتخاب کنید.', {
      coursePlanId: 'برای گزارش کل شبکه یک درس را انتخاب کنید.',
    });
  }
}
