import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingState, Studio } from '@studio-hive/domain';
import { call } from '../../test/factories';
import {
  leaksIn,
  maskingAuditForFile,
  STUDIO_KEYS,
  STUDIOS,
  type Read,
  type StudioKey,
  type Viewer,
} from '../../test/fixtures/masking-audit';
import {
  everyStudio,
  firstResponse,
  readAsEveryViewer,
  responseSentAs,
  searches,
  unfolded,
  type How,
  type Seen,
} from '../../test/fixtures/masking-audit-reads';

/**
 * Masked studios (test/fixtures/masking-audit.ts) on every GET route of the OpenAPI document, as every
 * kind of viewer; the pages rendered on the server are audited in
 * masking-audit-pages.integration.test.ts. A new read route fails here until it is in READS or in
 * CANNOT_CARRY_A_STUDIO with the reason.
 */

const f = maskingAuditForFile();

/** Every GET route of the OpenAPI document, and the addresses a viewer reads it at. */
const READS: Record<string, (viewer: Viewer) => Read[]> = {
  '/api/studio': () => [
    { url: '/api/studio' },
    { url: '/api/studio?limit=2' },
    { url: '/api/studio?page=2&limit=2' },
    { url: '/api/studio?city=Gurgaon' },
    { url: '/api/studio?city=noida' },
    { url: '/api/studio?city=New%20Delhi&limit=1' },
    { url: `/api/studio?date=${f.tomorrow}&start=9&hours=2` },
    { url: `/api/studio?date=${f.tomorrow}&start=10&city=Gurgaon&limit=1` },
    ...searches(f, '/api/studio'),
  ],
  '/api/studio/cities': () => [{ url: '/api/studio/cities' }],
  '/api/studio/{id}': () => everyStudio(f, (id) => `/api/studio/${id}`),
  '/api/owner/studios': () => [{ url: '/api/owner/studios' }],
  '/api/admin/studios/pending': () => [{ url: '/api/admin/studios/pending' }],
  '/api/admin/studios/changes': () => [{ url: '/api/admin/studios/changes' }],
  '/api/review/studio/{id}': () => everyStudio(f, (id) => `/api/review/studio/${id}`),
  '/api/availability/{id}': () => everyStudio(f, (id) => `/api/availability/${id}`),
  '/api/studio/{id}/calendars': () => everyStudio(f, (id) => `/api/studio/${id}/calendars`),
  '/api/booking/customer': () => [{ url: '/api/booking/customer' }],
  '/api/booking/owner': () => [{ url: '/api/booking/owner' }],
  '/api/booking/{id}/calendar.ics': () =>
    f.bookings.map(({ id }) => ({ url: `/api/booking/${id}/calendar.ics` })),
  '/api/admin/bookings': () => [
    { url: '/api/admin/bookings' },
    { url: `/api/admin/bookings?q=${STUDIOS.loft.tells.name}` },
  ],
  '/api/owner/week': () => [
    { url: '/api/owner/week' },
    { url: `/api/owner/week?from=${f.tomorrow}` },
  ],
  '/api/owner/calendar-feed': () => [{ url: '/api/owner/calendar-feed' }],
  '/api/calendar/{file}': (viewer) => (viewer.feed ? [{ url: viewer.feed }] : []),
  '/api/booking/customer/summary': () => [{ url: '/api/booking/customer/summary' }],
  '/api/booking/owner/summary': () => [{ url: '/api/booking/owner/summary' }],
  '/api/admin/summary': () => [{ url: '/api/admin/summary' }],
  '/api/admin/inquiries': () => [{ url: '/api/admin/inquiries' }],
  '/api/admin/contact-messages': () => [{ url: '/api/admin/contact-messages' }],
};

/** GET routes of the OpenAPI document that are not read, and why none can carry a studio. */
const CANNOT_CARRY_A_STUDIO: Record<string, string> = {
  '/api/health': 'the state of the server, its database and Redis, the same for everyone',
  '/api/user/me': "the caller's own account",
};

const readsOf = (viewer: Viewer): Read[] => Object.values(READS).flatMap((of) => of(viewer));

