import { describe, expect, it } from 'vitest';
import {
  calendarReadsSpentMessage,
  IMPORTED_CALENDAR_MESSAGES as M,
} from './imported-calendar-messages';
import { importedCalendarRequestSchema } from './imported-calendars';

const GOOGLE =
  'https://calendar.google.com/calendar/ical/abc.studio%40gmail.com/private-0f1e2d3c/basic.ics';

const firstMessage = (input: unknown) => {
  const result = importedCalendarRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('importedCalendarRequestSchema', () => {
  it('takes an http(s) or webcal address and a label, trimmed', () => {
    expect(importedCalendarRequestSchema.parse({ url: ` ${GOOGLE} `, label: ' Airbnb ' })).toEqual({
      url: GOOGLE,
      label: 'Airbnb',
    });
    expect(
      importedCalendarRequestSchema.parse({
        url: 'webcal://p01-caldav.icloud.com/published/2/MTIz',
        label: 'a'.repeat(40),
      }).label,
    ).toHaveLength(40);
  });

  it.each([
    [{ label: 'Airbnb' }, M.addressRequired],
    [{ url: '  ', label: 'Airbnb' }, M.addressRequired],
    [{ url: 'ftp://example.com/cal.ics', label: 'Airbnb' }, M.invalidAddress],
    [{ url: 'calendar.google.com/x.ics', label: 'Airbnb' }, M.invalidAddress],
    [{ url: `https://example.com/${'a'.repeat(2000)}`, label: 'Airbnb' }, M.addressTooLong],
    [{ url: GOOGLE }, M.labelRequired],
    [{ url: GOOGLE, label: '   ' }, M.labelRequired],
    [{ url: GOOGLE, label: 'a'.repeat(41) }, M.labelTooLong],
    [{ url: GOOGLE, label: 'Air\u200bbnb' }, M.labelUnsafe],
    [{ url: GOOGLE, label: 'Air\nbnb' }, M.labelUnsafe],
  ])('refuses %j: %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('the words of imported calendars', () => {
  it('say the limits as numbers people read', () => {
    expect(M.tooMany).toBe('A studio can link at most 5 calendars.');
    expect(M.addressTooLong).toBe('The calendar address can be at most 2,000 characters.');
    expect(calendarReadsSpentMessage(30)).toBe(
      'Your account has read calendars 30 times this hour. Please try again within the hour.',
    );
  });
});
