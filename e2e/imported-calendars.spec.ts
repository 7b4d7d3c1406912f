import {
  addDays,
  formatLongDate,
  formatSession,
  formatWeekDay,
  istToday,
} from '@studio-hive/domain';
import {
  startCalendarServer,
  type CalendarServer,
} from '../apps/api/src/modules/calendars/calendar-fixtures';
import { describeViolations, seriousAxeViolations } from './axe';
import { expect, readOutbox, signedInAs, test } from './fixtures';
import { approvedStudio, bearer, watch } from './journey-helpers';

// Imported calendars as an owner lives them (decision 048, docs/product.md#calendars):
// the owner links the Google Calendar that holds their other bookings, served by this test on
// 127.0.0.1 (the test server runs with CALENDAR_IMPORT_ALLOW_PRIVATE=true); its busy hours show
// in the week and leave the customer's slot picker, a booking they overlap is a conflict (never
// cancelled), and an event removed from the calendar frees its hours at 'Sync now'.

/** 'yyyymmdd' of an IST date 'yyyy-MM-dd', as iCalendar writes it. */
const icalDate = (date: string) => date.replaceAll('-', '');

/** An event of a Google Calendar export, from `start` to `end` o'clock IST on `date`. */
const googleEvent = (uid: string, summary: string, date: string, start: number, end: number) => [
  'BEGIN:VEVENT',
  `DTSTART;TZID=Asia/Kolkata:${icalDate(date)}T${String(start).padStart(2, '0')}0000`,
  `DTEND;TZID=Asia/Kolkata:${icalDate(date)}T${String(end).padStart(2, '0')}0000`,
  'DTSTAMP:20260101T000000Z',
  `UID:${uid}@google.com`,
  'CREATED:20260101T000000Z',
  'LAST-MODIFIED:20260101T000000Z',
  'SEQUENCE:0',
  'STATUS:CONFIRMED',
  `SUMMARY:${summary}`,
  'TRANSP:OPAQUE',
  'END:VEVENT',
];

/** A Google Calendar "secret address in iCal format" export of `events`, CRLF as Google writes it. */
const googleCalendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Studio walk-ins',
    'X-WR-TIMEZONE:Asia/Kolkata',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'X-LIC-LOCATION:Asia/Kolkata',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** The secret part of the address: the card shows only the start ('never shown whole'). */
const SECRET = 'private-5f1c9a7be2d04c36';
const CALENDAR_PATH = `/calendar/ical/studio-walk-ins%40group.calendar.google.com/${SECRET}/basic.ics`;

let calendarServer: CalendarServer;
/** What the calendar address serves now; the journey changes it. */
let servedCalendar = googleCalendar();

test.beforeAll(async () => {
  calendarServer = await startCalendarServer({
    [CALENDAR_PATH]: (_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/calendar; charset=UTF-8' })
        .end(servedCalendar);
    },
  });
});

test.afterAll(async () => {
  await calendarServer.close();
});

