/**
 * Discipline notices: when the school has turned them on, recording an item queues one SMS to the
 * student's parents through the SMS module's outbox (enqueueSms). The dedupe key (one per item)
 * keeps a retried save from sending twice; a school past its daily SMS cap still records the item.
 */
import { formatDateJalali } from '@school/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { disciplineTypes, schools, students } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SMS_DAILY_CAP_CODE, enqueueSms, fillTemplate } from '../sms';

export const DEFAULT_DISCIPLINE_TEMPLATE =
  'ولی گرامی، برای {student} در تاریخ {date} مورد «{title}» در مدرسه {school} ثبت شد.';

/** The number the notice goes to: the father's mobile, else the mother's, else the student's. */
export async function parentMobile(db: Db, studentId: number): Promise<string | null> {
  const [s] = await db
    .select({ father: students.fatherMobile, mother: students.motherMobile, own: students.mobile })
    .from(students)
    .where(eq(students.id, studentId));
  return s ? (s.father ?? s.mother ?? s.own ?? null) : null;
}

/** Whether the school sends discipline notices by SMS. */
export async function disciplineSmsEnabled(db: Db, schoolId: number): Promise<boolean> {
  const [school] = await db
    .select({ enabled: schools.disciplineSmsEnabled })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return Boolean(school?.enabled);
}

export async function queueDisciplineNotice(
  db: Db,
  item: { id: number; schoolId: number; studentId: number; disciplineTypeId: number; date: string },
  userId: number,
): Promise<boolean> {
  const recipient = await parentMobile(db, item.studentId);
  if (!recipient) return false;
  const [school] = await db
    .select({ name: schools.name, template: schools.disciplineSmsTemplate })
    .from(schools)
    .where(eq(schools.id, item.schoolId));
  const [student] = await db
    .select({ firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(eq(students.id, item.studentId));
  const [type] = await db
    .select({ title: disciplineTypes.title })
    .from(disciplineTypes)
    .where(eq(disciplineTypes.id, item.disciplineTypeId));
  const body = fillTemplate(school?.template?.trim() || DEFAULT_DISCIPLINE_TEMPLATE, {
    student: student ? `${student.firstName} ${student.lastName}` : '',
    date: formatDateJalali(item.date),
    title: type?.title ?? '',
    school: school?.name ?? '',
  });
  // Through the SMS module's outbox: parts, cost and the school's daily cap are its rules.
  const sent = enqueueSms(
    db,
    [
      {
        schoolId: item.schoolId,
        recipient,
        recipientName: student ? `ولی ${student.firstName} ${student.lastName}` : null,
        body,
        kind: 'discipline',
        dedupeKey: `discipline:${item.id}`,
        studentId: item.studentId,
      },
    ],
    { userId },
  );
  try {
    return (await sent).queued > 0;
  } catch (error) {
    if (error instanceof AppError && error.code === SMS_DAILY_CAP_CODE) return false;
    throw error;
  }
}
