import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

/**
 * GET /owner/calendar-feed → {url}: the owner's secret calendar subscription address, the same on
 * every call until a new link is made (docs/api.md, GET /owner/calendar-feed).
 */
export function getCalendarFeed(signal?: AbortSignal) {
  return apiRequest('/owner/calendar-feed', {
    schema: lazyResponseSchema((s) => s.calendarFeedSchema),
    signal,
  });
}

/** Key ['owner', 'calendar-feed'], apart from the dashboard's figures (asked for again far more often). */
export const getCalendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['owner', 'calendar-feed'],
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}
