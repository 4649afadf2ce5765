/**
 * /api/sms — composing (preview and send to the current school's recipients), the log of every
 * message with its Excel copy and re-sending, and the network's provider settings.
 */
import { ERROR_CODES, SMS_MAX_LENGTH, SMS_PLACEHOLDERS, smsParts } from '@school/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentContext } from '../../access/current-context';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { logExport } from '../../http/export-log';
import { AppError, notFound } from '../../http/errors';
import { idParams } from '../../http/params';
import { composeSms, dailyCapOf, enqueueSms, planCompose, queuedToday, summarisePlan } from './sms-outbox';
import { exportSmsLog, findMessage, listSmsLog, smsLogQuery } from './sms-log';
import { recipientGroupKeys } from './sms-recipients';
import { publicSmsSettings, readSmsSettings, saveSmsSettings, smsSettingsBody } from './sms-settings';

const idList = (message: string) =>
  z.array(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message)).max(2000);

const composeBody = z
  .object({
    body: z
      .string({ error: 'متن پیامک را بنویسید.' })
      .max(SMS_MAX_LENGTH * 2, `متن پیامک حداکثر ${SMS_MAX_LENGTH} نویسه است.`),
    classroomIds: idList('شناسه کلاس نامعتبر است.').optional(),
    groups: z.array(z.string().max(40)).max(20).optional(),
    studentIds: idList('شناسه دانش‌آموز نامعتبر است.').optional(),
    numbers: z.string().max(200_000, 'فهرست شماره‌ها بیش از حد بلند است.').optional(),
  })
  .strict();

type ComposeBody = z.infer<typeof composeBody>;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The user's current school, where composing and the log happen. */
async function currentSchool(db: Db, request: FastifyRequest): Promise<number> {
  const { access } = requireAuth(request);
  const { schoolId } = await currentContext(db, access);
  if (schoolId === null)
    throw new AppError(400, ERROR_CODES.VALIDATION, 'هیچ مدرسه‌ای برای شما تعریف نشده است.');
  return schoolId;
}

function composeInput(body: ComposeBody) {
  const known = new Set(recipientGroupKeys());
  const unknown = (body.groups ?? []).filter((g) => !known.has(g));
  if (unknown.length) {
    const message = 'گروه گیرندگان ناشناخته است.';
    throw new AppError(400, ERROR_CODES.VALIDATION, message, { groups: message });
  }
  return {
    body: body.body,
    selection: {
      ...(body.classroomIds ? { classroomIds: body.classroomIds } : {}),
      ...(body.groups ? { groups: body.groups } : {}),
      ...(body.studentIds ? { studentIds: body.studentIds } : {}),
      ...(body.numbers ? { numbers: body.numbers } : {}),
    },
  };
}

export const smsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['sms'];

    app.get(
      '/compose-info',
      {
        schema: { tags, summary: 'What the compose page needs: price, cap, groups and placeholders' },
        config: { permission: 'sms.send' },
      },
      async (request) => {
        const schoolId = await currentSchool(db, request);
        const settings = await readSmsSettings(db);
        return {
          success: true,
          data: {
            provider: settings.provider,
            pricePerPart: settings.pricePerPart,
            dailyCap: await dailyCapOf(db, schoolId, settings),
            queuedToday: await queuedToday(db, schoolId),
            groups: recipientGroupKeys(),
            placeholders: SMS_PLACEHOLDERS,
          },
        };
      },
    );

    app.post(
      '/preview',
      {
        schema: {
          tags,
          summary: 'Recipients, parts and cost of a compose, without sending',
          body: composeBody,
        },
        config: { permission: 'sms.send' },
      },
      async (request) => {
        const schoolId = await currentSchool(db, request);
        const input = composeInput(request.body);
        const plan = await planCompose(db, { access: requireAuth(request).access, schoolId, ...input });
        return { success: true, data: summarisePlan(plan) };
      },
    );

    app.post(
      '/send',
      {
        schema: { tags, summary: 'Queue a composed SMS for every recipient', body: composeBody },
        config: { permission: 'sms.send' },
      },
      async (request) => {
        const schoolId = await currentSchool(db, request);
        const { userId, access } = requireAuth(request);
        const data = await composeSms(db, { access, schoolId, userId, ...composeInput(request.body) });
        return { success: true, data };
      },
    );

    app.get(
      '/messages',
      {
        schema: { tags, summary: 'The SMS log of the current school', querystring: smsLogQuery },
        config: { permission: 'sms.list' },
      },
      async (request) => ({
        success: true,
        data: await listSmsLog(db, await currentSchool(db, request), request.query),
      }),
    );

    app.get(
      '/messages/export.xlsx',
      {
        schema: {
          tags,
          summary: 'The SMS log as an Excel workbook (same filters)',
          querystring: smsLogQuery,
        },
        config: { permission: 'sms.list' },
      },
      async (request, reply) => {
        const { rows, buffer } = await exportSmsLog(db, await currentSchool(db, request), request.query);
        await logExport(db, request, 'sms-log', rows, 'گزارش پیامک‌ها');
        return reply
          .header('content-type', XLSX_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="sms-log.xlsx"; filename*=UTF-8''${encodeURIComponent('گزارش پیامک‌ها')}.xlsx`,
          )
          .send(buffer);
      },
    );

    app.post(
      '/messages/:id/resend',
      {
        schema: { tags, summary: 'Queue a logged message again, as a new message', params: idParams },
        config: { permission: 'sms.send' },
      },
      async (request) => {
        const { userId, access } = requireAuth(request);
        const original = await findMessage(db, access.schoolScope, request.params.id);
        if (!original) throw notFound('پیامک مورد نظر یافت نشد.');
        const { queued } = await enqueueSms(
          db,
          [
            {
              schoolId: original.schoolId!,
              recipient: original.recipient,
              recipientName: original.recipientName,
              body: original.body,
              kind: 'resend',
              studentId: original.studentId,
            },
          ],
          { userId },
        );
        return { success: true, data: { queued, parts: smsParts(original.body), of: original.id } };
      },
    );

    app.get(
      '/settings',
      {
        schema: { tags, summary: 'The network SMS settings (whether an API key is set, never the key)' },
        config: { permission: 'sms.settings' },
      },
      async () => ({ success: true, data: publicSmsSettings(await readSmsSettings(db)) }),
    );

    app.put(
      '/settings',
      {
        schema: { tags, summary: 'Save the network SMS settings', body: smsSettingsBody },
        config: { permission: 'sms.settings' },
      },
      async (request) => {
        const saved = await saveSmsSettings(db, request.body, requireAuth(request).userId);
        if ('errors' in saved) {
          const message = Object.values(saved.errors)[0]!;
          throw new AppError(400, ERROR_CODES.VALIDATION, message, saved.errors);
        }
        return { success: true, data: publicSmsSettings(saved.settings) };
      },
    );
  };
