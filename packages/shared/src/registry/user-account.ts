/**
 * The add-user form: an account together with its first role in a school, created in one request
 * (POST /api/users/with-role) so no account is left without a role. Not an entity of its own: the
 * users entity's fields, then the role and the school of user-roles, validated by the same schemas.
 */
import { userRolesEntity, usersEntity } from './organisation';
import type { EntityDef, FieldDef } from './types';

/** The fields the form adds to the account's; the server hands them to the user-role it creates. */
export const USER_ROLE_FIELDS = ['roleId', 'schoolId'] as const;

const roleFields: FieldDef[] = userRolesEntity.fields
  .filter((f) => (USER_ROLE_FIELDS as readonly string[]).includes(f.name))
  .map((f) => ({ ...f, list: false, filterable: false }));

export const userWithRoleForm: EntityDef = { ...usersEntity, fields: [...usersEntity.fields, ...roleFields] };
