import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, randomAddress, uniqueEmail, uniquePhone } from '../../test/factories';
import { readOutbox } from '../../test/outbox';
import { appsSharingRedis, createTestApp, type TestApp } from '../../test/test-app';
import {
  CODES_PER_PHONE_PER_HOUR,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_LOCK_MAX_MINUTES,
} from './account-limits';
import { attackClient } from '../../test/fixtures/accounts';

// Each attack on accounts (decision 003), performed as the attacker did it; on the code before the
// fix every one of these succeeded. Here: texts, signups, password guessing, and their limits
// across API processes; account-codes-security.integration.test.ts has the rest.

let t: TestApp;
beforeAll(async () => {
  // Room above the per-address limit per minute, so the limits per e-mail are what respond.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100' });
});
afterAll(() => t.close());

const { post, victimSignup, signUp, login, mailsTo, resetCode } = attackClient(() => t);

describe('hole 1: SMS pumping', () => {
  it(`texts one phone number at most ${CODES_PER_PHONE_PER_HOUR} codes an hour, whatever the e-mails and addresses`, async () => {
    const phone = uniquePhone();
    const addresses = [randomAddress(), randomAddress()];
    const responses = [];
    for (let i = 0; i < 15; i += 1) {
      responses.push(await post('/api/user/signup', victimSignup({ phone }), addresses[i % 2]));
    }
    expect(responses.map((res) => res.statusCode)).toEqual([
      ...Array(CODES_PER_PHONE_PER_HOUR).fill(201),
      ...Array(15 - CODES_PER_PHONE_PER_HOUR).fill(429),
    ]);
    expect(responses.at(-1)!.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many codes were sent to this phone number. Please wait an hour and try again.',
    });
    const texts = (await readOutbox(t.config.dataDir)).filter((m) => m.to === `+91${phone}`);
    expect(texts).toHaveLength(CODES_PER_PHONE_PER_HOUR);
  });
});

