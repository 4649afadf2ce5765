/**
 * /api/exam-printouts — what the exam printouts read (admit cards with exam-admit-card.print; door
 * lists, venue details, report sheets and absentees with exam-venue-reports.view) and the
 * supervisors' absentee marks (exam-seat.absent; a supervisor also reads their own venues' door
 * lists with it). Everything is of the current school and year; another school's ids are 404.
 */
import { toAsciiDigits } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSchoolYear } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { clientIdSchema, idParams, rowId } from '../../http/params';
import { markAbsence } from './seat-absence-mark';
import { admitCards, printOptions, sittingSeats, sittingSummary } from './printouts';
import { VENUE_REPORTS } from './printout-context';

const DATE_MESSAGE = 'تاریخ نامعتبر است؛ به شکل ۲۰۲۶-۰۱-۳۱ بنویسید.';

const isoDate = z
  .string({ error: DATE_MESSAGE })
  .transform((v) => toAsciiDigits(v))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), DATE_MESSAGE),
  );

const sittingQuery = z.object({ date: isoDate, sessionId: rowId, venueId: rowId.optional() }).strict();

const cardsQuery = z
  .object({ classroomId: rowId.optional(), venueId: rowId.optional() })
  .strict()
  .refine((q) => (q.classroomId === undefined) !== (q.venueId === undefined), {
    message: 'یک کلاس یا یک حوزه امتحانی را انتخاب کنید.',
    path: ['classroomId'],
  });

const absenceBody = z
  .object({
    absent: z.boolean({ error: 'غیبت باید بله یا خیر باشد.' }),
    clientId: clientIdSchema.optional(),
  })
  .strict();

const PRINT_ANY = ['exam-admit-card.print', VENUE_REPORTS, 'exam-seat.absent'];
const DOOR_LIST = [VENUE_REPORTS, 'exam-seat.absent'];

export const examPrintoutRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeOf = (access: Parameters<typeof requireSchoolYear>[1]) => requireSchoolYear(db, access);
    app.get(
      '/options',
      {
        schema: { tags: ['exam-printouts'], summary: 'Sittings, venues and classrooms to print' },
        config: { permission: PRINT_ANY },
      },
      async (request) => {
        const { access } = requireAuth(request);
        return { success: true, data: await printOptions(db, await scopeOf(access), access) };
      },
    );
    app.get(
      '/admit-cards',
      {
        schema: {
          tags: ['exam-printouts'],
          summary: "Admit cards of a classroom's students or of a venue's",
          querystring: cardsQuery,
        },
        config: { permission: 'exam-admit-card.print' },
      },
      async (request) => {
        const scope = await scopeOf(requireAuth(request).access);
        const { classroomId, venueId } = request.query;
        const of = classroomId ? { classroomId } : { venueId: venueId! };
        return { success: true, data: await admitCards(db, scope, of) };
      },
    );
    app.get(
      '/seats',
      {
        schema: {
          tags: ['exam-printouts'],
          summary: "A sitting's seats venue by venue (door lists, absentees)",
          querystring: sittingQuery,
        },
        config: { permission: DOOR_LIST },
      },
      async (request) => {
        const { access } = requireAuth(request);
        return { success: true, data: await sittingSeats(db, await scopeOf(access), access, request.query) };
      },
    );
    app.get(
      '/venues',
      {
        schema: {
          tags: ['exam-printouts'],
          summary: "A sitting's venues: counts by course and classroom, supervisors, empty seats",
          querystring: sittingQuery,
        },
        config: { permission: VENUE_REPORTS },
      },
      async (request) => {
        const { access } = requireAuth(request);
        return {
          success: true,
          data: await sittingSummary(db, await scopeOf(access), access, request.query),
        };
      },
    );
    app.put(
      '/seats/:id/absent',
      {
        schema: {
          tags: ['exam-printouts'],
          summary: "Marks or unmarks a seat's student absent (grade entry then shows «غایب»)",
          params: idParams,
          body: absenceBody,
        },
        config: { permission: 'exam-seat.absent' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const scope = await scopeOf(access);
        return {
          success: true,
          data: await markAbsence(db, scope, access, request.params.id, request.body.absent),
        };
      },
    );
  };