describe('a masked studio, on every read route and encoding', () => {
  let seen: Seen[];

  beforeAll(async () => {
    seen = await readAsEveryViewer(f, readsOf);
  });

  /** The first response `viewer` got from `url`, decoded. */
  const responseOf = (viewer: Viewer, url: string) => firstResponse(seen, viewer, url);
  const viewerCalled = (who: string) => f.viewers.find((v) => v.who === who)!;

  it('reads every GET route of the OpenAPI document, or says why it cannot carry a studio', () => {
    const routes = Object.entries(f.t.app.swagger().paths ?? {})
      .filter(([, operations]) => operations && 'get' in operations)
      .map(([path]) => path);
    expect(
      routes.filter((path) => !(path in READS) && !(path in CANNOT_CARRY_A_STUDIO)),
      'read routes neither audited nor excused: add them to READS, or to CANNOT_CARRY_A_STUDIO saying why',
    ).toEqual([]);
    expect(
      [...Object.keys(READS), ...Object.keys(CANNOT_CARRY_A_STUDIO)].filter(
        (path) => !routes.includes(path),
      ),
      'routes the document no longer has',
    ).toEqual([]);
  });

  it('shows no masked viewer a real name, address, PIN code, handle or owner, anywhere', () => {
    expect(seen.filter(({ res }) => res.statusCode >= 500).map(({ read: r }) => r.url)).toEqual([]);
    expect(seen.flatMap((s) => leaksIn(f, s))).toEqual([]);
  });

  it("gives the masked shape: 'Hive Studio {n}, {city}', no address, PIN code, handle or author", () => {
    for (const who of f.viewers) {
      for (const key of STUDIO_KEYS.filter((k) => !who.sees.includes(k))) {
        const { studio } = JSON.parse(responseOf(who, `/api/studio/${f.studios[key].id}`).body) as {
          studio: Studio;
        };
        const { city } = STUDIOS[key].row;
        expect(studio, `${key} as ${who.who}`).toMatchObject({
          name: `Hive Studio ${f.studios[key].publicNumber}, ${city}`,
          location: { fullAddress: null, pinCode: '', city },
          instagramUsername: null,
          isMasked: true,
        });
        expect(studio, `${key} as ${who.who}`).not.toHaveProperty('author');
      }
    }
  });

  it('shows its owner, admins and its confirmed or no-show customer the real facts', () => {
    for (const who of f.viewers) {
      for (const key of who.sees) {
        const { id } = f.studios[key];
        const { name, instagramUsername, ...location } = STUDIOS[key].row;
        const { studio } = JSON.parse(responseOf(who, `/api/studio/${id}`).body) as {
          studio: Studio;
        };
        expect(studio, `${key} as ${who.who}`).toMatchObject({
          name,
          instagramUsername,
          location,
          author: f.owners[STUDIOS[key].owner]._id,
          isMasked: false,
        });
        const found = JSON.parse(
          responseOf(who, `/api/studio?q=${encodeURIComponent(name)}`).body,
        ) as Studio[];
        // Their search by the real name finds it, in the listing's shape with its owner.
        expect(
          found.find((s) => s._id === id),
          `${key} as ${who.who}`,
        ).toMatchObject({
          name,
          author: f.owners[STUDIOS[key].owner]._id,
        });
      }
    }
    const bookingsOf = (who: string) => responseOf(viewerCalled(who), '/api/booking/customer').body;
    expect(bookingsOf('a customer with a confirmed booking')).toContain(STUDIOS.loft.row.name);
    expect(bookingsOf('a customer marked a no-show')).toContain(STUDIOS.house.row.fullAddress);
    // A deposit's payment link pays the studio under the name its customer knows.
    expect(bookingsOf('a customer awaiting a deposit')).toContain(
      `upi://pay?pa=tb.payments%40okaxis&pn=Hive%20Studio%20${f.studios.pad.publicNumber}%2C%20New%20Delhi&`,
    );
    const owner = viewerCalled('the owner');
    expect(unfolded(responseOf(owner, owner.feed!).body)).toContain(STUDIOS.loft.row.name);
  });

  it("names the studio masked in its customer's calendar file until the booking is confirmed", () => {
    const fileOf = (status: BookingState, studio: StudioKey) => {
      const booking = f.bookings.find((b) => b.status === status && b.studio === studio)!;
      const who = f.viewers.find((v) => v.account === booking.customer)!;
      const seenFile = responseOf(who, `/api/booking/${booking.id}/calendar.ics`);
      expect(seenFile.res.statusCode).toBe(200);
      return unfolded(seenFile.body);
    };
    const request = fileOf('requested', 'loft');
    expect(request).toContain(
      `SUMMARY:Studio Hive booking: Hive Studio ${f.studios.loft.publicNumber}\\, Gurgaon`,
    );
    expect(request).toContain('LOCATION:Gurgaon\r\n');
    expect(fileOf('confirmed', 'loft')).toContain('LOCATION:Plot 77\\, Wombat Vihar\\, Gurgaon');
  });

  it('read each kind of response: the fast path, encodings, 304s, feeds', () => {
    const guest = f.viewers[0]!;
    const of = (who: Viewer, url: string, how: How) => responseSentAs(seen, who, url, how);
    for (const encoding of ['br', 'gzip'] as const) {
      const url = '/api/studio';
      expect(of(guest, url, encoding).headers['content-encoding'], url).toBe(encoding);
      const signedIn = seen.filter((s) => s.viewer.account && s.how === encoding);
      expect(signedIn.some((s) => s.res.headers['content-encoding'] === encoding)).toBe(true);
    }
    expect(of(guest, '/api/studio', 'if-none-match').statusCode).toBe(304);
    expect(of(guest, '/api/studio', 'plain, again').body).toBe(
      of(guest, '/api/studio', 'plain').body,
    );

    const requester = viewerCalled('a customer with requests');
    expect(JSON.parse(responseOf(requester, '/api/booking/customer').body)).toHaveLength(2);
    const tara = viewerCalled('another owner');
    expect(responseOf(tara, tara.feed!).body).toContain('STATUS:TENTATIVE');
  });

  it("rests on the owners' ids being public beside their reviews", async () => {
    const res = await call(f.t, 'GET', `/api/review/studio/${f.reviewedByOwners}`);
    expect(res.body).toContain(f.owners.zubin._id);
    expect(res.body).toContain(f.owners.tara._id);
  });
});
