import { and, asc, avg, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import {
  EXPIRING_STATES,
  maskStudio,
  depositSetting,
  type DepositSetting,
  type AvailabilityDay,
  type HeldHour,
  type PendingStudioChange,
  type Studio,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import type { Executor } from '../../db/transaction';
import { avifKeyOf, galleryKeyOf, withImageUrlsFor } from '../../storage/image-store';
import { countUpcomingBookings, holdIsLive } from '../bookings/booking-holds';
import { loadBusyHours } from '../calendars/imported-busy-hours';
import {
  bookingHours,
  bookings,
  reviews,
  studioAddons,
  studioImages,
  studioPackages,
  studioPendingChanges,
  studioSlots,
  studios,
} from '../../db/schema';

/**
 * A studio as stored, gathered from its tables, with both of the views a viewer can get: the
 * full one and the masked one. Only `toStudioJson` decides which leaves the server.
 */
export type StudioRecord = {
  id: string;
  publicNumber: number;
  authorId: string;
  approved: boolean;
  createdAt: Date;
  /** Lower-cased text a masked viewer may search: what they see (masked name, description). */
  maskedSearchText: string;
  /** Lower-cased real name and description, for viewers who see the studio unmasked. */
  fullSearchText: string;
  /** Lower-cased city, what the listing's city filter compares. */
  cityKey: string;
  imageKeys: string[];
  full: StoredStudio;
  /** The studio's own number for its customers (null: the owner's); its manage view only. */
  contactPhone: string | null;
  /** Where its deposits are paid; its manage view only (customers see it in their payment link). */
  upiId: string | null;
};

/** A studio as stored: its deposit setting without the minutes to pay, which are the API's setting. */
export type StoredStudio = Omit<Studio, 'deposit'> & { deposit: DepositSetting };

/** What a studio's response adds to the stored studio: the images' origin and DEPOSIT_MINUTES. */
export type StudioView = { publicUrl?: string | undefined; depositMinutes: number };

type StudioRow = typeof studios.$inferSelect;

/** Studios matching `where`, in `orderBy` order, with packages, add-ons, images and ratings. */
export async function loadStudioRecords(
  db: Executor,
  where: SQL | undefined,
  order: 'newest' | 'oldest' = 'newest',
): Promise<StudioRecord[]> {
  const rows = await db
    .select()
    .from(studios)
    .where(where)
    .orderBy(
      order === 'newest' ? desc(studios.createdAt) : asc(studios.createdAt),
      order === 'newest' ? desc(studios.publicNumber) : asc(studios.publicNumber),
    );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [packages, addons, images, ratings] = await Promise.all([
    db.select().from(studioPackages).where(inArray(studioPackages.studioId, ids)),
    db
      .select()
      .from(studioAddons)
      .where(inArray(studioAddons.studioId, ids))
      .orderBy(asc(studioAddons.position)),
    db
      .select()
      .from(studioImages)
      .where(inArray(studioImages.studioId, ids))
      .orderBy(asc(studioImages.position)),
    db
      .select({ studioId: reviews.studioId, average: avg(reviews.rating), count: count() })
      .from(reviews)
      .where(inArray(reviews.studioId, ids))
      .groupBy(reviews.studioId),
  ]);
  const group = <T extends { studioId: string | null }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) {
      if (!item.studioId) continue;
      const entry = map.get(item.studioId);
      if (entry) entry.push(item);
      else map.set(item.studioId, [item]);
    }
    return map;
  };
  const packagesBy = group(packages);
  const addonsBy = group(addons);
  const imagesBy = group(images);
  const ratingBy = new Map(ratings.map((r) => [r.studioId, r]));
  const packageOrder = ['No Cam', '1 Cam', '2 Cam', '3 Cam'];

  return rows.map((row) => {
    const rating = ratingBy.get(row.id);
    const studioImagesOfRow = imagesBy.get(row.id) ?? [];
    const full: StoredStudio = {
      _id: row.id,
      name: row.name,
      description: row.description,
      pricePerHour: row.pricePerHour,
      images: studioImagesOfRow.map((image) => image.url),
      cardImages: studioImagesOfRow.map((image) => image.thumbnailUrl ?? image.url),
      galleryImages: studioImagesOfRow.map((image) => image.galleryUrl ?? image.url),
      youtubeLinks: row.youtubeLinks,
      instagramUsername: row.instagramUsername,
      area: row.area,
      equipments: row.equipments,
      amenities: row.amenities,
      rules: row.rules,
      minimumDurationHours: row.minimumDurationHours,
      bookingMode: row.bookingMode,
      cancellationHours: row.cancellationHours,
      deposit: depositSetting(row.depositType, row.depositValue),
      operationalHours: { start: row.openingHour, end: row.closingHour },
      packages: (packagesBy.get(row.id) ?? [])
        .sort((a, b) => packageOrder.indexOf(a.key) - packageOrder.indexOf(b.key))
        .map(({ key, name, description, price }) => ({ key, name, description, price })),
      addons: (addonsBy.get(row.id) ?? []).map(
        ({ key, name, description, price, maxQuantity }) => ({
          key,
          name,
          description,
          price,
          maxQuantity,
        }),
      ),
      location: {
        fullAddress: row.fullAddress,
        city: row.city,
        state: row.state,
        pinCode: row.pinCode,
      },
      author: row.authorId,
      approved: row.approved,
      createdAt: row.createdAt.toISOString(),
      ratingSummary: {
        average: rating?.average ? Math.round(Number(rating.average) * 10) / 10 : 0,
        count: rating?.count ?? 0,
      },
      isMasked: false,
    };
    return toRecord(row, full, studioImagesOfRow.flatMap(imageKeysOf));
  });
}

