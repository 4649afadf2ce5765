/**
 * The permission catalogue: every action a role can be granted, with a stable key (used as the CASL
 * action, in role rows and in route meta) and Persian/English labels for the role form.
 * Keys never change once shipped; labels may.
 */

export type PermissionGroup =
  | 'organisation'
  | 'people'
  | 'curriculum'
  | 'attendance'
  | 'assessment'
  | 'examLogistics'
  | 'institutes'
  | 'discipline'
  | 'finance'
  | 'communication'
  | 'surveys'
  | 'preregistration'
  | 'sida'
  | 'reports'
  | 'settings';

export const PERMISSION_GROUP_LABELS: Record<PermissionGroup, { fa: string; en: string }> = {
  organisation: { fa: 'ساختار سازمانی', en: 'Organisation' },
  people: { fa: 'دانش‌آموزان و کارکنان', en: 'Students and staff' },
  curriculum: { fa: 'برنامه درسی', en: 'Curriculum and timetable' },
  attendance: { fa: 'حضور و غیاب و مرخصی', en: 'Attendance and leave' },
  assessment: { fa: 'آزمون و نمره', en: 'Exams and scores' },
  examLogistics: { fa: 'امتحانات نوبت', en: 'Exam logistics' },
  institutes: { fa: 'موسسات', en: 'Institutes' },
  discipline: { fa: 'انضباط', en: 'Discipline' },
  finance: { fa: 'بدهی و پرداخت', en: 'Debts and payments' },
  communication: { fa: 'اطلاع‌رسانی', en: 'Communication' },
  surveys: { fa: 'نظرسنجی', en: 'Surveys' },
  preregistration: { fa: 'پیش‌ثبت‌نام', en: 'Pre-registration' },
  sida: { fa: 'سیدا', en: 'Sida' },
  reports: { fa: 'گزارش‌ها', en: 'Reports' },
  settings: { fa: 'تنظیمات', en: 'Settings' },
};

export interface Permission {
  key: string;
  group: PermissionGroup;
  fa: string;
  en: string;
}

/** An entity with list/add/edit/delete permissions: [key, group, fa singular, fa plural, en singular, en plural]. */
type EntityRow = [string, PermissionGroup, string, string, string, string];

