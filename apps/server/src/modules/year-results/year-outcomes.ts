/**
 * Year outcomes of a school's students, decided by packages/shared/src/year-results.ts from what is
 * stored: the year report cards (term null) with their course rows, the make-up exams' scores and
 * the hand-set outcomes. Read-only: a student without a computed year card has no outcome yet.
 * Four statements whatever the number of students, so the whole network is a few seconds.
 */
import {
  DEFAULT_YEAR_RESULT_SETTINGS,
  MAKEUP_LIMIT_KINDS,
  MAKEUP_SCORE_RULES,
  yearResult,
  type DecidedCourse,
  type MakeupResult,
  type YearCourse,
  type YearOutcome,
  type YearResultSettings,
} from '@school/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';

export interface OutcomeFilter {
  classroomId?: number | undefined;
  gradeLevel?: number | undefined;
  studentId?: number | undefined;
  studentIds?: readonly number[] | undefined;
}

export interface StudentYearResult {
  studentId: number;
  classroomId: number;
  gradeLevel: number;
  /** The outcome that counts: the hand-set one when there is one, else the rules'. */
  outcome: YearOutcome;
  ruleOutcome: YearOutcome;
  failedCoursePlanIds: number[];
  average: number | null;
  courses: (DecidedCourse & {
    originalScore: number | null;
    makeupScore: number | null;
    makeupMark: string | null;
  })[];
  override: { outcome: YearOutcome; reason: string; updatedAt: string } | null;
}

export async function yearResultSettings(db: Db, schoolId: number): Promise<YearResultSettings> {
  const [row] = await executeRows<{
    kind: string | null;
    limit: number | null;
    threshold: string | null;
    rule: string | null;
  }>(
    db,
    sql`select makeup_limit_kind as kind, makeup_limit as limit, year_average_threshold as threshold,
      makeup_score_rule as rule from schools where id = ${schoolId}`,
  );
  if (!row) return DEFAULT_YEAR_RESULT_SETTINGS;
  return {
    makeupLimitKind: (MAKEUP_LIMIT_KINDS as readonly (string | null)[]).includes(row.kind)
      ? (row.kind as YearResultSettings['makeupLimitKind'])
      : DEFAULT_YEAR_RESULT_SETTINGS.makeupLimitKind,
    makeupLimit: row.limit ?? DEFAULT_YEAR_RESULT_SETTINGS.makeupLimit,
    averageThreshold: row.threshold === null ? null : Number(row.threshold),
    makeupScoreRule: (MAKEUP_SCORE_RULES as readonly (string | null)[]).includes(row.rule)
      ? (row.rule as YearResultSettings['makeupScoreRule'])
      : DEFAULT_YEAR_RESULT_SETTINGS.makeupScoreRule,
  };
}

