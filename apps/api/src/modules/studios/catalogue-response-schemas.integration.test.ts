import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Studio } from '@studio-hive/domain';
import { call, createStudioRow } from '../../test/factories';
import { startStudiosApp } from '../../test/fixtures/studios';
import { PRESERIALISED_RESPONSE_SCHEMAS } from './studios.routes';

type Started = Awaited<ReturnType<typeof startStudiosApp>>;

/**
 * The catalogue's routes send JSON they serialised themselves, which Fastify's serializer (and so
 * the declared response schema) never sees: each such response, to every kind of viewer, first
 * from the handler and then from the guest fast path, is parsed here with its declared schema.
 */
describe('pre-serialised catalogue responses match their declared schemas', () => {
  let s: Started;
  let approvedId: string;
  beforeAll(async () => {
    s = await startStudiosApp();
    approvedId = (
      await createStudioRow(s.t, {
        authorId: s.owner._id,
        images: ['/uploads/studios/abc/full.webp'],
        packages: [{ key: '1 Cam', price: 1200 }],
      })
    ).id;
    await createStudioRow(s.t, { authorId: s.owner._id, approved: false });
  });
  afterAll(() => s.t.close());

  const viewers = () =>
    ({
      guest: undefined,
      customer: s.customer.auth,
      owner: s.owner.auth,
      admin: s.admin.auth,
    }) as Record<string, string | undefined>;

  it.each(Object.keys(PRESERIALISED_RESPONSE_SCHEMAS))('%s', async (route) => {
    const schema =
      PRESERIALISED_RESPONSE_SCHEMAS[route as keyof typeof PRESERIALISED_RESPONSE_SCHEMAS];
    const url = route.replace(/^GET /, '').replace(':id', approvedId);
    const allowed = route.includes('/owner/')
      ? ['owner']
      : route.includes('/admin/')
        ? ['admin']
        : Object.keys(viewers());
    let checked = 0;
    for (const viewer of allowed) {
      // Twice: built by the handler, then (for a guest) the ready response of the fast path.
      for (const visit of ['first', 'repeat']) {
        const auth = viewers()[viewer];
        const res = await call(s.t, 'GET', url, auth ? { auth } : {});
        expect(res.statusCode, `${viewer} ${visit}`).toBe(200);
        const parsed = schema.safeParse(res.json());
        expect(parsed.error?.issues ?? [], `${viewer} ${visit}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('checks real content: the listing and the owner list are not empty', async () => {
    const list = (await call(s.t, 'GET', '/api/studio')).json<Studio[]>();
    expect(list.length).toBeGreaterThan(0);
    const own = (await call(s.t, 'GET', '/api/owner/studios', { auth: s.owner.auth })).json<
      Studio[]
    >();
    expect(own.length).toBe(2);
  });
});
