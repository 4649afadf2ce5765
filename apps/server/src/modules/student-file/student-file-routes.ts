/**
 * /api/students/:id/file — the student's dossier: profile, current classroom and the classroom
 * history from the audit log; and the module tabs (attendance, scores) in student-records.ts.
 */
import { studentsEntity } from '@school/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../access/guard';
import type { Db } from '../../db/client';
import { idParams as params } from '../../http/params';
import { auditLog, classrooms, users } from '../../db/schema';
import type { EntityService } from '../../engine/entity-service';
import { DOSSIER_STATEMENTS, studentAttendance, studentScores } from './student-records';

export const studentFileRoutes =
  (db: Db, service: EntityService): FastifyPluginAsyncZod =>
  async (app) => {
    const binding = service.binding(studentsEntity.name);
    app.get(
      '/:id/file',
      {
        schema: { tags: ['students'], summary: "A student's dossier", params },
        config: { permission: 'students.file' },
      },
      async (request) => {
        // Through the engine: a student of another school is a 404 here too.
        const student = await service.get(binding, requireAuth(request).access, request.params.id);
        const classroom = student.classroomId
          ? ((
              await db
                .select({ id: classrooms.id, name: classrooms.name, gradeLevel: classrooms.gradeLevel })
                .from(classrooms)
                .where(eq(classrooms.id, student.classroomId as number))
            )[0] ?? null)
          : null;
        const classroomHistory = await db
          .select({
            at: auditLog.at,
            by: users.fullName,
            classroomId: sql<number | null>`(${auditLog.after} ->> 'classroomId')::int`,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.userId))
          .where(
            and(
              eq(auditLog.entity, 'students'),
              eq(auditLog.entityId, request.params.id),
              sql`${auditLog.after} ? 'classroomId'`,
            ),
          )
          .orderBy(asc(auditLog.id))
          .prepare(DOSSIER_STATEMENTS)
          .execute();
        // Names of the classrooms the history mentions only (not every classroom of the network).
        const historyIds = [
          ...new Set(classroomHistory.flatMap((h) => (h.classroomId === null ? [] : [h.classroomId]))),
        ];
        const names = new Map(
          historyIds.length
            ? (
                await db
                  .select({ id: classrooms.id, name: classrooms.name })
                  .from(classrooms)
                  .where(inArray(classrooms.id, historyIds))
              ).map((c) => [c.id, c.name])
            : [],
        );
        return {
          success: true,
          data: {
            student,
            classroom,
            classroomHistory: classroomHistory.map((h) => ({
              ...h,
              classroomName: h.classroomId ? (names.get(h.classroomId) ?? null) : null,
            })),
          },
        };
      },
    );

    /** The student (in scope, else 404) and the year the tabs show: the user's current one. */
    const scoped = async (request: Parameters<typeof requireAuth>[0], id: number) => {
      const { access } = requireAuth(request);
      await service.get(binding, access, id);
      return { access, yearId: access.currentAcademicYearId ?? 0 };
    };
    app.get(
      '/:id/file/attendance',
      {
        schema: { tags: ['students'], summary: "The dossier's attendance tab (this year)", params },
        config: { permission: 'students.file' },
      },
      async (request) => {
        const { access, yearId } = await scoped(request, request.params.id);
        return { success: true, data: await studentAttendance(db, access, request.params.id, yearId) };
      },
    );
    app.get(
      '/:id/file/scores',
      {
        schema: { tags: ['students'], summary: "The dossier's scores tab (this year)", params },
        config: { permission: 'students.file' },
      },
      async (request) => {
        const { access, yearId } = await scoped(request, request.params.id);
        return { success: true, data: await studentScores(db, access, request.params.id, yearId) };
      },
    );
  };
