/**
 * Every route the server registers, tried as each built-in role and as a user of another school:
 * 401 without a session, 403 for a role that lacks the route's permission (and for network writes by
 * anyone bound to schools, whatever their role says), 404 for another school's rows. New routes are
 * covered as soon as they are registered; nothing here lists them by hand.
 */
import { BUILT_IN_ROLES, NETWORK_WRITE_PERMISSIONS, PERMISSIONS } from '@school/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteManifestEntry, RoutePermission } from '../src/access/guard';
import { roles, userRoles } from '../src/db/schema';
import { entityBindings } from '../src/engine/bindings';
import { bearer, createTestContext, login, type TestContext } from './helpers/test-app';
import { createUserWith, schoolIds } from './helpers/users';

let ctx: TestContext;
let schoolB: number;
let routes: RouteManifestEntry[];

const keysOf = (permission: RoutePermission | undefined): string[] =>
  permission === undefined
    ? []
    : Array.isArray(permission)
      ? permission
      : permission === 'public' || permission === 'authenticated'
        ? []
        : [permission];

/** The route's path with every parameter filled, so the guard (which runs first) sees a real URL. */
const concrete = (url: string, id: number | string = 1) =>
  url.replace(/:id\b/, String(id)).replace(/:[A-Za-z]+/g, '1');

function request(route: RouteManifestEntry, token?: string, id?: number) {
  return ctx.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url, id),
    headers: token ? bearer(token) : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  schoolB = (await schoolIds(ctx.database.db))[1]!;
  routes = ctx.app.routeManifest.filter(
    (r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
  );
});
afterAll(() => ctx.close());

describe('every route, every role', () => {
  it('answers 401 to a request without a session', async () => {
    const guarded = routes.filter((r) => r.permission !== 'public');
    expect(guarded.length).toBeGreaterThan(100);
    for (const route of guarded) {
      const response = await request(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  const schoolRoles = Object.values(BUILT_IN_ROLES).filter((name) => name !== BUILT_IN_ROLES.systemManager);

  it.each(schoolRoles)(
    'answers 403 where the built-in role «%s» lacks the permission',
    async (roleName) => {
      const { db } = ctx.database;
      const [role] = await db.select().from(roles).where(eq(roles.name, roleName));
      const username = `matrix-${schoolRoles.indexOf(roleName)}`;
      const user = await createUserWith(db, username, [], 0);
      // The built-in role itself, held in school A (the helper's own empty role stays beside it).
      const [first] = await db
        .select({ schoolId: userRoles.schoolId })
        .from(userRoles)
        .where(eq(userRoles.userId, user));
      await db.insert(userRoles).values({ userId: user, roleId: role!.id, schoolId: first!.schoolId });
      const token = (await login(ctx.app, username)).accessToken;
      const held = new Set(role!.permissions.filter((p) => !NETWORK_WRITE_PERMISSIONS.has(p)));
      let refused = 0;
      for (const route of routes) {
        const keys = keysOf(route.permission);
        if (route.permission === 'public' || route.permission === 'authenticated') continue;
        const allowed = keys.some((k) => held.has(k));
        const response = await request(route, token);
        if (!allowed) {
          expect(response.statusCode, `${roleName}: ${route.method} ${route.url}`).toBe(403);
          refused++;
        } else {
          // Past the guard; the handler may still refuse (a teacher's group that is not theirs).
          expect(response.statusCode, `${roleName}: ${route.method} ${route.url}`).not.toBe(401);
        }
      }
      expect(refused).toBeGreaterThan(0);
      // Every route in turn, handlers included: a minute or more on a busy two-core machine.
    },
    180_000,
  );

  it('refuses network writes to a school-bound user whose role holds every permission', async () => {
    await createUserWith(
      ctx.database.db,
      'matrix-everything',
      PERMISSIONS.map((p) => p.key),
      0,
    );
    const token = (await login(ctx.app, 'matrix-everything')).accessToken;
    const networkWrites = routes.filter((r) => {
      const keys = keysOf(r.permission);
      return keys.length > 0 && keys.every((k) => NETWORK_WRITE_PERMISSIONS.has(k));
    });
    expect(networkWrites.length).toBeGreaterThanOrEqual(15);
    for (const route of networkWrites) {
      const response = await request(route, token);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe("another school's rows", () => {
  /** The entity whose row a route's `:id` names: the path's first segment after /api. */
  function entityOf(url: string): string | undefined {
    const segment = /^\/api\/([^/]+)\/:id\b/.exec(url)?.[1];
    return segment && entityBindings().has(segment) ? segment : undefined;
  }

  it('are not found through any route that takes their id', async () => {
    const { db } = ctx.database;
    await createUserWith(
      db,
      'matrix-school-a',
      PERMISSIONS.map((p) => p.key),
      0,
    );
    const token = (await login(ctx.app, 'matrix-school-a')).accessToken;
    const bindings = entityBindings();
    const idOfB = new Map<string, number | undefined>();
    async function rowOfB(entity: string): Promise<number | undefined> {
      if (idOfB.has(entity)) return idOfB.get(entity);
      const binding = bindings.get(entity)!;
      const columns = getTableColumns(binding.table) as Record<string, PgColumn>;
      const school = binding.schoolColumn;
      const [row] = school
        ? await db.select({ id: columns.id! }).from(binding.table).where(eq(school, schoolB)).limit(1)
        : [];
      idOfB.set(entity, row?.id as number | undefined);
      return row?.id as number | undefined;
    }
    const checked: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET' || r.method === 'DELETE')) {
      const entity = entityOf(route.url);
      if (!entity || route.permission === 'public') continue;
      // Network writes (deleting a school) are refused before any row is looked at: the test above.
      if (keysOf(route.permission).every((k) => NETWORK_WRITE_PERMISSIONS.has(k))) continue;
      const binding = bindings.get(entity)!;
      // Network entities (years, majors, course plans) are shared by every school.
      if (binding.def.scope === 'network' && !binding.visibleTo) continue;
      const id = await rowOfB(entity);
      if (id === undefined) continue;
      const response = await request(route, token, id);
      // A route that needs more than the id (a term, a student) refuses the bare request first: 400.
      expect([400, 404], `${route.method} ${concrete(route.url, id)}: ${response.body}`).toContain(
        response.statusCode,
      );
      if (response.statusCode === 404) checked.push(`${route.method} ${route.url}`);
    }
    // The demo network has rows in the second school for the routes that matter most: they are 404.
    expect(checked.length).toBeGreaterThanOrEqual(40);
    for (const must of [
      'GET /api/students/:id',
      'GET /api/students/:id/file',
      'GET /api/students/:id/file/scores',
      'GET /api/classrooms/:id/roll',
      'GET /api/course-groups/:id/students',
      'GET /api/course-groups/:id/worksheet',
      'GET /api/exams/:id/scores',
      'DELETE /api/students/:id',
    ]) {
      expect(checked).toContain(must);
    }
  });
});
