import { useParams } from 'react-router';
import { UnderConstruction } from '../../../components/ui/under-construction';

/** /studios/in/{city}: dashes become spaces and words are capitalised (spec section 2). */
function cityName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** /studios and /studios/in/{city}: the same listing screen. */
export function Component() {
  const { city } = useParams();
  const title = city ? `Studios in ${cityName(city)}` : 'Browse Studios';
  return (
    <UnderConstruction
      title={title}
      description="Podcast and video recording studios across Delhi NCR, with search and a city filter."
    />
  );
}
