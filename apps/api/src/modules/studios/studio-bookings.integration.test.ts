import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_LIFECYCLE_MESSAGES,
  studioHasBookingsMessage,
  type Booking,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import {
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { pngUpload as imageFile } from '../../test/images';
import { readOutbox } from '../../test/outbox';
import type { TestApp } from '../../test/test-app';
import { startStudiosApp, studioFieldsFor, submitStudio } from '../../test/fixtures/studios';

/**
 * A studio's side of the booking lifecycle (decision 025): its settings, the hours customers hold
 * as its owner sees and edits them, and deleting a studio that has bookings.
 */

let t: TestApp;
let today: string;
let owner: Account;
let otherOwner: Account;
let customer: Account;
let admin: Account;

beforeAll(async () => {
  ({ t, today, owner, otherOwner, customer, admin } = await startStudiosApp());
});
afterAll(() => t.close());

const day = (offset: number) => addDays(today, offset);
const studioView = async (id: string, auth = owner.auth) => {
  const res = await call(t, 'GET', `/api/studio/${id}`, { auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ studio: StudioWithAvailability }>().studio;
};

describe('booking settings on the studio form', () => {
  it('stores the mode, the window and the contact number; an edit that leaves them out keeps them', async () => {
    const fields = studioFieldsFor(today);
    const res = await submitStudio(
      t,
      owner.auth,
      {
        ...fields,
        bookingMode: 'request',
        cancellationHours: '48',
        contactPhone: '+91 98111 22233',
      },
      [await imageFile()],
    );
    expect(res.statusCode).toBe(201);
    const { studio } = res.json<{ studio: StudioWithAvailability }>();
    expect(studio).toMatchObject({
      bookingMode: 'request',
      cancellationHours: 48,
      contactPhone: '9811122233',
      upcomingBookings: 0,
    });
    await call(t, 'PUT', `/api/admin/studios/${studio._id}/approve`, { auth: admin.auth });

    const edited = await submitStudio(
      t,
      owner.auth,
      { ...fields, name: 'Renamed Lab', existingImages: studio.images },
      [],
      'PUT',
      `/api/studio/${studio._id}`,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ studio: StudioWithAvailability }>().studio).toMatchObject({
      // A new name waits for review (decision 030); the booking settings do not.
      pendingChange: { name: 'Renamed Lab' },
      bookingMode: 'request',
      cancellationHours: 48,
      contactPhone: '9811122233',
    });
    // The public view carries the settings, never the number.
    const publicView = await call(t, 'GET', `/api/studio/${studio._id}`);
    expect(publicView.json()).toMatchObject({
      studio: { bookingMode: 'request', cancellationHours: 48 },
    });
    expect(publicView.json().studio.contactPhone).toBeUndefined();
  });

  it('refuses a window, a mode or a number outside the choices, with the field named', async () => {
    for (const [field, value, message] of [
      ['cancellationHours', '12', 'Choose how long before the start customers may cancel'],
      ['bookingMode', 'auction', 'Choose instant booking or booking on request.'],
      ['contactPhone', '12345', 'Enter a valid 10-digit Indian mobile number'],
    ] as const) {
      const res = await submitStudio(t, owner.auth, studioFieldsFor(today, { [field]: value }), [
        await imageFile(),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors?.[field]).toContain(message);
    }
  });
});

describe('hours customers hold, in the owner’s availability', () => {
  it('are marked, and an edit cannot close or remove them', async () => {
    const studio = await createStudioRow(t, {
      authorId: owner._id,
      slots: [
        [day(2), [9, 10, 11]],
        [day(3), [9, 10]],
      ],
    });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: day(2),
      hours: [10],
    });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: day(3),
      hours: [9],
      status: 'requested',
      decisionDueAt: new Date(t.clock.now.getTime() + 60 * 60 * 1000),
    });
    const view = await studioView(studio.id);
    expect(view.upcomingBookings).toBe(2);
    expect(view.availability.find((d) => d.date === day(2))?.slots).toEqual([
      { hour: 9, isAvailable: true },
      { hour: 10, isAvailable: true, held: 'confirmed' },
      { hour: 11, isAvailable: true },
    ]);
    expect(view.availability.find((d) => d.date === day(3))?.slots[0]?.held).toBe('requested');

    // A client closes 10:00 on one day and removes the other day (decision 027: sent without hours).
    const res = await submitStudio(
      t,
      owner.auth,
      studioFieldsFor(today, {
        name: view.name,
        existingImages: view.images,
        availability: [
          { date: day(2), slots: [9, 10, 11].map((hour) => ({ hour, isAvailable: hour !== 10 })) },
          { date: day(3), slots: [] },
        ],
      }),
      [],
      'PUT',
      `/api/studio/${studio.id}`,
    );
    expect(res.statusCode).toBe(200);
    const after = res.json<{ studio: StudioWithAvailability }>().studio.availability;
    expect(after.find((d) => d.date === day(2))?.slots[1]).toEqual({
      hour: 10,
      isAvailable: true,
      held: 'confirmed',
    });
    expect(after.find((d) => d.date === day(3))?.slots).toEqual([
      { hour: 9, isAvailable: true, held: 'requested' },
    ]);
  });
});

