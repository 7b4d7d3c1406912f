import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  istToday,
  REVIEW_MESSAGES,
  STUDIO_MESSAGES,
  type Review,
  type Studio,
} from '@studio-hive/domain';
import {
  call,
  createBookingRow,
  createReviewRow,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let today: string;

let owner: Account;
let otherOwner: Account;
let customer: Account;
let admin: Account;

const post = (auth: string | undefined, payload: unknown) =>
  call(t, 'POST', '/api/review', { ...(auth ? { auth } : {}), payload });
const list = (studioId: string) => call(t, 'GET', `/api/review/studio/${studioId}`);
const review = (text: string) => JSON.parse(text) as { review: Review };

const body = (studio: string, overrides: Record<string, unknown> = {}) => ({
  studio,
  rating: 5,
  description: 'Quiet room, great microphones, friendly host.',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  today = istToday(t.clock.now);
  [owner, otherOwner, customer, admin] = await Promise.all([
    signedInAccount(t, 'owner', { name: 'Meera Kapoor' }),
    signedInAccount(t, 'owner', { name: 'Vikram Rao' }),
    signedInAccount(t, 'customer', { name: 'Rohan Mehta' }),
    signedInAccount(t, 'admin'),
  ]);
});
afterAll(() => t.close());

describe('POST /api/review', () => {
  it('lets a signed-in customer review an approved studio once (201, then 409)', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const res = await post(customer.auth, body(studio.id, { description: '  Lovely room.  ' }));
    expect(res.statusCode).toBe(201);
    const { review: created } = review(res.body);
    expect(created).toEqual({
      _id: expect.any(String),
      studio: studio.id,
      rating: 5,
      description: 'Lovely room.',
      reviewer: { _id: customer._id, name: 'Rohan Mehta' },
      verified: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toContain(customer.email);

    const again = await post(customer.auth, body(studio.id, { rating: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
    expect((await list(studio.id)).json<Review[]>()).toHaveLength(1);
  });

  it('lets exactly one of several simultaneous first reviews through', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(customer.auth, body(studio.id, { rating: 1 + (i % 5) })),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    }
  });

  it("refuses the studio's own author (403); another owner and an admin may review", async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const own = await post(owner.auth, body(studio.id));
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'FORBIDDEN', message: REVIEW_MESSAGES.ownStudio });
    expect((await post(otherOwner.auth, body(studio.id))).statusCode).toBe(201);
    expect((await post(admin.auth, body(studio.id, { rating: 3 }))).statusCode).toBe(201);
  });

  it('asks guests to sign in (401)', async () => {
    const studio = await createStudioRow(t);
    const res = await post(undefined, body(studio.id));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('responds with 404 for an unknown or pending studio', async () => {
    const pending = await createStudioRow(t, { approved: false });
    for (const id of [pending.id, '7d0f6a52-3c1e-4b8e-9a51-0c8f4d2e6b19']) {
      const res = await post(customer.auth, body(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: STUDIO_MESSAGES.studioNotFound });
    }
  });

  it('refuses bad input with 400 and a clear message, never 500', async () => {
    const studio = await createStudioRow(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, 'rating', REVIEW_MESSAGES.ratingRequired],
      [{ rating: undefined }, 'rating', REVIEW_MESSAGES.ratingRequired],
      [{ rating: 6 }, 'rating', REVIEW_MESSAGES.ratingRange],
      [{ rating: 2.5 }, 'rating', REVIEW_MESSAGES.ratingRange],
      [{ rating: '5' }, 'rating', REVIEW_MESSAGES.ratingRequired],
      [{ description: undefined }, 'description', REVIEW_MESSAGES.descriptionRequired],
      [{ description: '   ' }, 'description', REVIEW_MESSAGES.descriptionRequired],
      [{ description: 'x'.repeat(2001) }, 'description', REVIEW_MESSAGES.descriptionTooLong],
      [{ description: 'nul \u0000 byte' }, 'description', REVIEW_MESSAGES.descriptionInvalid],
      [{ studio: 'not-a-studio' }, 'studio', REVIEW_MESSAGES.studioRequired],
      [{ studio: undefined }, 'studio', REVIEW_MESSAGES.studioRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(customer.auth, body(studio.id, overrides));
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message,
        fieldErrors: { [field]: message },
      });
    }
    const huge = await post(customer.auth, body(studio.id, { description: 'x'.repeat(2_000_000) }));
    expect(huge.statusCode).toBe(413);
    const notJson = await call(t, 'POST', '/api/review', {
      auth: customer.auth,
      payload: '{"rating": 5,',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const notObject = await post(customer.auth, [1, 2]);
    expect(notObject.statusCode).toBe(400);
    expect((await list(studio.id)).json<Review[]>()).toEqual([]);
  });
});

describe('GET /api/review/studio/:id', () => {
  it('shows anyone the reviews newest first, with the reviewer by id and name only', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const first = await post(customer.auth, body(studio.id, { rating: 4 }));
    const second = await post(otherOwner.auth, body(studio.id, { rating: 2 }));
    const res = await list(studio.id);
    expect(res.statusCode).toBe(200);
    const reviews = res.json<Review[]>();
    expect(reviews.map((r) => r._id)).toEqual([
      review(second.body).review._id,
      review(first.body).review._id,
    ]);
    expect(reviews[1]!.reviewer).toEqual({ _id: customer._id, name: 'Rohan Mehta' });
    for (const who of [customer, otherOwner]) {
      expect(res.body).not.toContain(who.email);
      expect(res.body).not.toContain(who.phone);
    }
    expect(Object.keys(reviews[0]!.reviewer)).toEqual(['_id', 'name']);
  });

  it('responds with 404 for unknown, malformed and pending studios', async () => {
    const pending = await createStudioRow(t, { approved: false });
    for (const id of [pending.id, '7d0f6a52-3c1e-4b8e-9a51-0c8f4d2e6b19', 'nope']) {
      expect((await list(id)).statusCode).toBe(404);
    }
  });

  it('marks a review verified when its author has a booking at the studio that took place', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const other = await createStudioRow(t);
    const booker = await signedInAccount(t, 'customer', { name: 'Kavya Iyer' });
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: booker._id,
      date: addDays(today, -1),
      hours: [10],
    });
    // A booking elsewhere does not count.
    await createBookingRow(t, {
      studioId: other.id,
      customerId: customer._id,
      date: addDays(today, -1),
      hours: [11],
    });

    const verified = await post(booker.auth, body(studio.id));
    expect(review(verified.body).review.verified).toBe(true);
    const unverified = await post(customer.auth, body(studio.id));
    expect(review(unverified.body).review.verified).toBe(false);

    const byReviewer = new Map(
      (await list(studio.id)).json<Review[]>().map((r) => [r.reviewer._id, r.verified]),
    );
    expect(byReviewer).toEqual(
      new Map([
        [booker._id, true],
        [customer._id, false],
      ]),
    );
  });

  it('does not verify a review from a booking that did not take place', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const reviewer = async (name: string) => signedInAccount(t, 'customer', { name });
    const verifiedOf = async (account: Account) =>
      (await list(studio.id)).json<Review[]>().find((r) => r.reviewer._id === account._id)
        ?.verified;

    // Booked, then cancelled by the customer before it took place.
    const canceller = await reviewer('Aarav Shah');
    const cancelled = await createBookingRow(t, {
      studioId: studio.id,
      customerId: canceller._id,
      date: addDays(today, 7),
      hours: [10, 11],
    });
    const cancel = await call(t, 'POST', `/api/booking/${cancelled.id}/cancel`, {
      auth: canceller.auth,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(review((await post(canceller.auth, body(studio.id))).body).review.verified).toBe(false);

    // Confirmed, but still to come.
    const early = await reviewer('Diya Rao');
    await createBookingRow(t, {
      studioId: studio.id,
      customerId: early._id,
      date: addDays(today, 7),
      hours: [12],
    });
    expect(review((await post(early.auth, body(studio.id))).body).review.verified).toBe(false);

    // Took place and was reviewed, then the owner marked it a no-show: no longer verified.
    const absent = await reviewer('Ishaan Gupta');
    const missed = await createBookingRow(t, {
      studioId: studio.id,
      customerId: absent._id,
      date: addDays(today, -1),
      hours: [14],
    });
    expect(review((await post(absent.auth, body(studio.id))).body).review.verified).toBe(true);
    const noShow = await call(t, 'POST', `/api/booking/${missed.id}/no-show`, {
      auth: owner.auth,
      payload: {},
    });
    expect(noShow.statusCode).toBe(200);
    expect(await verifiedOf(absent)).toBe(false);
    expect(await verifiedOf(canceller)).toBe(false);
    expect(await verifiedOf(early)).toBe(false);
  });
});

