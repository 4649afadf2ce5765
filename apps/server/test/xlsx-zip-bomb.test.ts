/**
 * Zip bombs through the real upload routes: an .xlsx whose headers declare a small size but whose
 * data inflates to 2 GiB must be refused with 413 at once, without the server inflating it, by
 * every importer (students, teachers, parents' phones) and by the group-photo zip upload.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MESSAGES } from '../src/http/xlsx-upload';
import { ZIP_MESSAGES } from '../src/modules/student-photos/photo-zip';
import {
  deflatedEntry,
  deflatedZeros,
  handmadeZip,
  inflatedLength,
  type HandmadeEntry,
} from './helpers/handmade-zip';
import { bearer, createTestContext, json, login, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let clerk: string;
let zeros: Buffer;
let entries: HandmadeEntry[];

/** How much more memory than before handling one request is tolerated at its peak. */
const MEMORY_BOUND = 200 * 1024 * 1024;
/** How long refusing a bomb may take; the old check took 22 s for one. */
const TIME_BOUND_MS = 2000;

function upload(url: string, file: Buffer, field = 'file', filename = 'students.xlsx') {
  const form = new FormData();
  form.append(field, new Blob([file]), filename);
  return ctx.app.inject({ method: 'POST', url, headers: bearer(clerk), payload: form as unknown as string });
}

/** The response plus how long it took and how far the process's memory rose above where it was. */
async function measured(request: () => ReturnType<typeof upload>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const started = performance.now();
  try {
    const response = await request();
    return {
      response,
      ms: performance.now() - started,
      growth: Math.max(peak, process.memoryUsage().rss) - before,
    };
  } finally {
    clearInterval(sampler);
  }
}

const SHEET = 'xl/worksheets/sheet1.xml';
const NO_ROWS = 'فایل ردیفی برای ورود ندارد.';

/** The entries of a real workbook (a header row only), each deflated and declared truthfully. */
async function workbookEntries(): Promise<HandmadeEntry[]> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('s').addRow(['کد ملی', 'نام']);
  const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
  return Promise.all(
    names.map(async (name) => deflatedEntry(name, await zip.files[name]!.async('nodebuffer'))),
  );
}

/** The workbook with its sheet entry replaced (or changed) as the test says. */
const withSheet = (change: (sheet: HandmadeEntry) => HandmadeEntry) =>
  handmadeZip(entries.map((entry) => (entry.name === SHEET ? change(entry) : entry)));

/** The workbook whose sheet declares `declared` bytes but holds 2 GiB of deflated zeros. */
const sheetBomb = (declared: number) => withSheet((sheet) => ({ ...sheet, data: zeros, size: declared }));

beforeAll(async () => {
  ctx = await createTestContext();
  clerk = (await login(ctx.app, 'clerk')).accessToken;
  zeros = deflatedZeros(2);
  entries = await workbookEntries();
});
afterAll(() => ctx.close());

describe('xlsx zip bombs', () => {
  it('the bomb is real: about 2 MB that inflate to 2 GiB', async () => {
    expect(zeros.length).toBeLessThan(3 * 1024 * 1024);
    expect(await inflatedLength(zeros)).toBe(2 * 1024 * 1024 * 1024);
  });

  it.each([
    ['students', '/api/students/import/preview'],
    ['teachers', '/api/teachers/import/preview'],
    ["parents' phones", '/api/students/phone-import'],
  ])(
    'the %s importer refuses a sheet declaring 100 KB that inflates to 2 GiB: 413, fast, little memory',
    async (_importer, url) => {
      const bomb = sheetBomb(100 * 1024);
      const { response, ms, growth } = await measured(() => upload(url, bomb));
      expect(response.statusCode).toBe(413);
      expect(json<{ message: string }>(response).message).toBe(XLSX_MESSAGES.bomb);
      expect(ms).toBeLessThan(TIME_BOUND_MS);
      expect(growth).toBeLessThan(MEMORY_BOUND);
    },
  );

  it('refuses a sheet that declares its true 2 GiB (too compressed, too large): 413 before inflating', async () => {
    const { response, ms, growth } = await measured(() =>
      upload('/api/students/import/preview', sheetBomb(2 * 1024 * 1024 * 1024)),
    );
    expect(response.statusCode).toBe(413);
    expect(json<{ message: string }>(response).message).toBe(XLSX_MESSAGES.bomb);
    expect(ms).toBeLessThan(TIME_BOUND_MS);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });

  it('refuses a sheet one byte longer than declared (413) and one byte shorter (400)', async () => {
    const longer = await upload(
      '/api/students/import/preview',
      withSheet((sheet) => ({ ...sheet, size: sheet.size - 1 })),
    );
    expect(longer.statusCode).toBe(413);
    expect(json<{ message: string }>(longer).message).toBe(XLSX_MESSAGES.bomb);
    const shorter = await upload(
      '/api/students/import/preview',
      withSheet((sheet) => ({ ...sheet, size: sheet.size + 1 })),
    );
    expect(shorter.statusCode).toBe(400);
    expect(json<{ message: string }>(shorter).message).toBe(XLSX_MESSAGES.unreadable);
    // The same workbook with the true size passes the check and is read: its sheet has no rows.
    const exact = await upload(
      '/api/students/import/preview',
      withSheet((sheet) => sheet),
    );
    expect(exact.statusCode).toBe(400);
    expect(json<{ message: string }>(exact).message).toBe(NO_ROWS);
  });

  it('refuses broken and unsupported zips with 400, never a 500', async () => {
    const good = deflatedEntry('xl/workbook.xml', Buffer.from('<workbook/>'));
    const cases = [
      handmadeZip([{ ...good, flags: 0x0001 }]),
      handmadeZip([{ ...good, method: 12 }]),
      handmadeZip([good, good]),
      handmadeZip([{ ...good, name: 'xl/../../etc/passwd' }]),
      handmadeZip([{ ...good, crc: (good.crc ?? 0) ^ 1 }]),
      handmadeZip([good]).subarray(0, 60),
    ];
    for (const file of cases) {
      const response = await upload('/api/students/import/preview', file);
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toBe(XLSX_MESSAGES.unreadable);
    }
  });

  it('still reads a workbook as exceljs writes it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('s').addRow(['کد ملی', 'نام']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('/api/students/import/preview', file);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe(NO_ROWS);
  });

  it('the group-photo upload refuses a zip whose photo declares 100 KB and inflates to 2 GiB', async () => {
    const bomb = handmadeZip([{ name: 'photos/1234567890.jpg', data: zeros, size: 100 * 1024 }]);
    const { response, ms, growth } = await measured(() =>
      upload('/api/students/photos', bomb, 'files', 'photos.zip'),
    );
    expect(response.statusCode).toBe(413);
    expect(json<{ message: string }>(response).message).toBe(ZIP_MESSAGES.bomb);
    expect(ms).toBeLessThan(TIME_BOUND_MS);
    expect(growth).toBeLessThan(MEMORY_BOUND);
  });
});
