/** The listing's texts (spec sections 2 and 8), also used where a few studios are shown. */
export const LISTING_MESSAGES = {
  errorTitle: 'Oops! Something went wrong',
  loadFailed: 'Failed to load studios. Please try again later.',
  empty: 'No studios found',
  clearFilters: 'Clear all filters',
  allCities: 'All Cities',
} as const;