describe('deleting a studio with bookings', () => {
  /** Its owner deletes the studio with `reason`; the messages sent for it. */
  async function deletedByOwner(studioId: string, reason: string) {
    await t.app.notifications.deliverNow();
    const before = (await readOutbox(t.config.dataDir)).length;
    const res = await call(t, 'DELETE', `/api/studio/${studioId}`, {
      auth: owner.auth,
      payload: { cancelReason: reason },
    });
    expect(res.statusCode).toBe(200);
    await t.app.notifications.deliverNow();
    return (await readOutbox(t.config.dataDir)).slice(before);
  }

  async function studioWithBookings(authorId: string) {
    const studio = await createStudioRow(t, {
      authorId,
      name: 'Closing Down Studio',
      slots: [[day(2), [9, 10, 11, 12]]],
    });
    const confirmed = await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: day(2),
      hours: [10],
    });
    const requested = await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: day(2),
      hours: [12],
      status: 'requested',
      decisionDueAt: new Date(t.clock.now.getTime() + 60 * 60 * 1000),
    });
    // Over: stays as history, not cancelled.
    const past = await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: day(-2),
      hours: [10],
    });
    return { studio, confirmed, requested, past };
  }

  it('is refused with the number to cancel, then cancels them with one reason and tells each customer', async () => {
    const { studio, confirmed, requested, past } = await studioWithBookings(owner._id);
    const refused = await call(t, 'DELETE', `/api/studio/${studio.id}`, { auth: owner.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: studioHasBookingsMessage(2),
      upcomingBookings: 2,
    });
    const short = await call(t, 'DELETE', `/api/studio/${studio.id}`, {
      auth: owner.auth,
      payload: { cancelReason: 'no' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: BOOKING_LIFECYCLE_MESSAGES.reasonLength });
    expect((await studioView(studio.id)).upcomingBookings).toBe(2);

    const sent = await deletedByOwner(studio.id, 'We are closing for renovation');
    const toCustomer = sent.filter((m) => m.channel === 'email' && m.to === customer.email);
    expect(toCustomer).toHaveLength(2);
    expect(toCustomer.every((m) => m.text.includes('> We are closing for renovation'))).toBe(true);

    const mine = (await call(t, 'GET', '/api/booking/customer', { auth: customer.auth })).json<
      Booking[]
    >();
    for (const id of [confirmed.id, requested.id]) {
      expect(mine.find((b) => b._id === id)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'owner',
        cancelReason: 'We are closing for renovation',
        studio: null,
      });
    }
    expect(mine.find((b) => b._id === past.id)?.status).toBe('confirmed');
    const holds = await t.database.db
      .select()
      .from(schema.bookingHours)
      .where(eq(schema.bookingHours.bookingId, confirmed.id));
    expect(holds).toEqual([]);
  });

  it('an admin deleting does the same; another owner may not', async () => {
    const { studio, confirmed } = await studioWithBookings(otherOwner._id);
    const stranger = await call(t, 'DELETE', `/api/studio/${studio.id}`, {
      auth: owner.auth,
      payload: { cancelReason: 'Not my studio at all' },
    });
    expect(stranger.statusCode).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/studio/${studio.id}`, { auth: admin.auth })).statusCode,
    ).toBe(409);
    const res = await call(t, 'DELETE', `/api/studio/${studio.id}`, {
      auth: admin.auth,
      payload: { cancelReason: 'Listing removed for breaking the rules' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(schema.bookings)
      .where(eq(schema.bookings.id, confirmed.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', studioId: null });
  });

  it('names the studio to each customer as they were last shown it, in the e-mail and My Bookings', async () => {
    const studio = await createStudioRow(t, {
      authorId: owner._id,
      name: 'The Kept Name Room',
      city: 'Noida',
      fullAddress: 'B-12, Sector 18',
      slots: [[day(3), [9, 10, 11, 12]]],
    });
    // One was accepted (and so shown the real name and address); one still waited.
    const knew = await signedInAccount(t, 'customer', { name: 'Asha Verma' });
    const waited = await signedInAccount(t, 'customer', { name: 'Vikram Rao' });
    const accepted = await createBookingRow(t, {
      studioId: studio.id,
      customerId: knew._id,
      date: day(3),
      hours: [10],
    });
    const waiting = await createBookingRow(t, {
      studioId: studio.id,
      customerId: waited._id,
      date: day(3),
      hours: [12],
      status: 'requested',
      decisionDueAt: new Date(t.clock.now.getTime() + 60 * 60 * 1000),
    });
    const masked = `Hive Studio ${studio.publicNumber}, Noida`;

    const sent = await deletedByOwner(studio.id, 'We are closing for renovation');
    const mailTo = (account: Account) =>
      sent.find((m) => m.channel === 'email' && m.to === account.email)?.text ?? '';
    expect(mailTo(knew)).toContain('The Kept Name Room');
    expect(mailTo(knew)).toContain('B-12, Sector 18');
    expect(mailTo(knew)).not.toContain('Hive Studio');
    expect(mailTo(waited)).toContain(masked);
    expect(mailTo(waited)).not.toContain('The Kept Name Room');
    expect(mailTo(waited)).not.toContain('B-12, Sector 18');

    const listed = async (account: Account, id: string) =>
      (await call(t, 'GET', '/api/booking/customer', { auth: account.auth }))
        .json<Booking[]>()
        .find((b) => b._id === id);
    expect(await listed(knew, accepted.id)).toMatchObject({
      studio: null,
      deletedStudio: {
        name: 'The Kept Name Room',
        location: { city: 'Noida', fullAddress: 'B-12, Sector 18' },
      },
    });
    expect(await listed(waited, waiting.id)).toMatchObject({
      studio: null,
      deletedStudio: { name: masked, location: { city: 'Noida', fullAddress: null } },
    });
    // The admin's list names the studio as it was.
    const all = (await call(t, 'GET', '/api/admin/bookings', { auth: admin.auth })).json<
      Booking[]
    >();
    expect(all.find((b) => b._id === waiting.id)?.deletedStudio?.name).toBe('The Kept Name Room');
  });

  it('a studio without upcoming bookings goes as before, with no body', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const res = await call(t, 'DELETE', `/api/studio/${studio.id}`, { auth: owner.auth });
    expect(res.statusCode).toBe(200);
  });
});
