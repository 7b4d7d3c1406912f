import { vi } from 'vitest';

/** window.confirm answering `answer` (happy-dom has none of its own). */
export function stubConfirm(answer: boolean) {
  const confirm = vi.fn(() => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}
