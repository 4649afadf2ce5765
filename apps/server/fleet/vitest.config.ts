import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { fleetSetupTimeoutMs } from './start-timeout.ts';

// The fleet test alone (apps/server/fleet): real processes, one file, after `npm run build`.
// `npm test` runs it after the build; `npm run test:fleet` builds the server and runs only it.
export default defineConfig({
  test: {
    name: 'fleet',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    // Starting the fleet waits longer on a busy machine, or as FLEET_START_TIMEOUT_S says.
    hookTimeout: fleetSetupTimeoutMs(),
  },
});
