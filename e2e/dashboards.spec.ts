import { randomBytes } from 'node:crypto';
import {
  addDays,
  formatSession,
  formatShortDate,
  istHour,
  istToday,
  type AdminSummary,
} from '@studio-hive/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';
import { png, rupees, watch } from './journey-helpers';

// Decision 012's dashboards against the real server: known studios and bookings are made through the
// API for fresh accounts of the pool, then each role's dashboard must show exactly their figures;
// the admin's Booking Analysis is searched and filtered on the server.

type Auth = { authorization: string };

/** A page of its own, signed in as a fresh account of `role`, and that account's API header. */
async function signedInPage(browser: Browser, role: 'owner' | 'admin', errors: string[]) {
  const context = await browser.newContext();
  const page = watch(await context.newPage(), errors);
  const account = await signedInAs(page, role);
  return { context, page, account, auth: { authorization: `Bearer ${account.token}` } };
}

const PRICES = { '1 Cam': 1500, '2 Cam': 2100, '3 Cam': 2900 } as const;

/** An owner's studio open every hour of today and the next two days; approved when `admin` is given. */
async function createStudio(
  request: APIRequestContext,
  owner: Auth,
  { name, city, admin }: { name: string; city: string; admin?: Auth },
): Promise<string> {
  const today = istToday(new Date());
  const slots = Array.from({ length: 24 }, (_, hour) => ({ hour, isAvailable: true }));
  const created = await request.post('/api/studio', {
    headers: owner,
    multipart: {
      name,
      description: 'A quiet room for podcasts, interviews and panels.',
      pricePerHour: '',
      equipments: JSON.stringify(['Microphone (XLR)']),
      amenities: JSON.stringify(['Wi-Fi']),
      area: '250',
      rules: 'No food in the booth.',
      minimumDurationHours: '1',
      operationalHours: JSON.stringify({ start: 0, end: 24 }),
      packages: JSON.stringify(Object.entries(PRICES).map(([key, price]) => ({ key, price }))),
      addons: JSON.stringify([]),
      location: JSON.stringify({
        fullAddress: '4 Lantern Street',
        city,
        state: 'Haryana',
        pinCode: '122001',
      }),
      availability: JSON.stringify(
        [0, 1, 2].map((days) => ({ date: addDays(today, days), slots })),
      ),
      youtubeLinks: JSON.stringify([]),
      instagramUsername: '',
      images: { name: 'room.png', mimeType: 'image/png', buffer: await png('#6366f1') },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const studioId = ((await created.json()) as { studio: { _id: string } }).studio._id;
  if (admin) {
    const approved = await request.put(`/api/admin/studios/${studioId}/approve`, {
      headers: admin,
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return studioId;
}

/** Books `hours` on `date` with a camera package; returns the total the server charged. */
async function book(
  request: APIRequestContext,
  customer: Auth,
  studio: string,
  {
    date,
    hours,
    packageKey,
  }: { date: string; hours: readonly number[]; packageKey: keyof typeof PRICES },
): Promise<number> {
  const totalPrice = PRICES[packageKey] * hours.length;
  const res = await request.post('/api/booking', {
    headers: customer,
    data: { studio, date, hours, packageKey, addons: [], totalPrice, paymentStatus: 'payAtStudio' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return totalPrice;
}

/**
 * The figure shown with a dashboard label: the first dd beside the dt that reads exactly `label`
 * (a second one says what the figure counts).
 */
const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first();

const region = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });

test('the customer and the owner see exactly their own figures', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const token = randomBytes(3).toString('hex');
  const name = `Dash Den ${token}`;
  const draft = `Dash Draft ${token}`;
  const now = new Date();
  const today = istToday(now);
  const tomorrow = addDays(today, 1);

  const owner = await signedInPage(browser, 'owner', errors);
  const admin = await signedInPage(browser, 'admin', errors);
  const studioId = await createStudio(request, owner.auth, {
    name,
    city: 'Gurgaon',
    admin: admin.auth,
  });
  await createStudio(request, owner.auth, { name: draft, city: 'Noida' });

  const customer = await signedInAs(page, 'customer');
  const customerAuth = { authorization: `Bearer ${customer.token}` };
  const first = { date: tomorrow, hours: [10, 11], packageKey: '1 Cam' } as const;
  // A session later today when the day has hours left, so that it shows in the owner's chart.
  const laterToday = istHour(now) + 2 <= 23 ? istHour(now) + 2 : null;
  const second =
    laterToday === null
      ? ({ date: addDays(today, 2), hours: [14], packageKey: '2 Cam' } as const)
      : ({ date: today, hours: [laterToday], packageKey: '2 Cam' } as const);
  const firstPrice = await book(request, customerAuth, studioId, first);
  const secondPrice = await book(request, customerAuth, studioId, second);
  const spent = firstPrice + secondPrice;
  expect(spent).toBe(5100);

  // ---- The customer ----
  await page.goto('/dashboard/customer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Rohan!');
  await expect(figure(page, 'Total Bookings')).toHaveText('2');
  await expect(figure(page, 'Upcoming')).toHaveText('2');
  await expect(figure(page, 'Completed')).toHaveText('0');
  await expect(figure(page, 'Total Spent')).toHaveText(rupees(5100));
  const activity = region(page, 'Recent Activity');
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  const firstItem = activity
    .getByRole('listitem')
    .filter({ hasText: formatSession(tomorrow, [10, 11]) });
  await expect(firstItem).toContainText(name);
  await expect(firstItem).toContainText('Gurgaon');
  await expect(firstItem).toContainText(rupees(3000));
  await expect(firstItem).toContainText('Upcoming');
  await expect(activity.getByRole('link', { name: /View all bookings/ })).toHaveCount(0);
  await region(page, 'Quick Links')
    .getByRole('link', { name: /My Bookings/ })
    .click();
  await expect(page).toHaveURL(/\/bookings\/customer$/);

  // ---- The owner ----
  const ownerPage = owner.page;
  await ownerPage.goto('/dashboard/owner');
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText('Studio Owner Dashboard');
  await expect(figure(ownerPage, 'Active Studios')).toHaveText('1');
  await expect(figure(ownerPage, 'Pending Approval')).toHaveText('1');
  await expect(figure(ownerPage, 'Upcoming Bookings')).toHaveText('2');
  await expect(figure(ownerPage, 'Total Revenue')).toHaveText(rupees(5100));
  await expect(figure(ownerPage, 'Active studios')).toHaveText('1 active studio');
  await expect(figure(ownerPage, 'Pending approval')).toContainText('Waiting for admin review');
  const month = today.slice(0, 7);
  const monthRevenue =
    (first.date.startsWith(month) ? firstPrice : 0) +
    (second.date.startsWith(month) ? secondPrice : 0);
  await expect(figure(ownerPage, "This month's revenue")).toContainText(rupees(monthRevenue));

  const recent = region(ownerPage, 'Recent Bookings');
  await expect(recent.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  await expect(recent).toContainText(customer.user.name);
  await expect(recent.getByRole('link', { name: /View all bookings/ })).toHaveCount(0);

  const pending = region(ownerPage, 'Studios Pending Approval');
  const pendingItem = pending.getByRole('listitem').filter({ hasText: draft });
  await expect(pendingItem).toContainText(`Submitted on ${formatShortDate(today)}`);
  await expect(pendingItem).toContainText('Pending Review');

  const chart = region(ownerPage, 'Last 30 Days');
  await expect(chart.getByRole('img', { name: 'Bookings per day, last 30 days' })).toBeVisible();
  await expect(chart.getByRole('img', { name: 'Revenue per day, last 30 days' })).toBeVisible();
  await chart.getByText('Show the figures as a table').click();
  const days = chart.getByRole('table', { name: 'Bookings and revenue per day, last 30 days' });
  await expect(days.getByRole('row')).toHaveCount(31);
  const todayRow = days.getByRole('row').filter({ hasText: formatShortDate(today) });
  // The chart ends today: a session later today counts, tomorrow's does not yet.
  await expect(todayRow.getByRole('cell')).toHaveText(
    laterToday === null ? ['0', rupees(0)] : ['1', rupees(secondPrice)],
  );

  await Promise.all([owner.context.close(), admin.context.close()]);
  expect(errors, 'console errors of the owner and the admin').toEqual([]);
});

test('the admin sees the platform figures and searches and filters the booking analysis', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const token = randomBytes(3).toString('hex');
  const name = `Analysis Attic ${token}`;
  const city = `Sohna ${token}`;
  const tomorrow = addDays(istToday(new Date()), 1);

  const owner = await signedInPage(browser, 'owner', errors);
  const admin = await signedInAs(page, 'admin');
  const adminAuth = { authorization: `Bearer ${admin.token}` };
  const studioId = await createStudio(request, owner.auth, { name, city, admin: adminAuth });
  const customerContext = await browser.newContext();
  const customerPage = watch(await customerContext.newPage(), errors);
  const customer = await signedInAs(customerPage, 'customer');
  const customerAuth = { authorization: `Bearer ${customer.token}` };
  // 11 bookings, one more than the analysis shows; the last one, 10:00 tomorrow, with 3 cameras.
  for (let hour = 0; hour < 11; hour += 1) {
    await book(request, customerAuth, studioId, {
      date: tomorrow,
      hours: [hour],
      packageKey: hour === 10 ? '3 Cam' : '1 Cam',
    });
  }

  // ---- The figures are the server's (other journeys may add bookings meanwhile) ----
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await expect(async () => {
    await page.reload();
    await expect(figure(page, 'Total Bookings')).toHaveText(/^\d+$/);
    const res = await request.get('/api/admin/summary', { headers: adminAuth });
    const summary = (await res.json()) as AdminSummary;
    expect(Number(await figure(page, 'Total Bookings').textContent())).toBe(summary.totalBookings);
    expect(await figure(page, 'Pending Studios').textContent()).toBe(
      String(summary.pendingStudios),
    );
    expect(await figure(page, 'Upcoming Bookings').textContent()).toBe(
      String(summary.upcomingBookings),
    );
    expect(await figure(page, 'Platform Revenue').textContent()).toBe(
      rupees(summary.platformRevenue),
    );
    expect(summary.totalBookings).toBeGreaterThanOrEqual(11);
    expect(summary.platformRevenue).toBeGreaterThanOrEqual(2900 + 10 * 1500);
  }).toPass({ timeout: 20_000 });

  // ---- Booking Analysis: upcoming by default, searched on the server ----
  const analysis = region(page, 'Booking Analysis');
  await expect(analysis.getByRole('radio', { name: 'Upcoming Only' })).toBeChecked();
  await analysis.getByRole('searchbox', { name: 'Search bookings' }).fill(token);
  await expect(
    analysis.getByText(`Showing 10 of 11 upcoming bookings in any state matching "${token}"`),
  ).toBeVisible();
  const rows = analysis.getByRole('table', { name: 'Booking analysis' }).getByRole('row');
  await expect(rows.filter({ hasText: name })).toHaveCount(10);
  // By the session, soonest first (decision 018): midnight heads the table, 10:00 is left out.
  const soonest = rows.nth(1);
  await expect(soonest).toContainText(formatSession(tomorrow, [0]));
  await expect(soonest).toContainText('1 Camera');
  await expect(soonest).toContainText(rupees(1500));
  await expect(soonest).toContainText(customer.user.email);
  await expect(soonest).toContainText('Upcoming');
  await expect(rows.filter({ hasText: formatSession(tomorrow, [10]) })).toHaveCount(0);
  await expect(analysis.getByRole('link', { name: /View All Bookings/ })).toHaveAttribute(
    'href',
    '/admin/bookings',
  );

  // Past Only, chosen with the keyboard: nothing of these is past.
  await analysis.getByRole('radio', { name: 'Upcoming Only' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(analysis.getByRole('radio', { name: 'Past Only' })).toBeChecked();
  await expect(
    analysis.getByText(`No past bookings in any state matching "${token}"`),
  ).toBeVisible();
  await expect(analysis.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
  await expect(analysis.getByRole('link', { name: /View All Bookings/ })).toHaveCount(0);

  // All, by the customer's e-mail and by the studio's city.
  await analysis.getByText('All', { exact: true }).click();
  await expect(analysis.getByRole('radio', { name: 'All' })).toBeChecked();
  await analysis.getByRole('searchbox').fill(customer.user.email.toUpperCase());
  await expect(
    analysis.getByText(
      `Showing 10 of 11 bookings in any state matching "${customer.user.email.toUpperCase()}"`,
    ),
  ).toBeVisible();
  await analysis.getByRole('searchbox').fill(city);
  await expect(
    analysis.getByText(`Showing 10 of 11 bookings in any state matching "${city}"`),
  ).toBeVisible();
  await expect(rows.filter({ hasText: city })).toHaveCount(10);

  await analysis.getByRole('link', { name: /View All Bookings/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Bookings');
  // Eight columns beside the sidebar at 1280 px, with every booking of the demo data: each row's
  // Delete lies whole inside the table's box, none scrolled out of sight to the right.
  const table = page.getByRole('table', { name: 'All bookings' });
  await expect(table.getByRole('button', { name: /^Delete/ }).first()).toBeVisible();
  const deleteOverhangs = await table.evaluate((element) => {
    const box = element.parentElement!.getBoundingClientRect();
    return [...element.querySelectorAll('button')]
      .filter((button) => button.textContent?.startsWith('Delete'))
      .map((button) => Math.round(button.getBoundingClientRect().right - box.right))
      .filter((overhang) => overhang > 0);
  });
  expect(deleteOverhangs).toEqual([]);
  // The same search on All Bookings: every match, each with Delete.
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(token);
  await expect(
    page.getByText(`Showing 11 bookings in any state matching "${token}"`),
  ).toBeVisible();
  const allRows = page.getByRole('table', { name: 'All bookings' }).getByRole('row');
  await expect(allRows.filter({ hasText: name })).toHaveCount(11);
  await expect(allRows.nth(1)).toContainText(formatSession(tomorrow, [0]));
  await expect(allRows.nth(1).getByRole('button', { name: /^Delete/ })).toBeVisible();

  await Promise.all([owner.context.close(), customerContext.close()]);
  expect(errors, 'console errors of the owner and the customer').toEqual([]);
});

test("at 390 px the admin's role tabs wrap, every one and Logout in sight, nothing scrolled sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, 'admin');
  await page.goto('/dashboard/admin');
  const tabs = page.getByRole('navigation', { name: 'Account' });
  await expect(tabs.getByRole('button', { name: 'Logout' })).toBeInViewport();
  for (const link of await tabs.getByRole('link').all()) await expect(link).toBeInViewport();
  const sideways = await tabs.evaluate((nav) => {
    const list = nav.querySelector('ul')!;
    return {
      list: list.scrollWidth - list.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(sideways).toEqual({ list: 0, page: 0 });
});
