import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds one database for the whole run; each file starts from a copy of it.
    globalSetup: ['test/helpers/template-database.ts'],
    // Files share a worker's loaded modules instead of importing the whole server again each time
    // (about a second a file); every file still builds its own app on its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
