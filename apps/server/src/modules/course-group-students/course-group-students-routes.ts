/**
 * /api/course-groups/:id/students — who takes a course group. By default a group has its
 * classroom's students; saving a list makes it a subgroup (a lab half, an elective that mixes
 * classrooms of the same year); saving an empty list returns it to the whole classroom.
 */
import { ERROR_CODES } from '@school/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../access/guard';
import type { UserAccess } from '../../access/user-access';
import type { Db } from '../../db/client';
import { classrooms, courseGroupStudents, courseGroups, students } from '../../db/schema';
import { writeAudit } from '../../engine/audit';
import { refuseClosedYear } from '../../engine/closed-years';
import { AppError, notFound } from '../../http/errors';
import { idParams as params } from '../../http/params';
import { courseGroupRoll, enrolledRoll } from '../classroom-roll/roll-query';

const membersBody = z
  .object({
    studentIds: z
      .array(z.number({ error: 'شناسه دانش‌آموز نامعتبر است.' }).int().positive(), {
        error: 'فهرست دانش‌آموزان لازم است.',
      })
      .max(300, 'یک گروه درسی حداکثر ۳۰۰ دانش‌آموز دارد.')
      .refine((ids) => new Set(ids).size === ids.length, 'دانش‌آموز تکراری در فهرست است.'),
  })
  .strict();

async function groupInScope(db: Db, access: UserAccess, id: number) {
  const [group] = await db
    .select({
      id: courseGroups.id,
      title: courseGroups.title,
      schoolId: courseGroups.schoolId,
      academicYearId: courseGroups.academicYearId,
      classroomId: courseGroups.classroomId,
      classroomName: classrooms.name,
    })
    .from(courseGroups)
    .innerJoin(classrooms, eq(classrooms.id, courseGroups.classroomId))
    .where(eq(courseGroups.id, id));
  if (!group || (access.schoolScope !== 'all' && !access.schoolScope.includes(group.schoolId)))
    throw notFound('گروه درسی مورد نظر یافت نشد.');
  return group;
}

type Group = Awaited<ReturnType<typeof groupInScope>>;

async function membersView(db: Db, group: Group) {
  const [members, classroom, own] = await Promise.all([
    courseGroupRoll(db, group.id, group.classroomId),
    enrolledRoll(db, group.classroomId),
    db
      .select({ studentId: courseGroupStudents.studentId })
      .from(courseGroupStudents)
      .where(eq(courseGroupStudents.courseGroupId, group.id))
      .limit(1),
  ]);
  return { courseGroup: group, subgroup: own.length > 0, members, classroomStudents: classroom };
}

/** Studying students of the group's school whose classroom is in the group's academic year. */
async function eligibleIds(db: Db, group: Group, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(
      and(
        inArray(students.id, ids),
        eq(students.schoolId, group.schoolId),
        eq(students.status, 'studying'),
        eq(classrooms.academicYearId, group.academicYearId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export const courseGroupStudentsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['course-groups'];
    app.get(
      '/:id/students',
      {
        schema: { tags, summary: "A course group's students (its classroom's, or its own subgroup)", params },
        config: { permission: 'course-groups.list' },
      },
      async (request) => {
        const group = await groupInScope(db, requireAuth(request).access, request.params.id);
        return { success: true, data: await membersView(db, group) };
      },
    );

    app.put(
      '/:id/students',
      {
        schema: {
          tags,
          summary: 'Make the course group a subgroup of these students (empty: the whole classroom)',
          params,
          body: membersBody,
        },
        config: { permission: 'course-groups.edit' },
      },
      async (request) => {
        const { access } = requireAuth(request);
        const group = await groupInScope(db, access, request.params.id);
        // A closed year's groups are as the year ended: its cards were computed from them.
        await refuseClosedYear(db, group.academicYearId);
        const ids = request.body.studentIds;
        const eligible = await eligibleIds(db, group, ids);
        if (ids.some((id) => !eligible.has(id)))
          throw new AppError(
            400,
            ERROR_CODES.VALIDATION,
            'فقط دانش‌آموزان در حال تحصیل همین مدرسه و همین سال تحصیلی را می‌توان به گروه افزود.',
          );
        const before = (await courseGroupRoll(db, group.id, group.classroomId)).map((s) => s.id);
        await db.transaction(async (tx) => {
          await tx.delete(courseGroupStudents).where(eq(courseGroupStudents.courseGroupId, group.id));
          if (ids.length)
            await tx
              .insert(courseGroupStudents)
              .values(
                ids.map((studentId) => ({ courseGroupId: group.id, studentId, schoolId: group.schoolId })),
              );
          await writeAudit(tx, {
            userId: access.userId,
            entity: 'course-groups',
            entityId: group.id,
            action: 'update',
            schoolId: group.schoolId,
            before: { studentIds: before },
            after: { studentIds: ids.length ? ids : null },
          });
        });
        return { success: true, data: await membersView(db, group) };
      },
    );
  };
