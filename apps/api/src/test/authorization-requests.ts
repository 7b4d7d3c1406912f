import { expect, vi } from 'vitest';
import { addDays, istToday, type BookingState } from '@studio-hive/domain';
import * as schema from '../db/schema';
import {
  bookingRequest,
  call,
  createBookingRow,
  createReviewRow,
  createStudioRow,
  createUser,
  signedInAccount,
  signupInput,
  type SignedInAccount,
} from './factories';
import { calendarOf, startCalendarServer } from '../modules/calendars/calendar-fixtures';
import { pngUpload } from './images';
import { studioFieldsFor } from './fixtures/studios';
import { multipart, type MultipartFile } from './multipart';
import { latestCode } from './outbox';
import type { TestApp } from './test-app';

/**
 * The people of the authorization table (http/authorization-table.integration.test.ts), in the
 * order of its columns: `booker` is a customer with a booking at the studio in question, `owner`
 * that studio's author, `otherOwner` an owner of other studios.
 */
export const VIEWERS = ['guest', 'customer', 'booker', 'owner', 'otherOwner', 'admin'] as const;
export type Viewer = (typeof VIEWERS)[number];

/** A request to one route: its path parameters (`{id}` in the route), body and headers. */
export type RouteRequest = {
  params?: Record<string, string>;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** Makes whatever the request needs and returns it; called once per viewer. */
export type RequestFor = (viewer: Viewer) => Promise<RouteRequest>;

const OPEN_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17];

/** The owner's add form for a complete studio from `today` on, at 1500 an hour for one camera. */
function studioFields(today: string) {
  return studioFieldsFor(today, {
    minimumDurationHours: '1',
    packages: [
      { key: '1 Cam', price: 1500 },
      { key: '2 Cam', price: 2200 },
      { key: '3 Cam', price: 3000 },
    ],
  });
}

const form = (fields: Record<string, unknown>, files: MultipartFile[] = []): RouteRequest => {
  const body = multipart(fields, files);
  return { payload: body.payload, headers: body.headers };
};

/** Days with a booking of their own each, from 3 days ahead: beyond every cancellation window. */
const BOOKING_DAYS = 64;

/**
 * The accounts of the table and one valid request per route for each of them. Requests that
 * change or remove something get their own studio, booking, review or lead per viewer, so one
 * viewer's success never decides another's status. The studio in question is one of the owner's
 * where the booker holds a booking: `studio` (approved, instant booking) for the routes that read
 * or book, or one made for the request.
 */
