/**
 * A school's decisions on an application (submitted → reviewing → accepted / rejected, and taking
 * a decision back) under the rules of packages/shared/src/preregistration.ts. Accepting takes a seat
 * of the grade (the grade's row is locked so two acceptances cannot both take the last one) and
 * sends the parents an SMS through the SMS module's outbox; rejecting carries a reason the applicant
 * reads and, optionally, what they may correct.
 */
import {
  ERROR_CODES,
  PREREGISTRATION_MESSAGES,
  decisionRefusal,
  formatTrackingCode,
  isApplicationStatus,
  preregisterEntity,
  toPersianDigits,
  type ApplicationStatus,
  type Correctable,
} from '@school/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { preregisterApplications, schools } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SMS_DAILY_CAP_CODE, enqueueSms, fillTemplate } from '../sms';
import { auditWrite } from './application-audit';

export type Application = typeof preregisterApplications.$inferSelect;

export interface Decision {
  status: Exclude<ApplicationStatus, 'submitted' | 'enrolled'>;
  reason?: string | null;
  fixFields?: Correctable[];
  version: number;
}

export const STALE = 'این درخواست در این فاصله تغییر کرده است. صفحه را تازه کنید و دوباره تلاش کنید.';

const conflict = (message: string) => new AppError(409, ERROR_CODES.CONFLICT, message);

/** The application's row locked for this transaction, at the version the user saw. */
export async function lockApplication(tx: Db, id: number, version: number): Promise<Application> {
  const [application] = await tx
    .select()
    .from(preregisterApplications)
    .where(eq(preregisterApplications.id, id))
    .for('update');
  if (!application) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'درخواست پیش‌ثبت‌نام یافت نشد.');
  if (application.version !== version) throw conflict(STALE);
  return application;
}

/**
 * Whether the grade still has a seat for one more acceptance. The grade's row is locked, so two
 * acceptances of its last seat are decided one after the other.
 */
async function hasSeat(tx: Db, application: Application): Promise<boolean> {
  const [grade] = await executeRows<{ capacity: number; taken: number }>(
    tx,
    sql`select g.capacity,
          (select count(*)::int from preregister_applications a
            where a.campaign_id = g.campaign_id and a.grade_level = g.grade_level
              and a.status in ('accepted', 'enrolled')) as taken
        from preregister_grades g
        where g.campaign_id = ${application.campaignId} and g.grade_level = ${application.gradeLevel}
        for update of g`,
  );
  // A grade the form does not offer (an application typed in by the office) has no seat count.
  return !grade || grade.taken < grade.capacity;
}

export async function decide(
  db: Db,
  id: number,
  decision: Decision,
  userId: number,
): Promise<{ application: Application; smsQueued: number }> {
  const application = await db.transaction(async (tx) => {
    const before = await lockApplication(tx, id, decision.version);
    const from = isApplicationStatus(before.status) ? before.status : 'submitted';
    const refusal = decisionRefusal(from, decision.status);
    if (refusal) throw conflict(refusal);
    const reason = decision.reason?.trim() ?? '';
    if (decision.status === 'rejected' && !reason)
      throw new AppError(400, ERROR_CODES.VALIDATION, PREREGISTRATION_MESSAGES.reasonRequired, {
        reason: PREREGISTRATION_MESSAGES.reasonRequired,
      });
    if (decision.status === 'accepted' && !(await hasSeat(tx, before)))
      throw conflict(`ظرفیت پایه ${toPersianDigits(before.gradeLevel)} در این فرم تکمیل شده است.`);
    const rejected = decision.status === 'rejected';
    const [after] = await tx
      .update(preregisterApplications)
      .set({
        status: decision.status,
        rejectionReason: rejected ? reason : null,
        fixFields: rejected ? [...new Set(decision.fixFields ?? [])] : [],
        version: before.version + 1,
        updatedAt: new Date(),
        updatedBy: userId,
      })
      .where(eq(preregisterApplications.id, id))
      .returning();
    await auditWrite(tx, {
      def: preregisterEntity,
      action: 'update',
      userId,
      schoolId: before.schoolId,
      entityId: id,
      before,
      after,
    });
    return after!;
  });
  const smsQueued = application.status === 'accepted' ? await tellParents(db, application, userId) : 0;
  return { application, smsQueued };
}

export const DEFAULT_ACCEPTANCE_TEXT =
  'ولی گرامی، پیش‌ثبت‌نام {student} در {school} پذیرفته شد. برای ثبت‌نام قطعی با کد پیگیری {code} به مدرسه مراجعه کنید.';

/**
 * The acceptance SMS to the father's and the mother's mobiles, once per application and number
 * (a decision taken back and taken again sends nothing new). A school past its daily cap still
 * accepts; the page says no message went.
 */
async function tellParents(db: Db, application: Application, userId: number): Promise<number> {
  const [school] = await db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.id, application.schoolId));
  const student = `${application.firstName} ${application.lastName}`;
  const body = fillTemplate(DEFAULT_ACCEPTANCE_TEXT, {
    student,
    school: school?.name ?? '',
    code: toPersianDigits(formatTrackingCode(application.trackingCode)),
  });
  const recipients = [application.fatherMobile, application.motherMobile].filter((m): m is string => !!m);
  try {
    const { queued } = await enqueueSms(
      db,
      recipients.map((recipient) => ({
        schoolId: application.schoolId,
        recipient,
        recipientName: `ولی ${student}`,
        body,
        kind: 'preregistration',
        dedupeKey: `preregister-accepted:${application.id}:${recipient}`,
      })),
      { userId },
    );
    return queued;
  } catch (error) {
    if (error instanceof AppError && error.code === SMS_DAILY_CAP_CODE) return 0;
    throw error;
  }
}
