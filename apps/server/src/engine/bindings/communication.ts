/** SMS templates: the engine's CRUD, refusing placeholders a composed SMS cannot fill. */
import { ERROR_CODES, smsTemplatesEntity, unknownSmsPlaceholders } from '@school/shared';
import { smsTemplates } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { EntityBinding } from '../binding';

export const smsTemplatesBinding: EntityBinding = {
  def: smsTemplatesEntity,
  table: smsTemplates,
  schoolColumn: smsTemplates.schoolId,
  async beforeWrite(values) {
    if (typeof values.body === 'string') {
      const unknown = unknownSmsPlaceholders(values.body);
      if (unknown.length) {
        const message = `این جای‌نگهدارها شناخته نیستند: ${unknown.map((u) => `{${u}}`).join('، ')}`;
        throw new AppError(400, ERROR_CODES.VALIDATION, message, { body: message });
      }
    }
    return values;
  },
};