const ENTITIES: EntityRow[] = [
  ['complexes', 'organisation', 'مجتمع آموزشی', 'مجتمع‌های آموزشی', 'complex', 'complexes'],
  ['schools', 'organisation', 'مدرسه', 'مدارس', 'school', 'schools'],
  ['academic-years', 'organisation', 'سال تحصیلی', 'سال‌های تحصیلی', 'academic year', 'academic years'],
  ['major', 'organisation', 'رشته', 'رشته‌ها', 'major', 'majors'],
  ['classrooms', 'organisation', 'کلاس', 'کلاس‌ها', 'classroom', 'classrooms'],
  ['class-period', 'organisation', 'زنگ', 'زنگ‌ها', 'class period', 'class periods'],
  ['roles', 'settings', 'سمت', 'سمت‌ها', 'role', 'roles'],
  ['users', 'settings', 'کاربر', 'کاربران', 'user', 'users'],
  ['office-manager', 'people', 'کادر اداری', 'کادر اداری', 'office staff member', 'office staff'],
  ['students', 'people', 'دانش‌آموز', 'دانش‌آموزان', 'student', 'students'],
  ['teachers', 'people', 'دبیر', 'دبیران', 'teacher', 'teachers'],
  ['course-plans', 'curriculum', 'برنامه درسی', 'برنامه‌های درسی', 'course plan', 'course plans'],
  ['course-groups', 'curriculum', 'گروه درسی', 'گروه‌های درسی', 'course group', 'course groups'],
  ['attendance', 'attendance', 'حضور و غیاب', 'حضور و غیاب', 'attendance', 'attendance'],
  ['leave-types', 'attendance', 'نوع مرخصی', 'انواع مرخصی', 'leave type', 'leave types'],
  [
    'student-leaves',
    'attendance',
    'مرخصی دانش‌آموز',
    'مرخصی‌های دانش‌آموزان',
    'student leave',
    'student leaves',
  ],
  ['exam-types', 'assessment', 'نوع آزمون', 'انواع آزمون', 'exam type', 'exam types'],
  ['exams', 'assessment', 'آزمون', 'آزمون‌ها', 'exam', 'exams'],
  [
    'qualitative-score-types',
    'assessment',
    'نمره توصیفی',
    'نمرات توصیفی',
    'qualitative score type',
    'qualitative score types',
  ],
  ['report-card', 'assessment', 'کارنامه', 'کارنامه‌ها', 'report card', 'report cards'],
  ['teacher-log', 'assessment', 'گزارش کلاس', 'گزارش‌های کلاس', 'teacher log', 'teacher logs'],
  ['teacher-note', 'assessment', 'یادداشت دبیر', 'یادداشت‌های دبیر', 'teacher note', 'teacher notes'],
  ['exam-planning', 'examLogistics', 'برنامه امتحانی', 'برنامه‌های امتحانی', 'exam plan', 'exam plans'],
  ['exam-venues', 'examLogistics', 'حوزه امتحانی', 'حوزه‌های امتحانی', 'exam venue', 'exam venues'],
  ['exam-session', 'examLogistics', 'نوبت برگزاری', 'نوبت‌های برگزاری', 'exam session', 'exam sessions'],
  ['exam-seat', 'examLogistics', 'چینش صندلی', 'چینش صندلی‌ها', 'exam seat', 'exam seats'],
  ['corps', 'institutes', 'موسسه', 'موسسات', 'institute', 'institutes'],
  ['corp-exams', 'institutes', 'آزمون موسسه', 'آزمون‌های موسسات', 'institute exam', 'institute exams'],
  [
    'school-discipline-types',
    'discipline',
    'نوع مورد انضباطی',
    'انواع موارد انضباطی',
    'discipline type',
    'discipline types',
  ],
  [
    'discipline-students',
    'discipline',
    'مورد انضباطی',
    'موارد انضباطی',
    'discipline item',
    'discipline items',
  ],
  ['debt-types', 'finance', 'نوع بدهی', 'انواع بدهی', 'debt type', 'debt types'],
  ['student-debts', 'finance', 'بدهی دانش‌آموز', 'بدهی‌های دانش‌آموزان', 'student debt', 'student debts'],
  ['student-debt-peyments', 'finance', 'پرداخت', 'پرداخت‌ها', 'payment', 'payments'],
  ['info', 'communication', 'اطلاعیه', 'اطلاعیه‌ها', 'announcement', 'announcements'],
  ['news', 'communication', 'خبر', 'اخبار', 'news item', 'news'],
  ['feedback-box', 'communication', 'پیشنهاد', 'صندوق پیشنهادات', 'feedback', 'feedback box'],
  ['forms', 'communication', 'فرم', 'فرم‌ها', 'form template', 'form templates'],
  ['sms-templates', 'communication', 'قالب پیامک', 'قالب‌های پیامک', 'SMS template', 'SMS templates'],
  ['survey-groups', 'surveys', 'نظرسنجی', 'نظرسنجی‌ها', 'survey', 'surveys'],
  ['survey-hashes', 'surveys', 'کد نظرسنجی', 'کدهای نظرسنجی', 'survey code', 'survey codes'],
  ['makeup-exams', 'assessment', 'امتحان جبرانی', 'امتحانات جبرانی', 'make-up exam', 'make-up exams'],
  [
    'preregister-campaigns',
    'preregistration',
    'فرم پیش‌ثبت‌نام',
    'فرم‌های پیش‌ثبت‌نام',
    'pre-registration form',
    'pre-registration forms',
  ],
  [
    'preregister',
    'preregistration',
    'پیش‌ثبت‌نام',
    'پیش‌ثبت‌نام‌ها',
    'pre-registration',
    'pre-registrations',
  ],
];

function entityPermissions([key, group, fa1, faN, en1, enN]: EntityRow): Permission[] {
  return [
    { key: `${key}.list`, group, fa: `لیست ${faN}`, en: `List of ${enN}` },
    { key: `${key}.add`, group, fa: `افزودن ${fa1}`, en: `Add ${en1}` },
    { key: `${key}.edit`, group, fa: `ویرایش ${fa1}`, en: `Edit ${en1}` },
    { key: `${key}.delete`, group, fa: `حذف ${fa1}`, en: `Delete ${en1}` },
  ];
}

