/**
 * Ranks by the report cards' rule (ties share a rank, the next skips; no score, no rank): overall by
 * the card's average, and per course by the course score — each within the classroom, the grade
 * (of the school) and the school. Ranks see every card of the school's term; the grade, major and
 * classroom filters only choose which rows are shown.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { cardRank } from '../report-cards';
import { type AnalyticsScope, cardsWhere, requireCourseNetworkWide, scoredRows } from './analytics-scope';
import {
  courseOrder,
  joinCourseOrd,
  joinPlaceOrd,
  joinStudentOrd,
  joinStudentsByOrd,
  nameOrder,
  placeOrder,
  placeOrdinals,
  studentColumns,
  studentOrdinals,
  studentsOrder,
} from './analytics-sql';

interface StudentPlace {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomId: number;
  classroomName: string;
  schoolName: string;
}

export interface RankRow extends StudentPlace {
  average: number | null;
  classRank: number | null;
  gradeRank: number | null;
  schoolRank: number | null;
}

export interface CourseRankRow extends StudentPlace {
  coursePlanId: number;
  courseTitle: string;
  score: number;
  classRank: number;
  gradeRank: number;
  schoolRank: number;
}

/** Filters on the rows shown (alias `r`), after the ranks are taken over the whole school. */
function shownWhere(scope: AnalyticsScope): SQL {
  const parts = [sql`true`];
  if (scope.gradeLevel !== undefined) parts.push(sql`r.grade_level = ${scope.gradeLevel}`);
  if (scope.majorId !== undefined) parts.push(sql`r.major_id = ${scope.majorId}`);
  if (scope.classroomId !== undefined) parts.push(sql`r.classroom_id = ${scope.classroomId}`);
  return sql.join(parts, sql` and `);
}

/**
 * The students of the rows shown, for their name order, taken from their cards rather than from `r`:
 * read once, `r` is planned inline with estimates from the tables' statistics (read twice, a CTE is
 * materialised without any, and the joins after it were planned for a few hundred rows, not ~13,000).
 * A student whose card has no score may be numbered too: only the order of those shown counts.
 */
const shownStudents = (scope: AnalyticsScope): SQL =>
  scope.coursePlanId === undefined
    ? sql`select rc.student_id from report_cards rc join classrooms c on c.id = rc.classroom_id
          where ${cardsWhere(scope)}`
    : sql`select student_id from (${scoredRows(scope)}) s`;

const within = (value: SQL, extra: SQL = sql``) => ({
  classRank: cardRank(value, sql`rc.school_id, rc.classroom_id${extra}`),
  gradeRank: cardRank(value, sql`rc.school_id, rc.grade_level${extra}`),
  schoolRank: cardRank(value, sql`rc.school_id${extra}`),
});

export function studentRanks(db: Db, scope: AnalyticsScope) {
  const rank = within(sql`rc.average`);
  return executeRows<RankRow>(
    db,
    sql`with r as (select rc.student_id, rc.classroom_id, rc.school_id, rc.grade_level, c.major_id, rc.average,
                ${rank.classRank} as class_rank, ${rank.gradeRank} as grade_rank, ${rank.schoolRank} as school_rank
              from report_cards rc join classrooms c on c.id = rc.classroom_id
              where ${cardsWhere(scope, { placement: true })}),
        ${placeOrdinals(scope.academicYearId)}, ${studentOrdinals(sql`select r.student_id from r where ${shownWhere(scope)}`)}
        select ${studentColumns}, r.average::float8 as average, r.class_rank::int as "classRank",
          r.grade_rank::int as "gradeRank", r.school_rank::int as "schoolRank"
        from r
        join students on students.id = r.student_id
        join classrooms c on c.id = r.classroom_id
        join schools on schools.id = r.school_id
        ${joinPlaceOrd} ${joinStudentOrd}
        where ${shownWhere(scope)}
        order by ${placeOrder}, r.class_rank nulls last, ${nameOrder}`,
  );
}

export function courseRanks(db: Db, scope: AnalyticsScope) {
  requireCourseNetworkWide(scope);
  const rank = within(sql`rcc.score`, sql`, rcc.course_plan_id`);
  return executeRows<CourseRankRow>(
    db,
    sql`with r as (select rc.student_id, rc.classroom_id, rc.school_id, rc.grade_level, c.major_id, rcc.course_plan_id,
                rcc.score, ${rank.classRank} as class_rank, ${rank.gradeRank} as grade_rank,
                ${rank.schoolRank} as school_rank
              from report_cards rc join classrooms c on c.id = rc.classroom_id
              join report_card_courses rcc on rcc.report_card_id = rc.id
              where ${cardsWhere(scope, { placement: true }, true, true)} and rcc.score is not null),
        ${placeOrdinals(scope.academicYearId)}, ${studentOrdinals(shownStudents(scope))}
        select ${studentColumns}, course_plans.id as "coursePlanId", course_plans.title as "courseTitle",
          r.score::float8 as score, r.class_rank::int as "classRank", r.grade_rank::int as "gradeRank",
          r.school_rank::int as "schoolRank"
        from r
        ${joinStudentsByOrd(sql`r.student_id`)}
        join classrooms c on c.id = r.classroom_id
        join schools on schools.id = r.school_id
        join course_plans on course_plans.id = r.course_plan_id
        ${joinCourseOrd} ${joinPlaceOrd}
        where ${shownWhere(scope)}
        order by ${courseOrder}, ${placeOrder}, r.class_rank, ${studentsOrder}`,
  );
}