/**
 * Every key a photo is stored under: full size, card and gallery size (decision 056), and the
 * AVIF copies of the last two (decision 054). A photo without a gallery size of record still has
 * its gallery's keys deleted: a backfill cut short may have written them (deleting a key that is
 * not there is no error).
 */
export function imageKeysOf(image: {
  storageKey: string;
  thumbnailStorageKey: string | null;
  galleryStorageKey?: string | null | undefined;
}): string[] {
  const sized = [
    image.thumbnailStorageKey,
    image.galleryStorageKey ?? galleryKeyOf(image.storageKey),
  ];
  return [image.storageKey, ...sized.flatMap((key) => (key ? [key, avifKeyOf(key)] : []))].filter(
    (key): key is string => key !== null,
  );
}

function toRecord(row: StudioRow, full: StoredStudio, imageKeys: string[]): StudioRecord {
  const masked = maskStudio(full, row.publicNumber);
  return {
    id: row.id,
    publicNumber: row.publicNumber,
    authorId: row.authorId,
    approved: row.approved,
    createdAt: row.createdAt,
    maskedSearchText: `${masked.name}\n${row.description}`.toLowerCase(),
    fullSearchText: `${row.name}\n${row.description}`.toLowerCase(),
    cityKey: row.city.toLowerCase(),
    imageKeys,
    full,
    contactPhone: row.contactPhone,
    upiId: row.upiId,
  };
}

/** The stored studio as responded: image addresses under PUBLIC_URL, the minutes to pay a deposit. */
function respondedStudio<T extends StoredStudio>(
  view: StudioView,
  studio: T,
): Omit<T, 'deposit'> & Pick<Studio, 'deposit'> {
  return {
    ...withImageUrlsFor(view.publicUrl, studio),
    deposit: { ...studio.deposit, payWithinMinutes: view.depositMinutes },
  };
}

/** The view of one studio for a viewer: the full one, or the masked one (docs/api.md#shapes). */
export function toStudioJson(record: StudioRecord, unmasked: boolean, view: StudioView): Studio {
  const studio = unmasked ? record.full : maskStudio(record.full, record.publicNumber);
  return respondedStudio(view, studio);
}

/**
 * Availability of studios by id: days ascending, hours ascending, each hour a customer holds at
 * `now` marked with how, and each hour an imported calendar has busy with the calendars' labels
 * (owner and admin views).
 */
