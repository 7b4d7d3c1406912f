import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return <UnderConstruction title="All Bookings" description="Every booking on the platform." />;
}
