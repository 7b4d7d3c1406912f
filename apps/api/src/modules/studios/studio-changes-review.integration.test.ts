import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Studio, type StudioWithAvailability } from '@studio-hive/domain';
import {
  call,
  createBookingRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { pngUpload as imageFile } from '../../test/images';
import type { MultipartFile } from '../../test/multipart';
import { readOutbox } from '../../test/outbox';
import type { TestApp } from '../../test/test-app';
import { startStudiosApp, studioFieldsFor, submitStudio } from '../../test/fixtures/studios';

/**
 * An approved studio's public facts (name, description, photos, videos, address) change only
 * once an admin approves the owner's change (decision 030): until then the listed version is
 * what everyone but its owner and admins sees, on every read path.
 */

let t: TestApp;
let today: string;
let owner: Account;
let otherOwner: Account;
let customer: Account;
let admin: Account;
let booker: Account;

beforeAll(async () => {
  ({ t, today, owner, otherOwner, customer, admin } = await startStudiosApp());
  // A customer with a confirmed booking sees the studio unmasked, its real name included.
  booker = await signedInAccount(t, 'customer');
});
afterAll(() => t.close());

type WriteResult = { studio: StudioWithAvailability; message: string };

const LISTED = {
  name: 'Saket Sound Lab',
  description: 'Treated room with two Shure SM7B microphones.',
};
/** Words of the change that appear nowhere else, so a page containing one leaks it. */
const CHANGED = {
  name: 'Quokka Quarters',
  description: 'Zebrawood booth with a xylophone corner.',
  location: {
    fullAddress: 'Plot 9, Wombat Marg',
    city: 'Faridabad',
    state: 'Haryana',
    pinCode: '121001',
  },
  youtubeLinks: ['https://youtu.be/aqz-KE-bpKQ'],
};
const LEAK_WORDS = ['Quokka', 'Zebrawood', 'Wombat', 'Faridabad', '121001', 'aqz-KE-bpKQ'];

const edit = (
  studio: { _id: string },
  fields: Record<string, unknown>,
  files: MultipartFile[] = [],
  auth = owner.auth,
) =>
  submitStudio(t, auth, studioFieldsFor(today, fields), files, 'PUT', `/api/studio/${studio._id}`);

async function approvedStudio(): Promise<StudioWithAvailability> {
  const created = await submitStudio(t, owner.auth, studioFieldsFor(today), [
    await imageFile('one.png'),
    await imageFile('two.png'),
  ]);
  const { studio } = created.json<WriteResult>();
  await call(t, 'PUT', `/api/admin/studios/${studio._id}/approve`, { auth: admin.auth });
  return studio;
}

const approveChanges = (id: string, payload?: unknown, auth = admin.auth) =>
  call(t, 'PUT', `/api/admin/studios/${id}/changes/approve`, {
    auth,
    ...(payload ? { payload } : {}),
  });
const rejectChanges = (id: string, payload?: unknown, auth = admin.auth) =>
  call(t, 'DELETE', `/api/admin/studios/${id}/changes/reject`, {
    auth,
    ...(payload ? { payload } : {}),
  });
const managed = async (id: string, auth = owner.auth) =>
  (await call(t, 'GET', `/api/studio/${id}`, { auth })).json<{ studio: StudioWithAvailability }>()
    .studio;
const status = async (url: string) => (await call(t, 'GET', url)).statusCode;
/** As a browser that takes AVIF asks: answered by an AVIF copy left behind, if there is one. */
const avifStatus = async (url: string) =>
  (await call(t, 'GET', url, { headers: { accept: 'image/avif,image/webp' } })).statusCode;

/** What a guest, a customer who booked it, a customer and another owner get on each read path. */
async function publicBodies(id: string) {
  const tomorrow = addDays(today, 1);
  const urls = [
    '/api/studio',
    '/api/studio/cities',
    `/api/studio/${id}`,
    `/api/studio?date=${tomorrow}&start=9&hours=2`,
    '/api/studio?q=saket',
    '/api/studio?city=Faridabad',
    `/studios/${id}`,
    '/studios',
    '/studios/in/new-delhi',
    '/studios/in/faridabad',
  ];
  const viewers: [string, string | undefined][] = [
    ['guest', undefined],
    ['customer with a booking', booker.auth],
    ['another customer', customer.auth],
    ['another owner', otherOwner.auth],
  ];
  const bodies: { where: string; body: string }[] = [];
  for (const [who, auth] of viewers) {
    for (const url of urls) {
      const res = await call(t, 'GET', url, auth ? { auth } : {});
      expect([200, 404], `${url} as ${who}`).toContain(res.statusCode);
      bodies.push({ where: `${url} as ${who}`, body: res.body });
    }
  }
  return bodies;
}

describe("an owner's change of an approved studio's public facts", () => {
  let studio: StudioWithAvailability;
  let change: WriteResult;

  beforeAll(async () => {
    studio = await approvedStudio();
    await createBookingRow(t, {
      studioId: studio._id,
      customerId: booker._id,
      date: addDays(today, 2),
      hours: [10],
    });
    const res = await edit(
      studio,
      {
        ...CHANGED,
        packages: [
          { key: '1 Cam', price: 1100 },
          { key: '2 Cam', price: 2400 },
          { key: '3 Cam', price: 3200 },
        ],
        rules: 'Shoes off in the booth.',
        availability: [],
        existingImages: [studio.images[1]],
      },
      [await imageFile('three.png')],
    );
    expect(res.statusCode, res.body).toBe(200);
    change = res.json<WriteResult>();
  });

  it('waits for review: the response says so and carries the pending change', () => {
    expect(change.message).toBe(
      'Your changes were sent for review. Prices and availability are saved; the new name, description, photos, videos or address show once an admin approves them.',
    );
    expect(change.studio).toMatchObject({
      ...LISTED,
      location: { city: 'New Delhi', pinCode: '110017' },
      images: studio.images,
      // Prices and rules apply at once.
      pricePerHour: 1100,
      rules: 'Shoes off in the booth.',
    });
    expect(change.studio.pendingChange).toMatchObject({
      name: CHANGED.name,
      description: CHANGED.description,
      location: CHANGED.location,
      youtubeLinks: ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    });
    const images = change.studio.pendingChange!.images;
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(studio.images[1]);
    expect(images[1]).not.toBe(studio.images[0]);
  });

  it('shows nobody but its owner and admins the change, on any read path', async () => {
    const newPhoto = change.studio.pendingChange!.images[1]!;
    const newCard = change.studio.pendingChange!.cardImages[1]!;
    for (const { where, body } of await publicBodies(studio._id)) {
      for (const word of [...LEAK_WORDS, CHANGED.name, newPhoto, newCard]) {
        expect(body, where).not.toContain(word);
      }
      expect(body, where).not.toContain('pendingChange');
    }
    // The listed version, and the new price, are what they get.
    const asBooker = (
      await call(t, 'GET', `/api/studio/${studio._id}`, { auth: booker.auth })
    ).json<{ studio: Studio }>().studio;
    expect(asBooker).toMatchObject({ ...LISTED, isMasked: false, pricePerHour: 1100 });
    expect(asBooker.images).toEqual(studio.images);
    const search = await call(t, 'GET', '/api/studio?q=quokka', { auth: booker.auth });
    expect(search.json()).toEqual([]);

    for (const auth of [owner.auth, admin.auth]) {
      expect((await managed(studio._id, auth)).pendingChange?.name).toBe(CHANGED.name);
    }
    const own = (await call(t, 'GET', '/api/owner/studios', { auth: owner.auth })).json<
      StudioWithAvailability[]
    >();
    expect(own.find((s) => s._id === studio._id)?.pendingChange?.name).toBe(CHANGED.name);
  });

  it('is listed for admins with the change, and approving it lists it for everyone', async () => {
    const waiting = await call(t, 'GET', '/api/admin/studios/changes', { auth: admin.auth });
    expect(waiting.statusCode).toBe(200);
    const listed = waiting.json<StudioWithAvailability[]>().find((s) => s._id === studio._id);
    expect(listed).toMatchObject({ ...LISTED, pendingChange: { name: CHANGED.name } });

    const removedPhoto = studio.images[0]!;
    const res = await approveChanges(studio._id, {
      submittedAt: listed!.pendingChange!.submittedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<WriteResult>();
    expect(approved.message).toBe('Studio changes approved and now live');
    expect(approved.studio).toMatchObject({
      name: CHANGED.name,
      description: CHANGED.description,
      location: CHANGED.location,
      images: change.studio.pendingChange!.images,
      pendingChange: null,
    });

    const guest = (await call(t, 'GET', `/api/studio/${studio._id}`)).json<{ studio: Studio }>()
      .studio;
    expect(guest).toMatchObject({
      description: CHANGED.description,
      location: { city: 'Faridabad' },
      images: change.studio.pendingChange!.images,
    });
    expect(guest.name).toMatch(/^Hive Studio \d+, Faridabad$/);
    const asBooker = await call(t, 'GET', '/api/studio?q=quokka', { auth: booker.auth });
    expect(asBooker.json<Studio[]>().map((s) => s.name)).toEqual([CHANGED.name]);
    const page = await call(t, 'GET', `/studios/${studio._id}`);
    expect(page.body).toContain('Zebrawood');
    expect((await call(t, 'GET', '/api/studio/cities')).json()).toContain('Faridabad');
    // The photo the change removed is gone, every size of it; the one it added is served, in
    // its gallery size too (decision 056).
    expect(await status(removedPhoto)).toBe(404);
    expect(await avifStatus(studio.galleryImages[0]!)).toBe(404);
    expect(await avifStatus(studio.cardImages[0]!)).toBe(404);
    expect(await status(change.studio.pendingChange!.images[1]!)).toBe(200);
    expect(guest.galleryImages[0]).toBe(studio.galleryImages[1]);
    expect(guest.galleryImages[1]).not.toBe(guest.images[1]);
    expect(await status(guest.galleryImages[1]!)).toBe(200);

    const again = await approveChanges(studio._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This studio has no changes waiting for review.');
  });
});

describe('replacing, withdrawing and rejecting a change', () => {
  it('keeps one pending change, the newest, and deletes photos no version lists', async () => {
    const studio = await approvedStudio();
    const first = (
      await edit(studio, { name: 'Draft One', existingImages: studio.images }, [
        await imageFile('a.png'),
      ])
    ).json<WriteResult>();
    const photoA = first.studio.pendingChange!.images[2]!;
    expect(await status(photoA)).toBe(200);

    // The edit screen sends the pending photos back: kept, with the newer name.
    const second = await edit(studio, {
      name: 'Draft Two',
      existingImages: first.studio.pendingChange!.images,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<WriteResult>().studio.pendingChange).toMatchObject({
      name: 'Draft Two',
      images: first.studio.pendingChange!.images,
    });

    // Dropping photo A from the change deletes it; the listed photos stay.
    const third = (
      await edit(studio, { name: 'Draft Two', existingImages: studio.images }, [
        await imageFile('b.png'),
      ])
    ).json<WriteResult>();
    const photoB = third.studio.pendingChange!.images[2]!;
    expect(await status(photoA)).toBe(404);
    for (const url of studio.images) expect(await status(url)).toBe(200);

    // Back to the listed facts: nothing waits any more, and it is a plain save.
    const back = await edit(studio, { existingImages: studio.images });
    expect(back.json<WriteResult>()).toMatchObject({
      message: 'Studio updated successfully. Your availability has been saved.',
      studio: { pendingChange: null, name: LISTED.name },
    });
    expect(await status(photoB)).toBe(404);
    const waiting = (await call(t, 'GET', '/api/admin/studios/changes', { auth: admin.auth })).json<
      StudioWithAvailability[]
    >();
    expect(waiting.map((s) => s._id)).not.toContain(studio._id);
  });

  it('applies a prices-only edit at once with the saved message', async () => {
    const studio = await approvedStudio();
    const res = await edit(studio, {
      existingImages: studio.images,
      packages: [
        { key: '1 Cam', price: 1500 },
        { key: '2 Cam', price: 2400 },
        { key: '3 Cam', price: 3200 },
      ],
    });
    expect(res.json<WriteResult>()).toMatchObject({
      message: 'Studio updated successfully. Your availability has been saved.',
      studio: { pendingChange: null, pricePerHour: 1500 },
    });
    const guest = (await call(t, 'GET', `/api/studio/${studio._id}`)).json<{ studio: Studio }>();
    expect(guest.studio.pricePerHour).toBe(1500);
  });

  it('refuses to approve a change the owner replaced since the admin read it', async () => {
    const studio = await approvedStudio();
    const read = (
      await edit(studio, { name: 'Seen Name', existingImages: studio.images })
    ).json<WriteResult>().studio.pendingChange!;
    t.clock.advanceMinutes(1);
    await edit(studio, { name: 'Unseen Name', existingImages: studio.images });
    const res = await approveChanges(studio._id, { submittedAt: read.submittedAt });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The owner changed these changes again since you opened them. Please review them again.',
    );
    expect((await managed(studio._id)).name).toBe(LISTED.name);
  });

  it("rejecting drops the change and its new photos, and tells the owner the admin's reason", async () => {
    const studio = await approvedStudio();
    const pending = (
      await edit(studio, { ...CHANGED, existingImages: [] }, [await imageFile('c.png')])
    ).json<WriteResult>().studio.pendingChange!;
    await t.app.notifications.deliverNow();
    const before = (await readOutbox(t.config.dataDir)).length;

    const res = await rejectChanges(studio._id, { reason: 'The photos show another venue.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Studio changes rejected' });
    expect(await status(pending.images[0]!)).toBe(404);
    for (const url of studio.images) expect(await status(url)).toBe(200);
    expect(await managed(studio._id)).toMatchObject({
      ...LISTED,
      images: studio.images,
      pendingChange: null,
    });

    await t.app.notifications.deliverNow();
    const sent = (await readOutbox(t.config.dataDir)).slice(before);
    const mail = sent.find((m) => m.channel === 'email' && m.to === owner.email);
    expect(mail).toMatchObject({ subject: 'Studio Hive: your studio changes were not approved' });
    expect(mail?.text).toContain('Studio:  Saket Sound Lab');
    expect(mail?.text).toContain('> The photos show another venue.');
    expect(sent.some((m) => m.channel === 'sms' && m.to === `+91${owner.phone}`)).toBe(true);

    expect((await rejectChanges(studio._id)).statusCode).toBe(409);
  });

  it("deleting a studio deletes its pending change's photos", async () => {
    const studio = await approvedStudio();
    const pending = (
      await edit(studio, { existingImages: studio.images }, [await imageFile('d.png')])
    ).json<WriteResult>().studio.pendingChange!;
    const res = await call(t, 'DELETE', `/api/studio/${studio._id}`, { auth: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(pending.images[2]!)).toBe(404);
  });
});

describe('who may review changes', () => {
  it('admins only; 404 for an unknown studio; 409 without a pending change', async () => {
    const studio = await approvedStudio();
    await edit(studio, { name: 'Waiting Name', existingImages: studio.images });
    for (const auth of [owner.auth, otherOwner.auth, customer.auth]) {
      expect((await call(t, 'GET', '/api/admin/studios/changes', { auth })).statusCode).toBe(403);
      expect((await approveChanges(studio._id, undefined, auth)).statusCode).toBe(403);
      expect((await rejectChanges(studio._id, undefined, auth)).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/studios/changes')).statusCode).toBe(401);
    expect((await managed(studio._id)).pendingChange?.name).toBe('Waiting Name');

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await approveChanges(unknown)).statusCode).toBe(404);
    expect((await rejectChanges(unknown)).statusCode).toBe(404);
    const untouched = await approvedStudio();
    expect((await approveChanges(untouched._id)).statusCode).toBe(409);
    expect((await rejectChanges(untouched._id)).statusCode).toBe(409);
    expect((await approveChanges(studio._id, { submittedAt: 'yesterday' })).statusCode).toBe(400);
  });

  it('only the owner edits, and the pending change stays out of other owners’ reach', async () => {
    const studio = await approvedStudio();
    const res = await edit(
      studio,
      { name: 'Hijack', existingImages: studio.images },
      [],
      otherOwner.auth,
    );
    expect(res.statusCode).toBe(403);
    const seen = await call(t, 'GET', `/api/studio/${studio._id}`, { auth: otherOwner.auth });
    expect(seen.body).not.toContain('pendingChange');
  });
});
