/**
 * Field and option labels of the registry's entities, in Persian and English. The web app merges
 * these into its i18n catalogue under `entities.<entity>.fields.<field>` and
 * `entities.<entity>.options.<field>.<value>`; the server uses them for Excel headers.
 */
import { ASSESSMENT_LABELS_EN, ASSESSMENT_LABELS_FA } from './assessment-labels';
import { ATTENDANCE_LABELS_EN, ATTENDANCE_LABELS_FA } from './attendance-labels';
import { TEACHER_WORK_LABELS_EN, TEACHER_WORK_LABELS_FA } from './teacher-work-labels';
import { COMMUNICATION_LABELS_EN, COMMUNICATION_LABELS_FA } from './communication-labels';
import { MESSAGES_LABELS_EN, MESSAGES_LABELS_FA } from './messages-labels';
import { FINANCE_LABELS_EN, FINANCE_LABELS_FA } from './finance-labels';
import { CONTENT_LABELS_EN, CONTENT_LABELS_FA } from './content-labels';
import { INSTITUTE_LABELS_EN, INSTITUTE_LABELS_FA } from './institute-labels';
import { EXAM_LOGISTICS_LABELS_EN, EXAM_LOGISTICS_LABELS_FA } from './exam-logistics-labels';
import { SURVEY_LABELS_EN, SURVEY_LABELS_FA } from './survey-labels';
import { PREREGISTRATION_LABELS_EN, PREREGISTRATION_LABELS_FA } from './preregistration-labels';
import { YEAR_RESULTS_LABELS_EN, YEAR_RESULTS_LABELS_FA } from './year-results-labels';

type Labels = Record<
  string,
  {
    fields: Record<string, string>;
    options?: Record<string, Record<string, string>>;
    /** Shown under a field's input in the form (what to type), where its label would grow too long. */
    hints?: Record<string, string>;
  }
>;

const stage = {
  primary1: 'ابتدایی دوره اول',
  primary2: 'ابتدایی دوره دوم',
  lowerSecondary: 'متوسطه اول',
  upperSecondary: 'متوسطه دوم',
};
const stageEn = {
  primary1: 'Primary (1–3)',
  primary2: 'Primary (4–6)',
  lowerSecondary: 'Lower secondary',
  upperSecondary: 'Upper secondary',
};
const grades = Object.fromEntries(
  ['اول', 'دوم', 'سوم', 'چهارم', 'پنجم', 'ششم', 'هفتم', 'هشتم', 'نهم', 'دهم', 'یازدهم', 'دوازدهم'].map(
    (g, i) => [String(i + 1), `پایه ${g}`],
  ),
);
const gradesEn = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), `Grade ${i + 1}`]));
const audit = { createdAt: 'تاریخ ایجاد', updatedAt: 'آخرین تغییر', id: 'شناسه' };
const auditEn = { createdAt: 'Created', updatedAt: 'Last changed', id: 'ID' };

