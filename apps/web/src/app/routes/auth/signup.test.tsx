import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SIGNUP_ROLE_LABELS } from '@studio-hive/domain';
import { renderApp } from '../../../test/render-app';
import { errorReply, mockApi } from '../../../test/mock-api';

const main = () => within(screen.getByRole('main'));

async function openSignup() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return view;
}

/** The message tied to a field through aria-describedby. */
function messageOf(label: string) {
  const input = main().getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('signup screen', () => {
  it('shows the docs/product.md#account-validation messages under the fields', async () => {
    const api = mockApi();
    const { user } = await openSignup();

    await user.click(main().getByRole('button', { name: 'Create Account' }));
    expect(await main().findByText('Name is required')).toBeInTheDocument();
    expect(main().getByText('Email is required')).toBeInTheDocument();

    await user.type(main().getByLabelText('Email'), 'rohan@');
    await user.type(main().getByLabelText('Password'), 'abc');
    await user.type(main().getByLabelText('Confirm password'), 'abd');
    await user.type(main().getByLabelText('Phone number'), '98765');
    await user.click(main().getByRole('button', { name: 'Create Account' }));

    expect(await main().findByText('Email is invalid')).toBeInTheDocument();
    expect(main().getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(main().getByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(messageOf('Phone number')).toContain('Phone number must be 10 digits');
    expect(main().getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(main().getByLabelText('Password'));
    await user.type(main().getByLabelText('Password'), 'secret123');
    await user.clear(main().getByLabelText('Confirm password'));
    await user.type(main().getByLabelText('Confirm password'), 'secret124');
    await user.click(main().getByRole('button', { name: 'Create Account' }));
    expect(await main().findByText('Passwords do not match')).toBeInTheDocument();

    expect(api.sent('POST /api/user/signup')).toHaveLength(0);
  });

  it('shows every field’s problem at once, the unmatched confirmation among them', async () => {
    const api = mockApi();
    const { user } = await openSignup();

    await user.type(main().getByLabelText('Email'), 'rohan@');
    await user.type(main().getByLabelText('Password'), 'secret123');
    await user.type(main().getByLabelText('Confirm password'), 'secret124');
    await user.click(main().getByRole('button', { name: 'Create Account' }));

    expect(await main().findByText('Passwords do not match')).toBeInTheDocument();
    expect(messageOf('Full name')).toContain('Name is required');
    expect(messageOf('Email')).toContain('Email is invalid');
    expect(messageOf('Phone number')).toContain('Phone number is required');
    expect(messageOf('Confirm password')).toContain('Passwords do not match');
    expect(api.sent('POST /api/user/signup')).toHaveLength(0);
  });

  it('takes a phone number pasted with +91 and spaces whole, and sends its 10 digits', async () => {
    const message = 'Account created.';
    const api = mockApi({ 'POST /api/user/signup': { status: 201, body: { message } } });
    const { user } = await openSignup();

    await user.type(main().getByLabelText('Full name'), 'Meera Kapoor');
    await user.type(main().getByLabelText('Email'), 'meera@example.com');
    await user.click(main().getByLabelText('Phone number'));
    await user.paste('+91 98765 43210');
    expect(main().getByLabelText('Phone number')).toHaveProperty('value', '+91 98765 43210');
    await user.type(main().getByLabelText('Password'), 'secret123');
    await user.type(main().getByLabelText('Confirm password'), 'secret123');
    await user.click(main().getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.sent('POST /api/user/signup')[0]?.body).toMatchObject({ phone: '9876543210' });
  });

  it('shows and hides a password; each label names one control only', async () => {
    mockApi();
    const { user } = await openSignup();
    expect(
      main()
        .getAllByLabelText(/password/i)
        .map((el) => el.tagName),
    ).toEqual(['INPUT', 'INPUT']);
    const password = main().getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(main().getAllByRole('button', { name: 'Show' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(main().getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers the two roles with the documented labels', async () => {
    mockApi();
    await openSignup();
    const group = main().getByRole('group', { name: 'How will you use Studio Hive?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      SIGNUP_ROLE_LABELS.customer,
      SIGNUP_ROLE_LABELS.owner,
    ]);
    expect(within(group).getByLabelText(SIGNUP_ROLE_LABELS.customer)).toHaveProperty(
      'checked',
      true,
    );
  });

  it('sends the account without the confirmation, toasts the server message and goes to OTP verification', async () => {
    const message =
      'Account created. We sent a 6-digit code to your email and another to your phone; they are valid for 10 minutes.';
    const api = mockApi({ 'POST /api/user/signup': { status: 201, body: { message } } });
    const { user, router } = await openSignup();

    await user.type(main().getByLabelText('Full name'), 'Meera Kapoor');
    await user.type(main().getByLabelText('Email'), 'Meera@Example.com');
    await user.type(main().getByLabelText('Phone number'), '9876543210');
    await user.type(main().getByLabelText('Password'), 'secret123');
    await user.type(main().getByLabelText('Confirm password'), 'secret123');
    await user.click(main().getByLabelText(SIGNUP_ROLE_LABELS.owner));
    await user.click(main().getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your account' }),
    ).toBeInTheDocument();
    expect(main().getByText('meera@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-otp');
    expect(router.state.location.state).toEqual({ email: 'meera@example.com' });
    expect(api.sent('POST /api/user/signup')[0]?.body).toEqual({
      name: 'Meera Kapoor',
      email: 'meera@example.com',
      password: 'secret123',
      phone: '9876543210',
      userType: 'owner',
    });
  });

  it("puts the server's field errors under the fields and keeps what was typed", async () => {
    const message = 'An account with this email already exists. Please log in instead.';
    mockApi({ 'POST /api/user/signup': errorReply(409, 'CONFLICT', message, { email: message }) });
    const { user } = await openSignup();

    await user.type(main().getByLabelText('Full name'), 'Rohan Mehta');
    await user.type(main().getByLabelText('Email'), 'rohan@example.com');
    await user.type(main().getByLabelText('Phone number'), '9876543210');
    await user.type(main().getByLabelText('Password'), 'secret123');
    await user.type(main().getByLabelText('Confirm password'), 'secret123');
    await user.click(main().getByRole('button', { name: 'Create Account' }));

    expect(await main().findByText(message)).toBeInTheDocument();
    expect(messageOf('Email')).toBe(message);
    expect(main().getByLabelText('Full name')).toHaveProperty('value', 'Rohan Mehta');
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to its own message when the server says nothing usable', async () => {
    mockApi({ 'POST /api/user/signup': { status: 502, body: 'Bad gateway' } });
    const { user } = await openSignup();
    await user.type(main().getByLabelText('Full name'), 'Rohan Mehta');
    await user.type(main().getByLabelText('Email'), 'rohan@example.com');
    await user.type(main().getByLabelText('Phone number'), '9876543210');
    await user.type(main().getByLabelText('Password'), 'secret123');
    await user.type(main().getByLabelText('Confirm password'), 'secret123');
    await user.click(main().getByRole('button', { name: 'Create Account' }));
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Signup failed. Please try again.',
    );
    expect(main().getByRole('button', { name: 'Create Account' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