describe('PUT and DELETE /api/review/:id', () => {
  it('lets only the reviewer change a review', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const { review: mine } = review((await post(customer.auth, body(studio.id))).body);
    const url = `/api/review/${mine._id}`;
    const change = { rating: 3, description: 'Good, but the AC was loud.' };

    expect((await call(t, 'PUT', url, { payload: change })).statusCode).toBe(401);
    for (const other of [otherOwner, owner, admin]) {
      const res = await call(t, 'PUT', url, { auth: other.auth, payload: change });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: REVIEW_MESSAGES.notReviewer });
    }
    const bad = await call(t, 'PUT', url, {
      auth: customer.auth,
      payload: { ...change, rating: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: REVIEW_MESSAGES.ratingRequired });

    const res = await call(t, 'PUT', url, { auth: customer.auth, payload: change });
    expect(res.statusCode).toBe(200);
    expect(review(res.body).review).toMatchObject({
      _id: mine._id,
      ...change,
      createdAt: mine.createdAt,
    });
    expect((await list(studio.id)).json<Review[]>()[0]).toMatchObject(change);

    for (const id of ['7d0f6a52-3c1e-4b8e-9a51-0c8f4d2e6b19', 'nope']) {
      const missing = await call(t, 'PUT', `/api/review/${id}`, {
        auth: customer.auth,
        payload: change,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: REVIEW_MESSAGES.reviewNotFound });
    }
  });

  it('lets only the reviewer delete a review, which frees the studio for a new one', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const { review: mine } = review((await post(customer.auth, body(studio.id))).body);
    const url = `/api/review/${mine._id}`;

    expect((await call(t, 'DELETE', url)).statusCode).toBe(401);
    for (const other of [otherOwner, owner, admin]) {
      expect((await call(t, 'DELETE', url, { auth: other.auth })).statusCode).toBe(403);
    }
    const res = await call(t, 'DELETE', url, { auth: customer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Review deleted successfully' });
    expect((await list(studio.id)).json()).toEqual([]);
    expect((await call(t, 'DELETE', url, { auth: customer.auth })).statusCode).toBe(404);
    expect((await post(customer.auth, body(studio.id))).statusCode).toBe(201);
  });
});

