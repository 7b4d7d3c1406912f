import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { getAvailabilityQueryOptions } from './get-availability';

/**
 * POST /booking → 201 {message, booking}. 409 when an hour was taken meanwhile; 400 with code
 * PRICE_MISMATCH when the total is not the server's (docs/api.md).
 */
export function createBooking(request: BookingRequest) {
  return apiRequest('/booking', {
    method: 'POST',
    body: request,
    schema: lazyResponseSchema((a) => a.bookingCreatedSchema),
  });
}

/**
 * Books; whatever the response, the studio's free hours have changed or may have (booked by us or
 * by someone else first), so they are asked for again.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_result, _error, request) => {
      // Not awaited: the response is shown at once, the hours follow.
      void queryClient.invalidateQueries({
        queryKey: getAvailabilityQueryOptions(request.studio).queryKey,
      });
    },
  });
}
