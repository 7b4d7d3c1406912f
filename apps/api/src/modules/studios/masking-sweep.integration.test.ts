import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatIndianMobile,
  istToday,
  type BookingState,
  type CancelledBy,
  type Studio,
} from '@studio-hive/domain';
import {
  call,
  createBookingRow,
  createReviewRow,
  createStudioRow,
  signedInAccount,
  uniquePhone,
  type SignedInAccount as Account,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';

/**
 * Masked studios (docs/api.md#masked-studios, decision 027), swept over every read: to anyone but
 * its owner, admins and customers with a confirmed (or no-show) booking there, a studio is 'Hive
 * Studio {n}, {city}' and nothing of its real name, full address, PIN code, Instagram handle or
 * owner reaches them. An owner's id is public beside the reviews they write, so an id on a masked
 * studio would name its owner.
 *
 * Each kind of viewer reads every GET route of the OpenAPI document and every page rendered on
 * the server, compressed (br, gzip); a guest also plainly, twice (the catalogue's fast path and
 * the kept pages), and conditionally (ETag, 304). No masked fact may be in any decoded body or
 * header. A new read route fails the sweep until it is swept here or listed in
 * CANNOT_CARRY_A_STUDIO with the reason.
 */

/**
 * A stand-in for the web app's server entry (apps/web/src/entry-server.tsx, built by `vite build`
 * and not here): it asks the API what the public screens ask, as a guest through the `fetch` it is
 * given, and puts every response in the page and its data block, so whatever a response carries
 * reaches the page. A studio page names its studio for the head, as the real one does.
 */
const SERVER_ENTRY = `
export async function renderPage(url, { fetch }) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const [, top, second, third] = pathname.split('/');
  const calls =
    top === 'studios' && second === 'in' && third
      ? ['/api/studio?city=' + third.replace(/-/g, ' ')]
      : top === 'studios' && second
        ? ['/api/studio/' + second, '/api/review/studio/' + second]
        : top === '' || (top === 'studios' && !second)
          ? ['/api/studio' + search, '/api/studio/cities']
          : null;
  if (!calls) return null;
  const responses = [];
  for (const path of calls) {
    const res = await fetch(path, { headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    responses.push(await res.json());
  }
  return {
    html: '<main>' + JSON.stringify(responses).replace(/</g, '&lt;') + '</main>',
    state: { queries: responses },
    modules: ['src/home.tsx'],
    head: second && second !== 'in' ? { kind: 'studio', studio: responses[0].studio } : null,
  };
}
`;

type StudioKey = 'loft' | 'house' | 'pad';

/**
 * The studios swept, in three cities. `tells` holds a word of each masked fact found nowhere else,
 * so the fact in any form (an .ics escapes its commas, a URL its spaces) contains it.
 */
const STUDIOS: Record<
  StudioKey,
  {
    owner: 'zubin' | 'tara';
    row: {
      name: string;
      fullAddress: string;
      city: string;
      state: string;
      pinCode: string;
      instagramUsername: string;
    };
    tells: Record<'name' | 'full address' | 'PIN code' | 'Instagram handle', string>;
  }
> = {
  loft: {
    owner: 'zubin',
    row: {
      name: 'Quokka Sound Loft',
      fullAddress: 'Plot 77, Wombat Vihar',
      city: 'Gurgaon',
      state: 'Haryana',
      pinCode: '122098',
      instagramUsername: 'zephyrcast',
    },
    tells: {
      name: 'Quokka',
      'full address': 'Wombat',
      'PIN code': '122098',
      'Instagram handle': 'zephyrcast',
    },
  },
  house: {
    owner: 'zubin',
    row: {
      name: 'Marmoset Mic House',
      fullAddress: 'C-12, Ocelot Enclave',
      city: 'Noida',
      state: 'Uttar Pradesh',
      pinCode: '201313',
      instagramUsername: 'kumquatkeys',
    },
    tells: {
      name: 'Marmoset',
      'full address': 'Ocelot',
      'PIN code': '201313',
      'Instagram handle': 'kumquatkeys',
    },
  },
  pad: {
    owner: 'tara',
    row: {
      name: 'Pangolin Podcast Pad',
      fullAddress: '4 Narwhal Lane, Hauz Khas',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110049',
      instagramUsername: 'tapirtapes',
    },
    tells: {
      name: 'Pangolin',
      'full address': 'Narwhal',
      'PIN code': '110049',
      'Instagram handle': 'tapirtapes',
    },
  },
};
const STUDIO_KEYS = Object.keys(STUDIOS) as StudioKey[];

/** A kind of viewer, and the studios they see unmasked (everything else is masked for them). */
type Viewer = {
  who: string;
  account: Account | null;
  sees: readonly StudioKey[];
  /** An owner's own calendar feed: its address is their secret, so only they reach it. */
  feed?: string;
};

let t: TestApp;
let tomorrow: string;
let owners: Record<'zubin' | 'tara', Account>;
let studios: Record<StudioKey, { id: string; publicNumber: number }>;
let bookings: { id: string; studio: StudioKey; customer: Account; status: BookingState }[];
let viewers: Viewer[];
/** A studio neither owner holds, which both owners reviewed. */
let reviewedByOwners: string;

beforeAll(async () => {
  t = await createTestApp({
    WEB_DIST_DIR: fakeWebBuild({ serverEntry: SERVER_ENTRY }),
    PUBLIC_URL: 'https://studiohive.in',
  });
  const today = istToday(t.clock.now);
  tomorrow = addDays(today, 1);
  const aCustomer = () => signedInAccount(t, 'customer');
  const [zubin, tara, admin, customer, requester, decliner, canceller, booker, noShow] =
    await Promise.all([
      signedInAccount(t, 'owner', { name: 'Zubin Quill', phone: uniquePhone() }),
      signedInAccount(t, 'owner', { name: 'Tara Bhasin', phone: uniquePhone() }),
      signedInAccount(t, 'admin'),
      aCustomer(),
      aCustomer(),
      aCustomer(),
      aCustomer(),
      aCustomer(),
      aCustomer(),
    ]);
  owners = { zubin, tara };

  const created = await Promise.all(
    STUDIO_KEYS.map((key) =>
      createStudioRow(t, {
        authorId: owners[STUDIOS[key].owner]._id,
        ...STUDIOS[key].row,
        slots: [[tomorrow, [9, 10, 11, 12, 13]]],
      }),
    ),
  );
  studios = Object.fromEntries(
    created.map((studio, i) => [
      STUDIO_KEYS[i],
      { id: studio.id, publicNumber: studio.publicNumber },
    ]),
  ) as typeof studios;

  // Both owners review someone else's studio: their ids are public beside the reviews.
  reviewedByOwners = (await createStudioRow(t)).id;
  await Promise.all([
    createReviewRow(t, { studioId: reviewedByOwners, reviewerId: zubin._id }),
    createReviewRow(t, { studioId: reviewedByOwners, reviewerId: tara._id }),
    createReviewRow(t, { studioId: studios.loft.id, reviewerId: booker._id }),
  ]);

  // [studio, customer, state, days from today, hour, who cancelled]: every state of a booking.
  const made: [StudioKey, Account, BookingState, number, number, CancelledBy?][] = [
    ['loft', requester, 'requested', 1, 12],
    ['pad', requester, 'requested', 1, 12],
    ['loft', decliner, 'declined', 1, 13],
    ['house', decliner, 'expired', 2, 9],
    ['loft', canceller, 'cancelled', 1, 11, 'customer'],
    ['house', canceller, 'cancelled', 2, 11, 'owner'],
    ['loft', booker, 'confirmed', 2, 10],
    ['pad', booker, 'cancelled', 2, 10, 'customer'],
    ['house', noShow, 'no_show', -1, 10],
  ];
  const decisionDueAt = new Date(t.clock.now.getTime() + 24 * 3_600_000);
  bookings = await Promise.all(
    made.map(async ([studio, customer, status, days, hour, cancelledBy]) => {
      const row = await createBookingRow(t, {
        studioId: studios[studio].id,
        customerId: customer._id,
        date: addDays(today, days),
        hours: [hour],
        status,
        ...(status === 'requested' && { decisionDueAt }),
        ...(cancelledBy && { cancelledBy, cancelReason: 'Plans changed.' }),
      });
      return { id: row.id, studio, customer, status };
    }),
  );

  const feedOf = async (owner: Account) => {
    const res = await call(t, 'GET', '/api/owner/calendar-feed', { auth: owner.auth });
    return new URL(res.json<{ url: string }>().url).pathname;
  };
  viewers = [
    { who: 'a guest', account: null, sees: [] },
    { who: 'a customer without a booking', account: customer, sees: [] },
    { who: 'a customer with requests', account: requester, sees: [] },
    { who: 'a customer with a declined and an expired request', account: decliner, sees: [] },
    { who: 'a customer with cancelled bookings', account: canceller, sees: [] },
    { who: 'another owner', account: tara, sees: ['pad'], feed: await feedOf(tara) },
    // The positive control: they see the real facts.
    { who: 'the owner', account: zubin, sees: ['loft', 'house'], feed: await feedOf(zubin) },
    { who: 'an admin', account: admin, sees: STUDIO_KEYS },
    { who: 'a customer with a confirmed booking', account: booker, sees: ['loft'] },
    { who: 'a customer marked a no-show', account: noShow, sees: ['house'] },
  ];
});
afterAll(() => t.close());

/** A read and, for a search, the studio it looks for (a masked viewer must not find it). */
type Read = { url: string; searchesFor?: StudioKey };

/** Searches by each studio's real name, by its first word, and with free time. */
const searches = (path: '/api/studio' | '/studios'): Read[] =>
  STUDIO_KEYS.flatMap((key) => {
    const word = STUDIOS[key].tells.name;
    return [
      `${path}?q=${encodeURIComponent(STUDIOS[key].row.name)}`,
      `${path}?q=${word}`,
      `${path}?q=${word}&date=${tomorrow}&start=9&hours=2`,
    ].map((url) => ({ url, searchesFor: key }));
  });

const everyStudio = (to: (id: string) => string): Read[] =>
  STUDIO_KEYS.map((key) => ({ url: to(studios[key].id) }));

/** Every GET route of the OpenAPI document, and the addresses a viewer reads it at. */
const READS: Record<string, (viewer: Viewer) => Read[]> = {
  '/api/studio': () => [
    { url: '/api/studio' },
    { url: '/api/studio?limit=2' },
    { url: '/api/studio?page=2&limit=2' },
    { url: '/api/studio?city=Gurgaon' },
    { url: '/api/studio?city=noida' },
    { url: '/api/studio?city=New%20Delhi&limit=1' },
    { url: `/api/studio?date=${tomorrow}&start=9&hours=2` },
    { url: `/api/studio?date=${tomorrow}&start=10&city=Gurgaon&limit=1` },
    ...searches('/api/studio'),
  ],
  '/api/studio/cities': () => [{ url: '/api/studio/cities' }],
  '/api/studio/{id}': () => everyStudio((id) => `/api/studio/${id}`),
  '/api/owner/studios': () => [{ url: '/api/owner/studios' }],
  '/api/admin/studios/pending': () => [{ url: '/api/admin/studios/pending' }],
  '/api/admin/studios/changes': () => [{ url: '/api/admin/studios/changes' }],
  '/api/review/studio/{id}': () => everyStudio((id) => `/api/review/studio/${id}`),
  '/api/availability/{id}': () => everyStudio((id) => `/api/availability/${id}`),
  '/api/booking/customer': () => [{ url: '/api/booking/customer' }],
  '/api/booking/owner': () => [{ url: '/api/booking/owner' }],
  '/api/booking/{id}/calendar.ics': () =>
    bookings.map(({ id }) => ({ url: `/api/booking/${id}/calendar.ics` })),
  '/api/admin/bookings': () => [
    { url: '/api/admin/bookings' },
    { url: `/api/admin/bookings?q=${STUDIOS.loft.tells.name}` },
  ],
  '/api/owner/calendar-feed': () => [{ url: '/api/owner/calendar-feed' }],
  '/api/calendar/{file}': (viewer) => (viewer.feed ? [{ url: viewer.feed }] : []),
  '/api/booking/customer/summary': () => [{ url: '/api/booking/customer/summary' }],
  '/api/booking/owner/summary': () => [{ url: '/api/booking/owner/summary' }],
  '/api/admin/summary': () => [{ url: '/api/admin/summary' }],
  '/api/admin/inquiries': () => [{ url: '/api/admin/inquiries' }],
  '/api/admin/contact-messages': () => [{ url: '/api/admin/contact-messages' }],
};

/** GET routes of the OpenAPI document that are not swept, and why none can carry a studio. */
const CANNOT_CARRY_A_STUDIO: Record<string, string> = {
  '/api/health': 'the state of the server, its database and Redis, the same for everyone',
  '/api/user/me': "the caller's own account",
};

/**
 * The pages rendered on the server that show studios (the others are fixed text). A page is
 * rendered as a guest sees it and kept for every visitor, so it is masked for everyone: the
 * positive control reads the API.
 */
const pages = (): Read[] => [
  { url: '/' },
  { url: '/studios' },
  { url: '/studios?page=2&limit=2' },
  { url: `/studios?date=${tomorrow}&start=9&hours=2` },
  { url: '/studios/in/gurgaon' },
  { url: '/studios/in/noida' },
  { url: '/studios/in/new-delhi' },
  ...everyStudio((id) => `/studios/${id}`),
  ...searches('/studios'),
];

const readsOf = (viewer: Viewer): Read[] => [
  ...Object.values(READS).flatMap((of) => of(viewer)),
  ...pages(),
];

/** How a read is sent: plainly, accepting an encoding, or conditional on the ETag it was sent. */
type How = 'plain' | 'plain, again' | 'br' | 'gzip' | 'if-none-match';
const ACCEPTED: Record<How, Record<string, string>> = {
  plain: {},
  'plain, again': {},
  br: { 'accept-encoding': 'br' },
  gzip: { 'accept-encoding': 'gzip, deflate' },
  'if-none-match': {},
};

type Response = Awaited<ReturnType<typeof call>>;
type Seen = {
  viewer: Viewer;
  read: Read;
  how: How;
  res: Response;
  /** The body as the client reads it: decompressed. */
  body: string;
  /** The headers and the body in lower case, an .ics unfolded, for the search. */
  text: string;
};

function decoded(res: Response): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(raw)
      : encoding === 'gzip'
        ? gunzipSync(raw)
        : encoding === 'deflate'
          ? inflateSync(raw)
          : raw;
  return body.toString('utf8');
}

