/**
 * `npm run bench:rollover [-- options]`: the new year's rollover of the large generated network
 * (20 schools × 1,200 students by default) on a fresh PostgreSQL database of its own. After
 * generating, the year cards of the whole network are computed (so the year results give each
 * student an outcome), then one run of runRollover — the function behind POST /api/year-rollover/run —
 * over every school, timed against the 30 s target, with the rows it created per table; a second run
 * must create nothing. The database is dropped afterwards; the figures go into docs/benchmarks.md
 * between the bench:rollover markers.
 *
 *   --schools N --students-per-school N --seed N   network size (default 20 × 1200, seed 1404)
 *   --placement cohort|balanced                    placement rule (default balanced: the heavier)
 *   --skip-write                                    print only
 */
import type { UserAccess } from '../../../apps/server/src/access/user-access';
import { computeReportCards } from '../../../apps/server/src/modules/report-cards/compute-report-cards';
import { runRollover } from '../../../apps/server/src/modules/year-rollover/rollover-service';
import { networkBenchArgs, runBench, runLine, withGeneratedNetwork, writeBenchBlock } from './network-bench';

const TARGET_MS = 30_000;

/** A network-wide system manager, as the route would see them. */
const networkUser: UserAccess = {
  userId: 1,
  username: 'bench',
  fullName: 'bench',
  roleNames: [],
  isSystemManager: true,
  permissions: new Set(),
  schoolScope: 'all',
  schools: [],
  currentSchoolId: null,
  currentAcademicYearId: null,
  rules: [],
};

interface Figures {
  schools: number;
  studentsPerSchool: number;
  cardsMs: number;
  firstMs: number;
  secondMs: number;
  created: Record<string, number>;
  again: Record<string, number>;
}

async function writeSection(f: Figures, load: number): Promise<string> {
  const section = [
    `${runLine('bench:rollover', load)}, PostgreSQL, ${f.schools} schools × ${f.studentsPerSchool} students. The network's year cards were computed first (${(f.cardsMs / 1000).toFixed(1)} s, not part of the rollover).`,
    '',
    `| run | time | target |`,
    '| --- | --- | --- |',
    `| first run, every school in one transaction | ${(f.firstMs / 1000).toFixed(1)} s | under 30 s — ${f.firstMs <= TARGET_MS ? 'met' : '**missed**'} |`,
    `| second run (nothing to make) | ${(f.secondMs / 1000).toFixed(1)} s | — |`,
    '',
    '| rows created | first run | second run |',
    '| --- | --- | --- |',
    ...Object.keys(f.created).map(
      (k) => `| ${k} | ${f.created[k]!.toLocaleString('en')} | ${(f.again[k] ?? 0).toLocaleString('en')} |`,
    ),
    '',
    "The second run writes nothing, so its time is the reading: above all each school's year outcomes",
    '(module year-results, `yearResultsOf`: 4.2–4.4 s a school on a 2-school profile at load average',
    '~20), read for every school before anything is written. The first run adds the writes (ids taken',
    'from the sequences, then multi-row inserts and one update per 5,000 students).',
  ].join('\n');
  return writeBenchBlock('bench:rollover', 'New year rollover', section);
}

async function main() {
  const { values, size, skipWrite, load } = networkBenchArgs({ placement: { type: 'string' } });
  const { schools, studentsPerSchool } = size;
  const placement = values.placement === 'cohort' ? 'cohort' : 'balanced';
  await withGeneratedNetwork('rollover', size, async ({ database, generated, bench }) => {
    console.log(`generated ${schools} × ${studentsPerSchool} in database ${bench.name}`);
    let started = performance.now();
    await computeReportCards(database.db, { academicYearId: generated.yearId, termId: null });
    const cardsMs = performance.now() - started;
    console.log(`year cards computed in ${(cardsMs / 1000).toFixed(1)} s`);
    const request = {
      fromYearId: generated.yearId,
      schoolIds: generated.schoolIds,
      options: {
        naming: 'keep' as const,
        placement: placement as 'cohort' | 'balanced',
        copyCourseGroups: true,
        keepTeachers: true,
        dropTeacherIds: [],
        copyTimetable: true,
        moves: new Map<number, number>(),
      },
    };
    started = performance.now();
    const first = await runRollover(database.db, networkUser, request);
    const firstMs = performance.now() - started;
    started = performance.now();
    const second = await runRollover(database.db, networkUser, request);
    const secondMs = performance.now() - started;
    console.log(
      `first run ${(firstMs / 1000).toFixed(1)} s (target 30 s: ${firstMs <= TARGET_MS ? 'met' : 'MISSED'})`,
    );
    console.table(first.created);
    console.log(`second run ${(secondMs / 1000).toFixed(1)} s`);
    console.table(second.created);
    const duplicated = Object.entries(second.created).filter(
      ([key, n]) => n > 0 && key !== 'studentsPending' && key !== 'rolloverItems',
    );
    if (duplicated.length) throw new Error(`the second run created rows: ${JSON.stringify(duplicated)}`);
    if (!skipWrite) {
      const figures = {
        schools,
        studentsPerSchool,
        cardsMs,
        firstMs,
        secondMs,
        created: first.created,
        again: second.created,
      };
      console.log(`Wrote ${await writeSection(figures, load)}`);
    }
  });
}

runBench(main);
