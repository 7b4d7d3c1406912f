import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Role } from '@studio-hive/domain';
import { renderApp } from '../../test/render-app';
import { errorReply, mockApi, notFound } from '../../test/mock-api';
import { authResult } from '../../test/sessions';

/** Screens these tests pass through without looking at their data. */
const PASSED_THROUGH = notFound(
  'GET /api/booking/customer/summary',
  'GET /api/booking/owner/summary',
  'GET /api/booking/owner',
  'GET /api/owner/studios',
  'GET /api/admin/summary',
  'GET /api/admin/bookings',
  'GET /api/studio',
  'GET /api/studio/cities',
);

/** The links of a navigation landmark as [label, href] pairs, and its buttons. */
function contents(nav: HTMLElement) {
  return {
    links: within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
    buttons: within(nav)
      .queryAllByRole('button')
      .map((b) => b.textContent),
  };
}

function signedInAs(role: Role) {
  mockApi({
    ...PASSED_THROUGH,
    'GET /api/user/me': { body: { user: authResult(role).user } },
  });
  return { session: authResult(role) };
}

describe('top bar (docs/product.md#navigation)', () => {
  it('shows visitors Home, About Us, Studios, Setup Your Studio, Login and Sign Up', async () => {
    mockApi(PASSED_THROUGH);
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(contents(nav)).toEqual({
      links: [
        ['Home', '/'],
        ['About Us', '/about'],
        ['Studios', '/studios'],
        ['Setup Your Studio', '/add-your-studio'],
        ['Login', '/login'],
        ['Sign Up', '/signup'],
      ],
      buttons: [],
    });
  });

  it('shows customers Home, About Us, Studios, their Dashboard and Logout', async () => {
    renderApp('/', signedInAs('customer'));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(contents(nav)).toEqual({
      links: [
        ['Home', '/'],
        ['About Us', '/about'],
        ['Studios', '/studios'],
        ['Dashboard', '/dashboard/customer'],
      ],
      buttons: ['Logout'],
    });
  });

  it.each([
    ['owner', '/dashboard/owner'],
    ['admin', '/dashboard/admin'],
  ] as const)(
    'shows an %s Studios, their Dashboard and Logout, without Home and About Us',
    async (role, dashboard) => {
      renderApp('/studios', signedInAs(role));
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(contents(nav)).toEqual({
        links: [
          ['Studios', '/studios'],
          ['Dashboard', dashboard],
        ],
        buttons: ['Logout'],
      });
    },
  );

  it('folds the links behind a menu button on phones', async () => {
    mockApi(PASSED_THROUGH);
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);

    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    await user.click(within(menu).getByRole('link', { name: 'Studios' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse Studios' }),
    ).toBeInTheDocument();
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();
    // Focus moves to the new screen's content (screen readers start there).
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('logs out: clears the session, says so and shows the login screen', async () => {
    const { user, router } = renderApp('/dashboard/owner', signedInAs('owner'));
    await screen.findByRole('heading', { level: 1, name: 'Studio Owner Dashboard' });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
        name: 'Logout',
      }),
    );

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull(); // the next login goes to /, not back here
    expect([
      localStorage.getItem('token'),
      localStorage.getItem('role'),
      localStorage.getItem('user'),
    ]).toEqual([null, null, null]);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  it('sends the user to the login screen when the server no longer accepts the session', async () => {
    mockApi({
      ...PASSED_THROUGH,
      'GET /api/user/me': errorReply(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
    });
    const { router } = renderApp('/studios', { session: authResult('customer') });

    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toBeNull(); // a public screen: the next login goes to /
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('sidebar (docs/product.md#screens)', () => {
  const sidebar = async () => contents(await screen.findByRole('navigation', { name: 'Account' }));

  it('gives customers Dashboard, Browse Studios, My Bookings and Logout', async () => {
    renderApp('/dashboard/customer', signedInAs('customer'));
    expect(await sidebar()).toEqual({
      links: [
        ['Dashboard', '/dashboard/customer'],
        ['Browse Studios', '/studios'],
        ['My Bookings', '/bookings/customer'],
      ],
      buttons: ['Logout'],
    });
  });

  it('gives owners their links plus the customer links', async () => {
    renderApp('/owner/studios', signedInAs('owner'));
    expect(await sidebar()).toEqual({
      links: [
        ['Dashboard', '/dashboard/owner'],
        ['My Studios', '/owner/studios'],
        ['Add Studio', '/owner/studios/new'],
        ['Bookings Received', '/owner/bookings'],
        ['Week View', '/owner/week'],
        ['Browse Studios', '/studios'],
        ['My Bookings', '/bookings/customer'],
      ],
      buttons: ['Logout'],
    });
  });

  it('gives admins their links plus the owner and customer links', async () => {
    renderApp('/admin/bookings', signedInAs('admin'));
    expect(await sidebar()).toEqual({
      links: [
        ['Dashboard', '/dashboard/admin'],
        ['Pending Studios', '/admin/studios/pending'],
        ['All Bookings', '/admin/bookings'],
        ['Inquiries & Messages', '/admin/inquiries'],
        ['My Studios', '/owner/studios'],
        ['Add Studio', '/owner/studios/new'],
        ['Bookings Received', '/owner/bookings'],
        ['Week View', '/owner/week'],
        ['Browse Studios', '/studios'],
        ['My Bookings', '/bookings/customer'],
      ],
      buttons: ['Logout'],
    });
  });

  it('is not shown on public screens', async () => {
    renderApp('/studios', signedInAs('admin'));
    await screen.findByRole('heading', { level: 1, name: 'Browse Studios' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });
});

describe('page frame', () => {
  it('has landmarks, a skip link and a footer with quick and support links', async () => {
    mockApi(PASSED_THROUGH);
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    expect(contents(screen.getByRole('navigation', { name: 'Quick Links' })).links).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Browse Studios', '/studios'],
      ['List Your Studio', '/add-your-studio'],
    ]);
    expect(contents(screen.getByRole('navigation', { name: 'Support' })).links).toEqual([
      ['Help Center', '/help'],
      ['Contact Us', '/contact'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]);

    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('shows toasts in the top-right corner', async () => {
    const { user } = renderApp('/dashboard/customer', signedInAs('customer'));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rohan!' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Account' })).getByRole('button', {
        name: 'Logout',
      }),
    );
    const toast = await screen.findByText('Logged out successfully');
    expect(toast.closest('.Toastify__toast-container--top-right')).toBeInTheDocument();
  });
});
