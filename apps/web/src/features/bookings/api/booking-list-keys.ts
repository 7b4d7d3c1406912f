/**
 * The prefixes of every cached page of My Bookings and of Bookings Received (the owner's requests
 * among them) and of the owner's week, to ask for them again after a change: a module of its own
 * so that a studio's page invalidates them without downloading the lists' code.
 */
export const CUSTOMER_BOOKINGS_KEY = ['bookings', 'customer'] as const;
export const OWNER_BOOKINGS_KEY = ['bookings', 'owner'] as const;
/** The prefix of every cached week of the owner's week view, asked for again after a change. */
export const OWNER_WEEK_KEY = ['owner-week'] as const;
