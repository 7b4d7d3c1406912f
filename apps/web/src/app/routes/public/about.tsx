import { ButtonLink } from '../../../components/ui/button';
import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction title="About Us" description="Our story, mission, vision, team and blog.">
      <ButtonLink to="/studios">Browse Studios</ButtonLink>
      <ButtonLink to="/contact" variant="secondary">
        Contact Us
      </ButtonLink>
    </UnderConstruction>
  );
}
