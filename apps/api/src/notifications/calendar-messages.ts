import { BRAND_NAME, formatSession } from '@studio-hive/domain';
import { oneLine, siteLink } from './messages';
import type { OutgoingMessage } from './notifier';

/*
 * What the owner of a studio hears about its imported calendars (decision 048), by e-mail only:
 * the start of each failure run, and each booking an imported calendar newly overlaps. A label
 * and a studio name are typed by people, so they stay out of the subjects (ours) and sit on lines
 * of their own. The calendar's address is a secret: only its masked form is written.
 */

export type CalendarOwnerNotice = {
  owner: { name: string; email: string };
  studio: { id: string; name: string };
  calendar: { label: string; maskedUrl: string };
  publicUrl: string | undefined;
};

/** Where the owner sees the studio's calendars: the Calendars card of its edit page. */
const calendarsCard = (publicUrl: string | undefined, studioId: string) =>
  siteLink(publicUrl, `/owner/studios/${encodeURIComponent(studioId)}/edit`);

/** The owner's e-mail: greeting, `finding`, the calendar's lines, `more`, the link, signature. */
function ownerEmail(
  notice: CalendarOwnerNotice,
  subject: string,
  finding: string,
  more: string[],
  link: string,
): OutgoingMessage {
  const { studio, calendar } = notice;
  return {
    channel: 'email',
    to: notice.owner.email,
    subject: `${BRAND_NAME}: ${subject}`,
    text: [
      `Hello ${oneLine(notice.owner.name)},`,
      '',
      finding,
      '',
      `    Studio:    ${oneLine(studio.name)}`,
      `    Calendar:  ${oneLine(calendar.label)}`,
      `    Address:   ${calendar.maskedUrl}`,
      ...more,
      '',
      `${link} ${calendarsCard(notice.publicUrl, studio.id)}`,
      '',
      `— The ${BRAND_NAME} team`,
    ].join('\n'),
  };
}

/**
 * A calendar that was read stopped being readable: once per failure run (the first failure after
 * a good read). Its busy hours stay as they were; the job keeps trying.
 */
export function calendarFailingMessage(
  notice: CalendarOwnerNotice & { sentence: string; syncMinutes: number },
): OutgoingMessage {
  return ownerEmail(
    notice,
    'a linked calendar cannot be read',
    'We could not read a calendar you linked to your studio. Its busy hours stay as they were at its last good read, so they are still not bookable:',
    [`    Why:       ${notice.sentence}`],
    `We try again every ${notice.syncMinutes} minutes and will not write about it again until it has been read. You can also press Sync now on the studio's Calendars card:`,
  );
}

/**
 * Bookings of ours that a calendar's busy hours newly overlap: each is told once. Nothing is
 * cancelled; the owner decides.
 */
export function calendarConflictsMessage(
  notice: CalendarOwnerNotice & { bookings: { date: string; hours: number[] }[] },
): OutgoingMessage {
  return ownerEmail(
    notice,
    'a linked calendar overlaps your bookings',
    `A calendar you linked to your studio is busy during ${notice.bookings.length === 1 ? 'a booking' : 'bookings'} you have confirmed here. Nothing was cancelled: please check which one stands.`,
    [
      '',
      ...notice.bookings.map(
        (booking) =>
          `    Booking:   ${formatSession(booking.date, booking.hours)} (India Standard Time)`,
      ),
    ],
    "The studio's Calendars card lists them:",
  );
}
