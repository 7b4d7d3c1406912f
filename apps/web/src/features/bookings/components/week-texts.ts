import {
  formatBookingHours,
  formatHour,
  formatWeekDay,
  type WeekCellState,
} from '@studio-hive/domain';

/** The week view's words (docs/product.md#week-view). */
export const WEEK_TEXTS = {
  title: 'Week View',
  description: 'Every hour of your studios, a week at a time: tap a free hour to add a booking.',
  studio: 'Studio',
  allStudios: 'All studios',
  previousWeek: 'Previous week',
  thisWeek: 'This week',
  nextWeek: 'Next week',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  time: 'Time',
  today: 'Today',
  key: 'Key',
  loadFailed: 'Failed to load your week. Please try again later.',
  noStudiosTitle: 'No Studios Yet',
  noStudios: 'Add a studio and its hours show here, a week at a time.',
  addStudio: 'Add Studio',
  noHours: 'This studio has no opening hours or availability this week.',
  alsoBusy: 'Also busy',
  close: 'Close',
  allBookings: 'See all bookings',
} as const;

/** How each state reads in a cell: its word, never its colour alone. */
export const WEEK_STATE_WORDS: Record<WeekCellState, string> = {
  confirmed: 'Booked',
  requested: 'Request',
  deposit: 'Awaiting deposit',
  offline: 'Offline',
  busy: 'Busy',
  closed: 'Closed',
  free: 'Free',
};

/** What each state means, in the key above the week. */
export const WEEK_STATE_MEANINGS: Record<WeekCellState, string> = {
  confirmed: 'a confirmed booking',
  requested: 'waiting for your Accept or Decline',
  deposit: 'held for its UPI deposit: confirm it once the money arrives',
  offline: 'a booking you added',
  busy: 'held in one of your other calendars',
  closed: 'not open for booking, or already begun',
  free: 'open: tap to add a booking',
};

/** A free hour's button: 'Add a booking at 10:00 AM on Mon 30 Nov, Echo Room'. */
export const addBookingLabel = (date: string, hour: number, studioName: string) =>
  `Add a booking at ${formatHour(hour)} on ${formatWeekDay(date)}, ${studioName}`;

/** A booking's cell as read out: 'Booked Asha Verma, 10:00 AM - 12:00 PM on Tue 1 Dec'. */
export const bookingCellLabel = (
  state: WeekCellState,
  customerName: string,
  date: string,
  hours: readonly number[],
) =>
  `${WEEK_STATE_WORDS[state]} ${customerName}, ${formatBookingHours(hours)} on ${formatWeekDay(date)}`;

/** 'Busy · Google Calendar': an imported calendar's hour with its label. */
export const busyText = (label: string | undefined) =>
  label ? `${WEEK_STATE_WORDS.busy} · ${label}` : WEEK_STATE_WORDS.busy;
