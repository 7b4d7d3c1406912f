import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import {
  ADD_BOOKING_TEXT,
  addDays,
  BRAND_NAME,
  formatIndianMobile,
  istToday,
  type BookingState,
  type Booking,
} from '@studio-hive/domain';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { bookingEvent, CALENDAR_PRODID } from '../../calendar/booking-calendar';
import { holdsAt } from './booking-holds';
import { bk, bookingsOf, loadBookings } from './booking-queries';
import { notificationBooking } from './booking-response';

/**
 * Owners' calendar feeds (docs/api.md#booking-lifecycle, decision 025): a secret address per
 * owner that Google Calendar or Apple Calendar subscribes to, listing every confirmed booking and
 * open request at their studios from 30 days ago on.
 *
 * The address carries the owner's id and an HMAC over it and the account's feed version, keyed
 * from the server's secret: nothing secret is stored, the same address comes back on every visit
 * to the dashboard, and "new link" counts the version up, which voids every earlier address. A
 * calendar app fetches the feed without our sign-in, so the token is the only key: 256 bits,
 * compared in constant time, and a wrong one answers 404 like an unknown one.
 */

export type CalendarFeedContext = {
  db: Database;
  now: () => Date;
  /** The server's signing secret; the feed's key is derived from it. */
  secret: string;
};

/** How far back the feed reaches: past sessions stay visible in the calendar for a month. */
export const FEED_PAST_DAYS = 30;

const FEED_NOT_FOUND = 'Calendar not found';
const TOKEN = /^([0-9a-f]{32})([A-Za-z0-9_-]{43})$/;

function signature(secret: string, ownerId: string, version: number): string {
  const key = createHmac('sha256', secret).update('calendar-feed').digest();
  return createHmac('sha256', key).update(`${ownerId}:${version}`).digest('base64url');
}

/** The token of an owner's feed: their id's 32 hex digits, then the signature. */
export function feedToken(secret: string, ownerId: string, version: number): string {
  return `${ownerId.replace(/-/g, '')}${signature(secret, ownerId, version)}`;
}

const uuidFromHex = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The feed's path under the API; the caller puts the site's base in front. */
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

async function versionOf(db: Database, ownerId: string) {
  const [row] = await db
    .select({ version: users.calendarFeedVersion, role: users.role })
    .from(users)
    .where(eq(users.id, ownerId));
  return row;
}

/** GET /owner/calendar-feed: the caller's current feed token. */
export async function currentFeedToken(ctx: CalendarFeedContext, ownerId: string) {
  const row = await versionOf(ctx.db, ownerId);
  if (!row) throw notFound(FEED_NOT_FOUND);
  return feedToken(ctx.secret, ownerId, row.version);
}

/** POST /owner/calendar-feed/rotate: a new token; the old address answers 404 from now on. */
export async function rotateFeedToken(ctx: CalendarFeedContext, ownerId: string) {
  const [row] = await ctx.db
    .update(users)
    .set({ calendarFeedVersion: sql`${users.calendarFeedVersion} + 1` })
    .where(eq(users.id, ownerId))
    .returning({ version: users.calendarFeedVersion });
  if (!row) throw notFound(FEED_NOT_FOUND);
  return feedToken(ctx.secret, ownerId, row.version);
}

/** The answer to a wrong token: malformed, unknown, voided or no longer an owner's. */
export const feedNotFound = () => notFound(FEED_NOT_FOUND);

/** The owner a token belongs to, or null: malformed, unknown, voided or no longer an owner. */
export async function feedOwner(ctx: CalendarFeedContext, token: string): Promise<string | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const ownerId = uuidFromHex(match[1]!);
  const row = await versionOf(ctx.db, ownerId);
  const expected = Buffer.from(signature(ctx.secret, ownerId, row?.version ?? 0));
  const given = Buffer.from(match[2]!);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  if (!row || !valid || (row.role !== 'owner' && row.role !== 'admin')) return null;
  return ownerId;
}

/** The title prefix of the bookings that hold their hours only until a deadline. */
const TENTATIVE_TITLES: Partial<Record<BookingState, string>> = {
  requested: 'Request',
  awaiting_deposit: 'Awaiting deposit',
};

/** 'Customer: Meera Nair, +91 98765 43210': who booked, as the owner may see them. */
function customerLine(booking: Booking): string {
  const customer = booking.customer ?? booking.offlineCustomer;
  if (!customer) return 'Customer: Unknown Customer';
  return `Customer: ${customer.name}${customer.phone ? `, ${formatIndianMobile(customer.phone)}` : ''}`;
}

/**
 * GET /calendar/:token.ics for the owner its token names (`feedOwner`): their confirmed bookings
 * (CONFIRMED) and open requests (TENTATIVE) from 30 days ago on, each under the booking's own
 * UID, so the events the booking e-mails added are the same events; the customer's name and
 * phone (as the owner may see it) are in each description. An offline booking (decision 049) is
 * titled 'Offline: …' and carries the owner's note.
 */
export async function calendarFeed(ctx: CalendarFeedContext, ownerId: string): Promise<string> {
  const now = ctx.now();
  const from = addDays(istToday(now), -FEED_PAST_DAYS);
  const list = await loadBookings(
    ctx.db,
    sql`${bookingsOf.owner(ownerId)} and ${bk.date} >= ${from}::date
        and ${holdsAt(bk, now.toISOString())}`,
    { viewer: 'owner', now },
  );
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', CALENDAR_PRODID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('x-wr-calname', `${BRAND_NAME} bookings`);
  // Calendar apps poll a subscription; this asks for hourly (Apple and Outlook read it).
  calendar.addPropertyWithValue('refresh-interval', 'PT1H').setParameter('value', 'DURATION');
  calendar.addPropertyWithValue('x-published-ttl', 'PT1H');
  for (const booking of list) {
    const event = notificationBooking(booking);
    if (!event) continue;
    const offline = booking.source === 'offline';
    // A booking awaiting its deposit is as tentative as a request: both may expire.
    const tentative = TENTATIVE_TITLES[booking.status];
    calendar.addSubcomponent(
      bookingEvent(event, {
        revision: { changedAt: booking.statusChangedAt, cancelled: false },
        status: tentative ? 'TENTATIVE' : 'CONFIRMED',
        summaryPrefix: offline ? ADD_BOOKING_TEXT.badge : tentative,
        notes: [
          customerLine(booking),
          ...(offline ? ['Offline booking (added by you)'] : []),
          ...(booking.note ? [`Note: ${booking.note}`] : []),
        ],
      }),
    );
  }
  return `${calendar.toString()}\r\n`;
}
