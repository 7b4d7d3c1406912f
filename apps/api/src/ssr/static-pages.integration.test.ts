import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TITLE, STATIC_PAGES } from '@studio-hive/domain';
import { call } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/web-build';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
/** The HTML-escaped form the server writes (descriptions carry apostrophes). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

describe('server-rendered metadata of the fixed pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild(), PUBLIC_URL: 'https://studiohive.in' });
  });
  afterAll(() => t.close());

  it.each([
    ['/', SITE_TITLE, STATIC_PAGES.home.description, 'https://studiohive.in/'],
    [
      '/about',
      'About Us | Studio Hive',
      STATIC_PAGES.about.description,
      'https://studiohive.in/about',
    ],
    [
      '/help',
      'Help Center | Studio Hive',
      STATIC_PAGES.help.description,
      'https://studiohive.in/help',
    ],
    [
      '/contact',
      'Contact Us | Studio Hive',
      STATIC_PAGES.contact.description,
      'https://studiohive.in/contact',
    ],
    [
      '/add-your-studio',
      'List Your Studio | Studio Hive',
      STATIC_PAGES.addYourStudio.description,
      'https://studiohive.in/add-your-studio',
    ],
    [
      '/terms',
      'Terms of Service | Studio Hive',
      STATIC_PAGES.terms.description,
      'https://studiohive.in/terms',
    ],
    [
      '/privacy',
      'Privacy Policy | Studio Hive',
      STATIC_PAGES.privacy.description,
      'https://studiohive.in/privacy',
    ],
    [
      '/studios',
      'Browse Studios | Studio Hive',
      STATIC_PAGES.studios.description,
      'https://studiohive.in/studios',
    ],
  ])(
    '%s has its title, description and canonical link',
    async (url, title, description, canonical) => {
      const res = await call(t, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(titleOf(res.body)).toBe(title);
      expect(descriptionOf(res.body)).toBe(escaped(description));
      expect(canonicalOf(res.body)).toBe(canonical);
      expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
      expect(res.body).toContain(`<meta property="og:url" content="${canonical}" />`);
      expect(res.body).toContain('<div id="root"></div>');
      // One title and one description: replaced, not added.
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    },
  );

  it('gives the home page a WebSite with a search of the listing', async () => {
    const res = await call(t, 'GET', '/');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)![1]!,
    );
    expect(ld).toMatchObject({
      '@type': 'WebSite',
      name: 'Studio Hive',
      url: 'https://studiohive.in/',
      potentialAction: { target: 'https://studiohive.in/studios?q={search_term_string}' },
    });
  });

  it('reads the path as the router does: any case, a trailing slash, a query; canonical stays plain', async () => {
    for (const url of ['/About/', '/help?q=refund', '/studios?city=Noida&page=2']) {
      const res = await call(t, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(canonicalOf(res.body), url).toBe(
        `https://studiohive.in${url.toLowerCase().split('?')[0]!.replace(/\/$/, '')}`,
      );
    }
  });

  it('leaves every other page as the plain app', async () => {
    for (const url of ['/login', '/dashboard/customer', '/no/such/page', '/about/team']) {
      const res = await call(t, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe('Studio Hive');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });
});

describe('fixed pages without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  });
  afterAll(() => t.close());

  it("take the base from the server's own address, never from Host or X-Forwarded-Host", async () => {
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'studios.example:8080', 'x-forwarded-host': 'evil.example' },
      { host: 'evil"><script>' },
    ];
    for (const headers of forged) {
      const res = await call(t, 'GET', '/privacy', { headers });
      expect(res.statusCode).toBe(200);
      expect(canonicalOf(res.body)).toBe('http://localhost:3000/privacy');
      expect(res.body).not.toContain('evil');
      expect(res.body).not.toContain('studios.example');
    }
  });
});

describe('fixed pages behind a trusted proxy, with PUBLIC_URL', () => {
  it('keep PUBLIC_URL whatever host the proxy forwards', async () => {
    const t = await createTestApp({
      WEB_DIST_DIR: fakeWebBuild(),
      PUBLIC_URL: 'https://studiohive.in/',
      TRUST_PROXY: '1',
    });
    try {
      const res = await call(t, 'GET', '/', {
        address: '127.0.0.1',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(canonicalOf(res.body)).toBe('https://studiohive.in/');
      expect(res.body).not.toContain('evil.example');
    } finally {
      await t.close();
    }
  });
});
