/**
 * Ability bands: each student of the scope in a band by their card average (overall) or by each
 * course's score, band 1 the strongest. By quantiles, the cuts are the value's 1/k … (k−1)/k
 * quantiles (percentile_cont, type 7) over the scope — per course on the course basis — and a value
 * on a cut falls in the band below; by fixed thresholds, the user's lower bounds. The rules of
 * packages/shared/src/score-statistics.ts (bandByCuts, bandByThresholds), computed here in SQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { type AnalyticsScope, cardsWhere, scoredRows } from './analytics-scope';
import {
  courseOrder,
  joinPlaceOrd,
  joinStudentOrd,
  nameOrder,
  placeOrder,
  placeOrdinals,
  studentColumns,
  studentOrdinals,
} from './analytics-sql';

export interface GroupedStudent {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomId: number;
  classroomName: string;
  schoolName: string;
  /** null on the overall basis. */
  coursePlanId: number | null;
  courseTitle: string | null;
  value: number;
  band: number;
}

export interface BandSummary {
  coursePlanId: number | null;
  courseTitle: string | null;
  band: number;
  count: number;
  min: number;
  max: number;
}

export interface GroupingReport {
  method: 'quantiles' | 'thresholds';
  basis: 'overall' | 'course';
  bands: number;
  /** Per course (or once, overall): the cuts or thresholds, highest first. */
  bounds: { coursePlanId: number | null; bounds: number[] }[];
  students: GroupedStudent[];
  summary: BandSummary[];
}

/** The values to band (alias `v`): student, classroom, school, course (or null) and value. */
function valuesSql(scope: AnalyticsScope): SQL {
  if (scope.grouping.basis === 'course') {
    return sql`select student_id, classroom_id, school_id, course_plan_id, score as value from (${scoredRows(scope)}) f`;
  }
  return sql`select rc.student_id, rc.classroom_id, rc.school_id, null::int as course_plan_id, rc.average as value
    from report_cards rc join classrooms c on c.id = rc.classroom_id
    where ${cardsWhere(scope)} and rc.average is not null`;
}

function cutsSql(scope: AnalyticsScope): SQL {
  const { method, bands, thresholds } = scope.grouping;
  if (method === 'thresholds') {
    const list = sql.join(
      thresholds.map((t) => sql`${t}::numeric`),
      sql`, `,
    );
    return sql`select distinct course_plan_id, array[${list}]::float8[] as cuts from v`;
  }
  const points = sql.join(
    Array.from({ length: bands - 1 }, (_, i) => sql`${(i + 1) / bands}::float8`),
    sql`, `,
  );
  return sql`select course_plan_id, percentile_cont(array[${points}]) within group (order by value) as cuts
    from v group by course_plan_id`;
}

export async function studentGrouping(db: Db, scope: AnalyticsScope): Promise<GroupingReport> {
  const { method } = scope.grouping;
  // A value's band: one lower for each cut it does not exceed (quantiles) or each bound it is under.
  const below = method === 'quantiles' ? sql`v.value <= cut` : sql`v.value < cut`;
  const banded = sql`with v as (${valuesSql(scope)}), cuts as (${cutsSql(scope)}),
    banded as (
      select v.*, 1 + (select count(*) from unnest(k.cuts) as cut where ${below})::int as band
      from v join cuts k on k.course_plan_id is not distinct from v.course_plan_id)`;
  const students = await executeRows<GroupedStudent>(
    db,
    sql`${banded}, ${placeOrdinals(scope.academicYearId)}, ${studentOrdinals(sql`select student_id from v`)}
        select ${studentColumns}, course_plans.id as "coursePlanId", course_plans.title as "courseTitle",
          b.value::float8 as value, b.band
        from banded b
        join students on students.id = b.student_id
        join classrooms c on c.id = b.classroom_id
        join schools on schools.id = b.school_id
        left join course_plans on course_plans.id = b.course_plan_id
        left join course_ord on course_ord.id = course_plans.id
        ${joinPlaceOrd} ${joinStudentOrd}
        order by ${courseOrder}, b.band, ${placeOrder}, ${nameOrder}`,
  );
  const summary = await executeRows<BandSummary>(
    db,
    sql`${banded}, ${placeOrdinals(scope.academicYearId)}
        select course_plans.id as "coursePlanId", course_plans.title as "courseTitle", b.band,
          count(*)::int as count, min(b.value)::float8 as min, max(b.value)::float8 as max
        from banded b left join course_plans on course_plans.id = b.course_plan_id
        left join course_ord on course_ord.id = course_plans.id
        group by course_plans.id, course_ord.ord, b.band
        order by ${courseOrder}, b.band`,
  );
  const bounds = await executeRows<{ coursePlanId: number | null; bounds: number[] }>(
    db,
    sql`with v as (${valuesSql(scope)}), cuts as (${cutsSql(scope)})
        select course_plan_id as "coursePlanId", cuts::float8[] as bounds from cuts`,
  );
  return {
    method,
    basis: scope.grouping.basis,
    bands: scope.grouping.bands,
    bounds: bounds.map((b) => ({
      coursePlanId: b.coursePlanId,
      bounds: [...b.bounds].sort((x, y) => y - x),
    })),
    students,
    summary,
  };
}
