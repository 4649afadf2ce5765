/**
 * `npm run bench:seating [-- options]`: the exam seating optimiser (packages/shared/src/exam-seating)
 * on sessions of the large generated network, planned in memory (no database, no server): one
 * school's session into 12 rooms of 10 × 10 (target under 1 s), every school's session of the network
 * one after another (target under 10 s in all), placing again with a tenth of the seats locked, two
 * grades in rooms with broken seats, and a make-up exam where one classroom fills a room. Each row
 * gives the same-classroom, same-grade and same-course neighbour pairs found against their lower
 * bounds (equal = provably optimal). Writes the figures into docs/benchmarks.md between the
 * bench:seating markers unless --skip-write.
 *
 *   --schools N --students-per-school N --seed N   network size (default 20 × 1200, seed 1404)
 *   --repeat N                                     timed runs of the one-school case (default 7)
 *   --skip-write                                   print only
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SeatingStats } from '@school/shared/exam-seating';
import { NETWORK_SIZE_ARGS, networkSize, positiveInt } from '../generator/options';
import { writeMarkedBlock } from './doc-block';
import { measureSeating, type Row } from './exam-seating-scenarios';
import { int } from './format';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const MARKERS = {
  start: '<!-- bench:seating:start -->',
  end: '<!-- bench:seating:end -->',
  heading: '## Exam seating (`npm run bench:seating`)',
};

function options() {
  const { values } = parseArgs({
    options: {
      ...NETWORK_SIZE_ARGS,
      repeat: { type: 'string' },
      'skip-write': { type: 'boolean', default: false },
    },
  });
  return {
    ...networkSize(values),
    repeat: positiveInt(values.repeat, 7, '--repeat', 100),
    skipWrite: values['skip-write'],
  };
}

const pairText = (p: { pairs: number; lowerBound: number }) => `${int(p.pairs)} / ${int(p.lowerBound)}`;
const seconds = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

function fillSpread(stats: SeatingStats): string {
  const fills = stats.venues.map((v) => v.fill);
  return `${(Math.min(...fills) * 100).toFixed(0)}–${(Math.max(...fills) * 100).toFixed(0)} %`;
}

function markdown(rows: Row[], command: string, loadBefore: number): string {
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${loadBefore.toFixed(1)} at the start`;
  const lines = [
    `Run ${date} on ${machine}: \`${command}\`. Pairs are found / lower bound.`,
    '',
    '| scenario | students (classrooms) | rooms | time | slowest seating | same classroom | same grade | same course | fill | front seats missed | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows
      .map((r) =>
        [
          r.scenario,
          `${int(r.students)} (${r.classrooms})`,
          r.rooms,
          seconds(r.ms),
          seconds(r.worstMs),
          pairText(r.stats.sameClassroom) + (r.stats.sameClassroomUnavoidable ? ' (unavoidable)' : ''),
          pairText(r.stats.sameGrade),
          pairText(r.stats.sameCourse),
          fillSpread(r.stats),
          String(r.stats.frontSeatsUnmet),
          r.target ? `${r.target.text} — ${r.ms < r.target.ms ? 'met' : '**missed**'}` : '',
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  return lines.join('\n');
}

async function main() {
  const opts = options();
  const loadBefore = os.loadavg()[0]!;
  const rows = measureSeating(opts);
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      students: r.students,
      ms: Math.round(r.ms),
      worstMs: Math.round(r.worstMs),
      classroom: pairText(r.stats.sameClassroom),
      grade: pairText(r.stats.sameGrade),
      course: pairText(r.stats.sameCourse),
      fill: fillSpread(r.stats),
    })),
  );
  if (opts.skipWrite) return;
  const command = [
    'npm run bench:seating',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ].join(' ');
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  await writeMarkedBlock(file, MARKERS, markdown(rows, command, loadBefore));
  console.log(`Wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
