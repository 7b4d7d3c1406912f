import { randomBytes } from 'node:crypto';
import {
  HOLDING_STATES,
  type BookingMode,
  type BookingRequest,
  type CancellationWindow,
  type BookingState,
  type CancelledBy,
  type DepositSetting,
  type Role,
} from '@studio-hive/domain';
import { createVerifiedUser } from '../modules/users/users.service';
import { sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import { CATALOGUE_CHANNEL } from '../modules/studios/studios.service';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'Str0ng!pass';

let sequence = 0;
/** A unique e-mail per call, so tests never depend on each other's data. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * A random 10-digit mobile number: codes per phone number are limited (and, with REDIS_URL, the
 * counters outlive a test run), so tests that sign up never share one by accident.
 */
export function uniquePhone(): string {
  return `9${String(randomBytes(4).readUInt32BE() % 1e9).padStart(9, '0')}`;
}

/** A verified account straight in the database (fast; the signup flow has its own tests). */
export async function createUser(
  t: TestApp,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    phone: string;
    role: Role;
  }> = {},
) {
  const input = {
    name: 'Asha Verma',
    email: uniqueEmail(overrides.role ?? 'customer'),
    password: DEFAULT_PASSWORD,
    phone: '9876543210',
    role: 'customer' as Role,
    ...overrides,
  };
  const user = await createVerifiedUser(
    t.database.db,
    { ...input, passwordHashCost: t.config.passwordHashCost },
    t.clock.now,
  );
  return { ...user, password: input.password };
}

