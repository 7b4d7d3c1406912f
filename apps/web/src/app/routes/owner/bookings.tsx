import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction title="Bookings Received" description="Bookings made at your studios." />
  );
}
