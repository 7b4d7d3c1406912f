import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useOwnerStudios } from '../api/get-owner-studios';
import { MY_STUDIOS_MESSAGES, MyStudioCard } from './my-studio-card';

/** The owner's studios as cards (docs/product.md#my-studios), with its load states. */
export function MyStudios({ onDeleted }: { onDeleted?: (studioId: string) => void }) {
  const studios = useOwnerStudios();

  useEffect(() => {
    if (studios.isError) {
      toast.error(MY_STUDIOS_MESSAGES.loadFailedToast, { toastId: 'owner-studios-load' });
    }
  }, [studios.isError]);

  if (studios.isPending) return <PageSpinner />;
  if (studios.isError) {
    return <Alert className="mt-6">{MY_STUDIOS_MESSAGES.loadFailed}</Alert>;
  }
  if (studios.data.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState
          title={MY_STUDIOS_MESSAGES.empty}
          action={<ButtonLink to={paths.ownerStudioNew}>{MY_STUDIOS_MESSAGES.addFirst}</ButtonLink>}
        >
          List your studio and start receiving bookings once our team has approved it.
        </EmptyState>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {studios.data.map((studio) => (
        <li key={studio._id}>
          <MyStudioCard studio={studio} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  );
}
