import { useParams } from 'react-router';
import { cityFromSlug } from '@studio-hive/domain';
import { UnderConstruction } from '../../../components/ui/under-construction';

/** /studios and /studios/in/{city}: the same listing screen. */
export function Component() {
  const { city } = useParams();
  const title = city ? `Studios in ${cityFromSlug(city)}` : 'Browse Studios';
  return (
    <UnderConstruction
      title={title}
      description="Podcast and video recording studios across Delhi NCR, with search and a city filter."
    />
  );
}
