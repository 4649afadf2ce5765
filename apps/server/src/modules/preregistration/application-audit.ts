/**
 * The audit rows of pre-registration's own writes (the public form, decisions, enrolment), as the
 * engine writes them for its own: the entity's registry fields before and after. A public write
 * names no user.
 */
import type { EntityDef } from '@school/shared';
import type { Db } from '../../db/client';
import { writeAudit, type AuditAction } from '../../engine/audit';
import type { Row } from '../../engine/binding';
import { auditValues } from '../../engine/serialize';

export async function auditWrite(
  tx: Db,
  change: {
    def: EntityDef;
    action: AuditAction;
    userId: number | null;
    schoolId: number;
    entityId: number;
    before?: object | null;
    after?: object | null;
  },
): Promise<void> {
  const values = (row: object | null | undefined) => (row ? auditValues(change.def, row as Row) : null);
  await writeAudit(tx, {
    userId: change.userId,
    entity: change.def.name,
    entityId: change.entityId,
    action: change.action,
    schoolId: change.schoolId,
    before: values(change.before),
    after: values(change.after),
  });
}
