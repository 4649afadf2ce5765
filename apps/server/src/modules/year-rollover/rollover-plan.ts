/**
 * A school's rollover plan, built the same way for the preview and the run: the new classrooms
 * (each keyed by the old classroom it is copied from), the course groups and timetable slots to copy,
 * and each studying student's step (promoted, repeating, graduated, pending) and new classroom.
 */
import {
  type ClassroomNamingRule,
  type PlacementRule,
  type StudentToPlace,
  nameClassrooms,
  placeStudents,
  promotionOf,
} from '@school/shared';
import type { SchoolSource } from './rollover-source';

export interface RolloverOptions {
  naming: ClassroomNamingRule;
  placement: PlacementRule;
  copyCourseGroups: boolean;
  keepTeachers: boolean;
  /** Teachers not kept (leaving the school): their groups are copied without a teacher. */
  dropTeacherIds: number[];
  copyTimetable: boolean;
  /** Manual moves: student id → the key (old classroom id) of the new classroom. */
  moves: Map<number, number>;
}

export type StudentStep = 'promoted' | 'repeating' | 'graduated' | 'pending';

export interface PlannedStudent {
  id: number;
  name: string;
  fromClassroomId: number;
  fromClassroomName: string;
  step: StudentStep;
  outcome: string | null;
  average: number | null;
  /** The new classroom's key (old classroom id); null when graduated, pending or without a place. */
  toKey: number | null;
  /** Already done by an earlier run of this rollover. */
  done: boolean;
}

export interface PlannedClassroom {
  key: number;
  name: string;
  gradeLevel: number;
  majorId: number | null;
  majorName: string | null;
  capacity: number | null;
  room: string | null;
  /** Made by an earlier run (its id in the new year), else null. */
  existingId: number | null;
}

export interface SchoolPlan {
  schoolId: number;
  schoolName: string;
  classrooms: PlannedClassroom[];
  groups: {
    fromId: number;
    title: string;
    classroomKey: number;
    coursePlanId: number;
    teacherId: number | null;
  }[];
  slots: { fromId: number; groupFromId: number; weekday: number; classPeriodId: number }[];
  students: PlannedStudent[];
}

export function planSchool(source: SchoolSource, options: RolloverOptions): SchoolPlan {
  const doneOf = (kind: string) => source.done.get(kind) ?? new Map<number, number | null>();
  const doneRooms = doneOf('classroom');
  const names = nameClassrooms(
    source.classrooms.map((c) => ({
      key: c.id,
      gradeLevel: c.gradeLevel,
      majorOrder: c.majorId ?? 0,
      name: c.name,
    })),
    options.naming,
  );
  const rooms: PlannedClassroom[] = source.classrooms.map((c) => ({
    key: c.id,
    name: names.get(c.id)!,
    gradeLevel: c.gradeLevel,
    majorId: c.majorId,
    majorName: c.majorName,
    capacity: c.capacity,
    room: c.room,
    existingId: doneRooms.get(c.id) ?? null,
  }));
  const roomById = new Map(source.classrooms.map((c) => [c.id, c]));
  const dropped = new Set(options.dropTeacherIds);
  const groups = options.copyCourseGroups
    ? source.groups.map((g) => ({
        fromId: g.id,
        title: g.title,
        classroomKey: g.classroomId,
        coursePlanId: g.coursePlanId,
        teacherId:
          options.keepTeachers && g.teacherId !== null && !dropped.has(g.teacherId) ? g.teacherId : null,
      }))
    : [];
  const copied = new Set(groups.map((g) => g.fromId));
  const slots = options.copyTimetable
    ? source.slots
        .filter((s) => copied.has(s.courseGroupId))
        .map((s) => ({
          fromId: s.id,
          groupFromId: s.courseGroupId,
          weekday: s.weekday,
          classPeriodId: s.classPeriodId,
        }))
    : [];

  // Each old classroom's place among its grade and major's classrooms: the cohort rule's order.
  const cohortIndex = new Map<number, number>();
  const seen = new Map<string, number>();
  for (const c of source.classrooms) {
    const at = `${c.gradeLevel}:${c.majorId}`;
    cohortIndex.set(c.id, seen.get(at) ?? 0);
    seen.set(at, (seen.get(at) ?? 0) + 1);
  }
  const doneStudents = doneOf('student');
  const planned: PlannedStudent[] = [];
  const toPlace: StudentToPlace[] = [];
  for (const s of source.students) {
    if (s.status !== 'studying' && !doneStudents.has(s.id)) continue;
    const room = roomById.get(s.classroomId)!;
    const result = source.outcomes.get(s.id);
    const promotion = promotionOf(result?.outcome, room.gradeLevel, source.school.lastGrade);
    const step: StudentStep =
      promotion.kind === 'promote'
        ? 'promoted'
        : promotion.kind === 'repeat'
          ? 'repeating'
          : promotion.kind === 'graduate'
            ? 'graduated'
            : 'pending';
    planned.push({
      id: s.id,
      name: `${s.firstName} ${s.lastName}`,
      fromClassroomId: room.id,
      fromClassroomName: room.name,
      step,
      outcome: result?.outcome ?? null,
      average: s.average,
      toKey: null,
      done: doneStudents.has(s.id),
    });
    if (promotion.kind === 'promote' || promotion.kind === 'repeat') {
      toPlace.push({
        id: s.id,
        gradeLevel: promotion.gradeLevel,
        majorId: room.majorId,
        sourceKey: room.id,
        cohortIndex: cohortIndex.get(room.id) ?? 0,
        average: s.average,
      });
    }
  }
  const placed = placeStudents(
    toPlace,
    rooms.map((r) => ({ key: r.key, gradeLevel: r.gradeLevel, majorId: r.majorId })),
    options.placement,
    options.moves,
  );
  for (const p of planned) p.toKey = placed.get(p.id) ?? null;
  return {
    schoolId: source.school.id,
    schoolName: source.school.name,
    classrooms: rooms,
    groups,
    slots,
    students: planned,
  };
}
