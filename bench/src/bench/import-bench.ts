/**
 * What the sheet-import benches share (bench:corp-import, bench:sida-import): their command line,
 * each backend in turn with one generated school in a fresh database, the timing of each step, and
 * their block in docs/benchmarks.md against the 5 s target.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../../../apps/server/src/db/client';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork, type GenerateResult } from '../generator/generate';
import { DEFAULT_SEED } from '../generator/options';
import { cleanupOnSignals } from './cleanup';
import { runLine, writeBenchBlock } from './network-bench';
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres-database';

export type Backend = 'PostgreSQL' | 'PGlite';

/** Every step of an import (preview, commit, commit again) should take under 5 s. */
const TARGET_MS = 5_000;

/**
 * The command line: --students N, --skip-write and the bench's `own` options; the load average as
 * the command started. Clean-up (the PostgreSQL databases) is set to run on a signal too.
 */
export function importBenchArgs(own: Record<string, { type: 'string' | 'boolean' }>) {
  const { values } = parseArgs({
    options: { students: { type: 'string' }, 'skip-write': { type: 'boolean' }, ...own },
  });
  cleanupOnSignals();
  return {
    values: values as Record<string, string | boolean | undefined>,
    students: values.students as string | undefined,
    skipWrite: values['skip-write'] === true,
    load: os.loadavg()[0]!,
  };
}

/**
 * `work` on each backend in turn, with one school of `students` students generated: PostgreSQL in a
 * fresh database of its own (BENCH_DATABASE_URL's server; dropped at clean-up), PGlite in a temp
 * dir `bench-<name>-…` (removed afterwards).
 */
export async function onEachBackend<T>(
  name: string,
  backends: readonly Backend[],
  students: number,
  work: (backend: Backend, database: Database, generated: GenerateResult) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const backend of backends) {
    const databaseUrl =
      backend === 'PostgreSQL'
        ? (await createBenchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL)).url
        : undefined;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const generated = await generateNetwork(database, {
        schools: 1,
        studentsPerSchool: students,
        seed: DEFAULT_SEED,
        force: false,
        benchPassword: DEFAULT_BENCH_PASSWORD,
        today: new Date(),
      });
      results.push(await work(backend, database, generated));
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

/** `work`'s value and how long it took, in ms. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

/**
 * Times an import's three steps on `backend`: `preview` (it throws when it refuses rows), `commit`
 * of the whole file, then `commit` again; `did` says what the two commits did (and throws when the
 * second did what it must not). Prints the figures and returns them.
 */
export async function timeImport<Commit>(
  backend: Backend,
  fileBytes: number,
  steps: {
    preview: () => Promise<unknown>;
    commit: () => Promise<Commit>;
    did: (first: Commit, again: Commit) => [first: string, again: string];
  },
): Promise<ImportTiming> {
  const [, previewMs] = await timed(steps.preview);
  const [first, firstMs] = await timed(steps.commit);
  const [again, againMs] = await timed(steps.commit);
  const [firstDid, againDid] = steps.did(first, again);
  const timing = { backend, fileBytes, previewMs, firstMs, againMs, firstDid, againDid };
  console.table(timing);
  return timing;
}

/** One backend's figures: the file's size, each step's time, and what the two commits did. */
export interface ImportTiming {
  backend: Backend;
  fileBytes: number;
  previewMs: number;
  firstMs: number;
  againMs: number;
  /** "1,200 results", "1,200 students, 40 classrooms". */
  firstDid: string;
  againDid: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The import's columns after the backend: the file, the preview, the first commit, the commit again. */
export type ImportColumns = readonly [file: string, preview: string, first: string, again: string];

/** The block: the run line and `about`, then a row per backend under `columns`, and the target. */
export function importSection(
  script: string,
  about: string,
  columns: ImportColumns,
  rows: readonly ImportTiming[],
  load: number,
): string {
  const verdict = (r: ImportTiming) =>
    Math.max(r.previewMs, r.firstMs, r.againMs) < TARGET_MS ? 'met' : '**missed**';
  return [
    `${runLine(script, load)}, ${about}.`,
    '',
    `| backend | ${columns.join(' | ')} | target |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.backend} | ${Math.round(r.fileBytes / 1024)} KB | ${seconds(r.previewMs)} | ${seconds(r.firstMs)} (${r.firstDid}) | ${seconds(r.againMs)} (${r.againDid}) | under 5 s — ${verdict(r)} |`,
    ),
  ].join('\n');
}

/** Writes importSection's block under "## <title> (`npm run <script>`)"; returns the file. */
export function writeImportBlock(
  script: string,
  title: string,
  about: string,
  columns: ImportColumns,
  rows: readonly ImportTiming[],
  load: number,
): Promise<string> {
  return writeBenchBlock(script, title, importSection(script, about, columns, rows, load));
}
