/**
 * /api/teacher/profile — a logged-in teacher reads and edits their own contact details and changes
 * their password (the current one is required, checked under the sign-in throttle; the teacher's
 * other sessions end). There is no id in these routes: nobody can reach another teacher's profile
 * through them.
 */
import { ERROR_CODES, entityWriteSchema, teachersEntity } from '@school/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import { changeOwnPassword } from '../../auth/auth-service';
import type { Db } from '../../db/client';
import { teachers } from '../../db/schema';
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
        const { userId, sessionId } = requireAuth(request);
        const { currentPassword, newPassword } = request.body;
        const { message, endedSessions } = await changeOwnPassword(
          db,
          { userId, sessionId, currentPassword, newPassword },
          { ip: request.ip, userAgent: request.headers['user-agent'] },
        );
        return { success: true, message, data: { endedSessions } };
      },
    );
  };
