import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { getCalendarFeedQueryOptions } from './get-calendar-feed';

/** POST /owner/calendar-feed/rotate → {url}: a new address; the old one stops working at once. */
export function rotateCalendarFeed() {
  return apiRequest('/owner/calendar-feed/rotate', {
    method: 'POST',
    schema: lazyResponseSchema((s) => s.calendarFeedSchema),
  });
}

type Callbacks = {
  onSuccess?: (feed: CalendarFeed) => void;
  onError?: (error: Error) => void;
};

/** Shows the new address wherever the old one was. */
export function useRotateCalendarFeed({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, feed);
      onSuccess?.(feed);
    },
    onError: (error) => onError?.(error),
  });
}
