/**
 * Demo of the year's results: every studying student of the first school's grade 11 and of every
 * classroom of the second school gets a year report card (draft, as computed at the year's end;
 * the first school's grades 10 and 12 are left for the year's turn to be tried on, with cards
 * computed or written there) whose course scores spread from weak to strong, so the
 * results page shows students who passed, who sit make-ups and who repeat; and the first school
 * has a Shahrivar make-up exam of the course most failed, its students filled from the outcomes
 * and half of them scored (some pass, some do not). Computing the cards again from the real
 * scores replaces them.
 */
import {
  DEFAULT_YEAR_RESULT_SETTINGS,
  jalaliToIsoDate,
  isoDateToJalali,
  roundScore,
  yearResult,
  type YearCourse,
} from '@school/shared';
import { asc, eq, and } from 'drizzle-orm';
import type { Db } from '../client';
import {
  academicYears,
  classrooms,
  coursePlans,
  courseGroups,
  examSessions,
  makeupExamStudents,
  makeupExams,
  reportCardCourses,
  reportCards,
  students,
} from '../schema';

/** A student's year score in a course: mostly 11–19.75, a few below 10 (more for some students). */
function yearScoreFor(studentIndex: number, courseIndex: number): number {
  const weak = studentIndex % 5 === 3 ? 4 : studentIndex % 7 === 5 ? 6 : 0;
  const raw =
    10.5 + ((studentIndex * 7 + courseIndex * 5) % 37) * 0.25 - (courseIndex % 4 === weak % 4 ? weak : 0);
  return Math.max(0, Math.round(raw * 4) / 4);
}

export async function seedDemoYearResults(db: Db, schoolIds: number[], yearId: number) {
  const [year] = await db.select().from(academicYears).where(eq(academicYears.id, yearId));
  if (!year) return;
  for (const [s, schoolId] of schoolIds.entries()) {
    const rooms = await db
      .select()
      .from(classrooms)
      .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, yearId)))
      .orderBy(asc(classrooms.id));
    const failures = new Map<number, number[]>();
    for (const room of rooms.filter((r) => s !== 0 || r.gradeLevel === 11)) {
      const groups = await db
        .select({ id: courseGroups.id, coursePlanId: courseGroups.coursePlanId, units: coursePlans.units })
        .from(courseGroups)
        .innerJoin(coursePlans, eq(coursePlans.id, courseGroups.coursePlanId))
        .where(eq(courseGroups.classroomId, room.id))
        .orderBy(asc(courseGroups.id));
      const roll = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.classroomId, room.id), eq(students.status, 'studying')))
        .orderBy(asc(students.rollNumber), asc(students.id));
      for (const [i, student] of roll.entries()) {
        const courses = groups.map((g, c) => ({ ...g, score: yearScoreFor(i + s, c) }));
        const units = courses.reduce((sum, c) => sum + c.units, 0);
        const average = units
          ? roundScore(courses.reduce((sum, c) => sum + c.score * c.units, 0) / units)
          : null;
        const [card] = await db
          .insert(reportCards)
          .values({
            schoolId,
            academicYearId: yearId,
            termId: null,
            studentId: student.id,
            classroomId: room.id,
            gradeLevel: room.gradeLevel,
            average,
            totalUnits: units,
            passedUnits: courses.filter((c) => c.score >= 10).reduce((sum, c) => sum + c.units, 0),
          })
          .onConflictDoNothing()
          .returning({ id: reportCards.id });
        if (!card || !courses.length) continue;
        await db.insert(reportCardCourses).values(
          courses.map((c) => ({
            reportCardId: card.id,
            schoolId,
            courseGroupId: c.id,
            coursePlanId: c.coursePlanId,
            units: c.units,
            score: c.score,
            passed: c.score >= 10,
          })),
        );
        const decided = yearResult(
          room.gradeLevel,
          courses.map((c): YearCourse => ({ ...c, qualitative: false, passingScore: null })),
          DEFAULT_YEAR_RESULT_SETTINGS,
        );
        if (decided.outcome !== 'makeup') continue;
        for (const planId of decided.failedCoursePlanIds) {
          failures.set(planId, [...(failures.get(planId) ?? []), student.id]);
        }
      }
    }
    if (s !== 0 || !failures.size) continue;
    // The first school's make-up exam: the course most failed, early in Shahrivar.
    const [planId, due] = [...failures].sort((a, b) => b[1].length - a[1].length)[0]!;
    const [session] = await db
      .select({ id: examSessions.id })
      .from(examSessions)
      .where(eq(examSessions.schoolId, schoolId))
      .orderBy(asc(examSessions.ordinal))
      .limit(1);
    const end = isoDateToJalali(year.endDate);
    const [exam] = await db
      .insert(makeupExams)
      .values({
        schoolId,
        academicYearId: yearId,
        coursePlanId: planId,
        date: jalaliToIsoDate({ jy: end.jy, jm: 6, jd: 10 }),
        examSessionId: session?.id ?? null,
        note: 'امتحان جبرانی شهریور',
      })
      .returning();
    await db.insert(makeupExamStudents).values(
      due.map((studentId, i) => ({
        schoolId,
        makeupExamId: exam!.id,
        studentId,
        // Half scored: every other one passes; the rest wait for their scores.
        score: i % 2 === 0 ? null : i % 4 === 1 ? 14.5 : 7.25,
      })),
    );
  }
}
