/**
 * Announcements and the feedback box on the engine. An announcement's body is sanitised rich text,
 * its audience at least one school (the current one when none is chosen), its window in order. A
 * feedback message is sent signed or anonymous: anonymous leaves no sender anywhere (the engine's
 * anonymousCreate), and a sent message's words are never changed by anyone.
 */
import { ERROR_CODES, announcementsEntity, feedbackEntity } from '@school/shared';
import { sql } from 'drizzle-orm';
import { announcements, feedbackMessages } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sanitizeRichText } from '../../http/rich-text';
import type { EntityBinding } from '../binding';
import { ENGINE_MESSAGES } from '../entity-service';

export const MESSAGE_TEXTS = {
  emptyBody: 'متن اطلاعیه خالی است.',
  windowOrder: 'پایان انتشار نباید پیش از آغاز آن باشد.',
  sentIsFinal: 'متن پیام فرستاده‌شده و ناشناس بودن آن تغییر نمی‌کند.',
};

function refuse(field: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });
}

export const announcementsBinding: EntityBinding = {
  def: announcementsEntity,
  table: announcements,
  // Those wholly within the viewer's schools: one that reaches another school is the network's.
  visibleTo: (access) =>
    access.schoolScope === 'all'
      ? undefined
      : access.schoolScope.length
        ? sql`${announcements.schoolIds} <@ array[${sql.join(
            access.schoolScope.map((id) => sql`${id}`),
            sql`, `,
          )}]::integer[]`
        : sql`false`,
  async beforeWrite(values, ctx) {
    const out = { ...values };
    if (typeof out.body === 'string') {
      out.body = sanitizeRichText(out.body);
      if (!out.body) throw refuse('body', MESSAGE_TEXTS.emptyBody);
    }
    if ('schoolIds' in out || ctx.mode === 'create') {
      const chosen = Array.isArray(out.schoolIds) ? (out.schoolIds as number[]) : [];
      if (!chosen.length && ctx.context.schoolId === null)
        throw refuse('schoolIds', ENGINE_MESSAGES.noSchool);
      out.schoolIds = chosen.length ? chosen : [ctx.context.schoolId];
    }
    if ('roleIds' in out && !Array.isArray(out.roleIds)) out.roleIds = [];
    if ('pinned' in out) out.pinned = out.pinned === true;
    const from = (out.publishFrom ?? ctx.existing?.publishFrom) as string;
    const to = ('publishTo' in out ? out.publishTo : ctx.existing?.publishTo) as string | null;
    if (to && to < from) throw refuse('publishTo', MESSAGE_TEXTS.windowOrder);
    return out;
  },
};

export const feedbackBinding: EntityBinding = {
  def: feedbackEntity,
  table: feedbackMessages,
  schoolColumn: feedbackMessages.schoolId,
  anonymousCreate: (values) => values.anonymous === true,
  async beforeWrite(values, ctx) {
    if (ctx.mode === 'create') {
      const anonymous = values.anonymous === true;
      return { ...values, anonymous, senderId: anonymous ? null : ctx.access.userId, status: 'new' };
    }
    // A manager may file a message (its category and subject); what was said and how stays.
    const changed = (field: string) =>
      field in values && values[field] !== (ctx.existing?.[field] ?? (field === 'anonymous' ? false : null));
    if (changed('message') || changed('anonymous')) {
      throw refuse(changed('message') ? 'message' : 'anonymous', MESSAGE_TEXTS.sentIsFinal);
    }
    const { message: _m, anonymous: _a, ...filing } = values;
    return filing;
  },
};
