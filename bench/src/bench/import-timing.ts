/**
 * The student import at scale (people issue): a 10,000-row sheet, valid throughout, previewed and then
 * committed (all rows, one transaction) through the real endpoints, timed from the client. The rows go
 * into the current school's classrooms, with national codes outside the generator's prefixes.
 */
import { STUDENT_IMPORT_FIELDS, fieldLabel, withNationalCheckDigit } from '@school/shared';
import ExcelJS from 'exceljs';
import { BOY_NAMES, FATHER_NAMES, LAST_NAMES } from '../generator/names';
import { authHeader, getData } from './api-client';

export const IMPORT_ROWS = 10_000;

export interface ImportTiming {
  rows: number;
  fileBytes: number;
  previewMs: number;
  commitMs: number;
  created: number;
  updated: number;
  errors: number;
}

async function sheetOf(classroomNames: string[], rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('students');
  sheet.addRow(STUDENT_IMPORT_FIELDS.map((field) => fieldLabel('students', field)));
  for (let i = 0; i < rows; i++) {
    const values: Record<string, string> = {
      firstName: BOY_NAMES[i % BOY_NAMES.length]!,
      lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length]!,
      fatherName: FATHER_NAMES[(i * 3) % FATHER_NAMES.length]!,
      // 36x… is not among the generator's prefixes, so no code is taken already.
      nationalCode: withNationalCheckDigit(`36${String(i).padStart(7, '0')}`),
      studentNumber: `88${String(i).padStart(6, '0')}`,
      classroomId: classroomNames[i % classroomNames.length]!,
      gender: 'پسر',
      status: 'مشغول به تحصیل',
      birthDate: `139${i % 5}/0${1 + (i % 9)}/1${i % 9}`,
      birthPlace: 'تهران',
      fatherMobile: `0912${String(1_000_000 + i).slice(-7)}`,
    };
    sheet.addRow(STUDENT_IMPORT_FIELDS.map((field) => values[field] ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(
  baseUrl: string,
  token: string,
  path: string,
  file: Buffer,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'students.xlsx');
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: authHeader(token),
    body: form,
    signal: AbortSignal.timeout(300_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path} → ${response.status}: ${text.slice(0, 300)}`);
  return { ms, data: (JSON.parse(text) as { data: Record<string, unknown> }).data };
}

export async function timeStudentImport(
  baseUrl: string,
  token: string,
  rows = IMPORT_ROWS,
): Promise<ImportTiming> {
  const rooms = await getData<{ items: { name: string }[] }>(baseUrl, token, '/api/classrooms?pageSize=100');
  const file = await sheetOf(
    rooms.items.map((r) => r.name),
    rows,
  );
  const preview = await upload(baseUrl, token, '/api/students/import/preview', file, {});
  const commit = await upload(baseUrl, token, '/api/students/import/commit', file, { mode: 'all' });
  return {
    rows,
    fileBytes: file.length,
    previewMs: preview.ms,
    commitMs: commit.ms,
    created: Number(commit.data.created ?? 0),
    updated: Number(commit.data.updated ?? 0),
    errors: Number(preview.data.invalid ?? 0),
  };
}
