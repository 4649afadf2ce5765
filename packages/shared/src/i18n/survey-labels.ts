/** Field labels of the survey entities (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const SURVEY_LABELS_FA = {
  'survey-groups': {
    fields: {
      ...audit,
      title: 'عنوان نظرسنجی',
      opensOn: 'آغاز پاسخ‌گویی',
      closesOn: 'پایان پاسخ‌گویی',
      classroomIds: 'کلاس‌ها',
      description: 'توضیح برای دانش‌آموزان',
    },
  },
  'survey-items': {
    fields: { ...audit, surveyGroupId: 'نظرسنجی', question: 'پرسش', sortOrder: 'ردیف' },
  },
};

export const SURVEY_LABELS_EN = {
  'survey-groups': {
    fields: {
      ...auditEn,
      title: 'Survey title',
      opensOn: 'Opens on',
      closesOn: 'Closes on',
      classroomIds: 'Classrooms',
      description: 'Note for the students',
    },
  },
  'survey-items': {
    fields: { ...auditEn, surveyGroupId: 'Survey', question: 'Question', sortOrder: 'Order' },
  },
};
