/**
 * /api/weekly-schedule — the timetable as a grid (weekday × class period) for one classroom or one
 * teacher of the current school, and a teacher's own week and own periods of today.
 */
import { ERROR_CODES } from '@school/shared';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { rowId } from '../../http/params';
import { classPeriods, classrooms, courseGroups, scheduleSlots, teachers } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

const gridQuery = z.object({ classroomId: rowId.optional(), teacherId: rowId.optional() }).strict();
const noQuery = z.object({}).strict();

// In full: a school has two «کریمی» more often than not.
const teacherFullName = sql<
  string | null
>`nullif(concat_ws(' ', ${teachers.firstName}, ${teachers.lastName}), '')`;

export const NOT_A_TEACHER = 'حساب شما به پرونده دبیری در این مدرسه وصل نیست.';

/** JS Sunday=0 … Saturday=6 → the school week's Saturday=0 … Thursday=5 (Friday → null). */
export function schoolWeekday(date: Date, timeZone = 'Asia/Tehran'): number | null {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(date);
  const index = ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu'].indexOf(name);
  return index === -1 ? null : index;
}

async function grid(db: Db, schoolId: number, where: SQL) {
  const periods = await db
    .select({
      id: classPeriods.id,
      title: classPeriods.title,
      ordinal: classPeriods.ordinal,
      startTime: classPeriods.startTime,
      endTime: classPeriods.endTime,
    })
    .from(classPeriods)
    .where(eq(classPeriods.schoolId, schoolId))
    .orderBy(asc(classPeriods.ordinal));
  const slots = await db
    .select({
      id: scheduleSlots.id,
      version: scheduleSlots.version,
      weekday: scheduleSlots.weekday,
      classPeriodId: scheduleSlots.classPeriodId,
      courseGroupId: courseGroups.id,
      courseGroupTitle: courseGroups.title,
      classroomId: classrooms.id,
      classroomName: classrooms.name,
      teacherId: teachers.id,
      teacherName: teacherFullName,
    })
    .from(scheduleSlots)
    .innerJoin(courseGroups, eq(courseGroups.id, scheduleSlots.courseGroupId))
    .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
    .leftJoin(teachers, eq(teachers.id, courseGroups.teacherId))
    .where(and(eq(scheduleSlots.schoolId, schoolId), where));
  return {
    periods: periods.map((p) => ({
      ...p,
      startTime: p.startTime.slice(0, 5),
      endTime: p.endTime.slice(0, 5),
    })),
    slots,
  };
}

export const weeklyScheduleRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['weekly schedule'];
    app.get(
      '/',
      {
        schema: { tags, summary: 'Timetable grid of a classroom or a teacher', querystring: gridQuery },
        config: { permission: 'weekly-schedule.manage' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const { schoolId } = await currentContext(db, access);
        const { classroomId, teacherId } = request.query;
        if (schoolId === null || (classroomId === undefined) === (teacherId === undefined)) {
          throw new AppError(400, ERROR_CODES.VALIDATION, 'یک کلاس یا یک دبیر را انتخاب کنید.');
        }
        const where =
          classroomId !== undefined
            ? eq(courseGroups.classroomId, classroomId)
            : eq(courseGroups.teacherId, teacherId!);
        return { success: true, data: await grid(db, schoolId, where) };
      },
    );

    app.get(
      '/mine',
      {
        schema: {
          tags,
          summary: "The logged-in teacher's week in the current school and year",
          querystring: noQuery,
        },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const { schoolId, academicYearId } = await currentContext(db, access);
        const [teacher] =
          schoolId === null
            ? []
            : await db
                .select({ id: teachers.id })
                .from(teachers)
                .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId)));
        if (!teacher || schoolId === null) throw notFound(NOT_A_TEACHER);
        const where = and(
          eq(courseGroups.teacherId, teacher.id),
          academicYearId === null ? undefined : eq(courseGroups.academicYearId, academicYearId),
        )!;
        return { success: true, data: await grid(db, schoolId, where) };
      },
    );

    app.get(
      '/mine/today',
      {
        schema: { tags, summary: "The logged-in teacher's periods today" },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const [teacher] = await db.select().from(teachers).where(eq(teachers.userId, userId));
        const weekday = schoolWeekday(new Date());
        // `teacher` says whether the user has a teacher record, so the dashboard asks for a teacher's
        // profile only when there is one (other users would get a 404).
        if (!teacher || weekday === null)
          return { success: true, data: { weekday, teacher: Boolean(teacher), periods: [] } };
        const { periods, slots } = await grid(
          db,
          teacher.schoolId,
          and(eq(courseGroups.teacherId, teacher.id), eq(scheduleSlots.weekday, weekday))!,
        );
        const today = periods
          .map((p) => ({ ...p, slot: slots.find((s) => s.classPeriodId === p.id) }))
          .filter((p) => p.slot)
          .map(({ slot, ...p }) => ({
            ...p,
            courseGroupId: slot!.courseGroupId,
            courseGroupTitle: slot!.courseGroupTitle,
            classroomName: slot!.classroomName,
          }));
        return { success: true, data: { weekday, teacher: true, periods: today } };
      },
    );
  };
