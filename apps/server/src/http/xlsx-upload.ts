/**
 * Reads one uploaded Excel file from a multipart request and refuses, with a Persian message,
 * anything that is not a sane .xlsx: a missing file, another type, a file over the size limit, a
 * broken zip, or a zip bomb (an .xlsx is a zip: every entry is inflated under a hard cap and must
 * match its declared size before any Excel library unpacks it).
 */
import { ERROR_CODES } from '@school/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { verifyZip, ZipRefusal } from './zip-guard';

export const MAX_XLSX_BYTES = 5 * 1024 * 1024;
const MAX_UNZIPPED_BYTES = 80 * 1024 * 1024;
const MAX_RATIO = 200;
const MAX_ENTRIES = 500;

const refuse = (message: string, status = 400) =>
  new AppError(status, ERROR_CODES.VALIDATION, message, { file: message });

export const XLSX_MESSAGES = {
  missing: 'فایل اکسل را انتخاب کنید.',
  notXlsx: 'فقط فایل اکسل با پسوند ‎.xlsx‎ پذیرفته می‌شود.',
  tooLarge: 'حجم فایل بیش از ۵ مگابایت است.',
  bomb: 'این فایل به‌طور غیرعادی فشرده شده و پذیرفته نمی‌شود.',
  unreadable: 'فایل اکسل خوانده نشد؛ آن را در اکسل باز کنید و دوباره ذخیره کنید.',
} as const;

/** Buffers already verified, so the sheet reader, which checks again, does not inflate them twice. */
const verified = new WeakSet<Buffer>();

/**
 * Refuses anything but a sound, modest zip. Every entry is inflated under a hard cap and must come
 * out exactly as its headers declare (see zip-guard.ts) before the Excel library sees the file.
 *
 * The original buffer, not a re-zipped copy, then goes to exceljs: its unzipper (JSZip) reads the
 * same central directory and inflates the same compressed bytes that were inflated here, and a
 * deflate stream always inflates to the same bytes, so it produces exactly the verified sizes:
 * at most MAX_UNZIPPED_BYTES in all. Zips that two readers could read differently are refused.
 */
export async function checkXlsxBuffer(buffer: Buffer): Promise<void> {
  // An .xlsx starts with a zip local file header.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw refuse(XLSX_MESSAGES.notXlsx);
  if (verified.has(buffer)) return;
  try {
    await verifyZip(buffer, {
      maxEntries: MAX_ENTRIES,
      maxTotalBytes: MAX_UNZIPPED_BYTES,
      maxRatio: MAX_RATIO,
    });
  } catch (error) {
    if (!(error instanceof ZipRefusal)) throw error;
    throw error.reason === 'bomb' ? refuse(XLSX_MESSAGES.bomb, 413) : refuse(XLSX_MESSAGES.unreadable);
  }
  verified.add(buffer);
}

/** The uploaded file's bytes plus the other (text) fields of the form. */
export async function readXlsxUpload(
  request: FastifyRequest,
): Promise<{ buffer: Buffer; fields: Record<string, string>; fileName: string }> {
  if (!request.isMultipart()) throw refuse(XLSX_MESSAGES.missing);
  let file: MultipartFile | undefined;
  let buffer: Buffer | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (file) throw refuse(XLSX_MESSAGES.missing);
      file = part;
      if (!/\.xlsx$/i.test(part.filename)) {
        part.file.resume();
        throw refuse(XLSX_MESSAGES.notXlsx);
      }
      buffer = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? refuse(XLSX_MESSAGES.tooLarge, 413) : error;
      });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!buffer) throw refuse(XLSX_MESSAGES.missing);
  await checkXlsxBuffer(buffer);
  return { buffer, fields, fileName: file?.filename ?? '' };
}