function cardFilter(filter: OutcomeFilter): SQL {
  const parts: SQL[] = [];
  if (filter.classroomId !== undefined) parts.push(sql` and rc.classroom_id = ${filter.classroomId}`);
  if (filter.gradeLevel !== undefined) parts.push(sql` and rc.grade_level = ${filter.gradeLevel}`);
  if (filter.studentId !== undefined) parts.push(sql` and rc.student_id = ${filter.studentId}`);
  if (filter.studentIds !== undefined) {
    const ids = filter.studentIds.length ? filter.studentIds : [0];
    parts.push(
      sql` and rc.student_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql``);
}

interface CourseRow {
  student_id: number;
  classroom_id: number;
  grade_level: number;
  course_plan_id: number | null;
  units: number | null;
  qualitative: boolean | null;
  passing_score: number | null;
  score: string | null;
  typed: boolean | null;
  lowest: boolean | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

export async function yearResultsOf(
  db: Db,
  schoolId: number,
  academicYearId: number,
  filter: OutcomeFilter = {},
): Promise<StudentYearResult[]> {
  const settings = await yearResultSettings(db, schoolId);
  const where = sql`rc.school_id = ${schoolId} and rc.academic_year_id = ${academicYearId}
    and rc.term_id is null${cardFilter(filter)}`;
  // The school's lowest qualitative type (rule 2), then every card's courses in one plain join; a
  // student in two groups of one plan keeps the better score (the first row of that plan below).
  const [lowest] = await executeRows<{ id: number }>(
    db,
    sql`select id from qualitative_score_types where school_id = ${schoolId}
      order by ordinal desc, id desc limit 1`,
  );
  const rows = await executeRows<CourseRow>(
    db,
    sql`select rc.student_id, rc.classroom_id, rc.grade_level, c.course_plan_id, c.units,
        cp.grading = 'qualitative' as qualitative, cp.passing_score, c.score,
        c.qualitative_type_id is not null as typed,
        c.qualitative_type_id is not null and c.qualitative_type_id = ${lowest?.id ?? null}::integer as lowest
      from report_cards rc
      left join report_card_courses c on c.report_card_id = rc.id
      left join course_plans cp on cp.id = c.course_plan_id
      where ${where}
      order by rc.student_id, c.units desc nulls last, c.course_plan_id, c.score desc nulls last`,
  );
  const makeups = await executeRows<{
    student_id: number;
    course_plan_id: number;
    score: string | null;
    mark: string | null;
  }>(
    db,
    sql`select s.student_id, m.course_plan_id, round(s.score * 20.0 / m.max_score, 2) as score, s.mark
      from makeup_exam_students s join makeup_exams m on m.id = s.makeup_exam_id
      join report_cards rc on rc.student_id = s.student_id and ${where}
      where m.school_id = ${schoolId} and m.academic_year_id = ${academicYearId}`,
  );
  const overrides = await executeRows<{
    student_id: number;
    outcome: YearOutcome;
    reason: string;
    updated_at: string;
  }>(
    db,
    sql`select o.student_id, o.outcome, o.reason, o.updated_at from year_outcome_overrides o
      where o.school_id = ${schoolId} and o.academic_year_id = ${academicYearId}`,
  );
  const makeupOf = new Map(makeups.map((m) => [`${m.student_id}:${m.course_plan_id}`, m]));
  const overrideOf = new Map(overrides.map((o) => [o.student_id, o]));

  const byStudent = new Map<number, { classroomId: number; gradeLevel: number; courses: YearCourse[] }>();
  for (const row of rows) {
    let entry = byStudent.get(row.student_id);
    if (!entry) {
      entry = { classroomId: row.classroom_id, gradeLevel: row.grade_level, courses: [] };
      byStudent.set(row.student_id, entry);
    }
    if (row.course_plan_id === null) continue;
    if (entry.courses.at(-1)?.coursePlanId === row.course_plan_id) continue;
    const made = makeupOf.get(`${row.student_id}:${row.course_plan_id}`);
    const makeup: MakeupResult | null = made
      ? { score: num(made.score), mark: made.mark === 'absent' || made.mark === 'excused' ? made.mark : null }
      : null;
    entry.courses.push({
      coursePlanId: row.course_plan_id,
      units: Number(row.units),
      qualitative: row.qualitative === true,
      passingScore: num(row.passing_score),
      score: num(row.score),
      qualitativeTyped: row.typed === true,
      lowestQualitative: row.lowest === true,
      makeup,
    });
  }

  return [...byStudent].map(([studentId, entry]) => {
    const result = yearResult(entry.gradeLevel, entry.courses, settings);
    const override = overrideOf.get(studentId);
    return {
      studentId,
      classroomId: entry.classroomId,
      gradeLevel: entry.gradeLevel,
      outcome: override?.outcome ?? result.outcome,
      ruleOutcome: result.outcome,
      // A hand-set pass leaves nothing to retake; a hand-set make-up or repeat keeps the rules' list.
      failedCoursePlanIds:
        override && (override.outcome === 'passed' || override.outcome === 'graduated')
          ? []
          : result.failedCoursePlanIds,
      average: result.average,
      courses: result.courses.map((decided, i) => {
        const course = entry.courses[i]!;
        const made = makeupOf.get(`${studentId}:${course.coursePlanId}`);
        return {
          ...decided,
          originalScore: course.score,
          makeupScore: made ? num(made.score) : null,
          makeupMark: made?.mark ?? null,
        };
      }),
      override: override
        ? { outcome: override.outcome, reason: override.reason, updatedAt: String(override.updated_at) }
        : null,
    };
  });
}
