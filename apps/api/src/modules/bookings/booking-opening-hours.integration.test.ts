import { describe, expect, it } from 'vitest';
import {
  addDays,
  type Booking,
  type Studio,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import { call, createBookingRow } from '../../test/factories';
import { studioFieldsFor, submitStudio } from '../../test/fixtures/studios';
import {
  availability,
  book,
  bookableStudio,
  customer,
  owner,
  request,
  t,
  today,
  tomorrow,
  useBookingsApp,
} from '../../test/fixtures/bookings';

/**
 * Bookings only inside opening hours (docs/product.md#availability, decision 027): an hour outside
 * the studio's operational hours is never offered nor booked, even where an availability row
 * says it is available, and the studio form cannot offer one.
 */
useBookingsApp();

const OUTSIDE = 'This studio is open from 9:00 AM to 9:00 PM. Please pick hours within them.';

/** Open 9:00 to 21:00, with rows (available) at 3, 20, 21, 22 and 23 tomorrow as well. */
const studioOpenNineToNine = () =>
  bookableStudio({
    openingHour: 9,
    closingHour: 21,
    // Moving is open until 2 hours before the start.
    cancellationHours: 2,
    slots: [[tomorrow, [3, 9, 10, 11, 19, 20, 21, 22, 23]]],
  });

describe('opening hours bound what can be booked', () => {
  it('GET /availability/:id offers no hour outside them', async () => {
    const studio = await studioOpenNineToNine();
    expect(await availability(studio.id)).toEqual([{ date: tomorrow, hours: [9, 10, 11, 19, 20] }]);
  });

  it('POST /booking refuses hours outside them with a clear 400, and books those within', async () => {
    const studio = await studioOpenNineToNine();
    for (const hours of [[3], [20, 21], [23]]) {
      const res = await book(
        customer.auth,
        request(studio.id, { hours, totalPrice: 1500 * hours.length }),
      );
      expect(res.statusCode, String(hours)).toBe(400);
      expect(res.json()).toMatchObject({ message: OUTSIDE, fieldErrors: { hours: OUTSIDE } });
    }
    const ok = await book(customer.auth, request(studio.id, { hours: [19, 20], totalPrice: 3000 }));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('rescheduling a booking refuses hours outside them', async () => {
    const studio = await studioOpenNineToNine();
    const made = await book(customer.auth, request(studio.id, { hours: [9], totalPrice: 1500 }));
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json<{ booking: Booking }>().booking;
    const reschedule = (hours: number[]) =>
      call(t, 'POST', `/api/booking/${booking._id}/reschedule`, {
        auth: customer.auth,
        payload: { date: tomorrow, hours, totalPrice: 1500 * hours.length },
      });
    const outside = await reschedule([22, 23]);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(OUTSIDE);
    expect((await reschedule([10])).statusCode).toBe(200);
  });

  it('the search by free time finds no studio for hours outside them', async () => {
    const studio = await studioOpenNineToNine();
    const found = async (start: number) =>
      (
        await call(t, 'GET', `/api/studio?date=${tomorrow}&start=${start}&hours=1`, {
          auth: customer.auth,
        })
      )
        .json<Studio[]>()
        .map((s) => s._id);
    expect(await found(22)).not.toContain(studio.id);
    expect(await found(3)).not.toContain(studio.id);
    expect(await found(19)).toContain(studio.id);
  });
});

describe('the studio form offers no hour outside them', () => {
  const edit = (studio: { id: string }, fields: Record<string, unknown>) =>
    submitStudio(
      t,
      owner.auth,
      studioFieldsFor(today, {
        existingImages: [`/uploads/studios/${studio.id}/0.webp`],
        operationalHours: { start: 9, end: 21 },
        ...fields,
      }),
      [],
      'PUT',
      `/api/studio/${studio.id}`,
    );
  const stored = async (id: string) =>
    (await call(t, 'GET', `/api/studio/${id}`, { auth: owner.auth })).json<{
      studio: StudioWithAvailability;
    }>().studio.availability;
  const later = addDays(today, 3);

  it('refuses an available hour outside them with a 400 naming it', async () => {
    const studio = await studioOpenNineToNine();
    const res = await edit(studio, {
      availability: [{ date: later, slots: [9, 22].map((hour) => ({ hour, isAvailable: true })) }],
    });
    expect(res.statusCode).toBe(400);
    const message =
      'November 26, 2026 at 10:00 PM is outside the operational hours (9:00 AM - 9:00 PM). Availability can only be set within them.';
    expect(res.json()).toMatchObject({ message, fieldErrors: { availability: message } });
    expect((await stored(studio.id)).map((day) => day.date)).toEqual([tomorrow]);
  });

  it('keeps hours customers hold when the hours narrow, and drops closed hours outside them', async () => {
    const studio = await studioOpenNineToNine();
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: tomorrow,
      hours: [20],
    });
    const res = await edit(studio, {
      operationalHours: { start: 9, end: 18 },
      availability: [
        {
          date: tomorrow,
          slots: [
            { hour: 9, isAvailable: true },
            { hour: 20, isAvailable: true },
            { hour: 23, isAvailable: false },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(studio.id)).find((day) => day.date === tomorrow)?.slots).toEqual([
      { hour: 9, isAvailable: true },
      { hour: 20, isAvailable: true, held: 'confirmed' },
    ]);
    // Held, not offered: the hours now end at 18:00.
    expect(await availability(studio.id)).toEqual([{ date: tomorrow, hours: [9] }]);
  });
});
