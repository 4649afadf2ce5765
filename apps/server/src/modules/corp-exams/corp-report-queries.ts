/**
 * The four institute reports (spec: corp-report-*), read from the imported results of the current
 * academic year: a class's scores in one exam, one student's scores across exams, one course by
 * school and date (every school the user sees) and one course by student and date (the current
 * school). Averages have two decimals; a course's percent may be negative.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';

export interface ReportScope {
  schoolId: number;
  academicYearId: number;
}

export interface CourseFigures {
  percent: number | null;
  score: number | null;
  rank: number | null;
}

export interface CourseRef {
  id: number;
  title: string;
}

export interface ExamRef {
  examId: number;
  title: string;
  corpTitle: string;
  date: string;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The mean of the values that are there, two decimals; null when none is. */
export function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? round2(present.reduce((a, b) => a + b, 0) / present.length) : null;
}

const figures = (r: Record<string, unknown>): CourseFigures => ({
  percent: num(r.percent),
  score: num(r.standard_score),
  rank: num(r.rank),
});

/** Course plans by id, in the order asked. */
async function coursesOf(db: Db, ids: readonly number[]): Promise<CourseRef[]> {
  if (!ids.length) return [];
  const rows = await executeRows<{ id: number; title: string }>(
    db,
    sql`select id, title from course_plans where id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
  );
  return ids.flatMap((id) => rows.filter((r) => Number(r.id) === id).map((r) => ({ id, title: r.title })));
}

export interface ClassExamStudent {
  studentId: number;
  firstName: string;
  lastName: string;
  classroomName: string | null;
  totalScore: number | null;
  totalRank: number | null;
  courses: Record<number, CourseFigures>;
}

/** One exam of the school: each student's figures (best overall تراز first) and the averages. */
export async function classExamScores(
  db: Db,
  exam: ExamRef & { coursePlanIds: number[] },
  classroomId?: number,
) {
  const classroom = classroomId === undefined ? sql`` : sql`and s.classroom_id = ${classroomId}`;
  const [rows, scores] = await Promise.all([
    executeRows<Record<string, unknown>>(
      db,
      sql`select r.id, r.student_id, s.first_name, s.last_name, c.name as classroom_name,
          r.total_score, r.total_rank
        from corp_exam_results r
          join students s on s.id = r.student_id
          left join classrooms c on c.id = s.classroom_id
        where r.corp_exam_id = ${exam.examId} ${classroom}
        order by r.total_score desc nulls last, r.total_rank nulls last, s.last_name, s.first_name, s.id`,
    ),
    executeRows<Record<string, unknown>>(
      db,
      sql`select sc.result_id, sc.course_plan_id, sc.percent, sc.standard_score, sc.rank
        from corp_exam_scores sc
          join corp_exam_results r on r.id = sc.result_id
          join students s on s.id = r.student_id
        where r.corp_exam_id = ${exam.examId} ${classroom}`,
    ),
  ]);
  const byResult = new Map<number, Record<number, CourseFigures>>();
  for (const s of scores) {
    const courses = byResult.get(Number(s.result_id)) ?? {};
    courses[Number(s.course_plan_id)] = figures(s);
    byResult.set(Number(s.result_id), courses);
  }
  const students: ClassExamStudent[] = rows.map((r) => ({
    studentId: Number(r.student_id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    classroomName: (r.classroom_name as string | null) ?? null,
    totalScore: num(r.total_score),
    totalRank: num(r.total_rank),
    courses: byResult.get(Number(r.id)) ?? {},
  }));
  const courses = await coursesOf(db, exam.coursePlanIds);
  const averageOf = (group: readonly ClassExamStudent[]) => ({
    students: group.length,
    totalScore: mean(group.map((s) => s.totalScore)),
    courses: Object.fromEntries(
      courses.map((c) => [
        c.id,
        {
          percent: mean(group.map((s) => s.courses[c.id]?.percent ?? null)),
          score: mean(group.map((s) => s.courses[c.id]?.score ?? null)),
        },
      ]),
    ) as Record<number, { percent: number | null; score: number | null }>,
  });
  const classrooms = [...new Set(students.map((s) => s.classroomName ?? '—'))]
    .sort((a, b) => a.localeCompare(b, 'fa'))
    .map((name) => ({
      classroomName: name,
      ...averageOf(students.filter((s) => (s.classroomName ?? '—') === name)),
    }));
  return { exam, courses, students, average: averageOf(students), classrooms };
}

/** One student's exams of the year, oldest first, with every course's figures. */
export async function studentExamScores(db: Db, scope: ReportScope, studentId: number, corpId?: number) {
  const corp = corpId === undefined ? sql`` : sql`and e.corp_id = ${corpId}`;
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select e.id as exam_id, e.title, e.date::text as date, k.title as corp_title, r.id as result_id,
        r.total_score, r.total_rank
      from corp_exam_results r
        join corp_exams e on e.id = r.corp_exam_id
        join corps k on k.id = e.corp_id
      where r.student_id = ${studentId} and e.school_id = ${scope.schoolId}
        and e.academic_year_id = ${scope.academicYearId} ${corp}
      order by e.date, e.id`,
  );
  const scores = rows.length
    ? await executeRows<Record<string, unknown>>(
        db,
        sql`select sc.result_id, sc.course_plan_id, p.title, sc.percent, sc.standard_score, sc.rank
          from corp_exam_scores sc join course_plans p on p.id = sc.course_plan_id
          where sc.result_id in ${sql.raw(`(${rows.map((r) => Number(r.result_id)).join(',')})`)}
          order by p.code, p.id`,
      )
    : [];
  const courses = new Map<number, CourseRef>();
  for (const s of scores)
    courses.set(Number(s.course_plan_id), { id: Number(s.course_plan_id), title: String(s.title) });
  const exams = rows.map((r) => ({
    examId: Number(r.exam_id),
    title: String(r.title),
    corpTitle: String(r.corp_title),
    date: String(r.date),
    totalScore: num(r.total_score),
    totalRank: num(r.total_rank),
    courses: Object.fromEntries(
      scores
        .filter((s) => Number(s.result_id) === Number(r.result_id))
        .map((s) => [Number(s.course_plan_id), figures(s)]),
    ) as Record<number, CourseFigures>,
  }));
  return { courses: [...courses.values()], exams };
}

