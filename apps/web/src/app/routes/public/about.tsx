import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction title="About Us" description="Our story, mission, vision, team and blog.">
      <ButtonLink to={paths.studios}>Browse Studios</ButtonLink>
      <ButtonLink to={paths.contact} variant="secondary">
        Contact Us
      </ButtonLink>
    </UnderConstruction>
  );
}
