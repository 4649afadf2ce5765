/**
 * /api/public/surveys — the student's side of a teacher survey, without signing in. Every attempt
 * with a code (opening or answering) counts against its address (@fastify/rate-limit: ATTEMPTS_PER
 * _ADDRESS a minute, shared by both routes) and every wrong code against the survey's own budget
 * (guess-guard.ts, with the arithmetic). Answers are not request-logged: nothing on the server
 * notes when an address answered.
 */
import { ERROR_CODES, normalizeSurveyCode, SURVEY_SCALE, toPersianDigits } from '@school/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { idParams } from '../../http/params';
import { openWithCode, publicSurvey, submitAnswers } from './public-survey';
import { SURVEY_NOT_FOUND, surveyById } from './survey-scope';

/**
 * Per address and minute, opening and answering together. A class answering from one school
 * network needs two requests a student; a slower minute is the worst a crowded lab sees.
 */
export const ATTEMPTS_PER_ADDRESS = 30;
const READS_PER_ADDRESS = 60;

export const ADDRESS_LIMIT_MESSAGE =
  'تلاش‌های این دستگاه برای نظرسنجی بیش از حد مجاز است. یک دقیقه صبر کنید و دوباره امتحان کنید.';

const limit = (max: number, groupId: string) => ({
  max,
  timeWindow: '1 minute',
  groupId,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new AppError(429, ERROR_CODES.THROTTLED, ADDRESS_LIMIT_MESSAGE, undefined, {
      'retry-after': context.after,
    }),
});

const CODE_FORMAT = 'کد نظرسنجی ۱۶ رقم است (رقم‌های ۲ تا ۹)؛ آن را همان‌طور که روی برگه آمده وارد کنید.';

const codeField = z
  .string({ error: CODE_FORMAT })
  .max(64, CODE_FORMAT)
  .transform((value, ctx) => {
    const code = normalizeSurveyCode(value);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: CODE_FORMAT });
      return z.NEVER;
    }
    return code;
  });

const positiveId = (label: string) =>
  z
    .number({ error: `${label} باید عدد باشد.` })
    .int(`${label} باید عدد صحیح باشد.`)
    .positive(`${label} نامعتبر است.`)
    .max(2_147_483_647, `${label} نامعتبر است.`);

const SCORE_MESSAGE = `امتیاز عددی از ${toPersianDigits(SURVEY_SCALE[0])} تا ${toPersianDigits(SURVEY_SCALE.at(-1)!)} است.`;

const openBody = z.object({ code: codeField }).strict();
const answersBody = z
  .object({
    code: codeField,
    answers: z
      .array(
        z
          .object({
            teacherId: positiveId('دبیر'),
            itemId: positiveId('پرسش'),
            score: z
              .number({ error: SCORE_MESSAGE })
              .int(SCORE_MESSAGE)
              .min(1, SCORE_MESSAGE)
              .max(5, SCORE_MESSAGE),
          })
          .strict(),
        { error: 'پاسخ‌ها فرستاده نشده است.' },
      )
      .min(1, 'پاسخ‌ها فرستاده نشده است.')
      .max(2000, 'تعداد پاسخ‌ها بیش از حد مجاز است.'),
  })
  .strict();

async function surveyOr404(db: Db, id: number) {
  const survey = await surveyById(db, id);
  if (!survey) throw notFound(SURVEY_NOT_FOUND);
  return survey;
}

export const publicSurveyRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['surveys'];
    const attempts = {
      permission: 'public' as const,
      rateLimit: limit(ATTEMPTS_PER_ADDRESS, 'survey-attempts'),
    };

    app.get(
      '/:id',
      {
        schema: { tags, summary: 'A survey as its public page shows it', params: idParams },
        config: { permission: 'public', rateLimit: limit(READS_PER_ADDRESS, 'survey-reads') },
      },
      async (request) => ({
        success: true,
        data: await publicSurvey(db, await surveyOr404(db, request.params.id)),
      }),
    );

    app.post(
      '/:id/open',
      {
        schema: {
          tags,
          summary: "Opens a survey with a code: its classroom's teachers and the questions",
          params: idParams,
          body: openBody,
        },
        config: attempts,
      },
      async (request) => {
        const survey = await surveyOr404(db, request.params.id);
        return { success: true, data: await openWithCode(db, survey, request.body.code) };
      },
    );

    app.post(
      '/:id/answers',
      {
        schema: { tags, summary: 'Answers a survey once with a code', params: idParams, body: answersBody },
        config: attempts,
        logLevel: 'warn',
      },
      async (request) => {
        const survey = await surveyOr404(db, request.params.id);
        const { code, answers } = request.body;
        return { success: true, data: await submitAnswers(db, survey, code, answers) };
      },
    );
  };
