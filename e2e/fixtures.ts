import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthResult, Role } from '@studio-hive/domain';
import { DEMO_ACCOUNTS } from '../apps/api/src/demo/demo-logins';

export { expect };

type OutboxEntry = {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  at: string;
};

/** Messages the server wrote to the run's outbox (no SMTP or SMS gateway is configured). */
export async function readOutbox(): Promise<OutboxEntry[]> {
  const text = await readFile(join(process.env.E2E_DATA_DIR!, 'outbox.jsonl'), 'utf8').catch(
    () => '',
  );
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** The newest 6-digit code sent on `channel` to `to`, waiting for it to arrive. */
export async function latestCode(channel: 'email' | 'sms', to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const entry = (await readOutbox()).filter((m) => m.channel === channel && m.to === to).at(-1);
      code = /\b(\d{6})\b/.exec(entry?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

export type Account = AuthResult & { password: string };

/** A verified customer or owner made through the real API (signup, codes from the outbox, verify). */
export async function createAccount(
  request: APIRequestContext,
  role: 'customer' | 'owner',
): Promise<Account> {
  const input = {
    name: role === 'owner' ? 'Meera Studio Owner' : 'Rohan Creator',
    email: uniqueEmail(role),
    password: 'secret123',
    phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    userType: role,
  };
  const signup = await request.post('/api/user/signup', { data: input });
  expect(signup.status()).toBe(201);
  const emailOtp = await latestCode('email', input.email);
  const phoneOtp = await latestCode('sms', `+91${input.phone}`);
  const verified = await request.post('/api/user/verify-otp', {
    data: { email: input.email, emailOtp, phoneOtp },
  });
  expect(verified.status()).toBe(200);
  return { ...((await verified.json()) as AuthResult), password: input.password };
}

/** The demo admin the e2e server creates at start (DEMO_DATA=true); admins cannot sign up. */
export async function adminAccount(request: APIRequestContext): Promise<Account> {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const res = await request.post('/api/user/login', {
    data: { email: admin.email, password: admin.password, userType: 'admin' },
  });
  expect(res.status()).toBe(200);
  return { ...((await res.json()) as AuthResult), password: admin.password };
}

/** Starts the page signed in, as the web app's session store keeps it (spec section 4). */
export async function signIn(page: Page, session: AuthResult) {
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('role', s.role);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

export async function accountFor(request: APIRequestContext, role: Role): Promise<Account> {
  return role === 'admin' ? adminAccount(request) : createAccount(request, role);
}

/**
 * Every test fails on a console error or an uncaught page error (STYLE.md), except the browser's
 * own line for an HTTP error status, which journeys provoke on purpose (a wrong password).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (
          /Failed to load resource: the server responded with a status of 4\d\d/.test(
            message.text(),
          )
        )
          return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});
