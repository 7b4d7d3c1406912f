import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBookingsQuerySchema,
  availableSlotListSchema,
  BOOKING_LIFECYCLE_MESSAGES,
  BOOKING_MESSAGES,
  bookingChangeReasonSchema,
  bookingCreatedSchema,
  bookingListSchema,
  bookingRequestSchema,
  bookingResultSchema,
  DEPOSIT_MESSAGES,
  depositReportSchema,
  messageResultSchema,
  offlineBookingRequestSchema,
  ownBookingsQuerySchema,
  ownerWeekQuerySchema,
  ownerWeekSchema,
  OWNER_WEEK_AHEAD_DAYS,
  OWNER_WEEK_PAST_DAYS,
  rescheduleRequestSchema,
  UNPAGED_BOOKINGS_LIMIT,
} from '@studio-hive/domain';
import { asCaller, type Auth } from '../auth/guards';
import { bearer, errorResponses, idParams } from '../../http/openapi';
import { privateNoStore } from '../../http/security';
import { pageHeaders } from '../../http/pagination';
import { listAvailability } from './booking-availability';
import {
  changeBooking,
  confirmDeposit,
  markDepositRefunded,
  reportDeposit,
  rescheduleBooking,
} from './booking-changes';
import { createBooking } from './booking-creation';
import type { BookingsContext } from './booking-queries';
import * as bookings from './bookings.service';
import { listAdminBookings } from './admin-bookings';
import { createOfflineBooking } from './offline-bookings';
import { listOwnBookings } from './own-bookings';
import { ownerWeek } from './owner-week';
import { CALENDAR_CONTENT_TYPE } from '../../calendar/booking-calendar';

export type BookingsRoutesOptions = { context: BookingsContext; auth: Auth };

