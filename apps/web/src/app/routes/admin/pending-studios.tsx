import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction
      title="Pending Studio Approvals"
      description="Studios waiting for review, to approve or deny."
    />
  );
}
