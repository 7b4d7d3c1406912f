import { UnderConstruction } from '../../../components/ui/under-construction';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <UnderConstruction
      title="Turn your room into a podcast studio"
      documentTitle="List Your Studio"
      description="Tell us about your space and we will help you set it up and list it."
    >
      <ButtonLink to={paths.signup}>Sign Up as a Studio Partner</ButtonLink>
      <ButtonLink to={paths.ownerLogin} variant="secondary">
        Studio Owner Login
      </ButtonLink>
    </UnderConstruction>
  );
}
