/**
 * The prefix of every cached page of My Bookings, to ask for them again after a booking: a module
 * of its own so that a studio's page invalidates them without downloading the list's code.
 */
export const CUSTOMER_BOOKINGS_KEY = ['bookings', 'customer'] as const;