describe("the studio's ratingSummary follows every review change", () => {
  const detail = async (id: string, auth?: string) =>
    (await call(t, 'GET', `/api/studio/${id}`, auth ? { auth } : {})).json<{ studio: Studio }>()
      .studio.ratingSummary;
  const inListing = async (id: string) =>
    (await call(t, 'GET', '/api/studio')).json<Studio[]>().find((s) => s._id === id)!.ratingSummary;

  it('in the cached guest responses and the signed-in views of listing and detail', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id });
    const existing = await signedInAccount(t, 'customer');
    await createReviewRow(t, { studioId: studio.id, reviewerId: existing._id, rating: 4 });
    const expectSummary = async (summary: { average: number; count: number }) => {
      expect(await detail(studio.id)).toEqual(summary);
      expect(await detail(studio.id)).toEqual(summary); // the cached guest response
      expect(await inListing(studio.id)).toEqual(summary);
      expect(await detail(studio.id, otherOwner.auth)).toEqual(summary);
      expect(await detail(studio.id, owner.auth)).toEqual(summary);
    };
    await expectSummary({ average: 4, count: 1 });

    const created = await post(customer.auth, body(studio.id, { rating: 5 }));
    await expectSummary({ average: 4.5, count: 2 });

    const { review: mine } = review(created.body);
    await call(t, 'PUT', `/api/review/${mine._id}`, {
      auth: customer.auth,
      payload: { rating: 1, description: 'Changed my mind.' },
    });
    await expectSummary({ average: 2.5, count: 2 });

    await call(t, 'DELETE', `/api/review/${mine._id}`, { auth: customer.auth });
    await expectSummary({ average: 4, count: 1 });
  });

  it('responds to a repeat guest visit with a new ETag after a review', async () => {
    const studio = await createStudioRow(t);
    const first = await call(t, 'GET', `/api/studio/${studio.id}`);
    const etag = first.headers.etag as string;
    expect(
      (await call(t, 'GET', `/api/studio/${studio.id}`, { headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    await post(customer.auth, body(studio.id, { rating: 3 }));
    const after = await call(t, 'GET', `/api/studio/${studio.id}`, {
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ studio: Studio }>().studio.ratingSummary).toEqual({ average: 3, count: 1 });
  });
});
