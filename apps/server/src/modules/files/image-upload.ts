/**
 * Reads the one image of a multipart request (photo fields of forms and the teacher's profile) and
 * refuses, in Persian, a missing file, a file over the limit or anything that is not an image.
 */
import { ERROR_CODES } from '@school/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, normalizeImage } from './image-processing';

export const UPLOAD_MESSAGES = {
  missing: 'تصویری انتخاب نشده است.',
  oneFile: 'هر بار فقط یک تصویر بفرستید.',
} as const;

const refuse = (message: string, status = 400) =>
  new AppError(status, ERROR_CODES.VALIDATION, message, { file: message });

export async function readImageUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; contentType: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw refuse(UPLOAD_MESSAGES.missing);
  let input: Buffer | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (input) throw refuse(UPLOAD_MESSAGES.oneFile);
      input = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? refuse(IMAGE_MESSAGES.tooLarge, 413) : error;
      });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!input || input.length === 0) throw refuse(UPLOAD_MESSAGES.missing);
  const image = await normalizeImage(input);
  if (!image.ok) throw refuse(image.reason, image.tooLarge ? 413 : 400);
  return { bytes: image.bytes, contentType: image.contentType, fields };
}
