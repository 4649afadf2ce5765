/**
 * Zips written byte by byte, so tests can lie in their headers the way an attacker would: declared
 * sizes, CRCs, flags and compression methods are whatever the test says, in the local header and
 * in the central directory alike.
 */
import { constants, crc32, createInflateRaw, deflateRawSync } from 'node:zlib';

export interface HandmadeEntry {
  name: string;
  /** The entry's data as stored: deflated (method 8) or plain (method 0). */
  data: Buffer;
  /** Declared inflated size. */
  size: number;
  crc?: number;
  method?: number;
  flags?: number;
}

/** A zip of the given entries; `prefix` bytes go before it, as in a self-extracting file. */
export function handmadeZip(entries: HandmadeEntry[], prefix = Buffer.alloc(0)): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = prefix.length;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const flags = (entry.flags ?? 0) | 0x0800;
    const method = entry.method ?? 8;
    const crc = entry.crc ?? 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  // As a self-extracting file would have it: offsets relative to the zip, not to the file.
  end.writeUInt32LE(offset - prefix.length, 16);
  return Buffer.concat([prefix, ...locals, directory, end]);
}

/** A truthful deflated entry of `content`. */
export const deflatedEntry = (name: string, content: Buffer): HandmadeEntry => ({
  name,
  data: deflateRawSync(content),
  size: content.length,
  crc: crc32(content),
});

/**
 * A raw deflate stream of `gigabytes` GiB of zeros, about 1 MB per GiB. Deflating 2 GiB would take
 * a while, so one 16 MiB block is deflated with a full flush (a non-final block that refers to
 * nothing before it) and repeated; an empty final block closes the stream.
 */
export function deflatedZeros(gigabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(16 * 1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const last = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([...Array<Buffer>(gigabytes * 64).fill(block), last]);
}

/** How many bytes a raw deflate stream inflates to, counted as it streams (nothing is kept). */
export function inflatedLength(data: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    let length = 0;
    const inflater = createInflateRaw({ chunkSize: 1024 * 1024 });
    inflater.on('data', (chunk: Buffer) => (length += chunk.length));
    inflater.on('end', () => resolve(length));
    inflater.on('error', reject);
    inflater.end(data);
  });
}
