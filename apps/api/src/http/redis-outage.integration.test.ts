import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, randomAddress, uniqueEmail } from '../test/factories';
import { Relay } from '../test/net';
import { createTestApp, type TestApp } from '../test/test-app';

/** Longest a login may take while Redis is out: its 1 s command timeout, then the password check. */
const RESPONSE_WITHIN_MS = 2500;

/**
 * Redis behind a TCP relay: silencing the relay's connections is a Redis that stops answering,
 * stopping it a refused one. Sign-in keeps answering and its limits are counted in this process
 * meanwhile (decision 029). Runs where REDIS_URL is set (CI).
 */
describe.skipIf(!process.env.REDIS_URL)('a Redis outage (decision 029)', () => {
  let t: TestApp;
  let relay: Relay;
  let port: number;
  beforeAll(async () => {
    const target = new URL(process.env.REDIS_URL!);
    relay = new Relay(target.hostname, Number(target.port || 6379));
    port = await relay.start();
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    t = await createTestApp({ REDIS_URL: url.toString(), RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t.close();
    await relay.stop();
  });

  const health = async () => (await call(t, 'GET', '/api/health')).json().redis as string;
  /** Asks /api/health until Redis is in `state` (a reconnect takes a moment). */
  const redisIs = async (state: string) => {
    await expect.poll(health, { timeout: 10_000, interval: 100 }).toBe(state);
  };
  const login = (address: string) =>
    call(t, 'POST', '/api/user/login', {
      address,
      // A new e-mail each time: wrong passwords for one account pause it sooner (decision 003).
      payload: { email: uniqueEmail('someone'), password: 'x', userType: 'customer' },
    });
  /** The login's status, or 'hung' when it has not answered in RESPONSE_WITHIN_MS. */
  const timedLogin = async (address: string) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), RESPONSE_WITHIN_MS);
    });
    const status = await Promise.race([login(address).then((res) => res.statusCode), deadline]);
    clearTimeout(timer);
    return status;
  };

  it('a Redis that stops answering: sign-in answers and its limits hold in memory', async () => {
    await redisIs('ok');
    const address = randomAddress();
    relay.hang();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await timedLogin(address));
    expect(statuses).toEqual([401, 401, 401, 429]);
    const health = await call(t, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', db: 'ok', redis: 'down' });

    await relay.stop();
    await relay.start(port);
    await redisIs('ok');
  });

  it('silent connections (a dropped NAT entry): sign-in answers, then Redis is used again', async () => {
    await redisIs('ok');
    relay.silenceOpenConnections();
    expect(await timedLogin(randomAddress())).toBe(401);
    // New connections still pass the relay: the app reconnects by itself.
    await redisIs('ok');
  });

  it('a refused Redis: sign-in answers at once and its limits hold in memory', async () => {
    await relay.stop();
    const address = randomAddress();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await timedLogin(address));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await health()).toBe('down');

    await relay.start(port);
    await redisIs('ok');
    // Back in Redis: a fresh address starts from zero there.
    expect(await timedLogin(randomAddress())).toBe(401);
  });
});
