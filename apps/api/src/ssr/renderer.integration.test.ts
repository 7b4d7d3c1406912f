import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStudioRow } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createHash } from 'node:crypto';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { fakeWebBuild, WEB_BUILD_STARTER } from '../test/web-build';

/**
 * A stand-in for the web app's server entry (apps/web/src/entry-server.tsx): renders the studios
 * it is given through the `fetch` it is given, refuses signed-in screens, and fails on /boom.
 * The real entry is rendered in the browser journeys (e2e/server-rendered-pages.spec.ts).
 */
const SERVER_ENTRY = `
let renders = 0;
export async function renderPage(url, { fetch }) {
  if (url.startsWith('/dashboard')) return null;
  if (url === '/boom') throw new Error('the render failed');
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  renders += 1;
  const res = await fetch('/api/studio?limit=50', { headers: { Accept: 'application/json' } });
  const studios = await res.json();
  return {
    html: '<ul data-status="' + res.status + '" data-total="' + res.headers.get('x-total-count') + '">' +
      studios.map((s) => '<li>' + s.name + '</li>').join('') + '</ul><p>render ' + renders + '</p>' +
      // A long page, where the level of compression shows.
      (url.includes('long') ? '<p>' + Array.from({ length: 2000 }, (_, i) => 'hour ' + ((i * 7919) % 997)).join(', ') + '</p>' : ''),
    state: { queries: [{ note: '</script><script>alert(1)</script>' }] },
    modules: ['src/home.tsx'],
  };
}
`;

