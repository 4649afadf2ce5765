/**
 * Where an assessment report looks: the user's current school and year, the picked term (of that
 * year, else 404) or date range, and the classroom (of that school, else 404) or grade level. The
 * SQL fragments below turn a scope into WHERE clauses over report cards, course groups and exams.
 */
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema';
import { notFound } from '../../http/errors';
import { reportSchoolYear, schoolClassroomName } from '../attendance-reports/report-scope';
import type { AssessmentQuery } from './assessment-filters';

export const DEFAULT_PASSING_SCORE = 10;
export const DEFAULT_TOP_COUNT = 10;
export const DEFAULT_MIN_EXAMS = 2;

export interface AssessmentScope {
  schoolId: number;
  academicYearId: number;
  /** null: the year card (report-card reports) or the whole year (exam reports). */
  termId: number | null;
  termTitle: string | null;
  classroomId?: number;
  classroomName?: string;
  gradeLevel?: number;
  from?: string;
  to?: string;
  limit: number;
  minExams: number;
}

export async function assessmentScope(
  db: Db,
  access: UserAccess,
  query: AssessmentQuery,
): Promise<AssessmentScope> {
  const { schoolId, academicYearId } = await reportSchoolYear(db, access);
  let termTitle: string | null = null;
  if (query.termId !== undefined) {
    const [term] = await db
      .select({ title: terms.title })
      .from(terms)
      .where(and(eq(terms.id, query.termId), eq(terms.academicYearId, academicYearId)));
    if (!term) throw notFound('نوبت مورد نظر یافت نشد.');
    termTitle = term.title;
  }
  const classroomName =
    query.classroomId === undefined ? undefined : await schoolClassroomName(db, schoolId, query.classroomId);
  return {
    schoolId,
    academicYearId,
    termId: query.termId ?? null,
    termTitle,
    ...(query.classroomId !== undefined ? { classroomId: query.classroomId, classroomName } : {}),
    ...(query.gradeLevel !== undefined ? { gradeLevel: query.gradeLevel } : {}),
    ...(query.from !== undefined ? { from: query.from, to: query.to } : {}),
    limit: query.limit ?? DEFAULT_TOP_COUNT,
    minExams: query.minExams ?? DEFAULT_MIN_EXAMS,
  };
}

/** Report cards (alias `rc`) of the scope: the term's cards, or the year cards when no term. */
export function cardsWhere(scope: AssessmentScope): SQL {
  const parts = [
    sql`rc.school_id = ${scope.schoolId}`,
    sql`rc.academic_year_id = ${scope.academicYearId}`,
    scope.termId === null ? sql`rc.term_id is null` : sql`rc.term_id = ${scope.termId}`,
  ];
  if (scope.classroomId !== undefined) parts.push(sql`rc.classroom_id = ${scope.classroomId}`);
  if (scope.gradeLevel !== undefined) parts.push(sql`rc.grade_level = ${scope.gradeLevel}`);
  return sql.join(parts, sql` and `);
}

/** Course groups (alias `cg`, classroom `c`) of the school's year, in the picked classroom/grade. */
export function groupsWhere(scope: AssessmentScope): SQL {
  const parts = [sql`cg.school_id = ${scope.schoolId}`, sql`cg.academic_year_id = ${scope.academicYearId}`];
  if (scope.classroomId !== undefined) parts.push(sql`cg.classroom_id = ${scope.classroomId}`);
  if (scope.gradeLevel !== undefined) parts.push(sql`c.grade_level = ${scope.gradeLevel}`);
  return sql.join(parts, sql` and `);
}

/** Exams (alias `e`) of the school's year held in the term, the date range, or the whole year. */
export function examsInRange(scope: AssessmentScope): SQL {
  const parts = [sql`e.school_id = ${scope.schoolId}`, sql`e.academic_year_id = ${scope.academicYearId}`];
  if (scope.termId !== null) parts.push(sql`e.term_id = ${scope.termId}`);
  if (scope.from !== undefined) parts.push(sql`e.date between ${scope.from}::date and ${scope.to!}::date`);
  return sql.join(parts, sql` and `);
}

/**
 * A score (alias `es`, exam `e`) on the 0–20 scale: score / max × 20, an absence counts 0, and an
 * excused or qualitative entry is null so averages and counts leave it out.
 */
export const normalisedScore: SQL = sql`(case when es.mark = 'absent' then 0
  when es.score is not null then es.score * 20.0 / nullif(e.max_score, 0) end)`;

/** The passing score of a course plan (`course_plans`), 10 when the plan sets none. */
export const passingScore: SQL = sql`coalesce(course_plans.passing_score, ${DEFAULT_PASSING_SCORE})`;
