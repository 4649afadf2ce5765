/**
 * /api/classrooms/:id/roll — the classroom's students in roll order (شماره در دفتر), reordered by
 * hand or alphabetically in Persian order. The classroom must be in the user's schools (else 404).
 */
import { ERROR_CODES } from '@school/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { idParams as params } from '../../http/params';
import { classrooms, students } from '../../db/schema';
import { persianSortKey } from '../../engine/persian-sql';
import { AppError, notFound } from '../../http/errors';

const orderBody = z
  .object({
    studentIds: z.array(z.number().int().positive(), { error: 'فهرست دانش‌آموزان لازم است.' }).max(200),
  })
  .strict();

async function classroomInScope(db: Db, access: UserAccess, id: number) {
  const [room] = await db.select().from(classrooms).where(eq(classrooms.id, id));
  if (!room || (access.schoolScope !== 'all' && !access.schoolScope.includes(room.schoolId)))
    throw notFound('کلاس مورد نظر یافت نشد.');
  return room;
}

function roll(db: Db, classroomId: number) {
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      nationalCode: students.nationalCode,
      photo: students.photo,
      rollNumber: students.rollNumber,
    })
    .from(students)
    .where(eq(students.classroomId, classroomId))
    .orderBy(
      sql`${students.rollNumber} asc nulls last`,
      persianSortKey(students.lastName),
      persianSortKey(students.firstName),
      asc(students.id),
    );
}

async function saveOrder(db: Db, classroomId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(students)
        .set({ rollNumber: index + 1 })
        .where(and(eq(students.id, id), eq(students.classroomId, classroomId)));
    }
  });
}

export const classroomRollRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['classrooms'];
    app.get(
      '/:id/roll',
      {
        schema: { tags, summary: 'Students of a classroom in roll order', params },
        config: { permission: 'classrooms.list-order' },
      },
      async (request) => {
        await classroomInScope(db, requireAuth(request).access, request.params.id);
        return { success: true, data: await roll(db, request.params.id) };
      },
    );

    app.put(
      '/:id/roll',
      {
        schema: {
          tags,
          summary: 'Save a roll order (every student of the classroom, once)',
          params,
          body: orderBody,
        },
        config: { permission: 'classrooms.list-order' },
      },
      async (request) => {
        await classroomInScope(db, requireAuth(request).access, request.params.id);
        const current = (await roll(db, request.params.id)).map((s) => s.id);
        const given = request.body.studentIds;
        const same =
          given.length === current.length &&
          new Set(given).size === given.length &&
          given.every((id) => current.includes(id));
        if (!same)
          throw new AppError(
            400,
            ERROR_CODES.VALIDATION,
            'فهرست باید همه دانش‌آموزان این کلاس را، هر کدام یک بار، داشته باشد.',
          );
        await saveOrder(db, request.params.id, given);
        return { success: true, data: await roll(db, request.params.id) };
      },
    );

    app.post(
      '/:id/roll/alphabetical',
      {
        schema: { tags, summary: 'Order the roll alphabetically (Persian order)', params },
        config: { permission: 'classrooms.list-order' },
      },
      async (request) => {
        await classroomInScope(db, requireAuth(request).access, request.params.id);
        const sorted = await db
          .select({ id: students.id })
          .from(students)
          .where(eq(students.classroomId, request.params.id))
          .orderBy(persianSortKey(students.lastName), persianSortKey(students.firstName), asc(students.id));
        await saveOrder(
          db,
          request.params.id,
          sorted.map((s) => s.id),
        );
        return { success: true, data: await roll(db, request.params.id) };
      },
    );
  };
