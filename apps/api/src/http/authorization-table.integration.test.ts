import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationWorld, VIEWERS, type RequestFor } from '../test/authorization-requests';
import { call } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Who may call what: every route of the OpenAPI document (and the document's own two), the
 * status each kind of caller gets for a valid request (docs/api.md says who may call each).
 * `booker` is a customer with a booking at the studio in question, `owner` its author,
 * `otherOwner` an owner of other studios. A new route fails this file until it has its row.
 */
/** A route and the status of each viewer, in the order of VIEWERS. */
type Row = [
  route: string,
  guest: number,
  customer: number,
  booker: number,
  owner: number,
  otherOwner: number,
  admin: number,
];

// prettier-ignore
const TABLE: Row[] = [
  // route                                          guest customer booker owner otherOwner admin
  ['GET /api/health',                                 200, 200, 200, 200, 200, 200],

  ['GET /api/studio',                                 200, 200, 200, 200, 200, 200],
  ['POST /api/studio',                                401, 403, 403, 201, 201, 201],
  ['GET /api/studio/cities',                          200, 200, 200, 200, 200, 200],
  ['GET /api/studio/{id}',                            200, 200, 200, 200, 200, 200],
  ['PUT /api/studio/{id}',                            401, 403, 403, 200, 403, 403],
  ['DELETE /api/studio/{id}',                         401, 403, 403, 200, 403, 200],
  ['GET /api/owner/studios',                          401, 403, 403, 200, 200, 200],
  ['GET /api/admin/studios/pending',                  401, 403, 403, 403, 403, 200],
  ['PUT /api/admin/studios/{id}/approve',             401, 403, 403, 403, 403, 200],
  ['DELETE /api/admin/studios/{id}/deny',             401, 403, 403, 403, 403, 200],
  ['GET /api/admin/studios/changes',                  401, 403, 403, 403, 403, 200],
  ['PUT /api/admin/studios/{id}/changes/approve',     401, 403, 403, 403, 403, 200],
  ['DELETE /api/admin/studios/{id}/changes/reject',   401, 403, 403, 403, 403, 200],

  ['POST /api/review',                                401, 201, 201, 403, 201, 201],
  ['GET /api/review/studio/{id}',                     200, 200, 200, 200, 200, 200],
  ['PUT /api/review/{id}',                            401, 403, 200, 403, 403, 403],
  ['DELETE /api/review/{id}',                         401, 403, 200, 403, 403, 403],

  ['GET /api/availability/{id}',                      401, 200, 200, 200, 200, 200],
  ['POST /api/booking',                               401, 201, 201, 403, 201, 201],
  ['POST /api/owner/bookings',                        401, 403, 403, 201, 403, 403],
  ['POST /api/booking/{id}/cancel',                   401, 403, 200, 200, 403, 403],
  ['POST /api/booking/{id}/reschedule',               401, 403, 200, 403, 403, 403],
  ['POST /api/booking/{id}/accept',                   401, 403, 403, 200, 403, 403],
  ['POST /api/booking/{id}/decline',                  401, 403, 403, 200, 403, 403],
  ['POST /api/booking/{id}/no-show',                  401, 403, 403, 200, 403, 403],
  ['POST /api/booking/{id}/deposit',                  401, 403, 200, 403, 403, 403],
  ['POST /api/booking/{id}/deposit/confirm',          401, 403, 403, 200, 403, 403],
  ['POST /api/booking/{id}/deposit/reject',           401, 403, 403, 200, 403, 403],
  ['POST /api/booking/{id}/deposit/refunded',         401, 403, 403, 200, 403, 403],
  ['GET /api/booking/customer',                       401, 200, 200, 200, 200, 200],
  ['GET /api/booking/owner',                          401, 403, 403, 200, 200, 200],
  ['GET /api/owner/week',                             401, 403, 403, 200, 200, 200],
  ['GET /api/booking/{id}/calendar.ics',              401, 403, 200, 200, 403, 403],
  ['GET /api/admin/bookings',                         401, 403, 403, 403, 403, 200],
  ['DELETE /api/admin/bookings/{id}',                 401, 403, 403, 403, 403, 200],
  ['GET /api/studio/{id}/calendars',                  401, 403, 403, 200, 403, 403],
  ['POST /api/studio/{id}/calendars',                 401, 403, 403, 201, 403, 403],
  ['POST /api/studio/{id}/calendars/{calendarId}/sync', 401, 403, 403, 200, 403, 403],
  ['DELETE /api/studio/{id}/calendars/{calendarId}',  401, 403, 403, 200, 403, 403],
  ['GET /api/owner/calendar-feed',                    401, 403, 403, 200, 200, 200],
  ['POST /api/owner/calendar-feed/rotate',            401, 403, 403, 200, 200, 200],
  ['GET /api/calendar/{file}',                        200, 200, 200, 200, 200, 200],

  ['GET /api/booking/customer/summary',               401, 200, 200, 200, 200, 200],
  ['GET /api/booking/owner/summary',                  401, 403, 403, 200, 200, 200],
  ['GET /api/admin/summary',                          401, 403, 403, 403, 403, 200],

  ['POST /api/studio-inquiry',                        201, 201, 201, 201, 201, 201],
  ['POST /api/contact',                               201, 201, 201, 201, 201, 201],
  ['GET /api/admin/inquiries',                        401, 403, 403, 403, 403, 200],
  ['GET /api/admin/contact-messages',                 401, 403, 403, 403, 403, 200],
  ['PUT /api/admin/inquiries/{id}/handled',           401, 403, 403, 403, 403, 200],
  ['DELETE /api/admin/inquiries/{id}/handled',        401, 403, 403, 403, 403, 200],
  ['PUT /api/admin/contact-messages/{id}/handled',    401, 403, 403, 403, 403, 200],
  ['DELETE /api/admin/contact-messages/{id}/handled', 401, 403, 403, 403, 403, 200],

  ['POST /api/user/signup',                           201, 201, 201, 201, 201, 201],
  ['POST /api/user/verify-otp',                       200, 200, 200, 200, 200, 200],
  ['POST /api/user/login',                            200, 200, 200, 200, 200, 200],
  ['POST /api/user/forgot-password',                  200, 200, 200, 200, 200, 200],
  ['POST /api/user/verify-password-otp',              200, 200, 200, 200, 200, 200],
  ['POST /api/user/reset-password',                   200, 200, 200, 200, 200, 200],
  ['GET /api/user/me',                                401, 200, 200, 200, 200, 200],

  // Not in the document: the document itself, browsable and as JSON.
  ['GET /api/docs',                                   200, 200, 200, 200, 200, 200],
  ['GET /api/docs/json',                              200, 200, 200, 200, 200, 200],
];

type Response = Awaited<ReturnType<typeof call>>;

const parse = (route: string) => {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  return { method, path };
};

let t: TestApp;
let world: Awaited<ReturnType<typeof authorizationWorld>>;
beforeAll(async () => {
  // The owner's calendar adds and syncs read a calendar the world serves on 127.0.0.1.
  t = await createTestApp({ CALENDAR_IMPORT_ALLOW_PRIVATE: 'true' });
  world = await authorizationWorld(t);
});
afterAll(async () => {
  await world.close();
  await t.close();
});

/** Each viewer's valid request to `route`, all at once. */
async function responsesTo(route: string): Promise<Response[]> {
  const requestFor: RequestFor | undefined = world.requests[route];
  if (!requestFor) throw new Error(`no request for ${route} in test/authorization-requests.ts`);
  const { method, path } = parse(route);
  return Promise.all(
    VIEWERS.map(async (viewer) => {
      const request = await requestFor(viewer);
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => request.params![name]!);
      const auth = world.authOf(viewer);
      return call(t, method, url, {
        ...(auth && { auth }),
        ...(request.payload !== undefined && { payload: request.payload }),
        ...(request.headers && { headers: request.headers }),
      });
    }),
  );
}

