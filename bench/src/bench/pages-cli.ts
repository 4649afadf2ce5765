/**
 * `npm run bench:pages [-- options]`: what a list page costs the server per row delivered, and
 * whether a late page costs what the first does. The students list of the large network's first
 * school (1,200 students, sorted by last name) at 25 and at 100 rows a page, first and twelfth page,
 * one client at a time (autocannon, one connection): the p50 of each, and p50 ÷ rows per row.
 *
 *   --backend postgres|pglite                     default postgres
 *   --duration S --warmup S                        per page (default 5 s, 1 s)
 *   --rounds N                                     each build N times (default 3)
 *   --baseline PATH                                another checkout with a built server: its rounds
 *                                                  alternate with this one's (A, B, A, B…) on the same data
 *   --interleave                                   with --baseline: both servers up at once, their requests
 *                                                  alternating, with each server's CPU a request
 *                                                  (interleaved-pages.ts)
 *   --schools N --students-per-school N --seed N   network size of a fresh database (default 20 × 1200)
 *   --database-url URL | --data-dir DIR            use that database (BENCH_PASSWORD = its bench login's)
 *   --skip-build --skip-write --wait-quiet S       as in `npm run bench`
 * Writes docs/benchmarks.md between the bench:pages markers unless --skip-write.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_USERNAME } from '../generator/bench-user';
import { NETWORK_SIZE_ARGS, networkSize, positiveInt } from '../generator/options';
import { login } from './api-client';
import { buildUnlessSkipped } from './build-step';
import { cleanupOnSignals, runWithCleanup, tempDir } from './cleanup';
import { ms } from './format';
import { runLoad } from './http-load';
import { benchPassword, commandLine, generateServedNetwork, writeBenchBlock } from './network-bench';
import { waitForQuietMachine } from './quiet-machine';
import { interleavePages } from './interleaved-pages';
import {
  alternateBuilds,
  buildsUnderTest,
  COMPARED_BENCH_ARGS,
  comparedBenchOptions,
  markdownTable,
} from './served-bench';
import type { ServerTarget } from './server-process';

/** RosarioSIS's server time per row delivered, measured on this machine's kind (issue 24). */
export const PER_ROW_TARGET_MS = 0.029;

const pagePath = (page: { page: number; pageSize: number }) =>
  `/api/students?sort=lastName:asc&page=${page.page}&pageSize=${page.pageSize}`;

const PAGES = [
  { name: 'page 1 of 25', page: 1, pageSize: 25 },
  { name: 'page 12 of 25', page: 12, pageSize: 25 },
  { name: 'page 1 of 100', page: 1, pageSize: 100 },
  { name: 'page 12 of 100', page: 12, pageSize: 100 },
];

