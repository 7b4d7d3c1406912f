import { useState } from 'react';
import {
  changedStudioFacts,
  formatRupees,
  pendingChangeSentence,
  STUDIO_MESSAGES,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { BookingActionDialog } from '../../../components/ui/booking-dialog';
import { Button, ButtonLink } from '../../../components/ui/button';
import { StudioCardFrame } from '../../../components/ui/studio-card-frame';
import { RatingSummary } from '../../../components/ui/star-rating';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { hasUpcomingBookings, useDeleteStudio } from '../api/delete-studio';

export const MY_STUDIOS_MESSAGES = {
  locationMissing: 'Location not specified',
  deleteFailed: 'Failed to delete studio',
  loadFailedToast: 'Failed to load studios',
  loadFailed: 'Failed to load your studios. Please try again later.',
  empty: 'No Studios Yet',
  addFirst: 'Add Your First Studio',
} as const;

/** 'its 2 upcoming bookings and requests' (before the list has their number: without one). */
function upcomingText(count: number): string {
  if (count === 1) return 'its upcoming booking or request';
  return count > 1
    ? `its ${count} upcoming bookings and requests`
    : 'its upcoming bookings and requests';
}

/**
 * One of the owner's studios (docs/product.md#my-studios). Only approved studios can be edited
 * (docs/product.md#studio-lifecycle); deleting asks first (docs/product.md#roles): a plain
 * confirmation, or, while customers hold upcoming bookings or requests there, a dialog that says
 * they will be cancelled and asks for one reason for them all (decision 025).
 */
export function MyStudioCard({
  studio,
  onDeleted,
}: {
  studio: StudioWithAvailability;
  /** Told after the server deleted it (to refresh other screens' data). */
  onDeleted?: (studioId: string) => void;
}) {
  const [askingReason, setAskingReason] = useState(false);
  const deletion = useDeleteStudio({
    onSuccess: (studioId) => {
      toast.success(STUDIO_MESSAGES.deleted);
      onDeleted?.(studioId);
    },
    onError: (error) => {
      // A booking came in since the list was loaded: the dialog asks for the reason, with the
      // server's sentence. Inside the dialog, its own alert shows any failure.
      if (hasUpcomingBookings(error)) setAskingReason(true);
      else if (!askingReason) toast.error(messageOr(error, MY_STUDIOS_MESSAGES.deleteFailed));
    },
  });
  const { average, count } = studio.ratingSummary;

  const onDelete = () => {
    if (studio.upcomingBookings > 0) {
      setAskingReason(true);
      return;
    }
    if (!window.confirm(STUDIO_MESSAGES.deleteConfirm)) return;
    deletion.mutate({ studioId: studio._id });
  };
  const closeDialog = () => {
    setAskingReason(false);
    deletion.reset();
  };

  return (
    <StudioCardFrame studio={studio} photo={{ aspect: 'aspect-[16/10]', height: 400 }}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900">
          {studio.name}
        </h2>
        <Badge tone={studio.approved ? 'green' : 'amber'} className="shrink-0">
          {studio.approved ? 'Approved' : 'Pending'}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {studio.location.city || MY_STUDIOS_MESSAGES.locationMissing}
      </p>
      {studio.pendingChange ? (
        // The card shows the listed version; the owner's change waits for an admin (decision 030).
        <div className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-semibold">{STUDIO_MESSAGES.changesAwaitingReview}</p>
          <p className="mt-0.5">{pendingChangeSentence(changedStudioFacts(studio))}</p>
        </div>
      ) : null}
      <RatingSummary average={average} count={count} className="mt-3" />
      <p className="mt-3">
        {studio.pricePerHour !== null ? (
          <>
            <span className="text-lg font-bold text-slate-900">
              {formatRupees(studio.pricePerHour)}
            </span>{' '}
            <span className="text-sm text-slate-500">per hour</span>
          </>
        ) : (
          <span className="text-sm text-slate-500">Price not set</span>
        )}
      </p>

      <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
        {studio.approved ? (
          <ButtonLink to={paths.ownerStudioEdit(studio._id)} size="sm">
            Edit<span className="sr-only"> {studio.name}</span>
          </ButtonLink>
        ) : null}
        <Button variant="danger" size="sm" onClick={onDelete} disabled={deletion.isPending}>
          {deletion.isPending ? 'Deleting…' : 'Delete'}
          <span className="sr-only"> {studio.name}</span>
        </Button>
        <TextLink to={paths.studio(studio._id)} className="ml-auto text-sm">
          View<span className="sr-only"> {studio.name}</span>
        </TextLink>
      </div>
      {askingReason ? (
        <BookingActionDialog
          title={`Delete ${studio.name}?`}
          description={
            <>
              <p>{STUDIO_MESSAGES.deleteConfirm}</p>
              <p>
                Deleting it cancels {upcomingText(studio.upcomingBookings)}. Each customer is told
                at once, with your reason.
              </p>
            </>
          }
          reason="required"
          confirmLabel="Cancel bookings and delete"
          pendingLabel="Deleting…"
          dismissLabel="Keep studio"
          pending={deletion.isPending}
          error={
            deletion.isError ? messageOr(deletion.error, MY_STUDIOS_MESSAGES.deleteFailed) : null
          }
          onConfirm={(reason) => deletion.mutate({ studioId: studio._id, cancelReason: reason })}
          onClose={closeDialog}
        />
      ) : null}
    </StudioCardFrame>
  );
}
