import {
  BRAND_NAME,
  CONTACT_CATEGORY_LABELS,
  formatIndianMobile,
  formatRupees,
  formatSession,
  OTP_TTL_MINUTES,
  SUPPORT_EMAIL,
  whatsappLink,
  YES_NO_LABELS,
  type ContactRequest,
  type StudioInquiryRequest,
} from '@studio-hive/domain';
import {
  addonsLine,
  bookingLocation,
  bookingReference,
  calendarAttachment,
  type CalendarBooking,
} from '../calendar/booking-calendar';
import type { OutgoingMessage } from './notifier';

/**
 * The texts of every e-mail and SMS the product sends: plain, branded, and saying how long a
 * code is valid. Kept apart from delivery so they can be read and tested on their own.
 */

/** An address on the site: absolute under PUBLIC_URL, else the path alone. */
export function siteLink(publicUrl: string | undefined, path: string): string {
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}${path}` : path;
}

/** Indian mobile numbers are stored as 10 digits; gateways expect E.164. */
export const toE164India = (phone: string) => `+91${phone}`;

/**
 * The signup codes. The address is not verified yet, so the mail carries nothing the person who
 * signed up wrote (no name): anyone can sign up with someone else's e-mail (decision 003).
 */
export function signupCodesMessages(input: {
  email: string;
  phone: string;
  emailCode: string;
  phoneCode: string;
}): OutgoingMessage[] {
  return [
    {
      channel: 'email',
      to: input.email,
      subject: `${BRAND_NAME}: your email verification code`,
      text: [
        'Hello,',
        '',
        `Welcome to ${BRAND_NAME}. Your email verification code is:`,
        '',
        `    ${input.emailCode}`,
        '',
        `It is valid for ${OTP_TTL_MINUTES} minutes. We also sent a separate code to your phone; enter both to finish signing up.`,
        '',
        'If you did not sign up, you can ignore this message.',
        '',
        `— The ${BRAND_NAME} team`,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: toE164India(input.phone),
      text: `${input.phoneCode} is your ${BRAND_NAME} phone verification code. Valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
    },
  ];
}

