import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return <UnderConstruction title="Privacy Policy" />;
}
