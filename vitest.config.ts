import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Process time zone of the domain-tz project: UTC-8/-7 with daylight saving, far from IST. */
const DOMAIN_TZ_PROCESS_ZONE = 'America/Los_Angeles';
const API_PROCESS_ZONE = 'Pacific/Kiritimati';

// One Vitest run, several projects: the suffix of a file says its tier (see README "Tests").
/**
 * Each project's worker keeps the modules it imported from one test file to the next instead of
 * importing the app again for each: the integration files spent 104 s importing and the web files
 * 23 s setting up, against 11 s and 2 s without (measured on the 2-core machines). Tests keep their
 * state in what they create (an app, a database, a rendered tree), never in a module.
 */
const SHARED_MODULES = { isolate: false } as const;

export default defineConfig({
  test: {
    // One worker a core (Vitest's default leaves one core idle: 121 s for the unit projects
    // where two workers take 77 s on the 2-core machines).
    maxWorkers: 2,
    // `{ tags: ['slow'] }` marks a test of minutes rather than seconds (a flood of thousands of
    // requests). `npm test` and CI run them; `npm test -- --skip-slow` (or vitest's
    // `--tags-filter='!slow'`) leaves them out for a quicker local run.
    tags: [
      {
        name: 'slow',
        description: 'Minutes, not seconds: skipped by --skip-slow',
        timeout: 120_000,
      },
    ],
    projects: [
      {
        test: {
          ...SHARED_MODULES,
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          // Checks the zone of the domain-tz project; meaningless under the machine's own zone.
          exclude: ['packages/domain/src/process-time-zone.test.ts'],
          environment: 'node',
        },
      },
      {
        // The same domain tests under a zone far from India, proving IST handling does not
        // depend on the machine. process-time-zone.test.ts checks the zone applies.
        test: {
          ...SHARED_MODULES,
          name: 'domain-tz',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          env: { TZ: DOMAIN_TZ_PROCESS_ZONE },
          provide: { processTimeZone: DOMAIN_TZ_PROCESS_ZONE },
        },
      },
      {
        test: {
          ...SHARED_MODULES,
          name: 'api-unit',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...SHARED_MODULES,
          name: 'api-integration',
          include: ['apps/api/src/**/*.integration.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          environment: 'node',
          // The API runs in a process zone far from IST (UTC+14, another calendar date than India
          // for most of the day): every deadline, date and hour it works out must not depend on it.
          env: { TZ: API_PROCESS_ZONE },
          // PGlite instances are memory-hungry WASM; three workers on the 2-core machines keep
          // both cores busy while some files wait on processes and timers (185 s with two, 120 s
          // with three, 129 s with four, measured on a quiet machine).
          maxWorkers: 3,
          // Runs after the unit projects when several are run together (different maxWorkers).
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The Node scripts' and the web build's own logic (scripts/*.test.mjs,
        // apps/web/build/*.test.ts), such as the web bundle budget.
        test: {
          ...SHARED_MODULES,
          name: 'scripts',
          include: ['scripts/**/*.test.mjs', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          ...SHARED_MODULES,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A screen's test types, clicks and uploads through user-event: a second or two on a
          // quiet machine, over Vitest's 5 s when benchmarks share the 2 cores (load 16). A test
          // cut off there keeps typing into the next test of its worker (isolate: false).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
