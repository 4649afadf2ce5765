/**
 * /api/teacher/profile — a logged-in teacher reads and edits their own contact details and changes
 * their password (the current one is required). There is no id in these routes: nobody can reach
 * another teacher's profile through them.
 */
import { ERROR_CODES, entityWriteSchema, teachersEntity } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { teachers, users } from '../../db/schema';
import { serializeRow } from '../../engine/serialize';
import type { Row } from '../../engine/binding';
import { AppError } from '../../http/errors';
import { auditTeacherChange, myTeacher, STALE_PROFILE } from './my-teacher';

// The photo changes only through /photo, which stores the uploaded image itself.
const EDITABLE = ['mobile', 'email'] as const;
const profileBody = entityWriteSchema(teachersEntity, 'update').pick({
  version: true,
  mobile: true,
  email: true,
});
const passwordBody = z
  .object({
    currentPassword: z.string().min(1, 'رمز عبور فعلی را وارد کنید.').max(128),
    newPassword: z.string().max(128),
  })
  .strict();

export const teacherProfileRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['teacher profile'];
    app.get(
      '/',
      { schema: { tags, summary: 'My teacher profile' }, config: { permission: 'teacher-profile.edit' } },
      async (request) => ({
        success: true,
        data: serializeRow(
          teachersEntity,
          (await myTeacher(db, requireAuth(request).userId)) as unknown as Row,
        ),
      }),
    );

    app.patch(
      '/',
      {
        schema: { tags, summary: 'Edit my contact details', body: profileBody },
        config: { permission: 'teacher-profile.edit' },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const teacher = await myTeacher(db, userId);
        const { version, ...changes } = request.body as unknown as { version: number } & Record<
          string,
          unknown
        >;
        if (version !== teacher.version) throw new AppError(409, ERROR_CODES.CONFLICT, STALE_PROFILE);
        const values = Object.fromEntries(
          Object.entries(changes).filter(([k]) => (EDITABLE as readonly string[]).includes(k)),
        );
        const updated = await db.transaction(async (tx) => {
          // The version in the condition: a write that landed since the read above wins, not this one.
          const [row] = await tx
            .update(teachers)
            .set({ ...values, version: teacher.version + 1, updatedAt: new Date(), updatedBy: userId })
            .where(and(eq(teachers.id, teacher.id), eq(teachers.version, teacher.version)))
            .returning();
          if (!row) throw new AppError(409, ERROR_CODES.CONFLICT, STALE_PROFILE);
          await auditTeacherChange(tx, userId, teacher, row);
          return row;
        });
        return { success: true, data: serializeRow(teachersEntity, updated as unknown as Row) };
      },
    );

    app.post(
      '/password',
      {
        schema: { tags, summary: 'Change my password', body: passwordBody },
        config: { permission: 'teacher-profile.edit' },
      },
      async (request) => {
        const { userId } = requireAuth(request);
        const [user] = await db.select().from(users).where(eq(users.id, userId));
        if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
          throw new AppError(400, ERROR_CODES.VALIDATION, 'رمز عبور فعلی درست نیست.', {
            currentPassword: 'رمز عبور فعلی درست نیست.',
          });
        }
        const problem = passwordProblem(request.body.newPassword);
        if (problem) throw new AppError(400, ERROR_CODES.VALIDATION, problem, { newPassword: problem });
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: new Date() })
          .where(eq(users.id, userId));
        return { success: true, message: 'رمز عبور تغییر کرد.' };
      },
    );
  };
