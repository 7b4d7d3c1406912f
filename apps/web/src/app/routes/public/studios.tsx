import { useLocation, useParams } from 'react-router';
import { cityFromSlug, cityPageTitle, STUDIOS_PAGE, type StaticPage } from '@studio-hive/domain';
import { PageHeader } from '../../../components/ui/page-header';
import { StudioListing } from '../../../features/studios/components/studio-listing';
import { serverRenderedDescription } from '../../../lib/use-document-title';

/**
 * /studios and /studios/in/{city}: the same listing screen (docs/product.md#screens), with the
 * head the server wrote: the listing's fixed one, or a city's, which counts every studio of the
 * city and so is the server's alone (decision 022): kept as served; reached by a link, the city's
 * title with the listing's description (decision 042).
 */
export function Component() {
  const { city } = useParams();
  const { pathname } = useLocation();
  const cityName = city ? cityFromSlug(city) : null;
  const page: StaticPage = cityName
    ? {
        path: pathname,
        title: cityPageTitle(cityName),
        description: serverRenderedDescription(pathname) ?? STUDIOS_PAGE.description,
      }
    : STUDIOS_PAGE;
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={cityName ? `Studios in ${cityName}` : 'Browse Studios'}
        page={page}
        description="Podcast and video recording studios across Delhi NCR. Verified by our team, booked by the hour, paid at the studio."
      />
      <StudioListing />
    </div>
  );
}
