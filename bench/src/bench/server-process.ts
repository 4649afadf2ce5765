/**
 * The real server as production runs it: the built bundle (apps/server/dist/main.js), NODE_ENV
 * production, on 127.0.0.1 and a free port, with the rate limit out of the way of the load test.
 * It may take 60 s to start on an idle machine, longer in proportion to the load per core, or
 * BENCH_START_TIMEOUT_S seconds when that is set (start-timeout.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { onCleanup } from './cleanup';
import { startTimeoutMessage, startTimeoutMs } from './start-timeout';

export interface ServerTarget {
  /** PostgreSQL URL, or undefined for the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

export interface RunningServer {
  baseUrl: string;
  /** host:port, as a proxy's upstream names it. */
  address: string;
  pid: number;
  stop(): Promise<void>;
}

const IDLE_START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** `env`: further variables of this server (the SMS bench points the provider at its fake). */
export async function startServer(
  repoRoot: string,
  target: ServerTarget,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build (or drop --skip-build)`);
  // Before the spawn: a malformed BENCH_START_TIMEOUT_S stops here, with nothing to clean up.
  const timeoutMs = startTimeoutMs(IDLE_START_TIMEOUT_MS);
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      RATE_LIMIT_MAX: '1000000000',
      // Login's own limit (60 a minute per address) stays; the login scenario sends a distinct
      // X-Forwarded-For per request, which the server reads only behind a trusted proxy.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: target.databaseUrl ?? '',
      DATA_DIR: target.dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = onCleanup(`stop server pid ${child.pid}`, () => stopChild(child));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${startTimeoutMessage('The server', timeoutMs)}\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      // Keep only the tail: enough to explain a failure without growing through a long run.
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { baseUrl: `http://127.0.0.1:${port}`, address: `127.0.0.1:${port}`, pid: child.pid!, stop };
}
