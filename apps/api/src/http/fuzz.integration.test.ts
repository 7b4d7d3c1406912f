import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@studio-hive/domain';
import {
  apiOperations,
  forgedAuthorizations,
  pathParameters,
  queryStringsFor,
  unknownUuids,
  type ApiOperation,
} from '../test/api-fuzz';
import { bodiesFor, valueOf, type FuzzSamples, type RawBody } from '../test/fuzz-bodies';
import {
  changesSince,
  databaseState,
  writtenSince,
  type DatabaseState,
} from '../test/database-checksum';
import {
  bookingRequest,
  call,
  createBookingRow,
  createReviewRow,
  createStudioRow,
  randomAddress,
  signedInAccount,
  type SignedInAccount,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { ERROR_STATUS } from './errors';
import { errorBodySchema } from './openapi';

/**
 * Every operation of the served OpenAPI document (a new route is fuzzed without being named here)
 * gets hostile bodies, query strings and path parameters from fast-check, as a guest and as each
 * role. Whatever comes in: never a 5xx, every error in the one error format (docs/api.md#errors),
 * and a refused request leaves every table as it was.
 */

/**
 * Requests per operation: about 1,500 in all, seconds on the embedded database. FUZZ_RUNS=1000
 * searches longer (minutes).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

// 04:45 UTC is 10:15 in India.
const START = new Date('2026-11-23T04:45:00Z');
const today = '2026-11-23';
const DATES = [addDays(today, -1), today, addDays(today, 1), addDays(today, 7)];
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17];

/** Who sends: nobody signed in, each role, and a stranger with a forged or broken token. */
const ROLES = ['guest', 'customer', 'owner', 'admin', 'stranger'] as const;
type Role = (typeof ROLES)[number];

// Made while the file's tests are collected: the served document names them.
const t: TestApp = await createTestApp({
  // The limits have their own tests; here they would only turn the fuzz into 429s.
  RATE_LIMIT_PER_MINUTE: '1000000',
  HEAVY_READS_PER_MINUTE: '1000000',
  PUBLIC_FORMS_PER_HOUR: '1000000',
});
const operations = apiOperations(t.app.swagger() as Parameters<typeof apiOperations>[0]);

let accounts: Record<Exclude<Role, 'guest' | 'stranger'>, SignedInAccount>;
let seeded: Seeded;
/** The database as the last request that was not refused left it. */
let baseline: DatabaseState;

beforeAll(async () => {
  t.clock.now = new Date(START);
  const [customer, owner, admin] = await Promise.all([
    signedInAccount(t, 'customer'),
    signedInAccount(t, 'owner'),
    signedInAccount(t, 'admin'),
  ]);
  accounts = { customer, owner, admin };
  seeded = await seedRows();
}, 60_000);
afterAll(() => t.close());

type Seeded = { ids: string[]; samples: FuzzSamples };

/**
 * Something of everything for the fuzz to meet, new for each operation with path parameters (one
 * that deletes or cancels leaves the next its own rows): a bookable studio with an upcoming, a
 * past and a requested booking and a review, a studio asking a deposit with a booking awaiting
 * it and one whose refund is due, a pending studio, a studio inquiry, a contact
 * message, the owner's calendar feed. Their ids, and samples for schema-shaped input.
 */
async function seedRows(): Promise<Seeded> {
  const { customer, owner } = accounts;
  const studio = await createStudioRow(t, {
    authorId: owner._id,
    addons: [{ key: 'edit', name: 'Editing', price: 700, maxQuantity: 2 }],
    slots: DATES.map((date) => [date, HOURS]),
  });
  const pending = await createStudioRow(t, { authorId: owner._id, approved: false });
  const ofStudio = { studioId: studio.id, customerId: customer._id };
  const bookings = [
    await createBookingRow(t, { ...ofStudio, date: DATES[2]!, hours: [15, 16] }),
    await createBookingRow(t, { ...ofStudio, date: DATES[0]!, hours: [10] }),
    await createBookingRow(t, {
      ...ofStudio,
      date: DATES[3]!,
      hours: [11],
      status: 'requested',
      decisionDueAt: new Date(START.getTime() + 24 * 3_600_000),
    }),
  ];
  // A studio asking a deposit (decision 052): a booking awaiting it, and one whose refund is due.
  const depositStudio = await createStudioRow(t, {
    authorId: owner._id,
    deposit: { type: 'percent', value: 25 },
    upiId: 'fuzz.studio@okaxis',
    slots: DATES.map((date) => [date, HOURS]),
  });
  const deposits: string[] = [];
  for (const [hour, steps] of [
    [12, []],
    [14, ['deposit/confirm', 'cancel']],
  ] as const) {
    const made = await call(t, 'POST', '/api/booking', {
      auth: customer.auth,
      payload: bookingRequest({
        studio: depositStudio.id,
        date: DATES[3]!,
        hours: [hour],
        totalPrice: 1500,
      }),
    });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ booking: { _id: string } }>().booking._id;
    for (const step of steps) {
      const auth = step === 'cancel' ? customer.auth : owner.auth;
      const res = await call(t, 'POST', `/api/booking/${id}/${step}`, { auth, payload: {} });
      expect(res.statusCode).toBe(200);
    }
    deposits.push(id);
  }
  const review = await createReviewRow(t, { studioId: studio.id, reviewerId: customer._id });
  const inquiry = await call(t, 'POST', '/api/studio-inquiry', {
    payload: {
      name: 'Meera',
      whatsapp: '9876543210',
      location: 'Gurgaon',
      hasRoom: 'yes',
      needsHelp: 'no',
    },
  });
  const contact = await call(t, 'POST', '/api/contact', {
    payload: {
      name: 'Arjun',
      email: 'arjun@example.com',
      subject: 'Parking',
      message: 'Is there parking?',
      category: 'general',
    },
  });
  const feed = await call(t, 'GET', '/api/owner/calendar-feed', { auth: owner.auth });
  expect([inquiry.statusCode, contact.statusCode, feed.statusCode]).toEqual([201, 201, 200]);
  return {
    ids: [
      studio.id,
      pending.id,
      ...bookings.map((b) => b.id),
      ...deposits,
      review.id,
      feed.json<{ url: string }>().url.split('/').pop()!,
      customer._id,
      owner._id,
    ],
    samples: { ids: [studio.id, pending.id], dates: DATES, words: ['1 Cam', '2 Cam', 'edit'] },
  };
}

