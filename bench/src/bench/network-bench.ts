/**
 * What the benches on the large generated network share (bench:debts, bench:analytics,
 * bench:year-results, bench:rollover): the network-size options, a fresh PostgreSQL database of
 * their own with the network generated in it (dropped afterwards), the opening line of their block
 * in docs/benchmarks.md and the block itself, their timing of repeated runs and its verdicts, and
 * their exit on a failure. The benches that load the production server on such a network (bench:burst, bench:pages,
 * bench:fleet, bench:sms) take its database from generateServedNetwork, and their command line from
 * commandLine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../../../apps/server/src/db/client';
import { DEFAULT_BENCH_PASSWORD } from '../generator/bench-user';
import { generateNetwork, type GenerateResult } from '../generator/generate';
import { NETWORK_SIZE_ARGS, networkSize } from '../generator/options';
import { cleanupAll, cleanupOnSignals, tempDir } from './cleanup';
import { writeMarkedBlock } from './doc-block';
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL, type BenchDatabase } from './postgres-database';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

type NetworkSize = ReturnType<typeof networkSize>;

/**
 * The command line: the network's size (--schools, --students-per-school, --seed), --skip-write
 * and the command's own string options; with the load average as the command started.
 */
export function networkBenchArgs(extra: Record<string, { type: 'string' }> = {}) {
  const { values } = parseArgs({
    options: { ...NETWORK_SIZE_ARGS, 'skip-write': { type: 'boolean' }, ...extra },
  });
  return {
    values: values as Record<string, string | boolean | undefined>,
    size: networkSize(values as Record<string, string | undefined>),
    skipWrite: values['skip-write'] === true,
    load: os.loadavg()[0]!,
  };
}

export interface GeneratedNetwork {
  database: Database;
  generated: GenerateResult;
  bench: BenchDatabase;
}

/**
 * Generates the network in a fresh database (`name` labels its temp dir) and runs `work` on it;
 * the database, the temp dir and whatever else registered a clean-up are gone afterwards.
 */
export async function withGeneratedNetwork<T>(
  name: string,
  size: NetworkSize,
  work: (network: GeneratedNetwork) => Promise<T>,
): Promise<T> {
  cleanupOnSignals();
  const bench = await createBenchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const database = await openDatabase({ databaseUrl: bench.url, dataDir });
  try {
    const generated = await generateNetwork(database, {
      ...size,
      force: false,
      benchPassword: DEFAULT_BENCH_PASSWORD,
      today: new Date(),
    });
    return await work({ database, generated, bench });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await cleanupAll();
  }
}

/** The bench login's password: BENCH_PASSWORD (that of a database filled by `npm run seed:large`), or the generator's. */
export function benchPassword(): string {
  return process.env.BENCH_PASSWORD || DEFAULT_BENCH_PASSWORD;
}

export interface ServedNetwork {
  /** undefined: the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  generated: GenerateResult;
  /** The fresh PostgreSQL database (undefined when embedded). */
  bench?: BenchDatabase;
}

/**
 * A network generated for a production server to serve: in a fresh PostgreSQL database of its own,
 * or with `embedded` in PGlite in the temp dir `bench-<name>-…`; both are gone at clean-up. `label`
 * ends the progress line.
 */
export async function generateServedNetwork(
  name: string,
  size: NetworkSize,
  opts: { embedded?: boolean; label?: string; password?: string } = {},
): Promise<ServedNetwork> {
  const bench = opts.embedded
    ? undefined
    : await createBenchDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
  const dataDir = tempDir(`bench-${name}-`);
  console.log(
    `generating ${size.schools} schools × ${size.studentsPerSchool} students${opts.label ? ` (${opts.label})` : ''}…`,
  );
  const database = await openDatabase({ databaseUrl: bench?.url, dataDir });
  try {
    const { schools, studentsPerSchool, seed } = size;
    const password = opts.password ?? benchPassword();
    const network = { schools, studentsPerSchool, seed, force: false, today: new Date() };
    const generated = await generateNetwork(database, { ...network, benchPassword: password });
    return { databaseUrl: bench?.url, dataDir, generated, bench };
  } finally {
    await database.close();
  }
}

/** `npm run <script> -- <the arguments given>`, as a bench's block quotes it. */
export function commandLine(script: string): string {
  return [`npm run ${script}`, ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(
    ' ',
  );
}

/** "Run <date> on <cores>, <memory>, load average <load> at the start: `npm run <script> -- …`". */
export function runLine(script: string, load: number): string {
  return `Run ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${load.toFixed(1)} at the start: \`${commandLine(script)}\``;
}

/**
 * Writes `section` between the `<script>` markers of docs/benchmarks.md (appended under
 * "## <title> (`npm run <script>`)" the first time); returns the file.
 */
export async function writeBenchBlock(script: string, title: string, section: string): Promise<string> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  await writeMarkedBlock(
    file,
    {
      start: `<!-- ${script}:start -->`,
      end: `<!-- ${script}:end -->`,
      heading: `## ${title} (\`npm run ${script}\`)`,
    },
    section,
  );
  return file;
}

export interface RunTimes {
  median: number;
  max: number;
}

/** How many timed runs (after one warm-up) bench:debts and bench:analytics take of each measure. */
const TIMED_RUNS = 5;

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The block's verdict on the slowest run: `met`, or `**missed**`. */
export const targetVerdict = (times: RunTimes, targetMs: number) =>
  times.max <= targetMs ? 'met' : '**missed**';

/**
 * `work` timed TIMED_RUNS times after a warm-up; prints "<label> median 12.3 ms, slowest 15.0 ms
 * (target 200 ms: met)".
 */
export async function timeMeasure(
  label: string,
  targetMs: number,
  work: () => Promise<unknown>,
): Promise<RunTimes> {
  const times = await timeRuns(TIMED_RUNS, work);
  const verdict = times.max <= targetMs ? 'met' : 'MISSED';
  console.log(
    `${label.padEnd(36)} median ${ms(times.median)}, slowest ${ms(times.max)} (target ${targetMs} ms: ${verdict})`,
  );
  return times;
}

/** `work` once to warm up, then `runs` times timed: the median and the slowest, in ms. */
export async function timeRuns(runs: number, work: () => Promise<unknown>): Promise<RunTimes> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, max: times[runs - 1]! };
}

/** Runs the command; on a failure prints it, cleans up and exits 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch(async (error: unknown) => {
    console.error(error);
    await cleanupAll();
    process.exit(1);
  });
}
