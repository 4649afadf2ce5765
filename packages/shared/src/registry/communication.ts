/**
 * Communication entities on the engine (DOMAIN.md "Discipline, money, communication"): the SMS
 * templates a school keeps for notices that repeat. Their placeholders are those of a composed SMS
 * (sms.ts); a template naming another is refused on save.
 */
import { entityPermissions, type EntityDef } from './types';

export const smsTemplatesEntity: EntityDef = {
  name: 'sms-templates',
  label: { fa: 'قالب پیامک', faPlural: 'قالب‌های پیامک', en: 'SMS template', enPlural: 'SMS templates' },
  scope: 'school',
  permissions: entityPermissions('sms-templates'),
  menuGroup: 'communication',
  icon: 'Sms',
  titleField: 'title',
  defaultSort: { field: 'title', dir: 'asc' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
      maxLength: 80,
    },
    {
      name: 'body',
      type: 'text',
      required: true,
      multiline: true,
      list: true,
      searchable: true,
      maxLength: 670,
    },
  ],
};
