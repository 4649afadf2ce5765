/**
 * The built-in roles of DOMAIN.md with sensible starting permissions. They exist in every database
 * (production included) so the first admin and the role pages have something to start from.
 */
import { BUILT_IN_ROLES, NETWORK_WRITE_PERMISSIONS, PERMISSIONS, type PermissionGroup } from '@school/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { roles } from '../schema';

/** A school role never carries writes to the network's shared data (NETWORK_WRITE_PERMISSIONS). */
const schoolKeys = (keep: (key: string, group: PermissionGroup) => boolean) =>
  PERMISSIONS.filter((p) => keep(p.key, p.group) && !NETWORK_WRITE_PERMISSIONS.has(p.key)).map((p) => p.key);

const keysOf = (groups: PermissionGroup[], except: string[] = []) =>
  schoolKeys((key, group) => groups.includes(group) && !except.includes(key));

/**
 * A deputy runs their area, not the school: the school's own record and details, removing its
 * students and teachers, and its office staff stay with the manager (and the office).
 */
const NOT_FOR_DEPUTIES = [
  'schools.edit',
  'school-information.edit',
  'students.delete',
  'teachers.delete',
  'office-manager.add',
  'office-manager.edit',
  'office-manager.delete',
  'teacher-profile.edit',
  // Turning the school over to the new year (copying its structure, promoting its students) is the
  // manager's decision.
  'year-rollover.run',
];

/** The office registers and keeps records; removing teachers or fellow staff is the manager's. */
const NOT_FOR_CLERKS = ['teacher-profile.edit', 'teachers.delete', 'office-manager.delete'];

/**
 * A school manager gives their school's people their accounts and roles (never a role reaching
 * beyond their own: settings.ts), and sees the roles to choose from; roles themselves are the
 * network's.
 */
const MANAGER_ACCOUNTS = ['users.list', 'users.add', 'users.edit', 'roles.list', 'audit.view'];

/**
 * Everyone sends to the feedback box; reading, answering and removing its messages is the school
 * manager's alone, since a message may be about anyone else (the office and the training deputy keep
 * the rest of communication).
 */
const FEEDBACK_BOX_SEND = 'feedback-box.add';
const FEEDBACK_BOX_MANAGER = ['feedback-box.list', 'feedback-box.edit', 'feedback-box.delete'];

const TEACHER_PERMISSIONS = [
  FEEDBACK_BOX_SEND,
  // Their own figures of the teacher surveys (shown only from five answers up, like every report).
  'survey-reports.own',
  'teacher-profile.edit',
  'attendance.list',
  'attendance.add',
  'attendance.edit',
  'exams.list',
  // A class quiz for their own groups, and removing one made by mistake (the exams binding keeps
  // them to those). Not exams.edit: it also locks and unlocks an exam's scores, the manager's call.
  'exams.add',
  'exams.delete',
  'exams.scores',
  // A supervisor of an exam venue marks its absentees at the door (their own venues only).
  'exam-seat.absent',
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
    permissions: [...schoolKeys((_, group) => group !== 'settings'), ...MANAGER_ACCOUNTS],
  },
  {
    name: BUILT_IN_ROLES.educationDeputy,
    description: 'امور آموزشی، برنامه و نمره',
    isSystem: false,
    permissions: [
      ...keysOf(
        [
          'organisation',
          'people',
          'curriculum',
          'attendance',
          'assessment',
          'examLogistics',
          'institutes',
          'reports',
        ],
        NOT_FOR_DEPUTIES,
      ),
      FEEDBACK_BOX_SEND,
      // Scores are the education deputy's: they bring Sida's lists and results and record scores to it.
      'sida.exchange',
      // The score analytics of the Sida section read the school's report cards, the deputy's area.
      'sida.reports',
    ],
  },
  {
    name: BUILT_IN_ROLES.trainingDeputy,
    description: 'امور پرورشی، انضباط و نظرسنجی',
    isSystem: false,
    permissions: [
      ...keysOf(['discipline', 'surveys', 'communication'], ['sms.send', ...FEEDBACK_BOX_MANAGER]),
      'students.list',
      // Every group's rows to read (without attendance.add they write none): a teacher reads only their own.
      'attendance.list',
      'attendance.all-groups',
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
      ...keysOf(
        ['people', 'finance', 'preregistration', 'communication'],
        [...NOT_FOR_CLERKS, ...FEEDBACK_BOX_MANAGER],
      ),
      'attendance.list',
      'attendance.all-groups',
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
