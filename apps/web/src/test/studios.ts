import type { Studio, StudioWithAvailability } from '@studio-hive/domain';

let counter = 0;

/** A studio as the API sends it (docs/api.md "Shapes"), approved and unmasked unless overridden. */
export function studioFixture(overrides: Partial<Studio> = {}): Studio {
  counter += 1;
  const id = overrides._id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const images = overrides.images ?? [`/uploads/${id}/1.webp`];
  return {
    _id: id,
    name: `Studio ${counter}`,
    description: 'A quiet room for podcasts and interviews.',
    pricePerHour: 1500,
    images,
    cardImages: [`/uploads/${id}/1-card.webp`],
    // As the API names them for photos stored before decision 056: the full sizes.
    galleryImages: images,
    youtubeLinks: [],
    instagramUsername: null,
    area: 300,
    equipments: ['Microphone (XLR)', 'Audio Interface'],
    amenities: ['Wi-Fi', 'Air Conditioning'],
    rules: 'No food inside the booth.',
    minimumDurationHours: 1,
    bookingMode: 'instant',
    cancellationHours: 24,
    deposit: { type: 'none', value: null, payWithinMinutes: 60 },
    operationalHours: { start: 9, end: 18 },
    packages: [
      { key: '1 Cam', name: '1 Camera', description: 'Basic single camera setup', price: 1500 },
      { key: '2 Cam', name: '2 Cameras', description: 'Dual camera angles', price: 2500 },
      { key: '3 Cam', name: '3 Cameras', description: 'Full setup with 3 cameras', price: 3500 },
    ],
    addons: [],
    location: {
      fullAddress: '12 MG Road',
      city: 'Gurgaon',
      state: 'Haryana',
      pinCode: '122001',
    },
    author: 'user-owner',
    approved: true,
    createdAt: '2026-01-10T06:30:00.000Z',
    ratingSummary: { average: 0, count: 0 },
    isMasked: false,
    ...overrides,
  };
}

/** The owner's and admins' view of a studio: with its availability. */
export function studioWithAvailabilityFixture(
  overrides: Partial<StudioWithAvailability> = {},
): StudioWithAvailability {
  return {
    ...studioFixture(overrides),
    availability: overrides.availability ?? [
      { date: '2026-02-01', slots: [{ hour: 9, isAvailable: true }] },
    ],
    contactPhone: overrides.contactPhone ?? null,
    upiId: overrides.upiId ?? null,
    upcomingBookings: overrides.upcomingBookings ?? 0,
    pendingChange: overrides.pendingChange ?? null,
  };
}
