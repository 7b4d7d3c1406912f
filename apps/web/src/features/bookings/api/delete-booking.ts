import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResultSchema, type Booking } from '@studio-hive/domain';
import { apiRequest } from '../../../lib/api-client';
import { getAdminBookingsQueryOptions, type AdminBookingsPage } from './get-admin-bookings';

/** DELETE /admin/bookings/:id (admin) → {message}: the booking goes and its hours are free again. */
export function deleteBooking(bookingId: string) {
  return apiRequest(`/admin/bookings/${encodeURIComponent(bookingId)}`, {
    method: 'DELETE',
    schema: messageResultSchema,
  });
}

type Callbacks = {
  onSuccess?: (booking: Booking) => void;
  onError?: (error: Error, booking: Booking) => void;
};

/**
 * Takes the booking off the list at once (docs/api.md#bookings) and asks for the list again. Called
 * with the booking, so that the callbacks know its studio (whose free hours changed).
 */
export function useDeleteBooking({ onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: Booking) => deleteBooking(booking._id),
    onSuccess: (_result, booking) => {
      // Every search of the list that holds it (the prefix of all their keys).
      const { queryKey } = getAdminBookingsQueryOptions();
      queryClient.setQueriesData<AdminBookingsPage>({ queryKey }, (page) =>
        page?.items.some((b) => b._id === booking._id)
          ? {
              ...page,
              items: page.items.filter((b) => b._id !== booking._id),
              total: page.total - 1,
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(booking);
    },
    onError: (error, booking) => onError?.(error, booking),
  });
}
