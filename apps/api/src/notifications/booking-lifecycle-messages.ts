import {
  BRAND_NAME,
  formatIndianMobile,
  formatIstInstant,
  formatRupees,
  type BookingNotice,
  type BookingParty,
  type BookingState,
} from '@studio-hive/domain';
import {
  bookingReference,
  calendarAttachment,
  type CalendarBooking,
} from '../calendar/booking-calendar';
import {
  bookingLines,
  quoted,
  session,
  studioContactLines,
  toE164India,
  type BookingNotificationInput,
} from './messages';
import type { OutgoingMessage } from './notifier';

/**
 * The notifications of a booking's lifecycle (decision 025): to the other party of each event, an
 * e-mail and, where the news changes someone's day, an SMS (those pass the per-phone allowance
 * of booking-limits.ts). A customer learns the studio's name and address only once their booking
 * is confirmed, so the notifications of a request name the studio as the customer saw it.
 */

type Person = { name: string; email: string; phone: string };

export type LifecycleNotification = BookingNotificationInput & {
  /** The studio as its customer may see it now: masked while the booking is not confirmed. */
  customerView: CalendarBooking;
  /** When the change was made (the booking's `statusChangedAt`): the calendar's revision. */
  changedAt: string;
};

const signature = `— The ${BRAND_NAME} team`;

type Attachment = ReturnType<typeof calendarAttachment>;

function email(to: Person, subject: string, lines: string[], attachment?: Attachment) {
  const message: OutgoingMessage = {
    channel: 'email',
    to: to.email,
    subject: `${BRAND_NAME}: ${subject}`,
    text: [`Hello ${to.name},`, '', ...lines, '', signature].join('\n'),
    ...(attachment && { attachment }),
  };
  return message;
}

const sms = (to: Person, text: string): OutgoingMessage => ({
  channel: 'sms',
  to: toE164India(to.phone),
  text: `${BRAND_NAME}: ${text}`,
});

const ref = (booking: CalendarBooking) => `Ref ${bookingReference(booking._id)}`;

/** The reason as its reader sees it: quoted, on lines of its own, never as one of our lines. */
const reasonLines = (reason: string | null | undefined) =>
  reason ? ['', 'Reason given:', '', quoted(reason)] : [];

/** A new request: the owner decides by `decisionDueAt`; the customer hears it was sent. */
export function bookingRequestedMessages(
  notification: LifecycleNotification,
  decisionDueAt: Date,
): OutgoingMessage[] {
  const { booking, customer, owner, customerView } = notification;
  const due = formatIstInstant(decisionDueAt);
  const messages: OutgoingMessage[] = [
    email(customer, `booking request sent for ${session(customerView)}`, [
      'Your booking request was sent to the studio:',
      '',
      ...bookingLines(customerView, false),
      '',
      `The studio accepts or declines it by ${due}; until then the time is held for you. We write again as soon as it decides. The studio's name and address are shared once it accepts.`,
    ]),
  ];
  if (owner) {
    messages.push(
      email(owner, `booking request for ${booking.studio.name} on ${session(booking)}`, [
        `${customer.name} (${customer.email}, ${formatIndianMobile(customer.phone)}) asks to book your studio:`,
        '',
        ...bookingLines(booking, false),
        '',
        `Accept or decline it under Bookings Received by ${due}. Until then the time is held; after it the request expires and the time is free again.`,
      ]),
      sms(
        owner,
        `booking request at ${booking.studio.name}, ${session(booking)} by ${customer.name}. Decide by ${due} in Bookings Received. ${ref(booking)}.`,
      ),
    );
  }
  return messages;
}

/** The owner accepted a request: the customer gets what a new booking's confirmation carries. */
function bookingAcceptedMessages(notification: LifecycleNotification): OutgoingMessage[] {
  const { booking, customer } = notification;
  return [
    email(
      customer,
      `your booking at ${booking.studio.name} on ${session(booking)} is confirmed`,
      [
        'The studio accepted your request. Your booking is confirmed:',
        '',
        ...bookingLines(booking, true),
        ...studioContactLines(notification.contactPhone),
        '',
        'Pay at the studio when you arrive. The attached calendar file adds the session to your calendar; your bookings are also under My Bookings.',
      ],
      calendarAttachment(booking, { changedAt: notification.changedAt, cancelled: false }),
    ),
    sms(
      customer,
      `your request is accepted: ${booking.studio.name}, ${session(booking)}. Total ${formatRupees(booking.totalPrice)}, Pay at Studio. ${ref(booking)}.${notification.contactPhone ? ` Studio: ${formatIndianMobile(notification.contactPhone)}` : ''}`,
    ),
  ];
}

