import { ButtonLink } from '../../../components/ui/button';
import { UnderConstruction } from '../../../components/ui/under-construction';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';

export function Component() {
  const { session } = useSession();
  // Greeting with the first word of the user's name (spec section 2, "Customer dashboard").
  const firstName = session?.user.name.trim().split(/\s+/)[0];
  return (
    <UnderConstruction
      title={firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      documentTitle="Customer Dashboard"
      description="Your bookings, upcoming sessions and spending at a glance."
    >
      <ButtonLink to={paths.studios}>Browse Studios</ButtonLink>
      <ButtonLink to={paths.customerBookings} variant="secondary">
        My Bookings
      </ButtonLink>
    </UnderConstruction>
  );
}
