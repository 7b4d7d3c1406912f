import { UnderConstruction } from '../../../components/ui/under-construction';
import { ButtonLink } from '../../../components/ui/button';

export function Component() {
  return (
    <UnderConstruction
      title="Studio Details"
      description="Photos, packages, equipment, amenities, reviews and the slot picker of one studio."
    >
      <ButtonLink to="/studios" variant="secondary">
        Browse Studios
      </ButtonLink>
    </UnderConstruction>
  );
}
