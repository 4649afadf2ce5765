import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords';
import type { Db } from '../../src/db/client';
import { roles, schools, userRoles, users } from '../../src/db/schema';
import { TEST_PASSWORD } from './test-app';

/** A user holding one role with exactly these permissions, in one school (by index in id order). */
export async function createUserWith(
  db: Db,
  username: string,
  permissions: string[],
  /** Index of the school the role is held in; null: a network-wide role (current school: the first). */
  schoolIndex: number | null = 0,
): Promise<number> {
  const schoolRows = await db.select({ id: schools.id }).from(schools).orderBy(schools.id);
  const schoolId = schoolIndex === null ? null : schoolRows[schoolIndex]!.id;
  const [role] = await db
    .insert(roles)
    .values({ name: `role-${username}`, permissions })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      username,
      fullName: `کاربر ${username}`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      currentSchoolId: schoolId ?? schoolRows[0]!.id,
    })
    .returning();
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id, schoolId });
  return user!.id;
}

export async function schoolIds(db: Db): Promise<number[]> {
  return (await db.select({ id: schools.id }).from(schools).orderBy(schools.id)).map((s) => s.id);
}

export async function userId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}
