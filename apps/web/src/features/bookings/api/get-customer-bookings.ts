import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazyResponseSchema } from '../../../lib/api-client';

/** GET /booking/customer: the signed-in user's own bookings, in session order (decision 018). */
export function getCustomerBookings(signal?: AbortSignal) {
  return apiRequest('/booking/customer', {
    schema: lazyResponseSchema((a) => a.bookingListSchema),
    signal,
  });
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
