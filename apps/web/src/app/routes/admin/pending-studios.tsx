import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header';
import { PendingStudios } from '../../../features/admin-studios/components/pending-studios';
import { invalidateStudioCatalogue } from '../../../features/studios/api/invalidate-studio-catalogue';

/** /admin/studios/pending (docs/product.md#pending-studios). */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title="Pending Studio Approvals"
        description="Check each studio's details, then approve it to publish it or deny it to remove it."
      />
      <PendingStudios
        onApproved={(studioId) => void invalidateStudioCatalogue(queryClient, studioId)}
      />
    </div>
  );
}
