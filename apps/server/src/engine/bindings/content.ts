/**
 * News and form templates on the engine. A news item's body is sanitised on every write (what is
 * stored is safe to serve as HTML), publishing without a date dates it today, and its cover is an
 * image stored for the school. A form template naming an unknown placeholder is refused with the
 * names it got wrong.
 */
import {
  ERROR_CODES,
  formTemplatesEntity,
  isoDateIn,
  newsEntity,
  unknownFormPlaceholders,
  unknownFormPlaceholdersMessage,
} from '@school/shared';
import { formTemplates, news } from '../../db/schema';
import { AppError } from '../../http/errors';
import { richTextPlain, sanitizeRichText } from '../../http/rich-text';
import { imageFieldHooks } from '../../modules/files/photo-field';
import type { EntityBinding } from '../binding';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

const coverHooks = imageFieldHooks('coverImage');

export const newsBinding: EntityBinding = {
  def: newsEntity,
  table: news,
  schoolColumn: news.schoolId,
  async beforeWrite(values, ctx) {
    const next = { ...values };
    if (typeof values.body === 'string') {
      const body = sanitizeRichText(values.body);
      // A body that was nothing but markup (a lone script) is empty once sanitised.
      if (!richTextPlain(body)) throw invalid('body', 'متن خبر را بنویسید.');
      next.body = body;
    }
    const published = 'published' in next ? next.published : ctx.existing?.published;
    const date = 'publishedAt' in next ? next.publishedAt : ctx.existing?.publishedAt;
    if (published && !date) next.publishedAt = isoDateIn(new Date());
    return coverHooks.beforeWrite!(next, ctx);
  },
  afterWrite: coverHooks.afterWrite,
};

export const formTemplatesBinding: EntityBinding = {
  def: formTemplatesEntity,
  table: formTemplates,
  schoolColumn: formTemplates.schoolId,
  async beforeWrite(values) {
    const errors: Record<string, string> = {};
    for (const field of ['body', 'signature']) {
      const text = values[field];
      const unknown = typeof text === 'string' ? unknownFormPlaceholders(text) : [];
      if (unknown.length) errors[field] = unknownFormPlaceholdersMessage(unknown);
    }
    const first = Object.values(errors)[0];
    if (first) throw new AppError(400, ERROR_CODES.VALIDATION, first, errors);
    return values;
  },
};
