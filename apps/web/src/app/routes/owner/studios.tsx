import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction
      title="My Studios"
      description="The studios you have listed, approved and pending."
    />
  );
}
