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
import { debtSummary, debtors } from '../../../apps/server/src/modules/debts/debt-summary';
import {
  ms,
  networkBenchArgs,
  runBench,
  runLine,
  targetVerdict,
  timeMeasure,
  withGeneratedNetwork,
  writeBenchBlock,
  type RunTimes,
} from './network-bench';

const SCHOOL_TARGET_MS = 200;
const NETWORK_TARGET_MS = 2000;

type Timed = readonly [string, RunTimes, number];

async function writeSection(
  rows: readonly Timed[],
  network: { schools: number; studentsPerSchool: number; debts: number; payments: number },
  load: number,
): Promise<string> {
  const section = [
    `${runLine('bench:debts', load)}, PostgreSQL, ${network.schools} schools × ${network.studentsPerSchool} students (${network.debts.toLocaleString('en')} debts, ${network.payments.toLocaleString('en')} payments).`,
    '',
    '| measure | median | slowest | target |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      ([name, t, target]) =>
        `| ${name} | ${ms(t.median)} | ${ms(t.max)} | under ${target.toLocaleString('en')} ms — ${targetVerdict(t, target)} |`,
    ),
  ].join('\n');
  return writeBenchBlock('bench:debts', 'Debts summary', section);
}

async function main() {
  const { size, skipWrite, load } = networkBenchArgs();
  const { schools, studentsPerSchool } = size;
  await withGeneratedNetwork('debts', size, async ({ database, generated }) => {
    console.log(
      `generated ${schools} × ${studentsPerSchool}: ${generated.debtRows} debts, ${generated.paymentRows} payments`,
    );
    const school = { schoolId: generated.schoolIds[0]!, academicYearId: generated.yearId };
    const network = { schoolId: null, academicYearId: generated.yearId };
    const measures = [
      ['summary, one school', SCHOOL_TARGET_MS, () => debtSummary(database.db, school)],
      ['debtors, one school', SCHOOL_TARGET_MS, () => debtors(database.db, school)],
      ['summary, whole network', NETWORK_TARGET_MS, () => debtSummary(database.db, network)],
    ] as const;
    const rows: Timed[] = [];
    for (const [name, target, work] of measures)
      rows.push([name, await timeMeasure(name, target, work), target]);
    if (!skipWrite) {
      const network = {
        schools,
        studentsPerSchool,
        debts: generated.debtRows,
        payments: generated.paymentRows,
      };
      console.log(`Wrote ${await writeSection(rows, network, load)}`);
    }
  });
}

runBench(main);
