import { addDays, formatWeekDay, istToday } from '@studio-hive/domain';
import { describeViolations, seriousAxeViolations } from './axe';
import { expect, signedInAs, test } from './fixtures';
import { approvedStudio, bearer, type Auth } from './journey-helpers';

// The owner's week (docs/product.md#week-view): a confirmed booking and a request side by side,
// the request accepted from its cell, and on a phone one day at a time.

/** A request of `hours` tomorrow at `studio`, made by `customer` through the API. */
async function requestHours(
  request: Parameters<typeof approvedStudio>[0],
  customer: Auth,
  studio: string,
  date: string,
  hours: number[],
) {
  const res = await request.post('/api/booking', {
    headers: customer,
    data: { studio, date, hours, packageKey: '1 Cam', totalPrice: 1500 * hours.length },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: { _id: string; customer: { name: string } } }).booking;
}

test('an owner accepts a request from the week, adds an offline booking at a free hour (a customer is then refused it); on a phone, one day at a time', async ({
  page,
  request,
}) => {
  const owner = await signedInAs(page, 'owner');
  const ownerAuth = { authorization: `Bearer ${owner.token}` };
  const studio = await approvedStudio(request, ownerAuth, await bearer(request, 'admin'), {
    bookingMode: 'request',
  });
  const customer = await bearer(request, 'customer');
  const tomorrow = addDays(istToday(new Date()), 1);
  const first = await requestHours(request, customer, studio._id, tomorrow, [10, 11]);
  const accepted = await request.post(`/api/booking/${first._id}/accept`, { headers: ownerAuth });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await requestHours(request, customer, studio._id, tomorrow, [14]);
  const name = first.customer.name;
  const day = formatWeekDay(tomorrow);

  // From the dashboard's quick actions to the week.
  await page.goto('/dashboard/owner');
  await page
    .getByRole('link', { name: /^Week View/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/owner\/week$/);
  const week = page.getByRole('table', { name: new RegExp(`^${studio.name}, `) });
  await expect(week).toBeVisible();
  await expect(
    week.getByRole('button', { name: `Booked ${name}, 10:00 AM - 12:00 PM on ${day}` }),
  ).toBeVisible();
  await expect(
    week.getByRole('button', { name: `Request ${name}, 2:00 PM - 3:00 PM on ${day}` }),
  ).toBeVisible();
  await expect(
    week.getByRole('button', { name: `Add a booking at 9:00 AM on ${day}, ${studio.name}` }),
  ).toBeVisible();
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');

  await week.getByRole('button', { name: /^Accept the request of/ }).click();
  await expect(page.getByText('Request accepted. The customer has been told.')).toBeVisible();
  await expect(
    week.getByRole('button', { name: `Booked ${name}, 2:00 PM - 3:00 PM on ${day}` }),
  ).toBeVisible();
  await expect(week.getByRole('button', { name: /^Accept the request of/ })).toHaveCount(0);

  // A free hour starts an offline booking there; the customer is then refused that hour.
  await week
    .getByRole('button', { name: `Add a booking at 9:00 AM on ${day}, ${studio.name}` })
    .click();
  const adding = page.getByRole('dialog', { name: 'Add a booking' });
  await expect(adding.getByLabel('Start Time')).toHaveValue('9');
  await adding.getByLabel("Customer's name").fill('Walk-in Ravi');
  await adding.getByRole('button', { name: 'Add booking' }).click();
  await expect(page.getByText('Booking added. Its hours are held.')).toBeVisible();
  await expect(
    week.getByRole('button', { name: `Offline Walk-in Ravi, 9:00 AM - 10:00 AM on ${day}` }),
  ).toBeVisible();
  const refused = await request.post('/api/booking', {
    headers: customer,
    data: { studio: studio._id, date: tomorrow, hours: [9], packageKey: '1 Cam', totalPrice: 1500 },
  });
  expect(refused.status()).toBe(409);

  // A booking opens with what the owner may do with it.
  await week.getByRole('button', { name: `Booked ${name}, 2:00 PM - 3:00 PM on ${day}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: /^Cancel the booking of/ })).toBeVisible();
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // On a phone: today alone, then tomorrow with Next day.
  await page.setViewportSize({ width: 390, height: 844 });
  const today = formatWeekDay(istToday(new Date()));
  const header = (text: string) => week.getByRole('columnheader', { name: new RegExp(`^${text}`) });
  await expect(header(today)).toBeVisible();
  await expect(header(day)).toBeHidden();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(header(day)).toBeVisible();
  await expect(header(today)).toBeHidden();
  await expect(
    week.getByRole('button', { name: `Booked ${name}, 10:00 AM - 12:00 PM on ${day}` }),
  ).toBeVisible();
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(header(today)).toBeVisible();
});
