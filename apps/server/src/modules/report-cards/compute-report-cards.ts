/**
 * (Re)computes the report cards of a scope — the network, a school, a grade level or a classroom —
 * for a term or the whole year, in a handful of set-based statements inside one transaction.
 * Published cards are frozen: they are neither changed nor removed, though they take part in ranks
 * and class averages. Rules: packages/shared/src/grading.ts.
 *
 * An amendment (`amendReportCards`) is the one computation a closed year takes: it rewrites only
 * the named students' cards, published or not, keeping their status, and leaves every other card
 * of the year as it stands (ranks included: theirs are ranked among the stored ones).
 */
import { refuseClosedYear } from '../../engine/closed-years';
import { cardRank } from './card-rank';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { academicYears, terms } from '../../db/schema';
import { scopeStudentsSql, termCourseScoresSql, type GradingScope } from '../grading/course-score-sql';

export type ReportCardScope = GradingScope;

export interface ComputeResult {
  /** Studying students in scope. */
  students: number;
  /** Draft cards written (created or recomputed). */
  computed: number;
  /** Cards left alone because they are published. */
  published: number;
  /** Draft cards removed because their student is no longer in scope (left, moved). */
  removed: number;
}

export class UnknownTermError extends Error {}

/** The dates whose attendance a card counts: its term, or from the first to the last term of the year. */
async function attendanceWindow(db: Db, scope: ReportCardScope): Promise<{ from: string; to: string }> {
  const yearTerms = await db
    .select({ id: terms.id, startDate: terms.startDate, endDate: terms.endDate })
    .from(terms)
    .where(eq(terms.academicYearId, scope.academicYearId))
    .orderBy(asc(terms.ordinal));
  if (scope.termId !== null) {
    const term = yearTerms.find((t) => t.id === scope.termId);
    if (!term) throw new UnknownTermError('term not in the academic year');
    return { from: term.startDate, to: term.endDate };
  }
  if (yearTerms.length) {
    return {
      from: yearTerms.map((t) => t.startDate).sort()[0]!,
      to: yearTerms
        .map((t) => t.endDate)
        .sort()
        .at(-1)!,
    };
  }
  const [year] = await db
    .select({ from: academicYears.startDate, to: academicYears.endDate })
    .from(academicYears)
    .where(and(eq(academicYears.id, scope.academicYearId)));
  if (!year) throw new UnknownTermError('unknown academic year');
  return year;
}

/**
 * Which cards a computation writes, as SQL on a report_cards row (`writable`) and on a scope
 * student (`target`): every draft card of the scope, or in an amendment the named students' cards
 * whatever their status.
 */
