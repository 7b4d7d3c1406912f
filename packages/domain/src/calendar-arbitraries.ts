// fast-check generators shared by the date tests (tests only: nothing in the product imports it).
import fc from 'fast-check';

/**
 * Real calendar dates of years 10 to 9990, produced through UTC so the generator itself cannot
 * depend on the process time zone.
 */
export const calendarDates = fc
  .date({
    min: new Date('0010-01-01T00:00:00Z'),
    max: new Date('9990-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
