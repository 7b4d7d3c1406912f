import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  changedStudioFacts,
  formatIstInstant,
  istToday,
  STUDIO_FACT_LABELS,
  STUDIO_MESSAGES,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError, messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useOwnerStudio } from '../api/get-owner-studio';
import { useUpdateStudio } from '../api/update-studio';
import { studioFormValuesFrom, withPendingChange } from '../lib/studio-form-values';
import { StudioForm } from './studio-form';

export const EDIT_STUDIO_MESSAGES = {
  loadFailed: 'Failed to load studio data',
  updateFailed: 'Failed to update studio',
} as const;

/**
 * Why this viewer cannot edit the studio (docs/product.md#studio-form, docs/product.md#studio-validation and docs/product.md#messages), or null: it must load, exist,
 * be theirs and be approved. Once loaded, a failed refresh in the background changes nothing.
 */
function editRefusal(
  studio: StudioWithAvailability | undefined,
  error: Error | null,
  userId: string,
): string | null {
  if (!studio) {
    if (!error) return null;
    return error instanceof ApiError && error.status === 404
      ? STUDIO_MESSAGES.studioNotFound
      : EDIT_STUDIO_MESSAGES.loadFailed;
  }
  if (studio.author !== userId) return STUDIO_MESSAGES.notAuthor;
  if (!studio.approved) return STUDIO_MESSAGES.pendingEdit;
  return null;
}

function EditStudioForm({
  studio,
  onUpdated,
  calendars,
}: {
  studio: StudioWithAvailability;
  onUpdated?: (studioId: string) => void;
  calendars?: ReactNode;
}) {
  const navigate = useNavigate();
  const update = useUpdateStudio();
  const [today] = useState(() => istToday(new Date()));
  // The form starts from the studio as loaded, with the owner's change waiting for review (they
  // keep editing their own latest values); a later refetch does not overwrite what is typed.
  const [latest] = useState(() => withPendingChange(studio));
  const [defaultValues] = useState(() => studioFormValuesFrom(latest, today));
  const [thumbnails] = useState(() =>
    Object.fromEntries(latest.images.map((url, i) => [url, latest.cardImages[i] ?? url])),
  );

  const send = async (body: FormData, onProgress: (fraction: number) => void) => {
    let sentForReview: boolean;
    try {
      const result = await update.mutateAsync({ studioId: studio._id, body, onProgress });
      sentForReview = result.studio.pendingChange !== null;
    } catch (error) {
      toast.error(messageOr(error, EDIT_STUDIO_MESSAGES.updateFailed));
      throw error;
    }
    toast.success(sentForReview ? STUDIO_MESSAGES.changesSentForReview : STUDIO_MESSAGES.updated);
    onUpdated?.(studio._id);
    void navigate(paths.ownerStudios);
  };

  return (
    <>
      {studio.pendingChange ? (
        <Alert tone="info" title={STUDIO_MESSAGES.changesAwaitingReview} className="mb-6">
          <p>
            Changed:{' '}
            {changedStudioFacts(studio)
              .map((fact) => STUDIO_FACT_LABELS[fact])
              .join(', ')}{' '}
            (sent {formatIstInstant(new Date(studio.pendingChange.submittedAt))}).
          </p>
          <p className="mt-1">
            Customers see the approved version until an admin approves these changes. The form below
            shows your changes; saving again replaces them.
          </p>
        </Alert>
      ) : null}
      {calendars ? <div className="mb-6">{calendars}</div> : null}
      <StudioForm
        mode="edit"
        today={today}
        defaultValues={defaultValues}
        thumbnails={thumbnails}
        onSend={send}
        errorMessage={EDIT_STUDIO_MESSAGES.updateFailed}
      />
    </>
  );
}

/**
 * The Edit Studio screen's form: loads the studio, sends anyone who may not edit it back to
 * their studios with the reason (docs/product.md#messages), then the form with 'Update Studio'.
 */
export function EditStudio({
  studioId,
  userId,
  onUpdated,
  calendars,
}: {
  studioId: string;
  userId: string;
  onUpdated?: (studioId: string) => void;
  /** Above the form once the owner may edit the studio: its Calendars card (the route's). */
  calendars?: ReactNode;
}) {
  const navigate = useNavigate();
  const studio = useOwnerStudio(studioId);
  const refusal = editRefusal(studio.data, studio.error, userId);

  useEffect(() => {
    if (!refusal) return;
    toast.error(refusal, { toastId: `studio-edit-refused-${studioId}` });
    void navigate(paths.ownerStudios, { replace: true });
  }, [refusal, studioId, navigate]);

  if (refusal || !studio.data) return <PageSpinner />;
  return (
    <EditStudioForm
      key={studio.data._id}
      studio={studio.data}
      onUpdated={onUpdated}
      calendars={calendars}
    />
  );
}