/** An .ics folds long lines (CRLF and a space): a word may be cut in two. */
const unfolded = (body: string) => body.replace(/\r\n[ \t]/g, '');

async function read(viewer: Viewer, entry: Read, how: How, etag?: string): Promise<Seen> {
  const res = await call(t, 'GET', entry.url, {
    ...(viewer.account && { auth: viewer.account.auth }),
    headers: { ...ACCEPTED[how], ...(etag && { 'if-none-match': etag }) },
  });
  const body = decoded(res);
  const headers = Object.entries(res.headers).map(([name, value]) => `${name}: ${String(value)}`);
  return {
    viewer,
    read: entry,
    how,
    res,
    body,
    text: `${headers.join('\n')}\n\n${unfolded(body)}`.toLowerCase(),
  };
}

/** Whether `text` (lower case) holds `tell`: digits alone only as a whole number. */
function holds(text: string, tell: string): boolean {
  const word = tell.toLowerCase();
  return /^\d+$/.test(word)
    ? new RegExp(`(?<![0-9a-z])${word}(?![0-9a-z])`).test(text)
    : text.includes(word);
}

/** The masked facts `seen` shows its viewer, each as 'what: where'. */
function leaksIn(seen: Seen): string[] {
  const { viewer, read: entry, how, text } = seen;
  const where = `GET ${entry.url} (${how}) as ${viewer.who}`;
  const leaks: string[] = [];
  for (const key of STUDIO_KEYS) {
    if (viewer.sees.includes(key)) continue;
    for (const [fact, tell] of Object.entries(STUDIOS[key].tells)) {
      if (holds(text, tell)) leaks.push(`${key}'s ${fact}: ${where}`);
    }
    if (entry.searchesFor === key && text.includes(studios[key].id)) {
      leaks.push(`${key} found by its real name: ${where}`);
    }
  }
  for (const [name, owner] of Object.entries(owners)) {
    if (STUDIO_KEYS.some((key) => STUDIOS[key].owner === name && viewer.sees.includes(key))) {
      continue;
    }
    const tells = {
      id: owner._id,
      'e-mail': owner.email,
      phone: owner.phone,
      'phone as written': formatIndianMobile(owner.phone),
    };
    for (const [fact, tell] of Object.entries(tells)) {
      if (holds(text, tell)) leaks.push(`${name}'s ${fact}: ${where}`);
    }
  }
  return leaks;
}

