// DOM matchers (toBeInTheDocument, toHaveTextContent…) on `expect`, with their types.
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { sessionStore } from '../lib/session-store';
import { toast } from '../lib/toastify';
import { consoleErrors, formatConsoleErrors } from './console';
import { takeUnexpectedRequests } from './mock-api';

// findBy* and waitFor poll until their condition holds; on a loaded machine a screen can take
// longer than Testing Library's 1 s to get there, so they wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  consoleErrors.length = 0;
  takeUnexpectedRequests();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  // Toasts are shown once react-toastify has loaded (lib/toast.tsx): let the ones this test asked
  // for arrive while its screen is still there, then drop any still waiting for a container, so
  // none turns up in the next test.
  await new Promise((resolve) => setTimeout(resolve, 0));
  cleanup();
  toast.dismiss();
  sessionStore.signOut();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) {
    consoleErrors.length = 0;
    throw new Error(
      `The test sent requests the API mock does not expect:\n${unexpected.join('\n')}`,
    );
  }
  if (consoleErrors.length > 0) {
    const errors = formatConsoleErrors();
    consoleErrors.length = 0;
    throw new Error(`console.error was called during the test:\n${errors}`);
  }
});
