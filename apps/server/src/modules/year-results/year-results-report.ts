/**
 * The results page's data: a classroom's or a grade's students with their outcome, average, the
 * courses to retake (year score and make-up score side by side) and a hand-set outcome; the counts
 * per outcome; the year's make-up exams. And the same as a workbook.
 */
import { YEAR_OUTCOME_LABELS, YEAR_OUTCOMES, toPersianDigits, type YearOutcome } from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classrooms,
  coursePlans,
  examSessions,
  makeupExamStudents,
  makeupExams,
  schools,
  students,
} from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import type { SheetSpec } from '../attendance-reports/report-workbook';
import { yearResultSettings, yearResultsOf } from './year-outcomes';
import type { SchoolYear } from './year-results-scope';

export interface ReportFilter {
  classroomId?: number | undefined;
  gradeLevel?: number | undefined;
}

async function scopeStudents(db: Db, scope: SchoolYear, filter: ReportFilter) {
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      fatherName: students.fatherName,
      classroomId: classrooms.id,
      classroomName: classrooms.name,
      gradeLevel: classrooms.gradeLevel,
    })
    .from(students)
    .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(
      and(
        eq(students.schoolId, scope.schoolId),
        eq(students.status, 'studying'),
        eq(classrooms.academicYearId, scope.academicYearId),
        filter.classroomId === undefined ? undefined : eq(classrooms.id, filter.classroomId),
        filter.gradeLevel === undefined ? undefined : eq(classrooms.gradeLevel, filter.gradeLevel),
      ),
    )
    .orderBy(
      asc(classrooms.name),
      sql`${students.rollNumber} asc nulls last`,
      asc(persianSortKey(students.lastName)),
      asc(students.id),
    );
}

export async function makeupExamList(db: Db, scope: SchoolYear) {
  return db
    .select({
      id: makeupExams.id,
      coursePlanId: makeupExams.coursePlanId,
      courseTitle: coursePlans.title,
      gradeLevel: coursePlans.gradeLevel,
      date: makeupExams.date,
      sessionTitle: examSessions.title,
      maxScore: makeupExams.maxScore,
      students: sql<number>`(select count(*)::int from ${makeupExamStudents} s where s.makeup_exam_id = ${makeupExams.id})`,
      scored: sql<number>`(select count(*)::int from ${makeupExamStudents} s
        where s.makeup_exam_id = ${makeupExams.id} and (s.score is not null or s.mark is not null))`,
    })
    .from(makeupExams)
    .innerJoin(coursePlans, eq(coursePlans.id, makeupExams.coursePlanId))
    .leftJoin(examSessions, eq(examSessions.id, makeupExams.examSessionId))
    .where(
      and(eq(makeupExams.schoolId, scope.schoolId), eq(makeupExams.academicYearId, scope.academicYearId)),
    )
    .orderBy(asc(makeupExams.date), asc(persianSortKey(coursePlans.title)));
}

export async function yearResultsReport(db: Db, scope: SchoolYear, filter: ReportFilter) {
  const roster = await scopeStudents(db, scope, filter);
  const results = await yearResultsOf(db, scope.schoolId, scope.academicYearId, filter);
  const resultOf = new Map(results.map((r) => [r.studentId, r]));
  const planIds = [...new Set(results.flatMap((r) => r.courses.map((c) => c.coursePlanId)))];
  const plans = planIds.length
    ? await db
        .select({ id: coursePlans.id, title: coursePlans.title })
        .from(coursePlans)
        .where(inArray(coursePlans.id, planIds))
    : [];
  const titleOf = new Map(plans.map((p) => [p.id, p.title]));
  const counts = Object.fromEntries([...YEAR_OUTCOMES, 'pending'].map((o) => [o, 0])) as Record<
    YearOutcome | 'pending',
    number
  >;
  const rows = roster.map((student) => {
    const result = resultOf.get(student.id);
    counts[result?.outcome ?? 'pending'] += 1;
    const retake = new Set(result?.failedCoursePlanIds ?? []);
    return {
      ...student,
      outcome: result?.outcome ?? null,
      ruleOutcome: result?.ruleOutcome ?? null,
      average: result?.average ?? null,
      override: result?.override ?? null,
      // Courses to retake, and those a make-up decided (passed or not): both scores shown.
      courses: (result?.courses ?? [])
        .filter((c) => retake.has(c.coursePlanId) || c.makeupScore !== null || c.makeupMark !== null)
        .map((c) => ({
          coursePlanId: c.coursePlanId,
          title: titleOf.get(c.coursePlanId) ?? '',
          units: c.units,
          originalScore: c.originalScore,
          makeupScore: c.makeupScore,
          makeupMark: c.makeupMark,
          score: c.score,
          passed: c.passed,
        })),
    };
  });
  const [school] = await db
    .select({ name: schools.name, logo: schools.logo })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  return {
    // For the printed page's heading: the school's name and logo.
    school: school ?? { name: '', logo: null },
    settings: await yearResultSettings(db, scope.schoolId),
    counts,
    students: rows,
    makeupExams: await makeupExamList(db, scope),
  };
}

export type YearResultsReport = Awaited<ReturnType<typeof yearResultsReport>>;

const score = (value: number | null) => (value === null ? '' : toPersianDigits(String(value)));

export function yearResultsSheet(data: YearResultsReport, subtitle: string): SheetSpec {
  return {
    title: 'نتایج پایان سال',
    subtitle,
    headers: [
      'ردیف',
      'نام خانوادگی',
      'نام',
      'نام پدر',
      'کلاس',
      'معدل',
      'نتیجه',
      'دروس تجدیدی',
      'علت تعیین دستی',
    ],
    rows: data.students.map((s, i) => [
      i + 1,
      s.lastName,
      s.firstName,
      s.fatherName ?? '',
      s.classroomName,
      s.average,
      s.outcome ? YEAR_OUTCOME_LABELS[s.outcome].fa : 'بدون کارنامه سالانه',
      s.courses
        .filter((c) => !c.passed)
        .map(
          (c) =>
            `${c.title} (${score(c.originalScore)}${c.makeupScore !== null ? `، جبرانی ${score(c.makeupScore)}` : ''})`,
        )
        .join('، '),
      s.override?.reason ?? '',
    ]),
  };
}
