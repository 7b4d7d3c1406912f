import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';

const main = () => within(screen.getByRole('main'));
const SENT =
  'If an account exists for this email, we have sent a 6-digit code to it. It is valid for 10 minutes.';

describe('forgot password screen', () => {
  it("says 'Email is required.' for an empty e-mail", async () => {
    const api = mockApi();
    const { user } = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await user.click(main().getByRole('button', { name: 'Send OTP' }));
    expect(await main().findByText('Email is required.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('toasts the server message, then after a second asks for the code', async () => {
    const api = mockApi({ 'POST /api/user/forgot-password': { body: { message: SENT } } });
    const { user, router } = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });

    await user.type(main().getByLabelText('Email'), 'Rohan@Example.com');
    await user.click(main().getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(main().getByRole('button', { name: 'Send OTP' })).toHaveProperty('disabled', true);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Enter your reset code' },
        { timeout: 2500 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'rohan@example.com' });
    expect(api.sent('POST /api/user/forgot-password')[0]?.body).toEqual({
      email: 'rohan@example.com',
    });
  });

  it("shows the server's message or its own", async () => {
    const api = mockApi({
      'POST /api/user/forgot-password': errorReply(
        429,
        'RATE_LIMITED',
        'Too many attempts. Please wait a minute and try again.',
      ),
    });
    const { user } = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await user.type(main().getByLabelText('Email'), 'rohan@example.com');
    await user.click(main().getByRole('button', { name: 'Send OTP' }));
    expect(
      await main().findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();

    api.on('POST /api/user/forgot-password', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await user.click(main().getByRole('button', { name: 'Send OTP' }));
    expect(await main().findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});

describe('password OTP screen', () => {
  const withEmail = { pathname: '/verify-password-otp', state: { email: 'rohan@example.com' } };

  it('sends visitors without an e-mail in navigation state to /forgot-password', async () => {
    mockApi();
    const { router } = renderApp('/verify-password-otp');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it("says 'Please enter a valid 6-digit OTP.' unless the code is 6 digits", async () => {
    const api = mockApi();
    const { user } = renderApp(withEmail);
    await screen.findByRole('heading', { level: 1, name: 'Enter your reset code' });
    await user.type(main().getByLabelText('OTP'), '12345');
    await user.click(main().getByRole('button', { name: 'Verify OTP' }));
    expect(await main().findByText('Please enter a valid 6-digit OTP.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('exchanges the code for a reset token and asks for the new password', async () => {
    const api = mockApi({
      'POST /api/user/verify-password-otp': { body: { resetToken: 'reset-123' } },
    });
    const { user, router } = renderApp(withEmail);
    await screen.findByRole('heading', { level: 1, name: 'Enter your reset code' });
    await user.type(main().getByLabelText('OTP'), '123456');
    await user.click(main().getByRole('button', { name: 'Verify OTP' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ token: 'reset-123', email: 'rohan@example.com' });
    expect(api.sent('POST /api/user/verify-password-otp')[0]?.body).toEqual({
      email: 'rohan@example.com',
      otp: '123456',
    });
  });

  it("shows the server's message or its own", async () => {
    const api = mockApi({
      'POST /api/user/verify-password-otp': errorReply(
        400,
        'VALIDATION',
        'Invalid or expired OTP. Please check the code or request a new one.',
      ),
    });
    const { user } = renderApp(withEmail);
    await screen.findByRole('heading', { level: 1, name: 'Enter your reset code' });
    await user.type(main().getByLabelText('OTP'), '123456');
    await user.click(main().getByRole('button', { name: 'Verify OTP' }));
    expect(
      await main().findByText(
        'Invalid or expired OTP. Please check the code or request a new one.',
      ),
    ).toBeInTheDocument();

    api.on('POST /api/user/verify-password-otp', { status: 503, body: '' });
    await user.click(main().getByRole('button', { name: 'Verify OTP' }));
    expect(
      await main().findByText('OTP verification failed. Please try again.'),
    ).toBeInTheDocument();
  });

  it('sends a new code on request', async () => {
    const api = mockApi({ 'POST /api/user/forgot-password': { body: { message: SENT } } });
    const { user } = renderApp(withEmail);
    await screen.findByRole('heading', { level: 1, name: 'Enter your reset code' });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(api.sent('POST /api/user/forgot-password')[0]?.body).toEqual({
      email: 'rohan@example.com',
    });
  });
});

describe('reset password screen', () => {
  const withToken = {
    pathname: '/reset-password',
    state: { token: 'reset-123', email: 'rohan@example.com' },
  };
  const STRONG =
    'Password must be 8+ characters and include uppercase, lowercase, number, and symbol.';

  it('sends visitors without a reset token to /login', async () => {
    mockApi();
    const { router } = renderApp('/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for a strong password, twice the same', async () => {
    const api = mockApi();
    const { user } = renderApp(withToken);
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });

    await user.type(main().getByLabelText('New password'), 'weakpass');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));
    expect(await main().findByText(STRONG)).toBeInTheDocument();

    await user.clear(main().getByLabelText('New password'));
    await user.type(main().getByLabelText('New password'), 'Str0ng!pass');
    await user.type(main().getByLabelText('Confirm new password'), 'Str0ng!pasz');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));
    expect(await main().findByText('Passwords do not match')).toBeInTheDocument();
    expect(main().queryByText(STRONG)).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('toasts the server message and returns to the login screen after about a second', async () => {
    const done = 'Password reset successful. Please log in with your new password.';
    const api = mockApi({ 'POST /api/user/reset-password': { body: { message: done } } });
    const { user, router } = renderApp(withToken);
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });

    await user.type(main().getByLabelText('New password'), 'Str0ng!pass');
    await user.type(main().getByLabelText('Confirm new password'), 'Str0ng!pass');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 2500 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.sent('POST /api/user/reset-password')[0]?.body).toEqual({
      token: 'reset-123',
      newPassword: 'Str0ng!pass',
    });
  });

  it("shows the server's message or its own", async () => {
    const api = mockApi({
      'POST /api/user/reset-password': errorReply(
        400,
        'VALIDATION',
        'This password reset has expired or was already used. Please start again.',
      ),
    });
    const { user } = renderApp(withToken);
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await user.type(main().getByLabelText('New password'), 'Str0ng!pass');
    await user.type(main().getByLabelText('Confirm new password'), 'Str0ng!pass');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));
    expect(
      await main().findByText(
        'This password reset has expired or was already used. Please start again.',
      ),
    ).toBeInTheDocument();

    api.on('POST /api/user/reset-password', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(main().getByRole('button', { name: 'Reset Password' }));
    expect(
      await main().findByText('Failed to reset password. Please try again.'),
    ).toBeInTheDocument();
  });
});
