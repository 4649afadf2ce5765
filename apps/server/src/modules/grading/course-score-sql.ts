/**
 * Set-based SQL of the grading rules (packages/shared/src/grading.ts): per student, course group and
 * term the continuous, final and term score of every student in scope at once. No per-student loop:
 * report cards of a whole network are a few statements.
 */
import { sql, type SQL } from 'drizzle-orm';
import { movedOutOfYear } from '../year-rollover';

export interface GradingScope {
  academicYearId: number;
  /** The term of a term card; null = every term of the year (for a year card). */
  termId: number | null;
  schoolId?: number | undefined;
  classroomId?: number | undefined;
  gradeLevel?: number | undefined;
}

const optional = (value: number | undefined, condition: (v: number) => SQL) =>
  value === undefined ? sql`` : sql` and ${condition(value)}`;

/**
 * Studying students of the year's classrooms in scope (alias columns: id, classroom_id, grade_level,
 * school_id), each in the classroom they sat in that year: once the rollover has moved a student on
 * (promoted, repeating in a new classroom, graduated), the classroom it moved them out of
 * (year-rollover's moved-students.ts), so last year's cards still hold them after the rollover.
 */
export function scopeStudentsSql(scope: GradingScope): SQL {
  return sql`select s.id, c.id as classroom_id, c.grade_level, s.school_id
    from students s
      left join (${movedOutOfYear(scope.academicYearId)}) m on m.student_id = s.id
      join classrooms c on c.id = coalesce(m.classroom_id, s.classroom_id)
    where (s.status = 'studying' or m.student_id is not null) and c.academic_year_id = ${scope.academicYearId}
      ${optional(scope.schoolId, (v) => sql`s.school_id = ${v}`)}
      ${optional(scope.classroomId, (v) => sql`c.id = ${v}`)}
      ${optional(scope.gradeLevel, (v) => sql`c.grade_level = ${v}`)}`;
}

/**
 * Rows (student_id, course_group_id, term_id, ordinal, continuous, final, score, given_type) for
 * every course group each student of `rc_students` (a temp table of scopeStudentsSql) takes, per
 * term in scope. A student takes a group when the group has its own student list and they are on
 * it, or it has none and they are in its classroom (classroom-roll's courseGroupMembership).
 * An exam score counts for the course group it was saved under (exam_scores.course_group_id; an
 * exam may be common to several groups), as in continuous-score-service.ts.
 */
export function termCourseScoresSql(scope: GradingScope): SQL {
  const school = (column: string) => optional(scope.schoolId, (v) => sql`${sql.raw(column)} = ${v}`);
  const termFilter = scope.termId === null ? sql`` : sql` and id = ${scope.termId}`;
  // Normalised to 20; absent counts 0; excused and qualitative-only cells are left out (null).
  const value = (alias: string, max: string) =>
    sql.raw(`case when ${alias}.mark = 'absent' then 0
      when ${alias}.mark is null and ${alias}.score is not null then ${alias}.score * 20.0 / ${max} end`);
  const mean = (kind: string) =>
    sql.raw(`round(sum(v * w) filter (where kind = '${kind}' and v is not null)
      / nullif(sum(w) filter (where kind = '${kind}' and v is not null), 0), 2)`);
  return sql`
    with terms_in as (
      select id, ordinal from terms where academic_year_id = ${scope.academicYearId}${termFilter}
    ),
    grp as (
      select g.id, g.classroom_id,
        exists (select 1 from course_group_students x where x.course_group_id = g.id) as has_list
      from course_groups g
      where g.academic_year_id = ${scope.academicYearId}${school('g.school_id')}
    ),
    membership as (
      select x.student_id, g.id as course_group_id
        from grp g join course_group_students x on x.course_group_id = g.id
        join rc_students s on s.id = x.student_id
        where g.has_list
      union all
      select s.id, g.id from grp g join rc_students s on s.classroom_id = g.classroom_id
        where not g.has_list
    ),
    items as (
      select sc.course_group_id, sc.student_id, e.term_id, t.counts_toward as kind,
        ${value('sc', 'e.max_score')} as v, e.weight::numeric as w
      from exams e
        join terms_in ti on ti.id = e.term_id
        join exam_types t on t.id = e.exam_type_id
        join exam_scores sc on sc.exam_id = e.id
      where e.academic_year_id = ${scope.academicYearId}${school('e.school_id')}
      union all
      select a.course_group_id, ws.student_id, a.term_id, 'continuous', ${value('ws', 'a.max_score')}, 1
      from worksheet_activities a
        join terms_in ti on ti.id = a.term_id
        join worksheet_scores ws on ws.activity_id = a.id
      where true${school('a.school_id')}
    ),
    means as (
      select student_id, course_group_id, term_id,
        ${mean('continuous')} as continuous, ${mean('final')} as final
      from items group by student_id, course_group_id, term_id
    ),
    given as (
      select distinct on (sc.student_id, sc.course_group_id, e.term_id)
        sc.student_id, sc.course_group_id, e.term_id, sc.qualitative_type_id
      from exam_scores sc
        join exams e on e.id = sc.exam_id
        join terms_in ti on ti.id = e.term_id
      where sc.qualitative_type_id is not null${school('e.school_id')}
      order by sc.student_id, sc.course_group_id, e.term_id, e.date desc, e.id desc
    ),
    per_term as (
      select m.student_id, m.course_group_id, ti.id as term_id, ti.ordinal,
        coalesce(round(o.score, 2), mn.continuous) as continuous, mn.final, gv.qualitative_type_id as given_type
      from membership m
        cross join terms_in ti
        left join means mn on mn.student_id = m.student_id and mn.course_group_id = m.course_group_id
          and mn.term_id = ti.id
        left join continuous_score_overrides o on o.student_id = m.student_id
          and o.course_group_id = m.course_group_id and o.term_id = ti.id
        left join given gv on gv.student_id = m.student_id and gv.course_group_id = m.course_group_id
          and gv.term_id = ti.id
    )
    select student_id, course_group_id, term_id, ordinal, continuous, final, given_type,
      case when continuous is not null and final is not null then round((continuous + final) / 2, 2)
        else coalesce(continuous, final) end as score
    from per_term`;
}
