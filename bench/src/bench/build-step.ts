/**
 * The build a bench runs first unless --skip-build: `npm run build` (the web app and the server), or
 * only the server's bundle for the benches that load the API alone.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const BUILD_TIMEOUT_MS = 10 * 60_000;

export function buildUnlessSkipped(skipBuild: boolean | undefined, what: 'all' | 'server' = 'all'): void {
  if (skipBuild) return;
  const args = ['run', 'build', '--silent', ...(what === 'server' ? ['-w', '@school/server'] : [])];
  console.log(
    what === 'server'
      ? 'Building the server (npm run build -w @school/server)…'
      : 'Building the web app and the server (npm run build)…',
  );
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit', timeout: BUILD_TIMEOUT_MS });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status ?? result.signal})`);
}