export async function authorizationWorld(t: TestApp) {
  const [customer, booker, owner, otherOwner, admin, feedOwner] = await Promise.all([
    signedInAccount(t, 'customer', { name: 'Riya Kapoor' }),
    signedInAccount(t, 'customer', { name: 'Asha Verma' }),
    signedInAccount(t, 'owner', { name: 'Ravi Malhotra' }),
    signedInAccount(t, 'owner', { name: 'Kabir Sethi' }),
    signedInAccount(t, 'admin', { name: 'Kavya Admin' }),
    signedInAccount(t, 'owner', { name: 'Farhan Ali' }),
  ]);
  const accounts: Record<Exclude<Viewer, 'guest'>, SignedInAccount> = {
    customer,
    booker,
    owner,
    otherOwner,
    admin,
  };
  const authOf = (viewer: Viewer) => (viewer === 'guest' ? undefined : accounts[viewer].auth);

  const today = istToday(t.clock.now);
  const tomorrow = addDays(today, 1);
  const bookingDay = addDays(today, 2);
  const bookingDays = Array.from({ length: BOOKING_DAYS }, (_, n) => addDays(today, 3 + n));
  let daysTaken = 0;
  /** A day no other booking of the table's takes (the studios' hours are unique per day). */
  const freeDay = () => {
    const day = bookingDays[daysTaken++];
    if (!day) throw new Error(`more than ${BOOKING_DAYS} bookings: raise BOOKING_DAYS`);
    return day;
  };
  const slots = [tomorrow, bookingDay, ...bookingDays].map((date): [string, number[]] => [
    date,
    OPEN_HOURS,
  ]);
  const [studio, requestStudio, depositStudio] = await Promise.all([
    createStudioRow(t, { authorId: owner._id, slots }),
    createStudioRow(t, { authorId: owner._id, bookingMode: 'request', slots }),
    createStudioRow(t, {
      authorId: owner._id,
      deposit: { type: 'fixed', value: 500 },
      upiId: 'ravi.studio@okaxis',
      slots,
    }),
  ]);
  const booking = await createBookingRow(t, {
    studioId: studio.id,
    customerId: booker._id,
    date: tomorrow,
    hours: [10, 11],
  });

  /** A new booking of the booker's at 10-12: confirmed at `studio`, or a request. */
  async function bookersBooking(
    options: { status?: Extract<BookingState, 'confirmed' | 'requested'>; date?: string } = {},
  ) {
    const status = options.status ?? 'confirmed';
    return createBookingRow(t, {
      studioId: status === 'requested' ? requestStudio.id : studio.id,
      customerId: booker._id,
      date: options.date ?? freeDay(),
      hours: [10, 11],
      status,
      ...(status === 'requested' && {
        decisionDueAt: new Date(t.clock.now.getTime() + 24 * 60 * 60 * 1000),
      }),
    });
  }
  const bookingOf = async (options: Parameters<typeof bookersBooking>[0] = {}) => ({
    params: { id: (await bookersBooking(options)).id },
  });

  /**
   * A new booking of the booker's at `depositStudio`, made through the API: awaiting its
   * deposit, or with a refund due (the owner confirmed the deposit, then the booker cancelled).
   */
  async function bookersDeposit(stage: 'awaiting' | 'refundDue' = 'awaiting') {
    const made = await call(t, 'POST', '/api/booking', {
      auth: booker.auth,
      payload: bookingRequest({
        studio: depositStudio.id,
        date: freeDay(),
        hours: [10, 11],
        totalPrice: 3000,
      }),
    });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ booking: { _id: string } }>().booking._id;
    for (const step of stage === 'refundDue' ? ['deposit/confirm', 'cancel'] : []) {
      const auth = step === 'cancel' ? booker.auth : owner.auth;
      const res = await call(t, 'POST', `/api/booking/${id}/${step}`, { auth, payload: {} });
      expect(res.statusCode).toBe(200);
    }
    return { params: { id } };
  }

  /** A new studio of the owner's where the booker holds a confirmed booking, for its own request. */
  async function bookedStudio() {
    const made = await createStudioRow(t, { authorId: owner._id });
    await createBookingRow(t, {
      studioId: made.id,
      customerId: booker._id,
      date: bookingDay,
      hours: [10, 11],
    });
    return made;
  }

  /** The owner's edit of studio `id` (a row of createStudioRow's): its availability unchanged. */
  const editForm = (id: string) => {
    const { availability: _unchanged, ...fields } = studioFields(today);
    return form({ ...fields, existingImages: [`/uploads/studios/${id}/0.webp`] });
  };

  /** A new studio of the owner's whose edit (a new name and address) waits for an admin. */
  async function studioWithChange() {
    const edited = await bookedStudio();
    const res = await call(t, 'PUT', `/api/studio/${edited.id}`, {
      auth: owner.auth,
      ...editForm(edited.id),
    });
    expect(res.statusCode).toBe(200);
    return edited.id;
  }

  const pendingStudio = () => createStudioRow(t, { authorId: owner._id, approved: false });

  // An empty calendar on 127.0.0.1, read by the owner's adds and syncs (the app allows loopback).
  const calendarServer = await startCalendarServer({
    '/calendar.ics': (_, response) =>
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendarOf()),
  });
  const calendarUrl = `${calendarServer.origin}/calendar.ics`;
  /** A new studio of the owner's with a calendar, as the add would have stored it. */
  async function studioCalendar() {
    const calendarStudio = await createStudioRow(t, { authorId: owner._id });
    const [row] = await t.database.db
      .insert(schema.importedCalendars)
      .values({
        studioId: calendarStudio.id,
        label: 'Airbnb',
        url: calendarUrl,
        status: 'ok',
        lastSyncedAt: t.clock.now,
      })
      .returning({ id: schema.importedCalendars.id });
    return { params: { id: calendarStudio.id, calendarId: row!.id } };
  }

  /** A new account whose reset code the app has mailed. */
  async function resetCodeSent() {
    const user = await createUser(t);
    const res = await call(t, 'POST', '/api/user/forgot-password', {
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    // Sent without waiting for delivery: the mail lands a moment after the response.
    const otp = await vi.waitFor(() => latestCode(t.config.dataDir, 'email', user.email), {
      timeout: 5000,
    });
    return { email: user.email, otp };
  }

  /** The booker's review of a new studio of the owner's where they hold a booking. */
  async function bookersReview() {
    const reviewed = await bookedStudio();
    return createReviewRow(t, { studioId: reviewed.id, reviewerId: booker._id });
  }

  /** A studio inquiry as the public form stores it, open. */
  async function inquiry() {
    const [row] = await t.database.db
      .insert(schema.studioInquiries)
      .values({
        name: 'Meera Nair',
        whatsapp: '9876543210',
        location: 'Sector 29, Gurgaon',
        hasRoom: true,
        needsHelp: false,
      })
      .returning({ id: schema.studioInquiries.id });
    return row!.id;
  }

  /** A contact message as the public form stores it, open. */
  async function contactMessage() {
    const [row] = await t.database.db
      .insert(schema.contactMessages)
      .values({
        name: 'Arjun Mehta',
        email: 'arjun@example.com',
        subject: 'Question about a booking',
        message: 'Can I bring my own microphone?',
        category: 'booking',
      })
      .returning({ id: schema.contactMessages.id });
    return row!.id;
  }

  const requests: Record<string, RequestFor> = {
    'GET /api/health': async () => ({}),

    'GET /api/studio': async () => ({}),
    'POST /api/studio': async () => form(studioFields(today), [await pngUpload()]),
    'GET /api/studio/cities': async () => ({}),
    'GET /api/studio/{id}': async () => ({ params: { id: studio.id } }),
    'PUT /api/studio/{id}': async () => {
      const edited = await bookedStudio();
      return { params: { id: edited.id }, ...editForm(edited.id) };
    },
    'DELETE /api/studio/{id}': async () => ({
      params: { id: (await bookedStudio()).id },
      payload: { cancelReason: 'The studio is closing for renovation.' },
    }),
    'GET /api/owner/studios': async () => ({}),
    'GET /api/admin/studios/pending': async () => ({}),
    'PUT /api/admin/studios/{id}/approve': async () => ({
      params: { id: (await pendingStudio()).id },
    }),
    'DELETE /api/admin/studios/{id}/deny': async () => ({
      params: { id: (await pendingStudio()).id },
      payload: { reason: 'The photos do not show the room.' },
    }),
    'GET /api/admin/studios/changes': async () => ({}),
    'PUT /api/admin/studios/{id}/changes/approve': async () => ({
      params: { id: await studioWithChange() },
    }),
    'DELETE /api/admin/studios/{id}/changes/reject': async () => ({
      params: { id: await studioWithChange() },
      payload: { reason: 'The new photos show another room.' },
    }),

    // Each viewer reviews the shared studio once.
    'POST /api/review': async () => ({
      payload: { studio: studio.id, rating: 4, description: 'Quiet room, helpful staff.' },
    }),
    'GET /api/review/studio/{id}': async () => ({ params: { id: studio.id } }),
    'PUT /api/review/{id}': async () => ({
      params: { id: (await bookersReview()).id },
      payload: { rating: 3, description: 'Good sound, but the AC was loud.' },
    }),
    'DELETE /api/review/{id}': async () => ({ params: { id: (await bookersReview()).id } }),

    'GET /api/availability/{id}': async () => ({ params: { id: studio.id } }),
    // Each viewer books an hour of their own.
    'POST /api/booking': async (viewer) => ({
      payload: bookingRequest({
        studio: studio.id,
        date: bookingDay,
        hours: [OPEN_HOURS[VIEWERS.indexOf(viewer)]!],
        totalPrice: 1500,
      }),
    }),
    // Each viewer records an hour of their own tomorrow (the booker's booking holds 10-12).
    'POST /api/owner/bookings': async (viewer) => ({
      payload: {
        studio: studio.id,
        date: tomorrow,
        hours: [OPEN_HOURS[VIEWERS.indexOf(viewer) + 3]!],
        customerName: 'Walk-in Guest',
      },
    }),
    'POST /api/booking/{id}/cancel': async () => ({
      ...(await bookingOf()),
      payload: { reason: 'Our recording plans changed.' },
    }),
    'POST /api/booking/{id}/reschedule': async () => {
      const rescheduled = await bookersBooking();
      return {
        params: { id: rescheduled.id },
        payload: { date: rescheduled.date, hours: [14, 15], totalPrice: 3000 },
      };
    },
    'POST /api/booking/{id}/accept': () => bookingOf({ status: 'requested' }),
    'POST /api/booking/{id}/decline': async () => ({
      ...(await bookingOf({ status: 'requested' })),
      payload: { reason: 'The room is being repaired that day.' },
    }),
    'POST /api/booking/{id}/deposit': async () => ({
      ...(await bookersDeposit()),
      payload: { utr: '412356789012' },
    }),
    'POST /api/booking/{id}/deposit/confirm': () => bookersDeposit(),
    'POST /api/booking/{id}/deposit/reject': async () => ({
      ...(await bookersDeposit()),
      payload: { reason: 'No payment arrived' },
    }),
    'POST /api/booking/{id}/deposit/refunded': () => bookersDeposit('refundDue'),
    // A session of the past week has ended: the owner may mark it for 7 days.
    'POST /api/booking/{id}/no-show': (viewer) =>
      bookingOf({ date: addDays(today, -1 - VIEWERS.indexOf(viewer)) }),
    'GET /api/booking/customer': async () => ({}),
    'GET /api/booking/owner': async () => ({}),
    // The caller's own studios (another owner's id is 404: owner-week.integration.test.ts).
    'GET /api/owner/week': async () => ({}),
    'GET /api/booking/{id}/calendar.ics': async () => ({ params: { id: booking.id } }),
    'GET /api/admin/bookings': async () => ({}),
    'DELETE /api/admin/bookings/{id}': () => bookingOf(),
    'GET /api/studio/{id}/calendars': async () => ({ params: { id: studio.id } }),
    'POST /api/studio/{id}/calendars': async () => ({
      params: { id: studio.id },
      payload: { url: calendarUrl, label: 'Google' },
    }),
    'POST /api/studio/{id}/calendars/{calendarId}/sync': studioCalendar,
    'DELETE /api/studio/{id}/calendars/{calendarId}': studioCalendar,
    'GET /api/owner/calendar-feed': async () => ({}),
    'POST /api/owner/calendar-feed/rotate': async () => ({}),
    // An owner's current feed address, as their calendar app fetches it: not a viewer's, which
    // the rotate row voids meanwhile.
    'GET /api/calendar/{file}': async () => {
      const res = await call(t, 'GET', '/api/owner/calendar-feed', { auth: feedOwner.auth });
      const { url } = res.json<{ url: string }>();
      return { params: { file: new URL(url).pathname.split('/').at(-1)! } };
    },

    'GET /api/booking/customer/summary': async () => ({}),
    'GET /api/booking/owner/summary': async () => ({}),
    'GET /api/admin/summary': async () => ({}),

    'POST /api/studio-inquiry': async () => ({
      payload: {
        name: 'Meera Nair',
        whatsapp: '98765 43210',
        location: 'Sector 29, Gurgaon',
        hasRoom: 'yes',
        needsHelp: 'no',
      },
    }),
    'POST /api/contact': async () => ({
      payload: {
        name: 'Arjun Mehta',
        email: 'arjun@example.com',
        subject: 'Question about a booking',
        message: 'Can I bring my own microphone?',
        category: 'booking',
      },
    }),
    'GET /api/admin/inquiries': async () => ({}),
    'GET /api/admin/contact-messages': async () => ({}),
    'PUT /api/admin/inquiries/{id}/handled': async () => ({ params: { id: await inquiry() } }),
    'DELETE /api/admin/inquiries/{id}/handled': async () => ({ params: { id: await inquiry() } }),
    'PUT /api/admin/contact-messages/{id}/handled': async () => ({
      params: { id: await contactMessage() },
    }),
    'DELETE /api/admin/contact-messages/{id}/handled': async () => ({
      params: { id: await contactMessage() },
    }),

    'POST /api/user/signup': async () => ({ payload: signupInput() }),
    'POST /api/user/verify-otp': async () => {
      const input = signupInput();
      const res = await call(t, 'POST', '/api/user/signup', { payload: input });
      expect(res.statusCode).toBe(201);
      const [emailOtp, phoneOtp] = await Promise.all([
        latestCode(t.config.dataDir, 'email', input.email),
        latestCode(t.config.dataDir, 'sms', `+91${input.phone}`),
      ]);
      return { payload: { email: input.email, emailOtp, phoneOtp } };
    },
    'POST /api/user/login': async () => {
      const user = await createUser(t);
      return { payload: { email: user.email, password: user.password, userType: 'customer' } };
    },
    'POST /api/user/forgot-password': async () => ({
      payload: { email: (await createUser(t)).email },
    }),
    'POST /api/user/verify-password-otp': async () => ({ payload: await resetCodeSent() }),
    'POST /api/user/reset-password': async () => {
      const res = await call(t, 'POST', '/api/user/verify-password-otp', {
        payload: await resetCodeSent(),
      });
      expect(res.statusCode).toBe(200);
      const { resetToken } = res.json<{ resetToken: string }>();
      return { payload: { token: resetToken, newPassword: 'Fresh@Start9' } };
    },
    'GET /api/user/me': async () => ({}),

    // The contract itself, outside the document it serves.
    'GET /api/docs': async () => ({}),
    'GET /api/docs/json': async () => ({}),
  };

  return { authOf, requests, close: () => calendarServer.close() };
}
