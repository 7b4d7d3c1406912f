import { useParams } from 'react-router';
import { cityFromSlug } from '@studio-hive/domain';
import { PageHeader } from '../../../components/ui/page-header';
import { StudioListing } from '../../../features/studios/components/studio-listing';

/** /studios and /studios/in/{city}: the same listing screen (docs/product.md#screens). */
export function Component() {
  const { city } = useParams();
  const title = city ? `Studios in ${cityFromSlug(city)}` : 'Browse Studios';
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={title}
        description="Podcast and video recording studios across Delhi NCR. Verified by our team, booked by the hour, paid at the studio."
      />
      <StudioListing />
    </div>
  );
}
