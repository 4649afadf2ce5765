import { defineProject } from 'vitest/config';

// Only the small generator test runs in CI; the benchmark itself (`npm run bench`) is never a test
// and nothing here asserts wall-clock times.
export default defineProject({
  test: {
    name: 'bench',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