/** The owner declined a request (a reason is optional). */
function bookingDeclinedMessages(
  notification: LifecycleNotification,
  reason: string | null,
): OutgoingMessage[] {
  const { customer, customerView } = notification;
  return [
    email(customer, `your booking request for ${session(customerView)} was declined`, [
      'The studio declined your booking request, and nothing is due for it:',
      '',
      ...bookingLines(customerView, false),
      ...reasonLines(reason),
      '',
      'Other studios may have this time free: search by date and time on the Studios page.',
    ]),
    sms(customer, `your request for ${session(customerView)} was declined. ${ref(customerView)}.`),
  ];
}

/** Nobody decided a request in time: both hear that it expired and the time is free. */
function bookingExpiredMessages(notification: LifecycleNotification): OutgoingMessage[] {
  const { booking, customer, owner, customerView } = notification;
  const messages: OutgoingMessage[] = [
    email(customer, `your booking request for ${session(customerView)} expired`, [
      'The studio did not answer your booking request in time, so it expired and nothing is due for it:',
      '',
      ...bookingLines(customerView, false),
      '',
      'Other studios may have this time free: search by date and time on the Studios page.',
    ]),
    sms(
      customer,
      `your request for ${session(customerView)} expired unanswered. ${ref(customerView)}.`,
    ),
  ];
  if (owner) {
    messages.push(
      email(owner, `a booking request for ${booking.studio.name} expired`, [
        `The request of ${customer.name} expired before it was accepted or declined, and its time is free again:`,
        '',
        ...bookingLines(booking, false),
      ]),
    );
  }
  return messages;
}

/**
 * A booking or request was cancelled by one side: the other side gets an e-mail and an SMS with
 * the reason, the side that cancelled an e-mail to keep; every e-mail of a booking that was
 * confirmed carries the calendar's METHOD:CANCEL, so the event leaves their calendars.
 */
function bookingCancelledMessages(
  notification: LifecycleNotification,
  by: 'customer' | 'owner',
  reason: string | null,
  wasConfirmed: boolean,
): OutgoingMessage[] {
  const { booking, customer, owner, customerView } = notification;
  const cancelFile = (view: CalendarBooking) =>
    wasConfirmed
      ? calendarAttachment(view, { changedAt: notification.changedAt, cancelled: true })
      : undefined;
  const what = wasConfirmed ? 'booking' : 'booking request';
  const messages: OutgoingMessage[] = [];
  const toCustomer =
    by === 'owner'
      ? [
          `The studio cancelled your ${what}. Its time is free and nothing is due for it:`,
          '',
          ...bookingLines(customerView, wasConfirmed),
          ...reasonLines(reason),
          '',
          'We are sorry for the change of plans. Other studios may have this time free: search by date and time on the Studios page.',
        ]
      : [
          `Your ${what} is cancelled, as you asked:`,
          '',
          ...bookingLines(customerView, wasConfirmed),
        ];
  messages.push(
    email(
      customer,
      `${what} for ${session(customerView)} cancelled`,
      toCustomer,
      cancelFile(customerView),
    ),
  );
  if (by === 'owner') {
    messages.push(
      sms(
        customer,
        `the studio cancelled your ${what} for ${session(customerView)}. Nothing is due. ${ref(customerView)}.`,
      ),
    );
  }
  if (owner) {
    const toOwner =
      by === 'customer'
        ? [
            `${customer.name} cancelled their ${what}, and its time is free again:`,
            '',
            ...bookingLines(booking, false),
            ...reasonLines(reason),
          ]
        : [
            `You cancelled this ${what}; the customer has been told:`,
            '',
            ...bookingLines(booking, false),
          ];
    messages.push(
      email(
        owner,
        `${what} at ${booking.studio.name} on ${session(booking)} cancelled`,
        toOwner,
        cancelFile(booking),
      ),
    );
    if (by === 'customer') {
      messages.push(
        sms(
          owner,
          `${customer.name} cancelled the ${what} at ${booking.studio.name}, ${session(booking)}. ${ref(booking)}.`,
        ),
      );
    }
  }
  return messages;
}

