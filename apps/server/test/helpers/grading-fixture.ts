/**
 * A small grade-9 fixture in the first school's current year, written straight into the database,
 * whose report-card numbers are worked out by hand in report-cards.test.ts:
 *  - classroom 9A: students A, B, C, D (and E, who has left); courses Math (3 units, passing 10),
 *    Literature (2 units, passing 12, a subgroup of A, B and C) and Art (1 unit, qualitative);
 *  - classroom 9B: students F, G, H taking Math only.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  academicYears,
  attendanceRecords,
  classPeriods,
  classrooms,
  continuousScoreOverrides,
  coursePlans,
  courseGroups,
  courseGroupStudents,
  examScores,
  examTypes,
  exams,
  qualitativeScoreTypes,
  students,
  terms,
  worksheetActivities,
  worksheetScores,
} from '../../src/db/schema';
import { nationalCodeFor } from './samples';

type Cell = number | 'absent' | 'excused' | { type: string };

export async function buildGradingFixture(db: Db, schoolId: number) {
  const [year] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
  const [t1, t2] = await db
    .select()
    .from(terms)
    .where(eq(terms.academicYearId, year!.id))
    .orderBy(asc(terms.ordinal));
  const types = await db.select().from(examTypes).where(eq(examTypes.schoolId, schoolId));
  const continuousType = types.find((t) => t.countsToward === 'continuous')!;
  const finalType = types.find((t) => t.countsToward === 'final')!;
  const qualitative = await db
    .select()
    .from(qualitativeScoreTypes)
    .where(eq(qualitativeScoreTypes.schoolId, schoolId));
  const typeId = (title: string) => qualitative.find((q) => q.title === title)!.id;

  const [room1, room2] = await db
    .insert(classrooms)
    .values([
      { schoolId, academicYearId: year!.id, gradeLevel: 9, name: 'نهم الف' },
      { schoolId, academicYearId: year!.id, gradeLevel: 9, name: 'نهم ب' },
    ])
    .returning();
  let n = 900;
  const student = async (firstName: string, classroomId: number, rollNumber: number, status = 'studying') => {
    const [row] = await db
      .insert(students)
      .values({
        schoolId,
        firstName,
        lastName: `آزمونی ${firstName}`,
        nationalCode: nationalCodeFor(++n),
        classroomId,
        rollNumber,
        gender: 'male',
        status,
      })
      .returning();
    return row!.id;
  };
  const A = await student('الف', room1!.id, 1);
  const B = await student('ب', room1!.id, 2);
  const C = await student('پ', room1!.id, 3);
  const D = await student('ت', room1!.id, 4);
  const E = await student('ث', room1!.id, 5, 'left');
  const F = await student('ج', room2!.id, 1);
  const G = await student('چ', room2!.id, 2);
  const H = await student('ح', room2!.id, 3);

  const [math, lit, art] = await db
    .insert(coursePlans)
    .values([
      { title: 'ریاضی نهم', code: 'T901', gradeLevel: 9, units: 3, passingScore: 10, grading: 'numeric' },
      { title: 'ادبیات نهم', code: 'T902', gradeLevel: 9, units: 2, passingScore: 12, grading: 'numeric' },
      { title: 'هنر نهم', code: 'T903', gradeLevel: 9, units: 1, passingScore: null, grading: 'qualitative' },
    ])
    .returning();
  const group = async (title: string, classroomId: number, coursePlanId: number) => {
    const [row] = await db
      .insert(courseGroups)
      .values({ schoolId, academicYearId: year!.id, title, classroomId, coursePlanId })
      .returning();
    return row!.id;
  };
  const M = await group('ریاضی — نهم الف', room1!.id, math!.id);
  const L = await group('ادبیات — نهم الف', room1!.id, lit!.id);
  const Q = await group('هنر — نهم الف', room1!.id, art!.id);
  const M2 = await group('ریاضی — نهم ب', room2!.id, math!.id);
  await db
    .insert(courseGroupStudents)
    .values([A, B, C].map((studentId) => ({ courseGroupId: L, studentId, schoolId })));

  const cellValues = (cell: Cell) =>
    typeof cell === 'number'
      ? { score: cell }
      : typeof cell === 'string'
        ? { mark: cell }
        : { qualitativeTypeId: typeId(cell.type) };
  const exam = async (
    courseGroupId: number,
    termId: number,
    kind: 'continuous' | 'final',
    maxScore: number,
    weight: number,
    cells: [number, Cell][],
  ) => {
    const [row] = await db
      .insert(exams)
      .values({
        schoolId,
        academicYearId: year!.id,
        title: `آزمون ${++n}`,
        courseGroupIds: [courseGroupId],
        examTypeId: (kind === 'final' ? finalType : continuousType).id,
        termId,
        date: termId === t1!.id ? t1!.startDate : t2!.startDate,
        maxScore,
        weight,
      })
      .returning();
    await db.insert(examScores).values(
      cells.map(([studentId, cell]) => ({
        schoolId,
        examId: row!.id,
        studentId,
        courseGroupId,
        ...cellValues(cell),
      })),
    );
    return row!.id;
  };
  const activity = async (
    courseGroupId: number,
    termId: number,
    maxScore: number,
    cells: [number, Cell][],
  ) => {
    const [row] = await db
      .insert(worksheetActivities)
      .values({ schoolId, courseGroupId, termId, title: `فعالیت ${++n}`, maxScore })
      .returning();
    await db
      .insert(worksheetScores)
      .values(
        cells.map(([studentId, cell]) => ({ schoolId, activityId: row!.id, studentId, ...cellValues(cell) })),
      );
  };

  // Term 1, Math: two worksheet activities, a continuous exam (weight 2), two final exams.
  await activity(M, t1!.id, 10, [
    [A, 8],
    [B, 'absent'],
    [C, 'excused'],
    [D, 10],
  ]);
  await activity(M, t1!.id, 20, [
    [A, 14],
    [B, 12],
    [D, 19],
  ]);
  await exam(M, t1!.id, 'continuous', 20, 2, [
    [A, 18],
    [B, 15],
    [C, 11.25],
    [D, 'absent'],
  ]);
  const mathFinal = await exam(M, t1!.id, 'final', 20, 1, [
    [A, 17.5],
    [B, 9],
    [C, 14],
    [D, 12],
  ]);
  await exam(M, t1!.id, 'final', 40, 1, [
    [A, 30],
    [B, 16],
    [C, 'excused'],
    [D, 25],
  ]);
  // A hand-entered continuous score for D overrides the computed 9.75.
  await db
    .insert(continuousScoreOverrides)
    .values({ schoolId, courseGroupId: M, termId: t1!.id, studentId: D, score: 13, reason: 'پروژه' });
  // Term 1, Literature (A, B, C only) and Art (qualitative).
  await exam(L, t1!.id, 'final', 20, 1, [
    [A, 19],
    [B, 12],
    [C, 11.75],
  ]);
  await activity(Q, t1!.id, 20, [
    [A, 19],
    [D, 11],
  ]);
  await exam(Q, t1!.id, 'continuous', 20, 1, [[B, { type: 'خوب' }]]);
  // Term 1, 9B Math finals; G has nothing. E (left) has a score that must be ignored.
  await exam(M2, t1!.id, 'final', 20, 1, [
    [F, 10.5],
    [H, 8],
  ]);
  await exam(M, t1!.id, 'final', 20, 1, [[E, 20]]);
  // Term 2, Math final.
  await exam(M, t2!.id, 'final', 20, 1, [
    [A, 12],
    [B, 14],
    [C, 'absent'],
  ]);

  // Attendance of A: two absences and a late in term 1, one absence in term 2.
  const [period] = await db
    .select()
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, schoolId))
    .orderBy(asc(classPeriods.ordinal));
  const addDays = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  await db.insert(attendanceRecords).values(
    (
      [
        [addDays(t1!.startDate, 1), 'absent'],
        [addDays(t1!.startDate, 2), 'absent'],
        [addDays(t1!.startDate, 3), 'late'],
        [addDays(t1!.startDate, 4), 'present'],
        [addDays(t2!.startDate, 1), 'absent'],
      ] as const
    ).map(([date, status]) => ({
      schoolId,
      academicYearId: year!.id,
      date,
      classPeriodId: period!.id,
      courseGroupId: M,
      classroomId: room1!.id,
      studentId: A,
      status,
    })),
  );

  return {
    yearId: year!.id,
    t1: t1!.id,
    t2: t2!.id,
    room1: room1!.id,
    room2: room2!.id,
    students: { A, B, C, D, E, F, G, H },
    groups: { M, L, Q, M2 },
    mathFinal,
    typeId,
    /** Another exam of a group in a term (continuous or final, max score, weight) with its cells. */
    addExam: exam,
  };
}

export type GradingFixture = Awaited<ReturnType<typeof buildGradingFixture>>;

/** Guard against the fixture being built in a school that already has grade 9 (ranks would mix). */
export async function gradeNineIsFree(db: Db, schoolId: number): Promise<boolean> {
  const rows = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.gradeLevel, 9)));
  return rows.length === 0;
}
