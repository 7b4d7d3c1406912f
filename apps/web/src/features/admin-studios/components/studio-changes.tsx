import type { PendingStudioChange, StudioWithAvailability } from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { useStudioChanges } from '../api/get-studio-changes';
import { STUDIO_CHANGES_MESSAGES, StudioChangeCard } from './studio-change-card';

const withChange = (
  studio: StudioWithAvailability,
): studio is StudioWithAvailability & { pendingChange: PendingStudioChange } =>
  studio.pendingChange !== null;

/** Approved studios whose owners changed their public facts, longest waiting first (decision 030). */
export function StudioChanges({ onApproved }: { onApproved?: (studioId: string) => void }) {
  const studios = useStudioChanges();
  return (
    <section aria-labelledby="studio-changes-heading" className="mt-12">
      <h2 id="studio-changes-heading" className="text-xl font-semibold text-slate-900">
        Changes to listed studios
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Customers see the listed version until you approve an owner's changes to its name,
        description, photos, videos or address.
      </p>
      {studios.isPending ? (
        <PageSpinner />
      ) : studios.isError ? (
        <Alert className="mt-4">{STUDIO_CHANGES_MESSAGES.loadFailed}</Alert>
      ) : studios.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{STUDIO_CHANGES_MESSAGES.empty}</p>
      ) : (
        <ul className="mt-4 space-y-6">
          {studios.data.filter(withChange).map((studio) => (
            <li key={studio._id}>
              <StudioChangeCard studio={studio} onApproved={onApproved} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
