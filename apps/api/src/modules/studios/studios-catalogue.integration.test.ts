import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Studio, type StudioWithAvailability } from '@studio-hive/domain';
import {
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { startStudiosApp } from '../../test/fixtures/studios';

/** The public catalogue: listing, search, cities, one studio, an owner's list, and masking. */

let t: TestApp;
let today: string;
let owner: Account;
let otherOwner: Account;
let customer: Account;
let admin: Account;

beforeAll(async () => {
  ({ t, today, owner, otherOwner, customer, admin } = await startStudiosApp());
});
afterAll(() => t.close());

describe('GET /api/studio', () => {
  it('lists approved studios only, newest first, masked for a guest', async () => {
    const older = await createStudioRow(t, {
      name: 'Old Takes',
      city: 'Noida',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await createStudioRow(t, { name: 'Fresh Takes', createdAt: new Date() });
    const pending = await createStudioRow(t, { name: 'Not Yet Approved', approved: false });

    const res = await call(t, 'GET', '/api/studio');
    expect(res.statusCode).toBe(200);
    const list = res.json<Studio[]>();
    const ids = list.map((s) => s._id);
    expect(ids).not.toContain(pending.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const masked = list.find((s) => s._id === older.id)!;
    expect(masked).toMatchObject({
      name: `Hive Studio ${older.publicNumber}, Noida`,
      isMasked: true,
      instagramUsername: null,
      location: { fullAddress: null, pinCode: '', city: 'Noida', state: 'Haryana' },
    });
    expect(res.headers['x-total-count']).toBe(String(list.length));
  });

  it('searches name and description case-insensitively, filters by city, pages with links', async () => {
    const mine = await createStudioRow(t, {
      authorId: owner._id,
      name: 'Zephyr Podcast Loft',
      description: 'Bright loft',
      city: 'Faridabad',
    });
    await createStudioRow(t, {
      name: 'Other',
      description: 'A ZEPHYR-quiet booth',
      city: 'Faridabad',
    });

    // The author searches their real name; a guest can only find it by what a guest sees.
    const own = await call(t, 'GET', '/api/studio?q=zephyr%20podcast', { auth: owner.auth });
    expect(own.json<Studio[]>().map((s) => s._id)).toEqual([mine.id]);
    const guest = await call(t, 'GET', '/api/studio?q=zephyr%20podcast');
    expect(guest.json<Studio[]>()).toEqual([]);
    const byDescription = await call(t, 'GET', '/api/studio?q=ZePhYr');
    expect(byDescription.json<Studio[]>()).toHaveLength(1);
    const byMaskedName = await call(
      t,
      'GET',
      `/api/studio?q=hive%20studio%20${mine.publicNumber},`,
    );
    expect(byMaskedName.json<Studio[]>().map((s) => s._id)).toEqual([mine.id]);

    const city = await call(t, 'GET', '/api/studio?city=faridabad');
    expect(city.json<Studio[]>().every((s) => s.location.city === 'Faridabad')).toBe(true);
    expect(city.json<Studio[]>()).toHaveLength(2);

    const first = await call(t, 'GET', '/api/studio?city=Faridabad&limit=1');
    expect(first.json<Studio[]>()).toHaveLength(1);
    expect(first.headers['x-total-count']).toBe('2');
    expect(first.headers.link).toBe('</api/studio?city=Faridabad&limit=1&page=2>; rel="next"');
    const second = await call(t, 'GET', '/api/studio?city=Faridabad&limit=1&page=2');
    expect(second.headers.link).toBe('</api/studio?city=Faridabad&limit=1&page=1>; rel="prev"');
    expect(second.json<Studio[]>()[0]!._id).not.toBe(first.json<Studio[]>()[0]!._id);
  });

  it('refuses bad paging with a 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'limit=1.5']) {
      const res = await call(t, 'GET', `/api/studio?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('gives the cards of the same page with view=card, masked alike for every viewer', async () => {
    const studio = await createStudioRow(t, {
      authorId: owner._id,
      name: 'Card Check Room',
      city: 'Sonipat',
    });
    const query = 'city=Sonipat';
    for (const auth of [undefined, customer.auth, owner.auth, admin.auth]) {
      const full = await call(t, 'GET', `/api/studio?${query}`, auth ? { auth } : {});
      const cards = await call(t, 'GET', `/api/studio?${query}&view=card`, auth ? { auth } : {});
      expect(cards.statusCode).toBe(200);
      expect(cards.headers['x-total-count']).toBe(full.headers['x-total-count']);
      const [whole] = full.json<Studio[]>();
      expect(cards.json()).toEqual([
        {
          _id: studio.id,
          name: whole!.name,
          pricePerHour: whole!.pricePerHour,
          minimumDurationHours: whole!.minimumDurationHours,
          cardImages: whole!.cardImages,
          location: { city: whole!.location.city },
          approved: true,
          ratingSummary: whole!.ratingSummary,
          isMasked: whole!.isMasked,
        },
      ]);
    }
    const refused = await call(t, 'GET', '/api/studio?view=full');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("view must be 'card' or left out.");
  });

  it('responds to a repeat guest visit with 304 and sees writes at once', async () => {
    const first = await call(t, 'GET', '/api/studio');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await call(t, 'GET', '/api/studio', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const pending = await createStudioRow(t, { approved: false, name: 'Cache Check' });
    const approve = await call(t, 'PUT', `/api/admin/studios/${pending.id}/approve`, {
      auth: admin.auth,
    });
    expect(approve.statusCode).toBe(200);
    const after = await call(t, 'GET', '/api/studio', { headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json<Studio[]>().map((s) => s._id)).toContain(pending.id);
  });
});

describe('the guest fast path', () => {
  it('responds to a repeat guest request with the same status, headers and body as the first', async () => {
    await createStudioRow(t, { city: 'Noida' });
    const paths = ['/api/studio?limit=1', '/api/studio/cities'];
    for (const path of paths) {
      const first = await call(t, 'GET', path); // built by the handler
      const repeat = await call(t, 'GET', path); // the ready response, written raw
      const comparable = (headers: Record<string, unknown>) => {
        const { date: _date, 'x-request-id': requestId, ...rest } = headers;
        expect(requestId, path).toEqual(expect.any(String));
        return rest;
      };
      expect(repeat.statusCode, path).toBe(first.statusCode);
      expect(comparable(repeat.headers), path).toEqual(comparable(first.headers));
      expect(repeat.body, path).toBe(first.body);
      expect(repeat.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
  });

  it('compresses guest responses for browsers that accept it, the ready ones too', async () => {
    for (let i = 0; i < 4; i += 1) await createStudioRow(t, { city: 'Noida' });
    const path = '/api/studio?limit=4';
    const plain = await call(t, 'GET', path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      for (const visit of ['first', 'repeat']) {
        const res = await call(t, 'GET', path, { headers: { 'accept-encoding': accept } });
        expect(res.statusCode, visit).toBe(200);
        expect(res.headers['content-encoding'], visit).toBe(encoding);
        expect(String(res.headers.vary).toLowerCase(), visit).toContain('accept-encoding');
        expect(decode(res.rawPayload).toString(), visit).toBe(plain.body);
      }
    }
  });
});

describe('GET /api/studio/cities', () => {
  it('responds with the distinct cities of approved studios, sorted', async () => {
    await createStudioRow(t, { city: 'Ghaziabad' });
    await createStudioRow(t, { city: 'Ghaziabad' });
    await createStudioRow(t, { city: 'Atlantis', approved: false });
    const cities = (await call(t, 'GET', '/api/studio/cities')).json<string[]>();
    expect(cities).toContain('Ghaziabad');
    expect(cities).not.toContain('Atlantis');
    expect(cities.filter((c) => c === 'Ghaziabad')).toHaveLength(1);
    expect([...cities].sort((a, b) => a.localeCompare(b))).toEqual(cities);
  });
});

describe('GET /api/studio/:id', () => {
  it('shows a pending studio to its author and admins only (404 for everyone else)', async () => {
    const pending = await createStudioRow(t, {
      authorId: owner._id,
      approved: false,
      slots: [[addDays(today, 2), [10, 11]]],
    });
    for (const auth of [undefined, customer.auth, otherOwner.auth]) {
      const res = await call(t, 'GET', `/api/studio/${pending.id}`, auth ? { auth } : {});
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Studio not found');
    }
    for (const auth of [owner.auth, admin.auth]) {
      const res = await call(t, 'GET', `/api/studio/${pending.id}`, { auth });
      expect(res.statusCode).toBe(200);
      const studio = res.json<{ studio: StudioWithAvailability }>().studio;
      expect(studio.isMasked).toBe(false);
      expect(studio.availability).toEqual([
        {
          date: addDays(today, 2),
          slots: [
            { hour: 10, isAvailable: true },
            { hour: 11, isAvailable: true },
          ],
        },
      ]);
    }
  });

  it('unmasks an approved studio for its author, admins and customers with a booking', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id, name: 'Hidden Gem' });
    const booker = await signedInAccount(t, 'customer');
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: booker._id,
      date: addDays(today, 3),
      hours: [10],
    });
    const seen = async (auth?: string) =>
      (await call(t, 'GET', `/api/studio/${studio.id}`, auth ? { auth } : {})).json<{
        studio: Studio;
      }>().studio;
    for (const auth of [undefined, customer.auth, otherOwner.auth]) {
      expect((await seen(auth)).name).toBe(`Hive Studio ${studio.publicNumber}, Gurgaon`);
    }
    for (const auth of [owner.auth, admin.auth, booker.auth]) {
      const view = await seen(auth);
      expect(view.name).toBe('Hidden Gem');
      expect(view.location.fullAddress).toBe('12 MG Road, DLF Phase 2');
    }
    // The booker also sees it unmasked in the listing.
    const list = (await call(t, 'GET', '/api/studio', { auth: booker.auth })).json<Studio[]>();
    expect(list.find((s) => s._id === studio.id)?.name).toBe('Hidden Gem');
  });

  it('responds with 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '%00', "1'or'1"]) {
      const res = await call(t, 'GET', `/api/studio/${id}`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('GET /api/owner/studios', () => {
  it('gives an owner their own studios, pending included, with availability', async () => {
    const someone = await signedInAccount(t, 'owner');
    const mine = await createStudioRow(t, { authorId: someone._id, approved: false });
    await createStudioRow(t, { authorId: otherOwner._id });
    const res = await call(t, 'GET', '/api/owner/studios', { auth: someone.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json<StudioWithAvailability[]>();
    expect(list.map((s) => s._id)).toEqual([mine.id]);
    expect(list[0]!.availability).toEqual([]);
  });

  it('is refused to guests (401) and customers (403)', async () => {
    expect((await call(t, 'GET', '/api/owner/studios')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/owner/studios', { auth: customer.auth })).statusCode).toBe(
      403,
    );
  });
});

describe('masking holds in every response', () => {
  it("never sends a hidden studio's real name, address, PIN or handle", async () => {
    const secret = {
      name: 'Qwxyz Secret Sound',
      fullAddress: 'Plot 77 Hidden Lane Vasant Kunj',
      pinCode: '110070',
      instagramUsername: 'qwxyz.secret',
    };
    const studio = await createStudioRow(t, { ...secret, city: 'New Delhi', state: 'Delhi' });
    const viewers = [undefined, customer.auth, otherOwner.auth];
    const urls = [
      '/api/studio',
      '/api/studio?limit=5',
      '/api/studio?q=qwxyz',
      '/api/studio?city=New%20Delhi',
      `/api/studio/${studio.id}`,
      '/api/studio/cities',
      `/studios/${studio.id}`,
      '/studios/in/new-delhi',
    ];
    for (const auth of viewers) {
      for (const url of urls) {
        const res = await call(t, 'GET', url, auth ? { auth } : {});
        expect(res.statusCode, url).toBe(200);
        for (const value of Object.values(secret)) {
          expect(res.body, `${url} as ${auth ? 'signed in' : 'guest'}`).not.toContain(value);
        }
      }
    }
  });
});
