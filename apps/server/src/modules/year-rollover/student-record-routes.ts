/** /api/students/:id/transcript, /api/students/:id/transfer: the dossier's transcript and transfer out. */
import { isValidJalaliDate, isoDateToJalali, normalizePersian } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { idParams as params } from '../../http/params';
import { transcriptOf, transferCertificate, transferOut } from './student-records';

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} را بنویسید.` })
    .transform((v) => normalizePersian(v))
    .pipe(z.string().min(2, `${what} را بنویسید.`).max(max, `${what} طولانی‌تر از حد مجاز است.`));

const transferBody = z
  .object({
    transferDate: z
      .string({ error: 'تاریخ انتقال لازم است.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ انتقال نامعتبر است.')
      .refine((v) => {
        const d = isoDateToJalali(v);
        return isValidJalaliDate(d.jy, d.jm, d.jd) && !Number.isNaN(Date.parse(v));
      }, 'تاریخ انتقال نامعتبر است.'),
    destination: text('مدرسه مقصد', 200),
    reason: text('علت انتقال', 500),
  })
  .strict();

export const studentRecordRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['students'];
    app.get(
      '/:id/transcript',
      {
        schema: { tags, summary: "A student's transcript: every year's card", params },
        config: { permission: 'students.transcript' },
      },
      async (request) => ({
        success: true,
        data: await transcriptOf(db, service, requireAuth(request).access, request.params.id),
      }),
    );

    app.post(
      '/:id/transfer',
      {
        schema: {
          tags,
          summary: 'Transfer a student out (status transferred, data kept)',
          params,
          body: transferBody,
        },
        config: { permission: 'students.transfer' },
      },
      async (request) => {
        const data = await transferOut(
          db,
          service,
          requireAuth(request).access,
          request.params.id,
          request.body,
        );
        return { success: true, message: 'انتقال دانش‌آموز ثبت شد.', data };
      },
    );

    app.get(
      '/:id/transfer',
      {
        schema: { tags, summary: "A transferred student's certificate with the year's cards", params },
        config: { permission: ['students.transfer', 'students.transcript'] },
      },
      async (request) => ({
        success: true,
        data: await transferCertificate(db, service, requireAuth(request).access, request.params.id),
      }),
    );
  };