describe('a masked studio, on every read, page and encoding', () => {
  let seen: Seen[];
  let firstPages: Seen[];

  beforeAll(async () => {
    const [guest, ...signedIn] = viewers as [Viewer, ...Viewer[]];
    // A guest's first visit renders each page and keeps it for the next visitor (four renders at
    // a time at most: one after the other, so each is rendered).
    firstPages = [];
    for (const page of pages()) firstPages.push(await read(guest, page, 'plain'));
    const first = await Promise.all(readsOf(guest).map((entry) => read(guest, entry, 'plain')));
    // The guest again: the catalogue's ready responses (fast path) and the kept pages, as they
    // are, compressed and conditional (304).
    const again = first.flatMap(({ read: entry, res }) => [
      read(guest, entry, 'plain, again'),
      read(guest, entry, 'br'),
      read(guest, entry, 'gzip'),
      ...(res.headers.etag ? [read(guest, entry, 'if-none-match', String(res.headers.etag))] : []),
    ]);
    // A signed-in viewer's responses are built for each request, never kept: each is read once,
    // compressed, br and gzip in turn (a body under 1 kB comes as it is).
    const signedInReads = signedIn.flatMap((viewer) =>
      readsOf(viewer).map((entry, i) => read(viewer, entry, i % 2 === 0 ? 'br' : 'gzip')),
    );
    seen = [...firstPages, ...first, ...(await Promise.all([...again, ...signedInReads]))];
  });

  /** The first response `viewer` got from `url`, decoded. */
  const responseOf = (viewer: Viewer, url: string) =>
    seen.find((s) => s.viewer === viewer && s.read.url === url && s.how !== 'if-none-match')!;
  const viewerCalled = (who: string) => viewers.find((v) => v.who === who)!;

  it('sweeps every GET route of the OpenAPI document, or says why it cannot carry a studio', () => {
    const routes = Object.entries(t.app.swagger().paths ?? {})
      .filter(([, operations]) => operations && 'get' in operations)
      .map(([path]) => path);
    expect(
      routes.filter((path) => !(path in READS) && !(path in CANNOT_CARRY_A_STUDIO)),
      'read routes neither swept nor excused: add them to READS, or to CANNOT_CARRY_A_STUDIO saying why',
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
    expect(seen.flatMap(leaksIn)).toEqual([]);
  });

  it("gives the masked shape: 'Hive Studio {n}, {city}', no address, PIN code, handle or author", () => {
    for (const who of viewers) {
      for (const key of STUDIO_KEYS.filter((k) => !who.sees.includes(k))) {
        const { studio } = JSON.parse(responseOf(who, `/api/studio/${studios[key].id}`).body) as {
          studio: Studio;
        };
        const { city } = STUDIOS[key].row;
        expect(studio, `${key} as ${who.who}`).toMatchObject({
          name: `Hive Studio ${studios[key].publicNumber}, ${city}`,
          location: { fullAddress: null, pinCode: '', city },
          instagramUsername: null,
          isMasked: true,
        });
        expect(studio, `${key} as ${who.who}`).not.toHaveProperty('author');
      }
    }
  });

  it('shows its owner, admins and its confirmed or no-show customer the real facts', () => {
    for (const who of viewers) {
      for (const key of who.sees) {
        const { id } = studios[key];
        const { name, instagramUsername, ...location } = STUDIOS[key].row;
        const { studio } = JSON.parse(responseOf(who, `/api/studio/${id}`).body) as {
          studio: Studio;
        };
        expect(studio, `${key} as ${who.who}`).toMatchObject({
          name,
          instagramUsername,
          location,
          author: owners[STUDIOS[key].owner]._id,
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
          author: owners[STUDIOS[key].owner]._id,
        });
      }
    }
    const bookingsOf = (who: string) => responseOf(viewerCalled(who), '/api/booking/customer').body;
    expect(bookingsOf('a customer with a confirmed booking')).toContain(STUDIOS.loft.row.name);
    expect(bookingsOf('a customer marked a no-show')).toContain(STUDIOS.house.row.fullAddress);
    const owner = viewerCalled('the owner');
    expect(unfolded(responseOf(owner, owner.feed!).body)).toContain(STUDIOS.loft.row.name);
  });

  it("names the studio masked in its customer's calendar file until the booking is confirmed", () => {
    const fileOf = (status: BookingState, studio: StudioKey) => {
      const booking = bookings.find((b) => b.status === status && b.studio === studio)!;
      const who = viewers.find((v) => v.account === booking.customer)!;
      const seenFile = responseOf(who, `/api/booking/${booking.id}/calendar.ics`);
      expect(seenFile.res.statusCode).toBe(200);
      return unfolded(seenFile.body);
    };
    const request = fileOf('requested', 'loft');
    expect(request).toContain(
      `SUMMARY:Studio Hive booking: Hive Studio ${studios.loft.publicNumber}\\, Gurgaon`,
    );
    expect(request).toContain('LOCATION:Gurgaon\r\n');
    expect(fileOf('confirmed', 'loft')).toContain('LOCATION:Plot 77\\, Wombat Vihar\\, Gurgaon');
  });

  it('read each kind of response: rendered pages, the fast path, encodings, 304s, feeds', () => {
    for (const page of firstPages) {
      expect(page.body, page.read.url).toContain('<div id="root" data-server-rendered>');
      expect(page.body, page.read.url).toContain('id="app-state"');
    }
    // The studio page's link previews, canonical address and JSON-LD name the masked studio.
    const guest = viewers[0]!;
    const { loft } = studios;
    const masked = `Hive Studio ${loft.publicNumber}, Gurgaon`;
    const page = responseOf(guest, `/studios/${loft.id}`).body;
    expect(page).toContain(`<meta property="og:title" content="${masked} | Studio Hive" />`);
    expect(page).toContain(
      `<link rel="canonical" href="https://studiohive.in/studios/${loft.id}" />`,
    );
    expect(page).toMatch(new RegExp(`application/ld\\+json">[^<]*"name":"${masked}"`));

    const of = (who: Viewer, url: string, how: How) =>
      seen.find((s) => s.viewer === who && s.read.url === url && s.how === how)!.res;
    for (const encoding of ['br', 'gzip'] as const) {
      for (const url of ['/api/studio', '/studios']) {
        expect(of(guest, url, encoding).headers['content-encoding'], url).toBe(encoding);
      }
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
    const res = await call(t, 'GET', `/api/review/studio/${reviewedByOwners}`);
    expect(res.body).toContain(owners.zubin._id);
    expect(res.body).toContain(owners.tara._id);
  });
});
