/**
 * Sida report cards as read by the school: the students with results from Sida, and one student's
 * results beside the school's own year card, each course's difference marked. The school's card is
 * read through what the report cards module exports.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classrooms, sidaReportCards, students } from '../../db/schema';
import { notFound } from '../../http/errors';
import { yearCardScores } from '../report-cards';
import type { SchoolYearTarget } from './basic-information';

export async function listSidaCards(
  db: Db,
  target: SchoolYearTarget,
  page: { page: number; pageSize: number; classroomId?: number | undefined },
) {
  const where = and(
    eq(sidaReportCards.schoolId, target.schoolId),
    eq(sidaReportCards.academicYearId, target.academicYearId),
    page.classroomId ? eq(students.classroomId, page.classroomId) : undefined,
  );
  const items = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      nationalCode: students.nationalCode,
      classroom: classrooms.name,
      courses: count(sidaReportCards.id),
      average: sql<number | null>`round(avg(${sidaReportCards.score})::numeric, 2)::float8`,
      receivedAt: sql<string>`max(${sidaReportCards.receivedAt})`,
    })
    .from(sidaReportCards)
    .innerJoin(students, eq(students.id, sidaReportCards.studentId))
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(where)
    .groupBy(students.id, classrooms.name)
    .orderBy(asc(classrooms.name), asc(students.lastName), asc(students.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${sidaReportCards.studentId})::int` })
    .from(sidaReportCards)
    .innerJoin(students, eq(students.id, sidaReportCards.studentId))
    .where(where);
  // Courses whose Sida score differs from the school's card, per student of the page.
  const school = await yearCardScores(db, { ...target, studentIds: items.map((i) => i.studentId) });
  const sida = items.length
    ? await db
        .select({
          studentId: sidaReportCards.studentId,
          code: sidaReportCards.courseCode,
          score: sidaReportCards.score,
        })
        .from(sidaReportCards)
        .where(
          and(
            eq(sidaReportCards.schoolId, target.schoolId),
            eq(sidaReportCards.academicYearId, target.academicYearId),
            inArray(
              sidaReportCards.studentId,
              items.map((i) => i.studentId),
            ),
          ),
        )
    : [];
  const schoolScore = new Map(school.map((s) => [`${s.studentId}:${s.courseCode}`, s.score]));
  const differences = new Map<number, number>();
  for (const s of sida) {
    const own = schoolScore.get(`${s.studentId}:${s.code}`);
    if (own !== undefined && own !== s.score)
      differences.set(s.studentId, (differences.get(s.studentId) ?? 0) + 1);
  }
  return {
    items: items.map((i) => ({ ...i, differences: differences.get(i.studentId) ?? 0 })),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}

export type CourseComparison = 'same' | 'different' | 'onlySida' | 'onlySchool';

export async function sidaCardDetail(db: Db, target: SchoolYearTarget, studentId: number) {
  const [student] = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      nationalCode: students.nationalCode,
      classroom: classrooms.name,
    })
    .from(students)
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, target.schoolId)));
  if (!student) throw notFound('دانش‌آموز مورد نظر یافت نشد.');
  const sida = await db
    .select()
    .from(sidaReportCards)
    .where(
      and(
        eq(sidaReportCards.studentId, studentId),
        eq(sidaReportCards.schoolId, target.schoolId),
        eq(sidaReportCards.academicYearId, target.academicYearId),
      ),
    )
    .orderBy(asc(sidaReportCards.courseTitle));
  const school = (await yearCardScores(db, { ...target, studentIds: [studentId] })).filter(
    (c) => c.grading !== 'qualitative',
  );
  const byCode = new Map(school.map((c) => [c.courseCode ?? `plan:${c.coursePlanId}`, c]));
  const courses: {
    courseCode: string;
    courseTitle: string;
    sidaScore: number | null;
    schoolScore: number | null;
    comparison: CourseComparison;
  }[] = sida.map((s) => {
    const own = byCode.get(s.courseCode);
    byCode.delete(s.courseCode);
    const comparison: CourseComparison = !own ? 'onlySida' : own.score === s.score ? 'same' : 'different';
    return {
      courseCode: s.courseCode,
      courseTitle: s.courseTitle,
      sidaScore: s.score,
      schoolScore: own?.score ?? null,
      comparison,
    };
  });
  for (const own of byCode.values())
    courses.push({
      courseCode: own.courseCode ?? '',
      courseTitle: own.courseTitle,
      sidaScore: null,
      schoolScore: own.score,
      comparison: 'onlySchool',
    });
  const average = (values: (number | null)[]) => {
    const numbers = values.filter((v): v is number => v !== null);
    return numbers.length
      ? Math.round((numbers.reduce((a, b) => a + b, 0) / numbers.length) * 100) / 100
      : null;
  };
  return {
    student,
    courses,
    sidaAverage: average(courses.map((c) => c.sidaScore)),
    schoolAverage: average(courses.map((c) => c.schoolScore)),
    differences: courses.filter((c) => c.comparison !== 'same').length,
    receivedAt: sida[0]?.receivedAt ?? null,
  };
}
