import {
  BRAND_NAME,
  formatIndianMobile,
  formatIstInstant,
  formatRupees,
  DEPOSIT_MESSAGES,
  depositPaidLine,
  refundDueLine,
  type BookingDeposit,
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
  /** Its deadline now: the owner's decision, or the deposit's confirmation. */
  decisionDueAt: string | null;
  /** Its deposit (decision 052), null without one. */
  deposit: BookingDeposit | null;
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

/**
 * The owner accepted a request, or confirmed its deposit arrived: the customer gets what a new
 * booking's confirmation carries (unmasked, with the studio's number and the calendar file), and
 * for a deposit what is paid and what is left to pay at the studio.
 */
function bookingConfirmedByOwnerMessages(
  notification: LifecycleNotification,
  how: 'accepted' | 'depositConfirmed',
): OutgoingMessage[] {
  const { booking, customer, deposit } = notification;
  const paid =
    how === 'depositConfirmed' && deposit
      ? depositPaidLine(deposit.amount, booking.totalPrice)
      : null;
  const studioPhone = notification.contactPhone
    ? ` Studio: ${formatIndianMobile(notification.contactPhone)}`
    : '';
  return [
    email(
      customer,
      `your booking at ${booking.studio.name} on ${session(booking)} is confirmed`,
      [
        paid
          ? 'The studio received your deposit. Your booking is confirmed:'
          : 'The studio accepted your request. Your booking is confirmed:',
        '',
        ...bookingLines(booking, true),
        ...(paid ? [`    Deposit:   ${paid}`] : []),
        ...studioContactLines(notification.contactPhone),
        '',
        `${paid ? 'Pay the rest' : 'Pay'} at the studio when you arrive. The attached calendar file adds the session to your calendar; your bookings are also under My Bookings.`,
      ],
      calendarAttachment(booking, { changedAt: notification.changedAt, cancelled: false }),
    ),
    sms(
      customer,
      paid
        ? `deposit received, booking confirmed: ${booking.studio.name}, ${session(booking)}. ${paid}. ${ref(booking)}.${studioPhone}`
        : `your request is accepted: ${booking.studio.name}, ${session(booking)}. Total ${formatRupees(booking.totalPrice)}, Pay at Studio. ${ref(booking)}.${studioPhone}`,
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
 * confirmed carries the calendar's METHOD:CANCEL, so the event leaves their calendars. A deposit
 * reported but not confirmed may have been paid: the owner is told to refund what arrived, the
 * customer how to ask us for it.
 */
function bookingCancelledMessages(
  notification: LifecycleNotification,
  by: 'customer' | 'owner',
  reason: string | null,
  from: BookingState,
  withStudio: boolean,
): OutgoingMessage[] {
  const { booking, customer, owner, customerView } = notification;
  const wasConfirmed = from === 'confirmed';
  const cancelFile = (view: CalendarBooking) =>
    wasConfirmed
      ? calendarAttachment(view, { changedAt: notification.changedAt, cancelled: true })
      : undefined;
  const what = from === 'requested' ? 'booking request' : 'booking';
  // A paid deposit: what the studio owes back (decision 052), told to both.
  const refundText = refundSentence(notification.deposit);
  const refund = refundText ? ['', refundText] : [];
  const refundSms = refundText ? ` ${refundText}` : '';
  const { deposit } = notification;
  const reportedUnpaid = deposit?.utr && !deposit.paidAt ? paidAnywayLines(deposit) : [];
  const messages: OutgoingMessage[] = [];
  const toCustomer =
    by === 'owner'
      ? [
          `The studio cancelled your ${what}. Its time is free and nothing is due for it:`,
          '',
          ...bookingLines(customerView, wasConfirmed),
          ...reasonLines(reason),
          ...refund,
          ...reportedUnpaid,
          '',
          'We are sorry for the change of plans. Other studios may have this time free: search by date and time on the Studios page.',
        ]
      : [
          `Your ${what} is cancelled, as you asked:`,
          '',
          ...bookingLines(customerView, wasConfirmed),
          ...refund,
          ...reportedUnpaid,
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
        `the studio cancelled your ${what} for ${session(customerView)}. Nothing is due.${refundSms} ${ref(customerView)}.`,
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
            ...reportedUnconfirmedLines(deposit),
          ]
        : [
            `You cancelled this ${what}; the customer has been told:`,
            '',
            ...bookingLines(booking, false),
            ...reportedUnconfirmedLines(deposit),
          ];
    if (refundText) {
      // A deleted studio's bookings are no longer under Bookings Received to be marked.
      const sendBack = withStudio
        ? 'Send it back to the customer by UPI.'
        : `Send it back to the customer by UPI, then choose '${DEPOSIT_MESSAGES.markRefunded}' on the booking under Bookings Received.`;
      toOwner.push(...refund, ...(deposit?.refundDue ? [sendBack] : []));
    }
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
          `${customer.name} cancelled the ${what} at ${booking.studio.name}, ${session(booking)}.${refundSms} ${ref(booking)}.`,
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

/** Until when, in IST, as the notices say it: '24 Nov 2026, 11:15 AM'. */
const dueText = (iso: string | null) => (iso ? formatIstInstant(new Date(iso)) : 'its start');

/**
 * The owner's lines of a deposit its customer reported paying but nobody confirmed, when the
 * booking ends without it (expired, withdrawn): the money may be in their account.
 */
const reportedUnconfirmedLines = (deposit: BookingDeposit | null) =>
  deposit?.utr && !deposit.paidAt
    ? [
        '',
        `They reported paying the deposit of ${formatRupees(deposit.amount)} with UTR ${deposit.utr} (reference ${deposit.reference}). If the money arrived, refund it to them.`,
      ]
    : [];

/** The contact page line of a deposit that may have been paid but was not confirmed. */
const paidAnywayLines = (deposit: BookingDeposit) => [
  '',
  `If you paid it, write to us through the Contact page with your UTR and the reference ${deposit.reference}: we help you get it back.`,
];

/**
 * A booking at a studio that asks a deposit (decision 052): the customer gets the payment link,
 * the amount, the reference and the time to pay by; the owner hears of it once it is reported
 * paid.
 */
export function depositAskedMessages(notification: LifecycleNotification): OutgoingMessage[] {
  const { customer, customerView, deposit } = notification;
  if (!deposit) return [];
  const payBy = dueText(deposit.payBy);
  return [
    email(customer, `pay the deposit to hold ${session(customerView)}`, [
      `Your booking is held until ${payBy} for a deposit of ${formatRupees(deposit.amount)}:`,
      '',
      ...bookingLines(customerView, false),
      `    Deposit:   ${formatRupees(deposit.amount)} by UPI, reference ${deposit.reference}`,
      '',
      `Pay it with any UPI app by ${payBy}. On your phone, this link opens your UPI app with the payment filled in:`,
      '',
      `    ${deposit.upiUrl}`,
      '',
      'Then enter the 12-digit UTR your UPI app shows under My Bookings, so the studio can find your payment. The studio confirms the booking once it sees the money; unpaid or unconfirmed in time, the booking expires and its time is free again. The rest is paid at the studio.',
    ]),
    sms(
      customer,
      `pay the deposit of ${formatRupees(deposit.amount)} by UPI by ${payBy} to hold your booking for ${session(customerView)}: open My Bookings. Ref ${deposit.reference}.`,
    ),
  ];
}

/**
 * The owner marked a cancelled booking's deposit refunded (decision 052): the customer is told to
 * look for it, by e-mail only (nothing is asked of them), with the way to us if it never arrives.
 */
export function depositRefundedMessages(notification: LifecycleNotification): OutgoingMessage[] {
  const { customer, customerView, deposit } = notification;
  if (!deposit?.refundDue) return [];
  return [
    email(customer, `deposit of ${formatRupees(deposit.refundDue)} refunded`, [
      `The studio says it has sent back your deposit of ${formatRupees(deposit.refundDue)} for this cancelled booking:`,
      '',
      ...bookingLines(customerView, false),
      `    Deposit:   reference ${deposit.reference}`,
      '',
      'Look for the credit in your bank or UPI app. If it has not arrived within three working days, write to us through the Contact page with the reference: we will take it up with the studio.',
    ]),
  ];
}

/**
 * The customer reported paying (their UTR): the owner looks for the credit in their bank app. A
 * correction of the UTR (`earlierUtr` the one it replaces) is e-mailed only: the first report's
 * text already sent the owner looking, and a customer's corrections must not use up the owner's
 * booking texts for the day.
 */
function depositReportedMessages(
  notification: LifecycleNotification,
  earlierUtr: string | null,
): OutgoingMessage[] {
  const { booking, customer, owner, deposit } = notification;
  if (!owner || !deposit?.utr) return [];
  const due = dueText(notification.decisionDueAt);
  const reported = email(
    owner,
    `deposit ${earlierUtr ? 'UTR corrected' : 'reported'} for ${booking.studio.name} on ${session(booking)}`,
    [
      earlierUtr
        ? `${customer.name} corrected the UTR of their deposit of ${formatRupees(deposit.amount)} for this booking (it was ${earlierUtr}):`
        : `${customer.name} reports paying the deposit of ${formatRupees(deposit.amount)} for this booking:`,
      '',
      ...bookingLines(booking, false),
      `    Deposit:   ${formatRupees(deposit.amount)}, reference ${deposit.reference}`,
      `    UTR:       ${deposit.utr}`,
      '',
      `Find a credit of ${formatRupees(deposit.amount)} with UTR ${deposit.utr} in your bank or UPI app, then choose '${DEPOSIT_MESSAGES.received}' or '${DEPOSIT_MESSAGES.reject}' under Bookings Received by ${due}. Until then the time is held; after it the booking expires.`,
    ],
  );
  if (earlierUtr) return [reported];
  return [
    reported,
    sms(
      owner,
      `${customer.name} paid the deposit of ${formatRupees(deposit.amount)} for ${booking.studio.name}, ${session(booking)}: UTR ${deposit.utr}. Confirm it in Bookings Received by ${due}. Ref ${deposit.reference}.`,
    ),
  ];
}

/** The owner found no deposit: the booking is turned down, with the reason. */
function depositRejectedMessages(
  notification: LifecycleNotification,
  reason: string | null,
): OutgoingMessage[] {
  const { customer, customerView, deposit } = notification;
  return [
    email(customer, `the studio did not confirm your deposit for ${session(customerView)}`, [
      'The studio did not find your deposit, so it turned this booking down and its time is free again:',
      '',
      ...bookingLines(customerView, false),
      ...reasonLines(reason),
      ...(deposit ? paidAnywayLines(deposit) : []),
    ]),
    sms(
      customer,
      `the studio did not confirm your deposit for ${session(customerView)}: the booking is turned down. ${ref(customerView)}.`,
    ),
  ];
}

/** A booking's deposit was not confirmed in time: both hear it expired and the time is free. */
function depositExpiredMessages(
  notification: LifecycleNotification,
  deposit: BookingDeposit,
): OutgoingMessage[] {
  const { booking, customer, owner, customerView } = notification;
  const messages: OutgoingMessage[] = [
    email(customer, `your booking for ${session(customerView)} expired`, [
      'Its deposit was not confirmed in time, so this booking expired and its time is free again:',
      '',
      ...bookingLines(customerView, false),
      ...paidAnywayLines(deposit),
    ]),
    sms(
      customer,
      `your booking for ${session(customerView)} expired: its deposit was not confirmed in time. ${ref(customerView)}.`,
    ),
  ];
  if (owner) {
    messages.push(
      email(owner, `a booking awaiting its deposit at ${booking.studio.name} expired`, [
        `The booking of ${customer.name} expired before its deposit of ${formatRupees(deposit.amount)} (reference ${deposit.reference}) was confirmed, and its time is free again:`,
        '',
        ...bookingLines(booking, false),
        ...reportedUnconfirmedLines(deposit),
      ]),
    );
  }
  return messages;
}

/** A cancelled booking's paid deposit, as both sides are told: what the studio owes back. */
function refundSentence(deposit: BookingDeposit | null): string | null {
  if (!deposit?.paidAt || deposit.depositRefund === null) return null;
  return deposit.refundDue !== null
    ? `${refundDueLine(deposit.refundDue)}.`
    : `The deposit of ${formatRupees(deposit.amount)} is not refunded.`;
}

/** What a change says besides the booking as it is after it. */
export type ChangeDetails = {
  /** Who cancelled (the owner when a studio is deleted). */
  by: BookingParty;
  reason: string | null;
  /** The state the booking left: a confirmed booking's calendar event is cancelled too. */
  from: BookingState;
  /**
   * The booking's session before the change (a reschedule's notice names both), and its deposit
   * (a report's notice tells a first report from a correction).
   */
  before: { date: string; hours: number[]; deposit?: BookingDeposit | null };
};

/** The notices of a change of a booking's state (the table's `notice`, booking-transitions.ts). */
const CHANGE_NOTICES: Record<
  ChangeNotice,
  (notification: LifecycleNotification, details: ChangeDetails) => OutgoingMessage[]
> = {
  accepted: (notification) => bookingConfirmedByOwnerMessages(notification, 'accepted'),
  declined: (notification, { reason }) => bookingDeclinedMessages(notification, reason),
  expired: (notification) =>
    notification.deposit
      ? depositExpiredMessages(notification, notification.deposit)
      : bookingExpiredMessages(notification),
  cancelled: (notification, { by, reason, from }) =>
    bookingCancelledMessages(notification, by, reason, from, false),
  cancelledWithStudio: (notification, { by, reason, from }) =>
    bookingCancelledMessages(notification, by, reason, from, true),
  rescheduled: (notification, { before }) => bookingRescheduledMessages(notification, before),
  noShow: (notification) => bookingNoShowMessages(notification),
  depositReported: (notification, { before }) =>
    depositReportedMessages(notification, before.deposit?.utr ?? null),
  depositConfirmed: (notification) =>
    bookingConfirmedByOwnerMessages(notification, 'depositConfirmed'),
  depositRejected: (notification, { reason }) => depositRejectedMessages(notification, reason),
};

/** The notices of a change, as opposed to those of a new booking (messages.ts). */
export type ChangeNotice = Exclude<BookingNotice, 'requested' | 'confirmed' | 'depositAsked'>;

/** The notifications that `notice` sends of the booking as it is after the change. */
export function changeNoticeMessages(
  notice: ChangeNotice,
  notification: LifecycleNotification,
  details: ChangeDetails,
): OutgoingMessage[] {
  return CHANGE_NOTICES[notice](notification, details);
}
