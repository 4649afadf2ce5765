/** Fixed lists of the Iranian school system (DOMAIN.md "Organisation"). */
export const GRADE_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

export const SCHOOL_STAGES = ['primary1', 'primary2', 'lowerSecondary', 'upperSecondary'] as const;
export type SchoolStage = (typeof SCHOOL_STAGES)[number];

/** Which grade levels each stage teaches. */
export const STAGE_GRADES: Record<SchoolStage, readonly GradeLevel[]> = {
  primary1: [1, 2, 3],
  primary2: [4, 5, 6],
  lowerSecondary: [7, 8, 9],
  upperSecondary: [10, 11, 12],
};

export const SCHOOL_GENDERS = ['boys', 'girls', 'mixed'] as const;
export type SchoolGender = (typeof SCHOOL_GENDERS)[number];

/** The built-in roles seeded on a new network (DOMAIN.md). */
export const BUILT_IN_ROLES = {
  systemManager: 'مدیر سیستم',
  schoolManager: 'مدیر مدرسه',
  educationDeputy: 'معاون آموزشی',
  trainingDeputy: 'معاون پرورشی',
  clerk: 'کادر اداری',
  teacher: 'دبیر',
} as const;
