/**
 * Absence notices: after a sheet is saved, the parents of each absent student get one SMS per day
 * when the school has turned the notice on. The outbox's dedupe key makes "never twice" hold even
 * when several sheets of the day mark the same student absent.
 */
import { formatDateJalali } from '@school/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schools, smsOutbox, students } from '../../db/schema';
import { fillTemplate, smsParts } from '../sms/sms-text';

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
  const messages = absent.flatMap((s) => {
    const recipient = s.fatherMobile ?? s.motherMobile ?? s.mobile;
    if (!recipient) return [];
    const body = fillTemplate(school.template?.trim() || DEFAULT_ABSENCE_TEMPLATE, {
      student: `${s.firstName} ${s.lastName}`,
      date,
      school: school.name,
    });
    return [
      {
        schoolId: input.schoolId,
        recipient,
        body,
        kind: 'absence',
        dedupeKey: `absence:${s.id}:${input.date}`,
        studentId: s.id,
        parts: smsParts(body),
        createdBy: input.userId,
      },
    ];
  });
  if (!messages.length) return 0;
  const queued = await db
    .insert(smsOutbox)
    .values(messages)
    .onConflictDoNothing({ target: smsOutbox.dedupeKey })
    .returning({ id: smsOutbox.id });
  return queued.length;
}
