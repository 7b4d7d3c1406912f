import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStudioRow } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/web-build';

/**
 * A stand-in for the web app's server entry (apps/web/src/entry-server.tsx): draws the studios
 * it is answered through the `fetch` it is given, refuses signed-in screens, and fails on /boom.
 * The real entry is drawn in the browser journeys (e2e/server-drawn-pages.spec.ts).
 */
const SERVER_ENTRY = `
let drawings = 0;
export async function renderPage(url, { fetch }) {
  if (url.startsWith('/dashboard')) return null;
  if (url === '/boom') throw new Error('the drawing failed');
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  drawings += 1;
  const res = await fetch('/api/studio?limit=50', { headers: { Accept: 'application/json' } });
  const studios = await res.json();
  return {
    html: '<ul data-status="' + res.status + '" data-total="' + res.headers.get('x-total-count') + '">' +
      studios.map((s) => '<li>' + s.name + '</li>').join('') + '</ul><p>drawing ' + drawings + '</p>',
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    modules: ['src/home.tsx'],
  };
}
`;

describe('pages drawn on the server (decision 017)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild({ serverEntry: SERVER_ENTRY }) });
    await createStudioRow(t);
    await createStudioRow(t, { approved: false });
  });
  afterAll(() => t.close());

  it("puts the drawn page in #root, from the API's own answers to a visitor", async () => {
    const listing = await call(t, 'GET', '/api/studio?limit=50');
    const names = (listing.json() as { name: string }[]).map((s) => `<li>${s.name}</li>`);
    expect(names).toHaveLength(1);

    const res = await call(t, 'GET', '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      `<div id="root" data-server-drawn><ul data-status="200" data-total="1">${names.join('')}</ul>`,
    );
    // The stand-in top bar is gone: the drawn page replaces it.
    expect(res.body).not.toContain('<!--/app-shell-->');
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('sends the answers as a data block that no text can close or turn into a script', async () => {
    const res = await call(t, 'GET', '/studios');
    const block = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(block![1]!)).toEqual({
      queries: [{ note: '</script><script>alert(1)</script>' }],
    });
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it("starts the app's scripts, the drawn screen's among them, after the page has painted", async () => {
    const res = await call(t, 'GET', '/');
    const boot =
      /<script src="\/start-app\.js" defer data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
        res.body,
      );
    expect(boot?.[1]).toBe('/assets/app-abc123.js');
    const preload = boot![2]!.split(' ');
    // index.html's own preloads, then the drawn screen's chunks, each once.
    expect(preload).toEqual(
      expect.arrayContaining([
        '/assets/react-abc123.js',
        '/assets/home-abc123.js',
        '/assets/card-abc123.js',
      ]),
    );
    expect(new Set(preload).size).toBe(preload.length);
    // Nothing else loads a script before the first paint.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');

    const undrawn = await call(t, 'GET', '/dashboard/owner');
    expect(undrawn.body).toContain(
      '<script type="module" crossorigin src="/assets/app-abc123.js">',
    );
    expect(undrawn.body).not.toContain('start-app.js');
  });

  it('leaves pages the entry does not draw, and pages whose drawing fails, to the browser', async () => {
    for (const url of ['/dashboard/owner', '/boom']) {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<div id="root"><header>Studio Hive</header><!--/app-shell--></div>',
      );
      expect(res.body).not.toContain('app-state');
    }
  });

  it('compresses a drawn page like any other', async () => {
    const res = await call(t, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  /** The number of the drawing a page came from. */
  const drawing = async (url: string) =>
    /<p>drawing (\d+)<\/p>/.exec((await call(t, 'GET', url)).body)?.[1] ?? null;

  it('keeps a drawn page for the next visitor until the catalogue changes', async () => {
    const first = await drawing('/about?kept');
    expect(first).not.toBeNull();
    expect(await drawing('/about?kept')).toBe(first);
    expect(await drawing('/about?other')).not.toBe(first);

    t.app.catalogueCache.invalidate(); // as any write to the catalogue does, here or by NOTIFY
    const after = await drawing('/about?kept');
    expect(after).not.toBe(first);
    expect(await drawing('/about?kept')).toBe(after);
  });

  it('draws a free-time search every time: its answers follow the bookings', async () => {
    const url = '/studios?date=2030-01-01&start=10&hours=2';
    expect(await drawing(url)).not.toBe(await drawing(url));
  });

  it('draws four pages at once at most, leaving the rest to their browsers', async () => {
    const pages = await Promise.all(
      Array.from({ length: 7 }, (_, i) => call(t, 'GET', `/slow/${i}`)),
    );
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    expect(pages.filter((page) => page.body.includes('data-server-drawn'))).toHaveLength(4);
    expect(pages.filter((page) => page.body.includes('<!--/app-shell-->'))).toHaveLength(3);
    // Once those are done, the next one is drawn again.
    expect((await call(t, 'GET', '/slow/again')).body).toContain('data-server-drawn');
  });
});
