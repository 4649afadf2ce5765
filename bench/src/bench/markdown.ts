/** The generated part of docs/benchmarks.md: figures, targets, Lighthouse and query plans of a run. */
import { int, ms, ratio } from './format';
import type { BackendResult, BenchRun } from './results';
import { checkTargets } from './targets';

const NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite (embedded)' } as const;

function table(head: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.map(escape).join(' | ')} |`).join('\n');
}

/** Lighthouse's node labels can span lines; a Markdown list item cannot. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const loadText = (load: number[]) => load.map((l) => l.toFixed(2)).join(' / ');

function machine(run: BenchRun): string {
  const m = run.machine;
  return [
    `- CPU: ${m.cpu}, ${m.cores} cores; memory ${m.memoryGiB} GiB; ${m.os}`,
    `- Node ${m.node}; ${m.postgres ?? 'PostgreSQL not measured'}; PGlite ${m.pglite}`,
    `- ${m.chromium ?? 'Chromium not found'}; Lighthouse ${m.lighthouse}; autocannon ${m.autocannon}`,
    `- commit ${m.commit}; the load generator, the server and the database share the machine`,
    `- load average (1, 5, 15 min) before ${loadText(run.loadAverage.before)}, after ${loadText(run.loadAverage.after)}`,
  ].join('\n');
}

function network(b: BackendResult): string {
  const c = b.counts;
  return (
    `${b.schools} schools × ${b.studentsPerSchool} students: ${int(c.students)} students, ${int(c.teachers)} teachers, ` +
    `${int(c.classrooms)} classrooms, ${int(c.courseGroups)} course groups, ${int(c.scheduleSlots)} timetable slots; ` +
    `generated in ${(b.generation.totalMs / 1000).toFixed(1)} s. The user is a system manager whose current school ` +
    `(#${b.inputs.schoolId}) has ${int(b.inputs.schoolStudents)} students; the classroom scenario lists classroom ` +
    `#${b.inputs.classroomId} (${b.inputs.classroomStudents} students).`
  );
}

function backendSection(run: BenchRun, b: BackendResult): string {
  const load = table(
    ['scenario', 'what', 'req/s', 'p50', 'p95', 'p99', 'errors', 'p50, one connection'],
    b.scenarios.map((s) => [
      `\`${s.name}\``,
      s.label,
      int(s.load.rps),
      ms(s.load.p50),
      ms(s.load.p95),
      ms(s.load.p99),
      String(s.load.errors + (s.idle?.errors ?? 0)),
      ms(s.idle?.p50),
    ]),
  );
  const overhead = table(
    [
      'scenario',
      'endpoint p50 @1',
      'SQL p50 @1',
      'ratio',
      `endpoint p95 @${run.options.connections}`,
      `SQL p95 @${run.options.connections}`,
      'ratio',
      `SQL req/s @${run.options.connections}`,
    ],
    b.scenarios
      .filter((s) => s.sql)
      .map((s) => [
        `\`${s.name}\``,
        ms(s.idle?.p50),
        ms(s.sql!.idle.p50),
        ratio(s.ratio?.idle),
        ms(s.load.p95),
        ms(s.sql!.loaded.p95),
        ratio(s.ratio?.loaded),
        int(s.sql!.loaded.rps),
      ]),
  );
  const pacedRows = b.scenarios.filter((s) => s.paced);
  const paced = table(
    ['scenario', 'asked req/s', 'served req/s', 'p50', 'p95', 'p99', 'errors'],
    pacedRows.map((s) => [
      `\`${s.name}\``,
      int(s.paced!.rate ?? 0),
      int(s.paced!.rps),
      ms(s.paced!.p50),
      ms(s.paced!.p95),
      ms(s.paced!.p99),
      String(s.paced!.errors),
    ]),
  );
  const mismatches = b.mismatches.length
    ? `\n\n**The endpoint and the bare SQL disagreed:**\n\n${b.mismatches.map((m) => `- ${m}`).join('\n')}`
    : '\n\nThe endpoint returned exactly the bare SQL’s page and total for every list scenario.';
  return [
    `### ${NAMES[b.backend]}`,
    network(b),
    `API under load: ${run.options.connections} connections, ${run.options.durationS} s per scenario after a ${run.options.warmupS} s warm-up; latencies in ms.`,
    load,
    `The list scenarios again as an open load: ${run.options.pacedRate} requests a second in all, evenly spaced, over up to ${run.options.connections} connections (${run.options.connections} clients each sending about one request a second), for ${run.options.durationS} s. Latency counts from each request's scheduled start.`,
    paced,
    `Endpoint against its bare SQL (the page with its total and titles in one statement, through the raw driver; on PostgreSQL prepared as the server prepares it — see db/statement-names.ts): one client for ${run.options.idleDurationS} s, then ${run.options.connections} concurrent clients over a pool of 10 (the server's pool size) for ${run.options.durationS} s.${mismatches}`,
    overhead,
  ].join('\n\n');
}

/** The morning attendance burst of every backend, with what was found in the table afterwards. */
function burst(run: BenchRun): string {
  const rows = run.backends.filter((b) => b.burst);
  if (!rows.length) return 'Not measured in this run.';
  return [
    'Every classroom’s first period taken at once: one sheet per classroom (its students, a few absent or late), each sent once by one of 100 concurrent clients; afterwards the rows of that day are counted through the raw driver.',
    table(
      [
        'backend',
        'sheets',
        'clients',
        'p50',
        'p95',
        'p99',
        'errors',
        'non-2xx',
        'rows expected',
        'rows found',
        'duplicates',
        'total time',
      ],
      rows.map((b) => {
        const r = b.burst!;
        return [
          NAMES[b.backend],
          int(r.sheets),
          int(r.connections),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          String(r.errors),
          String(r.non2xx),
          int(r.rowsExpected),
          int(r.rowsFound),
          String(r.duplicates),
          `${(r.durationMs / 1000).toFixed(1)} s`,
        ];
      }),
    ),
  ].join('\n\n');
}

