/**
 * Keys of sheet submissions (attendance sheet, exam scores, worksheet): a submission is known by its
 * user and the client id that user's browser gave it, and remembers a hash of what it saved. A retry
 * (same user, same id, same content) is answered as already applied; the same id with other content
 * is refused, so a reused or guessed id can never make a save look done while nothing was written.
 */
import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@school/shared';
import { AppError } from '../http/errors';

export const CLIENT_ID_REUSED_MESSAGE =
  'این شناسه ارسال قبلاً برای داده‌های دیگری به کار رفته است؛ صفحه را تازه کنید و دوباره ذخیره کنید.';

/** JSON with every object's keys in order, so equal content reads the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of the canonical JSON of what a submission saves. */
export function payloadHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

/**
 * A client id this user has used before is a retry only with the same content: with other content it
 * is refused (409) and nothing is written.
 */
export function refuseOtherContent(seenHash: string, hash: string): void {
  if (seenHash !== hash) throw new AppError(409, ERROR_CODES.CONFLICT, CLIENT_ID_REUSED_MESSAGE);
}
