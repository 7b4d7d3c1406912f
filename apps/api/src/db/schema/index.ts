/**
 * The relational model of docs/database.md, one file per concern. Business dates are IST calendar
 * dates (`date`), hours are IST hours 0..23, money is whole rupees, timestamps are UTC instants.
 * drizzle-kit reads this file (apps/api/drizzle.config.ts); the app imports '../db/schema'.
 */
export * from './accounts';
export * from './studios';
export * from './bookings';
export * from './calendars';
export * from './reviews';
export * from './notifications';
export * from './leads';
