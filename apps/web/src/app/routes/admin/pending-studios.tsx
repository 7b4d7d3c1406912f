import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header';
import { PendingStudios } from '../../../features/admin-studios/components/pending-studios';
import { StudioChanges } from '../../../features/admin-studios/components/studio-changes';
import { invalidateStudioCatalogue } from '../../../features/studios/api/invalidate-studio-catalogue';

/** /admin/studios/pending (docs/product.md#pending-studios): new studios, then changes to listed ones. */
export function Component() {
  const queryClient = useQueryClient();
  const refreshCatalogue = (studioId: string) =>
    void invalidateStudioCatalogue(queryClient, studioId);
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title="Pending Studio Approvals"
        description="Check each studio's details, then approve it to publish it or deny it to remove it."
      />
      <PendingStudios onApproved={refreshCatalogue} />
      <StudioChanges onApproved={refreshCatalogue} />
    </div>
  );
}
