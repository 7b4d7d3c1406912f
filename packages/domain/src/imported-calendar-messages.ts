/**
 * What the owner's Calendars card and the API say about imported calendars (decision 048,
 * docs/product.md#calendars). Plain values: screens load this with the page, so it imports no zod
 * (docs/decisions/014). The sentences of a calendar that cannot be read are the API's
 * (apps/api/src/modules/calendars/calendar-sentences.ts): the card shows them as they come.
 */

/** Calendars one studio may link (the owners' calendar issue: "up to 5"). */
export const MAX_IMPORTED_CALENDARS = 5;
/** A calendar's label: "1-40 characters" (docs/api.md). */
export const CALENDAR_LABEL_MAX = 40;
/** The longest address taken: Google's secret addresses are under 200 characters. */
export const CALENDAR_ADDRESS_MAX = 2000;

export const IMPORTED_CALENDAR_MESSAGES = {
  invalidAddress: 'The calendar address must start with https://, http:// or webcal://',
  addressRequired: 'Please enter the calendar address.',
  addressTooLong: 'The calendar address can be at most 2,000 characters.',
  labelRequired: 'Please give the calendar a label.',
  labelTooLong: `The label can be at most ${CALENDAR_LABEL_MAX} characters.`,
  labelUnsafe: 'The label contains characters that are not allowed.',
  tooMany: `A studio can link at most ${MAX_IMPORTED_CALENDARS} calendars.`,
  calendarNotFound: 'Calendar not found',
  added: 'Calendar added.',
  addedUnread: 'Calendar added, but it could not be read yet.',
  synced: 'Calendar synced.',
  syncedUnread: 'The calendar could not be read. Its last busy hours stay.',
  removed: 'Calendar removed. Its busy hours can be booked again.',
  removeConfirm: 'Remove this calendar? Its busy hours become bookable again.',
  loadFailed: 'Failed to load the calendars.',
  addFailed: 'Failed to add the calendar',
  syncFailed: 'Failed to sync the calendar',
  removeFailed: 'Failed to remove the calendar',
} as const;

/** 429 past the calendar reads (adding, Sync now) one owner may ask for in an hour. */
export const calendarReadsSpentMessage = (readsPerHour: number) =>
  `Your account has read calendars ${readsPerHour} times this hour. Please try again within the hour.`;
