import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ['date-fns-jalali'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one module graph per worker, not per file (the suite ran five times longer
    // isolated); setup.ts cleans the DOM and storage after each test.
    isolate: false,
    // The first render of a file pays for MUI's cold start; on a busy two-core host that alone can
    // pass five seconds, and twenty when the machine also builds and runs servers.
    testTimeout: 40_000,
    // Transformed by Vite (not loaded by Node) so the dedupe above finds date-fns-jalali for them.
    server: { deps: { inline: ['@mui/x-date-pickers'] } },
  },
});
