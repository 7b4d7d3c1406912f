/**
 * Every answer shape of the API in one entry point (`@studio-hive/domain/answers`), for the web
 * app to load beside the first request of a page instead of with the page (docs/decisions/014).
 * The main entry exports the same.
 */
export * from './account-answers';
export * from './studio-answers';
export * from './review-answers';
export * from './booking-answers';
