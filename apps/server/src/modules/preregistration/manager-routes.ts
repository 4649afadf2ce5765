/**
 * /api/preregister — the school's side beyond the engine's list, form and export: counts per
 * status, an application's documents and what may be done with it, decisions and enrolment; and
 * the dossier's documents tab at /api/students/:id/file/documents. An application or student of
 * another school is a 404 (through the engine's scope).
 */
import {
  APPLICATION_DOCUMENTS,
  CORRECTABLE,
  decisionsFrom,
  isApplicationStatus,
  preregisterEntity,
  studentsEntity,
} from '@school/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { preregisterApplications, preregisterCampaigns, preregisterDocuments } from '../../db/schema';
import type { EntityService } from '../../engine/entity-service';
import { notFound } from '../../http/errors';
import { idParams, rowId } from '../../http/params';
import { decide } from './application-decisions';
import { documentBytes, documentsOf } from './application-documents';
import { enrol } from './application-enrolment';
import { campaignGrades } from './public-applications';

const version = z.number({ error: 'نسخه درخواست لازم است.' }).int().positive();

const decisionBody = z
  .object({
    status: z.enum(['reviewing', 'accepted', 'rejected'], { error: 'وضعیت تازه معتبر نیست.' }),
    reason: z.string({ error: 'دلیل باید متن باشد.' }).max(500, 'دلیل حداکثر ۵۰۰ نویسه است.').nullish(),
    fixFields: z
      .array(z.enum(CORRECTABLE, { error: 'مورد اصلاح معتبر نیست.' }))
      .max(CORRECTABLE.length)
      .optional(),
    version,
  })
  .strict();

const enrolBody = z
  .object({ classroomId: z.number({ error: 'کلاس را انتخاب کنید.' }).int().positive(), version })
  .strict();

const documentParams = z.object({
  id: rowId,
  kind: z.enum(APPLICATION_DOCUMENTS, { error: 'نوع مدرک معتبر نیست.' }),
});
const countsQuery = z.object({ campaignId: rowId.optional() }).strict();

/** A stored document as an image response (re-encoded JPEG: never anything a browser would run). */
function sendImage(reply: FastifyReply, doc: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', doc.contentType)
    .header('content-disposition', 'inline; filename="document.jpg"')
    .header('content-length', String(doc.bytes.length))
    .send(doc.bytes);
}

