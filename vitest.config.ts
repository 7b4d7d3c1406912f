import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One Vitest run, several projects: the suffix of a file says its tier (see README "Tests").
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-unit',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-integration',
          include: ['apps/api/src/**/*.integration.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          environment: 'node',
          // PGlite instances are memory-hungry WASM; two workers match the 2-core machines.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
