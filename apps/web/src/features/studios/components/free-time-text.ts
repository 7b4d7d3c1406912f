// The free time as the listing's count line words it, 'November 28, 2026, 10:00 AM - 1:00 PM':
// its long date format brings date-fns, so this loads once a date is chosen for the free-time
// search, not with the listing (docs/decisions/014, studio-listing.tsx).
export { formatFreeTime } from '@studio-hive/domain';
