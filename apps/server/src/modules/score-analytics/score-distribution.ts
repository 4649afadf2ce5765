/**
 * The spread of each course's scores per classroom, and over the whole scope (classroom null): count,
 * mean, sample SD, quartiles (percentile_cont: type 7), min, max and the adjusted Fisher–Pearson
 * skew — the rules of packages/shared/src/score-statistics.ts, computed here in SQL. The box plot and
 * the dispersion report read the same figures.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { type AnalyticsScope, scoredRows } from './analytics-scope';
import { courseOrder, joinCourseOrd, placeOrdinals } from './analytics-sql';

export interface DistributionRow {
  coursePlanId: number;
  courseTitle: string;
  /** null: every classroom of the scope together. */
  classroomId: number | null;
  classroomName: string | null;
  schoolName: string | null;
  count: number;
  mean: number;
  sd: number | null;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  skew: number | null;
}

export function scoreDistribution(db: Db, scope: AnalyticsScope) {
  // Moments from exact numeric sums: m2 = Σx²/n − μ², m3 = Σx³/n − 3μ·Σx²/n + 2μ³ (scores ≤ 20, so
  // the sums stay exact and nothing cancels away); the skew's last step in float8, since power() of
  // numerics of that many digits costs more than the rest of the report.
  // One classroom's figures already are the whole scope's: no second row for it.
  const wholeScope = scope.classroomId === undefined ? sql`, (course_plan_id)` : sql``;
  return executeRows<DistributionRow>(
    db,
    sql`with scored as (${scoredRows(scope)}),
        stats as (
          select course_plan_id, school_id, classroom_id, count(*)::int as n,
            avg(score) as mean, stddev_samp(score) as sd, min(score) as min, max(score) as max,
            percentile_cont(array[0.25, 0.5, 0.75]) within group (order by score) as q,
            sum(score * score) / count(*) as s2, sum(score * score * score) / count(*) as s3
          from scored
          group by grouping sets ((course_plan_id, school_id, classroom_id)${wholeScope})),
        moments as (
          select *, s2 - mean * mean as m2, s3 - 3 * mean * s2 + 2 * mean * mean * mean as m3 from stats),
        ${placeOrdinals(scope.academicYearId)}
        select course_plans.id as "coursePlanId", course_plans.title as "courseTitle",
          m.classroom_id as "classroomId", c.name as "classroomName", schools.name as "schoolName",
          m.n as count, m.mean::float8 as mean, m.sd::float8 as sd, m.min::float8 as min, m.max::float8 as max,
          m.q[1]::float8 as q1, m.q[2]::float8 as median, m.q[3]::float8 as q3,
          case when m.n >= 3 and m.m2 > 0 then
            sqrt(m.n * (m.n - 1.0)::float8) / (m.n - 2) * m.m3::float8 / power(m.m2::float8, 1.5) end as skew
        from moments m
        join course_plans on course_plans.id = m.course_plan_id
        left join classrooms c on c.id = m.classroom_id
        left join schools on schools.id = m.school_id
        ${joinCourseOrd}
        left join school_ord on school_ord.id = schools.id
        order by ${courseOrder}, m.classroom_id is not null, school_ord.ord, c.name, c.id`,
  );
}
