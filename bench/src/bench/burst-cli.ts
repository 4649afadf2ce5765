/**
 * `npm run bench:burst [-- options]`: the attendance morning burst as an open load on PostgreSQL.
 * Sheets (a classroom's students for one period) arrive evenly, --rate a second for --duration
 * seconds, each sent once, over up to --connections keep-alive sockets; latency counts from each
 * sheet's scheduled start. Afterwards the day's rows and submissions are counted: one row per student
 * and period sent, one submission per sheet, no duplicates. The production server runs on a fresh
 * database filled by the large-network generator (or on --database-url, a database filled by
 * `npm run seed:large`, whose attendance of today is removed before each round).
 *
 *   --rate N --duration S --connections N        30 sheets a second for 60 s over up to 100 sockets
 *   --warmup N                                   sheets sent first, at the same rate, then removed (60)
 *   --rounds N                                   bursts, each on a freshly started server (default 1)
 *   --baseline PATH                              another checkout with a built server: its rounds
 *                                                alternate with this one's (A, B, A, B…) on the same data
 *   --schools N --students-per-school N --seed N  network size of a fresh database (default 20 × 1200)
 *   --database-url URL                           use that database (BENCH_PASSWORD = its bench login's)
 *   --skip-build --skip-write --wait-quiet S     as in `npm run bench`
 * Writes docs/benchmarks.md between the bench:burst markers unless --skip-write.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { todayIso } from '../../../apps/server/src/modules/attendance/attendance-rules';
import { BENCH_USERNAME } from '../generator/bench-user';
import { NETWORK_SIZE_ARGS, networkSize, positiveInt } from '../generator/options';
import { login } from './api-client';
import { buildUnlessSkipped } from './build-step';
import { cleanupOnSignals, runWithCleanup, tempDir } from './cleanup';
import { int, ms } from './format';
import { benchPassword, commandLine, generateServedNetwork, writeBenchBlock } from './network-bench';
import { clearDay, countOpenBurst, pickClassroomPeriods, runOpenBurst } from './open-burst';
import { waitForQuietMachine } from './quiet-machine';
import { rawPostgres } from './raw-sql';
import { alternateBuilds, COMPARED_BENCH_ARGS, comparedBenchOptions, markdownTable } from './served-bench';

export const BURST_P95_TARGET_MS = 50;

function options() {
  const { values } = parseArgs({
    options: {
      ...NETWORK_SIZE_ARGS,
      rate: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      'database-url': { type: 'string' },
      ...COMPARED_BENCH_ARGS,
    },
  });
  return {
    ...networkSize(values),
    rate: positiveInt(values.rate, 30, '--rate', 10_000),
    durationS: positiveInt(values.duration, 60, '--duration', 600),
    connections: positiveInt(values.connections, 100, '--connections', 1000),
    warmup: values.warmup === '0' ? 0 : positiveInt(values.warmup, 60, '--warmup', 10_000),
    databaseUrl: values['database-url'],
    ...comparedBenchOptions(values, 1),
  };
}

interface Round {
  build: string;
  round: number;
  loadBefore: number;
  asked: number;
  served: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  sheets: number;
  rowsExpected: number;
  rowsFound: number;
  duplicates: number;
  submissionsFound: number;
}

/** The database named (nothing dropped then), or a fresh one filled by the generator. */
async function database(opts: ReturnType<typeof options>, password: string) {
  if (opts.databaseUrl) return { databaseUrl: opts.databaseUrl, dataDir: tempDir('bench-burst-') };
  const served = await generateServedNetwork('burst', opts, { password });
  return { databaseUrl: served.databaseUrl!, dataDir: served.dataDir };
}

const verdictOf = (r: Round) =>
  r.p95 <= BURST_P95_TARGET_MS &&
  r.errors === 0 &&
  r.served >= 0.95 * r.asked &&
  r.rowsFound === r.rowsExpected &&
  r.duplicates === 0 &&
  r.submissionsFound === r.sheets
    ? 'met'
    : '**not met**';

