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
import { computeReportCards } from '../../../apps/server/src/modules/report-cards/compute-report-cards';
import { studentYearOutcomes } from '../../../apps/server/src/modules/year-results';
import { networkBenchArgs, runBench, runLine, withGeneratedNetwork, writeBenchBlock } from './network-bench';

const TARGET_MS = 10_000;
const RUNS = 3;

async function main() {
  const { size, skipWrite, load } = networkBenchArgs();
  const { schools, studentsPerSchool } = size;
  await withGeneratedNetwork('year-results', size, async ({ database, generated, bench }) => {
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
    if (!skipWrite) {
      const section = [
        `${runLine('bench:year-results', load)}, PostgreSQL, ${schools} schools × ${studentsPerSchool} students. The network's year cards were computed first (${(cardsMs / 1000).toFixed(1)} s, not part of the figure).`,
        '',
        '| measure | median | slowest | target |',
        '| --- | --- | --- | --- |',
        `| year outcomes of every school (studentYearOutcomes, one school after another), ${RUNS} runs | ${(median / 1000).toFixed(2)} s | ${(slowest / 1000).toFixed(2)} s | under 10 s — ${slowest <= TARGET_MS ? 'met' : '**missed**'} |`,
        '',
        `Outcomes: ${Object.entries(counts)
          .map(([k, n]) => `${k} ${n.toLocaleString('en')}`)
          .join(', ')}.`,
      ].join('\n');
      console.log(`Wrote ${await writeBenchBlock('bench:year-results', 'Year results', section)}`);
    }
  });
}

runBench(main);