describe('server-side rendering of pages (decision 017)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild({ serverEntry: SERVER_ENTRY }) });
    await createStudioRow(t);
    await createStudioRow(t, { approved: false });
  });
  afterAll(() => t.close());

  it("puts the rendered page in #root, from the API's own responses to a visitor", async () => {
    const listing = await call(t, 'GET', '/api/studio?limit=50');
    const names = (listing.json() as { name: string }[]).map((s) => `<li>${s.name}</li>`);
    expect(names).toHaveLength(1);

    const res = await call(t, 'GET', '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      `<div id="root" data-server-rendered><ul data-status="200" data-total="1">${names.join('')}</ul>`,
    );
    // The stand-in top bar is gone: the rendered page replaces it.
    expect(res.body).not.toContain('<header>Studio Hive</header>');
    expect(res.body).not.toContain('<!--ssr-');
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('sends the responses as a data block that no text can close or turn into a script', async () => {
    const res = await call(t, 'GET', '/studios');
    const block = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(
      res.body,
    );
    expect(JSON.parse(block![1]!)).toEqual({
      queries: [{ note: '</script><script>alert(1)</script>' }],
    });
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it("starts the app's scripts, the rendered screen's among them, after the page has painted", async () => {
    const res = await call(t, 'GET', '/');
    // The starter rides in the page, last, so nothing is requested before the first paint but
    // the stylesheet and the pictures.
    const boot =
      /<script data-entry="([^"]+)" data-preload="([^"]*)" data-stylesheet="[^"]+">([^<]*)<\/script><\/body>/.exec(
        res.body,
      );
    expect(boot?.[1]).toBe('/assets/app-abc123.js');
    expect(boot?.[3]).toBe(WEB_BUILD_STARTER);
    const preload = boot![2]!.split(' ');
    // index.html's own preloads, then the rendered screen's chunks, each once.
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
    expect(res.body).not.toContain('src="/start-app.js"');
    // The policy allows that one script by its hash, and no other inline script.
    const hash = createHash('sha256').update(WEB_BUILD_STARTER).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');

    const notRendered = await call(t, 'GET', '/dashboard/owner');
    expect(notRendered.body).toContain(
      '<script type="module" crossorigin src="/assets/app-abc123.js">',
    );
    expect(notRendered.body).not.toContain('data-preload');
    expect(String(notRendered.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('carries the rules its markup can use, allowed by their hash, and loads the stylesheet late (decision 053)', async () => {
    const res = await call(t, 'GET', '/');
    const style = /<style>([^<]*)<\/style>/.exec(res.body)?.[1];
    expect(style).toBe('*{margin:0}li{list-style:none}');
    const hash = createHash('sha256').update(style!).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
    // No stylesheet holds up the first paint; the starter loads it, and without JavaScript the
    // browser does.
    expect(res.body.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toContain('rel="stylesheet"');
    expect(res.body).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></noscript>',
    );
    expect(res.body).toContain('data-stylesheet="/assets/index-abc123.css"');

    const notRendered = await call(t, 'GET', '/dashboard/owner');
    expect(notRendered.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
    );
    expect(notRendered.body).not.toContain('<style>');
    expect(String(notRendered.headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('leaves pages the entry does not render, and pages whose render fails, to the browser', async () => {
    for (const url of ['/dashboard/owner', '/boom']) {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"><header>Studio Hive</header></div>');
      expect(res.body).not.toContain('app-state');
    }
  });

  it('compresses a rendered page like any other', async () => {
    const res = await call(t, 'GET', '/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends a cached page compressed at the highest level once it is asked for again', async () => {
    const fetchPage = (encoding: 'br' | 'gzip') =>
      call(t, 'GET', '/about?long', { headers: { 'accept-encoding': encoding } });
    const decoded = (res: Awaited<ReturnType<typeof fetchPage>>, encoding: 'br' | 'gzip') =>
      (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString();
    for (const encoding of ['br', 'gzip'] as const) {
      const first = await fetchPage(encoding);
      const page = decoded(first, encoding);
      const fully = (
        encoding === 'br'
          ? brotliCompressSync(page, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page),
              },
            })
          : gzipSync(page, { level: constants.Z_BEST_COMPRESSION })
      ).length;
      // The first response was compressed quickly; the second starts the full work in the
      // background, and a later one gets its bytes.
      expect(first.rawPayload.length).toBeGreaterThan(fully);
      await expect
        .poll(async () => {
          const res = await fetchPage(encoding);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(decoded(res, encoding)).toBe(page);
          return res.rawPayload.length;
        })
        .toBe(fully);
    }
  });

  /** The number of the render a page came from. */
  const render = async (url: string) =>
    /<p>render (\d+)<\/p>/.exec((await call(t, 'GET', url)).body)?.[1] ?? null;

  it('keeps a rendered page for the next visitor until the catalogue changes', async () => {
    const first = await render('/about?kept');
    expect(first).not.toBeNull();
    expect(await render('/about?kept')).toBe(first);
    expect(await render('/about?other')).not.toBe(first);

    t.app.catalogueCache.invalidate(); // as any write to the catalogue does, here or by NOTIFY
    const after = await render('/about?kept');
    expect(after).not.toBe(first);
    expect(await render('/about?kept')).toBe(after);
  });

  it("sends a kept city page with its city's head, made again when the catalogue changes", async () => {
    const itemsOf = async () =>
      /"numberOfItems":(\d+)/.exec((await call(t, 'GET', '/studios/in/noida')).body)?.[1];
    await createStudioRow(t, { city: 'Noida', state: 'Uttar Pradesh' });
    t.app.catalogueCache.invalidate();
    expect(await itemsOf()).toBe('1');
    expect(await itemsOf()).toBe('1');

    await createStudioRow(t, { city: 'Noida', state: 'Uttar Pradesh' });
    t.app.catalogueCache.invalidate();
    expect(await itemsOf()).toBe('2');
  });

  it('renders a free-time search every time: its responses follow the bookings', async () => {
    const url = '/studios?date=2030-01-01&start=10&hours=2';
    expect(await render(url)).not.toBe(await render(url));
  });

  it('renders four pages at once at most, leaving the rest to their browsers', async () => {
    const pages = await Promise.all(
      Array.from({ length: 7 }, (_, i) => call(t, 'GET', `/slow/${i}`)),
    );
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    expect(pages.filter((page) => page.body.includes('data-server-rendered'))).toHaveLength(4);
    expect(pages.filter((page) => page.body.includes('<header>Studio Hive</header>'))).toHaveLength(
      3,
    );
    // Once those are done, the next one is rendered again.
    expect((await call(t, 'GET', '/slow/again')).body).toContain('data-server-rendered');
  });
});
