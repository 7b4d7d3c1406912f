import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction title="My Bookings" description="Every studio session you have booked." />
  );
}
