/**
 * Who may open a course group's worksheet, in which term: the shared rules of course-group-work,
 * in this page's words.
 */
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { groupForWork, termForWork, type WorkGroup } from '../course-group-work/group-work-access';

export { yearTerms } from '../course-group-work/group-work-access';
export type {
  WorkGroup as WorksheetGroup,
  WorkTerm as WorksheetTerm,
} from '../course-group-work/group-work-access';

export const WORKSHEET_MESSAGES = {
  notFound: 'گروه درسی مورد نظر یافت نشد.',
  notOwn: 'کاربرگ این گروه درسی را دبیر آن پر می‌کند.',
  term: 'این نوبت از سال تحصیلی این گروه درسی نیست.',
  noTerm: 'برای سال تحصیلی این گروه درسی نوبتی تعریف نشده است.',
};

export const worksheetGroup = (db: Db, access: UserAccess, courseGroupId: number) =>
  groupForWork(db, access, courseGroupId, WORKSHEET_MESSAGES);

export const worksheetTerm = (db: Db, group: WorkGroup, termId: number | undefined, today?: string) =>
  termForWork(db, group, termId, WORKSHEET_MESSAGES, today);
