import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test/render-app';
import { errorReply, mockApi, notFound } from '../test/mock-api';
import type { Role } from '@studio-hive/domain';
import { authResult } from '../test/sessions';

/** Screens these tests pass through without looking at their data. */
const PASSED_THROUGH = notFound(
  'GET /api/admin/bookings',
  'GET /api/admin/studios/pending',
  'GET /api/admin/studios/changes',
  'GET /api/admin/summary',
  'GET /api/admin/inquiries',
  'GET /api/admin/contact-messages',
  'GET /api/booking/customer',
  'GET /api/booking/customer/summary',
  'GET /api/booking/owner',
  'GET /api/booking/owner/summary',
  'GET /api/owner/studios',
  'GET /api/owner/week',
  'GET /api/studio',
  'GET /api/studio/cities',
  'GET /api/studio/s-1',
  'GET /api/studio/abc',
  'GET /api/review/studio/abc',
  'GET /api/review/studio/s-1',
  'GET /api/availability/abc',
);

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('routes', () => {
  it.each([
    [
      '/',
      'Book podcast and video studios by the hour',
      'Studio Hive: book podcast and video studios in Delhi NCR',
    ],
    ['/about', 'About Us', 'About Us | Studio Hive'],
    ['/studios', 'Browse Studios', 'Browse Studios | Studio Hive'],
    [
      '/studios/in/greater-noida',
      'Studios in Greater Noida',
      // The title the server wrote for the city's page (cityPageTitle), kept after hydration.
      'Podcast and video studios in Greater Noida | Studio Hive',
    ],
    ['/studios/abc', 'Studio Details', 'Studio Details | Studio Hive'],
    ['/add-your-studio', 'Turn your room into a podcast studio', 'List Your Studio | Studio Hive'],
    ['/login', 'Welcome back', 'Login | Studio Hive'],
    ['/admin', 'Admin Login', 'Admin Login | Studio Hive'],
    ['/studio-owner', 'Studio Owner Login', 'Studio Owner Login | Studio Hive'],
    ['/signup', 'Create your account', 'Sign Up | Studio Hive'],
    ['/forgot-password', 'Forgot your password?', 'Forgot Password | Studio Hive'],
    ['/unauthorized', 'Access Denied', 'Access Denied | Studio Hive'],
    ['/help', 'Frequently Asked Questions', 'Help Center | Studio Hive'],
    ['/contact', 'Contact Us', 'Contact Us | Studio Hive'],
    ['/terms', 'Terms of Service', 'Terms of Service | Studio Hive'],
    ['/privacy', 'Privacy Policy', 'Privacy Policy | Studio Hive'],
  ])('%s shows its heading and tab title to a visitor', async (path, title, tabTitle) => {
    mockApi(PASSED_THROUGH);
    renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(tabTitle));
  });
});

