/**
 * Turns an uploaded image into a stored photo: the type is told from the bytes (never the name),
 * sharp must be able to decode it, and it is resized to at most 600 px on its long side and
 * re-encoded as JPEG, which also drops metadata (location, camera) and anything hidden in the file.
 */
import sharp from 'sharp';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 600;
/** Decoding a 100-megapixel image takes too much memory; photos of students are far smaller. */
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  notImage: 'این فایل تصویر نیست؛ فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.',
  tooLarge: 'حجم تصویر بیش از ۵ مگابایت است.',
  unreadable: 'تصویر خراب است و خوانده نشد.',
  tooManyPixels: 'ابعاد تصویر بیش از حد بزرگ است.',
} as const;

type Sniffed = 'jpeg' | 'png' | 'webp';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]);

/** The image format from the file's first bytes (magic numbers), or null for anything else. */
export function sniffImage(bytes: Buffer): Sniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export type ImageResult =
  { ok: true; bytes: Buffer; contentType: 'image/jpeg' } | { ok: false; reason: string; tooLarge?: boolean };

/** `maxSide`: the long side kept (a scanned report card needs more than a photo to stay readable). */
export async function normalizeImage(input: Buffer, maxSide = MAX_SIDE): Promise<ImageResult> {
  if (input.length > MAX_IMAGE_BYTES) return { ok: false, reason: IMAGE_MESSAGES.tooLarge, tooLarge: true };
  const format = sniffImage(input);
  if (!format) return { ok: false, reason: IMAGE_MESSAGES.notImage };
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) return { ok: false, reason: IMAGE_MESSAGES.notImage };
    const bytes = await image
      .rotate() // honour the camera's orientation before the metadata is dropped
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { ok: true, bytes, contentType: 'image/jpeg' };
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, reason: pixels ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.unreadable };
  }
}
