import { useLocation, useParams } from 'react-router';
import { STUDIO_MESSAGES } from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useStudio } from '../../../features/studios/api/get-studio';
import { StudioDetails } from '../../../features/studios/components/studio-details';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';

/** Spec section 8: the detail screen's load failure. */
export const STUDIO_LOAD_FAILED = 'Failed to load studio details. Please try again later.';

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
      <Alert className="mt-6" title={notFound ? STUDIO_MESSAGES.studioNotFound : undefined}>
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

/** /studios/{studioId} (spec section 2, "Studio detail"). */
export function Component() {
  const { studioId = '' } = useParams();
  const { session } = useSession();
  const studio = useStudio(studioId);
  useDocumentTitle(studio.data?.name ?? 'Studio Details');

  if (studio.isPending) return <PageSpinner />;
  if (studio.isError) return <StudioLoadError error={studio.error} />;

  return (
    <StudioDetails
      studio={studio.data}
      isAuthor={session !== null && session.user._id === studio.data.author}
      booking={
        session ? (
          // The slot picker and booking form arrive with bookings (roadmap item 4); until then
          // signed-in viewers get nothing here rather than controls that do not work.
          <section id="booking" aria-label="Booking" hidden />
        ) : (
          <GuestBookingBox />
        )
      }
      reviews={
        // The reviews list arrives with bookings and reviews (roadmap item 4).
        <section id="reviews" aria-label="Reviews" hidden />
      }
    />
  );
}
