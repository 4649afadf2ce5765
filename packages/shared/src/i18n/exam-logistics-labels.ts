/** Field labels of the exam logistics entities (merged into entity-labels.ts with the grade names). */
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const EXAM_LOGISTICS_LABELS_FA = {
  'exam-session': {
    fields: { ...audit, title: 'عنوان', ordinal: 'ترتیب در روز', defaultStartTime: 'ساعت شروع پیش‌فرض' },
  },
  'exam-start-time': {
    fields: { ...audit, date: 'تاریخ', examSessionId: 'نوبت برگزاری', startTime: 'ساعت شروع', note: 'توضیح' },
  },
  'exam-planning': {
    fields: {
      ...audit,
      title: 'درس',
      termId: 'نوبت',
      date: 'تاریخ امتحان',
      examSessionId: 'نوبت برگزاری',
      coursePlanId: 'درس',
      gradeLevel: 'پایه',
      majorId: 'رشته (خالی: همه رشته‌ها)',
      startTime: 'ساعت شروع (خالی: ساعت نوبت)',
      durationMinutes: 'مدت (دقیقه)',
      examTypeId: 'نوع آزمون',
      examId: 'آزمون',
    },
  },
  'exam-venues': {
    fields: {
      ...audit,
      title: 'عنوان',
      seatRows: 'تعداد ردیف',
      seatColumns: 'تعداد ستون',
      capacity: 'ظرفیت',
      outOfUseSeats: 'صندلی‌های خارج از استفاده',
      supervisorTeacherIds: 'مراقبان (دبیران)',
      supervisorStaffIds: 'مراقبان (کادر اداری)',
      location: 'محل',
    },
  },
};

export const EXAM_LOGISTICS_LABELS_EN = {
  'exam-session': {
    fields: {
      ...auditEn,
      title: 'Title',
      ordinal: 'Order in the day',
      defaultStartTime: 'Default start time',
    },
  },
  'exam-start-time': {
    fields: { ...auditEn, date: 'Date', examSessionId: 'Session', startTime: 'Start time', note: 'Note' },
  },
  'exam-planning': {
    fields: {
      ...auditEn,
      title: 'Course',
      termId: 'Term',
      date: 'Exam date',
      examSessionId: 'Session',
      coursePlanId: 'Course',
      gradeLevel: 'Grade',
      majorId: 'Major (empty: every major)',
      startTime: "Start time (empty: the session's)",
      durationMinutes: 'Duration (minutes)',
      examTypeId: 'Exam type',
      examId: 'Exam',
    },
  },
  'exam-venues': {
    fields: {
      ...auditEn,
      title: 'Title',
      seatRows: 'Rows',
      seatColumns: 'Columns',
      capacity: 'Capacity',
      outOfUseSeats: 'Seats out of use',
      supervisorTeacherIds: 'Supervisors (teachers)',
      supervisorStaffIds: 'Supervisors (office staff)',
      location: 'Location',
    },
  },
};
