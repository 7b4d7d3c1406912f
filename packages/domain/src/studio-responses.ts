import { z } from 'zod/mini';
import { DEPOSIT_TYPES } from './deposits';
import { BOOKING_MODES } from './booking-states';

/**
 * The studio as the API returns it (docs/api.md#shapes): the API's response schemas and the web
 * app's parsing of what it receives. Authoring and the listing query are in studios.ts, the
 * messages in studio-messages.ts.
 *
 * zod/mini only, never 'zod', and nothing else: the web app loads these schemas beside a page's
 * first request, not with the page (docs/decisions/014).
 */

export const studioPackageSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
});

export const studioAddonSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  maxQuantity: z.number(),
});

export const availabilityDaySchema = z.object({
  date: z.string(),
  slots: z.array(
    z.object({
      hour: z.number(),
      isAvailable: z.boolean(),
      /** The owner's view: booked ('confirmed') or asked for ('requested') by a customer. */
      held: z.optional(z.enum(['confirmed', 'requested'])),
      /** The owner's view: the labels of the imported calendars that have the hour busy. */
      busy: z.optional(z.array(z.string())),
    }),
  ),
});

export const ratingSummarySchema = z.object({ average: z.number(), count: z.number() });

export const studioSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  pricePerHour: z.nullable(z.number()),
  images: z.array(z.string()),
  /** Card-sized versions of `images`, same order (listing cards load these). */
  cardImages: z.array(z.string()),
  /**
   * Gallery-sized versions of `images` (at most GALLERY_WIDTH wide), same order, which a studio's
   * page offers phones: a photo stored before decision 056 has its full size here.
   */
  galleryImages: z.array(z.string()),
  youtubeLinks: z.array(z.string()),
  instagramUsername: z.nullable(z.string()),
  area: z.nullable(z.number()),
  equipments: z.array(z.string()),
  amenities: z.array(z.string()),
  rules: z.string(),
  minimumDurationHours: z.number(),
  /** Instant or on request, and the customers' online cancellation window (decision 025). */
  bookingMode: z.enum(BOOKING_MODES),
  cancellationHours: z.number(),
  /**
   * The deposit it asks to hold a booking (decision 052): none, a fixed amount or a percentage
   * (`value`, null for none), and the minutes a customer has to pay it (the API's DEPOSIT_MINUTES).
   */
  deposit: z.object({
    type: z.enum(DEPOSIT_TYPES),
    value: z.nullable(z.number()),
    payWithinMinutes: z.number(),
  }),
  operationalHours: z.object({ start: z.nullable(z.number()), end: z.nullable(z.number()) }),
  packages: z.array(studioPackageSchema),
  addons: z.array(studioAddonSchema),
  location: z.object({
    fullAddress: z.nullable(z.string()),
    city: z.string(),
    state: z.string(),
    pinCode: z.string(),
  }),
  /** The owner's id; absent on a masked studio (decision 027). */
  author: z.optional(z.string()),
  approved: z.boolean(),
  createdAt: z.string(),
  ratingSummary: ratingSummarySchema,
  isMasked: z.boolean(),
});
export type Studio = z.infer<typeof studioSchema>;

/**
 * An approved studio's public facts as its owner changed them, waiting for an admin (decision
 * 030): the whole set as it would be listed, photos in order (kept and new ones).
 */
export const pendingStudioChangeSchema = z.object({
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  cardImages: z.array(z.string()),
  youtubeLinks: z.array(z.string()),
  location: z.object({
    fullAddress: z.string(),
    city: z.string(),
    state: z.string(),
    pinCode: z.string(),
  }),
  submittedAt: z.string(),
});
export type PendingStudioChange = z.infer<typeof pendingStudioChangeSchema>;

/**
 * The owner's and admins' view also carries the availability, the studio's own contact number
 * (null: customers get the owner's verified phone) and its change waiting for review.
 */
export const studioWithAvailabilitySchema = z.extend(studioSchema, {
  availability: z.array(availabilityDaySchema),
  contactPhone: z.nullable(z.string()),
  /** Where customers pay its deposits; customers see it only in their own booking's payment link. */
  upiId: z.nullable(z.string()),
  /** Confirmed bookings and open requests not yet over: deleting the studio cancels them. */
  upcomingBookings: z.number(),
  /** Null when none: the studio is listed as it is (decision 030). */
  pendingChange: z.nullable(pendingStudioChangeSchema),
});
export type StudioWithAvailability = z.infer<typeof studioWithAvailabilitySchema>;

export const studioResultSchema = z.object({ studio: studioSchema });
export const studioWriteResultSchema = z.object({
  studio: studioWithAvailabilitySchema,
  message: z.string(),
});
export const studioListSchema = z.array(studioSchema);

/**
 * A studio as a listing card shows it (GET /studio?view=card, docs/api.md): what the listing and
 * the home page draw, a fifth of the whole studio's bytes, which every such page also carries as
 * its data for hydration (decision 050).
 */
export const studioCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  pricePerHour: z.nullable(z.number()),
  /** With the price, the cheapest session the card shows. */
  minimumDurationHours: z.number(),
  cardImages: z.array(z.string()),
  location: z.object({ city: z.string() }),
  approved: z.boolean(),
  ratingSummary: ratingSummarySchema,
  isMasked: z.boolean(),
});
export type StudioCard = z.infer<typeof studioCardSchema>;
export const studioCardListSchema = z.array(studioCardSchema);

/** The card of a studio as the API sent it to this viewer (masked or not, as `studio` is). */
export function toStudioCard(studio: Studio): StudioCard {
  const { _id, name, pricePerHour, minimumDurationHours, cardImages, location } = studio;
  const { approved, ratingSummary, isMasked } = studio;
  return {
    _id,
    name,
    pricePerHour,
    minimumDurationHours,
    cardImages,
    location: { city: location.city },
    approved,
    ratingSummary,
    isMasked,
  };
}
export const studioWithAvailabilityListSchema = z.array(studioWithAvailabilitySchema);
export const cityListSchema = z.array(z.string());
