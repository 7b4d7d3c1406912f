import type { StudioWithAvailability } from './studio-responses';

/**
 * An approved studio's public facts, which its owner's edit changes only through an admin's review
 * (decision 030), as the owner's and admins' screens name them.
 */
export const STUDIO_FACT_LABELS = {
  name: 'Name',
  description: 'Description',
  photos: 'Photos',
  videos: 'Videos',
  address: 'Address',
} as const;
export type StudioFact = keyof typeof STUDIO_FACT_LABELS;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** The facts the studio's pending change alters, in the form's order; none without one. */
export function changedStudioFacts(
  studio: Pick<
    StudioWithAvailability,
    'name' | 'description' | 'images' | 'youtubeLinks' | 'location' | 'pendingChange'
  >,
): StudioFact[] {
  const change = studio.pendingChange;
  if (!change) return [];
  const listed = studio.location;
  const addressChanged =
    change.location.fullAddress !== listed.fullAddress ||
    change.location.city !== listed.city ||
    change.location.state !== listed.state ||
    change.location.pinCode !== listed.pinCode;
  const changed: Record<StudioFact, boolean> = {
    name: change.name !== studio.name,
    description: change.description !== studio.description,
    photos: !sameList(change.images, studio.images),
    videos: !sameList(change.youtubeLinks, studio.youtubeLinks),
    address: addressChanged,
  };
  return (Object.keys(STUDIO_FACT_LABELS) as StudioFact[]).filter((fact) => changed[fact]);
}

/**
 * What an owner's card says of a pending change (docs/product.md#my-studios): 'The new name shows
 * once an admin approves it.', 'The new name and address show once an admin approves them.',
 * 'The new name, description and photos show …'; 'The new photos show …' (a plural noun).
 */
export function pendingChangeSentence(facts: readonly StudioFact[]): string {
  if (facts.length === 0) return 'The changes show once an admin approves them.';
  const names = facts.map((fact) => STUDIO_FACT_LABELS[fact].toLowerCase());
  const listed =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const one = facts.length === 1 && !PLURAL_FACTS.has(facts[0]!);
  return one
    ? `The new ${listed} shows once an admin approves it.`
    : `The new ${listed} show once an admin approves them.`;
}

/** Facts named by a plural noun: 'the new photos show'. */
const PLURAL_FACTS: ReadonlySet<StudioFact> = new Set(['photos', 'videos']);
