/**
 * Verifies an uploaded zip (an .xlsx is one) by inflating every entry ourselves under a hard cap,
 * before any library unpacks it. A zip's headers only declare sizes; a bomb declares a few kilobytes
 * and inflates to gigabytes, so trusting the headers is not enough. Here each entry is inflated as a
 * stream and counted: the moment an entry passes its declared size (or what is left of the budget
 * for the whole zip) the inflater is destroyed, so no entry is ever held, or even produced, much
 * beyond its cap. An entry that comes out shorter than declared, or with another CRC, is refused too.
 *
 * The headers are read strictly, the way the Excel library's unzipper (JSZip) reads them: the last
 * end-of-central-directory record, the central directory's sizes and compression method, the data
 * right after the local header. Anything a lenient reader could read differently (bytes prepended to
 * the zip, zip64 records, a central directory that does not end where the end record says) is
 * refused, so what was verified here is exactly what a reader will inflate later.
 */
import { crc32, createInflateRaw } from 'node:zlib';

export interface ZipLimits {
  /** Most entries (files and folders) the zip may hold. */
  maxEntries: number;
  /** Most bytes all entries together may inflate to. */
  maxTotalBytes: number;
  /** An entry over a megabyte may be at most this many times its compressed size. */
  maxRatio: number;
}

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  /** Declared and, once verified, actual inflated size. */
  size: number;
  directory: boolean;
}

export interface VerifiedZipEntry extends ZipEntryInfo {
  /** The inflated bytes, only for the entries the caller asked to keep. */
  bytes?: Buffer;
}

