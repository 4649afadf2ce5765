/**
 * What the public form does: shows a campaign (its school, window, grades and whether each still
 * has seats), stores a new application with its documents in one transaction (one per national
 * code per campaign: the database's unique index decides between two at once), finds an
 * application again by tracking code and national code, and takes the corrections a rejection
 * asked for (the application is then submitted again). Nothing here needs or reads a session.
 */
import {
  APPLICANT_FIELDS,
  APPLICATION_DOCUMENTS,
  ERROR_CODES,
  PREREGISTRATION_MESSAGES,
  canApplicantCorrect,
  isApplicationStatus,
  isCampaignOpen,
  isValidNationalCode,
  normalizeCode,
  normalizeTrackingCode,
  preregisterEntity,
  type ApplicationDocument,
} from '@school/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { preregisterApplications, preregisterCampaigns, schools } from '../../db/schema';
import type { Row } from '../../engine/binding';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../engine/db-errors';
import { AppError, notFound } from '../../http/errors';
import { auditWrite } from './application-audit';
import { checkApplicant, type ReceivedForm } from './application-form';
import { checkUploadCap, cleanDocuments, documentsOf, storeDocuments } from './application-documents';
import { DUPLICATE_APPLICATION, PUBLIC_MESSAGES, newTrackingCode, tehranToday } from './application-rules';

const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.CONFLICT, message, errors);
const invalid = (message: string, errors?: Record<string, string>) =>
  new AppError(400, ERROR_CODES.VALIDATION, message, errors);

async function campaignRow(db: Db, id: number) {
  const [row] = await db
    .select({
      id: preregisterCampaigns.id,
      schoolId: preregisterCampaigns.schoolId,
      academicYearId: preregisterCampaigns.academicYearId,
      title: preregisterCampaigns.title,
      description: preregisterCampaigns.description,
      opensOn: preregisterCampaigns.opensOn,
      closesOn: preregisterCampaigns.closesOn,
      requiredDocuments: preregisterCampaigns.requiredDocuments,
      schoolName: schools.name,
    })
    .from(preregisterCampaigns)
    .innerJoin(schools, eq(schools.id, preregisterCampaigns.schoolId))
    .where(eq(preregisterCampaigns.id, id));
  if (!row) throw notFound(PUBLIC_MESSAGES.campaignNotFound);
  return row;
}

/** The grades a campaign offers, each with its seats and how many are taken. */
export async function campaignGrades(db: Db, campaignId: number) {
  return executeRows<{ gradeLevel: number; capacity: number; taken: number }>(
    db,
    sql`select g.grade_level as "gradeLevel", g.capacity,
          (select count(*)::int from preregister_applications a
            where a.campaign_id = g.campaign_id and a.grade_level = g.grade_level
              and a.status in ('accepted', 'enrolled')) as taken
        from preregister_grades g
        where g.campaign_id = ${campaignId}
        order by g.grade_level`,
  );
}

function windowState(campaign: { opensOn: string; closesOn: string }, today: string) {
  if (isCampaignOpen(campaign, today)) return 'open' as const;
  return today < campaign.opensOn ? ('notYet' as const) : ('closed' as const);
}

/** The public page's campaign: nothing of the school's applications, only whether seats remain. */
export async function publicCampaign(db: Db, id: number) {
  const campaign = await campaignRow(db, id);
  const grades = await campaignGrades(db, id);
  return {
    id: campaign.id,
    title: campaign.title,
    schoolName: campaign.schoolName,
    description: campaign.description,
    opensOn: campaign.opensOn,
    closesOn: campaign.closesOn,
    state: windowState(campaign, tehranToday()),
    requiredDocuments: campaign.requiredDocuments,
    grades: grades.map((g) => ({ gradeLevel: String(g.gradeLevel), full: g.taken >= g.capacity })),
  };
}

function missingDocuments(
  required: readonly string[],
  files: Partial<Record<ApplicationDocument, Buffer>>,
): Record<string, string> {
  return Object.fromEntries(
    required
      .filter((kind) => !files[kind as ApplicationDocument])
      .map((k) => [k, PUBLIC_MESSAGES.documentRequired]),
  );
}

/** Stores a new application; returns its tracking code. */
export async function submitApplication(db: Db, campaignId: number, form: ReceivedForm) {
  const campaign = await campaignRow(db, campaignId);
  const state = windowState(campaign, tehranToday());
  if (state !== 'open')
    throw conflict(state === 'notYet' ? PUBLIC_MESSAGES.notYetOpen : PUBLIC_MESSAGES.closed);
  const values = checkApplicant(form.fields, {
    allowed: APPLICANT_FIELDS,
    partial: false,
    today: tehranToday(),
  });
  const grade = (await campaignGrades(db, campaignId)).find(
    (g) => String(g.gradeLevel) === values.gradeLevel,
  );
  const gradeError = !grade
    ? PUBLIC_MESSAGES.gradeNotOffered
    : grade.taken >= grade.capacity
      ? PUBLIC_MESSAGES.gradeFull
      : null;
  const missing = missingDocuments(campaign.requiredDocuments, form.files);
  if (gradeError || Object.keys(missing).length)
    throw invalid(PUBLIC_MESSAGES.fixErrors, {
      ...missing,
      ...(gradeError ? { gradeLevel: gradeError } : {}),
    });
  const documents = await cleanDocuments(form.files);
  checkUploadCap(0, documents.length);
  // A tracking code that happens to exist already is drawn again; the national code's twin is final.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = (await tx
          .insert(preregisterApplications)
          .values({
            ...(values as unknown as typeof preregisterApplications.$inferInsert),
            gradeLevel: Number(values.gradeLevel),
            schoolId: campaign.schoolId,
            academicYearId: campaign.academicYearId,
            campaignId,
            trackingCode: newTrackingCode(),
          })
          .returning()) as Row[];
        await storeDocuments(tx, { id: row!.id, schoolId: campaign.schoolId }, documents);
        await auditWrite(tx, {
          def: preregisterEntity,
          action: 'create',
          userId: null,
          schoolId: campaign.schoolId,
          entityId: row!.id,
          after: row,
        });
        return { trackingCode: String(row!.trackingCode), status: String(row!.status) };
      });
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      const [twin] = await db
        .select({ id: preregisterApplications.id })
        .from(preregisterApplications)
        .where(
          and(
            eq(preregisterApplications.campaignId, campaignId),
            eq(preregisterApplications.nationalCode, String(values.nationalCode)),
          ),
        );
      if (twin || attempt >= 3)
        throw conflict(DUPLICATE_APPLICATION, { nationalCode: DUPLICATE_APPLICATION });
    }
  }
}

