import { afterEach, describe, expect, it, vi } from 'vitest';
import { logProcessWarnings } from './process-warnings';

describe('logProcessWarnings', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes Node's warnings to the log, not as text on standard error", async () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    const logged: unknown[] = [];
    const restore = logProcessWarnings({ warn: (...args: unknown[]) => logged.push(args) });
    try {
      process.emitWarning('a warning from the test', 'TestWarning');
      await expect.poll(() => logged).toHaveLength(1);
    } finally {
      restore();
    }
    expect(logged[0]).toEqual([
      { warning: { name: 'TestWarning', message: 'a warning from the test' } },
      'Node.js warning',
    ]);
    expect(stderr.mock.calls.flat().join('')).not.toContain('a warning from the test');
  });
});
