import { defineConfig } from '@playwright/test';

/** Specs that publish trips of their own, so the catalogue the other specs read grows. */
const CATALOGUE_GROWING = /admin-new-safari-journey\.spec\.ts$/;

// Browser journeys against the built app (`npm run test:e2e` builds first) in Debian's Chromium:
// Playwright's own browser download is not reachable from CI, so the runner never installs one.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky journey must show up as a failure, not pass on its second try.
  retries: 0,
  workers: 2,
  // A journey of several pages takes 15–35 s on a busy two-core CI machine: a minute, so only a stuck one fails.
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: 'list',
  webServer: {
    // Free port, fresh data dir (and a fresh PostgreSQL database when DATABASE_URL is set).
    command: 'node scripts/e2e-server.mjs',
    // The captured group becomes process.env.E2E_PORT, read by e2e/fixtures.ts.
    wait: { stdout: /E2E server ready at http:\/\/127\.0\.0\.1:(?<e2e_port>\d+)/ },
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Dates in URLs are calendar days in the visitor's zone; pin it so every machine agrees.
    timezoneId: 'Africa/Dar_es_Salaam',
    // The site scrolls smoothly unless reduced motion is asked for; a click that Playwright aims
    // while such a scroll is still moving (a loaded CI machine) can land beside its target.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    // Journeys that publish new trips run last: the others count and pick from the demo catalogue.
    { name: 'chromium', testIgnore: CATALOGUE_GROWING },
    { name: 'catalogue-growing', testMatch: CATALOGUE_GROWING, dependencies: ['chromium'] },
  ],
});
