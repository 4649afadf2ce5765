/**
 * The upper-secondary curriculum of the generated network: majors, the courses of each grade and
 * major with their weekly hours, and the school day. Weekly hours per classroom stay below the 30
 * slots of the week (5 days × 6 periods), so every classroom's timetable fits.
 */
export const MAJORS = [
  { key: 'math', name: 'ریاضی فیزیک', code: '01', share: 0.35 },
  { key: 'science', name: 'علوم تجربی', code: '02', share: 0.4 },
  { key: 'humanities', name: 'ادبیات و علوم انسانی', code: '03', share: 0.25 },
] as const;
export type MajorKey = (typeof MAJORS)[number]['key'];

export const GRADES = [10, 11, 12] as const;
export type Grade = (typeof GRADES)[number];
export const GRADE_NAMES: Record<Grade, string> = { 10: 'دهم', 11: 'یازدهم', 12: 'دوازدهم' };
const GRADE_SUFFIX: Record<Grade, string> = { 10: '۱', 11: '۲', 12: '۳' };

/** Short major names used in classroom names ("دهم ریاضی ۲"). */
export const MAJOR_SHORT: Record<MajorKey, string> = {
  math: 'ریاضی',
  science: 'تجربی',
  humanities: 'انسانی',
};

/** A course as a teacher's subject sees it; `subject` decides who may teach it. */
export interface CourseSpec {
  title: string;
  subject: string;
  hours: number;
  units: number;
  kind: 'theory' | 'practical' | 'both';
}

const course = (title: string, subject: string, hours: number, kind: CourseSpec['kind'] = 'theory') => ({
  title,
  subject,
  hours,
  units: hours,
  kind,
});

/** Courses every major takes (their plans have no major). */
const COMMON: CourseSpec[] = [
  course('فارسی', 'ادبیات فارسی', 2),
  course('نگارش', 'ادبیات فارسی', 2),
  course('عربی', 'عربی', 2),
  course('دین و زندگی', 'دینی', 2),
  course('زبان انگلیسی', 'زبان انگلیسی', 2),
  course('تربیت بدنی', 'تربیت بدنی', 2, 'practical'),
];

const BY_MAJOR: Record<MajorKey, Record<Grade, CourseSpec[]>> = {
  math: {
    10: [
      course('ریاضی', 'ریاضی', 4),
      course('فیزیک', 'فیزیک', 3),
      course('شیمی', 'شیمی', 3),
      course('هندسه', 'ریاضی', 2),
      course('آزمایشگاه علوم', 'شیمی', 2, 'practical'),
    ],
    11: [
      course('حسابان', 'ریاضی', 4),
      course('فیزیک', 'فیزیک', 3),
      course('شیمی', 'شیمی', 3),
      course('هندسه', 'ریاضی', 2),
      course('آمار و احتمال', 'ریاضی', 2),
    ],
    12: [
      course('حسابان', 'ریاضی', 3),
      course('فیزیک', 'فیزیک', 4),
      course('شیمی', 'شیمی', 3),
      course('هندسه', 'ریاضی', 2),
      course('ریاضیات گسسته', 'ریاضی', 3),
    ],
  },
  science: {
    10: [
      course('ریاضی', 'ریاضی', 4),
      course('زیست‌شناسی', 'زیست‌شناسی', 3),
      course('فیزیک', 'فیزیک', 3),
      course('شیمی', 'شیمی', 3),
      course('آزمایشگاه علوم', 'زیست‌شناسی', 2, 'practical'),
    ],
    11: [
      course('ریاضی', 'ریاضی', 4),
      course('زیست‌شناسی', 'زیست‌شناسی', 4),
      course('فیزیک', 'فیزیک', 3),
      course('شیمی', 'شیمی', 3),
    ],
    12: [
      course('ریاضی', 'ریاضی', 4),
      course('زیست‌شناسی', 'زیست‌شناسی', 4),
      course('فیزیک', 'فیزیک', 3),
      course('شیمی', 'شیمی', 3),
    ],
  },
  humanities: {
    10: [
      course('ریاضی و آمار', 'ریاضی', 4),
      course('اقتصاد', 'علوم اجتماعی', 3),
      course('علوم و فنون ادبی', 'ادبیات فارسی', 2),
      course('جامعه‌شناسی', 'علوم اجتماعی', 2),
      course('منطق', 'علوم اجتماعی', 2),
      course('تاریخ', 'علوم اجتماعی', 2),
    ],
    11: [
      course('ریاضی و آمار', 'ریاضی', 3),
      course('علوم و فنون ادبی', 'ادبیات فارسی', 3),
      course('جامعه‌شناسی', 'علوم اجتماعی', 2),
      course('فلسفه', 'علوم اجتماعی', 2),
      course('روان‌شناسی', 'علوم اجتماعی', 2),
      course('تاریخ', 'علوم اجتماعی', 2),
    ],
    12: [
      course('ریاضی و آمار', 'ریاضی', 3),
      course('علوم و فنون ادبی', 'ادبیات فارسی', 3),
      course('جامعه‌شناسی', 'علوم اجتماعی', 2),
      course('فلسفه', 'علوم اجتماعی', 2),
      course('جغرافیا', 'علوم اجتماعی', 2),
      course('تاریخ', 'علوم اجتماعی', 2),
    ],
  },
};

export interface PlannedCourse extends CourseSpec {
  /** Unique course-plan code: grade, major code (00 = common), index. */
  code: string;
  grade: Grade;
  major: MajorKey | null;
  fullTitle: string;
}

/** Every course plan of the network: the common ones per grade, then each major's. */
export function coursePlanSpecs(): PlannedCourse[] {
  const out: PlannedCourse[] = [];
  for (const grade of GRADES) {
    COMMON.forEach((c, i) =>
      out.push({
        ...c,
        grade,
        major: null,
        code: `L${grade}00${String(i + 1).padStart(2, '0')}`,
        fullTitle: `${c.title} ${GRADE_SUFFIX[grade]}`,
      }),
    );
    for (const major of MAJORS) {
      BY_MAJOR[major.key][grade].forEach((c, i) =>
        out.push({
          ...c,
          grade,
          major: major.key,
          code: `L${grade}${major.code}${String(i + 1).padStart(2, '0')}`,
          fullTitle: `${c.title} ${GRADE_SUFFIX[grade]}`,
        }),
      );
    }
  }
  return out;
}

/** The courses a classroom of this grade and major takes. */
export function coursesOf<T extends PlannedCourse>(plans: readonly T[], grade: Grade, major: MajorKey): T[] {
  return plans.filter((p) => p.grade === grade && (p.major === null || p.major === major));
}

export const PERIODS = [
  ['زنگ اول', '07:30', '08:15'],
  ['زنگ دوم', '08:25', '09:10'],
  ['زنگ سوم', '09:25', '10:10'],
  ['زنگ چهارم', '10:20', '11:05'],
  ['زنگ پنجم', '11:15', '12:00'],
  ['زنگ ششم', '12:10', '12:55'],
] as const;

/** Saturday (0) to Wednesday (4); Thursday is left for extra-curricular activities. */
export const TEACHING_DAYS = [0, 1, 2, 3, 4] as const;

/** A full-time teacher's weekly teaching hours at most. */
export const MAX_TEACHER_HOURS = 24;
