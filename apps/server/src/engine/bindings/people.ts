/** Server bindings of people, curriculum and timetable entities. */
import {
  ERROR_CODES,
  calendarEventsEntity,
  coursePlansEntity,
  courseGroupsEntity,
  scheduleSlotsEntity,
  studentsEntity,
  teachersEntity,
} from '@school/shared';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import {
  calendarEvents,
  coursePlans,
  courseGroups,
  scheduleSlots,
  students,
  teachers,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { photoHooks } from '../../modules/files/photo-field';
import { inClassroomOfItsYear } from '../../modules/year-rollover';
import type { EntityBinding } from '../binding';
import { ownCourseGroups, ownStudents } from './own-groups';

export const studentsBinding: EntityBinding = {
  def: studentsEntity,
  table: students,
  schoolColumn: students.schoolId,
  // A teacher picking a student (a note) sees the students they teach.
  restrictRows: ownStudents,
  // A classroom of a year already turned lists the students the rollover moved on from it.
  listFilter: (field, value) =>
    field === 'classroomId' && Number.isInteger(Number(value))
      ? inClassroomOfItsYear(Number(value))
      : undefined,
  ...photoHooks,
};

export const teachersBinding: EntityBinding = {
  def: teachersEntity,
  table: teachers,
  schoolColumn: teachers.schoolId,
  ...photoHooks,
};

export const coursePlansBinding: EntityBinding = { def: coursePlansEntity, table: coursePlans };

export const courseGroupsBinding: EntityBinding = {
  def: courseGroupsEntity,
  table: courseGroups,
  schoolColumn: courseGroups.schoolId,
  yearColumn: courseGroups.academicYearId,
  // A teacher's list, pickers and export hold the groups they teach, not the school's 36.
  restrictRows: ownCourseGroups,
};

export const calendarEventsBinding: EntityBinding = {
  def: calendarEventsEntity,
  table: calendarEvents,
  schoolColumn: calendarEvents.schoolId,
  // A one-day event starts and ends on the same day.
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    if (String(all.startDate) > String(all.endDate)) {
      const message = 'تاریخ پایان نمی‌تواند پیش از تاریخ شروع باشد.';
      throw new AppError(400, ERROR_CODES.VALIDATION, message, { endDate: message });
    }
    return values;
  },
};

/**
 * A timetable slot is refused when its classroom, or its teacher, is already busy in that weekday
 * and period; the message names the clash.
 */
export const scheduleSlotsBinding: EntityBinding = {
  def: scheduleSlotsEntity,
  table: scheduleSlots,
  schoolColumn: scheduleSlots.schoolId,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const [group] = await ctx.db
      .select()
      .from(courseGroups)
      .where(eq(courseGroups.id, all.courseGroupId as number));
    if (!group) return values;
    const [clash] = await ctx.db
      .select({
        title: courseGroups.title,
        sameClassroom: sql<boolean>`${courseGroups.classroomId} = ${group.classroomId}`,
        teacherName: sql<string>`(select first_name || ' ' || last_name from ${teachers} where ${teachers.id} = ${courseGroups.teacherId})`,
      })
      .from(scheduleSlots)
      .innerJoin(courseGroups, eq(courseGroups.id, scheduleSlots.courseGroupId))
      .where(
        and(
          eq(scheduleSlots.schoolId, all.schoolId as number),
          eq(scheduleSlots.weekday, Number(all.weekday)),
          eq(scheduleSlots.classPeriodId, all.classPeriodId as number),
          ctx.existing ? ne(scheduleSlots.id, ctx.existing.id) : sql`true`,
          or(
            eq(courseGroups.classroomId, group.classroomId),
            group.teacherId ? eq(courseGroups.teacherId, group.teacherId) : sql`false`,
          ),
        ),
      )
      .limit(1);
    if (clash) {
      const message = clash.sameClassroom
        ? `این کلاس در این روز و زنگ، درس «${clash.title}» را دارد.`
        : `دبیر «${clash.teacherName}» در این روز و زنگ در «${clash.title}» درس دارد.`;
      throw new AppError(409, ERROR_CODES.CONFLICT, message, { classPeriodId: message });
    }
    return values;
  },
};
