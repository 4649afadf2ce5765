/**
 * `npm run bench [-- options]`: builds the app, then for PostgreSQL and PGlite in turn fills a fresh
 * database with the large network, times the bare SQL, loads the production server with autocannon
 * (127.0.0.1 only), runs Lighthouse once, prints a table and writes bench/results/<date>.json and
 * docs/benchmarks.md. Everything it starts or creates is removed at the end, also on failure.
 *
 *   --schools N --students-per-school N --seed N   network size (default 20 × 1200, seed 1404)
 *   --postgres-only | --pglite-only                one backend
 *   --connections N --duration S                   load per scenario (default 50, 10 s)
 *   --idle-duration S --warmup S                   one-client runs (5 s) and warm-up (2 s)
 *   --paced-rate N                                 total req/s of the paced list runs (default 50)
 *   --lighthouse-runs N | --skip-lighthouse        Lighthouse runs per page (default 3)
 *   --skip-build                                   reuse the built apps/web/dist and apps/server/dist
 *   --skip-write                                   print only; write neither results nor docs
 *   --wait-quiet S                                 wait up to S s for the load average to drop
 *   --render bench/results/<date>.json             only re-render docs/benchmarks.md from a saved run
 * Environment: BENCH_DATABASE_URL (a database on 127.0.0.1 whose user may create databases;
 * default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PASSWORD, CHROME_PATH.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { NETWORK_SIZE_ARGS, networkSize, positiveInt } from '../generator/options';
import { type BackendOptions, runBackend } from './backend-run';
import { chromiumPath, launchChromium } from './chromium';
import { buildUnlessSkipped } from './build-step';
import { cleanupOnSignals, runWithCleanup } from './cleanup';
import { consoleTable } from './console-table';
import { writeDocs, writeResultsJson } from './docs-writer';
import { auditPages } from './lighthouse-pages';
import { machineInfo } from './machine';
import { renderRun } from './markdown';
import { waitForQuietMachine } from './quiet-machine';
import { DEFAULT_BENCH_DATABASE_URL } from './postgres-database';
import type { Backend, BenchRun } from './results';
import { checkTargets } from './targets';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function parseOptions() {
  const { values } = parseArgs({
    options: {
      ...NETWORK_SIZE_ARGS,
      'postgres-only': { type: 'boolean', default: false },
      'pglite-only': { type: 'boolean', default: false },
      connections: { type: 'string' },
      duration: { type: 'string' },
      'idle-duration': { type: 'string' },
      warmup: { type: 'string' },
      'paced-rate': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      'skip-write': { type: 'boolean', default: false },
      'wait-quiet': { type: 'string' },
      render: { type: 'string' },
    },
  });
  if (values['postgres-only'] && values['pglite-only'])
    throw new Error('choose at most one of --postgres-only and --pglite-only');
  const backends: Backend[] = values['postgres-only']
    ? ['postgres']
    : values['pglite-only']
      ? ['pglite']
      : ['postgres', 'pglite'];
  return {
    backends,
    ...networkSize(values),
    connections: positiveInt(values.connections, 50, '--connections', 500),
    durationS: positiveInt(values.duration, 10, '--duration', 120),
    idleDurationS: positiveInt(values['idle-duration'], 5, '--idle-duration', 120),
    warmupS: positiveInt(values.warmup, 2, '--warmup', 60),
    pacedRate: positiveInt(values['paced-rate'], 50, '--paced-rate', 100_000),
    lighthouseRuns: values['skip-lighthouse']
      ? 0
      : positiveInt(values['lighthouse-runs'], 3, '--lighthouse-runs', 9),
    skipBuild: values['skip-build'],
    skipWrite: values['skip-write'],
    render: values.render,
    waitQuietS:
      values['wait-quiet'] === undefined ? 0 : positiveInt(values['wait-quiet'], 0, '--wait-quiet', 3600),
  };
}

async function main() {
  const options = parseOptions();
  if (options.render) {
    // Re-render docs/benchmarks.md from a saved run, without measuring anything.
    const run = JSON.parse(readFileSync(path.resolve(options.render), 'utf8')) as BenchRun;
    console.log(`Wrote ${await writeDocs(repoRoot, renderRun(run))}`);
    return;
  }
  cleanupOnSignals();
  buildUnlessSkipped(options.skipBuild);
  await waitForQuietMachine(options.waitQuietS);
  const started = new Date();
  const loadBefore = os.loadavg();

  let lighthouse: BenchRun['lighthouse'];
  const wantLighthouse = options.lighthouseRuns > 0;
  if (wantLighthouse && !existsSync(chromiumPath()))
    console.log(`Lighthouse skipped: no Chromium at ${chromiumPath()}`);
  const backendOptions: BackendOptions = {
    repoRoot,
    ...options,
    postgresBaseUrl: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
    benchPassword: process.env.BENCH_PASSWORD || DEFAULT_BENCH_PASSWORD,
  };
  const backends = [];
  for (const backend of options.backends) {
    // Lighthouse once, against the first backend's server: the pages do not depend on the database.
    const runLighthouse = wantLighthouse && !lighthouse && existsSync(chromiumPath());
    const result = await runBackend(backend, {
      ...backendOptions,
      whileServing: runLighthouse
        ? async (baseUrl, login) => {
            console.log(`[${backend}] Lighthouse, ${options.lighthouseRuns} runs per page…`);
            const browser = await launchChromium();
            try {
              lighthouse = {
                backend,
                pages: await auditPages(browser, baseUrl, login, options.lighthouseRuns),
              };
            } finally {
              await browser.close();
            }
          }
        : undefined,
    });
    console.log(`\n${consoleTable(result)}\n`);
    for (const mismatch of result.mismatches) console.log(`MISMATCH ${mismatch}`);
    backends.push(result);
  }

  const run: BenchRun = {
    date: started.toISOString().slice(0, 10),
    startedAt: started.toISOString(),
    durationS: (Date.now() - started.getTime()) / 1000,
    options: {
      schools: options.schools,
      studentsPerSchool: options.studentsPerSchool,
      seed: options.seed,
      connections: options.connections,
      durationS: options.durationS,
      idleDurationS: options.idleDurationS,
      warmupS: options.warmupS,
      pacedRate: options.pacedRate,
      lighthouseRuns: options.lighthouseRuns,
    },
    command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(
      ' ',
    ),
    machine: machineInfo(repoRoot, backends.find((b) => b.backend === 'postgres')?.databaseVersion),
    loadAverage: { before: loadBefore, after: os.loadavg() },
    backends,
    lighthouse,
  };
  for (const page of lighthouse?.pages ?? [])
    console.log(
      `Lighthouse ${page.name}: performance ${page.performance}, LCP ${Math.round(page.lcpMs)} ms, TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)}${page.rendered ? ` — ${page.rendered}` : ''}`,
    );
  for (const check of checkTargets(run))
    console.log(`${check.verdict.padEnd(8)} ${check.target}: ${check.value}`);
  if (options.skipWrite) return;
  console.log(`\nWrote ${writeResultsJson(repoRoot, run)}`);
  console.log(`Wrote ${await writeDocs(repoRoot, renderRun(run))}`);
}

runWithCleanup(main);
