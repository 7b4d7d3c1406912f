import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_HOURS_MESSAGES,
  IMPORTED_CALENDAR_MESSAGES,
  maskCalendarUrl,
  type Booking,
  type OwnerWeek,
  type Studio,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import * as schema from '../../db/schema';
import { bookingRequest, call, createBookingRow } from '../../test/factories';
import {
  bookableOn,
  calendarsOf,
  calendarWith,
  customer,
  eventAt,
  linked,
  mailsDuring,
  owner,
  servedCalendar,
  studioOf,
  synced,
  t,
  tomorrow,
  useCalendarsApp,
} from '../../test/fixtures/imported-calendars';
import { CALENDAR_SENTENCES } from './calendar-sentences';

/**
 * Imported calendars through the HTTP stack (docs/api.md#imported-calendars, decision 048), read
 * from a calendar server the test runs on 127.0.0.1: their busy hours are not bookable anywhere
 * (availability, booking, reschedule, free-time search), show in the owner's availability with
 * the calendar's label, change with the calendar, stay while it cannot be read, and a booking
 * they overlap is a conflict the owner is told of once.
 */

useCalendarsApp();

const HOURS_OPEN = [9, 10, 11, 12, 13, 14, 15, 16, 17];

const book = (studio: string, hours: number[], date = tomorrow) =>
  call(t, 'POST', '/api/booking', {
    auth: customer.auth,
    payload: bookingRequest({ studio, date, hours, totalPrice: 1500 * hours.length }),
  });

async function freeTimeSearch(date: string, start: number) {
  const res = await call(t, 'GET', `/api/studio?date=${date}&start=${start}&hours=1`);
  expect(res.statusCode).toBe(200);
  return res.json<Studio[]>().map((studio) => studio._id);
}

async function ownersDay(studioId: string, date: string) {
  const res = await call(t, 'GET', `/api/studio/${studioId}`, { auth: owner.auth });
  const { studio } = res.json<{ studio: StudioWithAvailability }>();
  return studio.availability.find((day) => day.date === date)?.slots ?? [];
}

