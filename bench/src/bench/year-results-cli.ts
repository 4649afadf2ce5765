/**
 * `npm run bench:year-results [-- options]`: the year outcomes of the large generated network
 * (20 schools × 1,200 students by default) on a fresh PostgreSQL database of its own. After
 * generating, the network's year cards are computed (timed apart), then studentYearOutcomes — what
 * the year's turn and the results page read — for every school one after another, three times; the
 * median and slowest of the whole network against the 10 s target, and the outcomes counted. The
 * database is dropped afterwards; the figures go into docs/benchmarks.md between the
 * bench:year-results markers.
 *
 *   --schools N --students-per-school N --seed N   network size (default 20 × 1200, seed 1404)
 *   --skip-write                                    print only
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../apps/server/src/db/client';
import { computeReportCards } from '../../../apps/server/src/modules/report-cards/compute-report-cards';
import { studentYearOutcomes } from '../../../apps/server/src/modules/year-results';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork } from '../generator/generate';
import {
  DEFAULT_SCHOOLS,
  DEFAULT_SEED,
  DEFAULT_STUDENTS_PER_SCHOOL,
  positiveInt,
} from '../generator/options';
import { cleanupAll, cleanupOnSignals } from './cleanup';
import { writeMarkedBlock } from './doc-block';
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres-database';

const TARGET_MS = 10_000;
const RUNS = 3;
const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function main() {
  const { values } = parseArgs({
    options: {
      schools: { type: 'string' },
      'students-per-school': { type: 'string' },
      seed: { type: 'string' },
      'skip-write': { type: 'boolean' },
    },
  });
  const load = os.loadavg()[0]!;
  const schools = positiveInt(values.schools, DEFAULT_SCHOOLS, '--schools', 1000);
  const studentsPerSchool = positiveInt(
    values['students-per-school'],
    DEFAULT_STUDENTS_PER_SCHOOL,
    '--students-per-school',
    9999,
  );
  const seed = positiveInt(values.seed, DEFAULT_SEED, '--seed', 2 ** 31);
  cleanupOnSignals();
  const bench = await createBenchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-year-results-'));
  const database = await openDatabase({ databaseUrl: bench.url, dataDir });
  try {
    const generated = await generateNetwork(database, {
      schools,
      studentsPerSchool,
      seed,
      force: false,
      benchPassword: DEFAULT_BENCH_PASSWORD,
      today: new Date(),
    });
    console.log(`generated ${schools} × ${studentsPerSchool} in database ${bench.name}`);
    let started = performance.now();
    await computeReportCards(database.db, { academicYearId: generated.yearId, termId: null });
    const cardsMs = performance.now() - started;
    console.log(`year cards computed in ${(cardsMs / 1000).toFixed(1)} s`);
    const times: number[] = [];
    const counts: Record<string, number> = {};
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      for (const schoolId of generated.schoolIds) {
        const outcomes = await studentYearOutcomes(database.db, schoolId, generated.yearId);
        if (run === 0) for (const o of outcomes.values()) counts[o.outcome] = (counts[o.outcome] ?? 0) + 1;
      }
      times.push(performance.now() - started);
      console.log(`run ${run + 1}: ${(times.at(-1)! / 1000).toFixed(2)} s`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const slowest = sorted.at(-1)!;
    console.table(counts);
    if (!values['skip-write']) {
      const command = [
        'npm run bench:year-results',
        ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
      ];
      const section = [
        `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${load.toFixed(1)} at the start: \`${command.join(' ')}\`, PostgreSQL, ${schools} schools × ${studentsPerSchool} students. The network's year cards were computed first (${(cardsMs / 1000).toFixed(1)} s, not part of the figure).`,
        '',
        '| measure | median | slowest | target |',
        '| --- | --- | --- | --- |',
        `| year outcomes of every school (studentYearOutcomes, one school after another), ${RUNS} runs | ${(median / 1000).toFixed(2)} s | ${(slowest / 1000).toFixed(2)} s | under 10 s — ${slowest <= TARGET_MS ? 'met' : '**missed**'} |`,
        '',
        `Outcomes: ${Object.entries(counts)
          .map(([k, n]) => `${k} ${n.toLocaleString('en')}`)
          .join(', ')}.`,
      ].join('\n');
      const file = path.join(repoRoot, 'docs/benchmarks.md');
      await writeMarkedBlock(
        file,
        {
          start: '<!-- bench:year-results:start -->',
          end: '<!-- bench:year-results:end -->',
          heading: '## Year results (`npm run bench:year-results`)',
        },
        section,
      );
      console.log(`Wrote ${file}`);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await cleanupAll();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await cleanupAll();
  process.exit(1);
});
