/** Field labels of the communication entities (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const COMMUNICATION_LABELS_FA = {
  'sms-templates': {
    fields: {
      ...audit,
      title: 'عنوان قالب',
      body: 'متن پیامک ({name}، {student}، {classroom}، {school}، {date})',
    },
  },
};

export const COMMUNICATION_LABELS_EN = {
  'sms-templates': {
    fields: {
      ...auditEn,
      title: 'Template name',
      body: 'Message ({name}, {student}, {classroom}, {school}, {date})',
    },
  },
};