/** Permissions that are not list/add/edit/delete of an entity: reports, tools and settings. */
const OTHER_PERMISSIONS: Permission[] = [
  {
    key: 'school-information.view',
    group: 'organisation',
    fa: 'مشاهده مشخصات مدرسه',
    en: 'View school details',
  },
  {
    key: 'school-information.edit',
    group: 'organisation',
    fa: 'ویرایش مشخصات مدرسه',
    en: 'Edit school details',
  },
  { key: 'schedule-calendar.manage', group: 'curriculum', fa: 'تقویم برنامه‌ریزی', en: 'Planning calendar' },
  { key: 'weekly-schedule.manage', group: 'curriculum', fa: 'برنامه هفتگی', en: 'Weekly schedule' },
  {
    key: 'students.import',
    group: 'people',
    fa: 'ورود دانش‌آموزان از اکسل',
    en: 'Import students from Excel',
  },
  { key: 'students.phone-import', group: 'people', fa: 'ورود شماره تلفن اولیا', en: 'Import parent phones' },
  {
    key: 'students.photos',
    group: 'people',
    fa: 'دریافت گروهی عکس دانش‌آموزان',
    en: 'Upload student photos',
  },
  { key: 'students.file', group: 'people', fa: 'پرونده دانش‌آموز', en: 'Student dossier' },
  { key: 'teachers.import', group: 'people', fa: 'ورود دبیران از اکسل', en: 'Import teachers from Excel' },
  { key: 'teachers.view', group: 'people', fa: 'مشاهده دبیر', en: 'View teacher' },
  { key: 'teacher-profile.edit', group: 'people', fa: 'ویرایش پروفایل دبیر', en: 'Edit teacher profile' },
  {
    key: 'classrooms.list-order',
    group: 'organisation',
    fa: 'ترتیب دانش‌آموزان کلاس',
    en: 'Classroom roll order',
  },
  {
    key: 'attendance.all-groups',
    group: 'attendance',
    fa: 'حضور و غیاب همه گروه‌های درسی',
    en: 'Attendance of any course group',
  },
  { key: 'scores.amend', group: 'assessment', fa: 'اصلاح نمره قفل‌شده', en: 'Amend locked scores' },
  { key: 'exams.scores', group: 'assessment', fa: 'ثبت نمره آزمون', en: 'Enter exam scores' },
  {
    key: 'exams.all-groups',
    group: 'assessment',
    fa: 'ثبت نمره آزمون همه گروه‌های درسی',
    en: 'Exam scores of any course group',
  },
  { key: 'course-groups.worksheet', group: 'assessment', fa: 'کاربرگ نمرات', en: 'Worksheet scores' },
  {
    key: 'teacher-log.all-teachers',
    group: 'assessment',
    fa: 'گزارش‌های کلاس همه دبیران',
    en: "All teachers' logs",
  },
  {
    key: 'teacher-note.all-teachers',
    group: 'assessment',
    fa: 'یادداشت‌های همه دبیران',
    en: "All teachers' notes",
  },
  { key: 'course-groups.continuous-score', group: 'assessment', fa: 'نمره مستمر', en: 'Continuous score' },
  { key: 'report-card.publish', group: 'assessment', fa: 'انتشار کارنامه', en: 'Publish report cards' },
  { key: 'year-results.list', group: 'assessment', fa: 'نتایج پایان سال', en: "The year's results" },
  {
    key: 'year-results.edit',
    group: 'assessment',
    fa: 'تعیین دستی نتیجه سال',
    en: "Set a year's outcome by hand",
  },
  {
    key: 'makeup-exams.scores',
    group: 'assessment',
    fa: 'ثبت نمره امتحان جبرانی',
    en: 'Enter make-up exam scores',
  },
  { key: 'exam-admit-card.print', group: 'examLogistics', fa: 'کارت ورود به جلسه', en: 'Exam admit cards' },
  { key: 'exam-start-time.manage', group: 'examLogistics', fa: 'ساعت شروع امتحان', en: 'Exam start times' },
  {
    key: 'exam-venue-reports.view',
    group: 'examLogistics',
    fa: 'گزارش‌های حوزه امتحانی',
    en: 'Exam venue reports',
  },
  {
    key: 'exam-seat.absent',
    group: 'examLogistics',
    fa: 'ثبت غایبان جلسه امتحان',
    en: 'Mark exam absentees',
  },
  {
    key: 'corp-exams.import',
    group: 'institutes',
    fa: 'ورود نتایج آزمون موسسه از اکسل',
    en: 'Import institute exam results',
  },
  {
    key: 'corp-reports.view',
    group: 'institutes',
    fa: 'گزارش‌های آزمون موسسات',
    en: 'Institute exam reports',
  },
  {
    key: 'forms.print',
    group: 'communication',
    fa: 'چاپ فرم برای دانش‌آموزان',
    en: 'Print forms for students',
  },
  { key: 'sms.send', group: 'communication', fa: 'ارسال پیامک', en: 'Send SMS' },
  { key: 'sms.list', group: 'communication', fa: 'گزارش پیامک‌ها', en: 'SMS log' },
  { key: 'sms.settings', group: 'settings', fa: 'تنظیمات پیامک', en: 'SMS settings' },
  { key: 'survey-reports.view', group: 'surveys', fa: 'گزارش‌های نظرسنجی', en: 'Survey reports' },
  {
    key: 'survey-reports.own',
    group: 'surveys',
    fa: 'گزارش نظرسنجی خود دبیر',
    en: "A teacher's own survey report",
  },
  {
    key: 'preregister.decide',
    group: 'preregistration',
    fa: 'بررسی، پذیرش و رد پیش‌ثبت‌نام',
    en: 'Review, accept and reject pre-registrations',
  },
  {
    key: 'preregister.enrol',
    group: 'preregistration',
    fa: 'ثبت‌نام قطعی متقاضی در کلاس',
    en: 'Enrol applicants in a classroom',
  },
  { key: 'sida.exchange', group: 'sida', fa: 'تبادل با سیدا', en: 'Exchange with Sida' },
  { key: 'sida.reports', group: 'sida', fa: 'گزارش‌های سیدا', en: 'Sida reports' },
  { key: 'sida.settings', group: 'settings', fa: 'تنظیمات اتصال به سیدا', en: 'Sida connection settings' },
  {
    key: 'reports.attendance',
    group: 'reports',
    fa: 'مشاهده گزارش حضور و غیاب',
    en: 'View attendance report',
  },
  {
    key: 'reports.absences-per-course',
    group: 'reports',
    fa: 'گزارش غیبت به تفکیک درس',
    en: 'Absences per course report',
  },
  {
    key: 'reports.student-absences',
    group: 'reports',
    fa: 'گزارش غیبت دانش‌آموزان',
    en: 'Student absences report',
  },
  {
    key: 'reports.student-time-on-site',
    group: 'reports',
    fa: 'گزارش حضور دانش‌آموزان در سامانه',
    en: 'Student time on site',
  },
  {
    key: 'reports.teacher-time-on-site',
    group: 'reports',
    fa: 'گزارش حضور دبیران در سامانه',
    en: 'Teacher time on site',
  },
  {
    key: 'reports.below-passing',
    group: 'reports',
    fa: 'گزارش نمرات زیر حد قبولی',
    en: 'Below passing score report',
  },
  { key: 'reports.top-students', group: 'reports', fa: 'گزارش دانش‌آموزان برتر', en: 'Top students report' },
  {
    key: 'reports.top-students-course',
    group: 'reports',
    fa: 'گزارش دانش‌آموزان برتر هر درس',
    en: 'Top students per course report',
  },
  {
    key: 'reports.monthly-classroom-grades',
    group: 'reports',
    fa: 'گزارش ماهانه نمرات کلاس',
    en: 'Monthly classroom grades',
  },
  { key: 'reports.scores', group: 'reports', fa: 'گزارش نمرات', en: 'Scores report' },
  { key: 'reports.teacher', group: 'reports', fa: 'گزارش دبیران', en: 'Teacher report' },
  {
    key: 'reports.teachers-no-exams',
    group: 'reports',
    fa: 'گزارش دبیران بدون آزمون',
    en: 'Teachers with no exams',
  },
  {
    key: 'reports.teachers-few-grades',
    group: 'reports',
    fa: 'گزارش دبیران با نمره کم',
    en: 'Teachers with few grades',
  },
  { key: 'reports.disciplinary', group: 'reports', fa: 'گزارش انضباطی', en: 'Disciplinary report' },
  {
    key: 'reports.disciplinary-score',
    group: 'reports',
    fa: 'گزارش نمره انضباط',
    en: 'Discipline score report',
  },
  {
    key: 'reports.debts-summary',
    group: 'reports',
    fa: 'خلاصه بدهی و پرداخت',
    en: 'Debts and payments summary',
  },
  {
    key: 'year-rollover.run',
    group: 'organisation',
    fa: 'انتقال مدرسه به سال تحصیلی جدید',
    en: 'Roll a school over to the new year',
  },
  {
    key: 'year-rollover.new-year',
    group: 'organisation',
    fa: 'ایجاد سال تحصیلی جدید و نوبت‌های آن',
    en: 'Create the next academic year and its terms',
  },
  { key: 'year-rollover.close', group: 'organisation', fa: 'بستن سال تحصیلی', en: 'Close an academic year' },
  { key: 'students.transcript', group: 'people', fa: 'سوابق تحصیلی دانش‌آموز', en: 'Student transcript' },
  { key: 'students.transfer', group: 'people', fa: 'انتقال دانش‌آموز', en: 'Transfer a student out' },
  { key: 'settings.main', group: 'settings', fa: 'تنظیمات اصلی', en: 'Main settings' },
  { key: 'audit.view', group: 'settings', fa: 'مشاهده تاریخچه تغییرات', en: 'View change history' },
];