export function passwordResetMessage(input: {
  name: string;
  email: string;
  code: string;
}): OutgoingMessage {
  return {
    channel: 'email',
    to: input.email,
    subject: `${BRAND_NAME}: your password reset code`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${BRAND_NAME} account. Your code is:`,
      '',
      `    ${input.code}`,
      '',
      `It is valid for ${OTP_TTL_MINUTES} minutes. If you did not ask for this, ignore this message: your password stays as it is.`,
      '',
      `— The ${BRAND_NAME} team`,
    ].join('\n'),
  };
}

/**
 * To the owner of a verified account when wrong passwords paused its sign-ins (decision 003).
 * Sent at most once an hour per account.
 */
export function signInsPausedMessage(input: {
  name: string;
  email: string;
  minutes: number;
}): OutgoingMessage {
  return {
    channel: 'email',
    to: input.email,
    subject: `${BRAND_NAME}: several wrong passwords were tried for your account`,
    text: [
      `Hello ${input.name},`,
      '',
      `Several wrong passwords were just tried for your ${BRAND_NAME} account, so we paused sign-ins from new places for ${input.minutes} minute${input.minutes === 1 ? '' : 's'}. Where you have signed in before, you can still sign in as usual.`,
      '',
      'If this was you, wait a moment and try again, or reset your password with "Forgot password". If it was not you, your password kept them out; if you use the same password anywhere else, change it.',
      '',
      `— The ${BRAND_NAME} team`,
    ].join('\n'),
  };
}

/** What the booking notifications say about a booking (decision 004). */
export type BookingNotificationInput = {
  booking: CalendarBooking;
  customer: { name: string; email: string; phone: string };
  /** The studio's owner; null when the studio or its owner is gone. */
  owner: { name: string; email: string; phone: string } | null;
  /** The studio's number for its customer (its own or the owner's); null when unknown. */
  contactPhone: string | null;
};

/**
 * How the customer of a confirmed booking reaches the studio (decision 025): the number with a
 * call link and a WhatsApp link, for an e-mail.
 */
export function studioContactLines(phone: string | null): string[] {
  if (!phone) return [];
  return [
    `    Studio phone: ${formatIndianMobile(phone)}`,
    `    Call:         tel:${toE164India(phone)}`,
    `    WhatsApp:     ${whatsappLink(phone)}`,
  ];
}

/** The lines every booking e-mail shares: studio, session, package, add-ons, total, payment. */
export function bookingLines(booking: CalendarBooking, withAddress: boolean): string[] {
  return [
    `    Studio:    ${booking.studio.name}`,
    ...(withAddress ? [`    Address:   ${bookingLocation(booking.studio)}`] : []),
    `    When:      ${session(booking)} (India Standard Time)`,
    `    Package:   ${booking.packageKey}`,
    `    Add-ons:   ${addonsLine(booking.addons)}`,
    `    Total:     ${formatRupees(booking.totalPrice)}`,
    '    Payment:   Pay at Studio',
    `    Reference: ${bookingReference(booking._id)}`,
  ];
}

/** The session as every screen shows it: 'Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM'. */
export const session = (booking: CalendarBooking) => formatSession(booking.date, booking.hours);

/**
 * A new booking: an e-mail (with the .ics) and an SMS to the customer and to the studio's owner.
 * The customer booked the studio, so their mail carries its full address (docs/product.md#masked-studios).
 */
export function bookingConfirmedMessages(input: BookingNotificationInput): OutgoingMessage[] {
  const { booking, customer, owner } = input;
  // The booking's .ics, attached to both e-mails.
  const attachment = calendarAttachment(booking);
  const studio = booking.studio.name;
  const messages: OutgoingMessage[] = [
    {
      channel: 'email',
      to: customer.email,
      subject: `${BRAND_NAME}: your booking at ${studio} on ${session(booking)}`,
      text: [
        `Hello ${customer.name},`,
        '',
        'Your booking is confirmed:',
        '',
        ...bookingLines(booking, true),
        ...studioContactLines(input.contactPhone),
        '',
        'Pay at the studio when you arrive. The attached calendar file adds the session to your calendar; your bookings are also under My Bookings.',
        '',
        `— The ${BRAND_NAME} team`,
      ].join('\n'),
      attachment,
    },
    {
      channel: 'sms',
      to: toE164India(customer.phone),
      text: `${BRAND_NAME}: booked ${studio}, ${session(booking)}. Total ${formatRupees(booking.totalPrice)}, Pay at Studio. Ref ${bookingReference(booking._id)}.${input.contactPhone ? ` Studio: ${formatIndianMobile(input.contactPhone)}` : ''}`,
    },
  ];
  if (owner) {
    messages.push(
      {
        channel: 'email',
        to: owner.email,
        subject: `${BRAND_NAME}: new booking at ${studio} on ${session(booking)}`,
        text: [
          `Hello ${owner.name},`,
          '',
          `${customer.name} (${customer.email}, ${formatIndianMobile(customer.phone)}) booked your studio:`,
          '',
          ...bookingLines(booking, false),
          '',
          'The customer pays at the studio. The attached calendar file adds the session to your calendar; your bookings are also under Bookings Received.',
          '',
          `— The ${BRAND_NAME} team`,
        ].join('\n'),
        attachment,
      },
      {
        channel: 'sms',
        to: toE164India(owner.phone),
        text: `${BRAND_NAME}: new booking at ${studio}, ${session(booking)} by ${customer.name}. Total ${formatRupees(booking.totalPrice)}, Pay at Studio. Ref ${bookingReference(booking._id)}.`,
      },
    );
  }
  return messages;
}

/**
 * An admin deleted a booking: its customer and the studio's owner (those still there) each get an
 * e-mail and an SMS.
 */
export function bookingDeletedMessages(input: {
  booking: CalendarBooking;
  people: { name: string; email: string; phone: string }[];
}): OutgoingMessage[] {
  const { booking, people } = input;
  const studio = booking.studio.name;
  const text = (name: string) =>
    [
      `Hello ${name},`,
      '',
      `This booking was cancelled by ${BRAND_NAME} and its time is free again:`,
      '',
      ...bookingLines(booking, false),
      '',
      'Nothing is due for it. If you have questions, write to us through the Contact page.',
      '',
      `— The ${BRAND_NAME} team`,
    ].join('\n');
  const sms = `${BRAND_NAME}: the booking at ${studio}, ${session(booking)} (ref ${bookingReference(booking._id)}) was cancelled.`;
  const subject = `${BRAND_NAME}: booking at ${studio} on ${session(booking)} cancelled`;
  return people.flatMap((person): OutgoingMessage[] => [
    { channel: 'email', to: person.email, subject, text: text(person.name) },
    { channel: 'sms', to: toE164India(person.phone), text: sms },
  ]);
}

/*
 * The public forms (decision 013) tell the team's inbox only: whoever fills them in is not known
 * to us, so nothing they wrote is ever sent to an address or number they typed (decision 003).
 * Their words stay in the body, never in a header: the subjects are ours, and every field is on
 * its own labelled line, the message quoted below, so no text can pass for one of our lines.
 */

/** Any line or paragraph separator as a space (the schemas already refuse line breaks there). */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** Each line of a multi-line text behind '> ', as mail programs quote. */
export const quoted = (value: string) =>
  value
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

/** A short reference of a stored row, for the subject and for replies: its id's first 8 characters. */
export const formReference = (id: string) => id.slice(0, 8);

/** A new lead from the owner lead page (/add-your-studio), to the team's inbox. */
export function studioInquiryNotification(input: {
  teamEmail: string;
  id: string;
  inquiry: StudioInquiryRequest;
}): OutgoingMessage {
  const { inquiry } = input;
  return {
    channel: 'email',
    to: input.teamEmail,
    subject: `${BRAND_NAME}: new studio inquiry (ref ${formReference(input.id)})`,
    text: [
      'Someone asked about turning a room into a studio on the "List Your Studio" page:',
      '',
      `    Name:         ${oneLine(inquiry.name)}`,
      `    WhatsApp:     ${formatIndianMobile(inquiry.whatsapp)} (${whatsappLink(inquiry.whatsapp)})`,
      `    Location:     ${oneLine(inquiry.location)}`,
      `    Has a room:   ${YES_NO_LABELS[inquiry.hasRoom]}`,
      `    Wants help setting it up: ${YES_NO_LABELS[inquiry.needsHelp]}`,
      `    Reference:    ${formReference(input.id)}`,
      '',
      'They were promised a reply within 24 hours with a studio starter plan. The number was typed on a public form and is not verified.',
      '',
      `— ${BRAND_NAME}`,
    ].join('\n'),
  };
}

/** A message from the Contact page, to the team's inbox. */
export function contactMessageNotification(input: {
  teamEmail: string;
  id: string;
  message: ContactRequest;
}): OutgoingMessage {
  const { message } = input;
  const category = CONTACT_CATEGORY_LABELS[message.category];
  return {
    channel: 'email',
    to: input.teamEmail,
    subject: `${BRAND_NAME}: contact message, ${category} (ref ${formReference(input.id)})`,
    text: [
      'A message came in through the Contact page:',
      '',
      `    Name:      ${oneLine(message.name)}`,
      `    Email:     ${message.email} (typed on a public form, not verified)`,
      `    Category:  ${category}`,
      `    Subject:   ${oneLine(message.subject)}`,
      `    Reference: ${formReference(input.id)}`,
      '',
      'Message:',
      '',
      quoted(message.message),
      '',
      `They were told that support replies within 24 hours, Monday to Friday. Answer from ${SUPPORT_EMAIL}, to the address above, only what you would tell anyone who wrote it.`,
      '',
      `— ${BRAND_NAME}`,
    ].join('\n'),
  };
}
