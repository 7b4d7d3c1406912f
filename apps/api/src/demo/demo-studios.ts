import {
  addDays,
  generateAvailability,
  type AvailabilityDay,
  type PackageKey,
} from '@studio-hive/domain';
import demoStudios from '../../demo-data/studios.json';

/**
 * The demo studio catalogue for `npm start` (on a new data directory) and `npm run seed:demo`:
 * 24 approved studios across Delhi NCR and 3 waiting for approval, owned by the demo owners of
 * demo-logins.ts. The studios are data (apps/api/demo-data/studios.json, bundled into the server
 * by the build); each entry is the raw submission the API accepts (the studio form's fields, as
 * `validateStudioSubmission` takes them) less the availability, which is generated at seed time
 * for the coming 4 weeks from the studio's hours (`demoStudioSubmission`). Pictures are rendered
 * at seed time from their committed drawings (apps/api/demo-data/pictures, decision 044). Kept
 * free of server imports.
 */

export const DEMO_CITIES = ['New Delhi', 'Gurgaon', 'Noida', 'Ghaziabad', 'Faridabad'] as const;
export type DemoCity = (typeof DEMO_CITIES)[number];

/** State and the PIN code prefix of each city's addresses. */
export const DEMO_CITY_FACTS: Readonly<Record<DemoCity, { state: string; pinPrefix: string }>> = {
  'New Delhi': { state: 'Delhi', pinPrefix: '1100' },
  Gurgaon: { state: 'Haryana', pinPrefix: '1220' },
  Noida: { state: 'Uttar Pradesh', pinPrefix: '2013' },
  Ghaziabad: { state: 'Uttar Pradesh', pinPrefix: '2010' },
  Faridabad: { state: 'Haryana', pinPrefix: '1210' },
};

/** Days of availability generated from today on (today included). */
export const DEMO_AVAILABILITY_DAYS = 28;

export type DemoPackage = { key: PackageKey; price: number; name?: string; description?: string };
export type DemoAddon = {
  key: string;
  name: string;
  description: string;
  price: number;
  maxQuantity: number;
};

/** What an owner submits on the studio form, without the availability. */
export type DemoStudioFields = {
  name: string;
  description: string;
  area: number;
  rules: string;
  equipments: string[];
  amenities: string[];
  minimumDurationHours: number;
  operationalHours: { start: number; end: number };
  packages: DemoPackage[];
  addons: DemoAddon[];
  location: { fullAddress: string; city: DemoCity; state: string; pinCode: string };
  youtubeLinks: string[];
  instagramUsername?: string;
  /** Decision 025: 'request' makes the owner accept each booking; unset, instant. */
  bookingMode?: 'instant' | 'request';
  cancellationHours?: number;
  /** Decision 052: a deposit over UPI, with the address to pay it to; unset, none. */
  deposit?: { type: 'fixed' | 'percent'; value: number };
  upiId?: string;
};

export type DemoStudio = {
  /** One of the owner accounts of demo-logins.ts. */
  ownerEmail: string;
  approved: boolean;
  /** Listed this many days before the seed (createdAt), so "newest first" looks lived in. */
  listedDaysAgo: number;
  /** Number of generated pictures (1..4). */
  imageCount: number;
  /** Hours the owner has switched off: a weekly day off (0 = Sunday .. 6) and daily breaks. */
  closedWeekday?: number;
  breakHours?: number[];
  fields: DemoStudioFields;
};

export const DEMO_STUDIOS = demoStudios as readonly DemoStudio[];

/** Weekday (0 = Sunday .. 6) of a 'yyyy-MM-dd' date. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The availability of a demo studio from `today` (IST) for DEMO_AVAILABILITY_DAYS days: one
 * slot per opening hour (`generateAvailability`), with the owner's day off and breaks switched
 * off.
 */
export function demoAvailability(studio: DemoStudio, today: string): AvailabilityDay[] {
  const { operationalHours, minimumDurationHours } = studio.fields;
  const generated = generateAvailability({
    startDate: today,
    endDate: addDays(today, DEMO_AVAILABILITY_DAYS - 1),
    openingHour: operationalHours.start,
    closingHour: operationalHours.end,
    minimumDurationHours,
    today,
  });
  if (!generated.ok) throw new Error(`${studio.fields.name}: ${generated.message}`);
  const breaks = new Set(studio.breakHours ?? []);
  return generated.days.map((day) => {
    const closed = weekday(day.date) === studio.closedWeekday;
    return {
      date: day.date,
      slots: day.slots.map((slot) => ({
        hour: slot.hour,
        isAvailable: !closed && !breaks.has(slot.hour),
      })),
    };
  });
}

/** The raw submission of a demo studio as the API takes it, availability from `today` on. */
export function demoStudioSubmission(
  studio: DemoStudio,
  today: string,
): DemoStudioFields & { availability: AvailabilityDay[] } {
  return { ...studio.fields, availability: demoAvailability(studio, today) };
}
