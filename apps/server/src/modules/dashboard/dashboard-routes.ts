/** Dashboard cards: how much of each thing exists in the user's current scope. Grows with modules. */
import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import { currentContext } from '../../access/current-context';
import { can } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, officeManagers, schools, userRoles } from '../../db/schema';

export const dashboardRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/summary',
      {
        schema: { tags: ['dashboard'], summary: 'Counts for the dashboard cards' },
        config: { permission: 'authenticated' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const context = await currentContext(db, access);
        const schoolIds = access.schools.map((s) => s.id);
        const school = context.schoolId ?? -1;
        const year = context.academicYearId ?? -1;
        // Each card only for users who may see that list.
        const cards: { key: string; count: number }[] = [];
        const add = async (key: string, permission: string, query: () => Promise<{ n: number }[]>) => {
          if (can(access, permission)) cards.push({ key, count: Number((await query())[0]?.n ?? 0) });
        };
        await add('schools', 'schools.list', () =>
          db
            .select({ n: count() })
            .from(schools)
            .where(schoolIds.length ? inArray(schools.id, schoolIds) : eq(schools.id, -1)),
        );
        await add('classrooms', 'classrooms.list', () =>
          db
            .select({ n: count() })
            .from(classrooms)
            .where(and(eq(classrooms.schoolId, school), eq(classrooms.academicYearId, year))),
        );
        await add('users', 'users.list', () =>
          db
            .select({ n: countDistinct(userRoles.userId) })
            .from(userRoles)
            .where(eq(userRoles.schoolId, school)),
        );
        await add('officeStaff', 'office-manager.list', () =>
          db.select({ n: count() }).from(officeManagers).where(eq(officeManagers.schoolId, school)),
        );
        const schoolName = access.schools.find((s) => s.id === context.schoolId)?.name ?? null;
        const yearTitle = context.academicYears.find((y) => y.id === context.academicYearId)?.title ?? null;
        return { success: true, data: { schoolName, yearTitle, cards } };
      },
    );
  };
