/**
 * One production server of the fleet: the built bundle (apps/server/dist/main.js) with NODE_ENV
 * production, on 127.0.0.1 and its own port, named by INSTANCE_ID. Each has a DATA_DIR of its own,
 * so nothing the fleet shares can come from a local folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FLEET_START_TIMEOUT,
  IDLE_SERVER_START_MS,
  startTimeoutMessage,
  startTimeoutMs,
} from './start-timeout';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const SERVER_MAIN = path.join(repoRoot, 'apps/server/dist/main.js');

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

export interface FleetServer {
  instance: string;
  /** host:port, as nginx's upstream lists it. */
  address: string;
  /** The process's output so far (its last 50 kB). */
  output(): string;
  /** The signal that ended the process, once it has ended by one. */
  exitSignal(): NodeJS.Signals | null;
  /** Ends the process with `signal` and waits for it to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM, SIGKILL after 10 s; removes its DATA_DIR. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

export async function startFleetServer(instance: string, env: NodeJS.ProcessEnv): Promise<FleetServer> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first`);
  // Before the spawn: a malformed FLEET_START_TIMEOUT_S stops here, with nothing to clean up.
  const timeoutMs = startTimeoutMs(IDLE_SERVER_START_MS, FLEET_START_TIMEOUT);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `fleet-${instance}-`));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      INSTANCE_ID: instance,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const kill = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (exited(child)) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const stop = async () => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await kill('SIGTERM');
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      const why = startTimeoutMessage(`Server ${instance}`, timeoutMs, FLEET_START_TIMEOUT);
      reject(new Error(`${why}\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-50_000);
      if (output.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server ${instance} exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
  return {
    instance,
    address: `127.0.0.1:${port}`,
    output: () => output,
    exitSignal: () => child.signalCode,
    kill,
    stop,
  };
}
