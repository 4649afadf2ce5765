/**
 * /api/exam-seating — the seat map of a date × session of the current school and year, placing it
 * automatically, moving, swapping and locking seats (exam-seat.edit), and one student's seats over
 * the year (exam-seat-details). Every write answers with the session's seat map as it now stands.
 */
import { toAsciiDigits } from '@school/shared';
import { MAX_VENUE_SIDE } from '@school/shared/exam-seating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSchoolYear } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { idParams, rowId } from '../../http/params';
import { seatingSlots, studentSeatDetails } from './seat-details';
import { dayOfSeat, moveStudent, setSeatLock, swapSeats } from './seat-edits';
import { readSeatMap } from './seat-map';
import { placeSession } from './seat-placement';

const isoDate = z
  .string({ error: 'تاریخ لازم است.' })
  .transform((v) => toAsciiDigits(v))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ نامعتبر است.')
      .refine((v) => {
        const day = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
      }, 'تاریخ نامعتبر است.'),
  );

const id = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const seatIndex = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_VENUE_SIDE - 1, message);

const dayQuery = z.object({ date: isoDate, sessionId: rowId }).strict();
const dayBody = z.object({ date: isoDate, sessionId: id('نوبت برگزاری نامعتبر است.') }).strict();
const moveBody = dayBody
  .extend({
    studentId: id('دانش‌آموز نامعتبر است.'),
    venueId: id('حوزه امتحانی نامعتبر است.'),
    row: seatIndex('ردیف صندلی نامعتبر است.'),
    column: seatIndex('ستون صندلی نامعتبر است.'),
  })
  .strict();
const swapBody = z
  .object({ seatId: id('صندلی نامعتبر است.'), otherSeatId: id('صندلی دوم نامعتبر است.') })
  .strict();
const lockBody = z.object({ locked: z.boolean({ error: 'قفل باید بله یا خیر باشد.' }) }).strict();

const tags = ['exam-seating'];

export const examSeatingRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/slots',
      {
        schema: { tags, summary: "The plan's dates × sessions with students sitting and seated" },
        config: { permission: 'exam-seat.list' },
      },
      async (request) => {
        const scope = await requireSchoolYear(db, requireAuth(request).access);
        return { success: true, data: await seatingSlots(db, scope) };
      },
    );
    app.get(
      '/session',
      {
        schema: { tags, summary: 'The seat map of a date × session', querystring: dayQuery },
        config: { permission: 'exam-seat.list' },
      },
      async (request) => {
        const scope = await requireSchoolYear(db, requireAuth(request).access);
        return { success: true, data: await readSeatMap(db, scope, request.query) };
      },
    );
    app.post(
      '/session/place',
      {
        schema: {
          tags,
          summary: "Place a session's students automatically, keeping locked seats",
          body: dayBody,
        },
        config: { permission: 'exam-seat.edit' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const scope = await requireSchoolYear(db, access);
        const placement = await placeSession(db, scope, request.body, userId);
        return { success: true, data: { ...(await readSeatMap(db, scope, request.body)), placement } };
      },
    );
    app.post(
      '/seats/move',
      {
        schema: {
          tags,
          summary: 'Move a student to an empty usable seat, or seat one who has none',
          body: moveBody,
        },
        config: { permission: 'exam-seat.edit' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const scope = await requireSchoolYear(db, access);
        const { date, sessionId, studentId, ...target } = request.body;
        await moveStudent(db, scope, { date, sessionId }, studentId, target, userId);
        return { success: true, data: await readSeatMap(db, scope, { date, sessionId }) };
      },
    );
    app.post(
      '/seats/swap',
      {
        schema: { tags, summary: 'Swap the places of two seats of one session', body: swapBody },
        config: { permission: 'exam-seat.edit' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const scope = await requireSchoolYear(db, access);
        await swapSeats(db, scope, request.body.seatId, request.body.otherSeatId, userId);
        return {
          success: true,
          data: await readSeatMap(db, scope, await dayOfSeat(db, scope, request.body.seatId)),
        };
      },
    );
    app.post(
      '/seats/:id/lock',
      {
        schema: { tags, summary: 'Lock or unlock a seat', params: idParams, body: lockBody },
        config: { permission: 'exam-seat.edit' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        const scope = await requireSchoolYear(db, access);
        await setSeatLock(db, scope, request.params.id, request.body.locked, userId);
        return {
          success: true,
          data: await readSeatMap(db, scope, await dayOfSeat(db, scope, request.params.id)),
        };
      },
    );
    app.get(
      '/students/:id',
      {
        schema: { tags, summary: "A student's seats over the year's exams", params: idParams },
        config: { permission: 'exam-seat.list' },
      },
      async (request) => {
        const scope = await requireSchoolYear(db, requireAuth(request).access);
        return { success: true, data: await studentSeatDetails(db, scope, request.params.id) };
      },
    );
  };
