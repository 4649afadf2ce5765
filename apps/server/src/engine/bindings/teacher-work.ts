/**
 * Teacher logs and notes: a teacher sees and writes only their own rows (restrictRows), and the
 * teacher of a row they write is always their own teacher record in the row's school. Users with
 * `<entity>.all-teachers` (managers, deputies) see every teacher's rows and name the teacher.
 */
import { ERROR_CODES, teacherLogEntity, teacherNoteEntity } from '@school/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { can, type UserAccess } from '../../access/user-access';
import { courseGroupMembership } from '../../modules/classroom-roll/roll-query';
import { courseGroups, students, teacherLogs, teacherNotes, teachers } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { EntityBinding, WriteContext } from '../binding';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

const seesAll = (access: UserAccess, entity: string) => can(access, `${entity}.all-teachers`);

/** Rows of the user's own teacher records only, unless they may see every teacher's. */
function ownRows(entity: string, teacherColumn: PgColumn) {
  return (access: UserAccess): SQL | undefined =>
    seesAll(access, entity)
      ? undefined
      : sql`${teacherColumn} in (select ${teachers.id} from ${teachers} where ${teachers.userId} = ${access.userId})`;
}

/** The user's teacher record in the school of the row being written, or a refusal. */
async function ownTeacherId(ctx: WriteContext, schoolId: number): Promise<number> {
  const [own] = await ctx.db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.userId, ctx.access.userId), eq(teachers.schoolId, schoolId)));
  if (!own) {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, 'حساب شما به پرونده دبیری در این مدرسه وصل نیست.');
  }
  return own.id;
}

/** Sets (or checks) the row's teacher: the user's own for a teacher, required for everyone else. */
async function withTeacher(entity: string, values: Record<string, unknown>, ctx: WriteContext) {
  const all = { ...ctx.existing, ...values };
  if (seesAll(ctx.access, entity)) {
    if (all.teacherId == null) throw invalid('teacherId', 'دبیر را انتخاب کنید.');
    return { values, teacherId: Number(all.teacherId) };
  }
  const teacherId = await ownTeacherId(ctx, Number(all.schoolId));
  return { values: { ...values, teacherId }, teacherId };
}

async function groupOf(ctx: WriteContext, courseGroupId: number) {
  const [group] = await ctx.db
    .select({
      yearId: courseGroups.academicYearId,
      teacherId: courseGroups.teacherId,
      classroomId: courseGroups.classroomId,
    })
    .from(courseGroups)
    .where(eq(courseGroups.id, courseGroupId));
  return group;
}

export const teacherLogsBinding: EntityBinding = {
  def: teacherLogEntity,
  table: teacherLogs,
  schoolColumn: teacherLogs.schoolId,
  yearColumn: teacherLogs.academicYearId,
  restrictRows: ownRows(teacherLogEntity.name, teacherLogs.teacherId),
  async beforeWrite(values, ctx) {
    const { values: next, teacherId } = await withTeacher(teacherLogEntity.name, values, ctx);
    const all = { ...ctx.existing, ...next };
    const group = await groupOf(ctx, Number(all.courseGroupId));
    if (!group || group.yearId !== all.academicYearId) {
      throw invalid('courseGroupId', 'این گروه درسی از سال تحصیلی دیگری است.');
    }
    if (!seesAll(ctx.access, teacherLogEntity.name) && group.teacherId !== teacherId) {
      throw invalid('courseGroupId', 'گزارش کلاس را فقط برای گروه‌های درسی خودتان می‌نویسید.');
    }
    return next;
  },
};

export const teacherNotesBinding: EntityBinding = {
  def: teacherNoteEntity,
  table: teacherNotes,
  schoolColumn: teacherNotes.schoolId,
  yearColumn: teacherNotes.academicYearId,
  restrictRows: ownRows(teacherNoteEntity.name, teacherNotes.teacherId),
  async beforeWrite(values, ctx) {
    const { values: next, teacherId } = await withTeacher(teacherNoteEntity.name, values, ctx);
    if (seesAll(ctx.access, teacherNoteEntity.name)) return next;
    // A teacher writes about students they teach: in one of their course groups of this year.
    const all = { ...ctx.existing, ...next };
    const groups = await ctx.db
      .select({ id: courseGroups.id, classroomId: courseGroups.classroomId })
      .from(courseGroups)
      .where(
        and(
          eq(courseGroups.teacherId, teacherId),
          eq(courseGroups.academicYearId, Number(all.academicYearId)),
        ),
      );
    for (const group of groups) {
      const [member] = await ctx.db
        .select({ id: students.id })
        .from(students)
        .where(
          and(eq(students.id, Number(all.studentId)), courseGroupMembership(group.id, group.classroomId)),
        );
      if (member) return next;
    }
    throw invalid('studentId', 'یادداشت را فقط برای دانش‌آموزان گروه‌های درسی خودتان می‌نویسید.');
  },
};
