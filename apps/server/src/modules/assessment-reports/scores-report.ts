/**
 * The scores report: one classroom's cards (a term's or the year's) as students × courses, with
 * each student's card average and rank in the class and each course's average.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { coursePlans } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { rollOrder } from '../attendance-reports/status-counts';
import { type AssessmentScope, cardsWhere } from './assessment-scope';

export interface ScoresCourse {
  coursePlanId: number;
  title: string;
  units: number;
  /** Average of the course's numeric scores, two decimals; null when none. */
  average: number | null;
}

export interface ScoresStudent {
  studentId: number;
  firstName: string;
  lastName: string;
  average: number | null;
  /** Rank by average in the report (ties share); null without an average. */
  rank: number | null;
  /** Score per course plan id; absent when the card has no such course or no number. */
  scores: Record<string, number | null>;
}

export interface ScoresReport {
  courses: ScoresCourse[];
  students: ScoresStudent[];
}

export async function scoresReport(db: Db, scope: AssessmentScope): Promise<ScoresReport> {
  const where = cardsWhere(scope);
  const students = await executeRows<Omit<ScoresStudent, 'scores'>>(
    db,
    sql`select students.id as "studentId", students.first_name as "firstName",
          students.last_name as "lastName", rc.average::float8 as average,
          case when rc.average is null then null
            else rank() over (order by rc.average desc nulls last)::int end as rank
        from report_cards rc join students on students.id = rc.student_id
        where ${where}
        order by ${rollOrder}`,
  );
  const courses = await executeRows<ScoresCourse>(
    db,
    sql`select course_plans.id as "coursePlanId", course_plans.title, max(rcc.units)::int as units,
          round(avg(rcc.score), 2)::float8 as average
        from report_card_courses rcc
        join report_cards rc on rc.id = rcc.report_card_id
        join course_plans on course_plans.id = rcc.course_plan_id
        where ${where}
        group by course_plans.id
        order by ${persianSortKey(coursePlans.title)}, course_plans.id`,
  );
  const cells = await executeRows<{ studentId: number; coursePlanId: number; score: number | null }>(
    db,
    sql`select rc.student_id as "studentId", rcc.course_plan_id as "coursePlanId", rcc.score::float8 as score
        from report_card_courses rcc join report_cards rc on rc.id = rcc.report_card_id
        where ${where}`,
  );
  const byStudent = new Map<number, Record<string, number | null>>();
  for (const cell of cells) {
    const scores = byStudent.get(cell.studentId) ?? {};
    scores[cell.coursePlanId] = cell.score;
    byStudent.set(cell.studentId, scores);
  }
  return { courses, students: students.map((s) => ({ ...s, scores: byStudent.get(s.studentId) ?? {} })) };
}
