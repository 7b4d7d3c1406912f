import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '@studio-hive/domain';
import { call, createUser, loginAs, signupInput, uniqueEmail } from '../../test/factories';
import { latestCode, readOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  expectNoSecretsIn,
  recordingClient,
  wrongCode as wrong,
} from '../../test/fixtures/accounts';

/** The flows of one-time codes: signing up with two codes, and recovering a forgotten password. */

let t: TestApp;
/** Every response body of this file, checked at the end for secrets. */
const bodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, signUp } = recordingClient(() => t, bodies);

describe('POST /api/user/signup', () => {
  it('creates a pending account and sends a 6-digit e-mail code and a 6-digit phone code', async () => {
    const input = signupInput({ email: uniqueEmail('Mixed.Case').toUpperCase() });
    const res = await post('/api/user/signup', input);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/valid for 10 minutes/);

    const outbox = await readOutbox(t.config.dataDir);
    const mail = outbox
      .filter((m) => m.channel === 'email' && m.to === input.email.toLowerCase())
      .at(-1);
    const sms = outbox.filter((m) => m.channel === 'sms' && m.to === `+91${input.phone}`).at(-1);
    expect(mail?.channel === 'email' && mail.subject).toContain('Studio Hive');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text).toContain('valid for 10 minutes');
    expect(sms?.text).toMatch(
      /^\d{6} is your Studio Hive phone verification code\. Valid for 10 minutes\./,
    );
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: '   ' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Email is invalid'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['phone', { phone: '98765' }, 'Phone number must be 10 digits'],
    ['phone', { phone: '98765432ab' }, 'Phone number must be 10 digits'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['userType', { userType: 'admin' }, 'Please choose how you will use Studio Hive'],
    ['userType', { userType: undefined }, 'Please choose how you will use Studio Hive'],
  ])(
    'refuses a bad %s with the message of docs/product.md#account-validation (%j)',
    async (field, override, message) => {
      const res = await post('/api/user/signup', signupInput(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message,
        fieldErrors: { [field]: message },
      });
    },
  );

  it.each(['+91 {5} {5}', '0{5}-{5}', '{5} {5}'])(
    'reads a phone number pasted as %j as its 10 digits, and the account keeps them',
    async (shape) => {
      const digits = signupInput().phone;
      const pasted = shape.replace('{5}', digits.slice(0, 5)).replace('{5}', digits.slice(5));
      const input = signupInput({ phone: pasted });
      expect((await post('/api/user/signup', input)).statusCode).toBe(201);
      // The code goes to the number itself, read as 10 digits.
      const phoneOtp = await latestCode(t.config.dataDir, 'sms', `+91${digits}`);
      const emailOtp = await latestCode(t.config.dataDir, 'email', input.email);
      const res = await post('/api/user/verify-otp', { email: input.email, emailOtp, phoneOtp });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.phone).toBe(digits);
    },
  );

  it('responds with 409 for an e-mail that already has a verified account', async () => {
    const existing = await createUser(t);
    const res = await post('/api/user/signup', signupInput({ email: existing.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('already exists'),
    });
  });

  it('keeps a pending signup as it is when the same e-mail signs up again (decision 003)', async () => {
    const first = await signUp({ userType: 'customer' });
    const second = await signUp({ email: first.input.email, userType: 'owner', name: 'Riya K' });
    expect(second.emailOtp === first.emailOtp && second.phoneOtp === first.phoneOtp).toBe(false);

    const res = await post('/api/user/verify-otp', {
      email: first.input.email,
      emailOtp: first.emailOtp,
      phoneOtp: first.phoneOtp,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Riya Kapoor', role: 'customer' });
  });
});

describe('POST /api/user/verify-otp', () => {
  it('verifies with both codes and responds with a session with id and role in the token', async () => {
    const { input, emailOtp, phoneOtp } = await signUp({ userType: 'owner' });
    const res = await post('/api/user/verify-otp', { email: input.email, emailOtp, phoneOtp });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role).toBe('owner');
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: input.name,
      email: input.email,
      phone: input.phone,
      role: 'owner',
    });
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ id: body.user._id, role: 'owner' });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);

    const me = await call(t, 'GET', '/api/user/me', { auth: `Bearer ${body.token}` });
    expect(me.json()).toEqual({ user: body.user });
  });

  it('refuses a wrong e-mail or phone code with 400', async () => {
    const { input, emailOtp, phoneOtp } = await signUp();
    for (const codes of [
      { emailOtp: wrong(emailOtp), phoneOtp },
      { emailOtp, phoneOtp: wrong(phoneOtp) },
    ]) {
      const res = await post('/api/user/verify-otp', { email: input.email, ...codes });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid OTP. Please check the codes and try again.');
    }
  });

  it(`voids the challenge after ${OTP_MAX_ATTEMPTS} wrong tries, even for the right codes`, async () => {
    const { input, emailOtp, phoneOtp } = await signUp();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const res = await post('/api/user/verify-otp', {
        email: input.email,
        emailOtp: wrong(emailOtp),
        phoneOtp,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await post('/api/user/verify-otp', { email: input.email, emailOtp, phoneOtp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This code has expired or was used too many times. Please request a new one.',
    );
  });

  it('refuses codes older than 10 minutes', async () => {
    const { input, emailOtp, phoneOtp } = await signUp();
    t.clock.advanceMinutes(10);
    const res = await post('/api/user/verify-otp', { email: input.email, emailOtp, phoneOtp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('accepts codes just inside 10 minutes', async () => {
    const { input, emailOtp, phoneOtp } = await signUp();
    t.clock.advanceMinutes(9.9);
    const res = await post('/api/user/verify-otp', { email: input.email, emailOtp, phoneOtp });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ emailOtp: '12a456' }, 'emailOtp', 'OTP must contain only digits'],
    [{ phoneOtp: '12 456' }, 'phoneOtp', 'OTP must contain only digits'],
    [{ emailOtp: '' }, 'emailOtp', 'Email OTP is required'],
    [{ phoneOtp: '' }, 'phoneOtp', 'Phone OTP is required'],
    [{ emailOtp: '12345' }, 'emailOtp', 'OTP must be exactly 6 digits'],
    [{ email: '' }, 'email', 'Email is required'],
  ])('validates %j', async (override, field, message) => {
    const res = await post('/api/user/verify-otp', {
      email: 'someone@example.com',
      emailOtp: '123456',
      phoneOtp: '123456',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('responds with the same 400 for an e-mail without a pending signup', async () => {
    const res = await post('/api/user/verify-otp', {
      email: uniqueEmail('nobody'),
      emailOtp: '123456',
      phoneOtp: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid OTP. Please check the codes and try again.');
  });
});

describe('password recovery', () => {
  const FORGOT =
    'If an account exists for this email, we have sent a 6-digit code to it. It is valid for 10 minutes.';

  it('responds to forgot-password the same whether or not the e-mail exists', async () => {
    const user = await createUser(t);
    const pending = (await signUp()).input.email;
    const responses = [];
    for (const email of [user.email, uniqueEmail('nobody'), pending]) {
      const res = await post('/api/user/forgot-password', { email });
      responses.push({ status: res.statusCode, body: res.json() });
    }
    expect(responses).toEqual(Array(3).fill({ status: 200, body: { message: FORGOT } }));
    await expect
      .poll(() => latestCode(t.config.dataDir, 'email', user.email).catch(() => null))
      .toMatch(/^\d{6}$/);
    const mails = (await readOutbox(t.config.dataDir)).filter(
      (m) => m.to === pending && /reset/.test(m.text),
    );
    expect(mails).toHaveLength(0);
  });

  it('resets a password: code, single-use token, new password works, old one and old sessions do not', async () => {
    const user = await createUser(t);
    const oldSession = await loginAs(t, user);
    expect((await post('/api/user/forgot-password', { email: user.email })).statusCode).toBe(200);
    const otp = await expect
      .poll(() => latestCode(t.config.dataDir, 'email', user.email).catch(() => null))
      .toMatch(/^\d{6}$/)
      .then(() => latestCode(t.config.dataDir, 'email', user.email));

    const verified = await post('/api/user/verify-password-otp', { email: user.email, otp });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    expect(resetToken).toMatch(/^[\w-]{40,}$/);

    t.clock.advanceMinutes(1);
    const newPassword = 'N3w!Passw0rd';
    const reset = await post('/api/user/reset-password', { token: resetToken, newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(
      'Password reset successful. Please log in with your new password.',
    );

    const again = await post('/api/user/reset-password', {
      token: resetToken,
      newPassword: 'An0ther!pass',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);

    const withOld = await post('/api/user/login', {
      email: user.email,
      password: user.password,
      userType: 'customer',
    });
    expect(withOld.statusCode).toBe(401);
    const withNew = await post('/api/user/login', {
      email: user.email,
      password: newPassword,
      userType: 'customer',
    });
    expect(withNew.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user/me', { auth: oldSession })).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', '/api/user/me', { auth: `Bearer ${withNew.json().token}` })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong reset code, and voids it after 5 wrong tries', async () => {
    const user = await createUser(t);
    await post('/api/user/forgot-password', { email: user.email });
    await expect
      .poll(() => latestCode(t.config.dataDir, 'email', user.email).catch(() => null))
      .toMatch(/^\d{6}$/);
    const otp = await latestCode(t.config.dataDir, 'email', user.email);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const res = await post('/api/user/verify-password-otp', {
        email: user.email,
        otp: wrong(otp),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Invalid or expired OTP. Please check the code or request a new one.',
      );
    }
    const res = await post('/api/user/verify-password-otp', { email: user.email, otp });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a reset token after 15 minutes', async () => {
    const user = await createUser(t);
    await post('/api/user/forgot-password', { email: user.email });
    await expect
      .poll(() => latestCode(t.config.dataDir, 'email', user.email).catch(() => null))
      .toMatch(/^\d{6}$/);
    const otp = await latestCode(t.config.dataDir, 'email', user.email);
    const { resetToken } = (
      await post('/api/user/verify-password-otp', { email: user.email, otp })
    ).json();
    t.clock.advanceMinutes(16);
    const res = await post('/api/user/reset-password', {
      token: resetToken,
      newPassword: 'N3w!Passw0rd',
    });
    expect(res.statusCode).toBe(400);
  });

  const STRONG =
    'Password must be 8+ characters and include uppercase, lowercase, number, and symbol.';
  const cases: [url: string, payload: object, field: string, message: string][] = [
    ['/api/user/forgot-password', { email: '' }, 'email', 'Email is required.'],
    ['/api/user/forgot-password', {}, 'email', 'Email is required.'],
    [
      '/api/user/verify-password-otp',
      { email: 'a@example.com', otp: '12345' },
      'otp',
      'Please enter a valid 6-digit OTP.',
    ],
    [
      '/api/user/verify-password-otp',
      { email: 'a@example.com', otp: 'abcdef' },
      'otp',
      'Please enter a valid 6-digit OTP.',
    ],
    ...['Sh0rt!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSymbol123'].map(
      (newPassword): [string, object, string, string] => [
        '/api/user/reset-password',
        { token: 'x'.repeat(43), newPassword },
        'newPassword',
        STRONG,
      ],
    ),
  ];
  it.each(cases)('%s validates %j', async (url, payload, field, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });
});

describe('secrets', () => {
  it('no response of this file carried a password, a hash or a code', async () => {
    await expectNoSecretsIn(t, bodies);
  });
});
