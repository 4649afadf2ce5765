/**
 * Writes one school's plan into the new year inside the caller's transaction: classrooms, course
 * groups, timetable slots and the students' moves, each recorded as an item of the rollover. Rows the
 * earlier run made are reused, so running again makes nothing twice. Set-based: ids are taken from the
 * sequences first, then each table is written in a few multi-row statements.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { classrooms, courseGroups, scheduleSlots, yearRolloverItems, yearRollovers } from '../../db/schema';
import type { SchoolPlan } from './rollover-plan';

export interface WriteCounts {
  classrooms: number;
  courseGroups: number;
  scheduleSlots: number;
  studentsMoved: number;
  studentsGraduated: number;
  studentsPending: number;
  rolloverItems: number;
}

const CHUNK = 1000;

async function insertChunked(tx: Db, table: PgTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

async function nextIds(tx: Db, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await executeRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return rows.map((r) => Number(r.id));
}

interface WriteInput {
  plan: SchoolPlan;
  fromYearId: number;
  toYearId: number;
  userId: number;
  options: unknown;
}

export async function writeSchoolPlan(tx: Db, input: WriteInput): Promise<WriteCounts> {
  const { plan, toYearId, userId } = input;
  const schoolId = plan.schoolId;
  const [rollover] = await tx
    .insert(yearRollovers)
    .values({
      schoolId,
      fromYearId: input.fromYearId,
      toYearId,
      options: input.options,
      createdBy: userId,
      updatedBy: userId,
    })
    .onConflictDoUpdate({
      target: [yearRollovers.schoolId, yearRollovers.fromYearId, yearRollovers.toYearId],
      set: {
        options: input.options,
        updatedAt: new Date(),
        updatedBy: userId,
        version: sql`${yearRollovers.version} + 1`,
      },
    })
    .returning({ id: yearRollovers.id });
  const rolloverId = rollover!.id;
  const items: (typeof yearRolloverItems.$inferInsert)[] = [];
  const item = (kind: string, fromId: number, toId: number | null, previous: unknown = null) =>
    items.push({ schoolId, rolloverId, kind, fromId, toId, previous });

  // Classrooms: an earlier run's, or one of that name already in the new year (made by hand), or new.
  const existingByName = new Map(
    (
      await tx
        .select({ id: classrooms.id, name: classrooms.name })
        .from(classrooms)
        .where(and(eq(classrooms.schoolId, schoolId), eq(classrooms.academicYearId, toYearId)))
    ).map((r) => [r.name, r.id]),
  );
  const roomId = new Map<number, number>();
  const fresh = plan.classrooms.filter((c) => {
    if (c.existingId !== null) roomId.set(c.key, c.existingId);
    else if (existingByName.has(c.name)) {
      roomId.set(c.key, existingByName.get(c.name)!);
      item('classroom', c.key, existingByName.get(c.name)!, { adopted: true });
    }
    return c.existingId === null && !existingByName.has(c.name);
  });
  const roomIds = await nextIds(tx, 'classrooms', fresh.length);
  fresh.forEach((c, i) => {
    roomId.set(c.key, roomIds[i]!);
    item('classroom', c.key, roomIds[i]!);
  });
  await insertChunked(
    tx,
    classrooms,
    fresh.map((c, i) => ({
      id: roomIds[i],
      schoolId,
      academicYearId: toYearId,
      gradeLevel: c.gradeLevel,
      majorId: c.majorId,
      name: c.name,
      capacity: c.capacity,
      room: c.room,
      createdBy: userId,
      updatedBy: userId,
    })),
  );

  const input2 = await doneOf(tx, rolloverId);
  const freshGroups = plan.groups.filter((g) => !input2.group.has(g.fromId) && roomId.has(g.classroomKey));
  const groupIds = await nextIds(tx, 'course_groups', freshGroups.length);
  const groupId = new Map(input2.group);
  freshGroups.forEach((g, i) => {
    groupId.set(g.fromId, groupIds[i]!);
    item('course-group', g.fromId, groupIds[i]!);
  });
  await insertChunked(
    tx,
    courseGroups,
    freshGroups.map((g, i) => ({
      id: groupIds[i],
      schoolId,
      academicYearId: toYearId,
      title: g.title,
      classroomId: roomId.get(g.classroomKey)!,
      coursePlanId: g.coursePlanId,
      teacherId: g.teacherId,
      createdBy: userId,
      updatedBy: userId,
    })),
  );

  const freshSlots = plan.slots.filter((s) => !input2.slot.has(s.fromId) && groupId.has(s.groupFromId));
  const slotIds = await nextIds(tx, 'schedule_slots', freshSlots.length);
  freshSlots.forEach((s, i) => item('schedule-slot', s.fromId, slotIds[i]!));
  await insertChunked(
    tx,
    scheduleSlots,
    freshSlots.map((s, i) => ({
      id: slotIds[i],
      schoolId,
      courseGroupId: groupId.get(s.groupFromId)!,
      weekday: s.weekday,
      classPeriodId: s.classPeriodId,
      createdBy: userId,
      updatedBy: userId,
    })),
  );

  // Students: moved into their new classroom, or graduated (keeping their last classroom).
  const moves: { id: number; to: number | null; status: string }[] = [];
  let graduated = 0;
  let pending = 0;
  for (const s of plan.students.filter((p) => !p.done)) {
    if (s.step === 'graduated') {
      moves.push({ id: s.id, to: null, status: 'graduated' });
      item('student', s.id, null, { classroomId: s.fromClassroomId, status: 'studying' });
      graduated++;
    } else if (s.toKey !== null && roomId.has(s.toKey)) {
      moves.push({ id: s.id, to: roomId.get(s.toKey)!, status: 'studying' });
      item('student', s.id, roomId.get(s.toKey)!, { classroomId: s.fromClassroomId, status: 'studying' });
    } else pending++;
  }
  for (let i = 0; i < moves.length; i += CHUNK * 5) {
    const chunk = moves.slice(i, i + CHUNK * 5);
    await tx.execute(sql`
      update students s set
        classroom_id = coalesce(m.to_id, s.classroom_id),
        roll_number = case when m.to_id is null then s.roll_number end,
        status = m.status, updated_at = now(), updated_by = ${userId}, version = s.version + 1
      from jsonb_to_recordset(${JSON.stringify(chunk.map((m) => ({ id: m.id, to_id: m.to, status: m.status })))}::jsonb)
        as m(id integer, to_id integer, status text)
      where s.id = m.id and s.school_id = ${schoolId}`);
  }
  await insertChunked(tx, yearRolloverItems, items);
  return {
    classrooms: fresh.length,
    courseGroups: freshGroups.length,
    scheduleSlots: freshSlots.length,
    studentsMoved: moves.length - graduated,
    studentsGraduated: graduated,
    studentsPending: pending,
    rolloverItems: items.length,
  };
}

/** What an earlier run of this rollover made: old group → new group, old slots copied. */
async function doneOf(tx: Db, rolloverId: number) {
  const rows = await tx
    .select({ kind: yearRolloverItems.kind, fromId: yearRolloverItems.fromId, toId: yearRolloverItems.toId })
    .from(yearRolloverItems)
    .where(eq(yearRolloverItems.rolloverId, rolloverId));
  const group = new Map<number, number>();
  const slot = new Set<number>();
  for (const r of rows) {
    if (r.kind === 'course-group' && r.toId !== null) group.set(r.fromId, r.toId);
    if (r.kind === 'schedule-slot') slot.add(r.fromId);
  }
  return { group, slot };
}
