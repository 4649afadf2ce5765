/**
 * Absence notices: after a sheet is saved, the parents of each absent student get one SMS per day
 * when the school has turned the notice on. They go through the SMS module's outbox (enqueueSms), so
 * parts, cost and the school's daily cap apply as to any message; the dedupe key makes "never twice"
 * hold even when several sheets of the day mark the same student absent. A school past its cap still
 * saves its sheet: the notices are not queued.
 */
import { formatDateJalali } from '@school/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schools, students } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SMS_DAILY_CAP_CODE, enqueueSms, fillTemplate, type OutgoingSms } from '../sms';

export const DEFAULT_ABSENCE_TEMPLATE = 'ولی گرامی، {student} امروز {date} در مدرسه {school} غایب بود.';

export async function queueAbsenceNotices(
  db: Db,
  input: { schoolId: number; date: string; studentIds: number[]; userId: number },
): Promise<number> {
  if (!input.studentIds.length) return 0;
  const [school] = await db
    .select({
      name: schools.name,
      enabled: schools.absenceSmsEnabled,
      template: schools.absenceSmsTemplate,
    })
    .from(schools)
    .where(eq(schools.id, input.schoolId));
  if (!school?.enabled) return 0;
  const absent = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      fatherMobile: students.fatherMobile,
      motherMobile: students.motherMobile,
      mobile: students.mobile,
    })
    .from(students)
    .where(inArray(students.id, input.studentIds));
  const date = formatDateJalali(input.date);
  const messages = absent.flatMap((s): OutgoingSms[] => {
    const recipient = s.fatherMobile ?? s.motherMobile ?? s.mobile;
    if (!recipient) return [];
    const name = `${s.firstName} ${s.lastName}`;
    const body = fillTemplate(school.template?.trim() || DEFAULT_ABSENCE_TEMPLATE, {
      student: name,
      date,
      school: school.name,
    });
    return [
      {
        schoolId: input.schoolId,
        recipient,
        recipientName: `ولی ${name}`,
        body,
        kind: 'absence',
        dedupeKey: `absence:${s.id}:${input.date}`,
        studentId: s.id,
      },
    ];
  });
  if (!messages.length) return 0;
  try {
    return (await enqueueSms(db, messages, { userId: input.userId })).queued;
  } catch (error) {
    if (error instanceof AppError && error.code === SMS_DAILY_CAP_CODE) return 0;
    throw error;
  }
}