/**
 * Entity permissions whose list/add/edit/delete wording would mislead: adding to the feedback box is
 * sending a message to it, editing is answering.
 */
const ENTITY_LABELS: Readonly<Record<string, { fa: string; en: string }>> = {
  'feedback-box.list': { fa: 'خواندن پیام‌های صندوق پیشنهادات', en: 'Read the feedback box' },
  'feedback-box.add': { fa: 'ارسال پیام به صندوق پیشنهادات', en: 'Send to the feedback box' },
  'feedback-box.edit': { fa: 'پاسخ و تعیین وضعیت پیام‌ها', en: 'Reply to feedback and set its status' },
  'feedback-box.delete': { fa: 'حذف پیام صندوق پیشنهادات', en: 'Delete feedback' },
};

export const PERMISSIONS: readonly Permission[] = [
  ...ENTITIES.flatMap(entityPermissions).map((p) => ({ ...p, ...ENTITY_LABELS[p.key] })),
  ...OTHER_PERMISSIONS,
];

export const PERMISSION_KEYS: ReadonlySet<string> = new Set(PERMISSIONS.map((p) => p.key));

/**
 * The pages whose list/add/edit/delete the catalogue names, by key prefix («students»): the role
 * form shows each as one row with those four side by side, and the page's other permissions with it.
 */
