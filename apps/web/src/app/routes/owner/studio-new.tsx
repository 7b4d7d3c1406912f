import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header';
import { getOwnerStudiosQueryOptions } from '../../../features/my-studios/api/get-owner-studios';
import { AddStudio } from '../../../features/owner-studios/components/add-studio';
import { useSession } from '../../../lib/use-session';

/** /owner/studios/new: Add New Studio (docs/product.md#screens). */
export function Component() {
  const queryClient = useQueryClient();
  const userId = useSession().session?.user._id ?? '';
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        title="Add New Studio"
        description="Tell guests about your studio. It goes live once our team has approved it, usually within 48 hours."
      />
      <div className="mt-8">
        <AddStudio
          userId={userId}
          onCreated={() =>
            void queryClient.invalidateQueries({ queryKey: getOwnerStudiosQueryOptions().queryKey })
          }
        />
      </div>
    </div>
  );
}
