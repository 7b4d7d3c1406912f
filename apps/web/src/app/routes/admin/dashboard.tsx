import { ButtonLink } from '../../../components/ui/button';
import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction
      title="Admin Dashboard"
      description="Pending studios, bookings and platform revenue."
    >
      <ButtonLink to="/admin/studios/pending">Pending Studios</ButtonLink>
      <ButtonLink to="/admin/bookings" variant="secondary">
        All Bookings
      </ButtonLink>
    </UnderConstruction>
  );
}