// Each read starts the calendar reader, a worker thread loading the sources through tsx.
describe('busy hours of an imported calendar', { timeout: 60_000 }, () => {
  it('are not bookable anywhere, and show to the owner with the calendar label', async () => {
    const studio = await studioOf();
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 14, 16)) });
    const calendar = await linked(studio.id, served.url, 'Airbnb');
    expect(calendar).toMatchObject({
      label: 'Airbnb',
      status: 'ok',
      error: null,
      busyHours: 2,
      conflicts: [],
      lastSyncedAt: t.clock.now.toISOString(),
    });
    // The address is a secret: the host and the start of its path only.
    expect(calendar.url).toBe(maskCalendarUrl(served.url));
    expect(calendar.url).toMatch(/^127\.0\.0\.1:\d+\/calendars\/\d+\/pri.*…$/);
    expect(JSON.stringify(calendar)).not.toContain(served.secret);

    expect(await bookableOn(studio.id, tomorrow)).toEqual([9, 10, 11, 12, 13, 16, 17]);
    const refused = await book(studio.id, [14, 15]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(BOOKING_HOURS_MESSAGES.unavailable);
    expect((await book(studio.id, [15])).statusCode).toBe(409);
    expect(await freeTimeSearch(tomorrow, 14)).not.toContain(studio.id);
    expect(await freeTimeSearch(tomorrow, 13)).toContain(studio.id);

    // A booking of another day cannot be rescheduled into them either.
    const booked = await book(studio.id, [10], addDays(tomorrow, 1));
    expect(booked.statusCode).toBe(201);
    const { booking } = booked.json<{ booking: Booking }>();
    const rescheduled = await call(t, 'POST', `/api/booking/${booking._id}/reschedule`, {
      auth: customer.auth,
      payload: { date: tomorrow, hours: [14], totalPrice: 1500 },
    });
    expect(rescheduled.statusCode).toBe(409);
    expect(rescheduled.json<{ message: string }>().message).toBe(
      BOOKING_HOURS_MESSAGES.unavailable,
    );

    const slots = await ownersDay(studio.id, tomorrow);
    expect(slots.find((slot) => slot.hour === 14)).toEqual({
      hour: 14,
      isAvailable: true,
      busy: ['Airbnb'],
    });
    expect(slots.find((slot) => slot.hour === 13)).toEqual({ hour: 13, isAvailable: true });
    expect(await calendarsOf(studio.id)).toEqual([calendar]);
  });

  it('follow the calendar: a changed event moves them, a 304 keeps them, a removed one frees them', async () => {
    const studio = await studioOf();
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 9, 11)), etag: '"v1"' });
    const calendar = await linked(studio.id, served.url);
    expect(await bookableOn(studio.id, tomorrow)).toEqual([11, 12, 13, 14, 15, 16, 17]);

    // Not modified: asked with the ETag, the hours stay and the time of the read is kept.
    t.clock.advanceMinutes(5);
    const unchanged = await synced(studio.id, calendar._id);
    expect(served.requests().at(-1)?.headers['if-none-match']).toBe('"v1"');
    expect(unchanged).toMatchObject({ status: 'ok', busyHours: 2 });
    expect(unchanged.lastSyncedAt).toBe(t.clock.now.toISOString());

    served.answer({ text: calendarWith(eventAt(tomorrow, 12, 13)), etag: '"v2"' });
    expect(await synced(studio.id, calendar._id)).toMatchObject({ busyHours: 1 });
    expect(await bookableOn(studio.id, tomorrow)).toEqual([9, 10, 11, 13, 14, 15, 16, 17]);

    served.answer({ text: calendarWith(), etag: '"v3"' });
    expect(await synced(studio.id, calendar._id)).toMatchObject({ busyHours: 0 });
    expect(await bookableOn(studio.id, tomorrow)).toEqual(HOURS_OPEN);
  });

  it('are read again in the background every CALENDAR_SYNC_MINUTES, the demo calendar never', async () => {
    const studio = await studioOf();
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 9, 10)) });
    const calendar = await linked(studio.id, served.url);
    const demo = servedCalendar({ text: calendarWith() });
    await t.database.db.insert(schema.importedCalendars).values({
      studioId: studio.id,
      label: 'Demo',
      url: demo.url,
      status: 'ok',
      lastSyncedAt: new Date(t.clock.now.getTime() - 24 * 3_600_000),
      demo: true,
    });
    served.answer({ text: calendarWith(eventAt(tomorrow, 16, 17)) });

    t.clock.advanceMinutes(t.config.calendarSyncMinutes - 1);
    await t.app.calendarSync.runNow();
    expect(served.requests()).toHaveLength(1);
    t.clock.advanceMinutes(1);
    expect(await t.app.calendarSync.runNow()).toBeGreaterThanOrEqual(1);
    expect(served.requests()).toHaveLength(2);
    expect(demo.requests()).toHaveLength(0);
    const [after] = (await calendarsOf(studio.id)).filter((c) => c._id === calendar._id);
    expect(after).toMatchObject({ lastSyncedAt: t.clock.now.toISOString(), busyHours: 1 });
    expect(await bookableOn(studio.id, tomorrow)).toEqual([9, 10, 11, 12, 13, 14, 15, 17]);
  });

  it('free again at once when the calendar is removed', async () => {
    const studio = await studioOf();
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 9, 18)) });
    const calendar = await linked(studio.id, served.url);
    expect(await bookableOn(studio.id, tomorrow)).toBeUndefined();
    const res = await call(t, 'DELETE', `/api/studio/${studio.id}/calendars/${calendar._id}`, {
      auth: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: IMPORTED_CALENDAR_MESSAGES.removed });
    expect(await bookableOn(studio.id, tomorrow)).toEqual(HOURS_OPEN);
    expect(await calendarsOf(studio.id)).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(schema.importedBusyHours)
      .where(eq(schema.importedBusyHours.calendarId, calendar._id));
    expect(rows).toEqual([]);
  });
});

describe('a calendar that cannot be read', { timeout: 60_000 }, () => {
  it('keeps its last good hours, says why, and tells the owner once per failure run', async () => {
    const studio = await studioOf();
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 9, 11)) });
    const calendar = await linked(studio.id, served.url, 'Studio Google');

    served.answer({ status: 404 });
    const mails = await mailsDuring(owner.email, async () => {
      expect(await synced(studio.id, calendar._id)).toMatchObject({
        status: 'error',
        error: 'The calendar address answered 404',
        busyHours: 2,
      });
      expect(await bookableOn(studio.id, tomorrow)).toEqual([11, 12, 13, 14, 15, 16, 17]);
      // Still failing: the same run, no second e-mail.
      served.answer({ text: 'Hello, this is not a calendar' });
      expect(await synced(studio.id, calendar._id)).toMatchObject({
        status: 'error',
        error: CALENDAR_SENTENCES.notICalendar,
        busyHours: 2,
      });
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Studio Hive: a linked calendar cannot be read');
    expect(mails[0]?.text).toContain('    Calendar:  Studio Google');
    expect(mails[0]?.text).toContain('    Why:       The calendar address answered 404');
    expect(mails[0]?.text).toContain(`/owner/studios/${studio.id}/edit`);
    expect(mails[0]?.text).not.toContain(served.secret);

    // Read again, then failing again: a new run, a new e-mail.
    const again = await mailsDuring(owner.email, async () => {
      served.answer({ text: calendarWith(eventAt(tomorrow, 12, 13)) });
      expect(await synced(studio.id, calendar._id)).toMatchObject({
        status: 'ok',
        error: null,
        busyHours: 1,
      });
      served.answer({ status: 500 });
      expect(await synced(studio.id, calendar._id)).toMatchObject({
        status: 'error',
        error: 'The calendar address answered 500',
        busyHours: 1,
      });
    });
    expect(again.map((mail) => mail.subject)).toEqual([
      'Studio Hive: a linked calendar cannot be read',
    ]);
  });

  it('is linked in error when its first read fails, with no e-mail', async () => {
    const studio = await studioOf();
    const served = servedCalendar({ status: 404 });
    const mails = await mailsDuring(owner.email, async () => {
      expect(await linked(studio.id, served.url)).toMatchObject({
        status: 'error',
        error: 'The calendar address answered 404',
        busyHours: 0,
        conflicts: [],
      });
    });
    expect(mails).toEqual([]);
    expect(await bookableOn(studio.id, tomorrow)).toEqual(HOURS_OPEN);
  });
});

