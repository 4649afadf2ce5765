/**
 * U+0000 cannot be stored in a PostgreSQL text value: one in a name, a note, a search or a username
 * reached the database and came back as a 500. Every request's JSON body, query and route parameters
 * are searched before validation, so no route — generated or bespoke, present or to come — can let one
 * through; the answer is a 400 naming the field.
 */
import { ERROR_CODES } from '@school/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

export const NUL_MESSAGE = 'متن ارسالی نویسه نامعتبر (NUL) دارد؛ آن را پاک کنید و دوباره بفرستید.';

/** The path of the first string holding U+0000 inside `value`, or null. Depth-bounded. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerNulByteRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field) throw new AppError(400, ERROR_CODES.VALIDATION, NUL_MESSAGE, { [field]: NUL_MESSAGE });
  });
}
