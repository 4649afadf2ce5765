/**
 * A term's exam plan as the planning page, its calendar and the printed timetable show it: every
 * row with its session, its start time as it will be (own, the day's, else the session's), its end,
 * the classrooms that sit it, and the school's name and logo for the heading.
 */
import { effectiveStartTime, endTime, isoDateIn, type PlanRow, type TermPlan } from '@school/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { SchoolYear } from '../../access/current-context';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { academicYears, examSessions, schools, terms } from '../../db/schema';
import { notFound } from '../../http/errors';

interface RawRow extends Omit<PlanRow, 'startTime' | 'endTime'> {
  ownStart: string | null;
  dayStart: string | null;
  sessionStart: string;
}

/** The term of the current year (404 for another year's or a missing term). */
export async function termOfYear(db: Db, scope: SchoolYear, termId: number) {
  const [term] = await db.select().from(terms).where(eq(terms.id, termId));
  if (!term || term.academicYearId !== scope.academicYearId) throw notFound('نوبت مورد نظر یافت نشد.');
  return term;
}

/** The year's terms in order, and the one to show first: today's, else the next, else the last. */
async function yearTerms(db: Db, scope: SchoolYear) {
  const all = await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, scope.academicYearId))
    .orderBy(asc(terms.ordinal), asc(terms.id));
  const today = isoDateIn(new Date());
  const current =
    all.find((t) => t.startDate <= today && today <= t.endDate) ??
    all.find((t) => t.startDate > today) ??
    all[all.length - 1];
  return { all, current };
}

/** The plan of a term of the current year (without one: the term of today, see yearTerms). */
export async function termPlan(
  db: Db,
  scope: SchoolYear,
  termId: number | undefined,
  gradeLevel?: number,
): Promise<TermPlan> {
  const { all, current } = await yearTerms(db, scope);
  const term = termId === undefined ? current : await termOfYear(db, scope, termId);
  if (!term) throw notFound('سال تحصیلی جاری نوبتی ندارد.');
  const [school] = await db
    .select({ name: schools.name, logo: schools.logo })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  const [year] = await db
    .select({ title: academicYears.title })
    .from(academicYears)
    .where(eq(academicYears.id, scope.academicYearId));
  const sessions = await db
    .select({
      id: examSessions.id,
      title: examSessions.title,
      ordinal: examSessions.ordinal,
      defaultStartTime: examSessions.defaultStartTime,
    })
    .from(examSessions)
    .where(eq(examSessions.schoolId, scope.schoolId))
    .orderBy(asc(examSessions.ordinal), asc(examSessions.id));
  const grade = gradeLevel === undefined ? sql`` : sql` and p.grade_level = ${gradeLevel}`;
  const raw = await executeRows<RawRow>(
    db,
    sql`select p.id, p.version, to_char(p.date, 'YYYY-MM-DD') as date,
        p.exam_session_id as "examSessionId", s.title as "sessionTitle",
        to_char(p.start_time, 'HH24:MI') as "ownStart", to_char(st.start_time, 'HH24:MI') as "dayStart",
        to_char(s.default_start_time, 'HH24:MI') as "sessionStart",
        p.duration_minutes as "durationMinutes", p.title, p.course_plan_id as "coursePlanId",
        p.grade_level as "gradeLevel", p.major_id as "majorId", m.name as "majorName",
        p.exam_id as "examId", coalesce(e.locked, false) as "examLocked",
        coalesce((select array_agg(distinct c.name order by c.name) from course_groups g
          join classrooms c on c.id = g.classroom_id where g.id = any(e.course_group_ids)), '{}') as classrooms
      from exam_plan_items p
        join exam_sessions s on s.id = p.exam_session_id
        left join exam_start_times st on st.school_id = p.school_id and st.date = p.date
          and st.exam_session_id = p.exam_session_id
        left join majors m on m.id = p.major_id
        left join exams e on e.id = p.exam_id
      where p.school_id = ${scope.schoolId} and p.academic_year_id = ${scope.academicYearId}
        and p.term_id = ${term.id}${grade}
      order by p.date, s.ordinal, p.grade_level, p.title, p.id`,
  );
  const rows = raw.map(({ ownStart, dayStart, sessionStart, ...row }) => {
    const start = effectiveStartTime(ownStart, dayStart, sessionStart);
    return {
      ...row,
      gradeLevel: Number(row.gradeLevel),
      durationMinutes: Number(row.durationMinutes),
      startTime: start,
      endTime: endTime(start, Number(row.durationMinutes)),
    };
  });
  return {
    school: school ?? { name: '', logo: null },
    year: { title: year?.title ?? '' },
    term: { id: term.id, title: term.title, startDate: term.startDate, endDate: term.endDate },
    terms: all.map((t) => ({ id: t.id, title: t.title })),
    sessions: sessions.map((s) => ({ ...s, defaultStartTime: s.defaultStartTime.slice(0, 5) })),
    rows,
  };
}
