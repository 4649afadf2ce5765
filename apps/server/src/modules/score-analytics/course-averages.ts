/**
 * Average report-card score per course and classroom, beside the course's average in the
 * classroom's school and in the whole network (same year, term, grade, major and course).
 *
 * The network's rows are read once: summed per school, classroom and course, and the school's and
 * network's averages come from those sums, so a school's report costs one pass over the network's
 * course rows instead of three.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { type AnalyticsScope, scoredRows } from './analytics-scope';
import { courseOrder, joinCourseOrd, joinPlaceOrd, placeOrder, placeOrdinals } from './analytics-sql';

export interface CourseAverageRow {
  coursePlanId: number;
  courseTitle: string;
  classroomId: number;
  classroomName: string;
  schoolName: string;
  count: number;
  average: number;
  schoolAverage: number;
  networkAverage: number;
}

export function courseAverages(db: Db, scope: AnalyticsScope) {
  const shown = [sql`true`];
  if (scope.schoolId !== null) shown.push(sql`g.school_id = ${scope.schoolId}`);
  if (scope.classroomId !== undefined) shown.push(sql`g.classroom_id = ${scope.classroomId}`);
  return executeRows<CourseAverageRow>(
    db,
    sql`with network as (${scoredRows(scope, { school: true, classroom: true })}),
        g as (select school_id, classroom_id, course_plan_id, sum(score) as total, count(*)::int as count
              from network group by school_id, classroom_id, course_plan_id),
        sa as (select school_id, course_plan_id, sum(total) / sum(count) as average from g
               group by school_id, course_plan_id),
        na as (select course_plan_id, sum(total) / sum(count) as average from g group by course_plan_id),
        ${placeOrdinals(scope.academicYearId)}
        select g.course_plan_id as "coursePlanId", course_plans.title as "courseTitle", g.classroom_id as "classroomId",
          c.name as "classroomName", schools.name as "schoolName", g.count,
          round(g.total / g.count, 2)::float8 as average, round(sa.average, 2)::float8 as "schoolAverage",
          round(na.average, 2)::float8 as "networkAverage"
        from g
        join sa on sa.school_id = g.school_id and sa.course_plan_id = g.course_plan_id
        join na on na.course_plan_id = g.course_plan_id
        join course_plans on course_plans.id = g.course_plan_id
        join classrooms c on c.id = g.classroom_id
        join schools on schools.id = g.school_id
        ${joinCourseOrd} ${joinPlaceOrd}
        where ${sql.join(shown, sql` and `)}
        order by ${courseOrder}, ${placeOrder}`,
  );
}
