/** Field and option labels of the assessment entities (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const ASSESSMENT_LABELS_FA = {
  'exam-types': {
    fields: {
      ...audit,
      title: 'عنوان',
      kind: 'نوع برگزاری',
      countsToward: 'محاسبه در',
      defaultMaxScore: 'نمره کامل پیش‌فرض',
      weight: 'ضریب',
    },
    options: {
      kind: { written: 'کتبی', oral: 'شفاهی', practical: 'عملی', project: 'پروژه' },
      countsToward: { continuous: 'نمره مستمر', final: 'نمره پایانی' },
    },
  },
  'qualitative-score-types': {
    fields: {
      ...audit,
      title: 'عنوان',
      code: 'کد',
      ordinal: 'ترتیب',
      minScore: 'از نمره',
      maxScore: 'تا نمره',
    },
  },
  exams: {
    fields: {
      ...audit,
      title: 'عنوان آزمون',
      courseGroupIds: 'گروه‌های درسی',
      examTypeId: 'نوع آزمون',
      termId: 'نوبت',
      date: 'تاریخ',
      maxScore: 'نمره کامل',
      weight: 'ضریب',
      locked: 'قفل شده',
    },
  },
};

export const ASSESSMENT_LABELS_EN = {
  'exam-types': {
    fields: {
      ...auditEn,
      title: 'Title',
      kind: 'Kind',
      countsToward: 'Counts toward',
      defaultMaxScore: 'Default max score',
      weight: 'Weight',
    },
    options: {
      kind: { written: 'Written', oral: 'Oral', practical: 'Practical', project: 'Project' },
      countsToward: { continuous: 'Continuous score', final: 'Final score' },
    },
  },
  'qualitative-score-types': {
    fields: {
      ...auditEn,
      title: 'Title',
      code: 'Code',
      ordinal: 'Order',
      minScore: 'From score',
      maxScore: 'To score',
    },
  },
  exams: {
    fields: {
      ...auditEn,
      title: 'Exam title',
      courseGroupIds: 'Course groups',
      examTypeId: 'Exam type',
      termId: 'Term',
      date: 'Date',
      maxScore: 'Max score',
      weight: 'Weight',
      locked: 'Locked',
    },
  },
};
