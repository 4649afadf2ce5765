/**
 * A small closed previous year, so the transcript (سوابق تحصیلی) of the first school's grade 11
 * students shows two years: last year's grade 10 classroom with its course groups, and a published
 * year card for each of those students. The year is closed, as after a rollover; the demo still
 * starts on the current year.
 */
import { jalaliToIsoDate } from '@school/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  academicYears,
  classrooms,
  coursePlans,
  courseGroups,
  reportCardCourses,
  reportCards,
  students,
  terms,
} from '../schema';

export async function seedDemoPreviousYear(db: Db, schoolId: number, startYear: number) {
  const [year] = await db
    .insert(academicYears)
    .values({
      title: `${startYear - 1}-${startYear}`,
      startDate: jalaliToIsoDate({ jy: startYear - 1, jm: 7, jd: 1 }),
      endDate: jalaliToIsoDate({ jy: startYear, jm: 6, jd: 31 }),
      isCurrent: false,
    })
    .returning();
  await db.insert(terms).values([
    {
      academicYearId: year!.id,
      title: 'نوبت اول',
      ordinal: 1,
      startDate: jalaliToIsoDate({ jy: startYear - 1, jm: 7, jd: 1 }),
      endDate: jalaliToIsoDate({ jy: startYear - 1, jm: 10, jd: 30 }),
    },
    {
      academicYearId: year!.id,
      title: 'نوبت دوم',
      ordinal: 2,
      startDate: jalaliToIsoDate({ jy: startYear - 1, jm: 11, jd: 1 }),
      endDate: jalaliToIsoDate({ jy: startYear, jm: 3, jd: 31 }),
    },
  ]);
  // This year's first grade 11 classroom: its students were in grade 10 last year.
  const [current] = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.gradeLevel, 11)))
    .orderBy(asc(classrooms.id))
    .limit(1);
  if (!current) return;
  const [room] = await db
    .insert(classrooms)
    .values({
      schoolId,
      academicYearId: year!.id,
      gradeLevel: 10,
      majorId: current.majorId,
      name: `${current.name.replace(/^11/, '10')}`,
      capacity: current.capacity,
    })
    .returning();
  const plans = await db
    .select()
    .from(coursePlans)
    .where(eq(coursePlans.gradeLevel, 10))
    .orderBy(asc(coursePlans.id));
  const groups = await db
    .insert(courseGroups)
    .values(
      plans.map((plan) => ({
        schoolId,
        academicYearId: year!.id,
        title: `${plan.title} — ${room!.name}`,
        classroomId: room!.id,
        coursePlanId: plan.id,
      })),
    )
    .returning();
  const members = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.classroomId, current.id))
    .orderBy(asc(students.id));
  for (const [i, student] of members.entries()) {
    const scores = groups.map((_, g) => Math.min(20, 12 + ((i * 5 + g * 3) % 9)));
    const units = groups.map((g) => plans.find((p) => p.id === g.coursePlanId)!.units);
    const total = units.reduce((a, b) => a + b, 0);
    const average = Math.round((scores.reduce((sum, s, g) => sum + s * units[g]!, 0) / total) * 100) / 100;
    const [card] = await db
      .insert(reportCards)
      .values({
        schoolId,
        academicYearId: year!.id,
        termId: null,
        studentId: student.id,
        classroomId: room!.id,
        gradeLevel: 10,
        average,
        totalUnits: total,
        passedUnits: total,
        classRank: null,
        status: 'published',
        publishedAt: new Date(),
        firstPublishedAt: new Date(),
      })
      .returning();
    await db.insert(reportCardCourses).values(
      groups.map((group, g) => ({
        reportCardId: card!.id,
        schoolId,
        courseGroupId: group.id,
        coursePlanId: group.coursePlanId,
        units: units[g]!,
        score: scores[g]!,
        passed: true,
      })),
    );
  }
  await db.update(academicYears).set({ closedAt: new Date() }).where(eq(academicYears.id, year!.id));
}
