/**
 * The feedback box beyond the engine's list: a manager's reply and status (recorded in the audit
 * log like any edit; a signed sender is notified of a new reply), and a sender's own signed
 * messages with their replies. Anonymous messages have no sender, so nobody's "mine" holds them.
 */
import {
  ERROR_CODES,
  FEEDBACK_REPLY_MAX_LENGTH,
  FEEDBACK_STATUSES,
  feedbackEntity,
  normalizePersian,
} from '@school/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { feedbackMessages, schools } from '../../db/schema';
import { writeAudit } from '../../engine/audit';
import type { Row } from '../../engine/binding';
import { ENGINE_MESSAGES } from '../../engine/entity-service';
import { auditValues, serializeRow } from '../../engine/serialize';
import { AppError, notFound } from '../../http/errors';
import { notifyUser } from '../notifications';

export const FEEDBACK_NOT_FOUND = 'پیام مورد نظر یافت نشد.';

/** Where a signed sender reads the reply to their message. */
export const myFeedbackLink = (id: number) => `/manager/feedback-box/mine#feedback-${id}`;

export const replyBody = z
  .object({
    version: z.number({ error: 'نسخه رکورد لازم است.' }).int().positive(),
    status: z.enum(FEEDBACK_STATUSES, { error: 'وضعیت پیام را انتخاب کنید.' }),
    reply: z
      .string({ error: 'متن پاسخ باید متن باشد.' })
      .transform((v) => normalizePersian(v))
      .pipe(z.string().max(FEEDBACK_REPLY_MAX_LENGTH, `پاسخ حداکثر ${FEEDBACK_REPLY_MAX_LENGTH} نویسه است.`))
      .nullable()
      .optional(),
  })
  .strict();

export type ReplyBody = z.infer<typeof replyBody>;

const inScope = (access: UserAccess) =>
  access.schoolScope === 'all' ? undefined : inArray(feedbackMessages.schoolId, access.schoolScope);

export async function replyToFeedback(db: Db, access: UserAccess, id: number, body: ReplyBody) {
  const [existing] = await db
    .select()
    .from(feedbackMessages)
    .where(and(eq(feedbackMessages.id, id), inScope(access)));
  if (!existing) throw notFound(FEEDBACK_NOT_FOUND);
  if (existing.version !== body.version) throw new AppError(409, ERROR_CODES.CONFLICT, ENGINE_MESSAGES.stale);
  const reply = body.reply === undefined ? existing.reply : body.reply?.trim() || null;
  const newReply = reply !== existing.reply;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(feedbackMessages)
      .set({
        status: body.status,
        reply,
        ...(newReply
          ? { repliedAt: reply ? new Date() : null, repliedBy: reply ? access.userId : null }
          : {}),
        version: existing.version + 1,
        updatedAt: new Date(),
        updatedBy: access.userId,
      })
      .where(and(eq(feedbackMessages.id, id), eq(feedbackMessages.version, body.version)))
      .returning();
    if (!updated) throw new AppError(409, ERROR_CODES.CONFLICT, ENGINE_MESSAGES.stale);
    await writeAudit(tx, {
      userId: access.userId,
      entity: feedbackEntity.name,
      entityId: id,
      action: 'update',
      schoolId: existing.schoolId,
      before: auditValues(feedbackEntity, existing as Row),
      after: auditValues(feedbackEntity, updated as Row),
    });
    if (newReply && reply && updated.senderId !== null) {
      await notifyUser(tx, {
        userId: updated.senderId,
        kind: 'feedback-reply',
        title: `پاسخ به پیام شما: ${updated.subject}`,
        link: myFeedbackLink(id),
      });
    }
    return serializeRow(feedbackEntity, updated as Row);
  });
}

export interface MyFeedbackItem {
  id: number;
  schoolName: string;
  category: string;
  subject: string;
  message: string;
  status: string;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

export interface MyFeedbackPage {
  items: MyFeedbackItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The user's own signed messages, newest first, with the school each went to. */
export async function myFeedback(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<MyFeedbackPage> {
  const rows = await db
    .select({
      id: feedbackMessages.id,
      schoolName: schools.name,
      category: feedbackMessages.category,
      subject: feedbackMessages.subject,
      message: feedbackMessages.message,
      status: feedbackMessages.status,
      reply: feedbackMessages.reply,
      repliedAt: feedbackMessages.repliedAt,
      createdAt: feedbackMessages.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(feedbackMessages)
    .innerJoin(schools, eq(schools.id, feedbackMessages.schoolId))
    .where(eq(feedbackMessages.senderId, userId))
    .orderBy(desc(feedbackMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total: number = rows[0]?.total ?? (page === 1 ? 0 : (await myFeedback(db, userId, 1, 1)).total);
  return {
    items: rows.map(({ total: _t, ...row }) => ({
      ...row,
      repliedAt: row.repliedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}
