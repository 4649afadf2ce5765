/** Request shapes of the year results and the make-up exams, with Persian messages. */
import { SCORE_MARKS, YEAR_OUTCOMES, toAsciiDigits } from '@school/shared';
import { z } from 'zod';
import { rowId } from '../../http/params';

const gradeLevelParam = z
  .string()
  .transform((v) => Number(toAsciiDigits(v)))
  .pipe(
    z
      .number({ error: 'پایه نامعتبر است.' })
      .int('پایه نامعتبر است.')
      .min(1, 'پایه نامعتبر است.')
      .max(12, 'پایه نامعتبر است.'),
  );

export const reportQuery = z
  .object({ classroomId: rowId.optional(), gradeLevel: gradeLevelParam.optional() })
  .strict()
  .refine((q) => q.classroomId === undefined || q.gradeLevel === undefined, {
    message: 'یا کلاس را انتخاب کنید یا پایه را، نه هر دو.',
    path: ['gradeLevel'],
  });

export const computeBody = z
  .object({
    classroomId: z
      .number({ error: 'کلاس نامعتبر است.' })
      .int('کلاس نامعتبر است.')
      .positive('کلاس نامعتبر است.')
      .optional(),
  })
  .strict();

const reason = z
  .string({ error: 'علت را بنویسید.' })
  .trim()
  .min(3, 'علت را بنویسید (دست‌کم ۳ نویسه).')
  .max(300, 'علت حداکثر ۳۰۰ نویسه است.');

export const studentParams = z.object({ studentId: rowId });
export const examStudentParams = z.object({ id: rowId, studentId: rowId });

export const overrideBody = z
  .object({
    outcome: z.enum(YEAR_OUTCOMES, { error: 'نتیجه باید قبول، تجدید، مردود یا فارغ‌التحصیل باشد.' }),
    reason,
  })
  .strict();

export const clearBody = z.object({ reason: reason.optional() }).strict().nullish();

export const addStudentBody = z
  .object({
    studentId: z.number({ error: 'دانش‌آموز را انتخاب کنید.' }).int().positive('دانش‌آموز را انتخاب کنید.'),
  })
  .strict();

export const makeupScoresBody = z
  .object({
    entries: z
      .array(
        z
          .object({
            studentId: z.number({ error: 'شناسه دانش‌آموز نامعتبر است.' }).int().positive(),
            score: z.number({ error: 'نمره باید عدد باشد.' }).nullable().default(null),
            mark: z.enum(SCORE_MARKS, { error: 'وضعیت باید غایب یا موجه باشد.' }).nullable().default(null),
          })
          .strict(),
        { error: 'فهرست نمره‌ها لازم است.' },
      )
      .min(1, 'فهرست نمره‌ها خالی است.')
      .max(500, 'یک برگه حداکثر ۵۰۰ دانش‌آموز دارد.')
      .refine(
        (list) => new Set(list.map((e) => e.studentId)).size === list.length,
        'دانش‌آموز تکراری در فهرست است.',
      ),
  })
  .strict();
