/**
 * `npm run bench:debts [-- options]`: the debts summary on the large generated
 * network (a year of tuition debts with instalments and payments, generator step debts-year.ts) on a
 * fresh PostgreSQL database: the summary the server answers (debtSummary, the same function as
 * GET /api/debts/summary) for one school and for the whole network, each run five times after one
 * warm-up; the median and the slowest are printed against the targets (200 ms for a school, 2 s for
 * the network). The database is dropped afterwards. The figures go into docs/benchmarks.md between
 * the bench:debts markers.
 *
 *   --schools N --students-per-school N --seed N   network size (default 20 × 1200, seed 1404)
 *   --skip-write                                    print only
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../apps/server/src/db/client';
import { debtSummary, debtors } from '../../../apps/server/src/modules/debts/debt-summary';
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

const SCHOOL_TARGET_MS = 200;
const NETWORK_TARGET_MS = 2000;
const RUNS = 5;
const repoRoot = path.resolve(import.meta.dirname, '../../..');

type Timed = readonly [string, { median: number; max: number }, number];

async function writeSection(
  rows: readonly Timed[],
  network: { schools: number; studentsPerSchool: number; debts: number; payments: number },
  load: number,
): Promise<string> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const command = [
    'npm run bench:debts',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ];
  const section = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${load.toFixed(1)} at the start: \`${command.join(' ')}\`, PostgreSQL, ${network.schools} schools × ${network.studentsPerSchool} students (${network.debts.toLocaleString('en')} debts, ${network.payments.toLocaleString('en')} payments).`,
    '',
    '| measure | median | slowest | target |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      ([name, t, target]) =>
        `| ${name} | ${t.median.toFixed(1)} ms | ${t.max.toFixed(1)} ms | under ${target.toLocaleString('en')} ms — ${t.max <= target ? 'met' : '**missed**'} |`,
    ),
  ].join('\n');
  await writeMarkedBlock(
    file,
    {
      start: '<!-- bench:debts:start -->',
      end: '<!-- bench:debts:end -->',
      heading: '## Debts summary (`npm run bench:debts`)',
    },
    section,
  );
  return file;
}

async function timeRuns(work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, max: times[RUNS - 1]! };
}

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-debts-'));
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
    console.log(
      `generated ${schools} × ${studentsPerSchool}: ${generated.debtRows} debts, ${generated.paymentRows} payments`,
    );
    const school = { schoolId: generated.schoolIds[0]!, academicYearId: generated.yearId };
    const network = { schoolId: null, academicYearId: generated.yearId };
    const rows: Timed[] = [
      ['summary, one school', await timeRuns(() => debtSummary(database.db, school)), SCHOOL_TARGET_MS],
      ['debtors, one school', await timeRuns(() => debtors(database.db, school)), SCHOOL_TARGET_MS],
      ['summary, whole network', await timeRuns(() => debtSummary(database.db, network)), NETWORK_TARGET_MS],
    ] as const;
    for (const [name, t, target] of rows) {
      const verdict = t.max <= target ? 'met' : 'MISSED';
      console.log(
        `${name.padEnd(24)} median ${t.median.toFixed(1)} ms, slowest ${t.max.toFixed(1)} ms (target ${target} ms: ${verdict})`,
      );
    }
    if (!values['skip-write']) {
      const network = {
        schools,
        studentsPerSchool,
        debts: generated.debtRows,
        payments: generated.paymentRows,
      };
      console.log(`Wrote ${await writeSection(rows, network, load)}`);
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
