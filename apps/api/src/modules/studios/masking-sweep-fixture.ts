import { afterAll, beforeAll } from 'vitest';
import {
  addDays,
  formatIndianMobile,
  istToday,
  type BookingState,
  type CancelledBy,
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
 * header. A new read route fails the sweep until it is swept or listed in CANNOT_CARRY_A_STUDIO
 * with the reason (masking-sweep-routes.integration.test.ts).
 *
 * This module is the world swept (the studios, their facts and the viewers) and the check that no
 * masked fact shows; masking-sweep-reads.ts reads it, the routes and pages test files sweep it.
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

export type StudioKey = 'loft' | 'house' | 'pad';
type OwnerName = 'zubin' | 'tara';

/**
 * The studios swept, in three cities. `tells` holds a word of each masked fact found nowhere else,
 * so the fact in any form (an .ics escapes its commas, a URL its spaces) contains it.
 */
export const STUDIOS: Record<
  StudioKey,
  {
    owner: OwnerName;
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
export const STUDIO_KEYS = Object.keys(STUDIOS) as StudioKey[];

/** A kind of viewer, and the studios they see unmasked (everything else is masked for them). */
export type Viewer = {
  who: string;
  account: Account | null;
  sees: readonly StudioKey[];
  /** An owner's own calendar feed: its address is their secret, so only they reach it. */
  feed?: string;
};

/** A read and, for a search, the studio it looks for (a masked viewer must not find it). */
export type Read = { url: string; searchesFor?: StudioKey };

/** What a viewer was sent: `text` is its headers and body in lower case, an .ics unfolded. */
export type Sighting = { viewer: Viewer; read: Read; how: string; text: string };

/** The app and the world the sweep reads, made by `startMaskingSweep`. */
export type MaskingSweep = {
  t: TestApp;
  tomorrow: string;
  owners: Record<OwnerName, Account>;
  studios: Record<StudioKey, { id: string; publicNumber: number }>;
  bookings: { id: string; studio: StudioKey; customer: Account; status: BookingState }[];
  viewers: Viewer[];
  /** A studio neither owner holds, which both owners reviewed. */
  reviewedByOwners: string;
};

/** The app with the studios of STUDIOS, a booking in every state, and the viewers. */
async function startMaskingSweep(): Promise<MaskingSweep> {
  const t = await createTestApp({
    WEB_DIST_DIR: fakeWebBuild({ serverEntry: SERVER_ENTRY }),
    PUBLIC_URL: 'https://studiohive.in',
  });
  const today = istToday(t.clock.now);
  const tomorrow = addDays(today, 1);
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
  const owners = { zubin, tara };

  const created = await Promise.all(
    STUDIO_KEYS.map((key) =>
      createStudioRow(t, {
        authorId: owners[STUDIOS[key].owner]._id,
        ...STUDIOS[key].row,
        slots: [[tomorrow, [9, 10, 11, 12, 13]]],
      }),
    ),
  );
  const studios = Object.fromEntries(
    created.map((studio, i) => [
      STUDIO_KEYS[i],
      { id: studio.id, publicNumber: studio.publicNumber },
    ]),
  ) as MaskingSweep['studios'];

  // Both owners review someone else's studio: their ids are public beside the reviews.
  const reviewedByOwners = (await createStudioRow(t)).id;
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
  const bookings = await Promise.all(
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
  const viewers: Viewer[] = [
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
  return { t, tomorrow, owners, studios, bookings, viewers, reviewedByOwners };
}

/**
 * The sweep's app and world for a test file: made before its tests (its fields are there once
 * the file's beforeAll has run) and closed after them.
 */
export function maskingSweepForFile(): MaskingSweep {
  const sweep = {} as MaskingSweep;
  beforeAll(async () => {
    Object.assign(sweep, await startMaskingSweep());
  });
  afterAll(() => sweep.t.close());
  return sweep;
}

/** Whether `text` (lower case) holds `tell`: digits alone only as a whole number. */
function holds(text: string, tell: string): boolean {
  const word = tell.toLowerCase();
  return /^\d+$/.test(word)
    ? new RegExp(`(?<![0-9a-z])${word}(?![0-9a-z])`).test(text)
    : text.includes(word);
}

/** The masked facts `seen` shows its viewer, each as 'what: where'. */
export function leaksIn(
  { studios, owners }: Pick<MaskingSweep, 'studios' | 'owners'>,
  seen: Sighting,
): string[] {
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
