import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { studioPricePerHour, studioRequirementError, validateStudioSubmission } from './studios';
import { STUDIO_MESSAGES } from './studio-messages';

const today = '2026-11-23';

/** A complete, valid submission as the add form sends it (docs/api.md#studios). */
const valid = () => ({
  name: '  Echo Room  ',
  description: 'A treated room.\nTwo mics.',
  area: '450',
  rules: 'No smoking',
  equipments: ['Microphone (XLR)', ' Ring light ', 'ring light'],
  amenities: ['Wi-Fi'],
  minimumDurationHours: '2',
  operationalHours: { start: 9, end: 18 },
  packages: [
    { key: '3 Cam', price: 3000 },
    { key: '1 Cam', price: 1500, name: '', description: '' },
    { key: '2 Cam', price: '2000' },
    { key: 'No Cam', price: 0 },
  ],
  addons: [{ key: 'editing', name: 'Editing', price: 500, maxQuantity: 3 }],
  location: { fullAddress: '12 MG Road', city: 'Gurgaon', state: 'Haryana', pinCode: '122001' },
  availability: [
    { date: '2026-11-24', slots: [{ hour: 9, isAvailable: true }] },
    { date: '2026-11-22', slots: [{ hour: 9, isAvailable: true }] },
  ],
  youtubeLinks: ['https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc', ''],
  instagramUsername: '@echo.room',
});

const add = { mode: 'add' as const, imageCount: 2, today };
const messageOf = (raw: unknown, context: Parameters<typeof validateStudioSubmission>[1] = add) => {
  const result = validateStudioSubmission(raw, context);
  return result.ok ? null : result.message;
};