describe("the owner's own views", { timeout: 60_000 }, () => {
  it('the week shows busy hours with the first label, beside a booking they overlap', async () => {
    const studio = await studioOf();
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: tomorrow,
      hours: [10],
    });
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 10, 12)) });
    await linked(studio.id, served.url, 'Airbnb');
    await linked(studio.id, served.url, 'Google');
    const res = await call(t, 'GET', `/api/owner/week?studio=${studio.id}`, { auth: owner.auth });
    expect(res.statusCode).toBe(200);
    const [week] = res.json<OwnerWeek>().studios;
    const cell = (hour: number) => week?.cells.find((c) => c.date === tomorrow && c.hour === hour);
    expect(cell(11)).toEqual({ date: tomorrow, hour: 11, state: 'busy', label: 'Airbnb' });
    expect(cell(10)).toMatchObject({ state: 'confirmed', label: 'Airbnb' });
    expect(cell(12)).toMatchObject({ state: 'free' });
  });

  it("an offline booking may take a busy hour: the owner's own record, not a conflict", async () => {
    const studio = await studioOf();
    const served = servedCalendar({ text: calendarWith(eventAt(tomorrow, 15, 17)) });
    const calendar = await linked(studio.id, served.url, 'WhatsApp');
    const mails = await mailsDuring(owner.email, async () => {
      const recorded = await call(t, 'POST', '/api/owner/bookings', {
        auth: owner.auth,
        payload: { studio: studio.id, date: tomorrow, hours: [15, 16], customerName: 'Meera Nair' },
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      expect((await synced(studio.id, calendar._id)).conflicts).toEqual([]);
    });
    expect(mails).toEqual([]);
    // Customers still cannot book it: the offline booking holds it, and so does the calendar.
    expect((await book(studio.id, [16])).statusCode).toBe(409);
  });
});

describe('a busy event over a confirmed booking', { timeout: 60_000 }, () => {
  it('is a conflict: listed, the owner told once, the booking kept', async () => {
    const studio = await studioOf();
    const booking = await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: tomorrow,
      hours: [10, 11, 12],
    });
    // An open request is not a conflict: only a confirmed booking is.
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: customer._id,
      date: addDays(tomorrow, 1),
      hours: [10],
      status: 'requested',
      decisionDueAt: new Date(t.clock.now.getTime() + 24 * 3_600_000),
    });
    const served = servedCalendar({
      text: calendarWith(eventAt(tomorrow, 11, 13), eventAt(addDays(tomorrow, 1), 10, 11)),
    });
    const conflict = { bookingId: booking.id, date: tomorrow, hours: [11, 12] };
    const mails = await mailsDuring(owner.email, async () => {
      const calendar = await linked(studio.id, served.url, 'Walk-ins');
      expect(calendar.conflicts).toEqual([conflict]);
      // Read again: the same conflict, not told twice.
      expect((await synced(studio.id, calendar._id)).conflicts).toEqual([conflict]);
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Studio Hive: a linked calendar overlaps your bookings');
    expect(mails[0]?.text).toContain('    Calendar:  Walk-ins');
    expect(mails[0]?.text).toContain(
      '    Booking:   Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM (India Standard Time)',
    );
    expect(mails[0]?.text).toContain('Nothing was cancelled');

    const [stored] = await t.database.db
      .select({ status: schema.bookings.status })
      .from(schema.bookings)
      .where(eq(schema.bookings.id, booking.id));
    expect(stored?.status).toBe('confirmed');
    // A second calendar with the same event: the hour shows both labels, in linking order.
    await linked(studio.id, served.url, 'Google');
    const slots = await ownersDay(studio.id, tomorrow);
    expect(slots.find((slot) => slot.hour === 11)).toEqual({
      hour: 11,
      isAvailable: true,
      held: 'confirmed',
      busy: ['Walk-ins', 'Google'],
    });
  });
});
