import { useState } from 'react';
import type { Booking } from '@studio-hive/domain';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { DepositPanel } from './deposit-panel';

export const BOOKING_HELD_TEXTS = {
  note: 'It waits for you in My Bookings too, with this panel, until the studio confirms the deposit.',
  myBookings: 'Go to My Bookings',
} as const;

/**
 * The studio page's booking area once a booking is held for its deposit (docs/product.md#deposits):
 * instead of the plain confirmation, the deposit panel to pay it, and the way to My Bookings.
 * The studio page loads this on demand, when such a booking is made.
 */
export function BookingHeld({ booking }: { booking: Booking }) {
  // The booking as the server last answered (after a UTR is reported).
  const [shown, setShown] = useState(booking);
  return (
    <div id="booking" className="space-y-3">
      {/* In place of the booking step and its button: the keyboard goes to the panel. */}
      <DepositPanel booking={shown} onChanged={setShown} focusOnShow />
      <p className="text-sm text-slate-600">{BOOKING_HELD_TEXTS.note}</p>
      <ButtonLink to={paths.customerBookings} variant="secondary" size="sm">
        {BOOKING_HELD_TEXTS.myBookings}
      </ButtonLink>
    </div>
  );
}
