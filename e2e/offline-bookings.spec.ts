import { addDays, formatLongDate, istToday } from '@studio-hive/domain';
import { describeViolations, seriousAxeViolations } from './axe';
import { expect, signedInAs, test } from './fixtures';
import { approvedStudio, bearer, watch } from './journey-helpers';

// An offline booking as an owner lives it (decision 049): a booking taken on WhatsApp, added from
// Bookings Received in a few taps, held like any booking, so a customer cannot book that hour.

test('the owner adds an offline booking; a customer is then refused that hour', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const ownerContext = await browser.newContext();
  const ownerPage = watch(await ownerContext.newPage(), errors);
  const owner = await signedInAs(ownerPage, 'owner');
  const studio = await approvedStudio(
    request,
    { authorization: `Bearer ${owner.token}` },
    await bearer(request, 'admin'),
  );
  // Two days ahead: every hour of it still to come, whatever the time of day.
  const day = addDays(istToday(new Date()), 2);

  // ---- The owner adds the booking they took on WhatsApp ----
  await ownerPage.goto('/owner/bookings');
  await ownerPage.getByRole('button', { name: 'Add a booking' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Add a booking' });
  // Their one studio is chosen for them.
  await expect(dialog.getByLabel('Studio')).toHaveValue(studio._id);
  await dialog.getByLabel('Choose Date').selectOption({ label: formatLongDate(day) });
  await dialog.getByLabel('Start Time').selectOption({ label: '10:00 AM' });
  await dialog.getByLabel('Duration').selectOption({ label: '2 hours' });
  await dialog.getByLabel("Customer's name").fill('Meera Nair');
  await dialog.getByLabel("Customer's phone (optional)").fill('98765 43210');
  await dialog.getByLabel('Note (optional)').fill('Booked on WhatsApp; pays at the studio.');
  expect(describeViolations(await seriousAxeViolations(ownerPage)), 'the dialog').toBe('');
  await dialog.getByRole('button', { name: 'Add booking' }).click();
  await expect(ownerPage.getByText('Booking added. Its hours are held.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = ownerPage.getByRole('row').filter({ hasText: 'Meera Nair' });
  await expect(row).toContainText('Offline');
  await expect(row).toContainText('10:00 AM - 12:00 PM');
  await expect(row).toContainText('Booked on WhatsApp; pays at the studio.');
  expect(describeViolations(await seriousAxeViolations(ownerPage)), 'Bookings Received').toBe('');

  // ---- A customer no longer finds those hours, and booking them is refused ----
  const customer = await signedInAs(page, 'customer');
  await page.goto(`/studios/${studio._id}`);
  const booking = page.locator('#booking');
  await booking.getByLabel('Choose Date').selectOption({ label: formatLongDate(day) });
  const start = booking.getByLabel('Start Time');
  await expect(start.locator('option', { hasText: '9:00 AM' })).toHaveCount(1);
  await expect(start.locator('option', { hasText: '12:00 PM' })).toHaveCount(1);
  await expect(start.locator('option', { hasText: '10:00 AM' })).toHaveCount(0);
  await expect(start.locator('option', { hasText: '11:00 AM' })).toHaveCount(0);
  const refused = await request.post('/api/booking', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      studio: studio._id,
      date: day,
      hours: [11],
      packageKey: '1 Cam',
      addons: [],
      totalPrice: 1500,
      paymentStatus: 'payAtStudio',
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Sorry, that time was just booked by someone else. Please pick another slot.',
  );

  await ownerContext.close();
  expect(errors, "the owner's console errors").toEqual([]);
});
