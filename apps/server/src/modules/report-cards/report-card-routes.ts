/**
 * /api/report-cards — generate (compute) the cards of a classroom, a grade level or the school for
 * a term or the year, list them, read one or a printable batch, and publish or unpublish them. All in
 * the user's current school and academic year.
 */
import { toPersianDigits } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { auditLog, reportCards } from '../../db/schema';
import { notFound } from '../../http/errors';
import { closedYearError, closedYears } from '../../engine/closed-years';
import { idParams } from '../../http/params';
import { cardsWhere, computeReportCards } from './compute-report-cards';
import { missingFinals, refuseMissingFinals } from './missing-finals';
import { generateBody, listQuery, printQuery, publishBody } from './report-card-params';
import { cardById, cardOptions, cardsOfScope, fullCards, listCards } from './report-card-queries';
import { cardContext, checkClassroom, checkTerm, scopedCard } from './report-card-scope';

export const reportCardRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['report-cards'];

    app.post(
      '/generate',
      {
        schema: {
          tags,
          summary: 'Compute the draft report cards of a classroom, grade or school',
          body: generateBody,
        },
        config: { permission: 'report-card.add' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const context = await cardContext(db, access);
        const { termId, classroomId, gradeLevel } = request.body;
        await checkTerm(db, context, termId);
        await checkClassroom(db, context, classroomId);
        const scope = { ...context, termId, classroomId, gradeLevel };
        const result = await computeReportCards(db, scope);
        // The finals still missing: a warning now, a refusal when the cards are published.
        const missing = await missingFinals(db, cardsWhere(scope));
        const message = missing.length
          ? `کارنامه‌ها محاسبه شد؛ نمره پایانی ${toPersianDigits(missing.length)} درس هنوز ثبت نشده است.`
          : 'کارنامه‌ها محاسبه شد.';
        return { success: true, message, data: { ...result, missing } };
      },
    );

    app.get(
      '/',
      {
        schema: { tags, summary: 'Report cards of the current school and year', querystring: listQuery },
        config: { permission: 'report-card.list' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const context = await cardContext(db, access);
        const { page = 1, pageSize = 50, ...filters } = request.query;
        return { success: true, data: await listCards(db, context, filters, { page, pageSize }) };
      },
    );

    app.get(
      '/options',
      {
        schema: { tags, summary: 'Terms and classrooms of the current school and year, for the filters' },
        config: { permission: 'report-card.list' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        return { success: true, data: await cardOptions(db, await cardContext(db, access)) };
      },
    );

    app.get(
      '/print',
      {
        schema: {
          tags,
          summary: 'Every card of a classroom or grade level, for batch printing',
          querystring: printQuery,
        },
        config: { permission: 'report-card.list' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const context = await cardContext(db, access);
        const { term, classroomId, gradeLevel } = request.query;
        await checkTerm(db, context, term);
        await checkClassroom(db, context, classroomId);
        const cards = await fullCards(db, cardsOfScope(context, { term, classroomId, gradeLevel }));
        return { success: true, data: { cards } };
      },
    );

    app.get(
      '/:id',
      {
        schema: { tags, summary: 'One report card with its courses', params: idParams },
        config: { permission: 'report-card.list' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const card = await scopedCard(db, access, request.params.id);
        const [full] = await fullCards(db, cardById(card.id), 1);
        return { success: true, data: full! };
      },
    );

    for (const publish of [true, false]) {
      app.post(
        publish ? '/publish' : '/unpublish',
        {
          schema: {
            tags,
            summary: publish ? 'Publish report cards' : 'Return report cards to draft',
            body: publishBody,
          },
          config: { permission: 'report-card.publish' },
        },
        async (request) => {
          const { access } = requireAuth(request);
          const context = await cardContext(db, access);
          const ids = [...new Set(request.body.ids)];
          const cards = await db
            .select({
              id: reportCards.id,
              status: reportCards.status,
              version: reportCards.version,
              academicYearId: reportCards.academicYearId,
            })
            .from(reportCards)
            .where(and(inArray(reportCards.id, ids), eq(reportCards.schoolId, context.schoolId)));
          if (cards.length !== ids.length) throw notFound('برخی کارنامه‌های انتخاب‌شده یافت نشد.');
          const [from, to] = publish ? ['draft', 'published'] : ['published', 'draft'];
          const changing = cards.filter((c) => c.status === from).map((c) => c.id);
          // A closed year's cards stay as they were closed.
          const years = await closedYears(db, [...new Set(cards.map((c) => c.academicYearId))]);
          if (changing.length && years.size) throw closedYearError();
          if (publish) await refuseMissingFinals(db, changing);
          if (changing.length) {
            await db.transaction(async (tx) => {
              await tx
                .update(reportCards)
                .set({
                  status: to,
                  publishedAt: publish ? new Date() : null,
                  // Kept when the card returns to draft (schema: report_cards.first_published_at).
                  ...(publish
                    ? { firstPublishedAt: sql`coalesce(${reportCards.firstPublishedAt}, now())` }
                    : {}),
                  publishedBy: publish ? access.userId : null,
                  updatedAt: new Date(),
                  updatedBy: access.userId,
                  version: sql`${reportCards.version} + 1`,
                })
                .where(inArray(reportCards.id, changing));
              await tx.insert(auditLog).values(
                changing.map((id) => ({
                  userId: access.userId,
                  entity: 'report-cards',
                  entityId: id,
                  action: 'update',
                  schoolId: context.schoolId,
                  before: { status: from },
                  after: { status: to },
                })),
              );
            });
          }
          const message = publish ? 'کارنامه‌ها منتشر شد.' : 'کارنامه‌ها به پیش‌نویس برگشت.';
          return {
            success: true,
            message,
            data: { changed: changing.length, unchanged: ids.length - changing.length },
          };
        },
      );
    }
  };
