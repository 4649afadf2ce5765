/** The parts of a score submission that the exam sheet and the worksheet share. */
import { SCORE_MARKS } from '@school/shared';
import { z } from 'zod';

/** One student's value: a score, or a mark (absent/excused), or nothing (cleared). */
export const scoreValueFields = {
  studentId: z.number({ error: 'شناسه دانش‌آموز نامعتبر است.' }).int().positive(),
  score: z.number({ error: 'نمره باید عدد باشد.' }).nullable().default(null),
  mark: z.enum(SCORE_MARKS, { error: 'وضعیت باید غایب یا موجه باشد.' }).nullable().default(null),
};

/** Why a locked or published score changes (required there, checked by the services). */
export const amendReasonSchema = z
  .string({ error: 'علت اصلاح باید متن باشد.' })
  .max(300, 'علت اصلاح حداکثر ۳۰۰ نویسه است.')
  .nullish();
