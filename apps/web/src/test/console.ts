function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const format = (...args: unknown[]) => args.map(describe).join(' ');

/** console.error calls of the running test; any left at its end fail it. */
export const consoleErrors: unknown[][] = [];

/** Takes the console errors matching `pattern` out of the list (the test expected them) and counts them. */
export function takeConsoleErrors(pattern: RegExp): number {
  let taken = 0;
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (pattern.test(format(...consoleErrors[i]!))) {
      consoleErrors.splice(i, 1);
      taken++;
    }
  }
  return taken;
}

export function formatConsoleErrors(): string {
  return consoleErrors.map((args) => format(...args)).join('\n---\n');
}
