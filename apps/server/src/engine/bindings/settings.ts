/**
 * Roles, users and user roles. These carry the privilege rules: nobody grants a permission they do
 * not hold, the system manager role is untouchable, school-bound managers see and assign only
 * within their own schools.
 */
import { ERROR_CODES, permissionLabel, rolesEntity, userRolesEntity, usersEntity } from '@school/shared';
import { type SQL, eq, inArray, or, sql } from 'drizzle-orm';
import type { UserAccess } from '../../access/user-access';
import { revokeUserSessions } from '../../auth/auth-service';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { writeSecurityEvent } from '../audit';
import type { EntityBinding } from '../binding';

const SYSTEM_ROLE_LOCKED = 'سمت «مدیر سیستم» قابل ویرایش یا حذف نیست.';

function refuse(field: string, message: string, status = 400): AppError {
  return new AppError(status, status === 403 ? ERROR_CODES.FORBIDDEN : ERROR_CODES.VALIDATION, message, {
    [field]: message,
  });
}

/** Permissions the user may hand out: all for the system manager, otherwise only their own. */
function ungrantable(access: UserAccess, permissions: string[]): string[] {
  return access.isSystemManager ? [] : permissions.filter((p) => !access.permissions.has(p));
}

export const rolesBinding: EntityBinding = {
  def: rolesEntity,
  table: roles,
  protectRow: (row) => (row.isSystem ? SYSTEM_ROLE_LOCKED : null),
  async beforeWrite(values, ctx) {
    const extra = ungrantable(ctx.access, (values.permissions as string[] | undefined) ?? []);
    if (extra.length) {
      throw refuse(
        'permissions',
        `این دسترسی‌ها را خودتان ندارید و نمی‌توانید واگذار کنید: ${extra.map((p) => permissionLabel(p)).join('، ')}`,
        403,
      );
    }
    return values;
  },
};

export const USER_CHANGE_MESSAGES = {
  systemManager: 'حساب مدیر سیستم را فقط مدیر سیستم می‌تواند تغییر دهد.',
  beyondScope:
    'این کاربر سمتی در مدرسه‌ای بیرون از دسترسی شما یا با دسترسی‌هایی بیش از دسترسی‌های شما دارد؛ حساب او را نمی‌توانید تغییر دهید.',
};

/**
 * Whether `access` may edit, deactivate, reset or delete user `userId` (or change their roles): every
 * role the user holds must be in a school of the editor's scope and be one the editor could grant
 * (its permissions all the editor's own); nobody but a system manager touches a system manager.
 * Otherwise a school's user administrator could take over an account that reaches further than theirs.
 */
export async function userChangeRefusal(db: Db, access: UserAccess, userId: number): Promise<string | null> {
  if (access.isSystemManager) return null;
  const held = await db
    .select({ isSystem: roles.isSystem, permissions: roles.permissions, schoolId: userRoles.schoolId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  if (held.some((r) => r.isSystem)) return USER_CHANGE_MESSAGES.systemManager;
  const inScope = (schoolId: number | null) =>
    access.schoolScope === 'all' || (schoolId !== null && access.schoolScope.includes(schoolId));
  const beyond = held.some((r) => !inScope(r.schoolId) || ungrantable(access, r.permissions).length > 0);
  return beyond ? USER_CHANGE_MESSAGES.beyondScope : null;
}

/** A school-bound viewer sees users who hold a role in one of their schools, or whom they created. */
function usersVisibleTo(access: UserAccess): SQL | undefined {
  if (access.schoolScope === 'all') return undefined;
  const mine = access.schoolScope.length ? access.schoolScope : [-1];
  return or(
    eq(users.createdBy, access.userId),
    inArray(
      users.id,
      sql`(select ${userRoles.userId} from ${userRoles} where ${inArray(userRoles.schoolId, mine)})`,
    ),
  );
}

export const usersBinding: EntityBinding = {
  def: usersEntity,
  table: users,
  visibleTo: usersVisibleTo,
  canChange: (row, access, db) => userChangeRefusal(db, access, row.id),
  // A password set by someone else ends every session of the account, and is recorded as a reset.
  async afterWrite(row, ctx) {
    if (ctx.mode !== 'update' || row.passwordHash === ctx.existing?.passwordHash) return;
    await revokeUserSessions(ctx.db, row.id);
    await writeSecurityEvent(ctx.db, {
      actorId: ctx.access.userId,
      action: 'password-reset',
      targetUserId: row.id,
      details: { username: row.username },
    });
  },
  async beforeWrite(values, ctx) {
    // The username's shape and normalisation come from the registry schema (format: 'username').
    const out: Record<string, unknown> = { ...values };
    delete out.password;
    if (typeof values.password === 'string' && values.password !== '') {
      const problem = passwordProblem(
        values.password,
        String(values.username ?? ctx.existing?.username ?? ''),
      );
      if (problem) throw refuse('password', problem);
      out.passwordHash = await hashPassword(values.password);
    }
    return out;
  },
};

export const userRolesBinding: EntityBinding = {
  def: userRolesEntity,
  table: userRoles,
  // Rows of the viewer's schools; network-wide grants (school empty) only for network-wide users.
  visibleTo: (access) =>
    access.schoolScope === 'all'
      ? undefined
      : access.schoolScope.length
        ? inArray(userRoles.schoolId, access.schoolScope)
        : sql`false`,
  // Changing someone's roles is changing their account: the same rule as editing the user.
  canChange: (row, access, db) => userChangeRefusal(db, access, row.userId as number),
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const target = await userChangeRefusal(ctx.db, ctx.access, all.userId as number);
    if (target) throw refuse('userId', target, 403);
    if ((all.schoolId ?? null) === null && ctx.access.schoolScope !== 'all') {
      throw refuse('schoolId', 'مدرسه را انتخاب کنید؛ سمت در همه مدارس را فقط مدیر شبکه می‌دهد.');
    }
    const [role] = await ctx.db
      .select()
      .from(roles)
      .where(eq(roles.id, all.roleId as number));
    if (role?.isSystem && !ctx.access.isSystemManager)
      throw refuse('roleId', 'فقط مدیر سیستم می‌تواند این سمت را بدهد.', 403);
    if (role && ungrantable(ctx.access, role.permissions).length) {
      throw refuse('roleId', 'این سمت دسترسی‌هایی دارد که خودتان ندارید و نمی‌توانید واگذار کنید.', 403);
    }
    return values;
  },
};
