import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingListSchema } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/bookings: every booking on the platform, newest first. */
export function getAdminBookings(signal?: AbortSignal) {
  return apiRequest('/admin/bookings', { schema: bookingListSchema, signal });
}

/** Key ['bookings', 'admin']. */
export const getAdminBookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['bookings', 'admin'],
    queryFn: ({ signal }) => getAdminBookings(signal),
  });

export function useAdminBookings() {
  return useQuery(getAdminBookingsQueryOptions());
}
