import { defineConfig } from '@playwright/test';

// Each worker starts its own server on its own embedded database (see fixtures.ts), so tests run in
// parallel without seeing each other's sessions or data.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Generous: CI machines have two cores shared by the browser, the server and the build, and a
  // busy host can make a cold page (lazy chunks, first queries) take well over ten seconds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: { width: 1366, height: 850 },
    // No trace by default: recording one (its screencast above all) took about 45 % of the suite's
    // time, the browser encoding a frame on every paint, whether the test failed or not. To keep
    // a failure's trace: npm run test:e2e -- --trace retain-on-failure
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // A closed network: no background calls home, no first-run, no GPU.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
