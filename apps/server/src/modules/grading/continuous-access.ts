/**
 * Who may see and override a course group's continuous scores, in which term: the shared rules of
 * course-group-work, in this page's words.
 */
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { groupForWork, termForWork, type WorkGroup } from '../course-group-work/group-work-access';

export { yearTerms as groupTerms } from '../course-group-work/group-work-access';

export const CONTINUOUS_MESSAGES = {
  removeReason: 'حذف نمره مستمر دستی از کارنامه منتشرشده اصلاح است: علت آن را بنویسید.',
  notFound: 'گروه درسی مورد نظر یافت نشد.',
  notOwn: 'نمره مستمر این گروه درسی را دبیر آن تعیین می‌کند.',
  term: 'این نوبت از سال تحصیلی این گروه درسی نیست.',
  noTerm: 'برای سال تحصیلی این گروه درسی نوبتی تعریف نشده است.',
  notMember: 'این دانش‌آموز در این گروه درسی نیست.',
  published: 'کارنامه این دانش‌آموز در این نوبت منتشر شده است؛ اصلاح آن دسترسی اصلاح نمره می‌خواهد.',
  noOverride: 'برای این دانش‌آموز نمره مستمر دستی ثبت نشده است.',
};

export type ContinuousGroup = WorkGroup;

export const continuousGroup = (db: Db, access: UserAccess, courseGroupId: number) =>
  groupForWork(db, access, courseGroupId, CONTINUOUS_MESSAGES);

export const continuousTerm = (db: Db, group: WorkGroup, termId: number | undefined, today?: string) =>
  termForWork(db, group, termId, CONTINUOUS_MESSAGES, today);