/** Signs in through the real endpoint and returns the bearer header value. */
export async function loginAs(t: TestApp, user: { email: string; password: string; role: Role }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password, userType: user.role },
    remoteAddress: randomAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json<{ token: string }>().token}`;
}

export type SignedInAccount = Awaited<ReturnType<typeof createUser>> & { auth: string };

/** A verified account of `role` straight in the database, signed in: `auth` is its bearer header. */
export async function signedInAccount(
  t: TestApp,
  role: Role,
  overrides: Omit<Parameters<typeof createUser>[1] & object, 'role'> = {},
): Promise<SignedInAccount> {
  const user = await createUser(t, { ...overrides, role });
  return { ...user, auth: await loginAs(t, user) };
}

/** Six characters and more, and not among the common passwords (decision 003). */
export const SIGNUP_PASSWORD = 'quiet-river-42';

/** A valid POST /api/user/signup body with a fresh e-mail and phone number. */
export function signupInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Riya Kapoor',
    email: uniqueEmail('signup'),
    password: SIGNUP_PASSWORD,
    phone: uniquePhone(),
    userType: 'customer',
    ...overrides,
  };
}

/** A valid POST /api/booking body: hours 10-12 with '1 Cam' (1500/h), no add-ons, paid at the studio. */
export function bookingRequest(
  input: Pick<BookingRequest, 'studio' | 'date'> & Partial<BookingRequest>,
): BookingRequest {
  return {
    hours: [10, 11],
    packageKey: '1 Cam',
    addons: [],
    totalPrice: 3000,
    paymentStatus: 'payAtStudio',
    ...input,
  };
}

/** Requests from distinct client addresses keep rate-limit counters apart between tests. */
export function randomAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

type CallOptions = {
  payload?: unknown;
  auth?: string;
  address?: string;
  headers?: Record<string, string>;
};

/**
 * One request through the real HTTP stack. Each call comes from a fresh client address unless
 * one is given, so rate-limit counters (shared through Redis when REDIS_URL is set) never mix.
 */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: options.address ?? randomAddress(),
    headers: { ...(options.auth ? { authorization: options.auth } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

type StudioOverrides = Partial<{
  authorId: string;
  name: string;
  description: string;
  approved: boolean;
  createdAt: Date;
  city: string;
  state: string;
  fullAddress: string;
  pinCode: string;
  instagramUsername: string | null;
  minimumDurationHours: number;
  openingHour: number;
  closingHour: number;
  bookingMode: BookingMode;
  cancellationHours: CancellationWindow;
  contactPhone: string | null;
  /** The deposit it asks (decision 052) and the UPI address to pay it to. */
  deposit: DepositSetting;
  upiId: string | null;
  packages: { key: string; price: number; name?: string; description?: string }[];
  addons: {
    key: string;
    name: string;
    price: number;
    maxQuantity?: number;
    description?: string;
  }[];
  /** Slots as [date, hours, isAvailable?]. */
  slots: [string, number[], boolean?][];
  images: string[];
}>;

/**
 * A studio straight in the database, approved unless told otherwise, with packages, add-ons,
 * images and slots. The author is a new owner unless one is given.
 */
export async function createStudioRow(t: TestApp, overrides: StudioOverrides = {}) {
  const db = t.database.db;
  const authorId = overrides.authorId ?? (await createUser(t, { role: 'owner' }))._id;
  const packages = overrides.packages ?? [
    { key: '1 Cam', price: 1500 },
    { key: '2 Cam', price: 2200 },
    { key: '3 Cam', price: 3000 },
  ];
  const [studio] = await db
    .insert(schema.studios)
    .values({
      authorId,
      name: overrides.name ?? `Echo Room ${randomBytes(3).toString('hex')}`,
      description: overrides.description ?? 'A treated room for podcasts.',
      pricePerHour: Math.min(...packages.map((p) => p.price)),
      instagramUsername:
        overrides.instagramUsername === undefined ? 'echo.room' : overrides.instagramUsername,
      area: 400,
      minimumDurationHours: overrides.minimumDurationHours ?? 1,
      openingHour: overrides.openingHour ?? 9,
      closingHour: overrides.closingHour ?? 18,
      fullAddress: overrides.fullAddress ?? '12 MG Road, DLF Phase 2',
      city: overrides.city ?? 'Gurgaon',
      state: overrides.state ?? 'Haryana',
      pinCode: overrides.pinCode ?? '122002',
      approved: overrides.approved ?? true,
      ...(overrides.bookingMode && { bookingMode: overrides.bookingMode }),
      ...(overrides.cancellationHours !== undefined && {
        cancellationHours: overrides.cancellationHours,
      }),
      ...(overrides.contactPhone !== undefined && { contactPhone: overrides.contactPhone }),
      ...(overrides.deposit && {
        depositType: overrides.deposit.type,
        depositValue: overrides.deposit.value,
      }),
      ...(overrides.upiId !== undefined && { upiId: overrides.upiId }),
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning();
  const studioId = studio!.id;
  await db.insert(schema.studioPackages).values(
    packages.map((p) => ({
      studioId,
      key: p.key,
      name: p.name ?? p.key,
      description: p.description ?? '',
      price: p.price,
    })),
  );
  if (overrides.addons?.length) {
    await db.insert(schema.studioAddons).values(
      overrides.addons.map((addon, position) => ({
        studioId,
        position,
        key: addon.key,
        name: addon.name,
        description: addon.description ?? '',
        price: addon.price,
        maxQuantity: addon.maxQuantity ?? 1,
      })),
    );
  }
  const images = overrides.images ?? [`/uploads/studios/${studioId}/0.webp`];
  if (images.length > 0) {
    await db
      .insert(schema.studioImages)
      .values(
        images.map((url, position) => ({ studioId, position, url, storageKey: url.slice(1) })),
      );
  }
  const slots = (overrides.slots ?? []).flatMap(([date, hours, isAvailable = true]) =>
    hours.map((hour) => ({ studioId, date, hour, isAvailable })),
  );
  if (slots.length > 0) await db.insert(schema.studioSlots).values(slots);
  await catalogueChanged(t);
  return { ...studio!, authorId };
}

/**
 * A booking straight in the database, for tests that need one to exist: confirmed unless
 * `status` says otherwise, its hours held while it is confirmed or requested (a request's
 * until `decisionDueAt`). Priced 1500 per hour without add-ons unless `totalPrice` says
 * otherwise.
 */
export async function createBookingRow(
  t: TestApp,
  input: {
    studioId: string;
    customerId: string;
    date: string;
    hours: number[];
    packageKey?: string;
    totalPrice?: number;
    createdAt?: Date;
    status?: BookingState;
    decisionDueAt?: Date;
    cancelledBy?: CancelledBy;
    cancelReason?: string;
    statusChangedAt?: Date;
  },
) {
  const db = t.database.db;
  const totalPrice = input.totalPrice ?? 1500 * input.hours.length;
  const status = input.status ?? 'confirmed';
  const [booking] = await db
    .insert(schema.bookings)
    .values({
      studioId: input.studioId,
      customerId: input.customerId,
      date: input.date,
      packageKey: input.packageKey ?? '1 Cam',
      basePrice: totalPrice,
      addonsTotal: 0,
      totalPrice,
      status,
      hours: input.hours,
      statusChangedAt: input.statusChangedAt ?? input.createdAt ?? new Date(),
      decisionDueAt: input.decisionDueAt ?? null,
      cancelledBy: input.cancelledBy ?? null,
      cancelReason: input.cancelReason ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (HOLDING_STATES.includes(status)) {
    await db.insert(schema.bookingHours).values(
      input.hours.map((hour) => ({
        bookingId: booking!.id,
        studioId: input.studioId,
        date: input.date,
        hour,
        expiresAt: status === 'requested' ? (input.decisionDueAt ?? null) : null,
      })),
    );
  }
  return booking!;
}

/**
 * Like every write to the catalogue: this app's cache is dropped at once (the NOTIFY reaches the
 * listening connection a moment later, too late for the test's next request on PostgreSQL), and
 * other processes hear the NOTIFY.
 */
async function catalogueChanged(t: TestApp) {
  t.app.catalogueCache.invalidate();
  await t.database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/** A review straight in the database (the studio's rating summary changes). */
export async function createReviewRow(
  t: TestApp,
  input: { studioId: string; reviewerId: string; rating?: number; description?: string },
) {
  const [review] = await t.database.db
    .insert(schema.reviews)
    .values({
      studioId: input.studioId,
      reviewerId: input.reviewerId,
      rating: input.rating ?? 5,
      description: input.description ?? 'Great room, clean sound.',
    })
    .returning();
  await catalogueChanged(t);
  return review!;
}
