/**
 * Reads one uploaded Excel file from a multipart request and refuses, with a Persian message,
 * anything that is not a sane .xlsx: a missing file, another type, a file over the size limit, or a
 * zip bomb (an .xlsx is a zip: its entries' declared sizes are checked before anything is unpacked).
 */
import { ERROR_CODES } from '@school/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import yauzl from 'yauzl';
import { AppError } from './errors';

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

/** Entries' declared sizes, read from the zip's central directory without inflating anything. */
function zipEntries(buffer: Buffer): Promise<{ compressed: number; uncompressed: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries: { compressed: number; uncompressed: number }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({ compressed: entry.compressedSize, uncompressed: entry.uncompressedSize });
        if (entries.length > MAX_ENTRIES) {
          zip.close();
          return resolve(entries);
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export async function checkXlsxBuffer(buffer: Buffer): Promise<void> {
  // An .xlsx starts with a zip local file header.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw refuse(XLSX_MESSAGES.notXlsx);
  const entries = await zipEntries(buffer).catch(() => {
    throw refuse(XLSX_MESSAGES.unreadable);
  });
  const total = entries.reduce((sum, e) => sum + e.uncompressed, 0);
  const tooCompressed = entries.some(
    (e) => e.uncompressed > 1024 * 1024 && e.uncompressed / Math.max(1, e.compressed) > MAX_RATIO,
  );
  if (entries.length > MAX_ENTRIES || total > MAX_UNZIPPED_BYTES || tooCompressed)
    throw refuse(XLSX_MESSAGES.bomb, 413);
}

/** The uploaded file's bytes plus the other (text) fields of the form. */
export async function readXlsxUpload(
  request: FastifyRequest,
): Promise<{ buffer: Buffer; fields: Record<string, string> }> {
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
  return { buffer, fields };
}
