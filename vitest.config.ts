import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers the shared package, the server (API tests on PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set), the web app's unit/component tests and the small large-network
// generator test of bench/.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'bench'],
    // A worker per core. Vitest keeps one core for its main process by default, but that process
    // only collects results: on a two-core machine the default of one worker left a core idle and
    // the run took about 40% longer.
    maxWorkers: availableParallelism(),
  },
});
