/**
 * `npm run bench:fleet [-- options]`: one server against two behind nginx (deploy/nginx.conf), on
 * one PostgreSQL database with the large generated network. Two production servers start; one nginx
 * sends everything to the first, another round-robins over both, so the proxy's cost is in both
 * figures. Side by side in one run:
 *   - the list mix: the students page's three list requests in turn (whole school, one classroom,
 *     quick search), closed loop at --connections clients;
 *   - the attendance mix: whole sheets (a classroom's students for one period) saved as in the
 *     morning burst by 100 clients, each sheet once, half of the classrooms per side (all new rows).
 * For each: requests a second, latency, and where the CPU went (the servers, PostgreSQL's backends of
 * this database, nginx, the load generator, the rest of the machine) — on a small machine all of them
 * compete for the same cores, so the figures also give CPU time per request, from which the
 * projection for a database on cores of its own is made. Writes docs/benchmarks.md between the
 * bench:fleet markers unless --skip-write.
 *
 *   --schools N --students-per-school N --seed N   network size (default 20 × 1200, seed 1404)
 *   --connections N --duration S --warmup S         list load (default 50 clients, 10 s, 2 s)
 *   --sheets N                                      attendance sheets per side and round (default 1000)
 *   --rounds N                                      one server, then two, N times over (default 2): other
 *                                                   work on the machine then weighs on both sides alike
 *   --wait-quiet S                                  wait up to S s for the load average to drop
 *   --skip-build                                    reuse the built apps/server/dist
 *   --skip-write                                    print only
 * Needs nginx (NGINX_PATH or /usr/sbin/nginx), BENCH_DATABASE_URL as `npm run bench` does.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { todayIso } from '../../../apps/server/src/modules/attendance/attendance-rules';
import { startNginx, type RunningNginx } from '../../../apps/server/fleet/nginx';
import type { GenerateResult } from '../generator/generate';
import { NETWORK_SIZE_ARGS, networkSize, positiveInt } from '../generator/options';
import { chooseSchool, login } from './api-client';
import { runBurst } from './attendance-burst';
import { pickClassroomPeriods } from './open-burst';
import { buildUnlessSkipped } from './build-step';
import { cleanupOnSignals, onCleanup, runWithCleanup } from './cleanup';
import { childrenOf, cpuSnapshot, cpuSpent, type CpuSpent, type ProcessGroups } from './cpu-usage';
import { runLoad, type HttpScenario } from './http-load';
import { benchPassword, commandLine, generateServedNetwork, writeBenchBlock } from './network-bench';
import { rawPostgres, type RawSql } from './raw-sql';
import { listScenarios } from './scenarios';
import { freePort, startServer, type RunningServer } from './server-process';
import { SERVED_BENCH_ARGS, servedBenchOptions } from './served-bench';
import { pickScenarioData } from './sql-phase';
import { BENCH_START_TIMEOUT } from './start-timeout';
import { waitForQuietMachine } from './quiet-machine';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
let loadBefore = 0;

function options() {
  const { values } = parseArgs({
    options: {
      ...NETWORK_SIZE_ARGS,
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      sheets: { type: 'string' },
      rounds: { type: 'string' },
      ...SERVED_BENCH_ARGS,
    },
  });
  return {
    ...networkSize(values),
    connections: positiveInt(values.connections, 50, '--connections', 500),
    durationS: positiveInt(values.duration, 10, '--duration', 120),
    warmupS: positiveInt(values.warmup, 2, '--warmup', 60),
    sheets: positiveInt(values.sheets, 1000, '--sheets', 100_000),
    rounds: positiveInt(values.rounds, 2, '--rounds', 20),
    ...servedBenchOptions(values),
  };
}

interface Phase {
  mix: 'lists' | 'attendance';
  round: number;
  servers: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  durationS: number;
  cpu: CpuSpent;
}

async function main() {
  const opts = options();
  cleanupOnSignals();
  buildUnlessSkipped(opts.skipBuild, 'server');
  await waitForQuietMachine(opts.waitQuietS);
  loadBefore = os.loadavg()[0]!;
  const password = benchPassword();
  const served = await generateServedNetwork('fleet', opts, { password });
  const database = served.bench!;

  const raw = rawPostgres(database.url);
  try {
    const phases = await measure(
      raw,
      { ...database, dataDir: served.dataDir },
      served.generated,
      password,
      opts,
    );
    const loadAfter = os.loadavg()[0]!;
    const section = render(phases, opts, database.serverVersion, loadAfter);
    console.log(`\n${section}\n`);
    if (!opts.skipWrite)
      console.log(
        `Wrote ${await writeBenchBlock('bench:fleet', 'One server against two behind nginx', section)}`,
      );
  } finally {
    await raw.close();
  }
}

async function measure(
  raw: RawSql,
  database: { url: string; name: string; dataDir: string },
  generated: GenerateResult,
  password: string,
  opts: ReturnType<typeof options>,
): Promise<Phase[]> {
  const schoolId = generated.schoolIds[0]!;
  const data = await pickScenarioData(raw, schoolId);
  const sheets = await pickClassroomPeriods(raw, opts.sheets * opts.rounds * 2);
  const target = { databaseUrl: database.url, dataDir: database.dataDir };
  // One secret for both: a token signed by one server is checked by the other.
  const jwtSecret = randomBytes(48).toString('base64url');
  const servers: RunningServer[] = [];
  for (const instance of ['a', 'b'])
    servers.push(await startServer(repoRoot, target, { INSTANCE_ID: instance, JWT_SECRET: jwtSecret }));
  const proxies: RunningNginx[] = [];
  for (const upstreams of [[servers[0]!], servers]) {
    const nginx = await startNginx(
      await freePort(),
      upstreams.map((s) => s.address),
      undefined,
      BENCH_START_TIMEOUT,
    );
    onCleanup('stop nginx', () => nginx.stop());
    proxies.push(nginx);
  }

  const user = generated.benchUser;
  const session = await login(proxies[1]!.url, user.username, password);
  await chooseSchool(proxies[1]!.url, session.accessToken, schoolId, generated.yearId);
  const lists = listScenarios({ token: session.accessToken, username: user.username, password, ...data });
  const listMix: HttpScenario = {
    name: 'list-mix',
    label: 'the three list requests in turn',
    method: 'GET',
    paths: lists.map((l) => l.paths[0]!),
    headers: lists[0]!.headers,
  };

  // The servers, nginx (master and worker) and PostgreSQL's backends serving this database.
  const groups = async (nginx: RunningNginx, serving: number): Promise<ProcessGroups> => {
    const backends = await raw.query<{ pid: number }>({
      sql: 'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      params: [database.name],
    });
    return {
      servers: servers.slice(0, serving).map((s) => s.pid),
      'servers (idle)': servers.slice(serving).map((s) => s.pid),
      PostgreSQL: backends.map((b) => b.pid),
      nginx: [nginx.pid, ...childrenOf(nginx.pid)],
    };
  };

  const phases: Phase[] = [];
  const date = todayIso();
  const listPhase = async (round: number, serving: number) => {
    const nginx = proxies[serving - 1]!;
    console.log(
      `round ${round}, list mix, ${serving} server(s): ${opts.warmupS} s warm-up, ${opts.durationS} s…`,
    );
    await runLoad(nginx.url, listMix, Math.min(10, opts.connections), opts.warmupS);
    const before = cpuSnapshot(await groups(nginx, serving));
    const load = await runLoad(nginx.url, listMix, opts.connections, opts.durationS);
    const cpu = cpuSpent(before, await groups(nginx, serving));
    phases.push({
      mix: 'lists',
      round,
      servers: serving,
      requests: load.requests,
      rps: load.rps,
      p50: load.p50,
      p95: load.p95,
      errors: load.errors,
      durationS: opts.durationS,
      cpu,
    });
  };
  // Sheets dealt out in turn to every (round, side), so that each writes new rows of the same day
  // for the same kind of classrooms.
  const parts = opts.rounds * 2;
  const attendancePhase = async (round: number, serving: number) => {
    const nginx = proxies[serving - 1]!;
    const part = (round - 1) * 2 + serving - 1;
    const mine = sheets.filter((_, i) => i % parts === part);
    const warm = mine.slice(0, Math.ceil(mine.length / 20));
    const measured = mine.slice(warm.length);
    console.log(`round ${round}, attendance mix, ${serving} server(s): ${measured.length} sheets…`);
    await runBurst(nginx.url, session.accessToken, warm, date);
    const before = cpuSnapshot(await groups(nginx, serving));
    const burst = await runBurst(nginx.url, session.accessToken, measured, date);
    const cpu = cpuSpent(before, await groups(nginx, serving));
    phases.push({
      mix: 'attendance',
      round,
      servers: serving,
      requests: burst.sheets,
      rps: burst.sheets / (burst.durationMs / 1000),
      p50: burst.p50,
      p95: burst.p95,
      errors: burst.errors + burst.non2xx,
      durationS: burst.durationMs / 1000,
      cpu,
    });
  };
  for (let round = 1; round <= opts.rounds; round++)
    for (const serving of [1, 2]) await listPhase(round, serving);
  for (let round = 1; round <= opts.rounds; round++)
    for (const serving of [1, 2]) await attendancePhase(round, serving);
  for (const nginx of proxies) await nginx.stop();
  for (const server of servers) await server.stop();
  return phases;
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);
const thousands = (n: number) => Math.round(n).toLocaleString('en');

function render(phases: Phase[], opts: ReturnType<typeof options>, postgres: string, loadAfter: number) {
  const cores = os.cpus().length;
  const groupsShown = ['servers', 'PostgreSQL', 'nginx', 'load generator', 'other'];
  /** CPU ms per request of a group over phases. */
  const msPer = (list: Phase[], group: string) =>
    (list.reduce((sum, p) => sum + (p.cpu.seconds[group] ?? 0), 0) * 1000) /
    list.reduce((sum, p) => sum + p.requests, 0);
  const rate = (list: Phase[]) =>
    list.reduce((sum, p) => sum + p.requests, 0) / list.reduce((sum, p) => sum + p.durationS, 0);
  const lines = [
    `Run ${new Date().toISOString().slice(0, 10)}: \`${commandLine('bench:fleet')}\` — ${opts.schools} schools × ${opts.studentsPerSchool} students; ${os.cpus()[0]?.model.trim()}, ${cores} cores shared by the load generator, nginx, both servers and ${postgres.split(' on ')[0]}; load average ${loadBefore.toFixed(2)} at the start, ${fixed(loadAfter, 2)} at the end.`,
    '',
    `Lists: ${opts.connections} clients, closed loop, ${opts.durationS} s after ${opts.warmupS} s of warm-up. Attendance: sheets of about 30 students each sent once by 100 clients (a request is a sheet). One server, then two, ${opts.rounds} times over. «other» is the CPU the rest of the machine used meanwhile (PostgreSQL's background writers, and whatever else ran).`,
    '',
    '| mix | round | servers behind nginx | requests | req/s | p50 ms | p95 ms | errors | CPU busy | CPU ms per request: servers · PostgreSQL · nginx · load generator · other |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...phases.map(
      (p) =>
        `| ${p.mix} | ${p.round} | ${p.servers} | ${thousands(p.requests)} | ${thousands(p.rps)} | ${fixed(p.p50)} | ${fixed(p.p95)} | ${p.errors} | ${Math.round(p.cpu.machineBusy * 100)} % | ${groupsShown.map((g) => fixed(msPer([p], g), 2)).join(' · ')} |`,
    ),
    '',
  ];
  for (const mix of ['lists', 'attendance'] as const) {
    const one = phases.filter((p) => p.mix === mix && p.servers === 1);
    const two = phases.filter((p) => p.mix === mix && p.servers === 2);
    const server = msPer(two, 'servers');
    const postgresMs = msPer(two, 'PostgreSQL');
    lines.push(
      `- ${mix}: two servers ÷ one = **${fixed(rate(two) / rate(one), 2)}×** (${thousands(rate(one))} → ${thousands(rate(two))} req/s over the rounds). ` +
        `A request cost the servers ${fixed(server, 2)} ms of CPU and PostgreSQL ${fixed(postgresMs, 2)} ms: ` +
        `with the database on cores of its own, a server core would hold about ${thousands(1000 / server)} req/s and a database core about ${thousands(1000 / postgresMs)} req/s of this mix.`,
    );
  }
  return lines.join('\n');
}

runWithCleanup(main);
