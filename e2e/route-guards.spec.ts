import type { Role } from '@studio-hive/domain';
import { expect, signedInAs, test } from './fixtures';

// docs/product.md#screens: every route resolves as specified for a guest, a customer, an owner and an admin.

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/studios',
  '/studios/in/new-delhi',
  '/studios/0b7c6f1e-3d2a-4c55-9a7e-5f1d2c3b4a59',
  '/add-your-studio',
  '/login',
  '/admin',
  '/studio-owner',
  '/signup',
  '/forgot-password',
  '/unauthorized',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
];

/** Role routes and the least role they need (admin > owner > customer, docs/product.md#roles). */
const ROLE_ROUTES: [path: string, needs: Role][] = [
  ['/dashboard/customer', 'customer'],
  ['/bookings/customer', 'customer'],
  ['/dashboard/owner', 'owner'],
  ['/owner/studios', 'owner'],
  ['/owner/studios/new', 'owner'],
  // No such studio: the edit screen itself sends an owner back to My Studios (docs/product.md#messages).
  ['/owner/studios/0b7c6f1e-3d2a-4c55-9a7e-5f1d2c3b4a59/edit', 'owner'],
  ['/owner/bookings', 'owner'],
  ['/dashboard/admin', 'admin'],
  ['/admin/studios/pending', 'admin'],
  ['/admin/bookings', 'admin'],
];

const RANK: Record<Role, number> = { customer: 0, owner: 1, admin: 2 };

const pathOf = (url: string) => new URL(url).pathname;

// Each route in a test of its own took a browser context and a cold first load (3 to 4 s);
// one page going through them reuses its cache. The rules themselves are proven route by route and
// role by role in apps/web/src/app/routes.test.tsx: here, that the server serves every address
// (a guest's sweeps) and a real session meets the rules (a few screens per role).
test.describe('a guest', () => {
  test('opens every public page by its address', async ({ page }) => {
    test.slow(); // sixteen page loads in one test
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1 }),
        `${path} has its heading`,
      ).toBeVisible();
      expect(pathOf(page.url()), `${path} stays`).toBe(path);
    }
  });

  test('is sent to /login from every signed-in route', async ({ page }) => {
    test.slow(); // eleven page loads in one test
    for (const [path] of [...ROLE_ROUTES, ['/dashboard'] as const]) {
      await page.goto(path);
      await expect(page, `${path} sends a guest to /login`).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('is sent home from an unknown path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('is sent back from the code screens when the state they need is missing', async ({
    page,
  }) => {
    await page.goto('/verify-otp');
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/verify-password-otp');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/login$/);
  });
});

for (const role of ['customer', 'owner', 'admin'] as const) {
  test.describe(`a signed-in ${role}`, () => {
    test.beforeEach(async ({ page }) => {
      await signedInAs(page, role);
    });

    test(`goes from /dashboard and from /verify-otp to /dashboard/${role}`, async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/verify-otp');
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
    });

    // The whole table of role and screen is proven in apps/web/src/app/routes.test.tsx; here, that a
    // real session meets it: a screen of the role's own rank, and one above it (an owner's screen
    // for the admin, who has no rank above).
    test('opens a screen of their rank and is stopped above it', async ({ page }) => {
      const own = ROLE_ROUTES.find(([, needs]) => needs === role)!;
      const other =
        ROLE_ROUTES.find(([, needs]) => RANK[needs] > RANK[role]) ??
        ROLE_ROUTES.find(([, needs]) => needs === 'owner')!;
      for (const [path, needs] of [own, other]) {
        await page.goto(path);
        if (RANK[role] >= RANK[needs]) {
          await expect(page, `${role} may open ${path}`).toHaveURL(new RegExp(`${path}$`));
          await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
        } else {
          await expect(page, `${role} may not open ${path}`).toHaveURL(/\/unauthorized$/);
          await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
        }
      }
    });
  });
}
