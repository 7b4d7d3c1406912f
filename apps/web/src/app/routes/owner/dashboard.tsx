import { ButtonLink } from '../../../components/ui/button';
import { UnderConstruction } from '../../../components/ui/under-construction';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <UnderConstruction
      title="Studio Owner Dashboard"
      description="Your studios, approvals, bookings and revenue."
    >
      <ButtonLink to={paths.ownerStudioNew}>Add Studio</ButtonLink>
      <ButtonLink to={paths.ownerStudios} variant="secondary">
        My Studios
      </ButtonLink>
    </UnderConstruction>
  );
}
