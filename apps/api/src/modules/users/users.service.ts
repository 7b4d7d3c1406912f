/**
 * The accounts service, one file per flow: signup and verification (account-signup.ts), login
 * (account-login.ts), password reset (password-reset.ts), and what they share, with the direct
 * creation of a verified account (account-records.ts).
 */
export * from './account-records';
export * from './account-signup';
export * from './account-login';
export * from './password-reset';
