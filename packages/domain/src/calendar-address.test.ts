import { describe, expect, it } from 'vitest';
import { maskCalendarUrl, parseCalendarAddress } from './calendar-address';
import { IMPORTED_CALENDAR_MESSAGES } from './imported-calendar-messages';

const GOOGLE =
  'https://calendar.google.com/calendar/ical/abc.studio%40gmail.com/private-0f1e2d3c4b5a69788796a5b4c3d2e1f0/basic.ics';

describe('parseCalendarAddress', () => {
  const href = (text: string) => {
    const address = parseCalendarAddress(text);
    return address.ok ? address.url.href : address.sentence;
  };

  it('takes http and https addresses, and webcal as https', () => {
    expect(href(GOOGLE)).toBe(GOOGLE);
    expect(href('http://example.com/cal.ics')).toBe('http://example.com/cal.ics');
    expect(href('webcal://p01-caldav.icloud.com/published/2/MTIzNDU2')).toBe(
      'https://p01-caldav.icloud.com/published/2/MTIzNDU2',
    );
    expect(href('  WEBCAL://Outlook.Office365.com/owa/calendar/x/y/calendar.ics  ')).toBe(
      'https://outlook.office365.com/owa/calendar/x/y/calendar.ics',
    );
    expect(href('https://example.com/cal.ics#part')).toBe('https://example.com/cal.ics');
  });

  it.each([
    ['ftp://example.com/cal.ics'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['data:text/calendar,BEGIN:VCALENDAR'],
    ['gopher://example.com/'],
    ['calendar.google.com/calendar/ical/x/basic.ics'],
    [''],
    ['https://'],
  ])('refuses %j with a sentence', (text) => {
    expect(parseCalendarAddress(text)).toEqual({
      ok: false,
      sentence: IMPORTED_CALENDAR_MESSAGES.invalidAddress,
    });
  });
});

describe('maskCalendarUrl', () => {
  it('shows the host and the first characters only', () => {
    expect(maskCalendarUrl(GOOGLE)).toBe('calendar.google.com/calendar/ical/abc…');
    expect(maskCalendarUrl('webcal://p01-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEy')).toBe(
      'p01-caldav.icloud.com/published/2/MTIzN…',
    );
    expect(
      maskCalendarUrl('https://www.airbnb.com/calendar/ical/1234.ics?s=0123456789abcdef'),
    ).toBe('www.airbnb.com/calendar/ical/123…');
    expect(maskCalendarUrl('http://127.0.0.1:8080/a.ics')).toBe('127.0.0.1:8080/a.ics');
    expect(maskCalendarUrl('https://example.com')).toBe('example.com');
  });

  it('never shows a password or the secret part', () => {
    const masked = maskCalendarUrl(
      'https://owner:s3cret-password@dav.example.com/private/token-abcdef',
    );
    expect(masked).toBe('dav.example.com/private/token-abc…');
    expect(maskCalendarUrl(GOOGLE)).not.toContain('private-0f1e');
    expect(maskCalendarUrl('not a url')).toBe('…');
  });
});
