/**
 * /api/public/applications/:id — the public pre-registration form (/application/{id}), without
 * signing in: the campaign, sending an application, its status by tracking code and national code,
 * and corrections. Every route is rate-limited per address (429 in Persian), sending and
 * corrections most tightly; a form's hidden honeypot field refuses robots.
 */
import { APPLICATION_LIMITS } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { idParams } from '../../http/params';
import { readApplicationForm, refuseRobots } from './application-form';
import {
  applicationStatus,
  correctApplication,
  publicCampaign,
  submitApplication,
} from './public-applications';

const window = `${APPLICATION_LIMITS.windowMinutes} minutes`;
/** Reading the form: a page load asks once. */
const READ_LIMIT = { max: 120, timeWindow: '1 minute' };
const SEND_LIMIT = { max: APPLICATION_LIMITS.submitsPerWindow, timeWindow: window };
/** Look-ups guess at nothing without both codes; still few, so guessing them cannot go far. */
const LOOKUP_LIMIT = { max: APPLICATION_LIMITS.lookupsPerWindow, timeWindow: window };

export const publicApplicationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['pre-registration (public)'];
    const params = idParams;

    app.get(
      '/:id',
      {
        schema: { tags, summary: 'A pre-registration form: school, window, grades, documents', params },
        config: { permission: 'public', rateLimit: READ_LIMIT },
      },
      async (request) => ({ success: true, data: await publicCampaign(db, request.params.id) }),
    );

    app.post(
      '/:id',
      {
        schema: {
          tags,
          summary:
            'Send an application (multipart with documents, or JSON without); returns the tracking code',
          params,
        },
        config: { permission: 'public', rateLimit: SEND_LIMIT },
      },
      async (request, reply) => {
        const form = await readApplicationForm(request);
        refuseRobots(form);
        const data = await submitApplication(db, request.params.id, form);
        return reply.status(201).send({ success: true, message: 'درخواست شما ثبت شد.', data });
      },
    );

    app.post(
      '/:id/status',
      {
        schema: { tags, summary: "An application's status, by tracking code and national code", params },
        config: { permission: 'public', rateLimit: LOOKUP_LIMIT },
      },
      async (request) => {
        const form = await readApplicationForm(request);
        return { success: true, data: await applicationStatus(db, request.params.id, form.fields) };
      },
    );

    app.post(
      '/:id/correction',
      {
        schema: { tags, summary: 'Send the corrections a rejection asked for', params },
        config: { permission: 'public', rateLimit: SEND_LIMIT },
      },
      async (request) => {
        const form = await readApplicationForm(request);
        refuseRobots(form);
        const data = await correctApplication(db, request.params.id, form);
        return { success: true, message: 'اصلاحات شما ثبت شد و درخواست دوباره بررسی می‌شود.', data };
      },
    );
  };
