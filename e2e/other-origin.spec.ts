import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { addDays, istToday } from '@studio-hive/domain';
import { E2E_BASE_URL, E2E_OTHER_ORIGIN } from '../playwright.config';
import { claimAccount } from './fixtures';
import { approvedStudio, bearer } from './journey-helpers';

// Decision 026: a front end on another origin (CORS_ORIGINS, set for the e2e server in
// playwright.config.ts) signs in and calls the API with its bearer token from a real browser,
// preflights included; the same page on an origin not in the list is refused by the browser.

// The other front end listens on one fixed port (the server's CORS_ORIGINS names it): one worker
// runs this file, or two workers would each try to listen on it.
test.describe.configure({ mode: 'serial' });

let server: Server;
test.beforeAll(async () => {
  // The other front end: an empty page, its own origin.
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Another front end</title><h1>Another front end</h1>');
  });
  const port = Number(new URL(E2E_OTHER_ORIGIN).port);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs in the page: signs in, then reads the account with the token (both need a preflight). */
async function signInAndReadMe({
  api,
  user,
}: {
  api: string;
  user: ReturnType<typeof claimAccount>;
}) {
  const login = await fetch(`${api}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, userType: user.role }),
  });
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${api}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await me.json()) as { user: { email: string } };
  return { status: me.status, email: body.user.email };
}

test('a page on an allowed origin signs in and calls the API with its token', async ({ page }) => {
  const user = claimAccount('customer');
  await page.goto(E2E_OTHER_ORIGIN);
  const result = await page.evaluate(signInAndReadMe, { api: E2E_BASE_URL, user });
  expect(result).toEqual({ status: 200, email: user.email });
});

test("a page on an allowed origin shows a studio's uploaded photo", async ({ page, request }) => {
  const [owner, admin] = await Promise.all([bearer(request, 'owner'), bearer(request, 'admin')]);
  // Its photo is all this test needs: one hour of availability, within its opening hours.
  const tomorrow = addDays(istToday(new Date()), 1);
  const studio = await approvedStudio(request, owner, admin, {
    availability: JSON.stringify([{ date: tomorrow, slots: [{ hour: 10, isAvailable: true }] }]),
  });
  await page.goto(E2E_OTHER_ORIGIN);
  // Cross-Origin-Resource-Policy: same-origin would leave the image broken (naturalWidth 0).
  const width = await page.evaluate(async (src) => {
    const image = document.createElement('img');
    image.src = src;
    document.body.append(image);
    await image.decode().catch(() => undefined);
    return image.naturalWidth;
  }, new URL(studio.images[0]!, E2E_BASE_URL).href);
  expect(width).toBeGreaterThan(0);
});

test('the same page on an origin not in the list cannot read the API', async ({ page }) => {
  // localhost and 127.0.0.1 are different origins; only 127.0.0.1's is allowed.
  await page.goto(E2E_OTHER_ORIGIN.replace('127.0.0.1', 'localhost'));
  const outcome = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/api/health`);
      return 'read';
    } catch (error) {
      return (error as Error).name;
    }
  }, E2E_BASE_URL);
  expect(outcome).toBe('TypeError');
});
