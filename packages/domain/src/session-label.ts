import { formatSessionDate } from './calendar-dates';
import { formatBookingHours } from './ist-clock';

/**
 * The one way a booked session reads everywhere: the bookings lists, the dashboards, e-mails,
 * SMS and calendar titles: 'Sat, 28 Nov 2026 · 6:00 PM - 8:00 PM'. The weekday is there because
 * people plan by it; the hours are a 12-hour range ending when the last booked hour ends.
 *
 * The day is formatted from the IST calendar date itself (calendar-dates.ts), so the process
 * time zone never moves the weekday.
 */

/** Between the day and the hours of a session label. */
export const SESSION_SEPARATOR = ' · ';

/**
 * A booking's session: 'Sat, 28 Nov 2026 · 6:00 PM - 8:00 PM' for hours [18, 19]; a session
 * ending at midnight ends at '12:00 AM'. Bookings are one run of hours (slots.ts refuses gaps),
 * but should an older one have gaps, each run is shown: '9:00 AM - 11:00 AM, 2:00 PM - 3:00 PM';
 * without hours it reads 'No hours booked'.
 */
export function formatSession(date: string, hours: readonly number[]): string {
  return `${formatSessionDate(date)}${SESSION_SEPARATOR}${formatBookingHours(hours)}`;
}
