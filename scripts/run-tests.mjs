#!/usr/bin/env node
/**
 * `npm test`: every test. Vitest (shared, server API, web units), then the build, the fleet test
 * (nginx in front of two production servers on PostgreSQL and Redis: apps/server/fleet) and the
 * end-to-end tests in Chromium against the built app. Without Chromium the e2e part is skipped with
 * one line, unless E2E_REQUIRED=1, which makes a missing browser a failure; the fleet test likewise
 * skips without nginx, PostgreSQL or Redis unless FLEET_REQUIRED=1.
 *   --e2e-only    run only the end-to-end tests
 *   --fleet-only  run only the fleet test (after building the server)
 * Any other argument goes to Playwright (a spec's name, `--trace retain-on-failure`, `--headed`…).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const e2eOnly = process.argv.includes('--e2e-only');
const fleetOnly = process.argv.includes('--fleet-only');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--e2e-only' && arg !== '--fleet-only');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((p) => existsSync(p));
}

const fleet = () => run('npx', ['vitest', 'run', '--config', 'apps/server/fleet/vitest.config.ts']);

if (fleetOnly) {
  run('npm', ['run', 'build', '--silent', '-w', '@school/server']);
  fleet();
  process.exit(0);
}

if (!e2eOnly) run('npx', ['vitest', 'run']);

const chromium = findChromium();
if (!chromium && process.env.E2E_REQUIRED === '1') {
  console.error(
    'e2e: FAILED — E2E_REQUIRED=1 but no Chromium found (install the chromium package or set CHROME_PATH)',
  );
  process.exit(1);
}

const skipE2e = () => {
  console.log(
    'e2e: skipped — Chromium not found (install the chromium package or set CHROME_PATH to run them)',
  );
  process.exit(0);
};
if (e2eOnly && !chromium) skipE2e();

// The end-to-end tests need the web app too; the fleet test only the server.
run('npm', chromium ? ['run', 'build', '--silent'] : ['run', 'build', '--silent', '-w', '@school/server']);
if (!e2eOnly) fleet();

if (!chromium) skipE2e();
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
  CHROME_PATH: chromium,
});