describe('guards', () => {
  /** Each signed-in screen, its heading and the least role it needs (admin > owner > customer). */
  const protectedRoutes: Array<[path: string, title: string | RegExp, needs: Role]> = [
    ['/dashboard/customer', /^Welcome back, /, 'customer'],
    ['/bookings/customer', 'My Bookings', 'customer'],
    ['/dashboard/owner', 'Studio Owner Dashboard', 'owner'],
    ['/owner/studios', 'My Studios', 'owner'],
    ['/owner/studios/new', 'Add New Studio', 'owner'],
    ['/owner/studios/s-1/edit', 'Edit Studio', 'owner'],
    ['/owner/bookings', 'Bookings Received', 'owner'],
    ['/owner/week', 'Week View', 'owner'],
    ['/dashboard/admin', 'Admin Dashboard', 'admin'],
    ['/admin/studios/pending', 'Pending Studio Approvals', 'admin'],
    ['/admin/bookings', 'All Bookings', 'admin'],
    ['/admin/inquiries', 'Inquiries & Messages', 'admin'],
  ];
  const RANK: Record<Role, number> = { customer: 0, owner: 1, admin: 2 };
  /** Every protected screen for a customer and an owner, and whether their role reaches it. */
  const byRole = (['customer', 'owner'] as const).flatMap((role) =>
    protectedRoutes.map(
      ([path, title, needs]) => [role, path, title, RANK[role] >= RANK[needs]] as const,
    ),
  );

  it.each(protectedRoutes)('a visitor at %s is sent to the login screen', async (path) => {
    mockApi(PASSED_THROUGH);
    const { router } = renderApp(path);
    expect(await heading('Welcome back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(protectedRoutes)(
    'an admin may open %s (admin > owner > customer)',
    async (path, title) => {
      // The server confirms the restored session with the same name (the customer's dashboard greets them by it).
      const admin = { ...authResult('admin').user, name: 'Rohan Admin' };
      mockApi({
        ...PASSED_THROUGH,
        'GET /api/user/me': { body: { user: admin } },
      });
      renderApp(path, { session: { ...authResult('admin'), user: admin } });
      expect(await heading(title)).toBeInTheDocument();
    },
  );

  it.each(byRole.filter(([, , , reaches]) => !reaches).map(([role, path]) => [role, path]))(
    'a %s at %s is sent to Access Denied',
    async (role, path) => {
      mockApi({
        ...PASSED_THROUGH,
        'GET /api/user/me': { body: { user: authResult(role).user } },
      });
      const { router } = renderApp(path, { session: authResult(role) });
      expect(await heading('Access Denied')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/unauthorized');
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
      expect(main.getByRole('link', { name: 'Browse Studios' })).toHaveAttribute(
        'href',
        '/studios',
      );
    },
  );

  it.each(
    byRole.filter(([, , , reaches]) => reaches).map(([role, path, title]) => [role, path, title]),
  )('a %s may open %s', async (role, path, title) => {
    mockApi({
      ...PASSED_THROUGH,
      'GET /api/user/me': { body: { user: authResult(role).user } },
    });
    renderApp(path, { session: authResult(role) });
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it.each([
    ['customer', '/dashboard/customer', 'Welcome back, Rohan!'],
    ['owner', '/dashboard/owner', 'Studio Owner Dashboard'],
    ['admin', '/dashboard/admin', 'Admin Dashboard'],
  ] as const)('/dashboard sends a %s to %s', async (role, path, title) => {
    mockApi({
      ...PASSED_THROUGH,
      'GET /api/user/me': { body: { user: authResult(role).user } },
    });
    const { router } = renderApp('/dashboard', { session: authResult(role) });
    expect(await heading(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('unknown paths redirect to /', async () => {
    mockApi(PASSED_THROUGH);
    const { router } = renderApp('/no/such/page');
    expect(await heading('Book podcast and video studios by the hour')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when the server ends the session on a protected screen, logging in again returns there', async () => {
    const api = mockApi({
      ...PASSED_THROUGH,
      'GET /api/user/me': errorReply(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
    });
    api.on('POST /api/user/login', { body: { ...authResult('owner'), token: 'a-new-token' } });
    const { router, user } = renderApp('/owner/bookings', { session: authResult('owner') });

    expect(await heading('Welcome back')).toBeInTheDocument();
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Studio Owner Login' }));
    await heading('Studio Owner Login');
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await heading('Bookings Received')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/owner/bookings');
  });

  it('after logging in, a visitor stopped by a guard returns to where they were going', async () => {
    const api = mockApi({
      ...PASSED_THROUGH,
      'POST /api/user/login': { body: authResult('customer') },
    });
    api.on('GET /api/user/me', { body: { user: authResult('customer').user } });
    const { router, user } = renderApp('/bookings/customer');
    await heading('Welcome back');
    await user.type(screen.getByLabelText('Email'), 'customer@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await heading('My Bookings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bookings/customer');
  });
});
