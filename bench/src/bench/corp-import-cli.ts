/**
 * `npm run bench:corp-import [-- options]`: an institute exam's results sheet of 1,200 students ×
 * 8 courses (percent, تراز and rank each, and the overall تراز and rank), previewed and committed
 * with the server's own import (previewResults / commitResults, what POST
 * /api/corp-exams/:id/results/preview and /commit run after the upload: reading the sheet, checking
 * every cell, matching national codes, writing and auditing), then committed again (every result
 * replaced). Each backend gets a fresh database with one generated school; PostgreSQL
 * (BENCH_DATABASE_URL) and the embedded PGlite. The target: under 5 s. The figures go into
 * docs/benchmarks.md between the bench:corp-import markers (--skip-write to print only).
 *
 *   --students N --courses N   sheet size (default 1200 × 8)
 *   --postgres-only            skip PGlite
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase, type Database } from '../../../apps/server/src/db/client';
import { corpExams, corps, coursePlans, students } from '../../../apps/server/src/db/schema';
import { resultColumns } from '../../../apps/server/src/modules/corp-exams/result-sheet';
import {
  commitResults,
  previewResults,
  type ResultsTarget,
} from '../../../apps/server/src/modules/corp-exams/results-import';
import { TOTAL_KEYS, courseKeys } from '../../../apps/server/src/modules/corp-exams/result-row';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork } from '../generator/generate';
import { DEFAULT_SEED, positiveInt } from '../generator/options';
import { cleanupOnSignals, runWithCleanup } from './cleanup';
import { writeMarkedBlock } from './doc-block';
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres-database';

const TARGET_MS = 5_000;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const START = '<!-- bench:corp-import:start -->';
const END = '<!-- bench:corp-import:end -->';

interface Timing {
  backend: string;
  fileBytes: number;
  previewMs: number;
  firstMs: number;
  againMs: number;
  created: number;
  replaced: number;
}

/** An exam of `courses` grade-12 courses in the school's year, for the sheet to go into. */
async function examOf(
  database: Database,
  schoolId: number,
  yearId: number,
  courses: number,
): Promise<ResultsTarget> {
  const db = database.db;
  const [corp] = await db.insert(corps).values({ title: 'موسسه سنجش بنچ', code: 'BENCH' }).returning();
  const plans = await db
    .insert(coursePlans)
    .values(
      Array.from({ length: courses }, (_, i) => ({
        title: `درس آزمون ${i + 1}`,
        code: `BCH${String(i + 1).padStart(2, '0')}`,
        gradeLevel: 12,
        units: 2,
        grading: 'numeric',
      })),
    )
    .returning();
  const [exam] = await db
    .insert(corpExams)
    .values({
      schoolId,
      academicYearId: yearId,
      corpId: corp!.id,
      title: 'آزمون جامع بنچ',
      date: new Date().toISOString().slice(0, 10),
      gradeLevel: 12,
      coursePlanIds: plans.map((p) => p.id),
    })
    .returning();
  return {
    examId: exam!.id,
    schoolId,
    title: exam!.title,
    gradeLevel: 12,
    academicYearId: yearId,
    courses: plans.map((p) => ({ id: p.id, title: p.title, code: p.code })),
  };
}

/** The sheet as an office fills the template: every cell typed, Persian digits in some. */
async function sheetOf(target: ResultsTarget, codes: string[]): Promise<Buffer> {
  const columns = resultColumns(target.courses);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('نتایج');
  sheet.addRow(columns.map((c) => c.header));
  codes.forEach((code, i) => {
    const cells: Record<string, string | number> = { nationalCode: code, studentName: `دانش‌آموز ${i + 1}` };
    target.courses.forEach((course, c) => {
      const keys = courseKeys(course.id);
      const percent = ((i * 37 + c * 11) % 130) - 30 + 0.33;
      cells[keys.percent] = i % 3 ? percent.toFixed(2) : String(percent.toFixed(2)).replace('.', '٫');
      cells[keys.score] = 4000 + Math.round(percent * 40);
      cells[keys.rank] = 1 + ((i * 97 + c) % 50_000);
    });
    cells[TOTAL_KEYS.score] = 4500 + (i % 2000);
    cells[TOTAL_KEYS.rank] = 1 + i;
    sheet.addRow(columns.map((c) => cells[c.key] ?? ''));
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function run(
  backend: string,
  databaseUrl: string | undefined,
  size: { students: number; courses: number },
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-corp-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const generated = await generateNetwork(database, {
      schools: 1,
      studentsPerSchool: size.students,
      seed: DEFAULT_SEED,
      force: false,
      benchPassword: DEFAULT_BENCH_PASSWORD,
      today: new Date(),
    });
    const schoolId = generated.schoolIds[0]!;
    const codes = (
      await database.db
        .select({ code: students.nationalCode })
        .from(students)
        .where(eq(students.schoolId, schoolId))
        .orderBy(asc(students.id))
        .limit(size.students)
    ).map((s) => s.code);
    if (codes.length < size.students) throw new Error(`only ${codes.length} students generated`);
    const target = await examOf(database, schoolId, generated.yearId, size.courses);
    const file = await sheetOf(target, codes);
    const [preview, previewMs] = await timed(() => previewResults(database.db, target, file));
    if (preview.invalid)
      throw new Error(`${preview.invalid} rows refused: ${JSON.stringify(preview.rows[0])}`);
    const [first, firstMs] = await timed(() => commitResults(database.db, target, file, 'all', 1));
    const [again, againMs] = await timed(() => commitResults(database.db, target, file, 'all', 1));
    const timing: Timing = {
      backend,
      fileBytes: file.length,
      previewMs,
      firstMs,
      againMs,
      created: first.created,
      replaced: again.updated,
    };
    console.table(timing);
    return timing;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function writeSection(rows: Timing[], size: { students: number; courses: number }, load: number) {
  const verdict = (ms: number) => (ms < TARGET_MS ? 'met' : '**missed**');
  const command = [
    'npm run bench:corp-import',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ];
  const section = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${load.toFixed(1)} at the start: \`${command.join(' ')}\`, ${size.students.toLocaleString('en')} students × ${size.courses} courses.`,
    '',
    '| backend | sheet | preview (every row checked) | first commit (all new) | commit again (all replaced) | target |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.backend} | ${Math.round(r.fileBytes / 1024)} KB | ${seconds(r.previewMs)} | ${seconds(r.firstMs)} (${r.created.toLocaleString('en')} results) | ${seconds(r.againMs)} (${r.replaced.toLocaleString('en')}) | under 5 s — ${verdict(Math.max(r.previewMs, r.firstMs, r.againMs))} |`,
    ),
  ].join('\n');
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  await writeMarkedBlock(
    file,
    { start: START, end: END, heading: '## Institute results import (`npm run bench:corp-import`)' },
    section,
  );
  return file;
}

async function main() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string' },
      courses: { type: 'string' },
      'postgres-only': { type: 'boolean' },
      'skip-write': { type: 'boolean' },
    },
  });
  const size = {
    students: positiveInt(values.students, 1200, '--students', 5000),
    courses: positiveInt(values.courses, 8, '--courses', 15),
  };
  const load = os.loadavg()[0]!;
  cleanupOnSignals();
  const bench = await createBenchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
  const rows = [await run('PostgreSQL', bench.url, size)];
  if (!values['postgres-only']) rows.push(await run('PGlite', undefined, size));
  if (!values['skip-write']) console.log(`Wrote ${await writeSection(rows, size, load)}`);
}

runWithCleanup(main);
