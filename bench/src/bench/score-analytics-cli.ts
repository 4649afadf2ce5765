/**
 * `npm run bench:analytics [-- options]`: the score analytics of the Sida section on the large
 * generated network, on a fresh PostgreSQL database of its own (bench_<date>_<hex>, dropped
 * afterwards). The first term's report cards of every student are computed (the server's own
 * computeReportCards), then each report's loader — the same functions GET /api/score-analytics/<name>
 * calls — runs for one school and for the whole network, five times after one warm-up; the median
 * and the slowest are printed against the targets (300 ms for a school, 3 s for the network). The
 * figures go into docs/benchmarks.md between the bench:analytics markers.
 *
 *   --schools N --students-per-school N --seed N   network size (default 20 × 1200, seed 1404)
 *   --skip-write                                    print only
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../../apps/server/src/db/client';
import { executeRows } from '../../../apps/server/src/db/execute-rows';
import { terms } from '../../../apps/server/src/db/schema';
import { computeReportCards } from '../../../apps/server/src/modules/report-cards';
import type { AnalyticsScope } from '../../../apps/server/src/modules/score-analytics/analytics-scope';
import { SCORE_ANALYTICS } from '../../../apps/server/src/modules/score-analytics/score-analytics-routes';
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

const SCHOOL_TARGET_MS = 300;
const NETWORK_TARGET_MS = 3000;
const RUNS = 5;
const repoRoot = path.resolve(import.meta.dirname, '../../..');

type Timing = { median: number; max: number };
type Row = readonly [name: string, school: Timing, network: Timing];

async function timeRuns(work: () => Promise<unknown>): Promise<Timing> {
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

const verdict = (t: Timing, target: number) => (t.max <= target ? 'met' : '**missed**');

async function writeSection(rows: readonly Row[], about: string, load: number): Promise<string> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const command = [
    'npm run bench:analytics',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ];
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const section = [
    `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${load.toFixed(1)} at the start: \`${command.join(' ')}\`, PostgreSQL, ${about}. Each report's loader (what its API route answers), five runs after a warm-up; targets: one school under ${SCHOOL_TARGET_MS} ms, the network under ${NETWORK_TARGET_MS.toLocaleString('en')} ms. Network-wide, the course ranks and the matrix are of one course (the most taught), as the API requires.`,
    '',
    '| report | one school: median | slowest | | whole network: median | slowest | |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ([name, school, network]) =>
        `| ${name} | ${ms(school.median)} | ${ms(school.max)} | ${verdict(school, SCHOOL_TARGET_MS)} | ${ms(network.median)} | ${ms(network.max)} | ${verdict(network, NETWORK_TARGET_MS)} |`,
    ),
  ].join('\n');
  await writeMarkedBlock(
    file,
    {
      start: '<!-- bench:analytics:start -->',
      end: '<!-- bench:analytics:end -->',
      heading: '## Score analytics (`npm run bench:analytics`)',
    },
    section,
  );
  return file;
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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
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
    const [term] = await database.db
      .select({ id: terms.id, title: terms.title })
      .from(terms)
      .where(and(eq(terms.academicYearId, generated.yearId), eq(terms.ordinal, 1)));
    if (!term) throw new Error('the generated year has no first term');
    const computed = await computeReportCards(database.db, {
      academicYearId: generated.yearId,
      termId: term.id,
    });
    console.log(
      `generated ${schools} × ${studentsPerSchool}; ${computed.students} students' cards of ${term.title}`,
    );
    // Network-wide, the reports of each student's course scores need a course (requireCourseNetworkWide).
    const [course] = await executeRows<{ id: number }>(
      database.db,
      sql`select course_plan_id as id from course_groups where academic_year_id = ${generated.yearId}
          group by course_plan_id order by count(*) desc limit 1`,
    );
    const scope = (schoolId: number | null, name = ''): AnalyticsScope => ({
      schoolId,
      schoolName: schoolId === null ? null : 'bench',
      academicYearId: generated.yearId,
      yearTitle: 'bench',
      termId: term.id,
      termTitle: term.title,
      grouping: { method: 'quantiles', bands: 4, thresholds: [], basis: 'overall' },
      ...(schoolId === null && ['rank-students-courses', 'matrix'].includes(name)
        ? { coursePlanId: course!.id }
        : {}),
    });
    const rows: Row[] = [];
    for (const def of SCORE_ANALYTICS) {
      const school = await timeRuns(() => def.load(database.db, scope(generated.schoolIds[0]!)));
      const network = await timeRuns(() => def.load(database.db, scope(null, def.name)));
      rows.push([def.name, school, network]);
      console.log(
        `${def.name.padEnd(22)} school median ${school.median.toFixed(1)} ms, slowest ${school.max.toFixed(1)} ms (${verdict(school, SCHOOL_TARGET_MS)}); network median ${network.median.toFixed(1)} ms, slowest ${network.max.toFixed(1)} ms (${verdict(network, NETWORK_TARGET_MS)})`,
      );
    }
    if (!values['skip-write']) {
      const about = `${schools} schools × ${studentsPerSchool} students, the first term's cards of ${computed.students.toLocaleString('en')} students`;
      console.log(`Wrote ${await writeSection(rows, about, load)}`);
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