describe('validateStudioSubmission', () => {
  it('accepts a complete studio and normalises it', () => {
    const result = validateStudioSubmission(valid(), add);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      name: 'Echo Room',
      area: 450,
      minimumDurationHours: 2,
      equipments: ['Microphone (XLR)', 'Ring light'],
      // Priced packages only, in the fixed order, with default names and descriptions.
      packages: [
        { key: '1 Cam', name: '1 Camera', description: 'Basic single camera setup', price: 1500 },
        { key: '2 Cam', name: '2 Cameras', description: 'Dual camera angles', price: 2000 },
        { key: '3 Cam', name: '3 Cameras', description: 'Full setup with 3 cameras', price: 3000 },
      ],
      addons: [{ key: 'editing', name: 'Editing', description: '', price: 500, maxQuantity: 3 }],
      // Past days are dropped.
      availability: [{ date: '2026-11-24', slots: [{ hour: 9, isAvailable: true }] }],
      youtubeLinks: ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      instagramUsername: 'echo.room',
    });
  });

  it('checks the five rules of docs/product.md#studio-validation in their order', () => {
    const everythingMissing = { name: ' ', packages: [], location: {}, availability: [] };
    expect(messageOf(everythingMissing, { ...add, imageCount: 0 })).toBe('Studio name is required');
    expect(messageOf({ ...everythingMissing, name: 'X' }, { ...add, imageCount: 0 })).toBe(
      'Prices for 1, 2, and 3 Cam packages are required',
    );
    const priced = { ...valid(), location: { ...valid().location, state: '' }, availability: [] };
    expect(messageOf(priced, { ...add, imageCount: 0 })).toBe('All location fields are required');
    expect(messageOf({ ...valid(), availability: [] }, { ...add, imageCount: 0 })).toBe(
      'Please generate and confirm availability',
    );
    expect(messageOf(valid(), { ...add, imageCount: 0 })).toBe('Please upload at least one image');
    expect(messageOf(valid(), { ...add, imageCount: 6 })).toBe(
      'You can upload a maximum of 5 images',
    );
  });

  it('does not ask for availability on edit and counts kept images with new ones', () => {
    const edit = { mode: 'edit' as const, imageCount: 1, today };
    expect(messageOf({ ...valid(), availability: [] }, edit)).toBeNull();
    expect(messageOf(valid(), { ...edit, imageCount: 6 })).toBe(
      'You can have a maximum of 5 images in total.',
    );
  });

  it('wants a positive price for each of 1, 2 and 3 Cam, No Cam optional', () => {
    const withPrices = (prices: Record<string, unknown>) => ({
      ...valid(),
      packages: Object.entries(prices).map(([key, price]) => ({ key, price })),
    });
    expect(messageOf(withPrices({ '1 Cam': 1, '2 Cam': 1, '3 Cam': 1 }))).toBeNull();
    expect(messageOf(withPrices({ '1 Cam': 1, '2 Cam': 0, '3 Cam': 1 }))).toBe(
      STUDIO_MESSAGES.pricesRequired,
    );
    expect(messageOf(withPrices({ '1 Cam': 1, '2 Cam': '', '3 Cam': 1 }))).toBe(
      STUDIO_MESSAGES.pricesRequired,
    );
    expect(messageOf(withPrices({ '1 Cam': 1, '2 Cam': 1, '3 Cam': 1, 'No Cam': -5 }))).toBe(
      'Area and prices cannot be negative.',
    );
    expect(
      messageOf({ ...valid(), packages: [...valid().packages, { key: '1 Cam', price: 9 }] }),
    ).toBe('Each camera package can be given only once.');
    expect(
      messageOf({
        ...valid(),
        packages: [...valid().packages.slice(0, 3), { key: '4 Cam', price: 9 }],
      }),
    ).toBe('Unknown camera package.');
  });

  it('refuses bad add-ons, areas, hours, durations, PIN codes, links and handles', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ addons: [{ key: '', name: 'Editing', price: 5 }] }, STUDIO_MESSAGES.addonInvalid],
      [{ addons: [{ key: 'e', name: 'Editing' }] }, STUDIO_MESSAGES.addonInvalid],
      [
        { addons: [{ key: 'e', name: 'Editing', price: 5, maxQuantity: 0 }] },
        'Max quantity must be at least 1.',
      ],
      [
        {
          addons: [
            { key: 'e', name: 'A', price: 5 },
            { key: 'E', name: 'B', price: 5 },
          ],
        },
        STUDIO_MESSAGES.duplicateAddon,
      ],
      [{ area: -1 }, 'Area and prices cannot be negative.'],
      [{ area: 'big' }, 'Area must be a whole number of square feet.'],
      [
        { operationalHours: { start: 18, end: 9 } },
        'Invalid operational hours. Please set a valid time range.',
      ],
      [
        { operationalHours: { start: 24, end: 24 } },
        'Invalid operational hours. Please set a valid time range.',
      ],
      [
        { operationalHours: { start: 0, end: 25 } },
        'Invalid operational hours. Please set a valid time range.',
      ],
      [{ minimumDurationHours: 9 }, 'Minimum booking must be from 1 to 8 hours.'],
      [{ minimumDurationHours: 0 }, 'Minimum booking must be from 1 to 8 hours.'],
      [{ location: { ...valid().location, pinCode: '12345' } }, 'PIN code must be 6 digits'],
      [
        { availability: [{ date: '2026-11-24', slots: [{ hour: 24, isAvailable: true }] }] },
        'Availability hours must be from 0 to 23.',
      ],
      [
        { availability: [{ date: '2027-03-01', slots: [{ hour: 9, isAvailable: true }] }] },
        'Availability can be set from today up to 3 months ahead.',
      ],
      [
        { youtubeLinks: ['https://www.youtube.com/channel/UC4R8DWoMoI7CAwX8_LjQHig'] },
        STUDIO_MESSAGES.youtube,
      ],
      [
        { youtubeLinks: ['javascript:alert(1)//https://www.youtube.com/embed/dQw4w9WgXcQ'] },
        STUDIO_MESSAGES.youtube,
      ],
      [
        {
          youtubeLinks: [
            'https://www.youtube.com/embed/dQw4w9WgXcQ',
            'https://www.youtube.com/embed/dQw4w9WgXcQ',
            'https://www.youtube.com/embed/dQw4w9WgXcQ',
          ],
        },
        'At most 2 video links can be added.',
      ],
      [{ instagramUsername: 'https://instagram.com/echo' }, STUDIO_MESSAGES.instagram],
      [{ instagramUsername: '<script>' }, STUDIO_MESSAGES.instagram],
      [{ name: 'Echo\u0000Room' }, 'The studio name contains characters that are not allowed.'],
      [{ name: 'Echo\u202eRoom' }, 'The studio name contains characters that are not allowed.'],
      // Add-on keys and names reach e-mails and calendar files: no line breaks, no bidi controls.
      [
        { addons: [{ key: 'edit\r\nBcc: x', name: 'Editing', price: 700 }] },
        'An add-on key contains characters that are not allowed.',
      ],
      [
        { addons: [{ key: 'edit', name: 'Editing\u202e', price: 700 }] },
        'An add-on name contains characters that are not allowed.',
      ],
    ];
    for (const [overrides, message] of cases) {
      expect(messageOf({ ...valid(), ...overrides }), JSON.stringify(overrides)).toBe(message);
    }
  });

  it('refuses every invisible format character (Unicode Cf) in a name or key of the studio', () => {
    // Zero-width space and joiners, soft hyphen, word joiner, byte order mark, a bidi isolate.
    const invisible = ['\u200b', '\u200c', '\u200d', '\u00ad', '\u2060', '\ufeff', '\u2066'];
    const fields: [string, (mark: string) => Record<string, unknown>][] = [
      ['The studio name', (mark) => ({ name: `Echo${mark}Room` })],
      [
        'A package name',
        (mark) => ({
          packages: [
            { key: '3 Cam', price: 3000, name: `Tr${mark}io` },
            ...valid().packages.slice(1),
          ],
        }),
      ],
      [
        'An add-on key',
        (mark) => ({ addons: [{ key: `ed${mark}it`, name: 'Editing', price: 1 }] }),
      ],
      [
        'An add-on name',
        (mark) => ({ addons: [{ key: 'edit', name: `Ed${mark}iting`, price: 1 }] }),
      ],
      ['An equipment or amenity entry', (mark) => ({ equipments: [`M${mark}ic`] })],
      ['An equipment or amenity entry', (mark) => ({ amenities: [`Wi${mark}Fi`] })],
      ['The city', (mark) => ({ location: { ...valid().location, city: `Pu${mark}ne` } })],
      ['The state', (mark) => ({ location: { ...valid().location, state: `G${mark}oa` } })],
    ];
    for (const [what, withMark] of fields) {
      for (const mark of invisible) {
        const overrides = withMark(mark);
        expect(messageOf({ ...valid(), ...overrides }), JSON.stringify(overrides)).toBe(
          `${what} contains characters that are not allowed.`,
        );
      }
    }
    // Descriptions are prose, not names: a joiner that shapes an Indian script stays.
    expect(validateStudioSubmission({ ...valid(), description: 'क्\u200dष' }, add).ok).toBe(true);
  });

  it('reads an empty or missing area as not given', () => {
    for (const area of ['', '  ', null, undefined]) {
      const result = validateStudioSubmission({ ...valid(), area }, add);
      expect(result.ok && result.value.area, String(area)).toBeNull();
    }
  });

  it('skips availability entries with a missing or invalid date', () => {
    const result = validateStudioSubmission(
      {
        ...valid(),
        availability: [
          { slots: [{ hour: 9 }] },
          { date: '2026-02-30', slots: [] },
          { date: '2026-11-25', slots: [{ hour: 10 }] },
        ],
      },
      add,
    );
    expect(result.ok && result.value.availability).toEqual([
      { date: '2026-11-25', slots: [{ hour: 10, isAvailable: true }] },
    ]);
  });

  it('never throws, whatever the client sends', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 0, max: 7 }), (raw, imageCount) => {
        const result = validateStudioSubmission(raw, { ...add, imageCount });
        return result.ok || typeof result.message === 'string';
      }),
    );
  });
});

describe('studioRequirementError', () => {
  it('names the field of the first failing rule', () => {
    expect(studioRequirementError({}, add)).toEqual({
      field: 'name',
      message: 'Studio name is required',
    });
    expect(studioRequirementError(null, add)?.field).toBe('name');
  });
});

describe('studioPricePerHour', () => {
  it('is the lowest priced package, null when none is priced', () => {
    expect(studioPricePerHour([{ price: 3000 }, { price: 1500 }, { price: 0 }])).toBe(1500);
    expect(studioPricePerHour([])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1 }), (prices) => {
        const result = studioPricePerHour(prices.map((price) => ({ price })));
        return result === Math.min(...prices);
      }),
    );
  });
});
