import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WRONG_LOGIN_PAGE_MESSAGES, type Role } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi, notFound } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';

/** Screens these tests pass through without looking at their data. */
const PASSED_THROUGH = notFound(
  'GET /api/studio',
  'GET /api/booking/customer/summary',
  'GET /api/booking/owner/summary',
  'GET /api/admin/summary',
  'GET /api/admin/bookings',
);

const main = () => within(screen.getByRole('main'));

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  await user.type(main().getByLabelText('Email'), email);
  await user.type(main().getByLabelText('Password'), password);
  await user.click(main().getByRole('button', { name: 'Login' }));
}

describe('login screen (docs/product.md#screens: /login, /admin, /studio-owner)', () => {
  it.each([
    ['/login', 'Welcome back', 'Login | Studio Hive', true],
    ['/admin', 'Admin Login', 'Admin Login | Studio Hive', false],
    ['/studio-owner', 'Studio Owner Login', 'Studio Owner Login | Studio Hive', false],
  ])(
    '%s is titled %s; the sign-up link shows only for customers',
    async (path, title, tabTitle, signUpShown) => {
      mockApi(PASSED_THROUGH);
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(tabTitle));
      expect(main().getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      const signUp = main().queryByRole('link', { name: 'Sign Up' });
      expect(signUp?.getAttribute('href') ?? null).toBe(signUpShown ? '/signup' : null);
    },
  );

  it.each([
    ['/login', 'customer'],
    ['/admin', 'admin'],
    ['/studio-owner', 'owner'],
  ] as const)(
    '%s sends the userType %s, stores the session, says so and goes to /',
    async (path, role: Role) => {
      const api = mockApi({
        ...PASSED_THROUGH,
        'POST /api/user/login': { body: authResult(role) },
      });
      api.on('GET /api/user/me', { body: { user: authResult(role).user } });
      const { user, router } = renderApp(path);
      await screen.findByRole('heading', { level: 1 });

      await fillAndSubmit(user, '  Meera@Example.com ', 'secret123');

      expect(await screen.findByText('Login successful')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Book podcast and video studios by the hour',
        }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(api.sent('POST /api/user/login')[0]?.body).toEqual({
        email: 'meera@example.com',
        password: 'secret123',
        userType: role,
      });
      expect(localStorage.getItem('token')).toBe(`token-of-${role}`);
      expect(localStorage.getItem('role')).toBe(role);
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
          name: 'Dashboard',
        }),
      ).toBeInTheDocument();
    },
  );

  it('shows the documented messages for empty and malformed fields, without calling the server', async () => {
    const api = mockApi(PASSED_THROUGH);
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });

    await user.click(main().getByRole('button', { name: 'Login' }));
    expect(await main().findByText('Email is required')).toBeInTheDocument();
    expect(main().getByText('Password is required')).toBeInTheDocument();

    await user.type(main().getByLabelText('Email'), 'not-an-email');
    await user.click(main().getByRole('button', { name: 'Login' }));
    expect(await main().findByText('Email is invalid')).toBeInTheDocument();

    const email = main().getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Email is invalid',
    );
    expect(api.sent('POST /api/user/login')).toHaveLength(0);
  });

  it('says the credentials are wrong on a 401, whatever the server wrote, and keeps what was typed', async () => {
    mockApi({
      ...PASSED_THROUGH,
      'POST /api/user/login': errorReply(401, 'UNAUTHENTICATED', 'Invalid email or password.'),
    });
    const { user } = renderApp('/studio-owner');
    await screen.findByRole('heading', { level: 1, name: 'Studio Owner Login' });

    await fillAndSubmit(user, 'owner@example.com', 'wrong-password');

    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Invalid credentials. Please check your email and password.',
    );
    expect(main().getByLabelText('Email')).toHaveProperty('value', 'owner@example.com');
    expect(main().getByLabelText('Password')).toHaveProperty('value', 'wrong-password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['/login', 'owner', 'Go to the Studio Owner Login', '/studio-owner', 'Studio Owner Login'],
    ['/admin', 'customer', 'Go to the Customer Login', '/login', 'Welcome back'],
    ['/studio-owner', 'admin', 'Go to the Admin Login', '/admin', 'Admin Login'],
  ] as const)(
    'on %s, a right password of a %s account says which screen to use, with a link to it',
    async (path, role: Role, linkName, target, title) => {
      const api = mockApi({
        ...PASSED_THROUGH,
        'POST /api/user/login': {
          status: 409,
          body: {
            message: WRONG_LOGIN_PAGE_MESSAGES[role],
            code: 'WRONG_LOGIN_PAGE',
            role,
            requestId: 'req-1',
          },
        },
      });
      // A guard sent the visitor here from a page they wanted; that stays the destination.
      const from = { pathname: '/studios/abc', search: '?date=2026-12-01', hash: '' };
      const { user, router } = renderApp({ pathname: path, state: { from } });
      await screen.findByRole('heading', { level: 1 });

      await fillAndSubmit(user, 'Meera@Example.com', 'secret123');

      const alert = await main().findByRole('alert');
      expect(alert).toHaveTextContent(WRONG_LOGIN_PAGE_MESSAGES[role]);
      expect(alert.textContent).not.toContain('Invalid credentials');
      expect(localStorage.getItem('token')).toBeNull();

      await user.click(within(alert).getByRole('link', { name: linkName }));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(target);
      expect(router.state.location.state).toEqual({ from, email: 'Meera@Example.com' });
      // The e-mail comes along; the password is typed again.
      expect(main().getByLabelText('Email')).toHaveProperty('value', 'Meera@Example.com');
      expect(main().getByLabelText('Password')).toHaveProperty('value', '');
      expect(main().queryByRole('alert')).not.toBeInTheDocument();
      expect(api.sent('POST /api/user/login')).toHaveLength(1);
    },
  );

  it("shows the server's message for other refusals (unverified account)", async () => {
    const message =
      'Your account is not verified yet. Please sign up again with the same email to get new verification codes.';
    mockApi({
      ...PASSED_THROUGH,
      'POST /api/user/login': errorReply(403, 'FORBIDDEN', message),
    });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await fillAndSubmit(user, 'new@example.com', 'secret123');
    expect(await main().findByText(message)).toBeInTheDocument();
  });

  it('falls back to its own message when the server cannot be reached', async () => {
    const api = mockApi(PASSED_THROUGH);
    api.on('POST /api/user/login', () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await fillAndSubmit(user, 'a@example.com', 'secret123');
    expect(await main().findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('disables the button and says so while logging in', async () => {
    let respond: (value: { body: unknown }) => void = () => {};
    const api = mockApi(PASSED_THROUGH);
    api.on('POST /api/user/login', () => new Promise((resolve) => (respond = resolve)));
    api.on('GET /api/user/me', { body: { user: authResult('customer').user } });
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });

    await fillAndSubmit(user, 'a@example.com', 'secret123');

    const button = await main().findByRole('button', { name: 'Logging in...' });
    expect(button).toHaveProperty('disabled', true);
    respond({ body: authResult('customer') });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });
});
