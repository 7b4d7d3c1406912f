import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, RescheduleRequest } from '@studio-hive/domain';
import { apiRequest, lazyResponseSchema, type Page } from '../../../lib/api-client';
import { CUSTOMER_BOOKINGS_KEY, OWNER_BOOKINGS_KEY, OWNER_WEEK_KEY } from './booking-list-keys';

/** A change to a booking (docs/api.md#booking-lifecycle): the last part of its path, and its body. */
export type BookingChange =
  | { action: 'cancel'; reason?: string }
  | { action: 'decline'; reason?: string }
  | { action: 'accept' }
  | { action: 'no-show' }
  | ({ action: 'reschedule' } & RescheduleRequest)
  /** The customer reports paying the deposit, with their UPI app's 12-digit UTR. */
  | { action: 'deposit'; utr: string }
  /** The owner saw the deposit arrive ('Deposit received'), or saw none (with the reason). */
  | { action: 'deposit/confirm' }
  | { action: 'deposit/reject'; reason: string }
  /** The owner marks a refund due on a cancelled booking's deposit as paid back. */
  | { action: 'deposit/refunded' };

/**
 * POST /booking/:id/{cancel | reschedule | accept | decline | no-show | deposit |
 * deposit/confirm | deposit/reject | deposit/refunded} → {booking}: the booking as the caller
 * sees it afterwards. 409 with the rule's sentence when it is too late (or the hours
 * were taken), 400 PRICE_MISMATCH when a reschedule's total is no longer the server's.
 */
export async function changeBooking(bookingId: string, { action, ...body }: BookingChange) {
  const { booking } = await apiRequest(`/booking/${encodeURIComponent(bookingId)}/${action}`, {
    method: 'POST',
    body,
    schema: lazyResponseSchema((a) => a.bookingResultSchema),
  });
  return booking;
}

type Callbacks = {
  onSuccess?: (booking: Booking) => void;
  onError?: (error: Error) => void;
};

/**
 * Changes `booking`. The page that holds it shows the changed booking at once and is asked for
 * again (a reschedule changes its order, a change at a studio can move others' hours), as is the
 * owner's week (its hours change state); what other screens show of it (the dashboards) is asked
 * for again when they are next shown.
 */
export function useChangeBooking(booking: Booking, { onSuccess, onError }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BookingChange) => changeBooking(booking._id, change),
    onSuccess: (changed) => {
      for (const queryKey of [CUSTOMER_BOOKINGS_KEY, OWNER_BOOKINGS_KEY]) {
        // Every page of the list (and the owner's requests) that shows it.
        queryClient.setQueriesData<Page<Booking>>({ queryKey }, (page) =>
          page
            ? { ...page, items: page.items.map((b) => (b._id === changed._id ? changed : b)) }
            : page,
        );
        void queryClient.invalidateQueries({ queryKey });
      }
      void queryClient.invalidateQueries({ queryKey: OWNER_WEEK_KEY });
      onSuccess?.(changed);
    },
    onError: (error) => onError?.(error),
  });
}