interface Writes {
  writable(card: string): SQL;
  target(student: string): SQL;
  amendment: boolean;
  /** An amendment's students: those who have left since still have their cards computed again. */
  amended?: readonly number[];
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const DRAFTS: Writes = {
  writable: (card) => sql`${sql.raw(card)}.status = 'draft'`,
  target: () => sql`true`,
  amendment: false,
};

const amending = (studentIds: readonly number[]): Writes => ({
  writable: (card) => sql`${sql.raw(card)}.student_id in (${idList(studentIds)})`,
  target: (student) => sql`${sql.raw(student)}.id in (${idList(studentIds)})`,
  amendment: true,
  amended: studentIds,
});

/** Conditions on report_cards (alias rc) for the year, the term and the scope's filters. */
export function cardsWhere(scope: ReportCardScope): SQL {
  const parts = [
    sql`rc.academic_year_id = ${scope.academicYearId}`,
    scope.termId === null ? sql`rc.term_id is null` : sql`rc.term_id = ${scope.termId}`,
  ];
  if (scope.schoolId !== undefined) parts.push(sql`rc.school_id = ${scope.schoolId}`);
  if (scope.classroomId !== undefined) parts.push(sql`rc.classroom_id = ${scope.classroomId}`);
  if (scope.gradeLevel !== undefined) parts.push(sql`rc.grade_level = ${scope.gradeLevel}`);
  return sql.join(parts, sql` and `);
}

/** Cards of the year and term (every school and classroom): for ranks and class averages. */
const sameTerm = (scope: ReportCardScope) =>
  sql`rc.academic_year_id = ${scope.academicYearId} and ${
    scope.termId === null ? sql`rc.term_id is null` : sql`rc.term_id = ${scope.termId}`
  }`;

/**
 * A card's class and grade rank among the rows it is selected with (no average, no rank; ties share
 * a rank). One text for the cards' upsert and the rank update, which must agree.
 */
const RANK_COLUMNS = sql`${cardRank(sql.raw('average'), sql.raw('school_id, classroom_id'))} as class_rank,
  ${cardRank(sql.raw('average'), sql.raw('school_id, grade_level'))} as grade_rank`;

/**
 * Per card course: the term's values, or on a year card the year score (term scores by ordinal).
 * `has_finals`: the card's final scores all exist (the term's, or every term's on a year card);
 * without them a numeric course gets no result, never «قبول» (grading rule 7).
 */
function cardCourseSql(scope: ReportCardScope): SQL {
  if (scope.termId !== null) {
    return sql`select student_id, course_group_id, continuous, final, score, given_type,
        final is not null as has_finals
      from (${termCourseScoresSql(scope)}) t`;
  }
  return sql`select student_id, course_group_id, null::numeric as continuous, null::numeric as final,
      round(sum(score * ordinal) filter (where score is not null)
        / nullif(sum(ordinal) filter (where score is not null), 0), 2) as score,
      (array_agg(given_type order by ordinal desc) filter (where given_type is not null))[1] as given_type,
      bool_and(final is not null) as has_finals
    from (${termCourseScoresSql(scope)}) t
    group by student_id, course_group_id`;
}

export async function computeReportCards(db: Db, scope: ReportCardScope): Promise<ComputeResult> {
  // A closed year's cards are final: only an amendment changes them (amendReportCards).
  await refuseClosedYear(db, scope.academicYearId);
  return computeCards(db, scope, DRAFTS);
}

/**
 * An amendment's cards: these students' cards of the scope's term (or year) computed again from
 * their scores, published ones too (their status kept), in an open or a closed year. The scope is
 * their classroom, whose students the class averages and ranks are taken among; no other card is
 * written or removed. A student who has left since has the cards they already had computed again
 * (in the classroom each card names), and is given none.
 */
export async function amendReportCards(
  db: Db,
  scope: ReportCardScope & { classroomId: number },
  studentIds: readonly number[],
): Promise<ComputeResult> {
  if (!studentIds.length) return { students: 0, computed: 0, published: 0, removed: 0 };
  return computeCards(db, scope, amending(studentIds));
}

async function computeCards(db: Db, scope: ReportCardScope, writes: Writes): Promise<ComputeResult> {
  const window = await attendanceWindow(db, scope);
  const termValue = scope.termId;
  return db.transaction(async (tx) => {
    // A network's cards sort and hash a few hundred thousand rows: in memory, not in temp files.
    // Compiling these one-off statements to machine code (JIT) costs more than it saves.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`create temp table rc_students (
      id integer primary key, classroom_id integer, grade_level smallint, school_id integer
    ) on commit drop`);
    await tx.execute(sql`create temp table rc_course (
      student_id integer, course_group_id integer, school_id integer, course_plan_id integer,
      units smallint, qualitative boolean, continuous numeric, final numeric, score numeric,
      qualitative_type_id integer, passed boolean
    ) on commit drop`);
    await tx.execute(sql`insert into rc_students ${scopeStudentsSql(scope)}`);
    // An amended student who has left since (no longer studying, so not in scope) keeps the cards
    // made while they studied: those are computed again, in the classroom and grade each names.
    // Only existing cards: no card is made for them.
    if (writes.amended?.length) {
      await tx.execute(sql`insert into rc_students
        select rc.student_id, rc.classroom_id, rc.grade_level, rc.school_id from report_cards rc
        where ${cardsWhere(scope)} and rc.student_id in (${idList(writes.amended)})
        on conflict (id) do nothing`);
    }
    // A student who has left since keeps a card that was once published (returned to draft to take
    // a corrected score): it is computed again with the others, in the classroom and grade it
    // names, rather than removed below. A draft never published of a student who left goes.
    if (!writes.amendment) {
      await tx.execute(sql`insert into rc_students
        select rc.student_id, rc.classroom_id, rc.grade_level, rc.school_id from report_cards rc
        where ${cardsWhere(scope)} and rc.status = 'draft' and rc.first_published_at is not null
        on conflict (id) do nothing`);
    }
    await tx.execute(sql`analyze rc_students`);
    const [counted] = await executeRows<{ n: number }>(tx, sql`select count(*)::int as n from rc_students`);
    const total = counted?.n ?? 0;
    const large = total > 2000;

    // Course rows: passed against the plan's passing score (10 when unset), and only with the
    // finals in (a numeric course without them has no result yet); a qualitative course
    // shows the type whose range holds the score, else the one entered directly. The per-course
    // means group half a million scores into a quarter of a million numeric sums: sorted and
    // streamed, that is faster than one hash table of them, which outgrows memory.
    await tx.execute(sql`set local enable_hashagg = off`);
    await tx.execute(sql`insert into rc_course
      select x.student_id, x.course_group_id, g.school_id, g.course_plan_id, cp.units,
        cp.grading = 'qualitative', x.continuous, x.final, x.score,
        case when cp.grading = 'qualitative' then coalesce(q.id, x.given_type) end,
        case when x.score is not null and (cp.grading = 'qualitative' or x.has_finals)
          then x.score >= coalesce(cp.passing_score, 10) end
      from (${cardCourseSql(scope)}) x
        join course_groups g on g.id = x.course_group_id
        join course_plans cp on cp.id = g.course_plan_id
        left join lateral (
          select q.id from qualitative_score_types q
          where cp.grading = 'qualitative' and x.score is not null
            and q.school_id = g.school_id and q.min_score <= x.score
          order by (q.max_score is null or x.score <= q.max_score) desc, q.min_score desc, q.id
          limit 1
        ) q on true`);
    await tx.execute(sql`reset enable_hashagg`);
    await tx.execute(sql`analyze rc_course`);

    // Cards with their totals (numeric courses with a score) and the attendance of their dates,
    // written in one upsert; a published card is left as it is.
    const [written] = await executeRows<{ n: number }>(
      tx,
      sql`with totals as (
        select student_id, sum(score * units) as weighted, sum(units) as units,
          sum(units) filter (where passed) as passed_units
        from rc_course where not qualitative and score is not null group by student_id
      ),
      attendance as (
        select ar.student_id,
          count(*) filter (where ar.status = 'absent') as absent,
          count(*) filter (where ar.status = 'late') as late,
          count(*) filter (where ar.status = 'excused') as excused
        from attendance_records ar join rc_students s on s.id = ar.student_id
        where ar.status <> 'present' and ar.academic_year_id = ${scope.academicYearId}
          and ar.date between ${window.from}::date and ${window.to}::date
        group by ar.student_id
      ),
      averages as (
        select s.id as student_id, s.school_id, s.classroom_id, s.grade_level,
          round(c.weighted / nullif(c.units, 0), 2) as average
        from rc_students s left join totals c on c.student_id = s.id
      ),
      -- Every card of the touched grade levels as it will stand: this computation's averages, and
      -- the stored ones of published cards and of students outside the scope. Ranked here, a new
      -- card is written once with its ranks; the rank update below then only mends what this
      -- cannot see (cards of students who left the scope, removed afterwards).
      standing as (
        select a.student_id, a.school_id, a.classroom_id, a.grade_level, a.average
        from averages a join rc_students s on s.id = a.student_id
        where ${writes.target('s')} and not exists (select 1 from report_cards rc
          where rc.student_id = a.student_id and ${sameTerm(scope)} and not (${writes.writable('rc')}))
        union all
        select rc.student_id, rc.school_id, rc.classroom_id, rc.grade_level, rc.average
        from report_cards rc
        where ${sameTerm(scope)}
          and (rc.school_id, rc.grade_level) in (select distinct school_id, grade_level from rc_students)
          and not (${writes.writable('rc')} and exists (select 1 from rc_students s where s.id = rc.student_id))
      ),
      ranks as (
        select student_id, ${RANK_COLUMNS} from standing
      ),
      up as (
        insert into report_cards as rc
          (school_id, academic_year_id, term_id, student_id, classroom_id, grade_level, status, computed_at,
           average, total_units, passed_units, absent_count, late_count, excused_count, class_rank, grade_rank)
        select s.school_id, ${scope.academicYearId}, ${termValue}::integer, s.id, s.classroom_id, s.grade_level,
          'draft', now(), round(c.weighted / nullif(c.units, 0), 2), coalesce(c.units, 0),
          coalesce(c.passed_units, 0), coalesce(a.absent, 0), coalesce(a.late, 0), coalesce(a.excused, 0),
          r.class_rank, r.grade_rank
        from rc_students s
          left join totals c on c.student_id = s.id
          left join attendance a on a.student_id = s.id
          left join ranks r on r.student_id = s.id
        where ${writes.target('s')}
        on conflict on constraint report_cards_student_year_term do update set
          school_id = excluded.school_id, classroom_id = excluded.classroom_id,
          grade_level = excluded.grade_level, computed_at = now(), updated_at = now(),
          average = excluded.average, total_units = excluded.total_units,
          passed_units = excluded.passed_units, absent_count = excluded.absent_count,
          late_count = excluded.late_count, excused_count = excluded.excused_count,
          class_rank = excluded.class_rank, grade_rank = excluded.grade_rank,
          version = rc.version + 1
        where ${writes.writable('rc')}
        returning 1
      ) select count(*)::int as n from up`,
    );
    // Fresh rows: let the planner see them before the joins below (large scopes only).
    if (large) await tx.execute(sql`analyze report_cards`);

    // Course rows are upserted in place, and a row whose values did not change is not written
    // again (a recomputation after a few new scores touches only their rows); rows of groups the
    // student no longer takes go. The class average of a course is over this computation's
    // students of its group.
    await tx.execute(sql`delete from report_card_courses rcc using report_cards rc, rc_students s
      where rcc.report_card_id = rc.id and rc.student_id = s.id and ${writes.writable('rc')} and ${sameTerm(scope)}
        and not exists (
          select 1 from rc_course x where x.student_id = rc.student_id and x.course_group_id = rcc.course_group_id
        )`);
    await tx.execute(sql`insert into report_card_courses (report_card_id, school_id, course_group_id,
        course_plan_id, units, continuous_score, final_score, score, qualitative_type_id, passed, class_average)
      select rc.id, x.school_id, x.course_group_id, x.course_plan_id, x.units, x.continuous, x.final,
        x.score, x.qualitative_type_id, x.passed, x.class_average
      from (select *, round(avg(score) over (partition by course_group_id), 2) as class_average from rc_course) x
        join report_cards rc on rc.student_id = x.student_id
      where ${writes.writable('rc')} and ${sameTerm(scope)}
      on conflict (report_card_id, course_group_id) do update set
        school_id = excluded.school_id, course_plan_id = excluded.course_plan_id, units = excluded.units,
        continuous_score = excluded.continuous_score, final_score = excluded.final_score,
        score = excluded.score, qualitative_type_id = excluded.qualitative_type_id,
        passed = excluded.passed, class_average = excluded.class_average
      where (report_card_courses.school_id, report_card_courses.course_plan_id, report_card_courses.units,
          report_card_courses.continuous_score, report_card_courses.final_score, report_card_courses.score,
          report_card_courses.qualitative_type_id, report_card_courses.passed, report_card_courses.class_average)
        is distinct from (excluded.school_id, excluded.course_plan_id, excluded.units,
          excluded.continuous_score, excluded.final_score, excluded.score,
          excluded.qualitative_type_id, excluded.passed, excluded.class_average)`);
    // The score analytics read these rows next and are planned by the table's statistics, which a
    // large computation leaves stale: autovacuum catches up within a minute or so on PostgreSQL, and
    // never on the embedded database (single-user, no autovacuum).
    if (large) await tx.execute(sql`analyze report_card_courses`);

    // Cards of students no longer in scope go (never in an amendment, which writes its students' only).
    const removed = writes.amendment
      ? []
      : await executeRows<{ n: number }>(
          tx,
          sql`with gone as (
        delete from report_cards rc where ${cardsWhere(scope)} and rc.status = 'draft'
          and not exists (select 1 from rc_students s where s.id = rc.student_id)
        returning rc.id
      ),
      gone_courses as (
        delete from report_card_courses c using gone where c.report_card_id = gone.id
      ) select count(*)::int as n from gone`,
        );

    // Ranks over every card of the touched grade levels (published ones count, but keep theirs): the
    // authority on them, though after the upsert above it rarely has a row to change.
    await tx.execute(sql`update report_cards rc set class_rank = r.class_rank, grade_rank = r.grade_rank
      from (
        select rc.id, ${RANK_COLUMNS}
        from report_cards rc
        where ${sameTerm(scope)} and (rc.school_id, rc.grade_level) in
          (select distinct school_id, grade_level from rc_students)
      ) r
      where rc.id = r.id and ${writes.writable('rc')}
        and (rc.class_rank is distinct from r.class_rank or rc.grade_rank is distinct from r.grade_rank)`);

    // Dropped now rather than at commit: an amendment computes a term's cards and the year's in one
    // transaction (the score's), and each computation creates these tables afresh.
    await tx.execute(sql`drop table rc_students, rc_course`);
    const computed = written?.n ?? 0;
    return { students: total, computed, published: total - computed, removed: removed[0]?.n ?? 0 };
  });
}
