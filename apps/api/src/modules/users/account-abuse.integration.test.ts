import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_TTL_MINUTES } from '@studio-hive/domain';
import {
  call,
  createUser,
  randomAddress,
  signupInput,
  uniqueEmail,
  uniquePhone,
} from '../../test/factories';
import { latestCode, readOutbox } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  CODE_CHECKS_PER_EMAIL_AND_ADDRESS_PER_HOUR,
  CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR,
  CODE_SENDS_PER_EMAIL_PER_HOUR,
} from './account-limits';

// What a hostile client might send or try against the account endpoints (decision 003
// "Rules the server enforces"): nothing gives a 500, codes cannot be guessed or sprayed at scale.

let t: TestApp;
beforeAll(async () => {
  // Room above the per-address limit per minute, so the hourly limits per e-mail can be reached.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, address = randomAddress()) =>
  call(t, 'POST', url, { payload, address });

const signup = (overrides: Record<string, unknown> = {}) =>
  signupInput({ name: 'Kavya Iyer', email: uniqueEmail('abuse'), userType: 'owner', ...overrides });

async function resetCodeFor(email: string) {
  await expect
    .poll(() => latestCode(t.config.dataDir, 'email', email).catch(() => null))
    .toMatch(/^\d{6}$/);
  return latestCode(t.config.dataDir, 'email', email);
}

describe('hostile input', () => {
  const nul = 'a\u0000b@example.com';
  it.each([
    ['/api/user/signup', signup({ email: nul }), 'email', 'Email is invalid'],
    [
      '/api/user/signup',
      signup({ name: 'Kavya\u0000' }),
      'name',
      'Name must contain only printable characters',
    ],
    [
      '/api/user/signup',
      signup({ email: 'me@example.com,spy@attacker.test' }),
      'email',
      'Email is invalid',
    ],
    ['/api/user/signup', signup({ email: 'Me <me@example.com>' }), 'email', 'Email is invalid'],
    [
      '/api/user/login',
      { email: nul, password: 'x', userType: 'customer' },
      'email',
      'Email is invalid',
    ],
    [
      '/api/user/verify-otp',
      { email: nul, emailOtp: '123456', phoneOtp: '123456' },
      'email',
      'Email is invalid',
    ],
    ['/api/user/forgot-password', { email: nul }, 'email', 'Email is invalid'],
    ['/api/user/verify-password-otp', { email: nul, otp: '123456' }, 'email', 'Email is invalid'],
  ])('%s refuses %j with a field message', async (url, payload, field, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('responds at once to an e-mail built to make patterns backtrack, with a 400', async () => {
    // Near the 1 MB body limit; a quadratic pattern would hold the server for minutes.
    const res = await post('/api/user/forgot-password', { email: `a@${'.'.repeat(900_000)}@` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toBe('Email is invalid');
  });

  it.each([
    ['null', 'null'],
    ['a string', '"hello"'],
    ['a number', '42'],
  ])('explains that the body must be an object when it is %s', async (_name, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: body,
      headers: { 'content-type': 'application/json' },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'The request body must be a JSON object.',
    });
  });
});

describe('limits per e-mail address', () => {
  it(`sends at most ${CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR} reset codes an hour to one e-mail from one address, known or not`, async () => {
    const user = await createUser(t);
    for (const email of [user.email, uniqueEmail('nobody')]) {
      const address = randomAddress();
      for (let i = 0; i < CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR; i += 1) {
        expect((await post('/api/user/forgot-password', { email }, address)).statusCode).toBe(200);
      }
      const refused = await post(
        '/api/user/forgot-password',
        { email: email.toUpperCase() },
        address,
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many codes were requested for this email. Please wait an hour and try again.',
      });
    }
    await expect
      .poll(
        async () => (await readOutbox(t.config.dataDir)).filter((m) => m.to === user.email).length,
      )
      .toBe(CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR);
    // Someone else is not affected.
    expect(
      (await post('/api/user/forgot-password', { email: uniqueEmail('other') })).statusCode,
    ).toBe(200);
  });

  it(`sends at most ${CODE_SENDS_PER_EMAIL_PER_HOUR} codes an hour to one e-mail from all addresses together`, async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_SENDS_PER_EMAIL_PER_HOUR; i += 1) {
      statuses.push((await post('/api/user/forgot-password', { email: user.email })).statusCode);
    }
    expect(statuses).toEqual([...Array(CODE_SENDS_PER_EMAIL_PER_HOUR).fill(200), 429]);
  });

  it(`sends signup codes (e-mail and SMS) at most ${CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR} times an hour for one e-mail from one address`, async () => {
    const address = randomAddress();
    const email = uniqueEmail('abuse');
    const phones: string[] = [];
    for (let i = 0; i < CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR; i += 1) {
      const input = signup({ email, phone: uniquePhone() });
      phones.push(input.phone);
      expect((await post('/api/user/signup', input, address)).statusCode).toBe(201);
    }
    const refused = await post('/api/user/signup', signup({ email }), address);
    expect(refused.statusCode).toBe(429);
    const mails = (await readOutbox(t.config.dataDir)).filter((m) => m.to === email);
    expect(mails).toHaveLength(CODE_SENDS_PER_EMAIL_AND_ADDRESS_PER_HOUR);
  });

  it(`lets one e-mail's codes be tried at most ${CODE_CHECKS_PER_EMAIL_AND_ADDRESS_PER_HOUR} times an hour from one address`, async () => {
    const user = await createUser(t);
    const address = randomAddress();
    await post('/api/user/forgot-password', { email: user.email });
    const otp = await resetCodeFor(user.email);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const responses: number[] = [];
    for (let i = 0; i < CODE_CHECKS_PER_EMAIL_AND_ADDRESS_PER_HOUR; i += 1) {
      if (i % 5 === 0) await post('/api/user/forgot-password', { email: user.email }); // a fresh challenge
      responses.push(
        (await post('/api/user/verify-password-otp', { email: user.email, otp: wrong }, address))
          .statusCode,
      );
    }
    expect(responses).toEqual(Array(CODE_CHECKS_PER_EMAIL_AND_ADDRESS_PER_HOUR).fill(400));
    const refused = await post(
      '/api/user/verify-password-otp',
      { email: user.email, otp: wrong },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many attempts for this email. Please wait an hour and try again.',
    );
  });
});

describe('password recovery codes', () => {
  it(`expire after ${OTP_TTL_MINUTES} minutes`, async () => {
    const user = await createUser(t);
    await post('/api/user/forgot-password', { email: user.email });
    const otp = await resetCodeFor(user.email);
    const mail = (await readOutbox(t.config.dataDir)).filter((m) => m.to === user.email).at(-1);
    expect(mail?.text).toContain(`It is valid for ${OTP_TTL_MINUTES} minutes.`);
    t.clock.advanceMinutes(OTP_TTL_MINUTES);
    const res = await post('/api/user/verify-password-otp', { email: user.email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid or expired OTP. Please check the code or request a new one.',
    );
  });

  it('respond to an unknown e-mail exactly as to a wrong code', async () => {
    const res = await post('/api/user/verify-password-otp', {
      email: uniqueEmail('ghost'),
      otp: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Invalid or expired OTP. Please check the code or request a new one.',
    });
  });

  it('cost nothing to try with a made-up reset token', async () => {
    const res = await post('/api/user/reset-password', {
      token: 'made-up-token',
      newPassword: 'N3w!Passw0rd',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This password reset has expired or was already used. Please start again.',
    );
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => proxied.close());

  const loginVia = (forwardedFor: string) =>
    call(proxied, 'POST', '/api/user/login', {
      address: '10.0.0.2', // the load balancer
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'someone@example.com', password: 'x', userType: 'customer' },
    });

  it('counts the address the proxy saw, not the ones the client wrote', async () => {
    // Fresh addresses per run: with REDIS_URL the counters outlive the test.
    const [client, otherClient] = [randomAddress(), randomAddress()];
    const statuses = [];
    for (const madeUp of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      statuses.push((await loginVia(`${madeUp}, ${client}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    expect((await loginVia(otherClient)).statusCode).toBe(401);
  });
});

describe('signup texts from one client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100', SIGNUP_TEXTS_PER_HOUR: '2' });
  });
  afterAll(() => limited.close());

  it('refuses a sender who gives a new phone number each time once the hour’s texts are used', async () => {
    const address = randomAddress();
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    const statuses = [];
    for (const phone of phones) {
      const res = await call(limited, 'POST', '/api/user/signup', {
        payload: signup({ phone }),
        address,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({
          code: 'RATE_LIMITED',
          message:
            'Too many sign-ups from your network this hour. Please wait an hour and try again.',
        });
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
    // Nothing was texted (or mailed) for the refused signup; another address still signs up.
    const outbox = await readOutbox(limited.config.dataDir);
    expect(outbox.filter((message) => message.to.endsWith(phones[2]!))).toEqual([]);
    const elsewhere = await call(limited, 'POST', '/api/user/signup', {
      payload: signup(),
      address: randomAddress(),
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});
