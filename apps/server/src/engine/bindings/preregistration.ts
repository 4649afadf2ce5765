/**
 * Pre-registration on the engine: a form's window runs forwards, a grade appears once in a form
 * (and belongs to the form's year), and an application keeps one per national code per form. The
 * public form creates applications through the preregistration module; the engine's create is the
 * office typing in an application brought on paper (same rules, a tracking code of its own).
 */
import {
  ERROR_CODES,
  preregisterCampaignsEntity,
  preregisterEntity,
  preregisterGradesEntity,
  toPersianDigits,
} from '@school/shared';
import { and, eq, ne } from 'drizzle-orm';
import { preregisterApplications, preregisterCampaigns, preregisterGrades } from '../../db/schema';
import { AppError } from '../../http/errors';
import { DUPLICATE_APPLICATION, newTrackingCode } from '../../modules/preregistration/application-rules';
import type { EntityBinding } from '../binding';

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, { [field]: message });

export const preregisterCampaignsBinding: EntityBinding = {
  def: preregisterCampaignsEntity,
  table: preregisterCampaigns,
  schoolColumn: preregisterCampaigns.schoolId,
  yearColumn: preregisterCampaigns.academicYearId,
  staysOpenAfterYearClose: true,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    if (String(all.closesOn) < String(all.opensOn))
      throw invalid('closesOn', 'پایان ثبت درخواست نمی‌تواند پیش از آغاز آن باشد.');
    return values;
  },
};

export const preregisterGradesBinding: EntityBinding = {
  def: preregisterGradesEntity,
  table: preregisterGrades,
  schoolColumn: preregisterGrades.schoolId,
  yearColumn: preregisterGrades.academicYearId,
  staysOpenAfterYearClose: true,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const campaignId = Number(all.campaignId);
    const [twin] = await ctx.db
      .select({ id: preregisterGrades.id })
      .from(preregisterGrades)
      .where(
        and(
          eq(preregisterGrades.campaignId, campaignId),
          eq(preregisterGrades.gradeLevel, Number(all.gradeLevel)),
          ctx.existing ? ne(preregisterGrades.id, ctx.existing.id) : undefined,
        ),
      );
    if (twin)
      throw invalid(
        'gradeLevel',
        `پایه ${toPersianDigits(String(all.gradeLevel))} پیش‌تر در این فرم آمده است؛ ظرفیت همان را تغییر دهید.`,
      );
    // The grade belongs to its form's year, whichever year is chosen when it is added.
    const [campaign] = await ctx.db
      .select({ academicYearId: preregisterCampaigns.academicYearId })
      .from(preregisterCampaigns)
      .where(eq(preregisterCampaigns.id, campaignId));
    return campaign ? { ...values, academicYearId: campaign.academicYearId } : values;
  },
};

export const preregisterBinding: EntityBinding = {
  def: preregisterEntity,
  table: preregisterApplications,
  schoolColumn: preregisterApplications.schoolId,
  yearColumn: preregisterApplications.academicYearId,
  staysOpenAfterYearClose: true,
  // What an enrolled applicant's record says is the student's now (their dossier).
  protectRow: (row, action) =>
    action === 'edit' && row.status === 'enrolled'
      ? 'این متقاضی ثبت‌نام شده است؛ مشخصات او را در پرونده دانش‌آموز ویرایش کنید.'
      : null,
  async beforeWrite(values, ctx) {
    const all = { ...ctx.existing, ...values };
    const [twin] = await ctx.db
      .select({ id: preregisterApplications.id })
      .from(preregisterApplications)
      .where(
        and(
          eq(preregisterApplications.campaignId, Number(all.campaignId)),
          eq(preregisterApplications.nationalCode, String(all.nationalCode)),
          ctx.existing ? ne(preregisterApplications.id, ctx.existing.id) : undefined,
        ),
      );
    if (twin) throw invalid('nationalCode', DUPLICATE_APPLICATION);
    if (ctx.mode === 'update') return values;
    const [campaign] = await ctx.db
      .select({ academicYearId: preregisterCampaigns.academicYearId })
      .from(preregisterCampaigns)
      .where(eq(preregisterCampaigns.id, Number(all.campaignId)));
    return {
      ...values,
      trackingCode: newTrackingCode(),
      ...(campaign ? { academicYearId: campaign.academicYearId } : {}),
    };
  },
};
