import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

// Browser journeys against the real server (built bundle) on a throw-away data directory, in
// Debian's Chromium (scripts/chromium.mjs) driven by playwright-core: no browser is ever downloaded.
// The folder is made once by the main process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'studio-hive-e2e-'));
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
/** A second origin, a front end of its own that calls the API (e2e/other-origin.spec.ts). */
export const E2E_OTHER_ORIGIN = `http://127.0.0.1:${PORT + 1}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  // Two workers on the 2-core machines, on CI too: the browser and the server wait on each other
  // often enough that one worker left a core idle (270 s for the journeys against 176 s).
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    // DOM snapshots and network of a failed test, without the screencast: recording a frame for
    // every action slowed each navigation by a second or more on two busy cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      // Without these, Chromium keeps dialling Google services that this closed network refuses.
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
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // First the accounts the tests sign in with (e2e/seed-users.ts; Playwright starts the
    // webServer before any globalSetup, and once the server runs its embedded database is its
    // own), then what `npm start` runs (after the build the test command makes, so it only starts
    // the server).
    command: 'node --import tsx e2e/seed-users.ts && node scripts/start.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1 and some customers make many bookings; the limits
      // themselves are tested in the API tests.
      RATE_LIMIT_PER_MINUTE: '10000',
      PUBLIC_FORMS_PER_HOUR: '10000',
      BOOKINGS_PER_HOUR: '10000',
      UPCOMING_BOOKINGS: '10000',
      UPCOMING_HOURS_PER_STUDIO: '10000',
      BOOKING_SMS_PER_PHONE_PER_DAY: '10000',
      // Pages rendered on the server and free-time searches: 120 a minute per address would
      // leave a busy minute's last pages unrendered (the browser renders them, and a test that
      // reads the server's HTML fails).
      HEAVY_READS_PER_MINUTE: '10000',
      // Journeys link calendars that a server of the test serves on 127.0.0.1 (decision 048).
      CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
      CORS_ORIGINS: E2E_OTHER_ORIGIN,
    },
  },
});
