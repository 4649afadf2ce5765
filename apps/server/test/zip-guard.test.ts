import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { verifyZip, ZipRefusal, type ZipLimits } from '../src/http/zip-guard';
import { deflatedEntry, deflatedZeros, handmadeZip } from './helpers/handmade-zip';

const LIMITS: ZipLimits = { maxEntries: 10, maxTotalBytes: 1024 * 1024, maxRatio: 100 };
const text = (content: string) => Buffer.from(content);

async function refusal(buffer: Buffer, limits = LIMITS): Promise<string> {
  const error = await verifyZip(buffer, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZipRefusal);
  return (error as ZipRefusal).reason;
}

describe('verifyZip', () => {
  it('accepts what exceljs and JSZip write and keeps the bytes asked for', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('s').addRow(['a', 'b']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const entries = await verifyZip(xlsx, { ...LIMITS, maxEntries: 100 }, (e) =>
      e.name.endsWith('workbook.xml'),
    );
    const jszip = await JSZip.loadAsync(xlsx);
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(jszip.files).sort());
    const kept = entries.filter((e) => e.bytes);
    expect(kept.map((e) => e.name)).toEqual(['xl/workbook.xml']);
    expect(kept[0]!.bytes).toEqual(await jszip.files['xl/workbook.xml']!.async('nodebuffer'));

    const stored = new JSZip();
    stored.file('a.txt', 'stored, not deflated');
    stored.file('folder/b.txt', 'x'.repeat(5000), { compression: 'DEFLATE' });
    const zip = await stored.generateAsync({ type: 'nodebuffer', streamFiles: true });
    const read = await verifyZip(zip, LIMITS, () => true);
    expect(read.find((e) => e.name === 'a.txt')!.bytes!.toString()).toBe('stored, not deflated');
    expect(read.find((e) => e.name === 'folder/b.txt')!.size).toBe(5000);
  });

  it('stops inflating an entry that passes its declared size: 2 GiB declared as 1 KB', async () => {
    const started = performance.now();
    const zip = handmadeZip([{ name: 'a.xml', data: deflatedZeros(2), size: 1024 }]);
    expect(await refusal(zip, { ...LIMITS, maxRatio: 10_000 })).toBe('bomb');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses entries that together declare more than the total', async () => {
    const half = deflatedEntry('a.xml', Buffer.alloc(600 * 1024));
    const zip = handmadeZip([half, { ...half, name: 'b.xml' }]);
    expect(await refusal(zip, { ...LIMITS, maxRatio: 10_000 })).toBe('bomb');
  });

  it('refuses from the headers alone: too many entries, declared total, ratio', async () => {
    const small = deflatedEntry('a.txt', text('a'));
    const many = handmadeZip(Array.from({ length: 11 }, (_, i) => ({ ...small, name: `${i}.txt` })));
    expect(await refusal(many)).toBe('bomb');
    const large = deflatedEntry('big.txt', Buffer.alloc(2 * 1024 * 1024, 0x41));
    expect(await refusal(handmadeZip([large]))).toBe('bomb');
    expect(await refusal(handmadeZip([large]), { ...LIMITS, maxTotalBytes: 4 * 1024 * 1024 })).toBe('bomb');
    expect(
      await verifyZip(handmadeZip([large]), { ...LIMITS, maxTotalBytes: 4 * 1024 * 1024, maxRatio: 10_000 }),
    ).toHaveLength(1);
  });

  it('refuses sizes that disagree either way, and a wrong CRC', async () => {
    const entry = deflatedEntry('a.txt', text('hello, world'));
    expect(await refusal(handmadeZip([{ ...entry, size: entry.size - 1 }]))).toBe('bomb');
    expect(await refusal(handmadeZip([{ ...entry, size: entry.size + 1 }]))).toBe('unreadable');
    expect(await refusal(handmadeZip([{ ...entry, crc: 1 }]))).toBe('unreadable');
    const stored = { ...entry, data: text('hello, world'), method: 0 };
    expect(await verifyZip(handmadeZip([stored]), LIMITS)).toHaveLength(1);
    expect(await refusal(handmadeZip([{ ...stored, size: 5 }]))).toBe('unreadable');
  });

  it('refuses encrypted entries, unknown methods, duplicate names and unsafe paths', async () => {
    const entry = deflatedEntry('a.txt', text('hello'));
    expect(await refusal(handmadeZip([{ ...entry, flags: 0x0001 }]))).toBe('unreadable');
    expect(await refusal(handmadeZip([{ ...entry, flags: 0x0040 }]))).toBe('unreadable');
    expect(await refusal(handmadeZip([{ ...entry, method: 12 }]))).toBe('unreadable');
    expect(await refusal(handmadeZip([{ ...entry, method: 99 }]))).toBe('unreadable');
    expect(await refusal(handmadeZip([entry, entry]))).toBe('unreadable');
    expect(await refusal(handmadeZip([entry, { ...entry, name: 'a.txt' }]))).toBe('unreadable');
    for (const name of ['../a.txt', 'x/../../a.txt', '/etc/passwd', 'C:/a.txt', '..\\a.txt'])
      expect(await refusal(handmadeZip([{ ...entry, name }]))).toBe('unreadable');
  });

  it('refuses zips other readers could read differently, and broken ones, as unreadable', async () => {
    const entry = deflatedEntry('a.txt', text('hello'));
    const zip = handmadeZip([entry]);
    // Bytes before the zip: JSZip would shift every offset by them.
    expect(await refusal(handmadeZip([entry], Buffer.from('MZ-prefix')))).toBe('unreadable');
    // Bytes after the end record.
    expect(await refusal(Buffer.concat([zip, text('trailer')]))).toBe('unreadable');
    // An end record that counts fewer entries than the directory holds.
    const two = handmadeZip([entry, { ...entry, name: 'b.txt' }]);
    const miscounted = Buffer.from(two);
    miscounted.writeUInt16LE(1, miscounted.length - 22 + 8);
    miscounted.writeUInt16LE(1, miscounted.length - 22 + 10);
    expect(await refusal(miscounted)).toBe('unreadable');
    // zip64 markers.
    const zip64 = Buffer.from(zip);
    zip64.writeUInt32LE(0xffffffff, zip64.length - 22 + 12);
    expect(await refusal(zip64)).toBe('unreadable');
    // Truncated, empty and garbage data.
    for (let cut = 1; cut < zip.length; cut += 7)
      expect(await refusal(zip.subarray(0, cut))).toBe('unreadable');
    expect(await refusal(Buffer.alloc(0))).toBe('unreadable');
    expect(await refusal(handmadeZip([{ ...entry, data: text('not deflate at all') }]))).toBe('unreadable');
  });
});
