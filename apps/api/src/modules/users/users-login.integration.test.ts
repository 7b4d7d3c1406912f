import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_LOGIN_PAGE_MESSAGES } from '@studio-hive/domain';
import {
  call,
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  randomAddress,
  uniqueEmail,
} from '../../test/factories';
import { LOGIN_FAILURES_BEFORE_LOCK } from './account-limits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectNoSecretsIn, recordingClient } from '../../test/fixtures/accounts';

/** Signing in, the session token, bad input and the limits per address. */

let t: TestApp;
/** Every response body of this file, checked at the end for secrets. */
const bodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { post, signUp } = recordingClient(() => t, bodies);

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

  it('responds with 401 with one message for a wrong password on any screen and an unknown e-mail', async () => {
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

  it('responds with 403 for the right password on an account that is not verified yet', async () => {
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
  it('responds with 401 without a token, with a forged token and with garbage', async () => {
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
  ])('responds with a clear 4xx for %s', async (_name, body, contentType) => {
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
  it('responds with 429 after 10 login attempts a minute from one address, and not to other addresses', async () => {
    const address = randomAddress();
    // A new e-mail each time: wrong passwords for one account pause it sooner (decision 003).
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
    await expectNoSecretsIn(t, bodies);
  });
});