/** Why a zip was refused: a bomb (413 to the client) or a broken or unsupported zip (400). */
export class ZipRefusal extends Error {
  constructor(
    readonly reason: 'bomb' | 'unreadable',
    detail: string,
  ) {
    super(detail);
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP64_LOCATOR = 0x07064b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
/** Bit 0: traditional encryption; bit 6: strong encryption; bit 13: encrypted central directory. */
const ENCRYPTED_FLAGS = 0x0001 | 0x0040 | 0x2000;
const DATA_DESCRIPTOR_FLAG = 0x0008;
const UTF8_FLAG = 0x0800;
const STORED = 0;
const DEFLATED = 8;
const RATIO_FLOOR = 1024 * 1024;

const bomb = (detail: string) => new ZipRefusal('bomb', detail);
const unreadable = (detail: string) => new ZipRefusal('unreadable', detail);

interface RawEntry extends ZipEntryInfo {
  method: number;
  crc: number;
  dataStart: number;
}

/** A path that would leave the folder it is unpacked into, or names a drive or the root. */
const isUnsafePath = (name: string) =>
  name.includes('\0') ||
  /^[\\/]/.test(name) ||
  /^[a-z]:/i.test(name) ||
  name.split(/[\\/]/).some((segment) => segment === '..');

function readEndRecord(buffer: Buffer) {
  // JSZip takes the last end-record signature in the file; so do we, and then insist it really ends
  // the file (its comment runs exactly to the end), so no other reading of the file is possible.
  const at = buffer.lastIndexOf(END_RECORD);
  if (at < 0 || at + 22 > buffer.length) throw unreadable('no end of central directory');
  const disk = buffer.readUInt16LE(at + 4);
  const directoryDisk = buffer.readUInt16LE(at + 6);
  const entriesOnDisk = buffer.readUInt16LE(at + 8);
  const entries = buffer.readUInt16LE(at + 10);
  const directorySize = buffer.readUInt32LE(at + 12);
  const directoryOffset = buffer.readUInt32LE(at + 16);
  const commentLength = buffer.readUInt16LE(at + 20);
  if (at + 22 + commentLength !== buffer.length) throw unreadable('bytes after the end record');
  // An upload of a few megabytes never needs zip64; its records are where readers disagree most.
  if (
    [disk, directoryDisk, entriesOnDisk, entries].includes(MAX16) ||
    directorySize === MAX32 ||
    directoryOffset === MAX32 ||
    (at >= 20 && buffer.readUInt32LE(at - 20) === ZIP64_LOCATOR)
  )
    throw unreadable('zip64');
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entries) throw unreadable('multi-disk zip');
  // No bytes before the zip or between its parts: JSZip would shift every offset by them.
  if (directoryOffset + directorySize !== at) throw unreadable('central directory does not end the zip');
  return { at, entries, directoryOffset };
}

function readEntries(buffer: Buffer, limits: ZipLimits): RawEntry[] {
  const end = readEndRecord(buffer);
  if (end.entries > limits.maxEntries) throw bomb('too many entries');
  const entries: RawEntry[] = [];
  const names = new Set<string>();
  // JSZip reads central records for as long as their signature repeats, whatever the count says;
  // they must therefore fill the directory exactly and number what the end record declares.
  let pos = end.directoryOffset;
  while (pos < end.at) {
    if (pos + 46 > end.at || buffer.readUInt32LE(pos) !== CENTRAL_HEADER)
      throw unreadable('bad central directory');
    const flags = buffer.readUInt16LE(pos + 8);
    const method = buffer.readUInt16LE(pos + 10);
    const crc = buffer.readUInt32LE(pos + 16);
    const compressedSize = buffer.readUInt32LE(pos + 20);
    const size = buffer.readUInt32LE(pos + 24);
    const nameLength = buffer.readUInt16LE(pos + 28);
    const extraLength = buffer.readUInt16LE(pos + 30);
    const commentLength = buffer.readUInt16LE(pos + 32);
    const diskStart = buffer.readUInt16LE(pos + 34);
    const externalAttributes = buffer.readUInt32LE(pos + 38);
    const localOffset = buffer.readUInt32LE(pos + 42);
    const next = pos + 46 + nameLength + extraLength + commentLength;
    if (next > end.at) throw unreadable('bad central directory');
    const rawName = buffer.subarray(pos + 46, pos + 46 + nameLength);
    pos = next;

    if (entries.length === limits.maxEntries) throw bomb('too many entries');
    if (flags & ENCRYPTED_FLAGS) throw unreadable('encrypted entry');
    if (method !== STORED && method !== DEFLATED) throw unreadable(`compression method ${method}`);
    if (compressedSize === MAX32 || size === MAX32 || localOffset === MAX32 || diskStart !== 0)
      throw unreadable('zip64 entry');
    const name = rawName.toString(flags & UTF8_FLAG ? 'utf8' : 'latin1');
    const key = name.replace(/\\/g, '/');
    if (!name || isUnsafePath(name)) throw unreadable('unsafe entry name');
    if (names.has(key)) throw unreadable('duplicate entry name');
    names.add(key);

    // The local header: same name and method, and (without a data descriptor) the same sizes and
    // CRC; the data runs from its end for the central directory's compressed size.
    if (localOffset + 30 > end.directoryOffset || buffer.readUInt32LE(localOffset) !== LOCAL_HEADER)
      throw unreadable('bad local header');
    const localMethod = buffer.readUInt16LE(localOffset + 8);
    const localCrc = buffer.readUInt32LE(localOffset + 14);
    const localCompressed = buffer.readUInt32LE(localOffset + 18);
    const localSize = buffer.readUInt32LE(localOffset + 22);
    const localNameLength = buffer.readUInt16LE(localOffset + 26);
    const localExtraLength = buffer.readUInt16LE(localOffset + 28);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    if (dataStart + compressedSize > end.directoryOffset) throw unreadable('entry data out of bounds');
    const localName = buffer.subarray(localOffset + 30, localOffset + 30 + localNameLength);
    if (localMethod !== method || !sameName(localName, rawName)) throw unreadable('local header differs');
    if (
      !(flags & DATA_DESCRIPTOR_FLAG) &&
      (localCrc !== crc ||
        (localCompressed !== compressedSize && localCompressed !== MAX32) ||
        (localSize !== size && localSize !== MAX32))
    )
      throw unreadable('local header differs');
    if (method === STORED && compressedSize !== size) throw unreadable('stored entry size differs');

    const directory = key.endsWith('/') || (externalAttributes & 0x10) !== 0;
    entries.push({ name, compressedSize, size, directory, method, crc, dataStart });
  }
  if (entries.length !== end.entries) throw unreadable('entry count differs');
  return entries;
}

/** Names compared as JSZip's own comment advises: some Windows tools write \ in one header only. */
const sameName = (a: Buffer, b: Buffer) =>
  a.length === b.length &&
  a.every((byte, i) => (byte === 0x5c ? 0x2f : byte) === (b[i] === 0x5c ? 0x2f : b[i]));

/**
 * Inflates one entry's deflate stream, counting as it goes; past `cap` bytes the inflater is
 * destroyed at once (it stops within one 16 KB chunk) and the entry is refused as a bomb.
 */
function inflateCapped(
  compressed: Buffer,
  cap: number,
  keep: boolean,
): Promise<{ size: number; crc: number; bytes?: Buffer }> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    const chunks: Buffer[] = [];
    let size = 0;
    let crc = 0;
    let settled = false;
    const fail = (refusal: ZipRefusal) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      chunks.length = 0;
      reject(refusal);
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > cap) return fail(bomb('entry inflates past its declared size'));
      crc = crc32(chunk, crc);
      if (keep) chunks.push(chunk);
    });
    inflater.on('error', () => fail(unreadable('bad deflate data')));
    inflater.on('end', () => {
      if (settled) return;
      settled = true;
      resolve({ size, crc, bytes: keep ? Buffer.concat(chunks, size) : undefined });
    });
    inflater.end(compressed);
  });
}

