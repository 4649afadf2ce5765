/**
 * /api/attendance — the teacher's periods of today (and the first day they may open a sheet for),
 * the attendance sheet (read and save) and the leave decisions. The engine serves the row list,
 * export and single-row edit at /api/attendance/*.
 */
import { ATTENDANCE_STATUSES, MAX_LATE_MINUTES, toAsciiDigits, toPersianDigits } from '@school/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import {
  attendanceRecords,
  classPeriods,
  classrooms,
  courseGroups,
  scheduleSlots,
  teachers,
} from '../../db/schema';
import { clientIdSchema, idParams, rowId } from '../../http/params';
import { schoolWeekday } from '../weekly-schedule/weekly-schedule-routes';
import {
  DEFAULT_ATTENDANCE_PAST_DAYS,
  earliestAttendanceDay,
  lateMinutesMessage,
  schoolPastDays,
  todayIso,
} from './attendance-rules';
import { decideLeave } from './leave-decisions';
import { loadSheet, saveSheet } from './sheet-service';

const isoDate = z
  .string()
  .transform((v) => toAsciiDigits(v))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ نامعتبر است.')
      .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), 'تاریخ نامعتبر است.'),
  );

const sheetQuery = z.object({ courseGroupId: rowId, classPeriodId: rowId, date: isoDate }).strict();

const lateMessage = lateMinutesMessage(MAX_LATE_MINUTES);
const entry = z
  .object({
    studentId: z.number({ error: 'شناسه دانش‌آموز نامعتبر است.' }).int().positive(),
    status: z.enum(ATTENDANCE_STATUSES, { error: 'وضعیت حضور نامعتبر است.' }),
    lateMinutes: z
      .number({ error: lateMessage })
      .int(lateMessage)
      .min(1, lateMessage)
      .max(MAX_LATE_MINUTES, lateMessage)
      .nullish(),
    note: z.string().max(300, 'یادداشت حداکثر ۳۰۰ نویسه است.').nullish(),
  })
  .strict();

const sheetBody = z
  .object({
    clientId: clientIdSchema,
    courseGroupId: z.number({ error: 'گروه درسی را انتخاب کنید.' }).int().positive(),
    classPeriodId: z.number({ error: 'زنگ را انتخاب کنید.' }).int().positive(),
    date: isoDate,
    entries: z
      .array(entry, { error: 'فهرست دانش‌آموزان لازم است.' })
      .min(1, 'فهرست دانش‌آموزان خالی است.')
      .max(200, 'یک برگه حضور و غیاب حداکثر ۲۰۰ دانش‌آموز دارد.')
      .refine(
        (list) => new Set(list.map((e) => e.studentId)).size === list.length,
        'دانش‌آموز تکراری در فهرست است.',
      ),
  })
  .strict();

export const attendanceRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];

    app.get(
      '/today',
      {
        schema: { tags, summary: "The logged-in teacher's periods today, with whether attendance is taken" },
        config: { permission: 'attendance.add' },
      },
      async (request) => {
        const { userId, access } = requireAuth(request);
        const date = todayIso();
        const weekday = schoolWeekday(new Date());
        // The first day this user may open a sheet for in the current school (null: any day), and
        // the school's days back that make it (null for who has no limit).
        const { schoolId } = await currentContext(db, access);
        const setting = schoolId === null ? 0 : await schoolPastDays(db, schoolId);
        const earliestDate = earliestAttendanceDay(access, setting, date);
        const pastDays = earliestDate === null ? null : (setting ?? DEFAULT_ATTENDANCE_PAST_DAYS);
        const [teacher] = await db
          .select({ id: teachers.id })
          .from(teachers)
          .where(eq(teachers.userId, userId));
        if (!teacher || weekday === null)
          return { success: true, data: { date, weekday, earliestDate, pastDays, periods: [] } };
        const periods = await db
          .select({
            classPeriodId: classPeriods.id,
            title: classPeriods.title,
            ordinal: classPeriods.ordinal,
            startTime: classPeriods.startTime,
            endTime: classPeriods.endTime,
            courseGroupId: courseGroups.id,
            courseGroupTitle: courseGroups.title,
            classroomName: classrooms.name,
          })
          .from(scheduleSlots)
          .innerJoin(courseGroups, eq(courseGroups.id, scheduleSlots.courseGroupId))
          .innerJoin(classPeriods, eq(classPeriods.id, scheduleSlots.classPeriodId))
          .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
          .where(and(eq(courseGroups.teacherId, teacher.id), eq(scheduleSlots.weekday, weekday)))
          .orderBy(asc(classPeriods.ordinal));
        const groupIds = [...new Set(periods.map((p) => p.courseGroupId))];
        const taken = groupIds.length
          ? await db
              .selectDistinct({
                courseGroupId: attendanceRecords.courseGroupId,
                classPeriodId: attendanceRecords.classPeriodId,
              })
              .from(attendanceRecords)
              .where(
                and(inArray(attendanceRecords.courseGroupId, groupIds), eq(attendanceRecords.date, date)),
              )
          : [];
        const isTaken = (p: { courseGroupId: number; classPeriodId: number }) =>
          taken.some((t) => t.courseGroupId === p.courseGroupId && t.classPeriodId === p.classPeriodId);
        return {
          success: true,
          data: {
            date,
            weekday,
            earliestDate,
            pastDays,
            periods: periods.map((p) => ({
              ...p,
              startTime: p.startTime.slice(0, 5),
              endTime: p.endTime.slice(0, 5),
              taken: isTaken(p),
            })),
          },
        };
      },
    );

    app.get(
      '/sheet',
      {
        schema: {
          tags,
          summary: 'The attendance sheet of a course group, day and class period',
          querystring: sheetQuery,
        },
        config: { permission: 'attendance.add' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        return { success: true, data: await loadSheet(db, access, request.query) };
      },
    );

    app.post(
      '/sheets',
      {
        schema: { tags, summary: 'Save a whole sheet (idempotent by clientId)', body: sheetBody },
        config: { permission: 'attendance.add' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const result = await saveSheet(db, access, request.body);
        return { success: true, message: 'حضور و غیاب ثبت شد.', data: result };
      },
    );
  };

/** /api/student-leaves/:id/approve and /reject. */
export const leaveDecisionRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    for (const decision of ['approved', 'rejected'] as const) {
      const verb = decision === 'approved' ? 'approve' : 'reject';
      app.post(
        `/:id/${verb}`,
        {
          schema: { tags: ['student leaves'], summary: `${verb} a student's leave`, params: idParams },
          config: { permission: 'student-leaves.edit' },
        },
        async (request) => {
          const { access } = requireAuth(request);
          const result = await decideLeave(db, access, request.params.id, decision);
          const decided = decision === 'approved' ? 'مرخصی تأیید شد.' : 'مرخصی رد شد.';
          // Periods in a closed year keep their attendance; the manager is told so.
          const message = result.leftClosed
            ? `${decided} حضور و غیاب ${toPersianDigits(result.leftClosed)} زنگ که در سال تحصیلی بسته‌شده است تغییر نکرد.`
            : decided;
          return { success: true, message, data: result };
        },
      );
    }
  };
