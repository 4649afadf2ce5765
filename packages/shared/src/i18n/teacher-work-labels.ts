/** Field and option labels of teacher logs and notes (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const TEACHER_WORK_LABELS_FA = {
  'teacher-log': {
    fields: {
      ...audit,
      date: 'تاریخ',
      courseGroupId: 'گروه درسی',
      classPeriodId: 'زنگ',
      topic: 'موضوع تدریس',
      homework: 'تکلیف',
      notes: 'توضیحات',
      teacherId: 'دبیر',
    },
  },
  'teacher-note': {
    fields: {
      ...audit,
      date: 'تاریخ',
      studentId: 'دانش‌آموز',
      kind: 'نوع یادداشت',
      text: 'متن یادداشت',
      teacherId: 'دبیر',
    },
    options: { kind: { positive: 'مثبت', negative: 'منفی' } },
  },
};

export const TEACHER_WORK_LABELS_EN = {
  'teacher-log': {
    fields: {
      ...auditEn,
      date: 'Date',
      courseGroupId: 'Course group',
      classPeriodId: 'Class period',
      topic: 'Topic taught',
      homework: 'Homework',
      notes: 'Notes',
      teacherId: 'Teacher',
    },
  },
  'teacher-note': {
    fields: {
      ...auditEn,
      date: 'Date',
      studentId: 'Student',
      kind: 'Kind',
      text: 'Note',
      teacherId: 'Teacher',
    },
    options: { kind: { positive: 'Positive', negative: 'Negative' } },
  },
};
