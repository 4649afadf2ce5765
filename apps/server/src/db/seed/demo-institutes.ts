/**
 * Demo institute exams, so the institutes' pages and their four reports open full: two institutes of
 * the network, and in each school three exams of the twelfth grade this year (two of one institute,
 * one of the other, spread over the year so far) with every twelfth-grader's results — percent,
 * تراز and rank per course and overall. Figures follow each student's steady ability with a drift over the year, so the class
 * and student reports have a spread and a trend.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  academicYears,
  classrooms,
  corpExamResults,
  corpExamScores,
  corpExams,
  corps,
  coursePlans,
  students,
} from '../schema';

const INSTITUTES = [
  { title: 'قلم‌چی', code: 'QLM' },
  { title: 'گاج', code: 'GAJ' },
] as const;

const GRADE = 12;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A steady number in [0, 1) of a few integers: the same demo on every start. */
const noise = (...parts: number[]) => {
  const x = Math.sin(parts.reduce((acc, p, i) => acc + p * (i + 1) * 12.9898, 78.233)) * 43_758.5453;
  return x - Math.floor(x);
};

/** A student's standing in the exam: steady, drifting up or down a little from exam to exam. */
const abilityOf = (studentId: number, exam: number) =>
  0.35 + noise(studentId) * 0.55 + (noise(studentId, 7) - 0.5) * 0.08 * exam;

/** A percent, its تراز and a rank among the institute's (many) candidates. */
function figures(ability: number, jitter: number) {
  const percent = Math.round(Math.max(-12, Math.min(96, ability * 100 - 8 + jitter * 20)) * 100) / 100;
  const score = Math.round(4_200 + percent * 45 + jitter * 300);
  const rank = Math.max(1, Math.round((7_600 - score) * 18 + jitter * 900));
  return { percent, score, rank };
}

export async function seedDemoInstitutes(db: Db, schoolIds: number[], yearId: number, today: Date) {
  const [year] = await db.select().from(academicYears).where(eq(academicYears.id, yearId));
  if (!year) return;
  const institutes = await db
    .insert(corps)
    .values([...INSTITUTES])
    .returning();
  const plans = await db
    .select({ id: coursePlans.id })
    .from(coursePlans)
    .where(eq(coursePlans.gradeLevel, GRADE))
    .orderBy(asc(coursePlans.code));
  if (!plans.length) return;
  // Three exams on three days spread over what has passed of the year (none after today but in its
  // first three days).
  const span = Math.max(3, Math.floor((today.getTime() - Date.parse(year.startDate)) / 86_400_000));
  const exams = [
    { corp: institutes[0]!, title: 'آزمون جامع ۱', day: Math.round(span * 0.25) },
    { corp: institutes[1]!, title: 'آزمون سراسری شبیه‌ساز', day: Math.round(span * 0.55) },
    { corp: institutes[0]!, title: 'آزمون جامع ۲', day: Math.round(span * 0.85) },
  ];

  for (const schoolId of schoolIds) {
    const roster = await db
      .select({ id: students.id })
      .from(students)
      .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(and(eq(students.schoolId, schoolId), eq(classrooms.gradeLevel, GRADE)))
      .orderBy(asc(classrooms.name), asc(students.id));
    for (const [e, exam] of exams.entries()) {
      const [row] = await db
        .insert(corpExams)
        .values({
          schoolId,
          academicYearId: yearId,
          corpId: exam.corp.id,
          title: exam.title,
          date: addDays(year.startDate, exam.day),
          gradeLevel: GRADE,
          coursePlanIds: plans.map((p) => p.id),
          resultCount: roster.length,
        })
        .returning();
      const results = await db
        .insert(corpExamResults)
        .values(
          roster.map((s) => {
            const overall = figures(abilityOf(s.id, e), noise(s.id, e) - 0.5);
            return {
              schoolId,
              corpExamId: row!.id,
              studentId: s.id,
              totalScore: overall.score,
              totalRank: overall.rank,
            };
          }),
        )
        .returning({ id: corpExamResults.id, studentId: corpExamResults.studentId });
      await db.insert(corpExamScores).values(
        results.flatMap((r) =>
          plans.map((p, c) => {
            const jitter = noise(r.studentId, e, c + 1) - 0.5;
            const { percent, score, rank } = figures(abilityOf(r.studentId, e), jitter);
            return { resultId: r.id, coursePlanId: p.id, percent, standardScore: score, rank };
          }),
        ),
      );
    }
  }
}