async function loadAvailability(
  db: Executor,
  studioIds: string[],
  now: Date,
): Promise<Map<string, AvailabilityDay[]>> {
  const result = new Map<string, AvailabilityDay[]>();
  if (studioIds.length === 0) return result;
  const [slots, held, busy] = await Promise.all([
    db
      .select()
      .from(studioSlots)
      .where(inArray(studioSlots.studioId, studioIds))
      .orderBy(asc(studioSlots.studioId), asc(studioSlots.date), asc(studioSlots.hour)),
    loadHeldHours(db, studioIds, now),
    loadBusyHours(db, studioIds),
  ]);
  const heldAt = new Map(held.map((h) => [`${h.studioId} ${h.date} ${h.hour}`, h.held]));
  const busyAt = new Map(busy.map((b) => [`${b.studioId} ${b.date} ${b.hour}`, b.labels]));
  for (const slot of slots) {
    const days = result.get(slot.studioId) ?? [];
    if (!result.has(slot.studioId)) result.set(slot.studioId, days);
    let day = days.at(-1);
    if (day?.date !== slot.date) {
      day = { date: slot.date, slots: [] };
      days.push(day);
    }
    const key = `${slot.studioId} ${slot.date} ${slot.hour}`;
    const marked = heldAt.get(key);
    const labels = busyAt.get(key);
    day.slots.push({
      hour: slot.hour,
      isAvailable: slot.isAvailable,
      ...(marked && { held: marked }),
      ...(labels && { busy: labels }),
    });
  }
  return result;
}

/**
 * The hours customers hold at `now` at these studios (a confirmed booking's, or an open
 * request's before its deadline), from `fromDate` on when given.
 */
export async function loadHeldHours(
  db: Executor,
  studioIds: string[],
  now: Date,
  fromDate?: string,
): Promise<(HeldHour & { studioId: string })[]> {
  const rows = await db
    .select({
      studioId: bookingHours.studioId,
      date: bookingHours.date,
      hour: bookingHours.hour,
      status: bookings.status,
    })
    .from(bookingHours)
    .innerJoin(bookings, eq(bookings.id, bookingHours.bookingId))
    .where(
      and(
        inArray(bookingHours.studioId, studioIds),
        holdIsLive(bookingHours, now.toISOString()),
        fromDate ? gte(bookingHours.date, fromDate) : undefined,
      ),
    );
  return rows.map((row) => ({
    studioId: row.studioId,
    date: row.date,
    hour: row.hour,
    // A booking awaiting its deposit holds its hours as a request does: until its deadline.
    held: EXPIRING_STATES.includes(row.status) ? 'requested' : 'confirmed',
  }));
}

export type PendingChangeRow = typeof studioPendingChanges.$inferSelect;

/** The changes waiting for review of these studios, by studio id (decision 030). */
export async function loadPendingChanges(
  db: Executor,
  studioIds: string[],
): Promise<Map<string, PendingChangeRow>> {
  if (studioIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(studioPendingChanges)
    .where(inArray(studioPendingChanges.studioId, studioIds));
  return new Map(rows.map((row) => [row.studioId, row]));
}

/** A pending change as its studio's author and admins read it (docs/api.md#shapes). */
function pendingChangeJson(
  row: PendingChangeRow,
  publicUrl: string | undefined,
): PendingStudioChange {
  return withImageUrlsFor(publicUrl, {
    name: row.name,
    description: row.description,
    images: row.images.map((image) => image.url),
    cardImages: row.images.map((image) => image.thumbnailUrl ?? image.url),
    youtubeLinks: row.youtubeLinks,
    location: {
      fullAddress: row.fullAddress,
      city: row.city,
      state: row.state,
      pinCode: row.pinCode,
    },
    submittedAt: row.submittedAt.toISOString(),
  });
}

/**
 * The view of the studio's author and admins: the full studio as listed, its availability,
 * contact number and the change waiting for review. Never for anyone else: a pending change is
 * unreviewed text and photos.
 */
export async function manageViews(
  db: Executor,
  records: StudioRecord[],
  now: Date,
  view: StudioView,
): Promise<StudioWithAvailability[]> {
  const ids = records.map((record) => record.id);
  const [availability, upcoming, pending] = await Promise.all([
    loadAvailability(db, ids, now),
    countUpcomingBookings(db, ids, now),
    loadPendingChanges(db, ids),
  ]);
  return records.map((record) => {
    const change = pending.get(record.id);
    return {
      ...respondedStudio(view, record.full),
      availability: availability.get(record.id) ?? [],
      contactPhone: record.contactPhone,
      upiId: record.upiId,
      upcomingBookings: upcoming.get(record.id) ?? 0,
      pendingChange: change ? pendingChangeJson(change, view.publicUrl) : null,
    };
  });
}

export const approvedStudios = eq(studios.approved, true);
export const studioById = (id: string) => eq(studios.id, id);
export const studiosOfAuthor = (authorId: string) => eq(studios.authorId, authorId);
