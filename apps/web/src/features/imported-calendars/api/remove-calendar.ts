import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResultSchema, type ImportedCalendar } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { getStudioCalendarsQueryOptions } from './get-studio-calendars';

/** DELETE /studio/:id/calendars/:calendarId → {message}: its busy hours are bookable again. */
export function removeCalendar(studioId: string, calendarId: string) {
  return apiRequest(
    `/studio/${encodeURIComponent(studioId)}/calendars/${encodeURIComponent(calendarId)}`,
    { method: 'DELETE', schema: messageResultSchema },
  );
}

/** Takes the calendar off the studio's list. */
export function useRemoveCalendar(studioId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getStudioCalendarsQueryOptions(studioId);
  return useMutation({
    mutationFn: (calendarId: string) => removeCalendar(studioId, calendarId),
    onSuccess: (_result, calendarId) => {
      queryClient.setQueryData(queryKey, (list: ImportedCalendar[] = []) =>
        list.filter((each) => each._id !== calendarId),
      );
    },
  });
}
