import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { usePendingStudios } from '../api/get-pending-studios';
import { PENDING_STUDIOS_MESSAGES, PendingStudioCard } from './pending-studio-card';

/** Studios waiting for review, oldest first (docs/product.md#pending-studios). */
export function PendingStudios({ onApproved }: { onApproved?: (studioId: string) => void }) {
  const studios = usePendingStudios();

  useEffect(() => {
    if (studios.isError) {
      toast.error(PENDING_STUDIOS_MESSAGES.loadFailedToast, { toastId: 'pending-studios-load' });
    }
  }, [studios.isError]);

  if (studios.isPending) return <PageSpinner />;
  if (studios.isError) {
    return <Alert className="mt-6">{PENDING_STUDIOS_MESSAGES.loadFailed}</Alert>;
  }
  if (studios.data.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState title={PENDING_STUDIOS_MESSAGES.empty}>
          You are all caught up. New submissions will appear here for review.
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      <p className="mt-6 text-sm text-slate-600">
        {studios.data.length} {studios.data.length === 1 ? 'studio is' : 'studios are'} waiting for
        review, oldest first.
      </p>
      <ul className="mt-4 space-y-6">
        {studios.data.map((studio) => (
          <li key={studio._id}>
            <PendingStudioCard studio={studio} onApproved={onApproved} />
          </li>
        ))}
      </ul>
    </>
  );
}