function options() {
  const { values } = parseArgs({
    options: {
      ...NETWORK_SIZE_ARGS,
      backend: { type: 'string', default: 'postgres' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      interleave: { type: 'boolean', default: false },
      ...COMPARED_BENCH_ARGS,
    },
  });
  if (values.backend !== 'postgres' && values.backend !== 'pglite')
    throw new Error('--backend is postgres or pglite');
  if (values.interleave && !values.baseline) throw new Error('--interleave compares with a --baseline');
  return {
    ...networkSize(values),
    backend: values.backend,
    durationS: positiveInt(values.duration, 5, '--duration', 120),
    warmupS: positiveInt(values.warmup, 1, '--warmup', 60),
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'] ? path.resolve(values['data-dir']) : undefined,
    interleave: values.interleave === true,
    ...comparedBenchOptions(values, 3),
  };
}

type Options = ReturnType<typeof options>;

/** The database to serve: the one named, or a fresh one filled by the generator. */
async function storage(opts: Options, password: string): Promise<ServerTarget> {
  if (opts.backend === 'postgres' && opts.databaseUrl)
    return { databaseUrl: opts.databaseUrl, dataDir: tempDir('bench-pages-') };
  if (opts.backend === 'pglite' && opts.dataDir) return { dataDir: opts.dataDir };
  const { databaseUrl, dataDir } = await generateServedNetwork('pages', opts, {
    embedded: opts.backend === 'pglite',
    label: opts.backend,
    password,
  });
  return { databaseUrl, dataDir };
}

interface Measured {
  build: string;
  round: number;
  load: number;
  page: string;
  rows: number;
  p50: number;
}

async function main() {
  const opts = options();
  cleanupOnSignals();
  buildUnlessSkipped(opts.skipBuild, 'server');
  const password = benchPassword();
  const target = await storage(opts, password);
  await waitForQuietMachine(opts.waitQuietS);
  const measured: Measured[] = [];
  if (opts.interleave) await interleaved(opts, target, password, measured);
  else
    await alternateBuilds(opts, target, async (server, build, round) => {
      const session = await login(server.baseUrl, BENCH_USERNAME, password);
      // The generator makes the first school the bench user's current one.
      for (const page of PAGES) {
        const scenario = {
          name: page.name,
          label: page.name,
          method: 'GET' as const,
          paths: [pagePath(page)],
          headers: { authorization: `Bearer ${session.accessToken}` },
        };
        await runLoad(server.baseUrl, scenario, 1, opts.warmupS);
        const load = os.loadavg()[0]!;
        const result = await runLoad(server.baseUrl, scenario, 1, opts.durationS);
        if (result.errors) throw new Error(`${page.name}: ${result.errors} errors`);
        measured.push({
          build: build.name,
          round,
          load,
          page: page.name,
          rows: page.pageSize,
          p50: result.p50,
        });
        console.log(
          `[${build.name}, round ${round}] ${page.name}: p50 ${ms(result.p50)} ms, ${(result.p50 / page.pageSize).toFixed(4)} ms a row (load ${load.toFixed(2)})`,
        );
      }
    });
  if (opts.skipWrite) return;
  const section = render(opts, measured);
  console.log(
    `Wrote ${await writeBenchBlock('bench:pages', 'A list page per row, and late pages', section)}`,
  );
}

/** --interleave: each round serves both builds at once, their requests alternating. */
async function interleaved(opts: Options, target: ServerTarget, password: string, measured: Measured[]) {
  for (let round = 1; round <= opts.rounds; round++) {
    const pages = PAGES.map((page) => ({ name: page.name, path: pagePath(page) }));
    await interleavePages(buildsUnderTest(opts.baseline), target, password, pages, opts, (name, results) => {
      const load = os.loadavg()[0]!;
      const rows = PAGES.find((p) => p.name === name)!.pageSize;
      for (const result of results) {
        measured.push({ build: result.build, round, load, page: name, rows, p50: result.p50 });
        const cpu = result.cpuMs === undefined ? '' : `, server CPU ${ms(result.cpuMs)} ms a request`;
        console.log(
          `[${result.build}, round ${round}] ${name}: p50 ${ms(result.p50)} ms, ${(result.p50 / rows).toFixed(4)} ms a row${cpu}; ${result.requests} requests (load ${load.toFixed(2)})`,
        );
      }
    });
  }
}

function render(opts: Options, measured: Measured[]): string {
  const head = `| build | round | load (1 min) | ${PAGES.map((p) => `${p.name}: p50 ms (per row)`).join(' | ')} |`;
  const rows: string[] = [];
  for (const build of [...new Set(measured.map((m) => m.build))]) {
    for (let round = 1; round <= opts.rounds; round++) {
      const of = measured.filter((m) => m.build === build && m.round === round);
      if (!of.length) continue;
      rows.push(
        `| ${build} | ${round} | ${of[0]!.load.toFixed(2)} | ${PAGES.map((p) => {
          const m = of.find((x) => x.page === p.name)!;
          return `${ms(m.p50)} (${(m.p50 / m.rows).toFixed(4)})`;
        }).join(' | ')} |`,
      );
    }
  }
  return [
    `\`${commandLine('bench:pages')}\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, ${opts.backend === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${opts.schools} schools × ${opts.studentsPerSchool} students; the students list of the first school (1,200 students) by last name, one client, ${opts.durationS} s per page after ${opts.warmupS} s of warm-up; p50 in ms, and p50 ÷ rows delivered (target ≤ ${PER_ROW_TARGET_MS} ms a row at 100 rows).`,
    markdownTable(head, rows),
  ].join('\n\n');
}

runWithCleanup(main);
