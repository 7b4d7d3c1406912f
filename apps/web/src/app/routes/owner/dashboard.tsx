import { ButtonLink } from '../../../components/ui/button';
import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction
      title="Studio Owner Dashboard"
      description="Your studios, approvals, bookings and revenue."
    >
      <ButtonLink to="/owner/studios/new">Add Studio</ButtonLink>
      <ButtonLink to="/owner/studios" variant="secondary">
        My Studios
      </ButtonLink>
    </UnderConstruction>
  );
}