test("an owner links a Google Calendar: its busy hours show in the week and leave the customer's slot picker, a booking it overlaps is a conflict, and an event removed frees its hours at Sync now", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await signedInAs(page, 'owner');
  const studio = await approvedStudio(
    request,
    { authorization: `Bearer ${owner.token}` },
    await bearer(request, 'admin'),
  );
  const customerAuth = await bearer(request, 'customer');
  // Tomorrow and the day after: every hour of them still to come, whatever the time of day.
  const today = istToday(new Date());
  const bookedDay = addDays(today, 1);
  const busyDay = addDays(today, 2);

  // A customer's confirmed booking tomorrow 3 to 4 PM, which the owner's other calendar holds too.
  const made = await request.post('/api/booking', {
    headers: customerAuth,
    data: {
      studio: studio._id,
      date: bookedDay,
      hours: [15],
      packageKey: '1 Cam',
      totalPrice: 1500,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (
    (await made.json()) as { booking: { status: string; customer: { name: string } } }
  ).booking;
  expect(booking.status).toBe('confirmed');

  servedCalendar = googleCalendar(
    googleEvent('walk-in-podcast', 'Podcast - booked on WhatsApp', busyDay, 10, 12),
    googleEvent('reel-shoot', 'Reel shoot (paid on UPI)', bookedDay, 15, 16),
  );

  // ---- The owner links the calendar on Edit Studio ----
  await page.goto(`/owner/studios/${studio._id}/edit`);
  const card = page.getByRole('region', { name: 'Calendars' });
  await expect(card.getByText('No calendars linked yet.')).toBeVisible();
  await card.getByLabel('Calendar address').fill(`${calendarServer.origin}${CALENDAR_PATH}`);
  await card.getByLabel('Label', { exact: true }).fill('Google Calendar');
  await card.getByRole('button', { name: 'Add calendar' }).click();
  await expect(page.getByText('Calendar added.', { exact: true })).toBeVisible();

  const linked = card.getByRole('article', { name: 'Google Calendar' });
  await expect(linked.getByText('Synced', { exact: true })).toBeVisible();
  await expect(linked).toContainText(/Last synced .+ IST · 3 busy hours ahead/);
  // The address shows by its start only, never its secret part.
  await expect(linked).toContainText(`127.0.0.1:${calendarServer.port}/calendar/ical/`);
  await expect(card).not.toContainText(SECRET);
  // The booking it overlaps is listed, and stays confirmed.
  await expect(linked).toContainText(
    'Busy during bookings you confirmed here (nothing was cancelled):',
  );
  const conflict = formatSession(bookedDay, [15]);
  await expect(linked.getByRole('listitem').filter({ hasText: conflict })).toBeVisible();
  await expect(card.getByLabel('Calendar address')).toHaveValue('');
  expect(describeViolations(await seriousAxeViolations(page)), 'the Calendars card').toBe('');
  // ... and the owner is told of it once, by e-mail.
  await expect
    .poll(async () =>
      (await readOutbox()).filter(
        (message) =>
          message.to === owner.user.email &&
          message.subject?.endsWith('a linked calendar overlaps your bookings') &&
          message.text.includes(conflict),
      ),
    )
    .toHaveLength(1);

  // ---- The owner's week: the busy hours with the calendar's label, the conflict ----
  await page.goto('/owner/week');
  const week = page.getByRole('table', { name: new RegExp(`^${studio.name}, `) });
  await expect(week).toBeVisible();
  /**
   * The cell of `hour` on the week's day `days` after today (no booking's cell spans into these
   * rows, so each row has a cell per day).
   */
  const cellAt = (hour: string, days: number) =>
    week
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: hour, exact: true }) })
      .getByRole('cell')
      .nth(days);
  const busyDayName = formatWeekDay(busyDay);
  const freeHour = (hour: string) =>
    week.getByRole('button', {
      name: `Add a booking at ${hour} on ${busyDayName}, ${studio.name}`,
    });
  await expect(week.getByText('Busy · Google Calendar', { exact: true })).toHaveCount(2);
  await expect(cellAt('10:00 AM', 2)).toHaveText('Busy · Google Calendar');
  await expect(cellAt('11:00 AM', 2)).toHaveText('Busy · Google Calendar');
  await expect(freeHour('9:00 AM')).toBeVisible();
  await expect(freeHour('12:00 PM')).toBeVisible();
  await expect(freeHour('10:00 AM')).toHaveCount(0);
  const bookedCell = cellAt('3:00 PM', 1);
  await expect(
    bookedCell.getByRole('button', {
      name: `Booked ${booking.customer.name}, 3:00 PM - 4:00 PM on ${formatWeekDay(bookedDay)}`,
    }),
  ).toBeVisible();
  await expect(bookedCell).toContainText('Also busy · Google Calendar');
  expect(describeViolations(await seriousAxeViolations(page)), 'the week').toBe('');

  // ---- A customer no longer finds those hours, and booking one is refused ----
  const errors: string[] = [];
  const customerContext = await browser.newContext();
  const customerPage = watch(await customerContext.newPage(), errors);
  await signedInAs(customerPage, 'customer');
  await customerPage.goto(`/studios/${studio._id}`);
  const picker = customerPage.locator('#booking');
  await picker.getByLabel('Choose Date').selectOption({ label: formatLongDate(busyDay) });
  const start = picker.getByLabel('Start Time');
  const startOption = (hour: string) => start.locator('option', { hasText: hour });
  await expect(startOption('9:00 AM')).toHaveCount(1);
  await expect(startOption('12:00 PM')).toHaveCount(1);
  await expect(startOption('10:00 AM')).toHaveCount(0);
  await expect(startOption('11:00 AM')).toHaveCount(0);
  const bookBusyHour = () =>
    request.post('/api/booking', {
      headers: customerAuth,
      data: {
        studio: studio._id,
        date: busyDay,
        hours: [10],
        packageKey: '1 Cam',
        totalPrice: 1500,
      },
    });
  const refused = await bookBusyHour();
  expect(refused.status(), await refused.text()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Sorry, that time is no longer available.',
  );

  // ---- The event leaves the calendar: 'Sync now' frees its hours ----
  servedCalendar = googleCalendar(
    googleEvent('reel-shoot', 'Reel shoot (paid on UPI)', bookedDay, 15, 16),
  );
  await page.goto(`/owner/studios/${studio._id}/edit`);
  await card.getByRole('button', { name: 'Sync now Google Calendar' }).click();
  await expect(page.getByText('Calendar synced.', { exact: true })).toBeVisible();
  await expect(linked).toContainText('· 1 busy hour ahead');
  await expect(linked.getByRole('listitem').filter({ hasText: conflict })).toBeVisible();

  await page.goto('/owner/week');
  await expect(freeHour('10:00 AM')).toBeVisible();
  await expect(freeHour('11:00 AM')).toBeVisible();
  await expect(week.getByText('Busy · Google Calendar', { exact: true })).toHaveCount(0);
  await expect(bookedCell).toContainText('Also busy · Google Calendar');

  await customerPage.reload();
  await picker.getByLabel('Choose Date').selectOption({ label: formatLongDate(busyDay) });
  await expect(startOption('10:00 AM')).toHaveCount(1);
  await expect(startOption('11:00 AM')).toHaveCount(1);
  const booked = await bookBusyHour();
  expect(booked.status(), await booked.text()).toBe(201);

  await customerContext.close();
  expect(errors, "the customer's console errors").toEqual([]);
});