export const preregisterRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['pre-registration'];
    const binding = service.binding(preregisterEntity.name);

    app.get(
      '/counts',
      {
        schema: {
          tags,
          summary: 'Applications per status in the current school and year',
          querystring: countsQuery,
        },
        config: { permission: preregisterEntity.permissions.list },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const context = await currentContext(db, access);
        const { campaignId } = request.query;
        if (campaignId !== undefined) {
          const [campaign] = await db
            .select({ id: preregisterCampaigns.id })
            .from(preregisterCampaigns)
            .where(
              and(
                eq(preregisterCampaigns.id, campaignId),
                eq(preregisterCampaigns.schoolId, context.schoolId ?? 0),
              ),
            );
          if (!campaign) throw notFound('فرم پیش‌ثبت‌نام یافت نشد.');
        }
        const rows = await db
          .select({ status: preregisterApplications.status, n: count() })
          .from(preregisterApplications)
          .where(
            and(
              eq(preregisterApplications.schoolId, context.schoolId ?? 0),
              eq(preregisterApplications.academicYearId, context.academicYearId ?? 0),
              campaignId === undefined ? undefined : eq(preregisterApplications.campaignId, campaignId),
            ),
          )
          .groupBy(preregisterApplications.status);
        return { success: true, data: Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) };
      },
    );

    app.get(
      '/:id/details',
      {
        schema: {
          tags,
          summary: "An application's documents, possible decisions and its grade's seats",
          params: idParams,
        },
        config: { permission: preregisterEntity.permissions.list },
      },
      async (request) => {
        const row = await service.get(binding, requireAuth(request).access, request.params.id);
        const status = isApplicationStatus(row.status) ? row.status : 'submitted';
        const grade = (await campaignGrades(db, Number(row.campaignId))).find(
          (g) => String(g.gradeLevel) === row.gradeLevel,
        );
        const [application] = await db
          .select({ fixFields: preregisterApplications.fixFields })
          .from(preregisterApplications)
          .where(eq(preregisterApplications.id, request.params.id));
        return {
          success: true,
          data: {
            documents: (await documentsOf(db, request.params.id)).map((d) => ({
              kind: d.kind,
              size: d.size,
            })),
            decisions: decisionsFrom(status),
            canEnrol: status === 'accepted',
            fixFields: application?.fixFields ?? [],
            seats: grade ? { capacity: grade.capacity, taken: grade.taken } : null,
          },
        };
      },
    );

    app.get(
      '/:id/documents/:kind',
      {
        schema: { tags, summary: "One of an application's documents (a JPEG image)", params: documentParams },
        config: { permission: preregisterEntity.permissions.list },
      },
      async (request, reply) => {
        await service.get(binding, requireAuth(request).access, request.params.id);
        const doc = await documentBytes(db, request.params.id, request.params.kind);
        if (!doc) throw notFound('این مدرک بارگذاری نشده است.');
        return sendImage(reply, doc);
      },
    );

    app.post(
      '/:id/decision',
      {
        schema: {
          tags,
          summary: 'Review, accept or reject an application (or take a decision back)',
          params: idParams,
          body: decisionBody,
        },
        config: { permission: 'preregister.decide' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        await service.get(binding, access, request.params.id);
        const { smsQueued } = await decide(db, request.params.id, request.body, userId);
        return {
          success: true,
          message: 'وضعیت درخواست ثبت شد.',
          data: { ...(await service.get(binding, access, request.params.id)), smsQueued },
        };
      },
    );

    app.post(
      '/:id/enrol',
      {
        schema: {
          tags,
          summary: 'Enrol an accepted applicant in a classroom (creates or updates the student)',
          params: idParams,
          body: enrolBody,
        },
        config: { permission: 'preregister.enrol' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        await service.get(binding, access, request.params.id);
        const result = await enrol(db, request.params.id, request.body, userId);
        return { success: true, message: 'متقاضی در کلاس ثبت‌نام شد.', data: result };
      },
    );
  };

/** The dossier's documents tab: what the student's pre-registration brought. */
export const studentDocumentRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['students'];
    const students = service.binding(studentsEntity.name);
    const applicationsOf = (studentId: number) =>
      db
        .select({ id: preregisterApplications.id })
        .from(preregisterApplications)
        .where(eq(preregisterApplications.studentId, studentId));

    app.get(
      '/:id/file/documents',
      {
        schema: { tags, summary: "The documents of a student's pre-registration", params: idParams },
        config: { permission: 'students.file' },
      },
      async (request) => {
        await service.get(students, requireAuth(request).access, request.params.id);
        const ids = (await applicationsOf(request.params.id)).map((a) => a.id);
        const rows = ids.length
          ? await db
              .select({
                id: preregisterDocuments.id,
                kind: preregisterDocuments.kind,
                size: preregisterDocuments.size,
                createdAt: preregisterDocuments.createdAt,
                trackingCode: preregisterApplications.trackingCode,
                campaign: preregisterCampaigns.title,
              })
              .from(preregisterDocuments)
              .innerJoin(
                preregisterApplications,
                eq(preregisterApplications.id, preregisterDocuments.applicationId),
              )
              .innerJoin(
                preregisterCampaigns,
                eq(preregisterCampaigns.id, preregisterApplications.campaignId),
              )
              .where(inArray(preregisterDocuments.applicationId, ids))
              .orderBy(preregisterDocuments.id)
          : [];
        return { success: true, data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
      },
    );

    app.get(
      '/:id/file/documents/:documentId',
      {
        schema: {
          tags,
          summary: "One document of a student's pre-registration (a JPEG image)",
          params: z.object({ id: rowId, documentId: rowId }),
        },
        config: { permission: 'students.file' },
      },
      async (request, reply) => {
        await service.get(students, requireAuth(request).access, request.params.id);
        const [doc] = await db
          .select({ contentType: preregisterDocuments.contentType, bytes: preregisterDocuments.bytes })
          .from(preregisterDocuments)
          .innerJoin(
            preregisterApplications,
            eq(preregisterApplications.id, preregisterDocuments.applicationId),
          )
          .where(
            and(
              eq(preregisterDocuments.id, request.params.documentId),
              eq(preregisterApplications.studentId, request.params.id),
            ),
          );
        if (!doc) throw notFound('مدرک یافت نشد.');
        return sendImage(reply, doc);
      },
    );
  };
