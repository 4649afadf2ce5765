/**
 * What the benches that load the production server share (bench:burst, bench:pages, bench:fleet):
 * --wait-quiet, --skip-build and --skip-write; and, for those that compare builds, --rounds and
 * --baseline: A, B, A, B… rounds of this build and another checkout's (a built server) on the same
 * data, so that whatever else the machine does weighs on both alike; and their result table.
 */
import path from 'node:path';
import { positiveInt } from '../generator/options';
import { startServer, type RunningServer, type ServerTarget } from './server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const SERVED_BENCH_ARGS = {
  'wait-quiet': { type: 'string' },
  'skip-build': { type: 'boolean', default: false },
  'skip-write': { type: 'boolean', default: false },
} as const;

export function servedBenchOptions(values: {
  'wait-quiet'?: string;
  'skip-build'?: boolean;
  'skip-write'?: boolean;
}) {
  return {
    waitQuietS:
      values['wait-quiet'] === undefined ? 0 : positiveInt(values['wait-quiet'], 0, '--wait-quiet', 3600),
    skipBuild: values['skip-build'] === true,
    skipWrite: values['skip-write'] === true,
  };
}

/** SERVED_BENCH_ARGS with --rounds N and --baseline PATH, of the benches that compare builds. */
export const COMPARED_BENCH_ARGS = {
  ...SERVED_BENCH_ARGS,
  rounds: { type: 'string' },
  baseline: { type: 'string' },
} as const;

export function comparedBenchOptions(
  values: Parameters<typeof servedBenchOptions>[0] & { rounds?: string; baseline?: string },
  defaultRounds: number,
) {
  return {
    ...servedBenchOptions(values),
    rounds: positiveInt(values.rounds, defaultRounds, '--rounds', 20),
    baseline: values.baseline ? path.resolve(values.baseline) : undefined,
  };
}

export interface BuildUnderTest {
  name: 'this build' | 'baseline';
  root: string;
}

/** This checkout's build, and the baseline's when given. */
export function buildsUnderTest(baseline: string | undefined): BuildUnderTest[] {
  return [
    { name: 'this build', root: repoRoot },
    ...(baseline ? [{ name: 'baseline' as const, root: baseline }] : []),
  ];
}

/**
 * For each round, this build then the baseline (when given): a freshly started server of it on
 * `target`, handed to `work`, stopped afterwards.
 */
export async function alternateBuilds(
  opts: { rounds: number; baseline?: string },
  target: ServerTarget,
  work: (server: RunningServer, build: BuildUnderTest, round: number) => Promise<void>,
): Promise<void> {
  const builds = buildsUnderTest(opts.baseline);
  for (let round = 1; round <= opts.rounds; round++) {
    for (const build of builds) {
      const server = await startServer(build.root, target);
      try {
        await work(server, build, round);
      } finally {
        await server.stop();
      }
    }
  }
}

/** A Markdown table of `head` (a row like `| a | b |`) and `rows`. */
export function markdownTable(head: string, rows: string[]): string {
  return [head, head.replace(/[^|]+/g, ' --- '), ...rows].join('\n');
}
