import ICAL from 'ical.js';
import { addDays, formatLongDate, istToday } from '@studio-hive/domain';
import { expect, readOutbox, signedInAs, signedInWith, test } from './fixtures';
import { FINISHED_BOOKING_USERS } from './finished-booking';
import { approvedStudio, bearer, watch } from './journey-helpers';

// The booking lifecycle as people live it (decision 025): a request the owner accepts, which the
// customer then reschedules and cancels, each side seeing the other's change; a no-show marked after a
// session; and the owner's calendar feed, subscribed to and read as a calendar app reads it.

test('a request: the customer asks, the owner accepts, the customer reschedules it, then cancels it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const ownerContext = await browser.newContext();
  const ownerPage = watch(await ownerContext.newPage(), errors);
  const ownerAccount = await signedInAs(ownerPage, 'owner');
  const owner = { authorization: `Bearer ${ownerAccount.token}` };
  const studio = await approvedStudio(request, owner, await bearer(request, 'admin'), {
    bookingMode: 'request',
  });
  // Two days ahead: outside the default 24-hour window whatever the time of day.
  const day = addDays(istToday(new Date()), 2);

  // ---- The customer sends a request: the studio stays masked ----
  await signedInAs(page, 'customer');
  await page.goto(`/studios/${studio._id}`);
  await expect(
    page.getByText('Bookings here are requests: the studio accepts or declines within 24 hours.'),
  ).toBeVisible();
  const booking = page.locator('#booking');
  await booking.getByLabel('Choose Date').selectOption({ label: formatLongDate(day) });
  await booking.getByLabel('Start Time').selectOption({ label: '10:00 AM' });
  await booking.getByLabel('Duration').selectOption('2');
  await booking.getByRole('radio', { name: /1 Cam/ }).check();
  await booking.getByRole('button', { name: 'Continue to Add-ons & Booking' }).click();
  await booking.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(page.getByText(/^Booking request sent!/)).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/customer$/);
  const requested = page.getByRole('row').filter({ hasText: 'Requested' });
  await expect(requested).toHaveCount(1);
  await expect(requested).toContainText(/Hive Studio \d+/);
  await expect(page.getByText(studio.name)).toHaveCount(0);

  // ---- The owner accepts it from Bookings Received ----
  await ownerPage.goto('/owner/bookings');
  const requests = ownerPage.getByRole('region', { name: /^Requests/ });
  await expect(requests).toContainText('New customer: no earlier bookings');
  await requests.getByRole('button', { name: /^Accept/ }).click();
  await expect(ownerPage.getByText('Request accepted. The customer has been told.')).toBeVisible();
  await expect(requests).toHaveCount(0);

  // ---- The customer sees it confirmed, the studio unmasked with its phone ----
  await page.reload();
  const mine = page.getByRole('row').filter({ hasText: studio.name });
  await expect(mine).toContainText('Upcoming');
  await expect(mine.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    `https://wa.me/91${ownerAccount.user.phone}`,
  );

  // ---- ... reschedules it to the afternoon ----
  await mine.getByRole('button', { name: /^Change time/ }).click();
  const reschedule = page.getByRole('dialog', { name: 'Change time' });
  await expect(reschedule.getByLabel('Start Time')).toHaveValue('10');
  await reschedule.getByLabel('Start Time').selectOption({ label: '2:00 PM' });
  await reschedule.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByText(/^Booking moved to /)).toBeVisible();
  await expect(mine).toContainText('2:00 PM - 4:00 PM');

  // ---- ... and cancels it; the owner's calendar gets the event withdrawn ----
  await mine.getByRole('button', { name: /^Cancel/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancel).toContainText('Free cancellation until');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /^Cancelled/ }).check({ force: true });
  await expect(page.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(1);

  await ownerPage.goto('/owner/bookings');
  await expect(ownerPage.getByRole('row').filter({ hasText: studio.name })).toContainText(
    'Cancelled',
  );
  await expect
    .poll(async () =>
      (await readOutbox()).some(
        (m) =>
          m.to === ownerAccount.user.email &&
          m.subject?.includes('cancelled') === true &&
          m.text.includes('cancelled their booking'),
      ),
    )
    .toBe(true);

  await ownerContext.close();
  expect(errors, "the owner's console errors").toEqual([]);
});

test('the owner marks a no-show after the session; it counts in the customer’s record', async ({
  page,
}) => {
  await signedInWith(page, FINISHED_BOOKING_USERS.owner);
  await page.goto('/owner/bookings');
  const row = page.getByRole('row').filter({ hasText: FINISHED_BOOKING_USERS.customer.name });
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await row.getByRole('button', { name: /^Mark no-show/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as a no-show?' });
  await dialog.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(page.getByText('Marked as a no-show.')).toBeVisible();
  await expect(row).toContainText('No-show');
  await expect(row.getByRole('button', { name: /^Mark no-show/ })).toHaveCount(0);
});

test('the owner’s calendar feed: copied from the dashboard, read as a calendar app reads it', async ({
  page,
  request,
}) => {
  const owner = await signedInAs(page, 'owner');
  const auth = { authorization: `Bearer ${owner.token}` };
  const studio = await approvedStudio(request, auth, await bearer(request, 'admin'));
  const customer = await bearer(request, 'customer');
  const day = addDays(istToday(new Date()), 1);
  const booked = await request.post('/api/booking', {
    headers: customer,
    data: { studio: studio._id, date: day, hours: [15, 16], packageKey: '1 Cam', totalPrice: 3000 },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { booking: { _id: string } }).booking._id;

  await page.goto('/dashboard/owner');
  const card = page.getByRole('region', { name: 'Calendar subscription' });
  const address = card.getByRole('textbox');
  await expect(address).toHaveValue(/\/api\/calendar\/[0-9a-f]{32}[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await expect(card.getByRole('link', { name: /Open in calendar app/ })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );

  // Fetched without signing in, as Google Calendar or Apple Calendar does.
  const feed = await request.get(url, { headers: {} });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const event = events.find((e) => e.uid === `booking-${bookingId}@studiohive`);
  expect(event?.summary).toContain(studio.name);
  expect(event?.startDate.toJSDate().toISOString()).toBe(
    new Date(`${day}T15:00:00+05:30`).toISOString(),
  );

  // A new link: the old address stops working.
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'New link' }).click();
  await expect(address).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
});