export const ENTITY_LABELS_FA: Labels = {
  complexes: { fields: { ...audit, name: 'نام مجتمع', code: 'کد', phone: 'تلفن', address: 'نشانی' } },
  schools: {
    fields: {
      ...audit,
      name: 'نام مدرسه',
      code: 'کد مدرسه',
      complexId: 'مجتمع',
      stage: 'دوره',
      gender: 'جنسیت',
      kind: 'نوع مدرسه',
      principal: 'مدیر مدرسه',
      logo: 'نشان مدرسه',
      phone: 'تلفن',
      postalCode: 'کد پستی',
      address: 'نشانی',
      absenceSmsEnabled: 'پیامک غیبت به اولیا',
      absenceSmsTemplate: 'متن پیامک غیبت ({student} ، {date} ، {school})',
      attendancePastDays: 'ثبت حضور و غیاب دبیران تا چند روز گذشته',
      examMaxConsecutiveDays: 'حداکثر روزهای پیاپی امتحان هر دانش‌آموز (خالی: ۲)',
      disciplineSmsEnabled: 'پیامک موارد انضباطی به اولیا',
      disciplineSmsTemplate: 'متن پیامک انضباطی ({student} ، {title} ، {date} ، {school})',
      moneyUnit: 'واحد نمایش مبالغ',
      debtSmsTemplate: 'متن پیامک بدهی ({student} ، {amount} ، {due})',
      smsDailyCap: 'سقف روزانه پیامک این مدرسه (خالی: سقف شبکه)',
      makeupLimitKind: 'سقف تجدید بر حسب',
      makeupLimit: 'حداکثر دروس (یا واحدهای) تجدیدی؛ بیش از آن مردود (خالی: ۳)',
      yearAverageThreshold: 'حد معدل سالانه پایه‌های ۱۰ تا ۱۲ (خالی: ندارد)',
      makeupScoreRule: 'نمره امتحان جبرانی',
    },
    options: {
      stage,
      moneyUnit: { rial: 'ریال', toman: 'تومان' },
      makeupLimitKind: { courses: 'تعداد درس', units: 'تعداد واحد' },
      makeupScoreRule: { replace: 'جایگزین نمره سالانه', best: 'بهترین از دو نمره' },
      gender: { boys: 'پسرانه', girls: 'دخترانه', mixed: 'مختلط' },
      kind: {
        public: 'دولتی',
        private: 'غیردولتی',
        sampleState: 'نمونه دولتی',
        gifted: 'استعدادهای درخشان',
        shahed: 'شاهد',
        other: 'سایر',
      },
    },
  },
  'academic-years': {
    fields: {
      ...audit,
      title: 'عنوان',
      startDate: 'تاریخ شروع',
      endDate: 'تاریخ پایان',
      isCurrent: 'سال جاری',
    },
  },
  terms: {
    fields: {
      ...audit,
      academicYearId: 'سال تحصیلی',
      title: 'عنوان',
      ordinal: 'ترتیب',
      startDate: 'تاریخ شروع',
      endDate: 'تاریخ پایان',
    },
  },
  major: { fields: { ...audit, name: 'نام رشته', code: 'کد', stage: 'دوره' }, options: { stage } },
  'class-period': {
    fields: { ...audit, title: 'عنوان زنگ', ordinal: 'ترتیب', startTime: 'ساعت شروع', endTime: 'ساعت پایان' },
  },
  classrooms: {
    fields: {
      ...audit,
      name: 'نام کلاس',
      gradeLevel: 'پایه',
      majorId: 'رشته',
      capacity: 'ظرفیت',
      room: 'اتاق',
    },
    options: { gradeLevel: grades },
  },
  roles: {
    fields: {
      ...audit,
      name: 'نام سمت',
      description: 'توضیحات',
      permissions: 'دسترسی‌ها',
      isSystem: 'سمت سیستمی',
    },
  },
  users: {
    fields: {
      ...audit,
      username: 'نام کاربری',
      fullName: 'نام و نام خانوادگی',
      password: 'رمز عبور',
      mobile: 'موبایل',
      nationalCode: 'کد ملی',
      active: 'فعال',
      lastLoginAt: 'آخرین ورود',
      // The add form's role and school (user-account.ts).
      roleId: 'سمت',
      schoolId: 'مدرسه',
    },
  },
  'user-roles': { fields: { ...audit, userId: 'کاربر', roleId: 'سمت', schoolId: 'مدرسه (خالی: همه مدارس)' } },
  'office-manager': {
    fields: {
      ...audit,
      firstName: 'نام',
      lastName: 'نام خانوادگی',
      nationalCode: 'کد ملی',
      mobile: 'موبایل',
      roleId: 'سمت',
      email: 'ایمیل',
    },
  },
  students: {
    fields: {
      ...audit,
      firstName: 'نام',
      lastName: 'نام خانوادگی',
      fatherName: 'نام پدر',
      nationalCode: 'کد ملی',
      studentNumber: 'شماره دانش‌آموزی',
      classroomId: 'کلاس',
      gender: 'جنسیت',
      status: 'وضعیت',
      birthDate: 'تاریخ تولد',
      birthPlace: 'محل تولد',
      nationality: 'تابعیت',
      foreignId: 'شناسه اتباع',
      mobile: 'موبایل دانش‌آموز',
      fatherMobile: 'موبایل پدر',
      motherMobile: 'موبایل مادر',
      homePhone: 'تلفن منزل',
      postalCode: 'کد پستی',
      address: 'نشانی',
      photo: 'عکس',
      frontSeat: 'صندلی ردیف اول در امتحان (نیاز ویژه)',
      notes: 'یادداشت',
      gradeLevel: 'پایه',
      majorId: 'رشته',
    },
    options: {
      gradeLevel: grades,
      gender: { male: 'پسر', female: 'دختر' },
      status: {
        studying: 'مشغول به تحصیل',
        transferred: 'انتقالی',
        graduated: 'فارغ‌التحصیل',
        withdrawn: 'انصراف',
      },
      nationality: { iranian: 'ایرانی', foreign: 'اتباع خارجی' },
    },
  },
  teachers: {
    fields: {
      ...audit,
      firstName: 'نام',
      lastName: 'نام خانوادگی',
      nationalCode: 'کد ملی',
      personnelCode: 'کد پرسنلی',
      mobile: 'موبایل',
      email: 'ایمیل',
      gender: 'جنسیت',
      degree: 'مدرک تحصیلی',
      fieldOfStudy: 'رشته تحصیلی',
      employment: 'نوع استخدام',
      hireDate: 'تاریخ استخدام',
      photo: 'عکس',
    },
    options: {
      gender: { male: 'مرد', female: 'زن' },
      degree: {
        diploma: 'دیپلم',
        associate: 'کاردانی',
        bachelor: 'کارشناسی',
        master: 'کارشناسی ارشد',
        doctorate: 'دکتری',
      },
      employment: { official: 'رسمی', contract: 'پیمانی', hourly: 'حق‌التدریس', service: 'خرید خدمت' },
    },
  },
  'course-plans': {
    fields: {
      ...audit,
      title: 'عنوان درس',
      code: 'کد درس',
      gradeLevel: 'پایه',
      majorId: 'رشته',
      weeklyHours: 'ساعت در هفته',
      units: 'واحد',
      maxScore: 'حداکثر نمره',
      passingScore: 'نمره قبولی',
      kind: 'نوع درس',
      grading: 'شیوه ارزشیابی',
    },
    options: {
      gradeLevel: grades,
      kind: { theory: 'نظری', practical: 'عملی', both: 'نظری و عملی' },
      grading: { numeric: 'نمره‌ای', qualitative: 'توصیفی' },
    },
  },
  'course-groups': {
    fields: {
      ...audit,
      title: 'عنوان گروه درسی',
      classroomId: 'کلاس',
      coursePlanId: 'درس',
      teacherId: 'دبیر',
    },
  },
  'schedule-slots': {
    fields: { ...audit, courseGroupId: 'گروه درسی', weekday: 'روز هفته', classPeriodId: 'زنگ' },
    options: {
      weekday: { '0': 'شنبه', '1': 'یکشنبه', '2': 'دوشنبه', '3': 'سه‌شنبه', '4': 'چهارشنبه', '5': 'پنجشنبه' },
    },
  },
  'calendar-events': {
    fields: { ...audit, title: 'عنوان', kind: 'نوع رویداد', startDate: 'از تاریخ', endDate: 'تا تاریخ' },
    options: { kind: { holiday: 'تعطیل', exam: 'امتحان', meeting: 'جلسه', ceremony: 'مراسم' } },
  },
  ...ATTENDANCE_LABELS_FA,
  ...ASSESSMENT_LABELS_FA,
  ...TEACHER_WORK_LABELS_FA,
  ...COMMUNICATION_LABELS_FA,
  ...MESSAGES_LABELS_FA,
  ...FINANCE_LABELS_FA,
  corps: INSTITUTE_LABELS_FA.corps,
  'corp-exams': { ...INSTITUTE_LABELS_FA['corp-exams'], options: { gradeLevel: grades } },
  ...CONTENT_LABELS_FA,
  ...EXAM_LOGISTICS_LABELS_FA,
  'exam-planning': { ...EXAM_LOGISTICS_LABELS_FA['exam-planning'], options: { gradeLevel: grades } },
  ...SURVEY_LABELS_FA,
  ...PREREGISTRATION_LABELS_FA,
  ...YEAR_RESULTS_LABELS_FA,
};