type FuzzRequest = {
  role: Role;
  /** The stranger's authorization header. */
  forged: string | undefined;
  method: ApiOperation['method'];
  url: string;
  body: RawBody | undefined;
};

/**
 * Requests for one operation, each fuzzing one part, the others plain (a schema-shaped body, no
 * query, a seeded id or the id of nothing) so that the fuzzed part is what gets checked.
 */
function requestsFor(operation: ApiOperation, { ids, samples }: Seeded): fc.Arbitrary<FuzzRequest> {
  const plainParameter = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: unknownUuids(ids) },
  );
  const pathWith = (parameter: fc.Arbitrary<string>) =>
    fc
      .tuple(...operation.pathParameters.map(() => parameter))
      .map((values) =>
        operation.pathParameters.reduce(
          (path, name, i) => path.replace(`{${name}}`, values[i]!),
          operation.path,
        ),
      );
  const hasBody = operation.method !== 'GET';
  const plainBody: fc.Arbitrary<RawBody | undefined> = !hasBody
    ? fc.constant(undefined)
    : operation.body
      ? valueOf(operation.body, samples).map((value) => ({
          text: JSON.stringify(value),
          contentType: 'application/json',
        }))
      : fc.constant({ text: '{}', contentType: 'application/json' });
  const hasQuery = Object.keys(operation.query).length > 0;
  const request = fc.oneof(
    {
      weight: hasBody ? 3 : 0,
      arbitrary: fc.tuple(
        pathWith(plainParameter),
        fc.constant(''),
        hasBody ? bodiesFor(operation, samples) : plainBody,
      ),
    },
    {
      weight: hasQuery ? 3 : 1,
      arbitrary: fc.tuple(pathWith(plainParameter), queryStringsFor(operation, samples), plainBody),
    },
    {
      weight: operation.pathParameters.length > 0 ? 3 : 0,
      arbitrary: fc.tuple(pathWith(pathParameters(ids)), fc.constant(''), plainBody),
    },
  );
  const sender = fc.constantFrom(...ROLES).chain((role) =>
    fc.record({
      role: fc.constant(role),
      forged:
        role === 'stranger' ? forgedAuthorizations(accounts.customer.auth) : fc.constant(undefined),
    }),
  );
  return fc
    .record({ sender, request })
    .map(({ sender: { role, forged }, request: [path, query, body] }) => ({
      role,
      forged,
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      body,
    }));
}

function send(request: FuzzRequest) {
  const token =
    request.role === 'guest'
      ? undefined
      : request.role === 'stranger'
        ? request.forged
        : accounts[request.role].auth;
  return t.app.inject({
    method: request.method,
    url: request.url,
    // Each from its own address, as the rate limits would otherwise count them together.
    remoteAddress: randomAddress(),
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}),
    },
    ...(request.body ? { payload: request.body.text } : {}),
  });
}

/** The one error format of errors.ts, nothing more in it. */
const errorBody = errorBodySchema.strict();

describe('every operation of the served OpenAPI document, fuzzed', () => {
  it('are found in the served document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, async () => {
      if (operation.pathParameters.length > 0) seeded = await seedRows();
      await t.app.notifications.deliverNow();
      baseline = await databaseState(t.database.db);
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, seeded), async (request) => {
          const res = await send(request);
          expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
          if (res.statusCode < 400) {
            // Allowed to change the database: the next refused request is compared with what
            // this one left, once its notifications are sent.
            if (await writtenSince(t.database.db, baseline)) {
              await t.app.notifications.deliverNow();
              baseline = await databaseState(t.database.db);
            }
            return;
          }
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          const body = errorBody.parse(res.json());
          expect(ERROR_STATUS[body.code]).toBe(res.statusCode);
          expect(res.headers['x-request-id']).toBe(body.requestId);
          const { changedTables, now } = await changesSince(t.database.db, baseline);
          expect(changedTables, 'tables changed by a refused request').toEqual([]);
          baseline = now;
        }),
        { numRuns: RUNS },
      );
    });
  }
});
