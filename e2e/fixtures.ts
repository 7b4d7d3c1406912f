import { closeSync, mkdirSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import type { AuthResult, Role } from '@studio-hive/domain';
import { SESSION_KEYS } from '../apps/web/src/lib/session-keys';
import { claimsDir, poolSize, poolUser, type PoolUser } from './user-pool';

export { expect };

type OutboxEntry = {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  at: string;
};

/**
 * Messages the server wrote to the run's outbox (no SMTP or SMS gateway is configured). A last
 * line without its newline is still being appended: it is left for the next read.
 */
export async function readOutbox(): Promise<OutboxEntry[]> {
  const text = await readFile(join(process.env.E2E_DATA_DIR!, 'outbox.jsonl'), 'utf8').catch(
    () => '',
  );
  return text
    .slice(0, text.lastIndexOf('\n') + 1)
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

/**
 * Takes one of the pool's verified accounts of `role` for this test alone (user-pool.ts): a file
 * per account, created exclusively, so parallel workers never get the same one.
 */
export function claimAccount(role: Role): PoolUser {
  const dir = claimsDir(process.env.E2E_DATA_DIR!);
  mkdirSync(dir, { recursive: true });
  const size = poolSize();
  for (let index = 0; index < size; index += 1) {
    try {
      closeSync(openSync(join(dir, `${role}-${index}`), 'wx'));
      return poolUser(role, index);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(
    `All ${size} ${role} accounts of the e2e pool are taken; raise E2E_USERS_PER_ROLE (e2e/user-pool.ts).`,
  );
}

/**
 * Starts the page signed in as a fresh account of `role`: logs in through the API
 * (POST /api/user/login) and places the session where the web app keeps it (docs/product.md#accounts),
 * once per tab, before the app loads. A test that logs out stays logged out.
 */
export async function signedInAs(page: Page, role: Role): Promise<Account> {
  return signedInWith(page, claimAccount(role));
}

/** As `signedInAs`, with a given account (one a journey has to itself, like finished-booking.ts). */
export async function signedInWith(page: Page, user: PoolUser): Promise<Account> {
  const role = user.role;
  const res = await page.request.post('/api/user/login', {
    data: { email: user.email, password: user.password, userType: role },
  });
  expect(res.status(), `login of ${user.email}: ${await res.text()}`).toBe(200);
  const session = (await res.json()) as AuthResult;
  await page.addInitScript(
    ({ keys, session }) => {
      if (sessionStorage.getItem('e2e-session-placed')) return;
      sessionStorage.setItem('e2e-session-placed', 'yes');
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.role, session.role);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: SESSION_KEYS, session },
  );
  return { ...session, password: user.password };
}

/**
 * Every test fails on a console error or an uncaught page error, except the browser's
 * own line for an HTTP error status, which journeys provoke on purpose (a wrong password).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  /**
   * A page rendered on the server shows its buttons and fields before the app has hydrated them
   * (decision 017); a click or keystroke then would be lost, where a person's would
   * be a moment later. So `goto` and `reload` return once the screen is the app's: the web app
   * marks <html data-app-ready> when a screen has rendered (or hydrated).
   */
  page: async ({ page }, use) => {
    const whenReady = () =>
      page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await whenReady();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await whenReady();
      return response;
    };
    await use(page);
  },
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
