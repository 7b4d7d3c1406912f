import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /booking/customer: the signed-in user's own bookings, newest first. */
export function getCustomerBookings(signal?: AbortSignal) {
  return apiRequest('/booking/customer', { schema: bookingListSchema, signal });
}

/** Key ['bookings', 'customer'] (the cache is dropped whenever the session changes hands). */
export const getCustomerBookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['bookings', 'customer'],
    queryFn: ({ signal }) => getCustomerBookings(signal),
  });

export function useCustomerBookings() {
  return useQuery(getCustomerBookingsQueryOptions());
}
