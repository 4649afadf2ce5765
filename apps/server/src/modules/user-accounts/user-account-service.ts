/**
 * An account and its first role, created together: the user through the users entity, then the
 * user-role through the user-roles entity, in one transaction. Each goes through the engine with its
 * own binding, so every rule of POST /api/users and POST /api/user-roles holds as it does there (the
 * password policy, unique usernames, the school within the editor's reach, no role carrying a
 * permission the editor lacks, the system manager role only from a system manager); if the role is
 * refused, the account is not kept either.
 */
import { USER_ROLE_FIELDS } from '@school/shared';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import type { EntityBinding } from '../../engine/binding';
import { EntityService } from '../../engine/entity-service';

export async function createUserWithRole(
  db: Db,
  bindings: ReadonlyMap<string, EntityBinding>,
  access: UserAccess,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const account = { ...body };
  const role: Record<string, unknown> = {};
  for (const field of USER_ROLE_FIELDS) {
    role[field] = body[field] ?? null;
    delete account[field];
  }
  return db.transaction(async (tx) => {
    const engine = new EntityService(tx, bindings);
    const user = await engine.create(engine.binding('users'), access, account);
    const userRole = await engine.create(engine.binding('user-roles'), access, { ...role, userId: user.id });
    return { ...user, userRole };
  });
}
