/**
 * /api/debts — bulk creation of one debt type for a classroom or grade level (preview, then
 * create), the summary of owed, paid and outstanding, the debtors and their SMS reminders; the
 * payment receipt at /api/student-debt-peyments/:id/receipt and the dossier's debts tab at
 * /api/students/:id/file/debts. Everything covers the user's current school and year; the summary
 * of every school is the network-wide user's.
 */
import { ERROR_CODES, paymentsEntity, studentsEntity } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import { can } from '../../access/user-access';
import type { Db } from '../../db/client';
import type { EntityService } from '../../engine/entity-service';
import { AppError, forbidden, notFound } from '../../http/errors';
import { idParams, rowId } from '../../http/params';
import { bodyId, bulkDebtBody, createBulkDebts, previewBulkDebts } from './bulk-debts';
import { currentSchoolYear } from './debt-scope';
import { debtSummary, debtors, type SummaryScope } from './debt-summary';
import { debtTemplateOf, remindDebtors, remindedToday } from './debtor-notices';
import { schoolMoneyUnit } from './money-text';
import { paymentReceipt } from './payment-receipt';
import { studentDebtsTab } from './student-debts-tab';
import { and, eq } from 'drizzle-orm';
import { classrooms } from '../../db/schema';
import type { UserAccess } from '../../access/user-access';

const summaryQuery = z.object({
  classroomId: rowId.optional(),
  /** '1': every school of the network (network-wide users only). */
  network: z.enum(['0', '1'], { error: 'مقدار نامعتبر است.' }).optional(),
});

const debtorsQuery = z.object({
  classroomId: rowId.optional(),
  overdueOnly: z.enum(['0', '1'], { error: 'مقدار نامعتبر است.' }).optional(),
});

const smsBody = z
  .object({
    classroomId: bodyId.optional(),
    overdueOnly: z.boolean({ error: 'مقدار نامعتبر است.' }).optional(),
    template: z
      .string({ error: 'متن پیامک نامعتبر است.' })
      .max(300, 'متن پیامک بیش از اندازه بلند است.')
      .optional(),
  })
  .strict();

async function ownClassroom(db: Db, schoolId: number, classroomId: number | undefined) {
  if (classroomId === undefined) return;
  const [room] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), eq(classrooms.schoolId, schoolId)));
  if (!room) throw notFound('کلاس مورد نظر یافت نشد.');
}

async function summaryScope(
  db: Db,
  access: UserAccess,
  query: { classroomId?: number; network?: '0' | '1' },
): Promise<SummaryScope & { unitSchoolId: number }> {
  const scope = await currentSchoolYear(db, access);
  if (query.network === '1') {
    if (access.schoolScope !== 'all') throw forbidden();
    return { schoolId: null, academicYearId: scope.academicYearId, unitSchoolId: scope.schoolId };
  }
  await ownClassroom(db, scope.schoolId, query.classroomId);
  return { ...scope, classroomId: query.classroomId, unitSchoolId: scope.schoolId };
}

export const debtRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bulk/preview',
      {
        schema: { tags: ['debts'], summary: 'Students and total of a bulk debt', body: bulkDebtBody },
        config: { permission: 'student-debts.add' },
      },
      async (request) => {
        const scope = await currentSchoolYear(db, requireAuth(request).access);
        return { success: true, data: await previewBulkDebts(db, scope, request.body) };
      },
    );
    app.post(
      '/bulk',
      {
        schema: {
          tags: ['debts'],
          summary: 'One debt type for a classroom or grade level',
          body: bulkDebtBody,
        },
        config: { permission: 'student-debts.add' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const scope = await currentSchoolYear(db, access);
        return { success: true, data: await createBulkDebts(db, access, scope, request.body) };
      },
    );
    app.get(
      '/summary',
      {
        schema: {
          tags: ['debts'],
          summary: 'Owed, paid and outstanding per classroom, type and month',
          querystring: summaryQuery,
        },
        config: { permission: 'reports.debts-summary' },
      },
      async (request) => {
        const { unitSchoolId, ...scope } = await summaryScope(db, requireAuth(request).access, request.query);
        return {
          success: true,
          data: { unit: await schoolMoneyUnit(db, unitSchoolId), ...(await debtSummary(db, scope)) },
        };
      },
    );
    app.get(
      '/debtors',
      {
        schema: { tags: ['debts'], summary: 'Students who owe, most first', querystring: debtorsQuery },
        config: { permission: 'reports.debts-summary' },
      },
      async (request) => {
        const scope = await currentSchoolYear(db, requireAuth(request).access);
        await ownClassroom(db, scope.schoolId, request.query.classroomId);
        const list = await debtors(
          db,
          { ...scope, classroomId: request.query.classroomId },
          {
            overdueOnly: request.query.overdueOnly === '1',
          },
        );
        const reminded = await remindedToday(
          db,
          list.flatMap((d) => d.debtIds),
        );
        return {
          success: true,
          data: {
            unit: await schoolMoneyUnit(db, scope.schoolId),
            template: await debtTemplateOf(db, scope.schoolId),
            debtors: list.map((d) => ({ ...d, remindedToday: d.debtIds.every((id) => reminded.has(id)) })),
          },
        };
      },
    );
    app.post(
      '/debtors/sms',
      {
        schema: {
          tags: ['debts'],
          summary: "SMS to each debtor's parents, once per debt and day",
          body: smsBody,
        },
        config: { permission: 'reports.debts-summary' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        if (!can(access, 'sms.send')) throw forbidden();
        const scope = await currentSchoolYear(db, access);
        await ownClassroom(db, scope.schoolId, request.body.classroomId);
        const list = await debtors(
          db,
          { ...scope, classroomId: request.body.classroomId },
          { overdueOnly: request.body.overdueOnly ?? false, limit: 100_000 },
        );
        if (!list.length) throw new AppError(400, ERROR_CODES.VALIDATION, 'بدهکاری برای پیامک نیست.');
        const result = await remindDebtors(db, {
          schoolId: scope.schoolId,
          debtIds: list.flatMap((d) => d.debtIds),
          template: request.body.template,
          userId: access.userId,
        });
        return { success: true, data: result };
      },
    );
  };

/** /api/student-debt-peyments/:id/receipt — a payment's receipt (404 outside the user's schools). */
export const paymentReceiptRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    const binding = service.binding(paymentsEntity.name);
    app.get(
      '/:id/receipt',
      {
        schema: { tags: ['debts'], summary: "A payment's receipt", params: idParams },
        config: { permission: 'student-debt-peyments.list' },
      },
      async (request) => {
        await service.get(binding, requireAuth(request).access, request.params.id);
        const receipt = await paymentReceipt(db, request.params.id);
        if (!receipt) throw notFound();
        return { success: true, data: receipt };
      },
    );
  };

/** /api/students/:id/file/debts — the dossier's debts tab (this year). */
export const debtFileRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    const binding = service.binding(studentsEntity.name);
    app.get(
      '/:id/file/debts',
      {
        schema: { tags: ['debts'], summary: "The dossier's debts tab (this year)", params: idParams },
        config: { permission: 'students.file' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        // Money is not everyone's business: the tab also needs the debts list.
        if (!can(access, 'student-debts.list')) throw forbidden();
        await service.get(binding, access, request.params.id);
        const { academicYearId, schoolId } = await currentSchoolYear(db, access);
        return {
          success: true,
          data: await studentDebtsTab(db, request.params.id, academicYearId, schoolId),
        };
      },
    );
  };