/** The application the credentials open, or 404 (the same answer for a wrong code or national code). */
async function applicationFor(db: Db, campaignId: number, credentials: Record<string, unknown>) {
  const trackingCode = normalizeTrackingCode(String(credentials.trackingCode ?? ''));
  const nationalCode = normalizeCode(String(credentials.nationalCode ?? ''));
  if (!trackingCode || !isValidNationalCode(nationalCode)) throw notFound(PUBLIC_MESSAGES.notFound);
  const [row] = (await db
    .select()
    .from(preregisterApplications)
    .where(
      and(
        eq(preregisterApplications.campaignId, campaignId),
        eq(preregisterApplications.trackingCode, trackingCode),
        eq(preregisterApplications.nationalCode, nationalCode),
      ),
    )) as (typeof preregisterApplications.$inferSelect)[];
  if (!row) throw notFound(PUBLIC_MESSAGES.notFound);
  return row;
}

/** What the applicant sees of their application: what they sent, its status and what to correct. */
export async function applicationStatus(db: Db, campaignId: number, credentials: Record<string, unknown>) {
  const row = await applicationFor(db, campaignId, credentials);
  const documents = await documentsOf(db, row.id);
  const status = isApplicationStatus(row.status) ? row.status : 'submitted';
  return {
    trackingCode: row.trackingCode,
    status,
    rejectionReason: status === 'rejected' ? row.rejectionReason : null,
    fixFields: canApplicantCorrect(status, row.fixFields) ? row.fixFields : [],
    submittedAt: row.createdAt.toISOString(),
    values: Object.fromEntries(
      APPLICANT_FIELDS.map((f) => [f, f === 'gradeLevel' ? String(row.gradeLevel) : (row[f] ?? null)]),
    ),
    documents: documents.map((d) => d.kind),
  };
}

/** Applies the corrections a rejection asked for; the application is submitted again. */
export async function correctApplication(db: Db, campaignId: number, form: ReceivedForm) {
  const { trackingCode, nationalCode, ...fields } = form.fields;
  const row = await applicationFor(db, campaignId, { trackingCode, nationalCode });
  const status = isApplicationStatus(row.status) ? row.status : 'submitted';
  if (!canApplicantCorrect(status, row.fixFields)) throw conflict(PREREGISTRATION_MESSAGES.notCorrectable);
  const openDocs = row.fixFields.filter((f) => (APPLICATION_DOCUMENTS as readonly string[]).includes(f));
  const strayFiles = Object.keys(form.files).filter((kind) => !openDocs.includes(kind));
  if (strayFiles.length)
    throw invalid(
      PUBLIC_MESSAGES.fixErrors,
      Object.fromEntries(strayFiles.map((k) => [k, PREREGISTRATION_MESSAGES.fieldNotCorrectable])),
    );
  const values = checkApplicant(fields, {
    allowed: row.fixFields.filter((f) => (APPLICANT_FIELDS as readonly string[]).includes(f)),
    partial: true,
    today: tehranToday(),
    existing: row,
  });
  if (values.gradeLevel !== undefined) {
    const grade = (await campaignGrades(db, campaignId)).find(
      (g) => String(g.gradeLevel) === values.gradeLevel,
    );
    if (!grade) throw invalid(PUBLIC_MESSAGES.fixErrors, { gradeLevel: PUBLIC_MESSAGES.gradeNotOffered });
  }
  const documents = await cleanDocuments(form.files);
  checkUploadCap(row.uploadCount, documents.length);
  await db.transaction(async (tx) => {
    const [updated] = (await tx
      .update(preregisterApplications)
      .set({
        ...(values as Partial<typeof preregisterApplications.$inferInsert>),
        ...(values.gradeLevel ? { gradeLevel: Number(values.gradeLevel) } : {}),
        status: 'submitted',
        fixFields: [],
        rejectionReason: null,
        version: row.version + 1,
        updatedAt: new Date(),
        updatedBy: null,
      })
      // The version keeps a correction from landing on a decision taken meanwhile.
      .where(and(eq(preregisterApplications.id, row.id), eq(preregisterApplications.version, row.version)))
      .returning()) as Row[];
    if (!updated) throw conflict(PREREGISTRATION_MESSAGES.notCorrectable);
    await storeDocuments(tx, { id: row.id, schoolId: row.schoolId }, documents);
    await auditWrite(tx, {
      def: preregisterEntity,
      action: 'update',
      userId: null,
      schoolId: row.schoolId,
      entityId: row.id,
      before: row,
      after: updated,
    });
  });
  return applicationStatus(db, campaignId, { trackingCode, nationalCode });
}
