/** Field labels of the make-up exams (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const YEAR_RESULTS_LABELS_FA = {
  'makeup-exams': {
    fields: {
      ...audit,
      coursePlanId: 'درس',
      date: 'تاریخ امتحان',
      examSessionId: 'نوبت برگزاری',
      maxScore: 'نمره کامل (خالی: ۲۰)',
      note: 'توضیح',
    },
  },
};

export const YEAR_RESULTS_LABELS_EN = {
  'makeup-exams': {
    fields: {
      ...auditEn,
      coursePlanId: 'Course',
      date: 'Exam date',
      examSessionId: 'Session',
      maxScore: 'Full score (empty: 20)',
      note: 'Note',
    },
  },
};