/** The student import at scale, per backend. */
function studentImport(run: BenchRun): string {
  const rows = run.backends.filter((b) => b.studentImport);
  if (!rows.length) return 'Not measured in this run.';
  return [
    'A sheet of valid students (Persian names, valid national codes, the school’s classrooms) uploaded to the preview and then committed with “all rows” in one transaction, timed from the client.',
    table(
      ['backend', 'rows', 'file', 'preview', 'commit', 'created', 'row errors'],
      rows.map((b) => {
        const r = b.studentImport!;
        return [
          NAMES[b.backend],
          int(r.rows),
          `${(r.fileBytes / 1024).toFixed(0)} KB`,
          `${(r.previewMs / 1000).toFixed(2)} s`,
          `${(r.commitMs / 1000).toFixed(2)} s`,
          int(r.created),
          String(r.errors),
        ];
      }),
    ),
  ].join('\n\n');
}

/** Report card generation at scale, per backend. */
function reportCards(run: BenchRun): string {
  const rows = run.backends.filter((b) => b.reportCards);
  if (!rows.length) return 'Not measured in this run.';
  return [
    'The first term’s report cards of every generated student (12 courses each, a continuous and a final exam per course), computed by the server’s own set-based function: first computation, then a recomputation that replaces every draft card.',
    table(
      ['backend', 'students', 'cards', 'course rows', 'first', 'recompute'],
      rows.map((b) => {
        const r = b.reportCards!;
        return [
          NAMES[b.backend],
          int(r.students),
          int(r.cards),
          int(r.courseRows),
          `${(r.firstMs / 1000).toFixed(2)} s`,
          `${(r.recomputeMs / 1000).toFixed(2)} s`,
        ];
      }),
    ),
  ].join('\n\n');
}

function generation(run: BenchRun): string {
  const steps = [...new Set(run.backends.flatMap((b) => b.generation.timings.map((t) => t.step)))];
  const cell = (b: BackendResult, step: string) => {
    const t = b.generation.timings.find((x) => x.step === step);
    return t ? int(t.ms) : '–';
  };
  const rows = steps.map((step) => {
    const rowsOf = run.backends
      .map((b) => b.generation.timings.find((t) => t.step === step)?.rows)
      .find((r) => r !== undefined);
    return [step, rowsOf === undefined ? '' : int(rowsOf), ...run.backends.map((b) => cell(b, step))];
  });
  rows.push(['**total**', '', ...run.backends.map((b) => `**${int(b.generation.totalMs)}**`)]);
  return table(['step / table', 'rows', ...run.backends.map((b) => `${NAMES[b.backend]} ms`)], rows);
}

function lighthouse(run: BenchRun): string {
  if (!run.lighthouse) return 'Lighthouse was skipped in this run.';
  return [
    `Desktop preset, performance only, median of ${run.options.lighthouseRuns} runs, served by the production server on ${NAMES[run.lighthouse.backend]}.`,
    table(
      ['page', 'path', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'all runs', 'ended at / rendered'],
      run.lighthouse.pages.map((p) => [
        p.name,
        `\`${p.path}\``,
        String(p.performance),
        int(p.lcpMs),
        int(p.tbtMs),
        p.cls.toFixed(3),
        p.allScores.join(', '),
        [p.finalUrl === p.path ? '' : `\`${p.finalUrl}\``, p.rendered ?? ''].filter(Boolean).join('; ') ||
          'same page',
      ]),
    ),
    run.lighthouse.pages
      .map(
        (p) =>
          `- ${p.name}: LCP element ${p.lcpElement ? `«${oneLine(p.lcpElement)}»` : 'unknown'}` +
          (p.shifted.length ? `; shifted: ${p.shifted.map((s) => `«${oneLine(s)}»`).join(', ')}` : '') +
          (p.opportunities.length ? `; opportunities: ${p.opportunities.join('; ')}` : ''),
      )
      .join('\n'),
  ].join('\n\n');
}

function plans(run: BenchRun): string {
  const pg = run.backends.find((b) => b.backend === 'postgres');
  if (!pg) return 'PostgreSQL was not part of this run, so there are no plans.';
  return pg.plans
    .map((p) => [`#### ${p.name}`, '```sql\n' + p.sql + '\n```', '```text\n' + p.plan + '\n```'].join('\n\n'))
    .join('\n\n');
}

export function renderRun(run: BenchRun): string {
  const targets = checkTargets(run);
  return [
    `## Results of ${run.date}`,
    `\`${run.command}\` — ${Math.round(run.durationS)} s after the build.`,
    machine(run),
    '### Targets',
    table(
      ['target', 'measured', 'verdict'],
      targets.map((t) => [t.target, t.value, t.verdict === 'not met' ? '**not met**' : t.verdict]),
    ),
    ...run.backends.map((b) => backendSection(run, b)),
    '### Attendance morning burst',
    burst(run),
    '### Student import, 10,000 rows',
    studentImport(run),
    '### Report cards, every student',
    reportCards(run),
    '### Generating the network',
    generation(run),
    '### Lighthouse',
    lighthouse(run),
    '### Query plans (PostgreSQL, EXPLAIN (ANALYZE, BUFFERS))',
    'Parameters written in; the sort key maps the Persian alphabet onto private-use characters (U+E000…), which do not show here.',
    plans(run),
  ].join('\n\n');
}
