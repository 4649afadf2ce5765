/**
 * The matrix report: the scope's students × courses, each course with its passing score and the
 * score from which a student is in the course's top tenth (its 0.9 quantile, type 7 as in
 * packages/shared/src/score-statistics.ts), so the page colours cells under passing and in the top
 * decile.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { rollOrder } from '../attendance-reports';
import {
  type AnalyticsScope,
  requireCourseNetworkWide,
  cardsWhere,
  passingScore,
  scoredRows,
} from './analytics-scope';
import {
  courseOrder,
  joinCourseOrd,
  joinPlaceOrd,
  placeOrder,
  placeOrdinals,
  studentColumns,
} from './analytics-sql';

export interface MatrixCourse {
  coursePlanId: number;
  title: string;
  passingScore: number;
  topDecile: number;
  average: number;
}

export interface MatrixStudent {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomId: number;
  classroomName: string;
  schoolName: string;
  average: number | null;
  /** Score per course plan id (only the courses the card has a number for). */
  scores: Record<string, number>;
}

export interface ScoreMatrix {
  courses: MatrixCourse[];
  students: MatrixStudent[];
}

export async function scoreMatrix(db: Db, scope: AnalyticsScope): Promise<ScoreMatrix> {
  requireCourseNetworkWide(scope);
  const scored = sql`with scored as (${scoredRows(scope)})`;
  const courses = await executeRows<MatrixCourse>(
    db,
    sql`${scored}, ${placeOrdinals(scope.academicYearId)}
        select course_plans.id as "coursePlanId", course_plans.title, ${passingScore}::float8 as "passingScore",
          percentile_cont(0.9) within group (order by f.score)::float8 as "topDecile",
          round(avg(f.score), 2)::float8 as average
        from scored f join course_plans on course_plans.id = f.course_plan_id ${joinCourseOrd}
        group by course_plans.id, course_ord.ord
        order by ${courseOrder}`,
  );
  const students = await executeRows<Omit<MatrixStudent, 'scores'>>(
    db,
    sql`with ${placeOrdinals(scope.academicYearId)}
        select ${studentColumns}, rc.average::float8 as average
        from report_cards rc
        join classrooms c on c.id = rc.classroom_id
        join students on students.id = rc.student_id
        join schools on schools.id = rc.school_id
        ${joinPlaceOrd}
        where ${cardsWhere(scope)}
          ${
            scope.coursePlanId !== undefined
              ? sql`and exists (select 1 from report_card_courses rcc
            where rcc.report_card_id = rc.id and rcc.course_plan_id = ${scope.coursePlanId})`
              : sql``
          }
        order by ${placeOrder}, ${rollOrder}`,
  );
  const cells = await executeRows<{ studentId: number; coursePlanId: number; score: number }>(
    db,
    sql`${scored} select student_id as "studentId", course_plan_id as "coursePlanId", score::float8 as score from scored`,
  );
  const byStudent = new Map<number, Record<string, number>>();
  for (const cell of cells) {
    const scores = byStudent.get(cell.studentId) ?? {};
    scores[cell.coursePlanId] = cell.score;
    byStudent.set(cell.studentId, scores);
  }
  return { courses, students: students.map((s) => ({ ...s, scores: byStudent.get(s.studentId) ?? {} })) };
}
