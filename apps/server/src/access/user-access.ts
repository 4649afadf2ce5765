/** What a user may do and where: their roles, permission keys, schools and CASL rules. */
import {
  NETWORK_WRITE_PERMISSIONS,
  buildAbilityRules,
  type AbilityRule,
  type SchoolSummary,
  type UserData,
} from '@school/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, schools, userRoles, users } from '../db/schema';

export interface UserAccess {
  userId: number;
  username: string;
  fullName: string;
  roleNames: string[];
  isSystemManager: boolean;
  permissions: ReadonlySet<string>;
  /** Schools the user may see; 'all' for network-wide roles. */
  schoolScope: number[] | 'all';
  schools: SchoolSummary[];
  currentSchoolId: number | null;
  currentAcademicYearId: number | null;
  rules: AbilityRule[];
  /**
   * The network's academic years, newest first, read with the session on every request (one round
   * trip less for each call that needs the current context); absent outside a request.
   */
  academicYears?: AcademicYearSummary[];
}

export interface AcademicYearSummary {
  id: number;
  title: string;
  isCurrent: boolean;
}

export async function loadUserAccess(db: Db, userId: number): Promise<UserAccess | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !user.active) return null;
  const held = await db
    .select({
      name: roles.name,
      permissions: roles.permissions,
      isSystem: roles.isSystem,
      schoolId: userRoles.schoolId,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.isSystem), asc(userRoles.id));
  const isSystemManager = held.some((r) => r.isSystem);
  const networkWide = isSystemManager || held.some((r) => r.schoolId === null);
  const schoolIds = [...new Set(held.map((r) => r.schoolId).filter((id): id is number => id !== null))];
  const schoolRows = networkWide
    ? await db.select({ id: schools.id, name: schools.name }).from(schools).orderBy(asc(schools.id))
    : schoolIds.length
      ? await db
          .select({ id: schools.id, name: schools.name })
          .from(schools)
          .where(inArray(schools.id, schoolIds))
          .orderBy(asc(schools.id))
      : [];
  // Writes to the network's shared data belong to network-wide users only, whatever a role says.
  const permissions = new Set(
    held.flatMap((r) => r.permissions).filter((p) => networkWide || !NETWORK_WRITE_PERMISSIONS.has(p)),
  );
  // The system manager's name leads, then other roles in the order they were granted.
  const roleNames = [
    ...new Set([...held.filter((r) => r.isSystem), ...held.filter((r) => !r.isSystem)].map((r) => r.name)),
  ];
  return {
    userId: user.id,
    username: user.username,
    fullName: user.fullName,
    roleNames,
    isSystemManager,
    permissions,
    schoolScope: networkWide ? 'all' : schoolIds,
    schools: schoolRows,
    currentSchoolId: user.currentSchoolId,
    currentAcademicYearId: user.currentAcademicYearId,
    rules: buildAbilityRules(permissions, isSystemManager),
  };
}

export function can(access: UserAccess, permission: string): boolean {
  return access.isSystemManager || access.permissions.has(permission);
}

export function toUserData(access: UserAccess, sessionExpiresAt: Date): UserData {
  return {
    id: access.userId,
    username: access.username,
    fullName: access.fullName,
    role_name: access.roleNames[0] ?? '',
    roles: access.roleNames,
    schools: access.schools,
    sessionExpiresAt: Math.floor(sessionExpiresAt.getTime() / 1000),
  };
}