/**
 * /api/availability, /api/booking, /api/owner/bookings, /api/owner/week and /api/admin/bookings
 * (docs/api.md).
 */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  options,
) => {
  const { context, auth } = options;
  const tags = ['bookings'];

  // Lists change with every booking; nobody may keep a copy.
  app.addHook('onSend', privateNoStore);

  app.get(
    '/availability/:id',
    {
      // The account is read with the studio and its hours, in one statement.
      preHandler: auth.requireToken,
      schema: {
        tags,
        summary:
          'Hours of a studio that can be booked now: available, not booked, not past in IST; dates and hours ascending',
        security: bearer,
        params: idParams,
        response: { 200: availableSlotListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listAvailability(context, request.uncheckedClaims!, request.params.id),
  );

  app.post(
    '/booking',
    {
      // The account is read with the studio, in the booking's own first statement.
      preHandler: auth.requireToken,
      schema: {
        tags,
        summary:
          'Book consecutive hours of an approved studio (paid at the studio); the server recomputes the price',
        security: bearer,
        body: bookingRequestSchema,
        response: {
          201: bookingCreatedSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(context, request.uncheckedClaims!, request.body);
      const message =
        booking.status === 'awaiting_deposit'
          ? DEPOSIT_MESSAGES.asked
          : booking.status === 'requested'
            ? BOOKING_LIFECYCLE_MESSAGES.requested
            : BOOKING_MESSAGES.confirmed;
      return reply.status(201).send({ message, booking });
    },
  );

  app.post(
    '/owner/bookings',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary:
          "Record an offline booking (taken elsewhere: WhatsApp, a call, a walk-in) at one of the caller's studios: confirmed at once, holding its hours like any booking (an hour someone holds: 409), with no customer account; nobody is sent a message. Hours from the current IST hour on, within the opening hours, offered that day; the studio's minimum duration does not apply. `totalPrice` defaults to the package's price for the hours, else 0",
        security: bearer,
        body: offlineBookingRequestSchema,
        response: { 201: bookingResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    asCaller(async (caller, request, reply) => {
      const booking = await createOfflineBooking(context, caller, request.body);
      return reply.status(201).send({ booking });
    }),
  );

  // The lifecycle (docs/api.md#booking-lifecycle): each responds with the changed booking as
  // its caller sees it.
  const changeSchema = (summary: string) => ({
    tags,
    summary,
    security: bearer,
    params: idParams,
    response: { 200: bookingResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
  });

  app.post(
    '/booking/:id/cancel',
    {
      preHandler: auth.requireUser,
      schema: {
        ...changeSchema(
          "Cancel a booking: its customer until `cancellableUntil` (an open request until its start), or the studio's owner before the start with a reason (3-500 characters); an offline booking by its owner until it ends, with no reason and nobody told; the hours are free at once",
        ),
        body: bookingChangeReasonSchema.optional(),
      },
    },
    asCaller(async (caller, request) => ({
      booking: await changeBooking(context, caller, request.params.id, 'cancel', request.body),
    })),
  );

  app.post(
    '/booking/:id/reschedule',
    {
      preHandler: auth.requireUser,
      schema: {
        ...changeSchema(
          "Move a confirmed booking to other free hours of the same studio (same package and add-ons, today's package price): its customer, until `cancellableUntil`",
        ),
        body: rescheduleRequestSchema,
      },
    },
    asCaller(async (caller, request) => ({
      booking: await rescheduleBooking(context, caller, request.params.id, request.body),
    })),
  );

  app.post(
    '/booking/:id/accept',
    {
      preHandler: auth.requireUser,
      schema: changeSchema("Accept a booking request: the studio's owner, before `decisionDueAt`"),
    },
    asCaller(async (caller, request) => ({
      booking: await changeBooking(context, caller, request.params.id, 'accept'),
    })),
  );

  app.post(
    '/booking/:id/decline',
    {
      preHandler: auth.requireUser,
      schema: {
        ...changeSchema(
          "Decline a booking request (reason optional): the studio's owner, before `decisionDueAt`",
        ),
        body: bookingChangeReasonSchema.optional(),
      },
    },
    asCaller(async (caller, request) => ({
      booking: await changeBooking(context, caller, request.params.id, 'decline', request.body),
    })),
  );

  app.post(
    '/booking/:id/no-show',
    {
      preHandler: auth.requireUser,
      schema: changeSchema(
        "Mark a confirmed booking as a no-show: the studio's owner, from the booking's end until 7 days after",
      ),
    },
    asCaller(async (caller, request) => ({
      booking: await changeBooking(context, caller, request.params.id, 'no-show'),
    })),
  );

  // Deposits over UPI (docs/api.md#deposits-over-upi, decision 052).
  app.post(
    '/booking/:id/deposit',
    {
      preHandler: auth.requireUser,
      schema: {
        ...changeSchema(
          "Report paying a booking's deposit with the 12-digit UTR the UPI app shows: its customer, while it awaits the deposit and before `decisionDueAt`. The first report gives the owner until `decisionDueAt` (24 hours later, the start if sooner, never before `deposit.payBy`) to confirm it; another corrects the UTR (the UTR on record again changes nothing; 429 past DEPOSIT_REPORTS_PER_BOOKING new ones)",
        ),
        body: depositReportSchema,
        response: {
          200: bookingResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    asCaller(async (caller, request) => ({
      booking: await reportDeposit(context, caller, request.params.id, request.body),
    })),
  );

  app.post(
    '/booking/:id/deposit/confirm',
    {
      preHandler: auth.requireUser,
      schema: changeSchema(
        "Confirm a booking's deposit arrived ('Deposit received'): the studio's owner, while it awaits the deposit and before `decisionDueAt`; the booking is confirmed",
      ),
    },
    asCaller(async (caller, request) => ({
      booking: await confirmDeposit(context, caller, request.params.id),
    })),
  );

  app.post(
    '/booking/:id/deposit/reject',
    {
      preHandler: auth.requireUser,
      schema: {
        ...changeSchema(
          "Reject a booking's deposit (no payment arrived) with a reason (3-500 characters): the studio's owner, while it awaits the deposit and before `decisionDueAt`; the booking is declined and its hours are free",
        ),
        body: bookingChangeReasonSchema.optional(),
      },
    },
    asCaller(async (caller, request) => ({
      booking: await changeBooking(
        context,
        caller,
        request.params.id,
        'deposit/reject',
        request.body,
      ),
    })),
  );

  app.post(
    '/booking/:id/deposit/refunded',
    {
      preHandler: auth.requireUser,
      schema: changeSchema(
        "Mark the refund of a cancelled booking's deposit as paid (`deposit.refundDue`): the studio's owner, once; the platform moves no money",
      ),
    },
    asCaller(async (caller, request) => ({
      booking: await markDepositRefunded(context, caller, request.params.id),
    })),
  );

  // The caller's own lists, paged as the admin's (decision 041): without `limit`, the first
  // UNPAGED_BOOKINGS_LIMIT bookings with a `Link` to the next page.
  const ownLists = [
    {
      viewer: 'customer',
      preHandler: auth.requireUser,
      summary: "The caller's bookings",
      errors: [400, 401],
    },
    {
      viewer: 'owner',
      preHandler: auth.requireRole('owner'),
      summary: "Bookings at the caller's studios",
      errors: [400, 401, 403],
    },
  ] as const;
  for (const { viewer, preHandler, summary, errors } of ownLists) {
    app.get(
      `/booking/${viewer}`,
      {
        preHandler,
        schema: {
          tags,
          summary: `${summary}, upcoming soonest first, then past latest first; optionally filtered by date (when: all, upcoming, past in IST) and states (status: one or more, comma-separated), to the deposits a cancellation left owed back and not marked refunded (refund=due), and paged (page, limit; X-Total-Count and Link), the first ${UNPAGED_BOOKINGS_LIMIT} when no limit is asked`,
          security: bearer,
          querystring: ownBookingsQuerySchema,
          response: { 200: bookingListSchema, ...errorResponses(...errors) },
        },
      },
      asCaller(async (caller, request, reply) => {
        const page = await listOwnBookings(context, caller, viewer, request.query);
        reply.headers(pageHeaders(request, page));
        return page.items;
      }),
    );
  }

  app.get(
    '/owner/week',
    {
      preHandler: auth.requireRole('owner'),
      schema: {
        tags,
        summary: `Seven days of the caller's studios (or of one, \`studio\`) from \`from\` (today in IST without it; ${OWNER_WEEK_PAST_DAYS} days before today to ${OWNER_WEEK_AHEAD_DAYS} after): each hour from the studio's opening to its closing hour, widened to the hours it offers or a booking holds, in one state (free, closed, confirmed, requested, deposit, offline, busy), and the bookings the cells name as GET /booking/owner lists them`,
        security: bearer,
        querystring: ownerWeekQuerySchema,
        response: { 200: ownerWeekSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    asCaller(async (caller, request) => ownerWeek(context, caller, request.query)),
  );

  app.get(
    '/booking/:id/calendar.ics',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          "The booking as an iCalendar event in IST, for its customer and the studio's owner; the studio named as the caller's bookings list names it (masked for its customer until confirmed). Only a confirmed booking or an open request still to come (409 otherwise)",
        security: bearer,
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    asCaller(async (caller, request, reply) => {
      const file = await bookings.bookingCalendarFile(context, caller, request.params.id);
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    }),
  );

  const adminTags = ['admin'];

  app.get(
    '/admin/bookings',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary:
          'All bookings, upcoming soonest first, then past latest first; optionally searched (q: studio name or city, customer name or e-mail), filtered by date (when: all, upcoming, past in IST) and state, and paged (page, limit; X-Total-Count, X-Total-Count-Capped when a search was counted only so far, and Link)',
        security: bearer,
        querystring: adminBookingsQuerySchema,
        response: { 200: bookingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await listAdminBookings(context, request.query);
      reply.headers(pageHeaders(request, page));
      return page.items;
    },
  );

  app.delete(
    '/admin/bookings/:id',
    {
      preHandler: auth.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary: 'Delete a booking; its hours become available again',
        security: bearer,
        params: idParams,
        response: { 200: messageResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await bookings.deleteBooking(context, request.params.id);
      return { message: BOOKING_MESSAGES.deleted };
    },
  );
};
