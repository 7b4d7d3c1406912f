import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { MyStudios } from '../../../features/my-studios/components/my-studios';
import { invalidateStudioCatalogue } from '../../../features/studios/api/invalidate-studio-catalogue';

/** /owner/studios: the owner's studios (docs/product.md#my-studios). */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="My Studios"
        description="The studios you have listed. New studios go live once our team approves them."
        actions={<ButtonLink to={paths.ownerStudioNew}>Add Studio</ButtonLink>}
      />
      <MyStudios onDeleted={(studioId) => void invalidateStudioCatalogue(queryClient, studioId)} />
    </div>
  );
}
