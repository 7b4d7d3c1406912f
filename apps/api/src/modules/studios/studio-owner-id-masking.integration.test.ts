import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type Studio } from '@studio-hive/domain';
import {
  call,
  createBookingRow,
  createReviewRow,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { startStudiosApp } from './studios-test-fixture';

/**
 * A masked studio carries no owner id (docs/api.md#masked-studios, decision 027). The attack:
 * an owner who writes one review shows their id and name beside it; were `author` on their
 * masked studios, anyone could link those studios to the person.
 */

let t: TestApp;
let app: Awaited<ReturnType<typeof startStudiosApp>>;
let owner: Account;
let requester: Account;
let hidden: { id: string };

const NOW = new Date('2026-11-23T04:45:00Z');
const tomorrow = addDays('2026-11-23', 1);

beforeAll(async () => {
  app = await startStudiosApp();
  t = app.t;
  t.clock.now = new Date(NOW);
  [owner, requester] = await Promise.all([
    signedInAccount(t, 'owner', { name: 'Zubin Quill' }),
    signedInAccount(t, 'customer'),
  ]);
  hidden = await createStudioRow(t, {
    authorId: owner._id,
    city: 'Gurgaon',
    slots: [[tomorrow, [9, 10, 11, 12]]],
  });
  // The owner reviews someone else's studio: their id is public beside the review.
  const reviewed = await createStudioRow(t, { authorId: app.otherOwner._id });
  await createReviewRow(t, { studioId: reviewed.id, reviewerId: owner._id });
  // A request does not unmask the studio.
  await createBookingRow(t, {
    studioId: hidden.id,
    customerId: requester._id,
    date: tomorrow,
    hours: [12],
    status: 'requested',
    decisionDueAt: new Date(NOW.getTime() + 24 * 3_600_000),
  });
});
afterAll(() => t.close());

describe("a masked studio never shows its owner's id", () => {
  it('in the listing, the studio, the free-time search, the pages, availability and bookings', async () => {
    const urls = [
      '/api/studio',
      '/api/studio?limit=5',
      '/api/studio?city=Gurgaon',
      `/api/studio?date=${tomorrow}&start=9&hours=2`,
      `/api/studio/${hidden.id}`,
      `/api/availability/${hidden.id}`,
      `/studios/${hidden.id}`,
      '/studios/in/gurgaon',
      '/studios',
    ];
    const viewers: [string, string | undefined][] = [
      ['guest', undefined],
      ['customer', app.customer.auth],
      ['customer with a request', requester.auth],
      ['another owner', app.otherOwner.auth],
    ];
    for (const [who, auth] of viewers) {
      for (const url of [...urls, ...(auth ? ['/api/booking/customer'] : [])]) {
        const res = await call(t, 'GET', url, auth ? { auth } : {});
        if (url.startsWith('/api/availability') && !auth) {
          expect(res.statusCode).toBe(401);
          continue;
        }
        expect(res.statusCode, `${url} as ${who}`).toBe(200);
        expect(res.body, `${url} as ${who}`).not.toContain(owner._id);
      }
    }
    const guestView = (await call(t, 'GET', `/api/studio/${hidden.id}`)).json<{ studio: Studio }>()
      .studio;
    expect(guestView).toMatchObject({ isMasked: true });
    expect(guestView).not.toHaveProperty('author');
  });

  it('its owner and admins still see it', async () => {
    for (const auth of [owner.auth, app.admin.auth]) {
      const one = await call(t, 'GET', `/api/studio/${hidden.id}`, { auth });
      expect(one.json<{ studio: Studio }>().studio.author).toBe(owner._id);
      const list = (await call(t, 'GET', '/api/studio', { auth })).json<Studio[]>();
      expect(list.find((studio) => studio._id === hidden.id)?.author).toBe(owner._id);
    }
  });
});
