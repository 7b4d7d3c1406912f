import { describe, expect, inject, it } from 'vitest';
import { formatLongDate } from './calendar-dates';
import { istHour, istToday } from './ist-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the domain-tz project (vitest.config.ts) to the process time zone it runs under. */
    processTimeZone?: string;
  }
}

const processTimeZone = inject('processTimeZone');

// Runs in the domain-tz project only (vitest.config.ts). Proves that project really runs under
// another zone, so its passing IST tests mean something (run the time tests under
// another process time zone too).
describe('process time zone of the domain-tz project', () => {
  it('is the zone the project asks for', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(processTimeZone);
    // Los Angeles is UTC-8 in January and UTC-7 in July.
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(480);
    expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(420);
  });

  it('does not move IST results, even where the local date differs', () => {
    const now = new Date('2026-11-22T18:45:00Z');
    // Locally it is still the morning of November 22 in Los Angeles.
    expect(now.getDate()).toBe(22);
    expect(now.getHours()).toBe(10);
    expect(istToday(now)).toBe('2026-11-23');
    expect(istHour(now)).toBe(0);
    expect(formatLongDate('2026-11-23')).toBe('November 23, 2026');
  });
});
