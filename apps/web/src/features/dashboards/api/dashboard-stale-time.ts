/**
 * A dashboard's figures move with every booking anywhere on the platform, so each visit asks the
 * server again (the cached figures stay on screen meanwhile) instead of trusting the app's usual
 * 30 seconds.
 */
export const DASHBOARD_STALE_TIME = 0;
