/** The 15 fixed equipment choices, in the order of docs/product.md#studios. */
export const EQUIPMENT_CHOICES = [
  'Microphone (XLR)',
  'Audio Interface',
  'Headphones (Closed-Back)',
  'Mic Stand / Boom Arm',
  'Pop Filter / Windscreen',
  'Digital Audio Workstation (DAW) Software',
  'Portable Recorder',
  'Acoustic Panels / Soundproofing',
  'Mixer (for multiple mics)',
  'Headphone Amplifier',
  'Webcam (for video podcasts)',
  'XLR Cables',
  'USB Cables',
  'External SSD (Backup Storage)',
  'Shock Mount (for mic stability)',
] as const;

/** The 15 fixed amenity choices, in the order of docs/product.md#studios. */
export const AMENITY_CHOICES = [
  'Wi-Fi',
  'Air Conditioning',
  'Restroom',
  'Waiting Area',
  'Free Parking',
  'Wheelchair Accessible',
  'Coffee/Tea',
  'Water Dispenser',
  'Snacks for Purchase',
  'Lounge Area',
  'Changing Room',
  'Green Screen',
  'Teleprompter',
  'Lighting Equipment',
  'On-site Staff',
] as const;

/**
 * Adds a custom amenity or piece of equipment (docs/product.md#studios: custom entries are trimmed and must
 * not duplicate). Returns a new list; the same entries when the text is empty or already present,
 * compared case-insensitively ('wi-fi' does not add a second 'Wi-Fi').
 */
export function addCustomChoice(list: readonly string[], entry: string): string[] {
  const trimmed = entry.trim();
  if (trimmed === '') return [...list];
  const wanted = trimmed.toLowerCase();
  if (list.some((existing) => existing.trim().toLowerCase() === wanted)) return [...list];
  return [...list, trimmed];
}
