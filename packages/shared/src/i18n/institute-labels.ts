/** Field labels of the institutes and their exams (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const INSTITUTE_LABELS_FA = {
  corps: { fields: { ...audit, title: 'نام موسسه', code: 'کد موسسه' } },
  'corp-exams': {
    fields: {
      ...audit,
      corpId: 'موسسه',
      title: 'عنوان آزمون',
      date: 'تاریخ برگزاری',
      gradeLevel: 'پایه',
      coursePlanIds: 'دروس آزمون',
      resultCount: 'کارنامه‌های واردشده',
    },
  },
};

export const INSTITUTE_LABELS_EN = {
  corps: { fields: { ...auditEn, title: 'Institute', code: 'Institute code' } },
  'corp-exams': {
    fields: {
      ...auditEn,
      corpId: 'Institute',
      title: 'Exam title',
      date: 'Date',
      gradeLevel: 'Grade',
      coursePlanIds: 'Courses',
      resultCount: 'Results imported',
    },
  },
};
