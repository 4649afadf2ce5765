/**
 * The real server (src/main.ts under tsx) in a child process on a free port, started from the run's
 * migrated template so that starting costs neither migrations nor the demo seed: a copy of the
 * template database on PostgreSQL (TEST_DATABASE_URL), else PGlite's data directory loaded from it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite } from '../../src/db/client';
import { openTestDatabase } from './test-app';

const serverDir = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with its exit code. */
  exited: Promise<number | null>;
  /** Kills it if it still runs, and drops its database. */
  dispose(): Promise<void>;
}

/** A database for the server: the template's copy, as environment variables. */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
  if (process.env.TEST_DATABASE_URL) {
    const { database, close } = await openTestDatabase(true);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: (database as unknown as { url: string }).url },
      drop: close,
    };
  }
  const template = new Blob([readFileSync(inject('templateDatabase'))]);
  const database = await openPglite(dataDir, template);
  await database.close();
  return { env: { DATA_DIR: dataDir }, drop: async () => undefined };
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const database = await databaseEnv();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      ...database.env,
      ...extraEnv,
    },
  });
  let output = '';
  const onData = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await database.drop();
  };
  const listening = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => output.includes(`http://localhost:${port}`) && resolve(true);
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
    }),
    exited.then(() => false),
  ]);
  if (!listening) {
    await dispose();
    throw new Error(`the server did not start:\n${output}`);
  }
  return { child, port, output: () => output, exited, dispose };
}
