import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium.mjs';
import { baseURL } from './support/paths.mjs';

export default defineConfig({
  testDir: 'tests',
  // Files run side by side on parallel workers, the tests of one file in order in one worker
  // (a file may share one applicant between its tests). Every test registers its own applicant
  // (support/applicant.ts), so the workers share the one server and its outbox safely.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One more try in CI only, printed as "flaky" when it was needed (decision 0532): a journey
  // that hung once on the loaded 2-core machine should not hide the run's other results.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The app's service worker (decision 0522) answers from its cache where a test would route
    // requests; only the offline journey (tests/offline.spec.ts) lets it run.
    serviceWorkers: 'block',
    // Recording a trace for every test cost a third of the journeys' CPU (decision 0371), and CI
    // keeps no files, so it records none; a local run keeps the trace of a failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
