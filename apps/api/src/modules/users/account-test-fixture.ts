import { expect } from 'vitest';
import {
  call,
  DEFAULT_PASSWORD,
  randomAddress,
  SIGNUP_PASSWORD,
  signupInput,
  uniqueEmail,
} from '../../test/factories';
import { latestCode, readOutbox } from '../../test/outbox';
import type { TestApp } from '../../test/test-app';

/**
 * What the account integration tests share: the users-* files post through a client that keeps
 * every response body for the secrets check at their end; the account-security files post as an
 * attacker would, from a new address each time. `app` gives the test app once `beforeAll` made it.
 */

/** A six-digit code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** POST and signup that record every response body in `bodies`. */
export function recordingClient(app: () => TestApp, bodies: string[]) {
  async function post(url: string, payload: unknown, address?: string) {
    const res = await call(app(), 'POST', url, { payload, ...(address ? { address } : {}) });
    bodies.push(res.body);
    return res;
  }

  /** Signs up and returns the two codes that were delivered. */
  async function signUp(overrides: Record<string, unknown> = {}) {
    const input = signupInput(overrides);
    const res = await post('/api/user/signup', input);
    expect(res.statusCode).toBe(201);
    const emailOtp = await latestCode(app().config.dataDir, 'email', input.email);
    const phoneOtp = await latestCode(app().config.dataDir, 'sms', `+91${input.phone}`);
    return { input, emailOtp, phoneOtp };
  }

  return { post, signUp };
}

/** No recorded response carried a password, a hash or a code that was sent. */
export async function expectNoSecretsIn(t: TestApp, bodies: readonly string[]) {
  const outbox = await readOutbox(t.config.dataDir);
  const codes = outbox.flatMap((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? []);
  expect(bodies.length).toBeGreaterThan(50);
  for (const body of bodies) {
    expect(body).not.toMatch(/password_?hash|passwordHash|scrypt\$/i);
    expect(body).not.toContain(DEFAULT_PASSWORD);
    expect(body).not.toContain(SIGNUP_PASSWORD);
    for (const code of codes) expect(body).not.toMatch(new RegExp(`"${code}"`));
  }
}

/** The requests of the attacks in the account-security tests (decision 003). */
export function attackClient(app: () => TestApp) {
  const post = (url: string, payload: unknown, address = randomAddress()) =>
    call(app(), 'POST', url, { payload, address });

  const victimSignup = (overrides: Record<string, unknown> = {}) =>
    signupInput({ name: 'Meera Nair', email: uniqueEmail('victim'), ...overrides });

  /** Signs up and returns the codes of that signup (from the outbox). */
  async function signUp(overrides: Record<string, unknown> = {}, address = randomAddress()) {
    const input = victimSignup(overrides);
    const res = await post('/api/user/signup', input, address);
    expect(res.statusCode).toBe(201);
    return {
      input,
      emailOtp: await latestCode(app().config.dataDir, 'email', input.email),
      phoneOtp: await latestCode(app().config.dataDir, 'sms', `+91${input.phone}`),
    };
  }

  const login = (
    email: string,
    password: string,
    address = randomAddress(),
    userType = 'customer',
  ) => post('/api/user/login', { email, password, userType }, address);

  /** Waits until `count` mails have reached `email` (some are sent without waiting). */
  async function mailsTo(email: string, count: number) {
    await expect
      .poll(
        async () => (await readOutbox(app().config.dataDir)).filter((m) => m.to === email).length,
      )
      .toBe(count);
  }

  /** The newest reset code mailed to `email` once `count` mails have reached it. */
  async function resetCode(email: string, count: number) {
    await mailsTo(email, count);
    return latestCode(app().config.dataDir, 'email', email);
  }

  return { post, victimSignup, signUp, login, mailsTo, resetCode };
}
