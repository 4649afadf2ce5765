/**
 * The README's promises about starting the server, checked on the real entry point (src/main.ts in a
 * child process): first start seeds the demo network, a second start reuses the data, production
 * refuses to start without JWT_SECRET, and create-admin makes a working first account.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers/test-app';

const serverDir = path.resolve(import.meta.dirname, '..');
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LOG_LEVEL: 'warn',
    ...extra,
  };
  return env;
}

/** Starts main.ts and resolves with its console output once it listens. */
async function start(
  env: Record<string, string>,
): Promise<{ port: number; output: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: baseEnv({ PORT: String(port), HOST: '127.0.0.1', ...env }),
  });
  running.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { port, output, child };
}

async function stop(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function loginStatus(port: number, username: string, password: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

/** Runs the create-admin command (src/cli/create-admin.ts) with the password in ADMIN_PASSWORD. */
function createAdmin(env: Record<string, string>, username: string, password: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', '--username', username], {
    cwd: serverDir,
    env: baseEnv({ ...env, ADMIN_PASSWORD: password }),
    encoding: 'utf8',
    timeout: 90_000,
  });
}

// Each test starts the real server (tsx, migrations, the demo seed) once or twice: on a busy
// two-core machine that alone can pass the suite's 30 s. The server it starts uses the embedded
// database whatever TEST_DATABASE_URL says, so the PostgreSQL run of the suite (which would only
// repeat these, about 40 s) skips them; the embedded run always has them.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'starting the server (embedded database)',
  { timeout: 400_000 },
  () => {
    it('seeds the demo network on first start and reuses the data on the second', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'start-'));
      const first = await start({ DATA_DIR: dataDir, DEMO_PASSWORD: 'Demo-Start-1404' });
      expect(first.output).toContain('Demo network created');
      expect(first.output).toContain('Demo-Start-1404');
      const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
      expect(await health.json()).toEqual({ success: true, status: 200, statusText: 'OK' });
      expect(await loginStatus(first.port, 'admin', 'Demo-Start-1404')).toBe(200);
      await stop(first.child);

      const second = await start({ DATA_DIR: dataDir, DEMO_PASSWORD: 'Another-Password-1' });
      expect(second.output).not.toContain('Demo network created');
      // Same data: the password chosen at the first start still works.
      expect(await loginStatus(second.port, 'admin', 'Demo-Start-1404')).toBe(200);
      await stop(second.child);
    });

    it('refuses to start in production without JWT_SECRET', () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: baseEnv({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'prod-')) }),
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('JWT_SECRET is required');
    });

    it('in production seeds nothing; create-admin makes the first account', async () => {
      const env = {
        NODE_ENV: 'production',
        JWT_SECRET: 'production-secret-of-enough-length-123',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'prod-')),
      };
      const created = createAdmin(env, 'Principal', 'Kelas-Sevom-1404');
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('System manager "principal" created.');

      const weak = createAdmin(env, 'other', 'password123');
      expect(weak.status).toBe(1);
      expect(weak.stderr).toContain('رایج');

      const server = await start(env);
      expect(server.output).not.toContain('Demo network created');
      expect(await loginStatus(server.port, 'principal', 'Kelas-Sevom-1404')).toBe(200);
      expect(await loginStatus(server.port, 'manager', 'Madreseh@1404')).toBe(401);
      await stop(server.child);
    });
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)(
  'starting the server on PostgreSQL',
  { timeout: 400_000 },
  () => {
    it('runs the same migrations and seeds on request (SEED_DEMO=1)', async () => {
      // openTestDatabase made a fresh, empty database; point the server at it.
      const { database, close } = await openTestDatabase();
      const dbUrl = (database as unknown as { url: string }).url;
      expect(dbUrl).toMatch(/^postgres/);
      const server = await start({
        DATABASE_URL: dbUrl,
        SEED_DEMO: '1',
        DEMO_PASSWORD: 'Demo-Pg-1404',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pg-')),
      });
      expect(server.output).toContain('PostgreSQL');
      expect(await loginStatus(server.port, 'admin', 'Demo-Pg-1404')).toBe(200);
      await stop(server.child);
      await close();
    });
  },
);
