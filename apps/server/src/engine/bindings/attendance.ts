/** Server bindings of attendance and leave entities. */
import { ERROR_CODES, attendanceEntity, leaveTypesEntity, studentLeavesEntity } from '@school/shared';
import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../access/user-access';
import {
  attendanceRecords,
  courseGroups,
  leaveTypes,
  studentLeaves,
  students,
  teachers,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  attendanceGroup,
  refuseClosedDay,
  refuseTooOld,
  schoolPastDays,
} from '../../modules/attendance/attendance-rules';
import type { EntityBinding } from '../binding';
import { imageFieldHooks } from '../../modules/files/photo-field';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

/**
 * Editing one attendance row obeys the sheet's rules: the teacher's own groups, no future days or
 * holidays, no day before the school's window for teachers, the student in the group's classroom;
 * minutes only for a late arrival.
 */
export const attendanceBinding: EntityBinding = {
  def: attendanceEntity,
  table: attendanceRecords,
  schoolColumn: attendanceRecords.schoolId,
  yearColumn: attendanceRecords.academicYearId,
  // A teacher lists, exports and edits the rows of their own course groups only, as they save them.
  restrictRows: (access) =>
    can(access, 'attendance.all-groups')
      ? undefined
      : sql`${attendanceRecords.courseGroupId} in (select ${courseGroups.id} from ${courseGroups}
          join ${teachers} on ${teachers.id} = ${courseGroups.teacherId} where ${teachers.userId} = ${access.userId})`,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const group = await attendanceGroup(ctx.db, ctx.access, Number(all.courseGroupId));
    await refuseClosedDay(ctx.db, group.schoolId, String(all.date));
    // A teacher changes neither a row of a day past the school's window nor moves one there.
    const pastDays = await schoolPastDays(ctx.db, group.schoolId);
    refuseTooOld(ctx.access, pastDays, String(all.date));
    if (ctx.existing) refuseTooOld(ctx.access, pastDays, String(ctx.existing.date));
    const [member] = await ctx.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, Number(all.studentId)), eq(students.classroomId, group.classroomId)));
    if (!member && (ctx.mode === 'create' || values.studentId !== undefined)) {
      throw invalid('studentId', 'این دانش‌آموز در کلاس این گروه درسی نیست.');
    }
    if (all.status === 'late' && !all.lateMinutes) throw invalid('lateMinutes', 'دقیقه تأخیر را بنویسید.');
    const next: Record<string, unknown> = {
      ...values,
      classroomId: group.classroomId,
      schoolId: group.schoolId,
      academicYearId: group.academicYearId,
    };
    if (all.status !== 'late') next.lateMinutes = null;
    // A row that is no longer excused is no longer its leave's: rejecting the leave leaves it alone.
    if (all.status !== 'excused') {
      next.leaveId = null;
      next.statusBeforeLeave = null;
    }
    return next;
  },
};

export const leaveTypesBinding: EntityBinding = {
  def: leaveTypesEntity,
  table: leaveTypes,
  schoolColumn: leaveTypes.schoolId,
};

/** A leave is edited while pending; once decided, only a new decision changes it. */
const documentHooks = imageFieldHooks('document');

export const studentLeavesBinding: EntityBinding = {
  def: studentLeavesEntity,
  table: studentLeaves,
  schoolColumn: studentLeaves.schoolId,
  yearColumn: studentLeaves.academicYearId,
  protectRow: (row, action) =>
    action === 'edit' && row.status !== 'pending'
      ? 'مرخصی تأییدشده یا ردشده را نمی‌توان ویرایش کرد؛ نخست تصمیم را تغییر دهید یا مرخصی تازه‌ای ثبت کنید.'
      : null,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const from = `${String(all.fromDate)} ${String(all.fromTime ?? '00:00')}`;
    const to = `${String(all.toDate)} ${String(all.toTime ?? '23:59')}`;
    if (from >= to) throw invalid('toDate', 'پایان مرخصی باید پس از آغاز آن باشد.');
    // The document (a doctor's note) is an uploaded image of the same school, like a photo.
    return documentHooks.beforeWrite!(values, ctx);
  },
  afterWrite: documentHooks.afterWrite,
};
