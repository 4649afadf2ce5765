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
import { and, eq, sql } from 'drizzle-orm';
import { executeRows } from '../../../apps/server/src/db/execute-rows';
import { terms } from '../../../apps/server/src/db/schema';
import { computeReportCards } from '../../../apps/server/src/modules/report-cards';
import type { AnalyticsScope } from '../../../apps/server/src/modules/score-analytics/analytics-scope';
import { SCORE_ANALYTICS } from '../../../apps/server/src/modules/score-analytics/score-analytics-routes';
import {
  ms,
  networkBenchArgs,
  runBench,
  runLine,
  targetVerdict as verdict,
  timeMeasure,
  withGeneratedNetwork,
  writeBenchBlock,
  type RunTimes,
} from './network-bench';

const SCHOOL_TARGET_MS = 300;
const NETWORK_TARGET_MS = 3000;

type Row = readonly [name: string, school: RunTimes, network: RunTimes];

async function writeSection(rows: readonly Row[], about: string, load: number): Promise<string> {
  const section = [
    `${runLine('bench:analytics', load)}, PostgreSQL, ${about}. Each report's loader (what its API route answers), five runs after a warm-up; targets: one school under ${SCHOOL_TARGET_MS} ms, the network under ${NETWORK_TARGET_MS.toLocaleString('en')} ms. Network-wide, the course ranks and the matrix are of one course (the most taught), as the API requires.`,
    '',
    '| report | one school: median | slowest | | whole network: median | slowest | |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ([name, school, network]) =>
        `| ${name} | ${ms(school.median)} | ${ms(school.max)} | ${verdict(school, SCHOOL_TARGET_MS)} | ${ms(network.median)} | ${ms(network.max)} | ${verdict(network, NETWORK_TARGET_MS)} |`,
    ),
  ].join('\n');
  return writeBenchBlock('bench:analytics', 'Score analytics', section);
}

async function main() {
  const { size, skipWrite, load } = networkBenchArgs();
  const { schools, studentsPerSchool } = size;
  await withGeneratedNetwork('analytics', size, async ({ database, generated }) => {
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
      const school = await timeMeasure(`${def.name}, one school`, SCHOOL_TARGET_MS, () =>
        def.load(database.db, scope(generated.schoolIds[0]!)),
      );
      const network = await timeMeasure(`${def.name}, whole network`, NETWORK_TARGET_MS, () =>
        def.load(database.db, scope(null, def.name)),
      );
      rows.push([def.name, school, network]);
    }
    if (!skipWrite) {
      const about = `${schools} schools × ${studentsPerSchool} students, the first term's cards of ${computed.students.toLocaleString('en')} students`;
      console.log(`Wrote ${await writeSection(rows, about, load)}`);
    }
  });
}

runBench(main);
