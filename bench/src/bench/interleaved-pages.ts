/**
 * bench:pages --interleave: this build and the baseline served at once on one database, their
 * requests alternating (A, B, B, A… one connection each), so that whatever else the machine does
 * in those seconds weighs on both alike. Rounds of one build at a time (alternateBuilds) last seconds
 * each, and on a shared machine the load swings between them by more than a few tenths of a
 * millisecond; interleaved requests compare builds request by request. Besides each build's p50, the
 * server process's CPU per request (user + system, /proc/<pid>/stat, Linux) — which the machine's
 * load disturbs less than latency does.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { BENCH_USERNAME } from '../generator/bench-user';
import { login } from './api-client';
import type { BuildUnderTest } from './served-bench';
import { type RunningServer, startServer, type ServerTarget } from './server-process';

export interface InterleavedResult {
  build: BuildUnderTest['name'];
  p50: number;
  /** The server's CPU ms a request, or undefined where /proc cannot be read. */
  cpuMs: number | undefined;
  requests: number;
}

interface Client {
  build: BuildUnderTest;
  server: RunningServer;
  get(path: string): Promise<number>;
  times: number[];
}

/** The process's user + system CPU in ms (clock ticks of 10 ms), or undefined off Linux. */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function client(build: BuildUnderTest, server: RunningServer, password: string): Promise<Client> {
  const { accessToken } = await login(server.baseUrl, BENCH_USERNAME, password);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(server.baseUrl);
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const start = process.hrtime.bigint();
      http
        .get(
          {
            host: url.hostname,
            port: url.port,
            path,
            agent,
            headers: { authorization: `Bearer ${accessToken}` },
          },
          (response) => {
            if (response.statusCode !== 200)
              reject(new Error(`${build.name}: ${path} ${response.statusCode}`));
            response.resume();
            response.on('end', () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
          },
        )
        .on('error', reject);
    });
  return { build, server, get, times: [] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs `pages` in turn, each for `warmupS` then `durationS` of alternating requests; the servers are stopped afterwards. */
export async function interleavePages(
  builds: BuildUnderTest[],
  target: ServerTarget,
  password: string,
  pages: { name: string; path: string }[],
  opts: { warmupS: number; durationS: number },
  onPage: (page: string, results: InterleavedResult[]) => void,
): Promise<void> {
  const servers = await Promise.all(builds.map((build) => startServer(build.root, target)));
  try {
    const clients = await Promise.all(builds.map((build, i) => client(build, servers[i]!, password)));
    for (const page of pages) {
      const run = async (seconds: number) => {
        for (const c of clients) c.times = [];
        const end = Date.now() + seconds * 1000;
        // A, B, B, A…: neither build always goes first after the other's request.
        for (let turn = 0; Date.now() < end; turn++) {
          for (const c of turn % 2 ? [...clients].reverse() : clients) c.times.push(await c.get(page.path));
        }
      };
      await run(opts.warmupS);
      const before = clients.map((c) => cpuMs(c.server.pid));
      await run(opts.durationS);
      onPage(
        page.name,
        clients.map((c, i) => {
          const after = cpuMs(c.server.pid);
          const used = after === undefined || before[i] === undefined ? undefined : after - before[i]!;
          return {
            build: c.build.name,
            p50: median(c.times),
            cpuMs: used === undefined ? undefined : used / c.times.length,
            requests: c.times.length,
          };
        }),
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
