import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
// The constant, not STUDIO_MESSAGES: the form's messages stay out of this page's first download.
import { STUDIO_NOT_FOUND, type Booking } from '@studio-hive/domain';
import { Alert, RetryAlert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { StudioBooking } from '../../../features/booking/components/studio-booking';
import { requestedSlotFromSearch } from '../../../features/booking/components/slot-selection';
import { StudioReviews } from '../../../features/reviews/components/studio-reviews';
import { CUSTOMER_BOOKINGS_KEY } from '../../../features/bookings/api/booking-list-keys';
import { useStudio } from '../../../features/studios/api/get-studio';
import { invalidateStudioCatalogue } from '../../../features/studios/api/invalidate-studio-catalogue';
import { StudioDetails } from '../../../features/studios/components/studio-details';
import { ApiError } from '../../../lib/api-client';
import { onDemand } from '../../../lib/on-demand';
import { usePageHead } from '../../../lib/use-page-head';
import { useSession } from '../../../lib/use-session';

/** docs/product.md#messages: the detail screen's load failure. */
export const STUDIO_LOAD_FAILED = 'Failed to load studio details. Please try again later.';

/** A held booking whose payment panel could not be loaded (it is in My Bookings too). */
export const DEPOSIT_LOAD_FAILED =
  'Your booking is held, but how to pay its deposit could not be shown. Please try again.';

// A booking held for its deposit shows how to pay it: its panel (and the QR encoder after it)
// loads once such a booking is made, never with the page (docs/decisions/014).
const bookingHeld = onDemand(() => import('../../../features/bookings/components/booking-held'));

function BookingHeldArea({ booking }: { booking: Booking }) {
  const { module, failed } = bookingHeld.useLoaded(true);
  if (module) return <module.BookingHeld booking={booking} />;
  return failed ? (
    <RetryAlert
      message={DEPOSIT_LOAD_FAILED}
      onRetry={() => void bookingHeld.load().catch(() => undefined)}
    />
  ) : (
    <Spinner label="Loading…" />
  );
}

function GuestBookingBox() {
  // After logging in, the guest comes back here (the login screen honours `from`).
  const location = useLocation();
  return (
    <section
      aria-labelledby="guest-booking-title"
      className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5"
    >
      <h2 id="guest-booking-title" className="text-lg font-semibold text-indigo-950">
        Want to book this studio?
      </h2>
      <p className="mt-1 text-sm text-indigo-900">
        Log in or create a free account to see open slots and book.
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <ButtonLink to={paths.login} state={{ from: location }}>
          Login
        </ButtonLink>
        <ButtonLink to={paths.signup} variant="secondary">
          Sign Up
        </ButtonLink>
      </div>
    </section>
  );
}

function StudioLoadError({ error }: { error: unknown }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Studio Details" />
      <Alert className="mt-6" title={notFound ? STUDIO_NOT_FOUND : undefined}>
        <p>
          {notFound
            ? 'This studio does not exist or is not open for booking. It may have been removed.'
            : STUDIO_LOAD_FAILED}
        </p>
      </Alert>
      <ButtonLink to={paths.studios} variant="secondary" className="mt-6">
        Browse Studios
      </ButtonLink>
    </div>
  );
}

/** /studios/{studioId} (docs/product.md#studio-detail). */
export function Component() {
  const { studioId = '' } = useParams();
  const { session } = useSession();
  const studio = useStudio(studioId);
  // A card found by free time links here with `?date=&start=&hours=`: the picker starts on it.
  const [searchParams] = useSearchParams();
  const requestedSlot = requestedSlotFromSearch(searchParams);
  // The studio's own head (for a guest, the masked name), one source for the server's HTML and
  // the browser: a shared link or a crawler running scripts reads the same after hydration.
  const headSource = useMemo(
    () => (studio.data ? ({ kind: 'studio', studio: studio.data } as const) : null),
    [studio.data],
  );
  usePageHead(headSource, 'Studio Details');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [held, setHeld] = useState<Booking | null>(null);
  // After a booking (docs/product.md#masked-studios): the customer's list and this studio (now unmasked for
  // them) are asked for again, and the user goes to My Bookings; one held for its deposit stays
  // here with the deposit to pay (docs/product.md#deposits).
  const onBooked = (booking: Booking) => {
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_BOOKINGS_KEY });
    void invalidateStudioCatalogue(queryClient, studioId);
    if (booking.status === 'awaiting_deposit' && booking.deposit) setHeld(booking);
    else void navigate(paths.customerBookings);
  };

  if (studio.isPending) return <PageSpinner />;
  if (studio.isError) return <StudioLoadError error={studio.error} />;

  return (
    <StudioDetails
      studio={studio.data}
      isAuthor={session !== null && session.user._id === studio.data.author}
      booking={
        held ? (
          <BookingHeldArea booking={held} />
        ) : session ? (
          <StudioBooking
            studio={studio.data}
            isAuthor={session.user._id === studio.data.author}
            onBooked={onBooked}
            onPriceChanged={() => void invalidateStudioCatalogue(queryClient, studioId)}
            requestedSlot={requestedSlot}
          />
        ) : (
          <GuestBookingBox />
        )
      }
      reviews={
        // Reviews are for public studios only; each change refreshes the rating summary.
        studio.data.approved ? (
          <StudioReviews
            studioId={studio.data._id}
            viewerId={session?.user._id ?? null}
            isStudioAuthor={session !== null && session.user._id === studio.data.author}
            onChanged={() => void invalidateStudioCatalogue(queryClient, studioId)}
          />
        ) : null
      }
    />
  );
}
