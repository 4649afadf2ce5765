/**
 * Average report-card score per course and classroom, beside the course's average in the
 * classroom's school and in the whole network (same year, term, grade, major and course).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { type AnalyticsScope, scoredRows } from './analytics-scope';
import { courseOrder, placeOrder } from './analytics-sql';

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
  return executeRows<CourseAverageRow>(
    db,
    sql`with scored as (${scoredRows(scope, { classroom: true })}),
        network as (${scoredRows(scope, { school: true, classroom: true })})
        select g.course_plan_id as "coursePlanId", course_plans.title as "courseTitle", g.classroom_id as "classroomId",
          c.name as "classroomName", schools.name as "schoolName", g.count,
          round(g.average, 2)::float8 as average, round(sa.average, 2)::float8 as "schoolAverage",
          round(na.average, 2)::float8 as "networkAverage"
        from (select school_id, classroom_id, course_plan_id, avg(score) as average, count(*)::int as count
              from scored ${scope.classroomId !== undefined ? sql`where classroom_id = ${scope.classroomId}` : sql``}
              group by school_id, classroom_id, course_plan_id) g
        join (select school_id, course_plan_id, avg(score) as average from scored group by school_id, course_plan_id) sa
          on sa.school_id = g.school_id and sa.course_plan_id = g.course_plan_id
        join (select course_plan_id, avg(score) as average from network group by course_plan_id) na
          on na.course_plan_id = g.course_plan_id
        join course_plans on course_plans.id = g.course_plan_id
        join classrooms c on c.id = g.classroom_id
        join schools on schools.id = g.school_id
        order by ${courseOrder}, ${placeOrder}`,
  );
}