export const PERMISSION_PAGE_LABELS: Readonly<Record<string, { fa: string; en: string }>> =
  Object.fromEntries(
    ENTITIES.map(([key, , , faPlural, , enPlural]) => [
      key,
      { fa: faPlural, en: enPlural.charAt(0).toUpperCase() + enPlural.slice(1) },
    ]),
  );

/**
 * Writes to data every school shares — the network's complexes, academic years and terms, majors,
 * course plans, institutes and roles, and adding or removing a school. Only a user whose scope is
 * the whole network may hold these: for anyone bound to schools they are dropped whatever their
 * roles say.
 */
export const NETWORK_WRITE_PERMISSIONS: ReadonlySet<string> = new Set([
  // Institutes (قلم‌چی، گاج ...) are the same for every school; each school records its own exams.
  ...['complexes', 'academic-years', 'major', 'course-plans', 'roles', 'corps'].flatMap((key) => [
    `${key}.add`,
    `${key}.edit`,
    `${key}.delete`,
  ]),
  'schools.add',
  'schools.delete',
  // The SMS provider and its key are the network's, like its credit.
  'sms.settings',
  // Academic years are the network's: making the next one and closing one span every school.
  'year-rollover.new-year',
  'year-rollover.close',
  // The Sida connector and its credentials are the network's: one way to reach the Ministry.
  'sida.settings',
]);

export function isPermissionKey(key: string): boolean {
  return PERMISSION_KEYS.has(key);
}

export function permissionLabel(key: string, lang: 'fa' | 'en' = 'fa'): string {
  return PERMISSIONS.find((p) => p.key === key)?.[lang] ?? key;
}
