import { ButtonLink } from '../../../components/ui/button';
import { UnderConstruction } from '../../../components/ui/under-construction';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <UnderConstruction
      title="Admin Dashboard"
      description="Pending studios, bookings and platform revenue."
    >
      <ButtonLink to={paths.adminPendingStudios}>Pending Studios</ButtonLink>
      <ButtonLink to={paths.adminBookings} variant="secondary">
        All Bookings
      </ButtonLink>
    </UnderConstruction>
  );
}
