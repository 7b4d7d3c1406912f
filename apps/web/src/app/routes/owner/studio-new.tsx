import { useQueryClient } from '@tanstack/react-query';
import { invalidateOwnerStudios } from '../../../features/my-studios/api/get-owner-studios';
import { AddStudio } from '../../../features/owner-studios/components/add-studio';
import { StudioFormPage } from '../../../features/owner-studios/components/studio-form';
import { useSession } from '../../../lib/use-session';

/** /owner/studios/new: Add New Studio (docs/product.md#screens). */
export function Component() {
  const queryClient = useQueryClient();
  const userId = useSession().session?.user._id ?? '';
  return (
    <StudioFormPage
      title="Add New Studio"
      description="Tell guests about your studio. It goes live once our team has approved it, usually within 48 hours."
    >
      <AddStudio userId={userId} onCreated={() => void invalidateOwnerStudios(queryClient)} />
    </StudioFormPage>
  );
}
