import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createReviewRow, createStudioRow, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/web-build';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild(), PUBLIC_URL: 'https://studiohive.in' });
});
afterAll(() => t.close());

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('server-rendered metadata', () => {
  it('writes the masked title, description, canonical, Open Graph and JSON-LD of a studio page', async () => {
    const studio = await createStudioRow(t, {
      name: 'Secret Real Name',
      description: `${'Soundproof room with a view. '.repeat(10)}</script><script>alert(1)</script>`,
      images: ['/uploads/studios/abc/full.webp'],
      packages: [
        { key: '1 Cam', price: 1200 },
        { key: '2 Cam', price: 2000 },
        { key: '3 Cam', price: 2600 },
      ],
    });
    const reviewer = await createUser(t);
    await createReviewRow(t, { studioId: studio.id, reviewerId: reviewer._id, rating: 4 });

    const res = await call(t, 'GET', `/studios/${studio.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const masked = `Hive Studio ${studio.publicNumber}, Gurgaon`;
    expect(html).toContain(`<title>${masked} | Studio Hive</title>`);
    expect(html).not.toContain('Secret Real Name');
    expect(html).not.toContain('<script>alert(1)');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(
      `<link rel="canonical" href="https://studiohive.in/studios/${studio.id}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://studiohive.in/uploads/studios/abc/full.webp" />',
    );
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: masked,
      address: { addressLocality: 'Gurgaon', addressRegion: 'Haryana', addressCountry: 'IN' },
      openingHoursSpecification: { opens: '09:00', closes: '18:00' },
      priceRange: 'From ₹1,200 per hour',
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    expect(ld.address).not.toHaveProperty('streetAddress');
    expect(ld.address).not.toHaveProperty('postalCode');
  });

  it('writes a city page and leaves unknown, pending and malformed pages as the plain app', async () => {
    await createStudioRow(t, { city: 'Noida', state: 'Uttar Pradesh' });
    const city = await call(t, 'GET', '/studios/in/noida');
    expect(city.body).toContain('<title>Podcast and video studios in Noida | Studio Hive</title>');
    expect(jsonLdOf(city.body)).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });

    const pending = await createStudioRow(t, { approved: false, name: 'Pending Place' });
    for (const url of [
      `/studios/${pending.id}`,
      '/studios/00000000-0000-4000-8000-000000000000',
      '/studios/in/atlantis',
      '/studios/%3Cscript%3E',
    ]) {
      const res = await call(t, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Studio Hive</title>');
      expect(res.body, url).not.toContain('Pending Place');
    }
  });
});

describe('without PUBLIC_URL', () => {
  it("takes the base from the server's own address, never from the request's host", async () => {
    const bare = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
    try {
      const studio = await createStudioRow(bare);
      for (const host of ['evil.example', 'evil.example"><script>x</script>']) {
        const res = await call(bare, 'GET', `/studios/${studio.id}`, { headers: { host } });
        expect(res.body).toContain(`href="http://localhost:3000/studios/${studio.id}"`);
        expect(res.body).not.toContain('evil.example');
      }
    } finally {
      await bare.close();
    }
  });
});
