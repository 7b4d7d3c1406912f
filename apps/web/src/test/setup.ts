import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { sessionStore } from '../lib/session-store';
import { consoleErrors, formatConsoleErrors } from './console';

beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const errors = formatConsoleErrors();
    consoleErrors.length = 0;
    throw new Error(`console.error was called during the test:\n${errors}`);
  }
});
