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
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../apps/server/src/db/client';
import { classListWorkbook, generatedClassList } from '../../../apps/server/src/modules/sida/sample-files';
import { readSidaSheet } from '../../../apps/server/src/modules/sida/sida-sheet';
import { commitClassListFile, previewClassList } from '../../../apps/server/src/modules/sida/sida-service';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork } from '../generator/generate';
import { DEFAULT_SEED, positiveInt } from '../generator/options';
import { cleanupOnSignals, runWithCleanup } from './cleanup';
import { writeMarkedBlock } from './doc-block';
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres-database';

const TARGET_MS = 5_000;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const START = '<!-- bench:sida-import:start -->';
const END = '<!-- bench:sida-import:end -->';

interface Timing {
  backend: string;
  fileBytes: number;
  previewMs: number;
  firstMs: number;
  againMs: number;
  created: number;
  classrooms: number;
  unchanged: number;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function run(backend: string, databaseUrl: string | undefined, students: number): Promise<Timing> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-sida-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const generated = await generateNetwork(database, {
      schools: 1,
      studentsPerSchool: 30,
      seed: DEFAULT_SEED,
      force: false,
      benchPassword: DEFAULT_BENCH_PASSWORD,
      today: new Date(),
    });
    const target = { schoolId: generated.schoolIds[0]!, academicYearId: generated.yearId };
    const file = await classListWorkbook(generatedClassList(students, 650_000_000));
    const read = () => readSidaSheet(file, 'class-list', {});
    const [preview, previewMs] = await timed(async () => previewClassList(database.db, target, await read()));
    if (!preview.preview || preview.preview.invalid)
      throw new Error(`rows refused: ${JSON.stringify(preview.preview?.rows[0] ?? preview.missing)}`);
    const [first, firstMs] = await timed(async () =>
      commitClassListFile(database.db, target, 1, await read(), 'all', 'bench.xlsx'),
    );
    const [again, againMs] = await timed(async () =>
      commitClassListFile(database.db, target, 1, await read(), 'all', 'bench.xlsx'),
    );
    if (again.students.created || again.students.updated) throw new Error('the second import changed rows');
    const timing: Timing = {
      backend,
      fileBytes: file.length,
      previewMs,
      firstMs,
      againMs,
      created: first.students.created,
      classrooms: first.classrooms.created,
      unchanged: again.students.unchanged,
    };
    console.table(timing);
    return timing;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function writeSection(rows: Timing[], students: number, load: number) {
  const verdict = (ms: number) => (ms < TARGET_MS ? 'met' : '**missed**');
  const command = [
    'npm run bench:sida-import',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ];
  const section = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${load.toFixed(1)} at the start: \`${command.join(' ')}\`, a class list of ${students.toLocaleString('en')} students.`,
    '',
    '| backend | file | preview (read, match, check every row) | first commit (all new) | commit again (nothing changes) | target |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.backend} | ${Math.round(r.fileBytes / 1024)} KB | ${seconds(r.previewMs)} | ${seconds(r.firstMs)} (${r.created.toLocaleString('en')} students, ${r.classrooms} classrooms) | ${seconds(r.againMs)} (${r.unchanged.toLocaleString('en')} unchanged) | under 5 s — ${verdict(Math.max(r.previewMs, r.firstMs, r.againMs))} |`,
    ),
  ].join('\n');
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  await writeMarkedBlock(
    file,
    { start: START, end: END, heading: '## Sida class-list import (`npm run bench:sida-import`)' },
    section,
  );
  return file;
}

async function main() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string' },
      'pglite-only': { type: 'boolean' },
      'skip-write': { type: 'boolean' },
    },
  });
  const students = positiveInt(values.students, 1200, '--students', 10_000);
  const load = os.loadavg()[0]!;
  cleanupOnSignals();
  const rows = [await run('PGlite', undefined, students)];
  if (!values['pglite-only']) {
    const bench = await createBenchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
    rows.push(await run('PostgreSQL', bench.url, students));
  }
  if (!values['skip-write']) console.log(`Wrote ${await writeSection(rows, students, load)}`);
}

runWithCleanup(main);
