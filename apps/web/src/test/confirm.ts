import { vi } from 'vitest';

/** window.confirm returning `confirmed` (happy-dom has none of its own). */
export function stubConfirm(confirmed: boolean) {
  const confirm = vi.fn(() => confirmed);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}
