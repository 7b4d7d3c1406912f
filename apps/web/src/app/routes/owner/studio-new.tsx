import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction
      title="Add New Studio"
      description="List a studio; it stays pending until an admin approves it."
    />
  );
}
