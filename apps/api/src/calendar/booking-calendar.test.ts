import { afterEach, describe, expect, it } from 'vitest';
import { bookingCalendar, calendarFilename, type CalendarBooking } from './booking-calendar';

/** The properties of the first VEVENT, unfolded and unescaped (RFC 5545 sections 3.1, 3.3.11). */
function parseEvent(ics: string): Map<string, { params: string; value: string }> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const props = new Map<string, { params: string; value: string }>();
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
    props.set(name, { params: params.join(';'), value });
  }
  return props;
}

/** An iCalendar UTC or TZID=Asia/Kolkata date-time as an instant. */
function instant(prop: { params: string; value: string } | undefined): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(prop?.value ?? '');
  if (!match) throw new Error(`not a date-time: ${prop?.value}`);
  const [, y, mo, d, h, mi, s, z] = match;
  if (z) return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
  expect(prop?.params).toBe('TZID=Asia/Kolkata');
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`).toISOString();
}

const booking: CalendarBooking = {
  _id: '5f0c2a9e-1b2c-4d3e-8f40-123456789abc',
  studio: {
    name: 'Echo Room; Studio, One',
    city: 'Gurgaon',
    fullAddress: '12 MG Road, DLF Phase 2',
  },
  date: '2026-11-24',
  // Unordered on purpose: the event runs from the first hour to the end of the last.
  hours: [12, 10, 11],
  packageKey: '2 Cam',
  addons: [
    { key: 'edit', name: 'Editing', price: 700, quantity: 2 },
    { key: 'mic', name: 'Extra mic', price: 200, quantity: 1 },
  ],
  totalPrice: 128600,
  createdAt: '2026-11-23T04:45:00.000Z',
};

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('bookingCalendar', () => {
  it('is one event in IST from the first booked hour to the end of the last', () => {
    const ics = bookingCalendar(booking);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const event = parseEvent(ics);
    // 10:00-13:00 IST is 04:30-07:30 UTC.
    expect(instant(event.get('DTSTART'))).toBe('2026-11-24T04:30:00.000Z');
    expect(instant(event.get('DTEND'))).toBe('2026-11-24T07:30:00.000Z');
    expect(event.get('SUMMARY')?.value).toBe(
      'Studio Hive booking: Echo Room; Studio, One, Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM IST',
    );
    expect(event.get('LOCATION')?.value).toBe('12 MG Road, DLF Phase 2, Gurgaon');
    expect(event.get('UID')?.value).toBe('booking-5f0c2a9e-1b2c-4d3e-8f40-123456789abc@studiohive');
    const description = event.get('DESCRIPTION')?.value ?? '';
    expect(description).toContain('Package: 2 Cam');
    expect(description).toContain('Add-ons: Editing x 2, Extra mic x 1');
    expect(description).toContain('Total: ₹1,28,600');
    expect(description).toContain('Pay at Studio');
    expect(description).toContain(
      'When: Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM India Standard Time (Asia/Kolkata)',
    );
  });

  it('writes the same file under any process time zone', () => {
    process.env.TZ = 'UTC';
    const inUtc = bookingCalendar(booking);
    process.env.TZ = 'America/Los_Angeles';
    const inLosAngeles = bookingCalendar(booking);
    process.env.TZ = 'Asia/Kolkata';
    expect(bookingCalendar(booking)).toBe(inUtc);
    expect(inLosAngeles).toBe(inUtc);
    expect(instant(parseEvent(inLosAngeles).get('DTSTART'))).toBe('2026-11-24T04:30:00.000Z');
  });

  it('ends at midnight for a booking of the last hour of the day', () => {
    const event = parseEvent(bookingCalendar({ ...booking, hours: [23] }));
    expect(instant(event.get('DTEND'))).toBe('2026-11-24T18:30:00.000Z');
  });

  it('names the location by city only when the address is not given', () => {
    const event = parseEvent(
      bookingCalendar({ ...booking, studio: { ...booking.studio, fullAddress: null } }),
    );
    expect(event.get('LOCATION')?.value).toBe('Gurgaon');
  });

  it('names the file after the booking', () => {
    expect(calendarFilename(booking._id)).toBe('studio-hive-booking-5f0c2a9e.ics');
  });
});
