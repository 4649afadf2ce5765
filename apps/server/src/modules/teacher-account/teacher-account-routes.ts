/**
 * /api/teachers/:id/account — shows whether a teacher has a login, and gives them one: a user named
 * by default after the national code, with the password the manager typed, holding the built-in
 * teacher role in the teacher's school, linked from the teacher record. Creating it needs users.add
 * besides teachers.add.
 */
import { BUILT_IN_ROLES, ERROR_CODES, entityWriteSchema, usersEntity } from '@school/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import { can, type UserAccess } from '../../access/user-access';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { auditLog, roles, teachers, userRoles, users } from '../../db/schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../engine/db-errors';
import { AppError, forbidden, notFound } from '../../http/errors';
import { idParams } from '../../http/params';

const body = z
  .object({
    // The users form's rule: lower-case Latin letters, digits and . _ -
    username: (entityWriteSchema(usersEntity, 'create').shape.username as z.ZodType<string>).optional(),
    password: z.string({ error: 'رمز عبور اولیه را وارد کنید.' }).max(128),
  })
  .strict();

export const ACCOUNT_MESSAGES = {
  hasAccount: 'این دبیر حساب کاربری دارد.',
  usernameTaken: 'این نام کاربری پیش‌تر ثبت شده است؛ نام دیگری انتخاب کنید.',
  codeTaken: 'کاربری با کد ملی این دبیر پیش‌تر ثبت شده است.',
  noRole: 'سمت «دبیر» تعریف نشده است.',
  noTeacher: 'دبیر یافت نشد.',
} as const;

const conflict = (message: string) => new AppError(409, ERROR_CODES.CONFLICT, message, { username: message });

const inScope = (access: UserAccess, schoolId: number) =>
  access.schoolScope === 'all' || access.schoolScope.includes(schoolId);

export const teacherAccountRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['teachers'];
    app.get(
      '/:id/account',
      {
        schema: { tags, summary: 'The teacher’s user account, if any', params: idParams },
        config: { permission: 'teachers.view' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const [row] = await db
          .select({ schoolId: teachers.schoolId, userId: users.id, username: users.username })
          .from(teachers)
          .leftJoin(users, eq(users.id, teachers.userId))
          .where(eq(teachers.id, request.params.id));
        if (!row || !inScope(access, row.schoolId)) throw notFound(ACCOUNT_MESSAGES.noTeacher);
        return {
          success: true,
          data: row.userId === null ? null : { userId: row.userId, username: row.username },
        };
      },
    );

    app.post(
      '/:id/account',
      {
        schema: { tags, summary: 'Create the teacher’s user account', params: idParams, body },
        config: { permission: 'users.add' },
      },
      async (request) => {
        const { access, userId } = requireAuth(request);
        if (!can(access, 'teachers.add')) throw forbidden();
        const [teacher] = await db.select().from(teachers).where(eq(teachers.id, request.params.id));
        if (!teacher || !inScope(access, teacher.schoolId)) throw notFound(ACCOUNT_MESSAGES.noTeacher);
        if (teacher.userId !== null) throw conflict(ACCOUNT_MESSAGES.hasAccount);
        const username = request.body.username ?? teacher.nationalCode;
        const problem = passwordProblem(request.body.password, username);
        if (problem) throw new AppError(400, ERROR_CODES.VALIDATION, problem, { password: problem });
        const [role] = await db
          .select({ id: roles.id })
          .from(roles)
          .where(eq(roles.name, BUILT_IN_ROLES.teacher));
        if (!role) throw new AppError(400, ERROR_CODES.VALIDATION, ACCOUNT_MESSAGES.noRole);
        const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
        if (taken) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
        const [sameCode] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.nationalCode, teacher.nationalCode));
        if (sameCode) throw conflict(ACCOUNT_MESSAGES.codeTaken);

        const passwordHash = await hashPassword(request.body.password);
        try {
          const user = await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(users)
              .values({
                username,
                fullName: `${teacher.firstName} ${teacher.lastName}`,
                mobile: teacher.mobile,
                nationalCode: teacher.nationalCode,
                passwordHash,
                currentSchoolId: teacher.schoolId,
                createdBy: userId,
                updatedBy: userId,
              })
              .returning({ id: users.id, username: users.username });
            await tx.insert(userRoles).values({
              userId: created!.id,
              roleId: role.id,
              schoolId: teacher.schoolId,
              createdBy: userId,
            });
            await tx
              .update(teachers)
              .set({
                userId: created!.id,
                version: teacher.version + 1,
                updatedAt: new Date(),
                updatedBy: userId,
              })
              .where(eq(teachers.id, teacher.id));
            await tx.insert(auditLog).values({
              userId,
              entity: 'teachers',
              entityId: teacher.id,
              action: 'update',
              schoolId: teacher.schoolId,
              before: { userId: null },
              after: { userId: created!.id },
            });
            return created!;
          });
          return {
            success: true,
            data: { userId: user.id, username: user.username },
            message: `حساب کاربری «${user.username}» برای دبیر ساخته شد.`,
          };
        } catch (error) {
          // Two managers at once: the unique index has the last word.
          if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
          throw error;
        }
      },
    );
  };
