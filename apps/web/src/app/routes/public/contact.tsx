import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction
      title="Contact Us"
      description="Send us a message; support replies within 24 hours, Monday to Friday."
    />
  );
}
