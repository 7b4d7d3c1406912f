import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportedCalendar } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { getStudioCalendarsQueryOptions } from './get-studio-calendars';

/** POST /studio/:id/calendars/:calendarId/sync → {calendar}: read now, as it stands after. */
export function syncCalendar(studioId: string, calendarId: string) {
  return apiRequest(
    `/studio/${encodeURIComponent(studioId)}/calendars/${encodeURIComponent(calendarId)}/sync`,
    { method: 'POST', schema: lazyResponseSchema((s) => s.importedCalendarResultSchema) },
  );
}

/** Puts the calendar as read in place of the one in the studio's list. */
export function useSyncCalendar(studioId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getStudioCalendarsQueryOptions(studioId);
  return useMutation({
    mutationFn: (calendarId: string) => syncCalendar(studioId, calendarId),
    onSuccess: ({ calendar }) => {
      queryClient.setQueryData(queryKey, (list: ImportedCalendar[] = []) =>
        list.map((each) => (each._id === calendar._id ? calendar : each)),
      );
    },
  });
}
