/** Field and option labels of the attendance and leave entities (merged into entity-labels.ts). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const ATTENDANCE_LABELS_FA = {
  attendance: {
    fields: {
      ...audit,
      date: 'تاریخ',
      classPeriodId: 'زنگ',
      courseGroupId: 'گروه درسی',
      classroomId: 'کلاس',
      studentId: 'دانش‌آموز',
      status: 'وضعیت',
      lateMinutes: 'دقیقه تأخیر',
      note: 'یادداشت',
    },
    options: { status: { present: 'حاضر', absent: 'غایب', late: 'تأخیر', excused: 'غیبت موجه' } },
  },
  'leave-types': {
    fields: {
      ...audit,
      title: 'عنوان',
      countsAsExcused: 'غیبت موجه حساب شود',
      needsDocument: 'نیاز به مدرک',
    },
  },
  'student-leaves': {
    fields: {
      ...audit,
      studentId: 'دانش‌آموز',
      leaveTypeId: 'نوع مرخصی',
      fromDate: 'از تاریخ',
      fromTime: 'از ساعت',
      toDate: 'تا تاریخ',
      toTime: 'تا ساعت',
      reason: 'علت',
      document: 'مدرک',
      status: 'وضعیت',
      decidedBy: 'تصمیم‌گیرنده',
    },
    options: { status: { pending: 'در انتظار', approved: 'تأیید شده', rejected: 'رد شده' } },
  },
};

export const ATTENDANCE_LABELS_EN = {
  attendance: {
    fields: {
      ...auditEn,
      date: 'Date',
      classPeriodId: 'Period',
      courseGroupId: 'Course group',
      classroomId: 'Classroom',
      studentId: 'Student',
      status: 'Status',
      lateMinutes: 'Minutes late',
      note: 'Note',
    },
    options: { status: { present: 'Present', absent: 'Absent', late: 'Late', excused: 'Excused' } },
  },
  'leave-types': {
    fields: {
      ...auditEn,
      title: 'Title',
      countsAsExcused: 'Counts as excused',
      needsDocument: 'Needs a document',
    },
  },
  'student-leaves': {
    fields: {
      ...auditEn,
      studentId: 'Student',
      leaveTypeId: 'Leave type',
      fromDate: 'From date',
      fromTime: 'From time',
      toDate: 'To date',
      toTime: 'To time',
      reason: 'Reason',
      document: 'Document',
      status: 'Status',
      decidedBy: 'Decided by',
    },
    options: { status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } },
  },
};
