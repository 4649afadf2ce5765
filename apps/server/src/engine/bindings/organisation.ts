/** Server bindings of the organisation entities, with the rules the generic engine cannot know. */
import {
  ERROR_CODES,
  academicYearsEntity,
  classPeriodsEntity,
  classroomsEntity,
  complexesEntity,
  majorsEntity,
  officeManagersEntity,
  schoolsEntity,
  termsEntity,
} from '@school/shared';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import {
  academicYears,
  classPeriods,
  classrooms,
  complexes,
  majors,
  officeManagers,
  schools,
  terms,
} from '../../db/schema';
import { can } from '../../access/user-access';
import { AppError } from '../../http/errors';
import { imageFieldHooks } from '../../modules/files/photo-field';
import type { EntityBinding, WriteContext } from '../binding';

function invalid(field: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });
}

/** On update only the changed fields arrive; the rest come from the existing row. */
function merged(values: Record<string, unknown>, ctx: WriteContext): Record<string, unknown> {
  return { ...ctx.existing, ...values };
}

function startBeforeEnd(startKey: string, endKey: string, message: string) {
  return async (values: Record<string, unknown>, ctx: WriteContext) => {
    const all = merged(values, ctx);
    if (all[startKey] && all[endKey] && String(all[startKey]) >= String(all[endKey]))
      throw invalid(endKey, message);
    return values;
  };
}

export const complexesBinding: EntityBinding = { def: complexesEntity, table: complexes };

const logoHooks = imageFieldHooks('logo', 'id');
const SMS_CAP_REFUSAL = 'سقف روزانه پیامک مدرسه را فقط مدیر شبکه تغییر می‌دهد.';

export const schoolsBinding: EntityBinding = {
  def: schoolsEntity,
  table: schools,
  schoolColumn: schools.id,
  followsContext: false,
  canCreate: (access) =>
    access.schoolScope === 'all' ? null : 'فقط مدیر شبکه می‌تواند مدرسه تازه تعریف کند.',
  // The logo is a file stored for this very school, so the row's own id is its school.
  ...logoHooks,
  async beforeWrite(values, ctx) {
    // The daily SMS cap guards the network's credit: only who sets the network's SMS settings
    // changes a school's own cap (the school's manager edits the rest of its record).
    const cap = values.smsDailyCap ?? null;
    if (
      'smsDailyCap' in values &&
      cap !== (ctx.existing?.smsDailyCap ?? null) &&
      !can(ctx.access, 'sms.settings')
    )
      throw new AppError(403, ERROR_CODES.FORBIDDEN, SMS_CAP_REFUSAL, { smsDailyCap: SMS_CAP_REFUSAL });
    return logoHooks.beforeWrite!(values, ctx);
  },
};

export const academicYearsBinding: EntityBinding = {
  def: academicYearsEntity,
  table: academicYears,
  beforeWrite: startBeforeEnd('startDate', 'endDate', 'تاریخ پایان باید بعد از تاریخ شروع باشد.'),
  // One current year per network: marking a year current unmarks the others.
  async afterWrite(row, ctx) {
    if (row.isCurrent)
      await ctx.db
        .update(academicYears)
        .set({ isCurrent: false })
        .where(and(ne(academicYears.id, row.id), eq(academicYears.isCurrent, true)));
  },
};

export const termsBinding: EntityBinding = {
  def: termsEntity,
  table: terms,
  beforeWrite: startBeforeEnd('startDate', 'endDate', 'تاریخ پایان باید بعد از تاریخ شروع باشد.'),
};

export const majorsBinding: EntityBinding = { def: majorsEntity, table: majors };

export const classPeriodsBinding: EntityBinding = {
  def: classPeriodsEntity,
  table: classPeriods,
  schoolColumn: classPeriods.schoolId,
  // Periods of one school may not overlap.
  async beforeWrite(values, ctx) {
    const all = merged(values, ctx);
    const start = String(all.startTime).slice(0, 5);
    const end = String(all.endTime).slice(0, 5);
    if (start >= end) throw invalid('endTime', 'ساعت پایان باید بعد از ساعت شروع باشد.');
    const [clash] = await ctx.db
      .select({ title: classPeriods.title })
      .from(classPeriods)
      .where(
        and(
          eq(classPeriods.schoolId, all.schoolId as number),
          lt(classPeriods.startTime, end),
          gt(classPeriods.endTime, start),
          ctx.existing ? ne(classPeriods.id, ctx.existing.id) : sql`true`,
        ),
      )
      .limit(1);
    if (clash) throw invalid('startTime', `این بازه با زنگ «${clash.title}» هم‌پوشانی دارد.`);
    return values;
  },
};

export const classroomsBinding: EntityBinding = {
  def: classroomsEntity,
  table: classrooms,
  schoolColumn: classrooms.schoolId,
  yearColumn: classrooms.academicYearId,
};

export const officeManagersBinding: EntityBinding = {
  def: officeManagersEntity,
  table: officeManagers,
  schoolColumn: officeManagers.schoolId,
};
