import { UnderConstruction } from '../../../components/ui/under-construction';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <UnderConstruction
      title="Frequently Asked Questions"
      documentTitle="Help Center"
      description="Answers about booking, studio management, accounts and more."
    >
      <ButtonLink to={paths.contact} variant="secondary">
        Contact Us
      </ButtonLink>
    </UnderConstruction>
  );
}
