import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istToday, type Studio, type StudioWithAvailability } from '@studio-hive/domain';
import {
  call,
  createBookingRow,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { pngUpload as imageFile } from '../../test/images';
import { multipart, type MultipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';

let t: TestApp;
let today: string;

let owner: Account;
let otherOwner: Account;
let customer: Account;
let admin: Account;

/** The add form's fields (spec section 7) for a complete studio. */
function studioFields(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Saket Sound Lab',
    description: 'Treated room with two Shure SM7B microphones.',
    pricePerHour: '1', // ignored: the server computes it
    equipments: ['Microphone (XLR)', 'Audio Interface'],
    amenities: ['Wi-Fi', 'Air Conditioning'],
    area: '350',
    rules: 'No food inside the booth.',
    minimumDurationHours: '2',
    operationalHours: { start: 9, end: 18 },
    packages: [
      { key: '1 Cam', price: 1800 },
      { key: '2 Cam', price: 2400 },
      { key: '3 Cam', price: 3200 },
    ],
    addons: [
      { key: 'edit', name: 'Editing', description: 'Rough cut', price: 700, maxQuantity: 2 },
    ],
    location: {
      fullAddress: 'A-14, Saket District Centre',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110017',
    },
    availability: [
      { date: addDays(today, 1), slots: [9, 10, 11].map((hour) => ({ hour, isAvailable: true })) },
    ],
    youtubeLinks: ['https://www.youtube.com/embed/dQw4w9WgXcQ', ''],
    instagramUsername: 'saketsoundlab',
    ...overrides,
  };
}

async function submit(
  auth: string | undefined,
  fields: Record<string, unknown>,
  files: MultipartFile[],
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/studio',
) {
  const body = multipart(fields, files);
  return call(t, method, url, {
    ...(auth ? { auth } : {}),
    payload: body.payload,
    headers: body.headers,
  });
}

async function uploadedFiles(): Promise<string[]> {
  const root = join(t.config.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

beforeAll(async () => {
  // A stand-in web build, so the rendered pages are part of the masking scan.
  t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  today = istToday(t.clock.now);
  [owner, otherOwner, customer, admin] = await Promise.all([
    signedInAccount(t, 'owner', { name: 'Meera Kapoor' }),
    signedInAccount(t, 'owner'),
    signedInAccount(t, 'customer'),
    signedInAccount(t, 'admin'),
  ]);
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

  it('answers a repeat guest visit with 304 and sees writes at once', async () => {
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
  it('answers a repeat guest request with the same status, headers and body as the first', async () => {
    await createStudioRow(t, { city: 'Noida' });
    const paths = ['/api/studio?limit=1', '/api/studio/cities'];
    for (const path of paths) {
      const first = await call(t, 'GET', path); // built by the handler
      const repeat = await call(t, 'GET', path); // the ready answer, written raw
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

  it('compresses guest answers for browsers that accept it, the ready ones too', async () => {
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
  it('answers the distinct cities of approved studios, sorted', async () => {
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

  it('answers 404 for unknown and malformed ids', async () => {
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

describe('POST /api/studio', () => {
  it('takes YouTube links as people copy them and stores their privacy-enhanced embed links', async () => {
    const res = await submit(
      owner.auth,
      studioFields({
        youtubeLinks: [
          'https://youtu.be/dQw4w9WgXcQ?si=Ab12&t=42',
          'youtube.com/shorts/aqz-KE-bpKQ',
        ],
      }),
      [await imageFile()],
    );
    expect(res.statusCode).toBe(201);
    const { studio } = res.json<{ studio: StudioWithAvailability }>();
    const expected = [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ];
    expect(studio.youtubeLinks).toEqual(expected);
    const stored = await call(t, 'GET', `/api/studio/${studio._id}`, { auth: owner.auth });
    expect(stored.json<{ studio: StudioWithAvailability }>().studio.youtubeLinks).toEqual(expected);
  });

  it('stores a pending studio with server-computed price and WebP images', async () => {
    const res = await submit(owner.auth, studioFields(), [
      await imageFile('a.png'),
      await imageFile('b.png'),
    ]);
    expect(res.statusCode).toBe(201);
    const { studio, message } = res.json<{ studio: StudioWithAvailability; message: string }>();
    expect(message).toBe('Studio submitted for approval. Please wait for admin approval.');
    expect(studio).toMatchObject({
      name: 'Saket Sound Lab',
      approved: false,
      pricePerHour: 1800,
      area: 350,
      minimumDurationHours: 2,
      author: owner._id,
      // The embed link as sent, kept on YouTube's privacy-enhanced host.
      youtubeLinks: ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      instagramUsername: 'saketsoundlab',
      isMasked: false,
    });
    expect(studio.images).toHaveLength(2);
    expect(studio.availability).toHaveLength(1);
    const image = await call(t, 'GET', studio.images[0]!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const card = await call(t, 'GET', studio.cardImages[0]!);
    expect(card.statusCode).toBe(200);

    // Pending: not in the public catalogue.
    const list = (await call(t, 'GET', '/api/studio')).json<Studio[]>();
    expect(list.map((s) => s._id)).not.toContain(studio._id);
  });

  it("checks the spec's rules in order and leaves no files or rows behind", async () => {
    const before = await uploadedFiles();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: '' }, 1, 'Studio name is required'],
      [
        { packages: [{ key: '1 Cam', price: 100 }] },
        1,
        'Prices for 1, 2, and 3 Cam packages are required',
      ],
      [{ location: { city: 'Noida' } }, 1, 'All location fields are required'],
      [{ availability: [] }, 1, 'Please generate and confirm availability'],
      [{}, 0, 'Please upload at least one image'],
      [
        { operationalHours: { start: 20, end: 10 } },
        1,
        'Invalid operational hours. Please set a valid time range.',
      ],
      [{ minimumDurationHours: '9' }, 1, 'Minimum booking must be from 1 to 8 hours.'],
      [{ area: '-5' }, 1, 'Area and prices cannot be negative.'],
      [
        { addons: [{ key: 'x', name: '', price: 5 }] },
        1,
        'Please provide a valid Key, Name, and Price for the add-on service.',
      ],
      [
        { youtubeLinks: ['https://evil.example/embed/x'] },
        1,
        'Video links must be YouTube links, like https://www.youtube.com/watch?v=VIDEO_ID or https://youtu.be/VIDEO_ID.',
      ],
      [
        { instagramUsername: '<b>x</b>' },
        1,
        'Enter the Instagram username only (letters, numbers, periods and underscores).',
      ],
      [{ packages: '{not json' }, 1, 'The field packages must be valid JSON.'],
    ];
    const ownerBefore = (await call(t, 'GET', '/api/owner/studios', { auth: owner.auth })).json<
      unknown[]
    >().length;
    for (const [overrides, images, message] of cases) {
      const files = await Promise.all(Array.from({ length: images }, () => imageFile()));
      const res = await submit(owner.auth, studioFields(overrides), files);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await uploadedFiles()).toEqual(before);
    const ownerAfter = (await call(t, 'GET', '/api/owner/studios', { auth: owner.auth })).json<
      unknown[]
    >().length;
    expect(ownerAfter).toBe(ownerBefore);
  });

  it('refuses files that are not images, too many images, too large ones, and JSON bodies', async () => {
    const before = await uploadedFiles();
    const text = await submit(owner.auth, studioFields(), [
      await imageFile('ok.png'),
      await imageFile('evil.png', Buffer.from('this is not an image at all')),
    ]);
    expect(text.statusCode).toBe(400);
    const svg = await submit(owner.auth, studioFields(), [
      {
        field: 'images',
        filename: 'x.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      },
    ]);
    expect(svg.statusCode).toBe(400);

    const six = await Promise.all(Array.from({ length: 6 }, () => imageFile()));
    const tooMany = await submit(owner.auth, studioFields(), six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can upload a maximum of 5 images');

    const big = await submit(owner.auth, studioFields(), [
      await imageFile('big.png', Buffer.alloc(10 * 1024 * 1024 + 1, 1)),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');

    const json = await call(t, 'POST', '/api/studio', {
      auth: owner.auth,
      payload: studioFields(),
    });
    expect(json.statusCode).toBe(415);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('is for owners and admins only', async () => {
    expect((await submit(undefined, studioFields(), [await imageFile()])).statusCode).toBe(401);
    expect((await submit(customer.auth, studioFields(), [await imageFile()])).statusCode).toBe(403);
  });
});

describe('PUT /api/studio/:id', () => {
  async function approvedStudioOf(author: Account) {
    const created = await submit(author.auth, studioFields(), [
      await imageFile('one.png'),
      await imageFile('two.png'),
    ]);
    const { studio } = created.json<{ studio: StudioWithAvailability }>();
    await call(t, 'PUT', `/api/admin/studios/${studio._id}/approve`, { auth: admin.auth });
    return studio;
  }

  it('lets the author edit an approved studio, keeping chosen images and deleting the rest', async () => {
    const studio = await approvedStudioOf(owner);
    const res = await submit(
      owner.auth,
      studioFields({
        name: 'Saket Sound Lab II',
        packages: [
          { key: 'No Cam', price: 900 },
          { key: '1 Cam', price: 1800 },
          { key: '2 Cam', price: 2400 },
          { key: '3 Cam', price: 3200 },
        ],
        availability: [],
        existingImages: [studio.images[1]],
      }),
      [await imageFile('three.png')],
      'PUT',
      `/api/studio/${studio._id}`,
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ studio: StudioWithAvailability; message: string }>();
    expect(updated.message).toBe('Studio updated successfully. Your availability has been saved.');
    expect(updated.studio.name).toBe('Saket Sound Lab II');
    expect(updated.studio.pricePerHour).toBe(900);
    expect(updated.studio.images).toHaveLength(2);
    expect(updated.studio.images[0]).toBe(studio.images[1]);
    expect((await call(t, 'GET', studio.images[0]!)).statusCode).toBe(404);
    expect((await call(t, 'GET', studio.images[1]!)).statusCode).toBe(200);
  });

  it('refuses other owners, admins, pending studios, foreign image URLs and too many images', async () => {
    const studio = await approvedStudioOf(owner);
    const edit = (auth: string, fields: Record<string, unknown>, files: MultipartFile[] = []) =>
      submit(auth, studioFields(fields), files, 'PUT', `/api/studio/${studio._id}`);
    const other = await edit(otherOwner.auth, { existingImages: studio.images });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not have permission to edit this studio');
    expect((await edit(admin.auth, { existingImages: studio.images })).statusCode).toBe(403);
    expect((await edit(customer.auth, { existingImages: studio.images })).statusCode).toBe(403);

    const foreign = await edit(owner.auth, { existingImages: ['/uploads/someone-else.webp'] });
    expect(foreign.statusCode).toBe(400);
    const tooMany = await edit(
      owner.auth,
      { existingImages: studio.images },
      await Promise.all([imageFile(), imageFile(), imageFile(), imageFile()]),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can have a maximum of 5 images in total.');

    const pending = await createStudioRow(t, { authorId: owner._id, approved: false });
    const res = await submit(
      owner.auth,
      studioFields(),
      [await imageFile()],
      'PUT',
      `/api/studio/${pending.id}`,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot edit a studio that is pending approval');

    const missing = await submit(
      owner.auth,
      studioFields(),
      [await imageFile()],
      'PUT',
      '/api/studio/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Studio not found');
  });
});

describe('DELETE /api/studio/:id', () => {
  it('lets the author or an admin delete, removing the images; nobody else', async () => {
    const created = await submit(owner.auth, studioFields(), [await imageFile()]);
    const { studio } = created.json<{ studio: StudioWithAvailability }>();
    expect((await call(t, 'DELETE', `/api/studio/${studio._id}`)).statusCode).toBe(401);
    expect(
      (await call(t, 'DELETE', `/api/studio/${studio._id}`, { auth: customer.auth })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/studio/${studio._id}`, { auth: otherOwner.auth })).statusCode,
    ).toBe(403);
    const res = await call(t, 'DELETE', `/api/studio/${studio._id}`, { auth: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Studio deleted successfully' });
    expect((await call(t, 'GET', studio.images[0]!)).statusCode).toBe(404);

    const another = await createStudioRow(t, { authorId: owner._id });
    const byAdmin = await call(t, 'DELETE', `/api/studio/${another.id}`, { auth: admin.auth });
    expect(byAdmin.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/studio/${another.id}`)).statusCode).toBe(404);
  });
});

describe('admin approval', () => {
  it('lists pending studios oldest first, unmasked, for admins only', async () => {
    const first = await createStudioRow(t, {
      approved: false,
      name: 'First In Line',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const second = await createStudioRow(t, {
      approved: false,
      createdAt: new Date('2026-02-02T00:00:00Z'),
    });
    const res = await call(t, 'GET', '/api/admin/studios/pending', { auth: admin.auth });
    expect(res.statusCode).toBe(200);
    const ids = res.json<StudioWithAvailability[]>().map((s) => s._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const view = res.json<StudioWithAvailability[]>().find((s) => s._id === first.id)!;
    expect(view).toMatchObject({ name: 'First In Line', isMasked: false });
    for (const auth of [owner.auth, customer.auth]) {
      expect((await call(t, 'GET', '/api/admin/studios/pending', { auth })).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/studios/pending')).statusCode).toBe(401);
  });

  it('approves (public at once) and denies (removed with its images); owners cannot', async () => {
    const created = await submit(owner.auth, studioFields(), [await imageFile()]);
    const { studio } = created.json<{ studio: StudioWithAvailability }>();
    const byOwner = await call(t, 'PUT', `/api/admin/studios/${studio._id}/approve`, {
      auth: owner.auth,
    });
    expect(byOwner.statusCode).toBe(403);

    const denied = await call(t, 'DELETE', `/api/admin/studios/${studio._id}/deny`, {
      auth: admin.auth,
    });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toEqual({ message: 'Studio denied and removed successfully' });
    expect((await call(t, 'GET', studio.images[0]!)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/studio/${studio._id}`, { auth: owner.auth })).statusCode,
    ).toBe(404);

    const next = await createStudioRow(t, { approved: false });
    const approved = await call(t, 'PUT', `/api/admin/studios/${next.id}/approve`, {
      auth: admin.auth,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Studio approved successfully');
    expect(approved.json().studio.approved).toBe(true);
    const again = await call(t, 'DELETE', `/api/admin/studios/${next.id}/deny`, {
      auth: admin.auth,
    });
    expect(again.statusCode).toBe(409);
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
