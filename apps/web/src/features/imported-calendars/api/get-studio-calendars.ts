import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

/**
 * GET /studio/:id/calendars → the studio's imported calendars, addresses masked (docs/api.md,
 * imported calendars). Its author only.
 */
export function getStudioCalendars(studioId: string, signal?: AbortSignal) {
  return apiRequest(`/studio/${encodeURIComponent(studioId)}/calendars`, {
    schema: lazyResponseSchema((s) => s.importedCalendarListSchema),
    signal,
  });
}

/** Key ['owner', 'calendars', studioId]: the Calendars card's list, changed by its own actions. */
export const getStudioCalendarsQueryOptions = (studioId: string) =>
  queryOptions({
    queryKey: ['owner', 'calendars', studioId],
    queryFn: ({ signal }) => getStudioCalendars(studioId, signal),
  });

export function useStudioCalendars(studioId: string) {
  return useQuery(getStudioCalendarsQueryOptions(studioId));
}
