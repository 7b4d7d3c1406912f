import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /booking/owner: bookings at the signed-in owner's studios, in session order (decision 018). */
export function getOwnerBookings(signal?: AbortSignal) {
  return apiRequest('/booking/owner', { schema: bookingListSchema, signal });
}

/** Key ['bookings', 'owner']. */
export const getOwnerBookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['bookings', 'owner'],
    queryFn: ({ signal }) => getOwnerBookings(signal),
  });

export function useOwnerBookings() {
  return useQuery(getOwnerBookingsQueryOptions());
}
