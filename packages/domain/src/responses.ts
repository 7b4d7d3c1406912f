/**
 * Every response shape of the API in one entry point (`@studio-hive/domain/responses`), for the web
 * app to load beside the first request of a page instead of with the page (docs/decisions/014).
 * The main entry exports the same.
 */
export * from './account-responses';
export * from './studio-responses';
export * from './review-responses';
export * from './booking-responses';
export * from './owner-week-responses';
export * from './imported-calendar-responses';
