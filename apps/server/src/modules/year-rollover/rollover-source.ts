/**
 * What a rollover reads of the old year, per school: its classrooms, course groups and weekly
 * timetable, its studying students with their year average and outcome, and what an earlier run of
 * the same rollover already made (so a second run makes nothing twice).
 */
import { STAGE_GRADES, type SchoolStage } from '@school/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classrooms,
  courseGroups,
  majors,
  reportCards,
  scheduleSlots,
  schools,
  students,
  yearRolloverItems,
  yearRollovers,
} from '../../db/schema';
import { type OutcomeMap, yearOutcomes } from './outcomes';

export interface SourceClassroom {
  id: number;
  name: string;
  gradeLevel: number;
  majorId: number | null;
  majorName: string | null;
  capacity: number | null;
  room: string | null;
}

export interface SourceStudent {
  id: number;
  firstName: string;
  lastName: string;
  classroomId: number;
  rollNumber: number | null;
  status: string;
  average: number | null;
}

export interface SchoolSource {
  school: { id: number; name: string; lastGrade: number };
  classrooms: SourceClassroom[];
  groups: {
    id: number;
    title: string;
    classroomId: number;
    coursePlanId: number;
    teacherId: number | null;
  }[];
  slots: { id: number; courseGroupId: number; weekday: number; classPeriodId: number }[];
  students: SourceStudent[];
  outcomes: OutcomeMap;
  /** The earlier run's rows: kind → old id → new id (students: → new classroom or null). */
  done: Map<string, Map<number, number | null>>;
  rolloverId: number | null;
}

function lastGradeOf(stage: string | null): number {
  const grades = STAGE_GRADES[stage as SchoolStage];
  return grades ? grades[grades.length - 1]! : 12;
}

export async function readSchoolSource(
  db: Db,
  schoolId: number,
  fromYearId: number,
  toYearId: number | null,
): Promise<SchoolSource> {
  const [school] = await db
    .select({ id: schools.id, name: schools.name, stage: schools.stage })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const rooms = await db
    .select({
      id: classrooms.id,
      name: classrooms.name,
      gradeLevel: classrooms.gradeLevel,
      majorId: classrooms.majorId,
      majorName: majors.name,
      capacity: classrooms.capacity,
      room: classrooms.room,
    })
    .from(classrooms)
    .leftJoin(majors, eq(majors.id, classrooms.majorId))
    .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, fromYearId)))
    .orderBy(asc(classrooms.gradeLevel), asc(classrooms.majorId), asc(classrooms.name), asc(classrooms.id));
  const groups = await db
    .select({
      id: courseGroups.id,
      title: courseGroups.title,
      classroomId: courseGroups.classroomId,
      coursePlanId: courseGroups.coursePlanId,
      teacherId: courseGroups.teacherId,
    })
    .from(courseGroups)
    .where(and(eq(courseGroups.schoolId, schoolId), eq(courseGroups.academicYearId, fromYearId)))
    .orderBy(asc(courseGroups.id));
  const groupIds = new Set(groups.map((g) => g.id));
  const slots = (
    await db
      .select({
        id: scheduleSlots.id,
        courseGroupId: scheduleSlots.courseGroupId,
        weekday: scheduleSlots.weekday,
        classPeriodId: scheduleSlots.classPeriodId,
      })
      .from(scheduleSlots)
      .where(eq(scheduleSlots.schoolId, schoolId))
      .orderBy(asc(scheduleSlots.id))
  ).filter((s) => groupIds.has(s.courseGroupId));
  const roomIds = rooms.map((r) => r.id);
  const studying = roomIds.length
    ? await db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          classroomId: students.classroomId,
          rollNumber: students.rollNumber,
          status: students.status,
          average: reportCards.average,
        })
        .from(students)
        .leftJoin(
          reportCards,
          and(
            eq(reportCards.studentId, students.id),
            eq(reportCards.academicYearId, fromYearId),
            isNull(reportCards.termId),
          ),
        )
        .where(and(eq(students.schoolId, schoolId), inArray(students.classroomId, roomIds)))
        .orderBy(asc(students.id))
    : [];
  const done = new Map<string, Map<number, number | null>>();
  let rolloverId: number | null = null;
  if (toYearId !== null) {
    const [rollover] = await db
      .select({ id: yearRollovers.id })
      .from(yearRollovers)
      .where(
        and(
          eq(yearRollovers.schoolId, schoolId),
          eq(yearRollovers.fromYearId, fromYearId),
          eq(yearRollovers.toYearId, toYearId),
        ),
      );
    if (rollover) {
      rolloverId = rollover.id;
      const items = await db
        .select({
          kind: yearRolloverItems.kind,
          fromId: yearRolloverItems.fromId,
          toId: yearRolloverItems.toId,
        })
        .from(yearRolloverItems)
        .where(eq(yearRolloverItems.rolloverId, rollover.id));
      for (const item of items) {
        const byKind = done.get(item.kind) ?? new Map<number, number | null>();
        byKind.set(item.fromId, item.toId);
        done.set(item.kind, byKind);
      }
    }
  }
  return {
    school: { id: schoolId, name: school?.name ?? '', lastGrade: lastGradeOf(school?.stage ?? null) },
    classrooms: rooms,
    groups,
    slots,
    // Students already moved by the earlier run are in the new year's classrooms, not here; those it
    // graduated or left pending still are, and the plan skips what it already did.
    students: studying
      .filter((s) => s.classroomId !== null)
      .map((s) => ({
        ...s,
        classroomId: s.classroomId!,
        average: s.average === null ? null : Number(s.average),
      })),
    outcomes: await yearOutcomes(db, schoolId, fromYearId),
    done,
    rolloverId,
  };
}