/** One school's figures in a sitting: how many sat the course, their mean percent and تراز. */
export interface SchoolCell {
  students: number;
  percent: number | null;
  score: number | null;
}

/** An exam date of an institute: the schools' exams of that day are one sitting. */
export interface Sitting {
  date: string;
  corpId: number;
  corpTitle: string;
  title: string;
  cells: Record<number, SchoolCell>;
}

/** One course's averages per sitting and school, over the schools given (the user's). */
export async function courseBySchool(
  db: Db,
  schoolIds: readonly number[] | 'all',
  academicYearId: number,
  coursePlanId: number,
  corpId?: number,
) {
  const where: SQL[] = [
    sql`sc.course_plan_id = ${coursePlanId}`,
    sql`e.academic_year_id = ${academicYearId}`,
  ];
  if (schoolIds !== 'all')
    where.push(
      schoolIds.length ? sql`e.school_id in ${sql.raw(`(${schoolIds.map(Number).join(',')})`)}` : sql`false`,
    );
  if (corpId !== undefined) where.push(sql`e.corp_id = ${corpId}`);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select e.date::text as date, e.corp_id, k.title as corp_title, min(e.title) as title, e.school_id,
        sch.name as school_name, count(*)::int as students, round(avg(sc.percent), 2) as percent,
        round(avg(sc.standard_score), 2) as score
      from corp_exam_scores sc
        join corp_exam_results r on r.id = sc.result_id
        join corp_exams e on e.id = r.corp_exam_id
        join corps k on k.id = e.corp_id
        join schools sch on sch.id = e.school_id
      where ${sql.join(where, sql` and `)}
      group by e.date, e.corp_id, k.title, e.school_id, sch.name
      order by e.date, k.title, e.school_id`,
  );
  const schools = new Map<number, { id: number; name: string }>();
  const sittings = new Map<string, Sitting>();
  for (const r of rows) {
    schools.set(Number(r.school_id), { id: Number(r.school_id), name: String(r.school_name) });
    const key = `${String(r.date)}:${String(r.corp_id)}`;
    const sitting = sittings.get(key) ?? {
      date: String(r.date),
      corpId: Number(r.corp_id),
      corpTitle: String(r.corp_title),
      title: String(r.title),
      cells: {},
    };
    sitting.cells[Number(r.school_id)] = {
      students: Number(r.students),
      percent: num(r.percent),
      score: num(r.score),
    };
    sittings.set(key, sitting);
  }
  return {
    schools: [...schools.values()].sort((a, b) => a.id - b.id),
    sittings: [...sittings.values()],
  };
}

/** One course in the school's exams: each student's figures per exam, and the exam's average. */
export async function courseByStudent(
  db: Db,
  scope: ReportScope,
  coursePlanId: number,
  filters: { classroomId?: number; corpId?: number },
) {
  const where: SQL[] = [
    sql`sc.course_plan_id = ${coursePlanId}`,
    sql`e.school_id = ${scope.schoolId}`,
    sql`e.academic_year_id = ${scope.academicYearId}`,
  ];
  if (filters.classroomId !== undefined) where.push(sql`s.classroom_id = ${filters.classroomId}`);
  if (filters.corpId !== undefined) where.push(sql`e.corp_id = ${filters.corpId}`);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select e.id as exam_id, e.title, e.date::text as date, k.title as corp_title, r.student_id,
        s.first_name, s.last_name, c.name as classroom_name, sc.percent, sc.standard_score, sc.rank
      from corp_exam_scores sc
        join corp_exam_results r on r.id = sc.result_id
        join corp_exams e on e.id = r.corp_exam_id
        join corps k on k.id = e.corp_id
        join students s on s.id = r.student_id
        left join classrooms c on c.id = s.classroom_id
      where ${sql.join(where, sql` and `)}
      order by e.date, e.id`,
  );
  const exams = new Map<number, ExamRef>();
  const students = new Map<
    number,
    {
      studentId: number;
      firstName: string;
      lastName: string;
      classroomName: string | null;
      exams: Record<number, CourseFigures>;
    }
  >();
  for (const r of rows) {
    const examId = Number(r.exam_id);
    exams.set(examId, {
      examId,
      title: String(r.title),
      corpTitle: String(r.corp_title),
      date: String(r.date),
    });
    const id = Number(r.student_id);
    const student = students.get(id) ?? {
      studentId: id,
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      classroomName: (r.classroom_name as string | null) ?? null,
      exams: {},
    };
    student.exams[examId] = figures(r);
    students.set(id, student);
  }
  const list = [...students.values()].sort(
    (a, b) =>
      (a.classroomName ?? '').localeCompare(b.classroomName ?? '', 'fa') ||
      a.lastName.localeCompare(b.lastName, 'fa') ||
      a.firstName.localeCompare(b.firstName, 'fa'),
  );
  const examList = [...exams.values()];
  const averages = examList.map((e) => ({
    examId: e.examId,
    percent: mean(list.map((s) => s.exams[e.examId]?.percent ?? null)),
    score: mean(list.map((s) => s.exams[e.examId]?.score ?? null)),
    best: Math.max(...list.map((s) => s.exams[e.examId]?.score ?? -Infinity)),
  }));
  return {
    exams: examList,
    students: list,
    averages: averages.map((a) => ({ ...a, best: Number.isFinite(a.best) ? a.best : null })),
  };
}
