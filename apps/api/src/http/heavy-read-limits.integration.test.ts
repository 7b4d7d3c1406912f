import { addDays, istToday } from '@studio-hive/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, randomAddress } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/web-build';

/**
 * Per address, the reads that cost the server work every time: free-time searches and pages
 * rendered on the server (decision 029). HEAVY_READS_PER_MINUTE, default 120.
 */
describe('free-time search: HEAVY_READS_PER_MINUTE per address (default 120)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = (address: string) =>
    call(t, 'GET', `/api/studio?date=${addDays(istToday(new Date()), 1)}&start=10&hours=2`, {
      address,
    });

  it('answers 429 to the 121st search of an address in a minute; others still search', async () => {
    const address = randomAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i += 1) statuses.add((await search(address)).statusCode);
    expect([...statuses]).toEqual([200]);

    const refused = await search(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many searches/),
    });
    expect(refused.headers['retry-after']).toBeDefined();

    expect((await search(randomAddress())).statusCode).toBe(200);
    // The catalogue without a free-time search is cached: not counted, not refused.
    expect((await call(t, 'GET', '/api/studio', { address })).statusCode).toBe(200);
  });
});

/** Renders every page it is asked for. */
const SERVER_ENTRY = `
export async function renderPage(url) {
  return { html: '<p>rendered ' + url + '</p>', state: {}, modules: [] };
}
`;

describe('pages rendered on the server: HEAVY_READS_PER_MINUTE renders per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST_DIR: fakeWebBuild({ serverEntry: SERVER_ENTRY }),
      HEAVY_READS_PER_MINUTE: '3',
    });
  });
  afterAll(() => t.close());

  const rendered = async (url: string, address: string) => {
    const res = await call(t, 'GET', url, { address });
    expect(res.statusCode).toBe(200);
    return res.body.includes(`<p>rendered ${url}</p>`);
  };

  it('counts renders, not pages sent again from the kept copy; beyond, the page is not rendered', async () => {
    const address = randomAddress();
    const page = `/studios/in/kept-${address}`;
    expect(await rendered(page, address)).toBe(true);
    // Sent again from the kept copy: no render, not counted.
    for (let i = 0; i < 5; i += 1) expect(await rendered(page, address)).toBe(true);
    expect(await rendered(`${page}/2`, address)).toBe(true);
    expect(await rendered(`${page}/3`, address)).toBe(true);
    // The fourth render: the page itself (index.html), its browser renders it.
    const fourth = await call(t, 'GET', `${page}/4`, { address });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.body).toContain('<header>Studio Hive</header>');
    expect(fourth.body).not.toContain('rendered');
    // Kept pages are still sent rendered, and other addresses are rendered for.
    expect(await rendered(page, address)).toBe(true);
    expect(await rendered(`${page}/4`, randomAddress())).toBe(true);
  });
});