/** The customer rescheduled a booking: both get the new time and a calendar file that replaces the old. */
function bookingRescheduledMessages(
  notification: LifecycleNotification,
  before: { date: string; hours: number[] },
): OutgoingMessage[] {
  const { booking, customer, owner } = notification;
  const was = session({ ...booking, ...before });
  const file = calendarAttachment(booking, {
    changedAt: notification.changedAt,
    cancelled: false,
  });
  const messages: OutgoingMessage[] = [
    email(
      customer,
      `your booking at ${booking.studio.name} moved to ${session(booking)}`,
      [
        `Your booking moved from ${was} to:`,
        '',
        ...bookingLines(booking, true),
        ...studioContactLines(notification.contactPhone),
        '',
        'The attached calendar file updates the event in your calendar.',
      ],
      file,
    ),
    sms(
      customer,
      `your booking at ${booking.studio.name} moved to ${session(booking)}. Total ${formatRupees(booking.totalPrice)}. ${ref(booking)}.`,
    ),
  ];
  if (owner) {
    messages.push(
      email(
        owner,
        `booking at ${booking.studio.name} moved to ${session(booking)}`,
        [
          `${customer.name} moved their booking from ${was} to:`,
          '',
          ...bookingLines(booking, false),
          '',
          'The attached calendar file updates the event in your calendar.',
        ],
        file,
      ),
      sms(
        owner,
        `${customer.name} moved a booking at ${booking.studio.name} from ${was} to ${session(booking)}. ${ref(booking)}.`,
      ),
    );
  }
  return messages;
}

/** The owner marked a booking a no-show: the customer hears it (it shows on their record). */
function bookingNoShowMessages(notification: LifecycleNotification): OutgoingMessage[] {
  const { booking, customer } = notification;
  return [
    email(customer, `missed booking at ${booking.studio.name}`, [
      'The studio marked this booking as a no-show:',
      '',
      ...bookingLines(booking, false),
      '',
      'Studios see how many of your bookings were missed. If you were there, write to us through the Contact page.',
    ]),
  ];
}

/** What a change says besides the booking as it is after it. */
export type ChangeDetails = {
  /** Who cancelled (the owner when a studio is deleted). */
  by: BookingParty;
  reason: string | null;
  /** The state the booking left: a confirmed booking's calendar event is cancelled too. */
  from: BookingState;
  /** The booking's session before the change (a reschedule's notice names both). */
  before: { date: string; hours: number[] };
};

/** The notices of a change of a booking's state (the table's `notice`, booking-transitions.ts). */
const CHANGE_NOTICES: Record<
  ChangeNotice,
  (notification: LifecycleNotification, details: ChangeDetails) => OutgoingMessage[]
> = {
  accepted: (notification) => bookingAcceptedMessages(notification),
  declined: (notification, { reason }) => bookingDeclinedMessages(notification, reason),
  expired: (notification) => bookingExpiredMessages(notification),
  cancelled: (notification, { by, reason, from }) =>
    bookingCancelledMessages(notification, by, reason, from === 'confirmed'),
  rescheduled: (notification, { before }) => bookingRescheduledMessages(notification, before),
  noShow: (notification) => bookingNoShowMessages(notification),
};

/** The notices of a change, as opposed to those of a new booking (messages.ts). */
export type ChangeNotice = Exclude<BookingNotice, 'requested' | 'confirmed'>;

/** The notifications that `notice` sends of the booking as it is after the change. */
export function changeNoticeMessages(
  notice: ChangeNotice,
  notification: LifecycleNotification,
  details: ChangeDetails,
): OutgoingMessage[] {
  return CHANGE_NOTICES[notice](notification, details);
}