export const ENTITY_LABELS_EN: Labels = {
  complexes: { fields: { ...auditEn, name: 'Name', code: 'Code', phone: 'Phone', address: 'Address' } },
  schools: {
    fields: {
      ...auditEn,
      name: 'Name',
      code: 'School code',
      complexId: 'Complex',
      stage: 'Stage',
      gender: 'Gender',
      kind: 'Kind',
      principal: 'Principal',
      logo: 'School logo',
      phone: 'Phone',
      postalCode: 'Postal code',
      address: 'Address',
      absenceSmsEnabled: 'Absence SMS to parents',
      absenceSmsTemplate: 'Absence SMS text ({student}, {date}, {school})',
      attendancePastDays: "Teachers' attendance: days back allowed",
      examMaxConsecutiveDays: 'Most exam days in a row per student (empty: 2)',
      disciplineSmsEnabled: 'Discipline SMS to parents',
      disciplineSmsTemplate: 'Discipline SMS text ({student}, {title}, {date}, {school})',
      moneyUnit: 'Show amounts in',
      debtSmsTemplate: 'Debt reminder SMS text ({student}, {amount}, {due})',
      smsDailyCap: "This school's daily SMS cap (empty: the network's)",
      makeupLimitKind: 'Make-up limit counted in',
      makeupLimit: 'Most courses (or units) to make up; more repeats the year (empty: 3)',
      yearAverageThreshold: 'Year average threshold of grades 10–12 (empty: none)',
      makeupScoreRule: 'Make-up exam score',
    },
    options: {
      stage: stageEn,
      moneyUnit: { rial: 'Rials', toman: 'Tomans' },
      makeupLimitKind: { courses: 'Courses', units: 'Units' },
      makeupScoreRule: { replace: 'Replaces the year score', best: 'The better of the two' },
      gender: { boys: 'Boys', girls: 'Girls', mixed: 'Mixed' },
      kind: {
        public: 'Public',
        private: 'Private',
        sampleState: 'Sample state',
        gifted: 'Gifted',
        shahed: 'Shahed',
        other: 'Other',
      },
    },
  },
  'academic-years': {
    fields: {
      ...auditEn,
      title: 'Title',
      startDate: 'Start date',
      endDate: 'End date',
      isCurrent: 'Current year',
    },
  },
  terms: {
    fields: {
      ...auditEn,
      academicYearId: 'Academic year',
      title: 'Title',
      ordinal: 'Order',
      startDate: 'Start date',
      endDate: 'End date',
    },
  },
  major: { fields: { ...auditEn, name: 'Name', code: 'Code', stage: 'Stage' }, options: { stage: stageEn } },
  'class-period': {
    fields: { ...auditEn, title: 'Title', ordinal: 'Order', startTime: 'Start time', endTime: 'End time' },
  },
  classrooms: {
    fields: {
      ...auditEn,
      name: 'Name',
      gradeLevel: 'Grade',
      majorId: 'Major',
      capacity: 'Capacity',
      room: 'Room',
    },
    options: { gradeLevel: gradesEn },
  },
  roles: {
    fields: {
      ...auditEn,
      name: 'Name',
      description: 'Description',
      permissions: 'Permissions',
      isSystem: 'System role',
    },
  },
  users: {
    fields: {
      ...auditEn,
      username: 'Username',
      fullName: 'Full name',
      password: 'Password',
      mobile: 'Mobile',
      nationalCode: 'National code',
      active: 'Active',
      lastLoginAt: 'Last login',
      roleId: 'Role',
      schoolId: 'School',
    },
  },
  'user-roles': {
    fields: { ...auditEn, userId: 'User', roleId: 'Role', schoolId: 'School (empty: all schools)' },
  },
  'office-manager': {
    fields: {
      ...auditEn,
      firstName: 'First name',
      lastName: 'Last name',
      nationalCode: 'National code',
      mobile: 'Mobile',
      roleId: 'Role',
      email: 'Email',
    },
  },
  students: {
    fields: {
      ...auditEn,
      firstName: 'First name',
      lastName: 'Last name',
      fatherName: "Father's name",
      nationalCode: 'National code',
      studentNumber: 'Student number',
      classroomId: 'Classroom',
      gender: 'Gender',
      status: 'Status',
      birthDate: 'Birth date',
      birthPlace: 'Birth place',
      nationality: 'Nationality',
      foreignId: 'Foreign national ID',
      mobile: "Student's mobile",
      fatherMobile: "Father's mobile",
      motherMobile: "Mother's mobile",
      homePhone: 'Home phone',
      postalCode: 'Postal code',
      address: 'Address',
      photo: 'Photo',
      frontSeat: 'Front-row seat in exams (special needs)',
      notes: 'Notes',
      gradeLevel: 'Grade',
      majorId: 'Major',
    },
    options: {
      gradeLevel: gradesEn,
      gender: { male: 'Boy', female: 'Girl' },
      status: {
        studying: 'Studying',
        transferred: 'Transferred',
        graduated: 'Graduated',
        withdrawn: 'Withdrawn',
      },
      nationality: { iranian: 'Iranian', foreign: 'Foreign national' },
    },
  },
  teachers: {
    fields: {
      ...auditEn,
      firstName: 'First name',
      lastName: 'Last name',
      nationalCode: 'National code',
      personnelCode: 'Personnel code',
      mobile: 'Mobile',
      email: 'Email',
      gender: 'Gender',
      degree: 'Degree',
      fieldOfStudy: 'Field of study',
      employment: 'Employment',
      hireDate: 'Hire date',
      photo: 'Photo',
    },
    options: {
      gender: { male: 'Male', female: 'Female' },
      degree: {
        diploma: 'Diploma',
        associate: 'Associate',
        bachelor: 'Bachelor',
        master: 'Master',
        doctorate: 'Doctorate',
      },
      employment: {
        official: 'Official',
        contract: 'Contract',
        hourly: 'Hourly',
        service: 'Service purchase',
      },
    },
  },
  'course-plans': {
    fields: {
      ...auditEn,
      title: 'Course',
      code: 'Code',
      gradeLevel: 'Grade',
      majorId: 'Major',
      weeklyHours: 'Hours a week',
      units: 'Units',
      maxScore: 'Max score',
      passingScore: 'Passing score',
      kind: 'Kind',
      grading: 'Grading',
    },
    options: {
      gradeLevel: gradesEn,
      kind: { theory: 'Theory', practical: 'Practical', both: 'Theory and practical' },
      grading: { numeric: 'Numeric', qualitative: 'Qualitative' },
    },
  },
  'course-groups': {
    fields: {
      ...auditEn,
      title: 'Title',
      classroomId: 'Classroom',
      coursePlanId: 'Course',
      teacherId: 'Teacher',
    },
  },
  'schedule-slots': {
    fields: { ...auditEn, courseGroupId: 'Course group', weekday: 'Weekday', classPeriodId: 'Period' },
    options: {
      weekday: {
        '0': 'Saturday',
        '1': 'Sunday',
        '2': 'Monday',
        '3': 'Tuesday',
        '4': 'Wednesday',
        '5': 'Thursday',
      },
    },
  },
  'calendar-events': {
    fields: { ...auditEn, title: 'Title', kind: 'Kind', startDate: 'From', endDate: 'To' },
    options: { kind: { holiday: 'Holiday', exam: 'Exam', meeting: 'Meeting', ceremony: 'Ceremony' } },
  },
  ...ATTENDANCE_LABELS_EN,
  ...ASSESSMENT_LABELS_EN,
  ...TEACHER_WORK_LABELS_EN,
  ...COMMUNICATION_LABELS_EN,
  ...MESSAGES_LABELS_EN,
  ...FINANCE_LABELS_EN,
  corps: INSTITUTE_LABELS_EN.corps,
  'corp-exams': { ...INSTITUTE_LABELS_EN['corp-exams'], options: { gradeLevel: gradesEn } },
  ...CONTENT_LABELS_EN,
  ...EXAM_LOGISTICS_LABELS_EN,
  'exam-planning': { ...EXAM_LOGISTICS_LABELS_EN['exam-planning'], options: { gradeLevel: gradesEn } },
  ...SURVEY_LABELS_EN,
  ...PREREGISTRATION_LABELS_EN,
  ...YEAR_RESULTS_LABELS_EN,
};

export function fieldLabel(entity: string, field: string, lang: 'fa' | 'en' = 'fa'): string {
  return (lang === 'fa' ? ENTITY_LABELS_FA : ENTITY_LABELS_EN)[entity]?.fields[field] ?? field;
}

export function optionLabel(entity: string, field: string, value: string, lang: 'fa' | 'en' = 'fa'): string {
  return (lang === 'fa' ? ENTITY_LABELS_FA : ENTITY_LABELS_EN)[entity]?.options?.[field]?.[value] ?? value;
}
