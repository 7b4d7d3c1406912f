import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportedCalendar, ImportedCalendarRequest } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { getStudioCalendarsQueryOptions } from './get-studio-calendars';

/**
 * POST /studio/:id/calendars {url, label} → {calendar}, read once already: status 'error' with
 * its sentence when it could not be read; 400 for an address refused.
 */
export function addCalendar(studioId: string, request: ImportedCalendarRequest) {
  return apiRequest(`/studio/${encodeURIComponent(studioId)}/calendars`, {
    method: 'POST',
    body: request,
    schema: lazyResponseSchema((s) => s.importedCalendarResultSchema),
  });
}

/** Adds the new calendar to the end of the studio's list. */
export function useAddCalendar(studioId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getStudioCalendarsQueryOptions(studioId);
  return useMutation({
    mutationFn: (request: ImportedCalendarRequest) => addCalendar(studioId, request),
    onSuccess: ({ calendar }) => {
      queryClient.setQueryData(queryKey, (list: ImportedCalendar[] = []) => [...list, calendar]);
    },
  });
}
