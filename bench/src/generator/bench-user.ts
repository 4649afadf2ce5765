/**
 * The benchmark's login: a system manager whose current school is the first generated one.
 * Production never seeds demo users, so the generator makes this account itself.
 */
import { BUILT_IN_ROLES } from '@school/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../../apps/server/src/auth/passwords';
import type { Db } from '../../../apps/server/src/db/client';
import { roles, userRoles, users } from '../../../apps/server/src/db/schema';

export const BENCH_USERNAME = 'bench';
/** `npm run bench`'s password in its throwaway databases (BENCH_PASSWORD overrides it). */
export const DEFAULT_BENCH_PASSWORD = 'Sanjesh-Shabakeh-1404';

export interface BenchUser {
  username: string;
  password: string;
  userId: number;
}

export async function ensureBenchUser(
  db: Db,
  password: string,
  schoolId: number,
  academicYearId: number,
): Promise<BenchUser> {
  const passwordHash = await hashPassword(password);
  const context = { currentSchoolId: schoolId, currentAcademicYearId: academicYearId };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, BENCH_USERNAME));
  let userId: number;
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, active: true, ...context })
      .where(eq(users.id, existing.id));
    userId = existing.id;
  } else {
    const [created] = await db
      .insert(users)
      .values({ username: BENCH_USERNAME, fullName: 'کاربر سنجش کارایی', passwordHash, ...context })
      .returning({ id: users.id });
    userId = created!.id;
  }
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, BUILT_IN_ROLES.systemManager));
  if (!role)
    throw new Error('the system manager role is missing: run the migrations and built-in roles first');
  const [held] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id), isNull(userRoles.schoolId)));
  if (!held) await db.insert(userRoles).values({ userId, roleId: role.id, schoolId: null });
  return { username: BENCH_USERNAME, password, userId };
}
