import ICAL from 'ical.js';
import {
  BRAND_NAME,
  formatRupees,
  formatSession,
  IST_TIME_ZONE,
  istHourStart,
  type Booking,
} from '@studio-hive/domain';

/**
 * A booking as an iCalendar file (decision 011; docs/api.md#bookings GET /booking/:id/calendar.ics), made with
 * ical.js (RFC 5545: escaping, line folding). The same text is attached to the booking e-mails.
 *
 * Times are written in UTC ('...Z'): a UTC instant is exact on every machine whatever its time
 * zone, and every calendar shows it in its user's zone; the IST wording is in the description.
 */

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const CALENDAR_PRODID = `-//${BRAND_NAME}//Bookings//EN`;

/** What the file needs of a booking; `fullAddress` only for those who may see it. */
export type CalendarBooking = Pick<Booking, '_id' | 'date' | 'hours' | 'packageKey' | 'addons'> & {
  totalPrice: number;
  studio: { name: string; city: string; fullAddress: string | null };
  createdAt: string;
};

/** The first 8 characters of a booking's id: its reference in file names and notifications. */
export const bookingReference = (id: string) => id.slice(0, 8);

export const calendarFilename = (bookingId: string) =>
  `studio-hive-booking-${bookingReference(bookingId)}.ics`;

/** Stable per booking, so importing the file twice updates one event instead of adding two. */
const calendarUid = (bookingId: string) => `booking-${bookingId}@studiohive`;

/** 'Editing x 2, Extra mic x 1', or 'None'. */
export function addonsLine(addons: readonly { name: string; quantity: number }[]): string {
  return addons.length === 0 ? 'None' : addons.map((a) => `${a.name} x ${a.quantity}`).join(', ');
}

/** The place of a booking: the full address and city when the caller may see it, else the city. */
export function bookingLocation(studio: CalendarBooking['studio']): string {
  return studio.fullAddress ? `${studio.fullAddress}, ${studio.city}` : studio.city;
}

/**
 * A booking's later versions (decision 025): after a change the event keeps its UID with a
 * higher SEQUENCE, stamped with the change's time, so calendar apps replace the old one; a
 * cancelled booking is sent as METHOD:CANCEL, so they drop it. The sequence is the change's
 * distance from the booking's creation in seconds: it grows with every change and needs no
 * column of its own.
 */
export type CalendarRevision = { changedAt: string; cancelled: boolean };

export function calendarSequence(createdAt: string, changedAt: string): number {
  const seconds = Math.floor((Date.parse(changedAt) - Date.parse(createdAt)) / 1000);
  return Math.max(0, seconds);
}

/**
 * One VEVENT from the first booked hour to the end of the last, in a VCALENDAR. Its title names
 * the session as the screens and notifications do, in IST: a calendar in another zone shows the
 * event's own times in its zone, the title says when it is at the studio.
 */
export function bookingCalendar(booking: CalendarBooking, revision?: CalendarRevision): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', CALENDAR_PRODID);
  calendar.addPropertyWithValue('version', '2.0');
  if (revision?.cancelled) calendar.addPropertyWithValue('method', 'CANCEL');
  calendar.addSubcomponent(bookingEvent(booking, { revision }));
  // RFC 5545 ends every line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** The booking's .ics as an e-mail attachment (its file name carries the booking's reference). */
export function calendarAttachment(booking: CalendarBooking, revision?: CalendarRevision) {
  return {
    filename: calendarFilename(booking._id),
    contentType: CALENDAR_CONTENT_TYPE,
    content: bookingCalendar(booking, revision),
  };
}

/**
 * The booking's VEVENT, for its own file and for an owner's calendar feed (which marks requests
 * TENTATIVE, titles them as such and adds who booked).
 */
export function bookingEvent(
  booking: CalendarBooking,
  options: {
    revision?: CalendarRevision | undefined;
    status?: 'TENTATIVE' | 'CONFIRMED';
    summaryPrefix?: string | undefined;
    notes?: string[];
  } = {},
): ICAL.Component {
  const { revision, status } = options;
  const hours = [...booking.hours].sort((a, b) => a - b);
  const first = hours[0];
  const last = hours.at(-1);
  if (first === undefined || last === undefined) throw new RangeError('A booking has hours');
  const session = formatSession(booking.date, hours);
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', calendarUid(booking._id));
  // The booking's own instant, or its change's: the same file every time it is downloaded.
  event.addPropertyWithValue('dtstamp', utc(new Date(revision?.changedAt ?? booking.createdAt)));
  if (revision) {
    event.addPropertyWithValue('sequence', calendarSequence(booking.createdAt, revision.changedAt));
  }
  if (revision?.cancelled) event.addPropertyWithValue('status', 'CANCELLED');
  else if (status) event.addPropertyWithValue('status', status);
  event.addPropertyWithValue('dtstart', utc(istHourStart(booking.date, first)));
  event.addPropertyWithValue('dtend', utc(istHourStart(booking.date, last + 1)));
  event.addPropertyWithValue(
    'summary',
    `${options.summaryPrefix ? `${options.summaryPrefix}: ` : ''}${BRAND_NAME} booking: ${booking.studio.name}, ${session} IST`,
  );
  event.addPropertyWithValue('location', bookingLocation(booking.studio));
  event.addPropertyWithValue(
    'description',
    [
      `Studio: ${booking.studio.name}`,
      `Package: ${booking.packageKey || 'No package'}`,
      `Add-ons: ${addonsLine(booking.addons)}`,
      `Total: ${formatRupees(booking.totalPrice)}`,
      'Payment: Pay at Studio',
      `When: ${session} India Standard Time (${IST_TIME_ZONE})`,
      `Booking reference: ${bookingReference(booking._id)}`,
      ...(options.notes ?? []),
    ].join('\n'),
  );
  return event;
}

/** An instant as an iCalendar UTC date-time ('20261124T043000Z'). */
const utc = (instant: Date) => ICAL.Time.fromJSDate(instant, true);
