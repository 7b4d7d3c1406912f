import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, WRONG_LOGIN_PAGE_MESSAGES } from '@studio-hive/domain';
import {
  call,
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  randomAddress,
  SIGNUP_PASSWORD,
  signupInput,
  uniqueEmail,
} from '../../test/factories';
import { latestCode, readOutbox } from '../../test/outbox';
import { LOGIN_FAILURES_BEFORE_LOCK } from './account-limits';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
/** Every response body of this file, checked at the end for secrets. */
const bodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post(url: string, payload: unknown, address?: string) {
  const res = await call(t, 'POST', url, { payload, ...(address ? { address } : {}) });
  bodies.push(res.body);
  return res;
}

/** Signs up and answers the two codes that were delivered. */
async function signUp(overrides: Record<string, unknown> = {}) {
  const input = signupInput(overrides);
  const res = await post('/api/user/signup', input);
  expect(res.statusCode).toBe(201);
  const emailOtp = await latestCode(t.config.dataDir, 'email', input.email);
  const phoneOtp = await latestCode(t.config.dataDir, 'sms', `+91${input.phone}`);
  return { input, emailOtp, phoneOtp };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

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
    'refuses a bad %s with the message of spec section 5 (%j)',
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

  it('answers 409 for an e-mail that already has a verified account', async () => {
    const existing = await createUser(t);
    const res = await post('/api/user/signup', signupInput({ email: existing.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('already exists'),
    });
  });

  it('keeps a pending signup as it is when the same e-mail signs up again (issue 8, hole 2)', async () => {
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
  it('verifies with both codes and answers a session with id and role in the token', async () => {
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

  it('answers the same 400 for an e-mail without a pending signup', async () => {
    const res = await post('/api/user/verify-otp', {
      email: uniqueEmail('nobody'),
      emailOtp: '123456',
      phoneOtp: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid OTP. Please check the codes and try again.');
  });
});

describe('POST /api/user/login', () => {
  it.each(['customer', 'owner', 'admin'] as const)(
    'signs a %s in on the screen of their role',
    async (role) => {
      const user = await createUser(t, { role });
      const res = await post('/api/user/login', {
        email: user.email,
        password: user.password,
        userType: role,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        role,
        user: { _id: user._id, role },
        token: expect.any(String),
      });
    },
  );

  it('accepts the e-mail in any letter case and with spaces around it', async () => {
    const user = await createUser(t);
    const res = await post('/api/user/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: user.password,
      userType: 'customer',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with one message for a wrong password on any screen and an unknown e-mail', async () => {
    const owner = await createUser(t, { role: 'owner' });
    const attempts = [
      { email: owner.email, password: 'wrong-password', userType: 'owner' },
      { email: owner.email, password: 'wrong-password', userType: 'customer' },
      { email: owner.email, password: 'wrong-password', userType: 'admin' },
      { email: uniqueEmail('nobody'), password: DEFAULT_PASSWORD, userType: 'owner' },
      { email: uniqueEmail('nobody'), password: DEFAULT_PASSWORD, userType: 'admin' },
    ];
    for (const attempt of attempts) {
      const res = await post('/api/user/login', attempt);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid email or password.',
      });
    }
  });

  const roles = ['customer', 'owner', 'admin'] as const;
  it.each(
    roles.flatMap((role) => roles.filter((page) => page !== role).map((page) => [role, page])),
  )(
    'tells a %s who signs in on the %s screen with the right password which screen is theirs',
    async (role, page) => {
      const user = await createUser(t, { role });
      const res = await post('/api/user/login', {
        email: user.email,
        password: user.password,
        userType: page,
      });
      expect(res.statusCode).toBe(409);
      const body = res.json();
      expect(body).toMatchObject({
        code: 'WRONG_LOGIN_PAGE',
        role,
        message: WRONG_LOGIN_PAGE_MESSAGES[role],
      });
      // No session: nothing to sign in with.
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId', 'role']);
    },
  );

  it('words the wrong screen for each role', () => {
    expect(WRONG_LOGIN_PAGE_MESSAGES.owner).toBe(
      'This is a studio owner account. Please sign in on the Studio Owner page.',
    );
    expect(WRONG_LOGIN_PAGE_MESSAGES.customer).toMatch(/^This is a customer account\. /);
    expect(WRONG_LOGIN_PAGE_MESSAGES.admin).toMatch(/^This is an admin account\. /);
  });

  it('does not count the right password on the wrong screen as a failed sign-in', async () => {
    const owner = await createUser(t, { role: 'owner' });
    for (let i = 0; i <= LOGIN_FAILURES_BEFORE_LOCK; i += 1) {
      const res = await post(
        '/api/user/login',
        { email: owner.email, password: owner.password, userType: 'customer' },
        randomAddress(),
      );
      expect(res.statusCode).toBe(409);
    }
    const right = await post(
      '/api/user/login',
      { email: owner.email, password: owner.password, userType: 'owner' },
      randomAddress(),
    );
    expect(right.statusCode).toBe(200);
  });

  it('documents the wrong screen response, with its role, in the OpenAPI document', async () => {
    const doc = (await call(t, 'GET', '/api/docs/json')).json();
    const responses = doc.paths['/api/user/login'].post.responses;
    const wrongPage = responses['409'].content['application/json'].schema;
    expect(JSON.stringify(wrongPage.properties.code)).toContain('WRONG_LOGIN_PAGE');
    expect(wrongPage.properties.role.enum).toEqual(['customer', 'owner', 'admin']);
    expect(wrongPage.required).toEqual(expect.arrayContaining(['code', 'message', 'role']));
    expect(Object.keys(responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409', '429']),
    );
  });

  it('keeps the one 401 for a signup not yet verified, tried on another screen', async () => {
    const { input } = await signUp({ userType: 'owner' });
    for (const userType of ['customer', 'admin']) {
      const res = await post('/api/user/login', {
        email: input.email,
        password: input.password,
        userType,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 for the right password on an account that is not verified yet', async () => {
    const { input } = await signUp();
    const res = await post('/api/user/login', {
      email: input.email,
      password: input.password,
      userType: 'customer',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not verified/);
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'bad@' }, 'email', 'Email is invalid'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ userType: undefined }, 'userType', 'User type is required'],
    [{ userType: 'superuser' }, 'userType', 'User type is required'],
  ])('validates %j', async (override, field, message) => {
    const res = await post('/api/user/login', {
      email: 'a@example.com',
      password: 'whatever',
      userType: 'customer',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });
});

describe('GET /api/user/me', () => {
  it('answers 401 without a token, with a forged token and with garbage', async () => {
    const user = await createUser(t);
    const token = (await loginAs(t, user)).slice('Bearer '.length);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const auth of [undefined, `Bearer ${forged}`, 'Bearer nonsense', 'Basic abc']) {
      const res = await call(t, 'GET', '/api/user/me', auth ? { auth } : {});
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a token after 7 days', async () => {
    const user = await createUser(t);
    const auth = await loginAs(t, user);
    expect((await call(t, 'GET', '/api/user/me', { auth })).statusCode).toBe(200);
    t.clock.advanceMinutes(7 * 24 * 60 + 1);
    expect((await call(t, 'GET', '/api/user/me', { auth })).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  const FORGOT =
    'If an account exists for this email, we have sent a 6-digit code to it. It is valid for 10 minutes.';

  it('answers forgot-password the same whether or not the e-mail exists', async () => {
    const user = await createUser(t);
    const pending = (await signUp()).input.email;
    const answers = [];
    for (const email of [user.email, uniqueEmail('nobody'), pending]) {
      const res = await post('/api/user/forgot-password', { email });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { message: FORGOT } }));
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

describe('bad input never gives a 500', () => {
  it.each([
    ['malformed JSON', '{"email": ', 'application/json'],
    ['an array', '[]', 'application/json'],
    [
      'wrong types',
      JSON.stringify({ email: 42, password: ['x'], userType: { a: 1 } }),
      'application/json',
    ],
    ['a form body', 'email=a@b.c', 'application/x-www-form-urlencoded'],
    ['a huge body', JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }), 'application/json'],
  ])('answers a clear 4xx for %s', async (_name, body, contentType) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: body,
      headers: { 'content-type': contentType },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      code: expect.any(String),
      requestId: expect.any(String),
    });
  });
});

describe('rate limits', () => {
  it('answers 429 after 10 login attempts a minute from one address, and not to other addresses', async () => {
    const address = randomAddress();
    // A new e-mail each time: wrong passwords for one account pause it sooner (issue 8, hole 3).
    const attempt = () =>
      post(
        '/api/user/login',
        { email: uniqueEmail('someone'), password: 'x', userType: 'customer' },
        address,
      );
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    // Another address is not affected.
    expect(
      (
        await post('/api/user/login', {
          email: 'x@example.com',
          password: 'x',
          userType: 'customer',
        })
      ).statusCode,
    ).toBe(401);
  });

  it.each([
    '/api/user/signup',
    '/api/user/verify-otp',
    '/api/user/forgot-password',
    '/api/user/verify-password-otp',
    '/api/user/reset-password',
  ])('limits %s too', async (url) => {
    const address = randomAddress();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(url, {}, address)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('secrets', () => {
  it('no response of this file carried a password, a hash or a code', async () => {
    const outbox = await readOutbox(t.config.dataDir);
    const codes = outbox.flatMap((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? []);
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) {
      expect(body).not.toMatch(/password_?hash|passwordHash|scrypt\$/i);
      expect(body).not.toContain(DEFAULT_PASSWORD);
      expect(body).not.toContain(SIGNUP_PASSWORD);
      for (const code of codes) expect(body).not.toMatch(new RegExp(`"${code}"`));
    }
  });
});
