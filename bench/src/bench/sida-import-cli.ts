/**
 * `npm run bench:sida-import [-- options]`: a whole school's Sida class list (1,200 students in
 * grades 10–12, classrooms of 30, Sida's own headers with Arabic ي/ك and a title line) read, matched,
 * previewed and committed with the server's own code (readSidaSheet, previewClassList,
 * commitClassListFile: what POST /api/sida/class-list/preview and /commit run after the upload), then
 * committed again (every row left alone). Each backend gets a fresh database with one generated
 * school; PGlite, and PostgreSQL (BENCH_DATABASE_URL) unless --pglite-only. The target: under 5 s.
 * The figures go into docs/benchmarks.md between the bench:sida-import markers (--skip-write to print only).
 *
 *   --students N     class list size (default 1200)
 *   --pglite-only    skip PostgreSQL
 */
import type { Database } from '../../../apps/server/src/db/client';
import { classListWorkbook, generatedClassList } from '../../../apps/server/src/modules/sida/sample-files';
import { readSidaSheet } from '../../../apps/server/src/modules/sida/sida-sheet';
import { commitClassListFile, previewClassList } from '../../../apps/server/src/modules/sida/sida-service';
import type { GenerateResult } from '../generator/generate';
import { positiveInt } from '../generator/options';
import { runWithCleanup } from './cleanup';
import { importBenchArgs, onEachBackend, timeImport, writeImportBlock, type Backend } from './import-bench';

/** The generated school is small: the class list brings its own students. */
const SCHOOL_STUDENTS = 30;

async function run(backend: Backend, database: Database, generated: GenerateResult, students: number) {
  const target = { schoolId: generated.schoolIds[0]!, academicYearId: generated.yearId };
  const file = await classListWorkbook(generatedClassList(students, 650_000_000));
  const read = () => readSidaSheet(file, 'class-list', {});
  return timeImport(backend, file.length, {
    preview: async () => {
      const preview = await previewClassList(database.db, target, await read());
      if (!preview.preview || preview.preview.invalid)
        throw new Error(`rows refused: ${JSON.stringify(preview.preview?.rows[0] ?? preview.missing)}`);
    },
    commit: async () => commitClassListFile(database.db, target, 1, await read(), 'all', 'bench.xlsx'),
    did: (first, again) => {
      if (again.students.created || again.students.updated) throw new Error('the second import changed rows');
      return [
        `${first.students.created.toLocaleString('en')} students, ${first.classrooms.created} classrooms`,
        `${again.students.unchanged.toLocaleString('en')} unchanged`,
      ];
    },
  });
}

async function main() {
  const {
    values,
    students: given,
    skipWrite,
    load,
  } = importBenchArgs({ 'pglite-only': { type: 'boolean' } });
  const students = positiveInt(given, 1200, '--students', 10_000);
  const backends: Backend[] = values['pglite-only'] ? ['PGlite'] : ['PGlite', 'PostgreSQL'];
  const rows = await onEachBackend('sida', backends, SCHOOL_STUDENTS, (backend, database, generated) =>
    run(backend, database, generated, students),
  );
  if (skipWrite) return;
  const file = await writeImportBlock(
    'bench:sida-import',
    'Sida class-list import',
    `a class list of ${students.toLocaleString('en')} students`,
    [
      'file',
      'preview (read, match, check every row)',
      'first commit (all new)',
      'commit again (nothing changes)',
    ],
    rows,
    load,
  );
  console.log(`Wrote ${file}`);
}

runWithCleanup(main);
