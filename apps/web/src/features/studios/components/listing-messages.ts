/** The listing's texts (docs/product.md#studio-listing and docs/product.md#messages), also used where a few studios are shown. */
export const LISTING_MESSAGES = {
  errorTitle: 'Oops! Something went wrong',
  loadFailed: 'Failed to load studios. Please try again later.',
  empty: 'No studios found',
  clearFilters: 'Clear all filters',
  allCities: 'All Cities',
} as const;
