import {
  changedStudioFacts,
  formatIstInstant,
  STUDIO_FACT_LABELS,
  STUDIO_MESSAGES,
  type PendingStudioChange,
  type StudioFact,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { Badge } from '../../../components/ui/badge';
import { CoverImage } from '../../../components/ui/image-placeholder';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApproveStudioChanges, useRejectStudioChanges } from '../api/review-studio-changes';
import { ReviewDecision } from './review-decision';
import { StudioDetail } from './studio-detail';

/** Each changed fact under a thin rule. */
const CHANGE_RULE = 'border-t border-slate-100 pt-3';

export const STUDIO_CHANGES_MESSAGES = {
  approveFailed: 'Failed to approve the changes',
  rejectFailed: 'Failed to reject the changes',
  rejectConfirm:
    'Reject these changes? The studio stays listed as it is and the new photos are deleted.',
  loadFailed: 'Failed to load studio changes. Please try again later.',
  empty: 'No studio changes are waiting for review.',
} as const;

type Listed = Pick<StudioWithAvailability, 'name' | 'description' | 'youtubeLinks' | 'location'>;

/** A fact's text as listed and as changed; photos are shown apart. */
function factText(fact: Exclude<StudioFact, 'photos'>, studio: Listed | PendingStudioChange) {
  switch (fact) {
    case 'name':
      return studio.name;
    case 'description':
      return studio.description || '(none)';
    case 'videos':
      return studio.youtubeLinks.join('\n') || '(none)';
    case 'address': {
      const { fullAddress, city, state, pinCode } = studio.location;
      return [fullAddress, city, state, pinCode].filter(Boolean).join(', ');
    }
  }
}

function Photos({ label, urls, name }: { label: string; urls: string[]; name: string }) {
  if (urls.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold text-slate-500">{label}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {urls.map((url, i) => (
          <li key={url} className="h-20 w-28 overflow-hidden rounded-md bg-slate-100">
            <CoverImage src={url} alt={`${label} ${i + 1} of ${name}`} width={224} height={160} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An approved studio whose owner changed its public facts (decision 030): each changed fact as
 * listed and as changed, the photos added and removed, then Approve changes, or Reject changes
 * with an optional reason for the owner.
 */
export function StudioChangeCard({
  studio,
  onApproved,
}: {
  studio: StudioWithAvailability & { pendingChange: PendingStudioChange };
  /** Told after the server approved them (to refresh the public catalogue). */
  onApproved?: (studioId: string) => void;
}) {
  const change = studio.pendingChange;
  const approval = useApproveStudioChanges({
    onSuccess: (studioId) => {
      toast.success(STUDIO_MESSAGES.changesApproved);
      onApproved?.(studioId);
    },
    onError: (error) => toast.error(messageOr(error, STUDIO_CHANGES_MESSAGES.approveFailed)),
  });
  const rejection = useRejectStudioChanges({
    onSuccess: () => toast.success(STUDIO_MESSAGES.changesRejected),
    onError: (error) => toast.error(messageOr(error, STUDIO_CHANGES_MESSAGES.rejectFailed)),
  });
  const facts = changedStudioFacts(studio);
  const added = change.cardImages.filter((_, i) => !studio.images.includes(change.images[i]!));
  const removed = studio.cardImages.filter((_, i) => !change.images.includes(studio.images[i]!));

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold break-words text-slate-900">
            {studio.name}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {[studio.location.city, studio.location.state].filter(Boolean).join(', ')}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <Badge tone="amber">{STUDIO_MESSAGES.changesAwaitingReview}</Badge>
          <p className="text-xs text-slate-500">
            Sent {formatIstInstant(new Date(change.submittedAt))}
          </p>
        </div>
      </div>

      <dl className="mt-4 space-y-3">
        {facts.map((fact) =>
          fact === 'photos' ? (
            <StudioDetail key={fact} label={STUDIO_FACT_LABELS[fact]} className={CHANGE_RULE}>
              <Photos label="New photo" urls={added} name={studio.name} />
              <Photos label="Removed photo" urls={removed} name={studio.name} />
              {added.length === 0 && removed.length === 0 ? <p>New order</p> : null}
            </StudioDetail>
          ) : (
            <StudioDetail key={fact} label={STUDIO_FACT_LABELS[fact]} className={CHANGE_RULE}>
              <p className="whitespace-pre-line text-slate-500 line-through">
                <span className="sr-only">Listed: </span>
                {factText(fact, studio)}
              </p>
              <p className="whitespace-pre-line">
                <span className="sr-only">Changed to: </span>
                {factText(fact, change)}
              </p>
            </StudioDetail>
          ),
        )}
      </dl>

      <ReviewDecision
        labels={{
          reason: 'Reason for rejecting (optional)',
          reasonHint: 'Sent to the owner with the e-mail that the changes were not approved.',
          approve: 'Approve changes',
          refuse: 'Reject changes',
          refusing: 'Rejecting…',
          refuseConfirm: STUDIO_CHANGES_MESSAGES.rejectConfirm,
        }}
        accessibleName={` of ${studio.name}`}
        approving={approval.isPending}
        refusing={rejection.isPending}
        onApprove={() => approval.mutate({ studioId: studio._id, submittedAt: change.submittedAt })}
        onRefuse={(reason) => rejection.mutate({ studioId: studio._id, reason })}
      />
    </article>
  );
}