function render(opts: ReturnType<typeof options>, rounds: Round[], classrooms: number, date: string) {
  const head =
    '| build | round | load (1 min) | sheets | asked / served per s | p50 | p95 | p99 | max | errors | rows expected / found | duplicates | submissions | p95 ≤ 50 ms, every sheet once |';
  const rows = rounds.map(
    (r) =>
      `| ${r.build} | ${r.round} | ${r.loadBefore.toFixed(2)} | ${int(r.sheets)} | ${r.asked} / ${r.served.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} | ${int(r.rowsExpected)} / ${int(r.rowsFound)} | ${r.duplicates} | ${int(r.submissionsFound)} | ${verdictOf(r)} |`,
  );
  return [
    `\`${commandLine('bench:burst')}\` — ${date}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), PostgreSQL, ${opts.schools} schools × ${opts.studentsPerSchool} students (${int(classrooms)} classrooms).`,
    `Sheets arrive evenly, ${opts.rate} a second for ${opts.durationS} s (${int(opts.rate * opts.durationS)} sheets: every classroom's first period, then its second…), over up to ${opts.connections} sockets; latency in ms from each sheet's scheduled start. ${opts.warmup} sheets of the same day first, then removed. The load generator, the server and PostgreSQL share the machine.`,
    markdownTable(head, rows),
  ].join('\n\n');
}

async function main() {
  const opts = options();
  cleanupOnSignals();
  buildUnlessSkipped(opts.skipBuild, 'server');
  const password = benchPassword();
  const target = await database(opts, password);
  const date = todayIso();
  const sheetsWanted = opts.rate * opts.durationS;
  const raw = rawPostgres(target.databaseUrl);
  const rounds: Round[] = [];
  let classrooms = 0;
  try {
    const all = await pickClassroomPeriods(raw, sheetsWanted + opts.warmup);
    if (all.length < sheetsWanted + opts.warmup)
      throw new Error(`the network has ${all.length} classroom periods, fewer than the sheets asked`);
    const [counted] = await raw.query<{ n: string }>({
      sql: 'select count(*) as n from classrooms',
      params: [],
    });
    classrooms = Number(counted!.n);
    const sheets = all.slice(0, sheetsWanted);
    const warmup = all.slice(sheetsWanted);
    await waitForQuietMachine(opts.waitQuietS);
    await alternateBuilds(opts, target, async (server, build, round) => {
      await clearDay(raw, date);
      const session = await login(server.baseUrl, BENCH_USERNAME, password);
      const settings = { rate: opts.rate, connections: opts.connections };
      if (warmup.length) await runOpenBurst(server.baseUrl, session.accessToken, warmup, date, settings);
      await clearDay(raw, date);
      const loadBefore = os.loadavg()[0]!;
      console.log(`[${build.name}, round ${round}] ${sheets.length} sheets at ${opts.rate}/s…`);
      const load = await runOpenBurst(server.baseUrl, session.accessToken, sheets, date, settings);
      const counts = await countOpenBurst(raw, date, sheets);
      const result: Round = {
        build: build.name,
        round,
        loadBefore,
        asked: opts.rate,
        served: load.rps,
        p50: load.p50,
        p95: load.p95,
        p99: load.p99,
        max: load.max,
        errors: load.errors,
        sheets: sheets.length,
        ...counts,
      };
      rounds.push(result);
      console.log(
        `  p50 ${ms(load.p50)} p95 ${ms(load.p95)} p99 ${ms(load.p99)} max ${ms(load.max)} ms, ${load.rps.toFixed(1)}/s, ${load.errors} errors; rows ${counts.rowsFound}/${counts.rowsExpected}, duplicates ${counts.duplicates}, submissions ${counts.submissionsFound}/${sheets.length} — ${verdictOf(result)} (load ${loadBefore.toFixed(2)})`,
      );
    });
    await clearDay(raw, date);
  } finally {
    await raw.close();
  }
  if (opts.skipWrite) return;
  const section = render(
    opts,
    rounds,
    classrooms,
    new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  );
  console.log(
    `Wrote ${await writeBenchBlock('bench:burst', 'The attendance morning burst as an open load', section)}`,
  );
}

runWithCleanup(main);
