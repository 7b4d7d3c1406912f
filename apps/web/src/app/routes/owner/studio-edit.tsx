import { UnderConstruction } from '../../../components/ui/under-construction';

export function Component() {
  return (
    <UnderConstruction
      title="Edit Studio"
      description="Update an approved studio, its images and its availability."
    />
  );
}
