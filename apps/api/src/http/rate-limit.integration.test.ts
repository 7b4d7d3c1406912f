import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, randomAddress, uniqueEmail } from '../test/factories';
import { appsSharingRedis, createTestApp, type TestApp } from '../test/test-app';

/**
 * Two app instances stand for two API processes: each has its own memory, so only a shared
 * store (Redis) can make the limit hold across them. Runs where REDIS_URL is set (CI).
 */
describe.skipIf(!process.env.REDIS_URL)('rate limits across API processes (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await appsSharingRedis();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts login attempts of one address on both processes together', async () => {
    const address = randomAddress();
    // A new e-mail each time: wrong passwords for one account pause it sooner (decision 003).
    const payload = () => ({ email: uniqueEmail('someone'), password: 'x', userType: 'customer' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const app = i % 2 === 0 ? first : second;
      statuses.push(
        (await call(app, 'POST', '/api/user/login', { payload: payload(), address })).statusCode,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const app of [first, second]) {
      const res = await call(app, 'POST', '/api/user/login', { payload: payload(), address });
      expect(res.statusCode).toBe(429);
    }
  });
});

describe('rate limits without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('follow RATE_LIMIT_PER_MINUTE and leave other endpoints alone', async () => {
    const address = randomAddress();
    const payload = { email: 'someone@example.com' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await call(t, 'POST', '/api/user/forgot-password', { payload, address })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await call(t, 'GET', '/api/health', { address })).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=1: only a proxy on a private or loopback address names the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  const loginFrom = (address: string, forwardedFor: string) =>
    call(t, 'POST', '/api/user/login', {
      address,
      headers: { 'x-forwarded-for': forwardedFor },
      // A new e-mail each time: wrong passwords for one account pause it sooner (decision 003).
      payload: { email: uniqueEmail('someone'), password: 'x', userType: 'customer' },
    });
  // Fresh addresses per run: with REDIS_URL the counters outlive the test.
  const publicAddress = () => randomAddress().replace(/^10\./, '45.');

  it('a request from a public address cannot choose its address with X-Forwarded-For', async () => {
    const direct = publicAddress();
    const statuses = [];
    for (const madeUp of [randomAddress(), randomAddress(), randomAddress()]) {
      statuses.push((await loginFrom(direct, madeUp)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('from a proxy on 127.0.0.1 or 10.x, the address it forwards is counted', async () => {
    for (const proxy of ['127.0.0.1', '10.0.0.2', '::ffff:192.168.1.4']) {
      const [client, otherClient] = [publicAddress(), publicAddress()];
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await loginFrom(proxy, client)).statusCode);
      expect(statuses, proxy).toEqual([401, 401, 429]);
      expect((await loginFrom(proxy, otherClient)).statusCode, proxy).toBe(401);
    }
  });
});