/**
 * Checks the zip's structure and limits from its headers, then inflates every entry under its cap
 * (the smaller of its declared size and what is left of `maxTotalBytes`) and checks that each came
 * out exactly as declared. Returns the entries, with the bytes of those `keep` asks for. Throws
 * ZipRefusal for a bomb or a broken zip; never holds more than the kept entries plus one chunk.
 */
export async function verifyZip(
  buffer: Buffer,
  limits: ZipLimits,
  keep: (entry: ZipEntryInfo) => boolean = () => false,
): Promise<VerifiedZipEntry[]> {
  let entries: RawEntry[];
  try {
    entries = readEntries(buffer, limits);
  } catch (error) {
    // A header field pointing past the end of the buffer: a broken zip, not a server error.
    if (error instanceof RangeError) throw unreadable('truncated zip');
    throw error;
  }
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > limits.maxTotalBytes) throw bomb('declared sizes over the limit');
  if (entries.some((e) => e.size > RATIO_FLOOR && e.size / Math.max(1, e.compressedSize) > limits.maxRatio))
    throw bomb('compression ratio over the limit');

  let remaining = limits.maxTotalBytes;
  const verified: VerifiedZipEntry[] = [];
  for (const entry of entries) {
    const { method, crc, dataStart, ...info } = entry;
    const compressed = buffer.subarray(dataStart, dataStart + entry.compressedSize);
    const kept = keep(info);
    const cap = Math.min(entry.size, remaining);
    const actual =
      method === STORED
        ? {
            size: compressed.length,
            crc: crc32(compressed),
            bytes: kept ? Buffer.from(compressed) : undefined,
          }
        : await inflateCapped(compressed, cap, kept);
    if (actual.size > cap) throw bomb('entry inflates past its declared size');
    if (actual.size !== entry.size) throw unreadable('entry shorter than declared');
    if (actual.crc !== crc) throw unreadable('CRC differs');
    remaining -= actual.size;
    verified.push(actual.bytes ? { ...info, bytes: actual.bytes } : info);
  }
  return verified;
}
