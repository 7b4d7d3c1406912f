import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfflineBookingRequest } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';
import { OWNER_BOOKINGS_KEY, OWNER_WEEK_KEY } from './booking-list-keys';
import { getOfflineBookingStudiosQueryOptions } from './get-offline-booking-studios';

/**
 * POST /owner/bookings → 201 {booking}: an offline booking at one of the owner's studios
 * (docs/api.md#offline-bookings). 400 with the field's sentence, 409 when an hour is held.
 */
export async function createOfflineBooking(request: OfflineBookingRequest) {
  const { booking } = await apiRequest('/owner/bookings', {
    method: 'POST',
    body: request,
    schema: lazyResponseSchema((a) => a.bookingResultSchema),
  });
  return booking;
}

/**
 * Records; whatever the response, the studios' free hours have changed or may have (held by it,
 * or by someone quicker), so they are asked for again, and Bookings Received and the week with
 * them.
 */
export function useCreateOfflineBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfflineBooking,
    onSettled: () => {
      for (const queryKey of [
        OWNER_BOOKINGS_KEY,
        OWNER_WEEK_KEY,
        getOfflineBookingStudiosQueryOptions().queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
