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
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../../apps/server/src/db/client';
import { corpExams, corps, coursePlans, students } from '../../../apps/server/src/db/schema';
import { resultColumns } from '../../../apps/server/src/modules/corp-exams/result-sheet';
import {
  commitResults,
  previewResults,
  type ResultsTarget,
} from '../../../apps/server/src/modules/corp-exams/results-import';
import { TOTAL_KEYS, courseKeys } from '../../../apps/server/src/modules/corp-exams/result-row';
import { positiveInt } from '../generator/options';
import { runWithCleanup } from './cleanup';
import { importBenchArgs, onEachBackend, timeImport, writeImportBlock, type Backend } from './import-bench';

type Size = { students: number; courses: number };

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

async function run(backend: Backend, database: Database, schoolId: number, yearId: number, size: Size) {
  const codes = (
    await database.db
      .select({ code: students.nationalCode })
      .from(students)
      .where(eq(students.schoolId, schoolId))
      .orderBy(asc(students.id))
      .limit(size.students)
  ).map((s) => s.code);
  if (codes.length < size.students) throw new Error(`only ${codes.length} students generated`);
  const target = await examOf(database, schoolId, yearId, size.courses);
  const file = await sheetOf(target, codes);
  return timeImport(backend, file.length, {
    preview: async () => {
      const preview = await previewResults(database.db, target, file);
      if (preview.invalid)
        throw new Error(`${preview.invalid} rows refused: ${JSON.stringify(preview.rows[0])}`);
    },
    commit: () => commitResults(database.db, target, file, 'all', 1),
    did: (first, again) => [
      `${first.created.toLocaleString('en')} results`,
      again.updated.toLocaleString('en'),
    ],
  });
}

async function main() {
  const { values, students, skipWrite, load } = importBenchArgs({
    courses: { type: 'string' },
    'postgres-only': { type: 'boolean' },
  });
  const size = {
    students: positiveInt(students, 1200, '--students', 5000),
    courses: positiveInt(values.courses as string | undefined, 8, '--courses', 15),
  };
  const backends: Backend[] = values['postgres-only'] ? ['PostgreSQL'] : ['PostgreSQL', 'PGlite'];
  const rows = await onEachBackend('corp', backends, size.students, (backend, database, generated) =>
    run(backend, database, generated.schoolIds[0]!, generated.yearId, size),
  );
  if (skipWrite) return;
  const file = await writeImportBlock(
    'bench:corp-import',
    'Institute results import',
    `${size.students.toLocaleString('en')} students × ${size.courses} courses`,
    ['sheet', 'preview (every row checked)', 'first commit (all new)', 'commit again (all replaced)'],
    rows,
    load,
  );
  console.log(`Wrote ${file}`);
}

runWithCleanup(main);