describe('hole 2: a pending signup cannot be taken over', () => {
  it("keeps the victim's signup and codes when an attacker signs up the same e-mail", async () => {
    const victim = await signUp({ userType: 'customer', name: 'Meera Nair' });
    const attacker = await signUp({
      email: victim.input.email,
      userType: 'owner',
      name: 'Mallory',
      password: 'attacker-owns-this-1',
    });
    // Each attempt's phone code went to that attempt's own phone.
    expect(attacker.input.phone).not.toBe(victim.input.phone);

    const verified = await post('/api/user/verify-otp', {
      email: victim.input.email,
      emailOtp: victim.emailOtp,
      phoneOtp: victim.phoneOtp,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({
      name: 'Meera Nair',
      role: 'customer',
      phone: victim.input.phone,
    });

    // The attacker's codes now meet the victim's account, and their password opens nothing.
    const late = await post('/api/user/verify-otp', {
      email: victim.input.email,
      emailOtp: attacker.emailOtp,
      phoneOtp: attacker.phoneOtp,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'An account with this email already exists. Please log in instead.',
    );
    const owner = await login(victim.input.email, attacker.input.password, undefined, 'owner');
    expect(owner.statusCode).toBe(401);
    expect((await login(victim.input.email, victim.input.password)).statusCode).toBe(200);
  });

  it("the attacker's codes cannot verify the victim's attempt, nor the other way round", async () => {
    const victim = await signUp();
    const attacker = await signUp({ email: victim.input.email, name: 'Mallory' });
    const mixed = await post('/api/user/verify-otp', {
      email: victim.input.email,
      emailOtp: attacker.emailOtp,
      phoneOtp: victim.phoneOtp,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('Invalid OTP. Please check the codes and try again.');
  });

  it('responds with 409 to the second of two attempts verified at the same moment', async () => {
    const first = await signUp({ name: 'First' });
    const second = await signUp({ email: first.input.email, name: 'Second' });
    const responses = await Promise.all(
      [first, second].map((attempt) =>
        post('/api/user/verify-otp', {
          email: first.input.email,
          emailOtp: attempt.emailOtp,
          phoneOtp: attempt.phoneOtp,
        }),
      ),
    );
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((res) => res.statusCode === 409)!.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Please log in instead.',
    });
  });

  it('responds with 403 to the password of a pending attempt, whichever attempt is newest', async () => {
    const victim = await signUp();
    await signUp({ email: victim.input.email, password: 'attacker-owns-this-1' });
    const res = await login(victim.input.email, victim.input.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your account is not verified yet. Please sign up again with the same email to get new verification codes.',
    );
  });
});

describe('hole 3: password guessing per account', () => {
  const PAUSED =
    /^Too many failed sign-in attempts for this account\. Please wait \d+ minutes? and try again, or reset your password\.$/;

  it('30 wrong passwords from 3 addresses pause the account: the right one from a 4th waits too, and the owner is told once', async () => {
    const user = await createUser(t);
    const addresses = [randomAddress(), randomAddress(), randomAddress()];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await login(user.email, `guess-number-${i}`, addresses[i % 3])).statusCode);
    }
    expect(statuses).toEqual([
      ...Array(LOGIN_FAILURES_BEFORE_LOCK).fill(401),
      ...Array(30 - LOGIN_FAILURES_BEFORE_LOCK).fill(429),
    ]);
    const right = await login(user.email, user.password, randomAddress());
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(PAUSED);
    expect(right.json().message).toContain('Please wait 1 minute ');

    await expect
      .poll(async () =>
        (await readOutbox(t.config.dataDir)).filter(
          (m) => m.to === user.email && m.channel === 'email' && /wrong passwords/.test(m.subject),
        ),
      )
      .toHaveLength(1);
  });

  it('never pauses the owner where they signed in before, and a pause ends within minutes', async () => {
    const user = await createUser(t);
    const home = randomAddress();
    expect((await login(user.email, user.password, home)).statusCode).toBe(200);

    // Round after round of guessing: pauses grow, but never beyond LOGIN_LOCK_MAX_MINUTES.
    for (let round = 0; round < 6; round += 1) {
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i += 1) {
        expect((await login(user.email, `guess-${round}-${i}`)).statusCode).toBe(401);
      }
      const paused = await login(user.email, user.password);
      expect(paused.statusCode).toBe(429);
      const minutes = Number(/wait (\d+) minute/.exec(paused.json().message)?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(LOGIN_LOCK_MAX_MINUTES);
      // From home the owner signs in all the same.
      expect((await login(user.email, user.password, home)).statusCode).toBe(200);
      t.clock.advanceMinutes(minutes);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('pauses unknown e-mails alike, so a pause tells nothing about which e-mails exist', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i += 1) {
      expect((await login(email, `guess-${i}`)).statusCode).toBe(401);
    }
    const res = await login(email, 'another-guess');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(PAUSED);
  });

  it('a password reset ends the pause', async () => {
    const user = await createUser(t);
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i += 1) await login(user.email, `guess-${i}`);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    await mailsTo(user.email, 1); // the notification
    await post('/api/user/forgot-password', { email: user.email });
    const otp = await resetCode(user.email, 2); // the pause notification, then the code
    const { resetToken } = (
      await post('/api/user/verify-password-otp', { email: user.email, otp })
    ).json();
    const newPassword = 'N3w!Passw0rd';
    expect(
      (await post('/api/user/reset-password', { token: resetToken, newPassword })).statusCode,
    ).toBe(200);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });
});

/** Two app instances stand for two API processes sharing Redis (runs where REDIS_URL is set). */
describe.skipIf(!process.env.REDIS_URL)('limits across API processes (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await appsSharingRedis();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });
  const app = (i: number) => (i % 2 === 0 ? first : second);

  it('counts the texts to one phone number on both processes together', async () => {
    const phone = uniquePhone();
    const statuses = [];
    for (let i = 0; i <= CODES_PER_PHONE_PER_HOUR; i += 1) {
      const res = await call(app(i), 'POST', '/api/user/signup', {
        payload: victimSignup({ phone }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(CODES_PER_PHONE_PER_HOUR).fill(201), 429]);
  });

  it('pauses an account for both processes together', async () => {
    const user = await createUser(first);
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i += 1) {
      const res = await call(app(i), 'POST', '/api/user/login', {
        payload: { email: user.email, password: `guess-${i}`, userType: 'customer' },
      });
      expect(res.statusCode).toBe(401);
    }
    for (const instance of [first, second]) {
      const res = await call(instance, 'POST', '/api/user/login', {
        payload: { email: user.email, password: user.password, userType: 'customer' },
      });
      expect(res.statusCode).toBe(429);
    }
  });
});
