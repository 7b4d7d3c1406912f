import { addDays, istToday, type Role, type Studio } from '@studio-hive/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { describeViolations, seriousAxeViolations } from './axe';
import { expect, signedInAs, test } from './fixtures';
import { approvedStudio, bearer, type Auth } from './journey-helpers';

/**
 * Every screen of docs/product.md#screens, with data on it, has no serious or critical
 * accessibility violation as axe-core sees it (docs/decisions/014): every public screen as a
 * guest; as each role, its own screens and the public screens whose content depends on who is
 * signed in (the home page, the listing, a studio's page). The other public screens differ for a
 * signed-in person only by the top bar, which every screen of theirs shows. Two tests of two
 * roles each, so the walk shares the two workers: each role signs in once and walks its screens.
 */

/** Books tomorrow 10:00 at `studio` with its first package, so the bookings lists have a row. */
async function book(request: APIRequestContext, customer: Auth, studio: Studio) {
  const pack = studio.packages[0]!;
  const res = await request.post('/api/booking', {
    headers: customer,
    data: {
      studio: studio._id,
      date: addDays(istToday(new Date()), 1),
      hours: [10],
      packageKey: pack.key,
      addons: [],
      totalPrice: pack.price,
      paymentStatus: 'payAtStudio',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const bearerOf = (account: { token: string }): Auth => ({
  authorization: `Bearer ${account.token}`,
});

/** The public screens, with a real studio and its city. */
const publicRoutes = (studio: Studio) => [
  paths.home,
  paths.about,
  paths.studios,
  paths.studiosInCity(studio.location.city),
  paths.studio(studio._id),
  paths.addYourStudio,
  paths.help,
  paths.contact,
  paths.terms,
  paths.privacy,
  paths.unauthorized,
  paths.login,
  paths.adminLogin,
  paths.ownerLogin,
  paths.signup,
  paths.verifyOtp,
  paths.forgotPassword,
  paths.verifyPasswordOtp,
  paths.resetPassword,
];

/** The public screens that show something else to a signed-in person. */
const signedInPublicRoutes = (studio: Studio) => [
  paths.home,
  paths.studios,
  paths.studio(studio._id),
];

/** The screens of each role (admin > owner > customer, docs/product.md#roles). */
function roleRoutes(role: Role, ownStudioId: string | null): string[] {
  const customer = [paths.roleDashboard('customer'), paths.customerBookings];
  const owner = [
    paths.roleDashboard('owner'),
    paths.ownerStudios,
    paths.ownerStudioNew,
    ...(ownStudioId ? [paths.ownerStudioEdit(ownStudioId)] : []),
    paths.ownerBookings,
    paths.ownerWeek,
  ];
  const admin = [
    paths.roleDashboard('admin'),
    paths.adminPendingStudios,
    paths.adminBookings,
    paths.adminInquiries,
  ];
  if (role === 'admin') return [...admin, ...owner, ...customer];
  if (role === 'owner') return [...owner, ...customer];
  return customer;
}

/** Opens `path` and waits until the screen and its data are there (no spinner left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.animate-spin, [role="progressbar"]')).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** Walks `routes`, collecting each screen's serious and critical violations. */
async function walk(page: Page, routes: readonly string[]) {
  const found: string[] = [];
  for (const path of routes) {
    await open(page, path);
    const violations = await seriousAxeViolations(page);
    if (violations.length > 0) {
      found.push(
        `${path} (shown: ${new URL(page.url()).pathname})\n${describeViolations(violations)}`,
      );
    }
  }
  expect(found.join('\n\n'), 'serious or critical accessibility violations').toBe('');
}

test('guests and customers meet no serious accessibility violation on any screen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const studio = await approvedStudio(
    request,
    await bearer(request, 'owner'),
    await bearer(request, 'admin'),
  );
  await walk(page, publicRoutes(studio));

  const customer = await signedInAs(page, 'customer'); // from the next page load on
  await book(request, bearerOf(customer), studio);
  await walk(page, [...signedInPublicRoutes(studio), ...roleRoutes('customer', null)]);
});

test('owners and admins meet no serious accessibility violation on any screen', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await signedInAs(page, 'owner');
  const studio = await approvedStudio(request, bearerOf(owner), await bearer(request, 'admin'));
  await book(request, await bearer(request, 'customer'), studio); // owner and admin lists
  await walk(page, [...signedInPublicRoutes(studio), ...roleRoutes('owner', studio._id)]);

  // A tab of its own, whose console is watched as the fixture watches `page`'s.
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  const adminErrors: string[] = [];
  adminPage.on('console', (m) => {
    if (m.type() === 'error') adminErrors.push(m.text());
  });
  adminPage.on('pageerror', (error) => adminErrors.push(error.message));
  await signedInAs(adminPage, 'admin');
  await walk(adminPage, [...signedInPublicRoutes(studio), ...roleRoutes('admin', null)]);
  await context.close();
  expect(adminErrors, "console errors in the admin's tab").toEqual([]);
});