describe('the authorization table', () => {
  it('has one row for every route of the OpenAPI document, and none for a route that is gone', () => {
    const documented = Object.entries(t.app.swagger().paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const rows = TABLE.map(([route]) => route);
    expect(
      documented.filter((route) => !rows.includes(route)),
      'routes without a row: add one, deciding who may call each',
    ).toEqual([]);
    expect(
      rows.filter((route) => {
        const { method, path } = parse(route);
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        return !documented.includes(route) && !t.app.hasRoute({ method, url });
      }),
      'rows for routes the app no longer has',
    ).toEqual([]);
    expect(
      rows.filter((route, index) => rows.indexOf(route) !== index),
      'routes with more than one row',
    ).toEqual([]);
  });

  // Rows are independent (what one changes is its own): a few run at once.
  it.concurrent.each(TABLE)('%s', async (route, ...statuses) => {
    const responses = await responsesTo(route);
    // Viewer by viewer in column order, with the body of each response that differs.
    const got = VIEWERS.map((viewer, index) => `${viewer} ${responses[index]!.statusCode}`);
    const want = VIEWERS.map((viewer, index) => `${viewer} ${statuses[index]}`);
    const bodies = VIEWERS.flatMap((viewer, index) =>
      got[index] === want[index] ? [] : [`${viewer}: ${responses[index]!.body.slice(0, 300)}`],
    );
    expect(got, [route, ...bodies].join('\n')).toEqual(want);
  });
});
