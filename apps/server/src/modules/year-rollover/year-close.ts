/**
 * Closing an academic year (the network's decision): from then on its attendance, scores, cards and
 * year-scoped rows are read-only, amendments aside (engine/closed-years.ts). Reopening is allowed to
 * the same permission and audited, for a year closed too early.
 */
import { eq } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { academicYears } from '../../db/schema';
import { writeAudit } from '../../engine/audit';
import { fromYearOf } from './rollover-service';

export async function setYearClosed(db: Db, access: UserAccess, yearId: number, closed: boolean) {
  const year = await fromYearOf(db, yearId);
  if ((year.closedAt !== null) === closed) return { id: year.id, closed, changed: false };
  await db.transaction(async (tx) => {
    await tx
      .update(academicYears)
      .set({
        closedAt: closed ? new Date() : null,
        closedBy: closed ? access.userId : null,
        updatedAt: new Date(),
        updatedBy: access.userId,
        version: year.version + 1,
      })
      .where(eq(academicYears.id, yearId));
    await writeAudit(tx, {
      userId: access.userId,
      entity: 'academic-years',
      entityId: yearId,
      action: 'update',
      schoolId: null,
      before: { closed: !closed },
      after: { closed },
    });
  });
  return { id: year.id, closed, changed: true };
}
