/**
 * The built-in roles of DOMAIN.md with sensible starting permissions. They exist in every database
 * (production included) so the first admin and the role pages have something to start from.
 */
import { BUILT_IN_ROLES, PERMISSIONS, type PermissionGroup } from '@school/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { roles } from '../schema';

const keysOf = (groups: PermissionGroup[], except: string[] = []) =>
  PERMISSIONS.filter((p) => groups.includes(p.group) && !except.includes(p.key)).map((p) => p.key);

const TEACHER_PERMISSIONS = [
  'teacher-profile.edit',
  'attendance.list',
  'attendance.add',
  'attendance.edit',
  'exams.list',
  'exams.scores',
  'course-groups.list',
  'course-groups.worksheet',
  'course-groups.continuous-score',
  'teacher-log.list',
  'teacher-log.add',
  'teacher-log.edit',
  'teacher-note.list',
  'teacher-note.add',
  'teacher-note.edit',
];

export const BUILT_IN_ROLE_DEFINITIONS: {
  name: string;
  description: string;
  isSystem: boolean;
  permissions: string[];
}[] = [
  {
    name: BUILT_IN_ROLES.systemManager,
    description: 'دسترسی کامل به همه مدارس شبکه',
    isSystem: true,
    permissions: [],
  },
  {
    name: BUILT_IN_ROLES.schoolManager,
    description: 'مدیریت کامل یک مدرسه',
    isSystem: false,
    permissions: [
      ...PERMISSIONS.filter((p) => p.group !== 'settings').map((p) => p.key),
      'users.list',
      'audit.view',
    ],
  },
  {
    name: BUILT_IN_ROLES.educationDeputy,
    description: 'امور آموزشی، برنامه و نمره',
    isSystem: false,
    permissions: keysOf([
      'organisation',
      'people',
      'curriculum',
      'attendance',
      'assessment',
      'examLogistics',
      'reports',
    ]),
  },
  {
    name: BUILT_IN_ROLES.trainingDeputy,
    description: 'امور پرورشی، انضباط و نظرسنجی',
    isSystem: false,
    permissions: [
      ...keysOf(['discipline', 'surveys', 'communication'], ['sms.send']),
      'students.list',
      'attendance.list',
      'reports.disciplinary',
      'reports.disciplinary-score',
      'reports.student-absences',
    ],
  },
  {
    name: BUILT_IN_ROLES.clerk,
    description: 'ثبت‌نام، پرونده، مالی و اطلاع‌رسانی',
    isSystem: false,
    permissions: [
      ...keysOf(['people', 'finance', 'preregistration', 'communication'], ['teacher-profile.edit']),
      'attendance.list',
      'reports.debts-summary',
      'reports.student-absences',
    ],
  },
  {
    name: BUILT_IN_ROLES.teacher,
    description: 'حضور و غیاب، نمره و گزارش کلاس',
    isSystem: false,
    permissions: TEACHER_PERMISSIONS,
  },
];

/** Inserts the built-in roles that are missing; never overwrites a role a school has edited. */
export async function ensureBuiltInRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(BUILT_IN_ROLE_DEFINITIONS.map((r) => ({ ...r, builtIn: true })))
    .onConflictDoNothing({ target: roles.name });
  // The system manager role is always manage/all, even if an old row said otherwise.
  await db.execute(sql`update roles set is_system = true where name = ${BUILT_IN_ROLES.systemManager}`);
}
