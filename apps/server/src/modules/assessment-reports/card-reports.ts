/**
 * Reports over the computed report cards (`report_cards` / `report_card_courses`, read only):
 * below passing, top students overall and per course. Ranks come from SQL's rank(), so ties share
 * a rank and the next rank skips (1, 1, 3).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { coursePlans } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { rollOrder } from '../attendance-reports/status-counts';
import { type AssessmentScope, cardsWhere, passingScore } from './assessment-scope';

export interface StudentRef {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomName: string;
}

const studentColumns = sql`students.id as "studentId", students.first_name as "firstName",
  students.last_name as "lastName", c.name as "classroomName"`;
/** A card's student and classroom (the card's classroom: the student may have moved since). */
const cardJoins = sql`join students on students.id = rc.student_id join classrooms c on c.id = rc.classroom_id`;
const courseOrder = sql`${persianSortKey(coursePlans.title)}, course_plans.id`;

export interface BelowPassingRow extends StudentRef {
  coursePlanId: number;
  courseTitle: string;
  score: number;
  passingScore: number;
}

export interface BelowPassingReport {
  rows: BelowPassingRow[];
  perCourse: { coursePlanId: number; courseTitle: string; count: number }[];
}

const belowFrom = (scope: AssessmentScope) => sql`from report_card_courses rcc
  join report_cards rc on rc.id = rcc.report_card_id
  join course_plans on course_plans.id = rcc.course_plan_id
  ${cardJoins}
  where ${cardsWhere(scope)} and rcc.score < ${passingScore}`;

/** Every course score under its plan's passing score, and how many there are per course. */
export async function belowPassing(db: Db, scope: AssessmentScope): Promise<BelowPassingReport> {
  const rows = await executeRows<BelowPassingRow>(
    db,
    sql`select ${studentColumns}, course_plans.id as "coursePlanId", course_plans.title as "courseTitle",
          rcc.score::float8 as score, ${passingScore}::float8 as "passingScore"
        ${belowFrom(scope)}
        order by c.name, ${rollOrder}, ${courseOrder}`,
  );
  const perCourse = await executeRows<BelowPassingReport['perCourse'][number]>(
    db,
    sql`select course_plans.id as "coursePlanId", course_plans.title as "courseTitle", count(*)::int as count
        ${belowFrom(scope)}
        group by course_plans.id
        order by count desc, ${courseOrder}`,
  );
  return { rows, perCourse };
}

export interface TopStudentRow extends StudentRef {
  rank: number;
  average: number;
}

/** The best cards by average (the top N ranks: more rows when the last rank is shared). */
export function topStudents(db: Db, scope: AssessmentScope) {
  return executeRows<TopStudentRow>(
    db,
    sql`select "studentId", "firstName", "lastName", "classroomName", rank, average from (
          select ${studentColumns}, rc.average::float8 as average,
            rank() over (order by rc.average desc)::int as rank,
            row_number() over (order by rc.average desc, c.name, ${rollOrder}) as seq
          from report_cards rc ${cardJoins}
          where ${cardsWhere(scope)} and rc.average is not null) ranked
        where rank <= ${scope.limit}
        order by seq`,
  );
}

export interface TopCourseRow extends StudentRef {
  coursePlanId: number;
  courseTitle: string;
  rank: number;
  score: number;
}

/**
 * Per course plan, the best N course scores of the scope's cards. Ranked on the scores alone, the
 * names joined to the few ranked rows only: ordering every course row of a school by Persian names
 * first cost more than the rest of the report.
 */
export function topStudentsPerCourse(db: Db, scope: AssessmentScope) {
  return executeRows<TopCourseRow>(
    db,
    sql`select ${studentColumns}, course_plans.id as "coursePlanId", course_plans.title as "courseTitle",
          ranked.rank, ranked.score::float8 as score
        from (
          select rcc.report_card_id, rcc.course_plan_id, rcc.score,
            rank() over (partition by rcc.course_plan_id order by rcc.score desc)::int as rank
          from report_card_courses rcc
          join report_cards rc on rc.id = rcc.report_card_id
          where ${cardsWhere(scope)} and rcc.score is not null) ranked
        join report_cards rc on rc.id = ranked.report_card_id
        join course_plans on course_plans.id = ranked.course_plan_id
        ${cardJoins}
        where ranked.rank <= ${scope.limit}
        order by ${courseOrder}, ranked.score desc, c.name, ${rollOrder}`,
  );
}
