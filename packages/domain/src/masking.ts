import { UNMASKING_STATES, type BookingState } from './booking-states';
import type { Role } from './roles';

/**
 * Who sees a studio's real name, full address, PIN code and social handle (docs/product.md#masked-studios; docs/product.md#masked-studios): its author, admins, and anyone with a booking there. Everyone else sees
 * 'Hive Studio {n}, {city}' with the location held back. The server decides; the web app only
 * shows what it was sent.
 */

export type StudioViewer = { id: string; role: Role } | null;

/**
 * Who manages a studio: its author and admins. They see it pending or approved, unmasked, with
 * its availability, and may edit (the author) or delete it.
 */
export function mayManageStudio(viewer: StudioViewer, studio: { authorId: string }): boolean {
  return !!viewer && (viewer.role === 'admin' || viewer.id === studio.authorId);
}

export function canSeeStudioDetails(
  viewer: StudioViewer,
  studio: { authorId: string },
  viewerHasBooking: boolean,
): boolean {
  return mayManageStudio(viewer, studio) || (!!viewer && viewerHasBooking);
}

/** 'Hive Studio 12, Gurgaon': `n` is the studio's stable public number. */
export function maskedStudioName(publicNumber: number, city: string): string {
  return `Hive Studio ${publicNumber}, ${city}`;
}

export const LOCATION_REVEALED_AFTER_BOOKING = 'Location revealed after booking';
export const FULL_ADDRESS_REVEALED_AFTER_BOOKING = 'Full address revealed after booking';

/**
 * The fields a masked studio carries instead of the real ones (docs/api.md#shapes). No owner id
 * either (decision 027): an owner's id is public beside their reviews, so it would link all their
 * masked studios to their name.
 */
export function maskStudio<
  T extends {
    name: string;
    author?: string | null;
    instagramUsername: string | null;
    location: { fullAddress: string | null; city: string; state: string; pinCode: string };
    isMasked: boolean;
  },
>(studio: T, publicNumber: number): T {
  // No `author` key at all: clients written for the original product read `studio.author._id`
  // whenever `author` is an object, and `typeof null` is 'object' (bench/original-frontend.md).
  const { author: _ownerId, ...shown } = studio;
  return {
    ...(shown as T),
    name: maskedStudioName(publicNumber, studio.location.city),
    instagramUsername: null,
    location: { ...studio.location, fullAddress: null, pinCode: '' },
    isMasked: true,
  };
}

/**
 * A deleted studio as its bookings keep it (decision 042): its real name, city and address, its
 * public number, and whether the booking's customer was shown it unmasked.
 */
export type DeletedStudio = {
  name: string;
  city: string;
  fullAddress: string | null;
  publicNumber: number;
  shownUnmasked: boolean;
};

/**
 * Whether a booking's customer was shown its studio's real name and address (decision 042): the
 * booking is (or was, until the studio's deletion cancelled it) confirmed, or a no-show; or the
 * same customer has such a booking at the studio, which unmasks it to them everywhere.
 */
export function customerSawStudioUnmasked(
  bookingState: BookingState,
  customersOtherStates: readonly BookingState[],
): boolean {
  return [bookingState, ...customersOtherStates].some((state) => UNMASKING_STATES.includes(state));
}

/**
 * A deleted studio's name and location as a booking's reader is told them: the customer as they
 * were last shown it ('Hive Studio 28, Noida', no address, unless it was unmasked to them), the
 * studio's side and admins as it was.
 */
export function deletedStudioAsShown(
  studio: DeletedStudio,
  viewer: 'customer' | 'owner' | 'admin',
): { name: string; location: { city: string; fullAddress: string | null } } {
  const masked = viewer === 'customer' && !studio.shownUnmasked;
  return {
    name: masked ? maskedStudioName(studio.publicNumber, studio.city) : studio.name,
    location: { city: studio.city, fullAddress: masked ? null : studio.fullAddress },
  };
}
