/**
 * School scope, generated per entity: a user of school A can never read, change, delete, list or
 * export school B's rows — they do not exist for them (404, never 403). Then: deleting a row others
 * depend on is refused with a message naming them, and the privilege rules of roles and user roles.
 */
import { ENTITIES, type EntityDef } from '@school/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFor } from './helpers/samples';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds, userId } from './helpers/users';

let ctx: TestContext;
let admin: string;
let schoolA: number;
let schoolB: number;

type Item = Record<string, unknown> & { id: number; version: number };
const call = (method: string, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({ method: method as 'GET', url, headers: bearer(token), payload: payload as object });

async function useSchool(token: string, schoolId: number) {
  const context = json<{ data: { currentAcademicYearId: number } }>(
    await call('GET', '/api/context', token),
  ).data;
  const response = await call('PUT', '/api/context', token, {
    schoolId,
    academicYearId: context.currentAcademicYearId,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).accessToken;
  const ids = await schoolIds(ctx.database.db);
  schoolA = ids[0]!;
  schoolB = ids[1]!;
});
afterAll(() => ctx.close());

/** Entities whose rows belong to a school, directly or through who they concern. */
const perSchool = ENTITIES.filter(
  (e) => e.scope !== 'network' || e.name === 'users' || e.name === 'user-roles',
);

/** Makes a row that belongs to school B (created by the admin while B is the current school). */
async function rowOfSchoolB(def: EntityDef, n: number): Promise<Item> {
  await useSchool(admin, schoolB);
  const overrides: Record<string, unknown> = {};
  if (def.name === 'user-roles') overrides.schoolId = schoolB;
  if (def.name === 'users') {
    // A user who belongs to school B only: created, then given a role there.
    const created = json<{ data: Item }>(
      await call('POST', '/api/users', admin, await sampleFor(ctx.app, admin, def, n)),
    ).data;
    const roles = json<{ data: { id: number; title: string }[] }>(
      await call('GET', '/api/roles/options', admin),
    ).data;
    const teacherRole = roles.find((r) => r.title === 'دبیر')!;
    await call('POST', '/api/user-roles', admin, {
      userId: created.id,
      roleId: teacherRole.id,
      schoolId: schoolB,
    });
    return created;
  }
  const response = await call(
    'POST',
    `/api/${def.name}`,
    admin,
    await sampleFor(ctx.app, admin, def, n, overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Item }>(response).data;
}

describe.each(perSchool.map((def, i) => [def.name, def, i] as const))(
  "%s: another school's rows do not exist",
  (name, def, i) => {
    it('404 on get, patch, delete and history; absent from list, search and export', async () => {
      const row = await rowOfSchoolB(def, 300 + i);
      const username = `scoped${i}`;
      const p = def.permissions;
      await createUserWith(ctx.database.db, username, [p.list, p.add, p.edit, p.delete], 0);
      const token = (await login(ctx.app, username)).accessToken;
      const base = `/api/${name}`;

      for (const [method, url, body] of [
        ['GET', `${base}/${row.id}`],
        ['PATCH', `${base}/${row.id}`, { version: row.version }],
        ['DELETE', `${base}/${row.id}`],
        ['GET', `${base}/${row.id}/history`],
      ] as const) {
        const response = await call(method, url, token, body);
        // Deleting a school is a network write: no school-bound user holds it, whatever the role says.
        if (name === 'schools' && method === 'DELETE') {
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
          continue;
        }
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
        expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      const list = json<{ data: { items: Item[]; total: number } }>(
        await call('GET', `${base}?pageSize=100`, token),
      ).data;
      expect(list.items.map((r) => r.id)).not.toContain(row.id);
      // Nor in the counts: a whole list on one page counts exactly the rows it shows.
      if (list.items.length < 100) expect(list.total).toBe(list.items.length);
      const title = String(row[def.titleField] ?? '');
      const searched = json<{ data: { items: Item[]; total: number } }>(
        await call('GET', `${base}?q=${encodeURIComponent(title)}&pageSize=100`, token),
      ).data;
      expect(searched.items.map((r) => r.id)).not.toContain(row.id);
      if (searched.items.length < 100) expect(searched.total).toBe(searched.items.length);
      const options = json<{ data: { id: number }[] }>(
        await call('GET', `${base}/options?ids=${row.id}`, token),
      ).data;
      expect(options.map((o) => o.id)).not.toContain(row.id);

      const exported = await call('GET', `${base}/export.xlsx`, token);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const cells = sheet.getSheetValues().flat().map(String);
      // An enum title is exported as its Persian label, not its stored value: count the rows instead.
      const titleIsEnum = def.fields.find((f) => f.name === def.titleField)?.type === 'enum';
      if (titleIsEnum) expect(sheet.actualRowCount - 1).toBe(list.total);
      else if (title) expect(cells).not.toContain(title);

      // The row is still there for the admin: nothing was changed by the refused calls.
      expect(json<{ data: Item }>(await call('GET', `${base}/${row.id}`, admin)).data.version).toBe(
        row.version,
      );
    });
  },
);

describe('references cannot reach into another school', () => {
  it("refuses a user role in another school, and a reference to another school's row", async () => {
    await createUserWith(
      ctx.database.db,
      'granter',
      ['users.list', 'users.add', 'users.edit', 'classrooms.list', 'classrooms.add'],
      0,
    );
    const token = (await login(ctx.app, 'granter')).accessToken;
    const teacher = await userId(ctx.database.db, 'teacher');
    const roles = json<{ data: { id: number; title: string }[] }>(
      await call('GET', '/api/roles/options', admin),
    ).data;
    const response = await call('POST', '/api/user-roles', token, {
      userId: teacher,
      roleId: roles[0]!.id,
      schoolId: schoolB,
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(response).errors.schoolId).toBe(
      'مورد انتخاب‌شده یافت نشد یا در دسترس شما نیست.',
    );
  });
});

describe('deleting a row others depend on', () => {
  const referenced = ENTITIES.flatMap((target) =>
    ENTITIES.flatMap((other) =>
      other.fields
        // Read-only references (who decided a leave) are set by the server, never by a client.
        .filter((f) => f.type === 'reference' && f.ref === target.name && !f.readOnly)
        .map((f) => [target.name, other.name, f.name] as const),
    ),
  );

  it.each(referenced)(
    'refuses to delete a %s used by %s.%s, naming what depends on it',
    async (targetName, otherName, fieldName) => {
      await useSchool(admin, schoolA);
      const target = ENTITIES.find((e) => e.name === targetName)!;
      const other = ENTITIES.find((e) => e.name === otherName)!;
      const n =
        400 + referenced.findIndex((r) => r[0] === targetName && r[1] === otherName && r[2] === fieldName);
      const created = await call(
        'POST',
        `/api/${targetName}`,
        admin,
        await sampleFor(ctx.app, admin, target, n),
      );
      expect(created.statusCode, created.body).toBe(201);
      const targetRow = json<{ data: Item }>(created).data;
      // A user role in another school than the admin's current one is still a dependant.
      const multiple = other.fields.find((f) => f.name === fieldName)?.multiple;
      const overrides = {
        [fieldName]: multiple ? [targetRow.id] : targetRow.id,
        ...(otherName === 'user-roles' && targetName !== 'schools' ? { schoolId: schoolA } : {}),
      };
      const dependant = await call(
        'POST',
        `/api/${otherName}`,
        admin,
        await sampleFor(ctx.app, admin, other, n, overrides),
      );
      expect(dependant.statusCode, dependant.body).toBe(201);

      const refused = await call('DELETE', `/api/${targetName}/${targetRow.id}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(json<{ message: string }>(refused).message).toContain(other.label.faPlural);
      expect(json<{ message: string }>(refused).message).toContain(
        `این ${target.label.fa} را نمی‌توان حذف کرد`,
      );
    },
  );
});

describe('privileges cannot be escalated', () => {
  it('keeps the system manager role untouchable', async () => {
    const roles = json<{ data: { items: Item[] } }>(await call('GET', '/api/roles?pageSize=100', admin)).data
      .items;
    const system = roles.find((r) => r.isSystem)!;
    for (const [method, body] of [
      ['PATCH', { version: system.version, name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/roles/${system.id}`, admin, body);
      expect(response.statusCode).toBe(403);
      expect(json<{ message: string }>(response).message).toBe('سمت «مدیر سیستم» قابل ویرایش یا حذف نیست.');
    }
  });

  it('does not let a role editor grant permissions they do not hold', async () => {
    // Roles are the network's: their editor is network-wide.
    await createUserWith(
      ctx.database.db,
      'roleeditor',
      ['roles.list', 'roles.add', 'roles.edit', 'classrooms.list'],
      null,
    );
    const token = (await login(ctx.app, 'roleeditor')).accessToken;
    const ok = await call('POST', '/api/roles', token, {
      name: 'فقط کلاس‌ها',
      permissions: ['classrooms.list'],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const tooMuch = await call('POST', '/api/roles', token, {
      name: 'همه‌کاره',
      permissions: ['classrooms.list', 'students.delete'],
    });
    expect(tooMuch.statusCode).toBe(403);
    expect(json<{ errors: Record<string, string> }>(tooMuch).errors.permissions).toContain('حذف دانش‌آموز');
  });

  it('does not let a school manager hand out the system manager role', async () => {
    await createUserWith(ctx.database.db, 'usermanager', ['users.list', 'users.add', 'users.edit'], 0);
    const token = (await login(ctx.app, 'usermanager')).accessToken;
    const roles = json<{ data: { id: number; title: string }[] }>(
      await call('GET', `/api/roles/options?q=${encodeURIComponent('مدیر سیستم')}`, admin),
    ).data;
    const system = roles.find((r) => r.title === 'مدیر سیستم')!;
    const teacher = await userId(ctx.database.db, 'teacher');
    const response = await call('POST', '/api/user-roles', token, {
      userId: teacher,
      roleId: system.id,
      schoolId: schoolA,
    });
    expect(response.statusCode).toBe(403);
  });

  it('`me` rebuilds the abilities from the roles as they are now', async () => {
    await createUserWith(ctx.database.db, 'askingme', ['classrooms.list'], 0);
    const { accessToken } = await login(ctx.app, 'askingme');
    expect((await call('GET', '/api/major', accessToken)).statusCode).toBe(403);
    const role = json<{ data: { items: Item[] } }>(await call('GET', '/api/roles?q=role-askingme', admin))
      .data.items[0]!;
    await call('PATCH', `/api/roles/${role.id}`, admin, {
      version: role.version,
      permissions: ['classrooms.list', 'major.list'],
    });
    const me = json<{ userAbilityRules: { action: string[] }[] }>(
      await call('GET', '/api/auth/me', accessToken),
    );
    expect(me.userAbilityRules[1]!.action).toContain('major.list');
    expect((await call('GET', '/api/major', accessToken)).statusCode).toBe(200);
  });

  it('deactivating a user ends their access at once; a new current school applies at once', async () => {
    await createUserWith(ctx.database.db, 'leaving', ['classrooms.list'], 0);
    const token = (await login(ctx.app, 'leaving')).accessToken;
    expect((await call('GET', '/api/classrooms', token)).statusCode).toBe(200);
    const user = json<{ data: { items: Item[] } }>(await call('GET', '/api/users?q=leaving', admin)).data
      .items[0]!;
    expect(
      (await call('PATCH', `/api/users/${user.id}`, admin, { version: user.version, active: false }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/classrooms', token)).statusCode).toBe(401);

    await useSchool(admin, schoolB);
    const inB = json<{ data: { items: Item[] } }>(await call('GET', '/api/classrooms?pageSize=100', admin))
      .data.items;
    await useSchool(admin, schoolA);
    const inA = json<{ data: { items: Item[] } }>(await call('GET', '/api/classrooms?pageSize=100', admin))
      .data.items;
    expect(inA.map((c) => c.id)).not.toEqual(inB.map((c) => c.id));
  });

  it('a role change takes effect at once, without logging out', async () => {
    await createUserWith(ctx.database.db, 'promoted', ['classrooms.list'], 0);
    const first = await login(ctx.app, 'promoted');
    expect((await call('GET', '/api/major', first.accessToken)).statusCode).toBe(403);
    const roles = json<{ data: { items: Item[] } }>(await call('GET', '/api/roles?q=role-promoted', admin))
      .data.items;
    const role = roles[0]!;
    expect(
      (
        await call('PATCH', `/api/roles/${role.id}`, admin, {
          version: role.version,
          permissions: ['classrooms.list', 'major.list'],
        })
      ).statusCode,
    ).toBe(200);
    // The token in hand follows the role as it is now: no refresh needed, nothing kept from before.
    expect((await call('GET', '/api/major', first.accessToken)).statusCode).toBe(200);
    const refreshed = json<{ accessToken: string; userAbilityRules: { action: string[] }[] }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: first.refreshToken },
      }),
    );
    expect(refreshed.userAbilityRules[1]!.action).toContain('major.list');
    expect((await call('GET', '/api/major', refreshed.accessToken)).statusCode).toBe(200);
  });
});
