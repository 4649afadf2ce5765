/**
 * The built-in roles' defaults (seed/built-in-roles.ts) and migration 0029, which brings existing
 * built-in roles to them unless a network has edited them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_ROLES, NETWORK_WRITE_PERMISSIONS, isPermissionKey } from '@school/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema';
import { BUILT_IN_ROLE_DEFINITIONS } from '../src/db/seed/built-in-roles';
import { createTestContext, type TestContext } from './helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const definition = (name: string) =>
  new Set(BUILT_IN_ROLE_DEFINITIONS.find((r) => r.name === name)!.permissions);

describe('built-in role defaults', () => {
  it('gives only catalogue permissions, and no school role a write to the network’s shared data', () => {
    for (const role of BUILT_IN_ROLE_DEFINITIONS) {
      for (const key of role.permissions) expect(isPermissionKey(key), `${role.name}: ${key}`).toBe(true);
      if (!role.isSystem)
        expect(
          role.permissions.filter((p) => NETWORK_WRITE_PERMISSIONS.has(p)),
          role.name,
        ).toEqual([]);
    }
  });

  it('keeps deputies off the school itself: no deleting or editing schools, no removing its people', () => {
    for (const name of [BUILT_IN_ROLES.educationDeputy, BUILT_IN_ROLES.trainingDeputy]) {
      const held = definition(name);
      for (const key of [
        'schools.delete',
        'schools.edit',
        'school-information.edit',
        'students.delete',
        'teachers.delete',
      ])
        expect(held.has(key), `${name}: ${key}`).toBe(false);
    }
    expect(definition(BUILT_IN_ROLES.educationDeputy).has('classrooms.add')).toBe(true);
    expect(definition(BUILT_IN_ROLES.clerk).has('teachers.delete')).toBe(false);
    expect(definition(BUILT_IN_ROLES.clerk).has('students.add')).toBe(true);
  });

  it('lets a school manager give accounts every other school role, each within their own permissions', () => {
    const manager = definition(BUILT_IN_ROLES.schoolManager);
    for (const key of ['users.list', 'users.add', 'users.edit', 'roles.list'])
      expect(manager.has(key), key).toBe(true);
    expect(manager.has('roles.add')).toBe(false);
    for (const role of BUILT_IN_ROLE_DEFINITIONS.filter((r) => !r.isSystem))
      expect(
        role.permissions.filter((p) => !manager.has(p)),
        role.name,
      ).toEqual([]);
  });
});

describe('migration 0029', () => {
  async function run() {
    const file = path.join(import.meta.dirname, '../drizzle/0029_built_in_role_defaults.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await ctx.database.db.execute(sql.raw(statement));
  }
  const held = async (name: string) =>
    (await ctx.database.db.select().from(roles).where(eq(roles.name, name)))[0]!;

  it('brings built-in roles never edited to the defaults, and leaves an edited one alone', async () => {
    const { db } = ctx.database;
    const manager = await held(BUILT_IN_ROLES.schoolManager);
    const deputy = await held(BUILT_IN_ROLES.educationDeputy);
    const clerk = await held(BUILT_IN_ROLES.clerk);
    // As the roles were before: a manager without account administration, a deputy who could edit the
    // school and remove students, and an office role a network edited (version 2) to remove teachers.
    await db
      .update(roles)
      .set({ permissions: manager.permissions.filter((p) => p !== 'users.add' && p !== 'users.edit') })
      .where(eq(roles.id, manager.id));
    await db
      .update(roles)
      .set({ permissions: [...deputy.permissions, 'schools.edit', 'students.delete'] })
      .where(eq(roles.id, deputy.id));
    await db
      .update(roles)
      .set({ permissions: [...clerk.permissions, 'teachers.delete'], version: 2 })
      .where(eq(roles.id, clerk.id));

    await run();
    await run(); // twice: nothing more changes

    const after = await held(BUILT_IN_ROLES.schoolManager);
    expect(after.permissions.filter((p) => p === 'users.add' || p === 'users.edit')).toEqual([
      'users.add',
      'users.edit',
    ]);
    expect(after.permissions.length).toBe(new Set(after.permissions).size);
    const deputyAfter = (await held(BUILT_IN_ROLES.educationDeputy)).permissions;
    expect(deputyAfter).not.toContain('schools.edit');
    expect(deputyAfter).not.toContain('students.delete');
    expect(deputyAfter).toEqual(
      deputy.permissions.filter((p) => p !== 'schools.edit' && p !== 'students.delete'),
    );
    expect((await held(BUILT_IN_ROLES.clerk)).permissions).toContain('teachers.delete');
  });
});
