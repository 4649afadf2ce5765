/**
 * Failed courses: every student with a course score under the course's passing score (10 when the
 * plan sets none), with those courses, and how many failed each course in each classroom.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { type AnalyticsScope, passingScore, scoredRows } from './analytics-scope';
import {
  courseOrder,
  joinCourseOrd,
  joinPlaceOrd,
  joinStudentOrd,
  nameOrder,
  placeOrder,
  placeOrdinals,
  studentColumns,
  studentOrdinals,
} from './analytics-sql';

export interface FailedStudentRow {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomId: number;
  classroomName: string;
  schoolName: string;
  failedCount: number;
  courses: { coursePlanId: number; title: string; score: number; passingScore: number }[];
}

export interface FailedCountRow {
  coursePlanId: number;
  courseTitle: string;
  classroomId: number;
  classroomName: string;
  schoolName: string;
  failed: number;
  total: number;
}

export interface FailedCoursesReport {
  students: FailedStudentRow[];
  counts: FailedCountRow[];
}

export async function failedCourses(db: Db, scope: AnalyticsScope): Promise<FailedCoursesReport> {
  const scored = sql`with scored as (${scoredRows(scope)}), ${placeOrdinals(scope.academicYearId)}`;
  // The failing rows, with their course's passing score.
  const failing = sql`select f.*, ${passingScore} as passing from scored f
    join course_plans on course_plans.id = f.course_plan_id where f.score < ${passingScore}`;
  const students = await executeRows<FailedStudentRow>(
    db,
    sql`${scored}, failing as (${failing}), ${studentOrdinals(sql`select student_id from failing`)}
        select ${studentColumns}, count(*)::int as "failedCount",
          json_agg(json_build_object('coursePlanId', course_plans.id, 'title', course_plans.title,
            'score', f.score::float8, 'passingScore', f.passing) order by f.score, course_plans.id) as courses
        from failing f
        join course_plans on course_plans.id = f.course_plan_id
        join students on students.id = f.student_id
        join classrooms c on c.id = f.classroom_id
        join schools on schools.id = f.school_id
        ${joinPlaceOrd} ${joinStudentOrd}
        group by students.id, c.id, schools.id, classroom_ord.ord, student_ord.ord
        order by ${placeOrder}, count(*) desc, ${nameOrder}`,
  );
  const counts = await executeRows<FailedCountRow>(
    db,
    // Counted on the ids first (a few thousand groups), then named.
    sql`${scored},
        counted as (
          select f.school_id, f.classroom_id, f.course_plan_id,
            count(*) filter (where f.score < ${passingScore})::int as failed, count(*)::int as total
          from scored f join course_plans on course_plans.id = f.course_plan_id
          group by f.school_id, f.classroom_id, f.course_plan_id
          having count(*) filter (where f.score < ${passingScore}) > 0)
        select course_plans.id as "coursePlanId", course_plans.title as "courseTitle", c.id as "classroomId",
          c.name as "classroomName", schools.name as "schoolName", k.failed, k.total
        from counted k
        join course_plans on course_plans.id = k.course_plan_id
        join classrooms c on c.id = k.classroom_id
        join schools on schools.id = k.school_id
        ${joinCourseOrd} ${joinPlaceOrd}
        order by ${courseOrder}, ${placeOrder}`,
  );
  return { students, counts };
}
