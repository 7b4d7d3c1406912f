import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { addDays, formatLongDate, istToday } from '@studio-hive/domain';
import { expect, signedInAs, test } from './fixtures';
import { png, rupees, watch } from './journey-helpers';

// Decision 011's journey: a customer finds an approved studio, picks a slot and an add-on and books
// it, sees it (unmasked, with the right total) in My Bookings and reviews the studio; the owner
// sees it in Bookings Received; an admin deletes it and the hours are free again.

test('a customer books a studio with an add-on, reviews it; owner and admin see the booking', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const token = randomBytes(3).toString('hex');
  const name = `Tabla Tapes ${token}`;
  const keyword = `bk${token}`;
  const today = istToday(new Date());
  const tomorrow = addDays(today, 1);
  const hours = [11, 12];

  // ---- Setup through the API: an owner's studio with an add-on, approved by an admin ----
  // Owner and admin have their own browsers, signed in now; their tokens serve the API calls.
  const ownerContext = await browser.newContext();
  const ownerPage = watch(await ownerContext.newPage(), errors);
  const owner = { authorization: `Bearer ${(await signedInAs(ownerPage, 'owner')).token}` };
  const adminContext = await browser.newContext();
  const adminPage = watch(await adminContext.newPage(), errors);
  const admin = { authorization: `Bearer ${(await signedInAs(adminPage, 'admin')).token}` };
  const slots = Array.from({ length: 8 }, (_, i) => ({ hour: 10 + i, isAvailable: true }));
  const created = await request.post('/api/studio', {
    headers: owner,
    multipart: {
      name,
      description: `A warm room for music podcasts (${keyword}).`,
      pricePerHour: '',
      equipments: JSON.stringify(['Microphone (XLR)', 'Audio Interface']),
      amenities: JSON.stringify(['Wi-Fi', 'Air Conditioning']),
      area: '300',
      rules: 'Shoes off in the booth.',
      minimumDurationHours: '1',
      operationalHours: JSON.stringify({ start: 10, end: 18 }),
      packages: JSON.stringify([
        { key: '1 Cam', price: 1500 },
        { key: '2 Cam', price: 2100 },
        { key: '3 Cam', price: 2900 },
      ]),
      addons: JSON.stringify([
        {
          key: 'edit',
          name: 'Episode editing',
          description: 'Cuts, levels, intro and outro',
          price: 800,
          maxQuantity: 2,
        },
      ]),
      location: JSON.stringify({
        fullAddress: '21 Hidden Lane, Lajpat Nagar',
        city: 'New Delhi',
        state: 'Delhi',
        pinCode: '110024',
      }),
      availability: JSON.stringify([
        { date: tomorrow, slots },
        { date: addDays(today, 2), slots },
      ]),
      youtubeLinks: JSON.stringify([]),
      instagramUsername: '',
      images: { name: 'room.png', mimeType: 'image/png', buffer: await png('#0ea5e9') },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const studioId = ((await created.json()) as { studio: { _id: string } }).studio._id;
  const approved = await request.put(`/api/admin/studios/${studioId}/approve`, { headers: admin });
  expect(approved.status(), await approved.text()).toBe(200);

  // ---- The customer finds it (masked: no booking yet) and books it ----
  const customer = await signedInAs(page, 'customer');
  const customerAuth = { authorization: `Bearer ${customer.token}` };
  // Search by free time: tomorrow, 11:00 AM, for 2 hours (the card then carries that slot).
  await page.goto('/studios');
  await page.getByLabel('Search', { exact: true }).fill(keyword);
  await page.getByLabel('Date', { exact: true }).fill(tomorrow);
  await page.getByLabel('Start time', { exact: true }).selectOption({ label: '11:00 AM' });
  await page.getByLabel('Hours', { exact: true }).selectOption(String(hours.length));
  await expect(page.getByText(new RegExp(`^1 studio found for "${keyword}"`))).toBeVisible();
  await expect(page).toHaveURL(/date=.*start=11.*hours=2|hours=2.*start=11/);
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hive Studio \d+, New Delhi$/);

  const booking = page.locator('#booking');
  await expect(booking.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  // The slot searched for comes preselected from the card's link.
  await expect(booking.getByLabel('Start Time')).toHaveValue('11');
  await booking.getByLabel('Choose Date').selectOption({ label: formatLongDate(tomorrow) });
  await booking.getByLabel('Start Time').selectOption({ label: '11:00 AM' });
  await booking.getByLabel('Duration').selectOption(String(hours.length));
  await booking.getByRole('radio', { name: /1 Cam/ }).check();
  const summary = booking.getByRole('region', { name: 'Selection Summary' });
  await expect(summary).toContainText(formatLongDate(tomorrow));
  await expect(summary).toContainText(rupees(3000));
  await booking.getByRole('button', { name: 'Continue to Add-ons & Booking' }).click();

  await expect(booking.getByRole('heading', { name: 'Add-ons & Booking' })).toBeVisible();
  await expect(booking.getByText('Pay at Studio')).toBeVisible();
  await booking.getByRole('button', { name: 'More Episode editing' }).click();
  const price = booking.getByRole('region', { name: 'Price' });
  await expect(price).toContainText(rupees(3800));
  await booking.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Booking confirmed successfully!')).toBeVisible();

  // ---- My Bookings: the real name now, the total with the add-on ----
  await expect(page).toHaveURL(/\/bookings\/customer$/);
  const myRow = page.getByRole('row').filter({ hasText: name });
  await expect(myRow).toHaveCount(1);
  await expect(myRow).toContainText(rupees(3800));
  await expect(myRow).toContainText('Pay at Studio');
  await expect(page.getByText(/Hive Studio \d+/)).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    myRow.getByRole('button', { name: /Add to calendar/ }).click(),
  ]);
  const calendar = await readFile(await download.path(), 'utf8');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain(name);

  // ---- A review on the studio page (unmasked for the customer now) ----
  await page.goto(`/studios/${studioId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('21 Hidden Lane, Lajpat Nagar')).toBeVisible();
  await expect(page.getByText('No reviews yet. Be the first to review this studio!')).toBeVisible();
  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page
    .getByLabel('Your review', { exact: true })
    .fill('Lovely warm sound and a very helpful engineer. Will be back for the next episode.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(page.getByText('Lovely warm sound and a very helpful engineer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
  // Booked for tomorrow: a session still to come does not verify a review (decision 042).
  await expect(page.getByText('Verified booking')).toHaveCount(0);

  // ---- The owner sees it in Bookings Received ----
  await ownerPage.goto('/owner/bookings');
  const received = ownerPage.getByRole('row').filter({ hasText: name });
  await expect(received).toHaveCount(1);
  await expect(received).toContainText(customer.user.name);
  await expect(received).toContainText(rupees(3800));

  // ---- The admin deletes it; the hours are free again ----
  const free = async () => {
    const res = await request.get(`/api/availability/${studioId}`, { headers: customerAuth });
    expect(res.status()).toBe(200);
    const days = (await res.json()) as { date: string; hours: number[] }[];
    return hours.every((h) => days.find((d) => d.date === tomorrow)?.hours.includes(h));
  };
  expect(await free()).toBe(false);
  await adminPage.goto('/admin/bookings');
  const adminRow = adminPage.getByRole('row').filter({ hasText: name });
  await expect(adminRow).toHaveCount(1);
  adminPage.once('dialog', (dialog) => void dialog.accept());
  await adminRow.getByRole('button', { name: /Delete/ }).click();
  await expect(adminPage.getByText('Booking deleted and slot restored')).toBeVisible();
  await expect(adminRow).toHaveCount(0);
  expect(await free()).toBe(true);

  await Promise.all([ownerContext.close(), adminContext.close()]);
  expect(errors, 'console errors of the owner and the admin').toEqual([]);
});
