/**
 * The signed-in teacher's own record, and the audit of their changes to it (contact details, photo):
 * written like any edit of the teachers entity, so they show on the teacher's History tab.
 */
import { ERROR_CODES, teachersEntity } from '@school/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teachers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { writeAudit } from '../../engine/audit';
import type { Row } from '../../engine/binding';
import { auditValues } from '../../engine/serialize';

type Teacher = typeof teachers.$inferSelect;

/** The teacher record linked to the caller's account: the only one these routes can reach. */
export async function myTeacher(db: Db, userId: number): Promise<Teacher> {
  const [teacher] = await db.select().from(teachers).where(eq(teachers.userId, userId));
  if (!teacher) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'پرونده دبیری برای حساب شما ثبت نشده است.');
  return teacher;
}

export const STALE_PROFILE = 'پروفایل در این فاصله تغییر کرده است؛ صفحه را تازه کنید.';

export async function auditTeacherChange(db: Db, userId: number, before: Teacher, after: Teacher) {
  await writeAudit(db, {
    userId,
    entity: teachersEntity.name,
    entityId: after.id,
    action: 'update',
    schoolId: after.schoolId,
    before: auditValues(teachersEntity, before as unknown as Row),
    after: auditValues(teachersEntity, after as unknown as Row),
  });
}
