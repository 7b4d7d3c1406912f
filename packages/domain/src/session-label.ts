import { formatBookingHours, istHourStart } from './ist-clock';

/**
 * The one way a booked session reads everywhere: the bookings lists, the dashboards, e-mails,
 * SMS and calendar titles: 'Sat, 28 Nov 2026 · 6:00 PM - 8:00 PM'. The weekday is there because
 * people plan by it; the hours are a 12-hour range ending when the last booked hour ends.
 *
 * Plain arithmetic on the IST calendar date (ist-clock.ts, no date-fns), so a list or a card
 * that shows a session does not bring the date library into a page's first download
 * (decision 014), and the process time zone never moves the weekday.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Between the day and the hours of a session label. */
export const SESSION_SEPARATOR = ' · ';

/**
 * 'yyyy-MM-dd' -> 'Sat, 28 Nov 2026'; throws RangeError for anything but a real calendar date.
 * The IST midnight of the date read with the UTC getters after adding back IST's offset is the
 * date itself, so the weekday is that of the calendar date, whatever the machine's zone.
 */
export function formatSessionDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // istHourStart validates the date; hour 12 is noon IST, 06:30 UTC on the same calendar day.
  const weekday = WEEKDAYS[istHourStart(date, 12).getUTCDay()];
  return `${weekday}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * A booking's session: 'Sat, 28 Nov 2026 · 6:00 PM - 8:00 PM' for hours [18, 19]; a session
 * ending at midnight ends at '12:00 AM'. Bookings are one run of hours (slots.ts refuses gaps),
 * but should an older one have gaps, each run is shown: '9:00 AM - 11:00 AM, 2:00 PM - 3:00 PM';
 * without hours it reads 'No hours booked'.
 */
export function formatSession(date: string, hours: readonly number[]): string {
  return `${formatSessionDate(date)}${SESSION_SEPARATOR}${formatBookingHours(hours)}`;
}
