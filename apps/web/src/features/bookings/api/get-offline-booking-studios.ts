import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

/**
 * What recording an offline booking needs: GET /owner/studios, the owner's studios (pending ones
 * too) with their packages, opening hours and availability, whose held hours are marked.
 */
export function getOfflineBookingStudios(signal?: AbortSignal) {
  return apiRequest('/owner/studios', {
    schema: lazyResponseSchema((a) => a.studioWithAvailabilityListSchema),
    signal,
  });
}

/** Key ['bookings', 'offline-booking-studios']. */
export const getOfflineBookingStudiosQueryOptions = () =>
  queryOptions({
    queryKey: ['bookings', 'offline-booking-studios'],
    queryFn: ({ signal }) => getOfflineBookingStudios(signal),
    // Free hours go quickly: ask again whenever the dialog opens.
    staleTime: 0,
  });

export function useOfflineBookingStudios() {
  return useQuery(getOfflineBookingStudiosQueryOptions());
}
