/**
 * Unpacks an uploaded zip of photos defensively. The central directory is checked first (entry
 * count, declared total size, compression ratio) so a zip bomb is refused before anything is
 * inflated; then each entry is read with its declared size enforced. Nested zips and entries over
 * the image limit are not unpacked but reported, one by one, as rejected.
 */
import yauzl from 'yauzl';
import { MAX_IMAGE_BYTES } from '../files/image-processing';

const MAX_ENTRIES = 1000;
const MAX_TOTAL_UNZIPPED = 100 * 1024 * 1024;
/** Photos barely compress; a large entry that shrank more than this is a bomb, not a photo. */
const MAX_RATIO = 50;

export const ZIP_MESSAGES = {
  bomb: 'فایل فشرده به‌طور غیرعادی فشرده شده یا بیش از حد بزرگ است و پذیرفته نمی‌شود.',
  unreadable: 'فایل فشرده خراب است و باز نشد.',
  nested: 'فایل فشرده تودرتو پذیرفته نمی‌شود.',
  entryTooLarge: 'حجم این تصویر بیش از ۵ مگابایت است.',
} as const;

export type ZipItem = { name: string; bytes: Buffer } | { name: string; rejected: string };

export class ZipRefused extends Error {}

/** A zip starts with a local file header, whatever the file is called. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(new ZipRefused(ZIP_MESSAGES.unreadable)) : resolve(zip),
    ),
  );
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) return reject(new ZipRefused(ZIP_MESSAGES.bomb));
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(new ZipRefused(ZIP_MESSAGES.unreadable)));
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new ZipRefused(ZIP_MESSAGES.unreadable));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // yauzl checks the declared size too; this is the belt to its braces.
        if (size > MAX_IMAGE_BYTES) stream.destroy(new ZipRefused(ZIP_MESSAGES.bomb));
        else chunks.push(chunk);
      });
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', () => reject(new ZipRefused(ZIP_MESSAGES.bomb)));
    }),
  );
}

/** Ignored quietly: folders and the metadata files macOS and Windows add to zips. */
const isNoise = (name: string) =>
  name.endsWith('/') ||
  name.startsWith('__MACOSX/') ||
  /(^|\/)(\.[^/]*|Thumbs\.db|desktop\.ini)$/i.test(name);

/** The files of a zip; throws ZipRefused when the zip as a whole is unreadable or a bomb. */
export async function unpackPhotoZip(buffer: Buffer): Promise<ZipItem[]> {
  const zip = await openZip(buffer);
  try {
    const entries = (await listEntries(zip)).filter((e) => !isNoise(e.fileName));
    const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    const bomb = entries.some(
      (e) =>
        e.uncompressedSize > 1024 * 1024 && e.uncompressedSize / Math.max(1, e.compressedSize) > MAX_RATIO,
    );
    if (total > MAX_TOTAL_UNZIPPED || bomb) throw new ZipRefused(ZIP_MESSAGES.bomb);
    const items: ZipItem[] = [];
    for (const entry of entries) {
      const name = entry.fileName;
      if (/\.(zip|rar|7z|tar|gz)$/i.test(name)) items.push({ name, rejected: ZIP_MESSAGES.nested });
      else if (entry.uncompressedSize > MAX_IMAGE_BYTES)
        items.push({ name, rejected: ZIP_MESSAGES.entryTooLarge });
      else {
        const bytes = await readEntry(zip, entry);
        items.push(isZip(bytes) ? { name, rejected: ZIP_MESSAGES.nested } : { name, bytes });
      }
    }
    return items;
  } finally {
    zip.close();
  }
}
