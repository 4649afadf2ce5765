/**
 * Reads a group-photo request: many images, or one zip of images, in one multipart form. Limits:
 * a total per request, a size per image (the zip itself may be larger), a number of files.
 */
import { ERROR_CODES } from '@school/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../files/image-processing';
import { isZip, unpackPhotoZip, ZipRefused, type ZipItem } from './photo-zip';

export const MAX_REQUEST_BYTES = 50 * 1024 * 1024;
const MAX_FILES = 500;

export const PHOTO_UPLOAD_MESSAGES = {
  missing: 'تصویرها یا فایل فشرده (zip) آن‌ها را انتخاب کنید.',
  tooLarge: 'مجموع حجم فایل‌ها بیش از ۵۰ مگابایت است؛ آن‌ها را در چند نوبت بفرستید.',
  tooMany: `در هر نوبت حداکثر ${MAX_FILES.toLocaleString('fa-IR')} فایل پذیرفته می‌شود.`,
  oneZip: 'در هر نوبت فقط یک فایل فشرده (zip) بفرستید.',
} as const;

const refuse = (message: string, status = 400) =>
  new AppError(status, ERROR_CODES.VALIDATION, message, { files: message });

/** Every uploaded file (zip entries in place of their zip), each with its bytes or why it was refused. */
export async function readPhotoUpload(request: FastifyRequest): Promise<ZipItem[]> {
  if (!request.isMultipart()) throw refuse(PHOTO_UPLOAD_MESSAGES.missing);
  const items: ZipItem[] = [];
  let total = 0;
  let zips = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_REQUEST_BYTES, files: MAX_FILES, parts: MAX_FILES + 10 },
    })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > MAX_REQUEST_BYTES) throw refuse(PHOTO_UPLOAD_MESSAGES.tooLarge, 413);
      const name = part.filename || 'بی‌نام';
      if (isZip(bytes)) {
        if (++zips > 1) throw refuse(PHOTO_UPLOAD_MESSAGES.oneZip);
        items.push(...(await unpackPhotoZip(bytes)));
      } else if (bytes.length > MAX_IMAGE_BYTES) items.push({ name, rejected: IMAGE_MESSAGES.tooLarge });
      else items.push({ name, bytes });
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw refuse(error.message, 413);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(PHOTO_UPLOAD_MESSAGES.tooLarge, 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw refuse(PHOTO_UPLOAD_MESSAGES.tooMany, 413);
    throw error;
  }
  if (items.length === 0) throw refuse(PHOTO_UPLOAD_MESSAGES.missing);
  return items;
}
