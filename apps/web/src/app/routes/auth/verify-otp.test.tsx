import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi, notFound } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';

/** Screens these tests pass through without looking at their data. */
const PASSED_THROUGH = notFound(
  'GET /api/studio',
  'GET /api/booking/customer/summary',
  'GET /api/booking/owner/summary',
  'GET /api/booking/owner',
);

const main = () => within(screen.getByRole('main'));
const withEmail = { pathname: '/verify-otp', state: { email: 'rohan@example.com' } };

describe('OTP verification screen', () => {
  it('sends visitors without an e-mail in navigation state to /signup', async () => {
    mockApi(PASSED_THROUGH);
    const { router } = renderApp('/verify-otp');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('sends someone already signed in to their dashboard', async () => {
    mockApi({
      ...PASSED_THROUGH,
      'GET /api/user/me': { body: { user: authResult('owner').user } },
    });
    const { router } = renderApp(withEmail, { session: authResult('owner') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Studio Owner Dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/owner');
  });

  it('asks for both codes, digits only, on numeric one-time-code inputs', async () => {
    const api = mockApi(PASSED_THROUGH);
    const { user } = renderApp(withEmail);
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });

    for (const label of ['Email OTP', 'Phone OTP']) {
      const input = main().getByLabelText(label);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    }

    await user.click(main().getByRole('button', { name: 'Verify' }));
    expect(await main().findByText('Email OTP is required')).toBeInTheDocument();
    expect(main().getByText('Phone OTP is required')).toBeInTheDocument();

    await user.type(main().getByLabelText('Email OTP'), '12ab56');
    await user.click(main().getByRole('button', { name: 'Verify' }));
    expect(await main().findByText('OTP must contain only digits')).toBeInTheDocument();
    expect(api.sent('POST /api/user/verify-otp')).toHaveLength(0);
  });

  it('signs the user in, says so and goes to /', async () => {
    const api = mockApi({
      ...PASSED_THROUGH,
      'POST /api/user/verify-otp': { body: authResult('customer') },
    });
    api.on('GET /api/user/me', { body: { user: authResult('customer').user } });
    const { user, router } = renderApp(withEmail);
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });

    await user.type(main().getByLabelText('Email OTP'), '123456');
    await user.type(main().getByLabelText('Phone OTP'), '654321');
    await user.click(main().getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('OTP verification successful')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Book podcast and video studios by the hour',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('token-of-customer');
    expect(api.sent('POST /api/user/verify-otp')[0]?.body).toEqual({
      email: 'rohan@example.com',
      emailOtp: '123456',
      phoneOtp: '654321',
    });
  });

  it("shows the server's message, or its own when there is none", async () => {
    const api = mockApi({
      ...PASSED_THROUGH,
      'POST /api/user/verify-otp': errorReply(
        400,
        'VALIDATION',
        'Invalid OTP. Please check the codes and try again.',
      ),
    });
    const { user } = renderApp(withEmail);
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    await user.type(main().getByLabelText('Email OTP'), '123456');
    await user.type(main().getByLabelText('Phone OTP'), '654321');
    await user.click(main().getByRole('button', { name: 'Verify' }));
    expect(
      await main().findByText('Invalid OTP. Please check the codes and try again.'),
    ).toBeInTheDocument();

    api.on('POST /api/user/verify-otp', { status: 500, body: '' });
    await user.click(main().getByRole('button', { name: 'Verify' }));
    expect(
      await main().findByText('OTP verification failed. Please try again.'),
    ).toBeInTheDocument();
    expect(main().getByLabelText('Phone OTP')).toHaveProperty('value', '654321');
  });
});
