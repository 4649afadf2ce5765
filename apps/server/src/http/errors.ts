/** The uniform failure body of the API contract and the errors services throw to produce it. */
import { ERROR_CODES, type ApiFailure } from '@school/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../engine/db-errors';

/**
 * Database refusals of a value itself (a byte the encoding cannot hold, a number out of range): the
 * input was bad, whatever check let it through. 22021 invalid byte sequence, 22P05 untranslatable
 * character, 22003 numeric value out of range, 22001 string too long for its column.
 */
const BAD_VALUE_CODES = new Set(['22021', '22P05', '22003', '22001']);

export const MESSAGES = {
  validation: 'اطلاعات ارسالی معتبر نیست.',
  badJson: 'متن درخواست، JSON معتبری نیست.',
  notFound: 'مورد درخواستی یافت نشد.',
  routeNotFound: 'این مسیر در API وجود ندارد.',
  unauthenticated: 'برای این کار باید وارد شوید.',
  forbidden: 'اجازه این کار را ندارید.',
  tooLarge: 'حجم درخواست بیش از حد مجاز است.',
  unsupportedMedia: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  throttled: 'تعداد درخواست‌ها بیش از حد مجاز است. کمی بعد دوباره تلاش کنید.',
  internal: 'خطایی در سرور رخ داد. لطفاً دوباره تلاش کنید.',
  required: 'این فیلد الزامی است.',
  badValue: 'مقداری در درخواست برای ذخیره معتبر نیست (نویسه نامعتبر یا عدد بیش از حد بزرگ).',
} as const;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError(404, ERROR_CODES.NOT_FOUND, message);
export const forbidden = () => new AppError(403, ERROR_CODES.FORBIDDEN, MESSAGES.forbidden);
export const unauthenticated = (
  code: string = ERROR_CODES.UNAUTHENTICATED,
  message: string = MESSAGES.unauthenticated,
) => new AppError(401, code, message);

export function failure(code: string, message: string, errors?: Record<string, string>): ApiFailure {
  return errors && Object.keys(errors).length > 0
    ? { success: false, message, code, errors }
    : { success: false, message, code };
}

interface ZodLikeIssue {
  path?: PropertyKey[];
  instancePath?: string;
  message?: string;
  code?: string;
}

/** Per-field Persian messages from a schema validation error (first message per field wins). */
function fieldErrors(issues: ZodLikeIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.length
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[key] ??= issue.message || MESSAGES.validation;
  }
  return errors;
}

export function sendFailure(reply: FastifyReply, status: number, body: ApiFailure) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Maps framework errors (validation, JSON parsing, size limits, rate limits) to the contract. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendFailure(reply, error.statusCode, failure(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        instancePath: v.instancePath,
        message: v.message,
        path: (v.params as { issue?: { path?: PropertyKey[] } })?.issue?.path,
      }));
      return sendFailure(
        reply,
        400,
        failure(ERROR_CODES.VALIDATION, MESSAGES.validation, fieldErrors(issues)),
      );
    }
    if (BAD_VALUE_CODES.has(pgErrorCode(error) ?? '')) {
      return sendFailure(reply, 400, failure(ERROR_CODES.VALIDATION, MESSAGES.badValue));
    }
    const status = error.statusCode ?? 500;
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return sendFailure(reply, 400, failure(ERROR_CODES.BAD_JSON, MESSAGES.badJson));
    }
    if (status === 413) return sendFailure(reply, 413, failure(ERROR_CODES.TOO_LARGE, MESSAGES.tooLarge));
    if (status === 415)
      return sendFailure(reply, 415, failure(ERROR_CODES.UNSUPPORTED_MEDIA, MESSAGES.unsupportedMedia));
    if (status === 429) return sendFailure(reply, 429, failure(ERROR_CODES.THROTTLED, MESSAGES.throttled));
    if (status >= 400 && status < 500) {
      return sendFailure(reply, status, failure(ERROR_CODES.VALIDATION, MESSAGES.validation));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 500, failure(ERROR_CODES.INTERNAL, MESSAGES.internal));
  });
}
